import type { SubmissionState } from './use-form-submission'
import fieldStyles from './form-fields.module.css'
import styles from './form-status.module.css'

/** The end of a form: its send button (disabled while sending) and, under it, the outcome. */
export function FormFooter({ state, label, fallbackEmail }: { state: SubmissionState; label: string; fallbackEmail: string }) {
  const sending = state.kind === 'sending'
  return (
    <>
      <div className={fieldStyles.actions}>
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : label}
        </button>
      </div>
      <FormStatus state={state} fallbackEmail={fallbackEmail} />
    </>
  )
}

/**
 * The form's outcome under the button. Success is polite-live; a failure is an alert in red with
 * the server's words and the firm's address, so nobody is left without a way to reach us.
 */
export function FormStatus({ state, fallbackEmail }: { state: SubmissionState; fallbackEmail: string }) {
  return (
    <div className={styles.status}>
      <div aria-live="polite" aria-atomic="true">
        {state.kind === 'success' && (
          <div className={styles.success} data-testid="form-success">
            <p className={styles.headline}>{state.message}</p>
            {state.reference && (
              <p className={styles.reference}>
                Your reference: <strong>{state.reference}</strong>
              </p>
            )}
          </div>
        )}
      </div>
      {state.kind === 'error' && (
        <div role="alert" className={styles.failure} data-testid="form-error">
          <p className={styles.headline}>
            <MessageWithEmailLink message={state.message} email={fallbackEmail} />
          </p>
          {!state.message.includes(fallbackEmail) && (
            <p>
              You can also e-mail us at <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>.
            </p>
          )}
          <p>What you typed is still in the form.</p>
        </div>
      )}
    </div>
  )
}

/** The server's words, with the firm's address in them made a mailto link. */
function MessageWithEmailLink({ message, email }: { message: string; email: string }) {
  const index = message.indexOf(email)
  if (index < 0) return message
  return (
    <>
      {message.slice(0, index)}
      <a href={`mailto:${email}`}>{email}</a>
      {message.slice(index + email.length)}
    </>
  )
}
