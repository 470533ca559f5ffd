import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { list } from '@/lib/mail/queue/folders'
import { parseActiveName, parseFailedName, parseReadyName } from '@/lib/mail/queue/names.mjs'
import { laneRecord } from './delivery-record'
import type { Lane } from './telemetry'

// The queue's state per lane, read from its folders as they are (docs/forms.md, "The mail
// queue"), for /status and the queue's gauges (docs/operations.md): waiting (ready/ and active/),
// the oldest waiting one's age, failed (failed/), and the last error. The takeoff lane counts the
// takeoffs started and not finished (takeoffs/*.starts) and the kept results with a model that
// could not be read. File names and small records only: never a message's content.

export type LaneStatus = { waiting: number; oldestWaitingSeconds: number; failed: number; lastError: string | null }
export type QueueStatus = Record<Lane, LaneStatus>

/** The lane a queue entry's kind (in its name) belongs to; null for a name of no known lane. */
const laneOf = (kind: string | undefined): 'mail' | 'webhook' | null => (kind === 'mail' || kind === 'webhook' ? kind : null)

/** The last error of a lane: this process's last failed attempt, else the newest record in failed/. */
async function lastFailedError(root: string, names: string[]): Promise<string | null> {
  const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(root, 'failed', name)).catch(() => null))?.mtimeMs ?? 0 })))
  const newest = dated.sort((a, b) => b.at - a.at)[0]
  if (!newest) return null
  if (!newest.name.endsWith('.json')) return 'unreadable queue file'
  const record = await readFile(join(root, 'failed', newest.name), 'utf8')
    .then((text) => JSON.parse(text) as { lastError?: unknown })
    .catch(() => null)
  return typeof record?.lastError === 'string' ? record.lastError : null
}

async function takeoffLane(root: string, now: number): Promise<LaneStatus> {
  const names = await list(root, 'takeoffs')
  const started = await Promise.all(names.filter((name) => name.endsWith('.starts')).map((name) => stat(join(root, 'takeoffs', name)).then((info) => info.mtimeMs, () => null)))
  const startTimes = started.filter((time): time is number => time !== null)
  let failed = 0
  let lastError: string | null = null
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const takeoff = await readFile(join(root, 'takeoffs', name), 'utf8')
      .then((text) => JSON.parse(text) as { models?: { status?: string; reason?: string }[] })
      .catch(() => null)
    const unreadable = takeoff?.models?.find((model) => model.status !== 'read')
    if (!unreadable) continue
    failed += 1
    lastError ??= typeof unreadable.reason === 'string' ? unreadable.reason : 'unreadable'
  }
  return {
    waiting: startTimes.length,
    oldestWaitingSeconds: startTimes.length ? Math.max(0, Math.round((now - Math.min(...startTimes)) / 1000)) : 0,
    failed,
    lastError: laneRecord('takeoff').lastError ?? lastError,
  }
}

/** Every lane's state now. */
export async function queueStatus(root: string, now = Date.now()): Promise<QueueStatus> {
  const [ready, active, failed] = await Promise.all([list(root, 'ready'), list(root, 'active'), list(root, 'failed')])
  const waiting = { mail: [] as number[], webhook: [] as number[] }
  for (const parsed of [...ready.map(parseReadyName), ...active.map((name) => parseReadyName(parseActiveName(name)?.ready ?? ''))]) {
    const kind = laneOf(parsed?.kind)
    if (parsed && kind) waiting[kind].push(parsed.createdAt)
  }
  const failedNames = { mail: [] as string[], webhook: [] as string[] }
  for (const name of failed) {
    const kind = laneOf(parseFailedName(name)?.kind)
    if (kind) failedNames[kind].push(name)
  }
  const lane = async (kind: 'mail' | 'webhook'): Promise<LaneStatus> => ({
    waiting: waiting[kind].length,
    oldestWaitingSeconds: waiting[kind].length ? Math.max(0, Math.round((now - Math.min(...waiting[kind])) / 1000)) : 0,
    failed: failedNames[kind].length,
    lastError: laneRecord(kind).lastError ?? (await lastFailedError(root, failedNames[kind])),
  })
  const [mail, webhook, takeoff] = await Promise.all([lane('mail'), lane('webhook'), takeoffLane(root, now)])
  return { mail, webhook, takeoff }
}
