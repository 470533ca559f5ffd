import { MAIL_DIR } from './delivered-mails'
import { MAIL_SINK_PORT } from './ports'
import { startSmtpServer } from '../../scripts/local-servers/smtp-server.mjs'

/** Starts the loopback SMTP server that the site under test delivers form mail to. */
export default async function globalSetup() {
  const sink = await startSmtpServer({ port: MAIL_SINK_PORT, dir: MAIL_DIR })
  return () => sink.close()
}
