import type { DeliveryOutcome } from './deliver'

// The queue's lanes (docs/forms.md, "Lanes"): one per job kind, each with its own bounded number
// of attempts at once, so one kind's backlog never holds another kind back. Within a lane the
// smallest job goes first (the oldest of equal ones): after an outage a contact's few kilobytes
// leave before a brief's 13 MB model, and big jobs still go as soon as a slot is free. A job
// offered while it already waits or runs here is not started twice (a claim by rename would stop
// the second anyway; this spares the attempt).

type Waiting = { bytes: number; createdAt: number; run: () => Promise<DeliveryOutcome>; done: ((outcome: DeliveryOutcome) => void)[] }

export class Lane {
  private readonly waiting = new Map<string, Waiting>()
  private readonly running = new Map<string, ((outcome: DeliveryOutcome) => void)[]>()

  constructor(readonly concurrency: number) {}

  /** Runs `run` for `name` when a slot is free, smallest first; resolves with its outcome. */
  offer(name: string, bytes: number, createdAt: number, run: () => Promise<DeliveryOutcome>): Promise<DeliveryOutcome> {
    return new Promise((resolve) => {
      const known = this.waiting.get(name)?.done ?? this.running.get(name)
      if (known) return void known.push(resolve)
      this.waiting.set(name, { bytes, createdAt, run, done: [resolve] })
      this.pump()
    })
  }

  /** Jobs waiting for a slot, and running. */
  get size() {
    return { waiting: this.waiting.size, running: this.running.size }
  }

  private pump() {
    while (this.running.size < this.concurrency && this.waiting.size > 0) {
      let next: [string, Waiting] | undefined
      for (const entry of this.waiting) {
        const [, job] = entry
        if (!next || job.bytes < next[1].bytes || (job.bytes === next[1].bytes && job.createdAt < next[1].createdAt)) next = entry
      }
      const [name, job] = next!
      this.waiting.delete(name)
      this.running.set(name, job.done)
      void job
        .run()
        .catch((error: unknown) => {
          console.error(`[mail-queue] ${name.split('~')[0]} delivery attempt failed`, error)
          return 'retry' as const
        })
        .then((outcome) => {
          const done = this.running.get(name) ?? []
          this.running.delete(name)
          for (const resolve of done) resolve(outcome)
          this.pump()
        })
    }
  }
}
