/** The answer of every form endpoint (docs/forms.md, "Statuses"). */
export type FormResponseBody = {
  success: boolean
  message: string
  errors?: Record<string, string>
  /** The submission's reference, on a 200 only, so the visitor can quote it. */
  reference?: string
  /** A brief with IFC models: what the takeoff found, or that the team will read them (only in this answer). */
  takeoff?: string
}

/** A refusal with its status, JSON message and any extra headers; thrown by the request readers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

