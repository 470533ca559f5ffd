import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PostalMime, { type Email } from 'postal-mime'

// The shared e2e SMTP server (global set-up) writes every message it accepts into MAIL_DIR, so a
// spec in another process can read it.

/** Where the shared e2e SMTP server stores every delivered message. */
export const MAIL_DIR = join(__dirname, '..', '.mail')

export type DeliveredMail = Email & { raw: Buffer; file: string }

/** Every message the shared e2e SMTP server accepted, parsed. */
export async function readMails(): Promise<DeliveredMail[]> {
  let files: string[] = []
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(join(MAIL_DIR, file))
      const parsed = await PostalMime.parse(raw)
      return Object.assign(parsed, { raw, file })
    }),
  )
}

/** The delivered messages that match, waiting up to `timeoutMs` for at least `count` of them. */
export async function waitForMails(
  match: (mail: DeliveredMail) => boolean,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<DeliveredMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await readMails()).filter(match)
    if (found.length >= count || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
