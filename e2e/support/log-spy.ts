import { log } from '@/lib/log.mjs'

// The server log (lib/log.mjs) in jest: silenced, and what each test logged kept for its checks.

const LEVELS = ['debug', 'info', 'warn', 'error', 'fatal'] as const

export type LoggedLine = { level: (typeof LEVELS)[number]; event?: string; message?: string; [field: string]: unknown }

/** Silences the log for the running test and records its lines (jest.restoreAllMocks ends it). */
export function quietLog(): void {
  for (const level of LEVELS) jest.spyOn(log, level).mockImplementation(() => undefined)
}

/** The lines logged since quietLog(), in order, each with its level; with `event`, only that event's. */
export function loggedLines(event?: string): LoggedLine[] {
  return LEVELS.flatMap((level) => {
    const write = log[level]
    if (!jest.isMockFunction(write)) return []
    return write.mock.calls.map(([fields, message], index) => ({
      order: write.mock.invocationCallOrder[index] ?? 0,
      line: {
        level,
        ...(fields !== null && typeof fields === 'object' ? (fields as object) : {}),
        ...(typeof message === 'string' ? { message } : {}),
      } as LoggedLine,
    }))
  })
    .sort((a, b) => a.order - b.order)
    .map(({ line }) => line)
    .filter((line) => event === undefined || line.event === event)
}
