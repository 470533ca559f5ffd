/** The answer of every form endpoint (DECISIONS.md, Form endpoints). */
export type FormResponseBody = {
  success: boolean
  message: string
  errors?: Record<string, string>
  /** The submission's reference, on a 200 only, so the visitor can quote it. */
  reference?: string
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

/** A JSON answer that no cache keeps. */
export function jsonResponse(status: number, body: FormResponseBody, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  })
}

export function errorResponse(error: HttpError): Response {
  return jsonResponse(
    error.status,
    { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    error.headers,
  )
}

/** 405 for every method but POST. */
export function methodNotAllowed(): Response {
  return jsonResponse(405, { success: false, message: 'This address only accepts form submissions (POST).' }, { Allow: 'POST' })
}
