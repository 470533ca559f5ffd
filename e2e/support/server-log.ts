import { join } from 'node:path'
import { E2E_PORT } from './ports'

// What a server printed, read as the JSON lines it must be (lib/log.mjs, docs/operations.md).

/** Where the shared e2e server (playwright.config.ts webServer) writes its stdout and stderr. */
export const SHARED_SERVER_LOG = join(process.cwd(), 'test-reports', `e2e-server-${E2E_PORT}.log`)

export type LogLine = { level: string; time: string; event: string; message?: string; [field: string]: unknown }

/** Every line of `output` parsed; a line that is not a JSON object with time, level and event is returned in `unparsed`. */
export function parseLog(output: string): { lines: LogLine[]; unparsed: string[] } {
  const lines: LogLine[] = []
  const unparsed: string[] = []
  for (const text of output.split('\n')) {
    if (text.trim() === '') continue
    try {
      const line = JSON.parse(text) as LogLine
      if (line && typeof line.time === 'string' && typeof line.level === 'string' && typeof line.event === 'string') lines.push(line)
      else unparsed.push(text)
    } catch {
      unparsed.push(text)
    }
  }
  return { lines, unparsed }
}

/** The `message` fields of the log, one a line (what a reader of the log sees as text). */
export const logMessages = (output: string) =>
  parseLog(output)
    .lines.map((line) => line.message ?? '')
    .join('\n')

/** The values among `privateValues` (names, addresses, phone numbers, messages, file names) that appear anywhere in the log, in any case. */
export function privateValuesIn(output: string, privateValues: readonly string[]): string[] {
  const text = output.toLowerCase()
  // JSON escapes quotes and backslashes: a value is looked for as JSON would write it, too.
  return privateValues.filter((value) => value && (text.includes(value.toLowerCase()) || text.includes(JSON.stringify(value).slice(1, -1).toLowerCase())))
}
