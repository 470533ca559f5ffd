// The server's one log (docs/operations.md, "Reading the logs"): one JSON object per line on
// stdout, with `time`, `level` and `event`, and where they apply `reference`, `form` and `lane`.
// Never personal data: no name, e-mail address, phone number, message or file name, and no
// error message (a mail server's refusal may quote the recipient), only its code or name.
// Plain JavaScript so server.mjs and the bundled server code share it; pino writes synchronously,
// so a line logged just before an exit is not lost.
import pino from 'pino'

export const log = pino({
  level: process.env.LOG_LEVEL?.trim() || 'info',
  base: undefined,
  messageKey: 'message',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
})

/** What of an error may be logged: its code (ECONNREFUSED, EAUTH …), SMTP reply code and name, never its message. */
export function errorFields(error) {
  if (error === null || typeof error !== 'object') return { error: typeof error }
  const { code, responseCode, name } = error
  return {
    error: typeof name === 'string' ? name : 'unknown',
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  }
}
