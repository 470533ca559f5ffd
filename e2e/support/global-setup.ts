import { MAIL_DIR, startMailSink } from './mail-sink'
import { MAIL_SINK_PORT } from './ports'

/** Starts the loopback SMTP sink that the site under test delivers form mail to. */
export default async function globalSetup() {
  const sink = await startMailSink(MAIL_SINK_PORT, { dir: MAIL_DIR })
  return () => sink.close()
}
