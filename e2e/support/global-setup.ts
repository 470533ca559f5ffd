import { startMailSink } from './mail-sink'
import { MAIL_SINK_PORT } from './ports'

/** Starts the loopback SMTP sink that the site under test delivers form mail to. */
export default async function globalSetup() {
  const sink = await startMailSink(MAIL_SINK_PORT)
  return async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()))
  }
}
