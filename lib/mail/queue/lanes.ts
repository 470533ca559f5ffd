import type { DeliveryOutcome } from './deliver'

// The queue's lanes (docs/forms.md, "Lanes"): one per job kind, each with its own bounded number
// of attempts at once, so one kind's backlog never holds another kind back; and one for the
// takeoffs the lanes' briefs wait for. Within a lane the smallest job goes first (the oldest of
// equal ones): after an outage a contact's few kilobytes leave before a brief's 13 MB model, and
// big jobs still go as soon as a slot is free. A job offered while it already waits or runs here
// is not started twice (a claim by rename would stop the second anyway; this spares the attempt).

type Waiting<T> = { bytes: number; createdAt: number; run: () => Promise<T>; done: Settle<T>[] }
type Settle<T> = { resolve: (value: T) => void; reject: (error: unknown) => void }

export class Lane<T = DeliveryOutcome> {
  private readonly waiting = new Map<string, Waiting<T>>()
  private readonly running = new Map<string, Settle<T>[]>()

  constructor(readonly concurrency: number) {}

  /** Runs `run` for `key` when a slot is free, smallest first; settles as it does. */
  offer(key: string, bytes: number, createdAt: number, run: () => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      const known = this.waiting.get(key)?.done ?? this.running.get(key)
      if (known) return void known.push({ resolve, reject })
      this.waiting.set(key, { bytes, createdAt, run, done: [{ resolve, reject }] })
      this.pump()
    })
  }

  private pump() {
    while (this.running.size < this.concurrency && this.waiting.size > 0) {
      let next: [string, Waiting<T>] | undefined
      for (const entry of this.waiting) {
        const [, job] = entry
        if (!next || job.bytes < next[1].bytes || (job.bytes === next[1].bytes && job.createdAt < next[1].createdAt)) next = entry
      }
      const [key, job] = next!
      this.waiting.delete(key)
      this.running.set(key, job.done)
      const settle = (each: (settle: Settle<T>) => void) => {
        const done = this.running.get(key) ?? []
        this.running.delete(key)
        done.forEach(each)
        this.pump()
      }
      Promise.resolve()
        .then(job.run)
        .then(
          (value) => settle(({ resolve }) => resolve(value)),
          (error: unknown) => settle(({ reject }) => reject(error)),
        )
    }
  }
}
