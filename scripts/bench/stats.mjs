// Small helpers shared by the bench scripts.
import { readFileSync } from 'node:fs'

/** Median of numbers (mean of the middle two for an even count); null for none. */
export function median(values) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return null
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
  return sorted[rank]
}

function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) }
}

/** Machine-wide CPU use in percent over `ms` milliseconds (Linux /proc/stat). */
export async function cpuBusyPercent(ms = 1000) {
  const before = cpuTimes()
  await new Promise((done) => setTimeout(done, ms))
  const after = cpuTimes()
  const total = after.total - before.total
  return total > 0 ? 100 * (1 - (after.idle - before.idle) / total) : 0
}

/** Waits until the machine is at most `percent` busy, for at most `maxWaitMs`; returns the last reading. */
export async function waitForQuietCpu(percent, maxWaitMs = 120_000) {
  const deadline = Date.now() + maxWaitMs
  let busy = await cpuBusyPercent()
  while (busy > percent && Date.now() < deadline) busy = await cpuBusyPercent(2000)
  return busy
}
