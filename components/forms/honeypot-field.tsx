import type { UseFormRegisterReturn } from 'react-hook-form'
import styles from './honeypot-field.module.css'

/**
 * The trap field `website`: off-screen and out of the tab order, so people never fill it; many
 * bots do, and the server then answers 200 and sends nothing.
 */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn | { name: string } }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  )
}
