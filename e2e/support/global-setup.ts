import { existsSync, readFileSync } from 'node:fs'
import { MAIL_DIR } from './delivered-mails'
import { MAIL_SINK_PORT } from './ports'
import { parseLog, privateValuesIn, SHARED_SERVER_LOG } from './server-log'
import { startSmtpServer } from '../../scripts/local-servers/smtp-server.mjs'

/**
 * What the specs type into the shared server's forms most often (names, addresses, phones,
 * messages, file names): none may reach its log.
 */
const TYPED = ['Asha Verma', 'Verma Builders', 'Verma Steel Fabricators', '9826012345', 'Rohan Iyer', 'Rohan Mehta', '9876543210', '@builders.example', '@builder.example', '@mail.example', 'Connection design to AISC 360', 'We need Tekla connection detailing']

/**
 * Starts the loopback SMTP server that the site under test delivers form mail to; at the end,
 * checks the shared server's whole log (playwright.config.ts writes it to SHARED_SERVER_LOG):
 * every line JSON, none holding what a visitor typed (docs/operations.md).
 */
export default async function globalSetup() {
  const sink = await startSmtpServer({ port: MAIL_SINK_PORT, dir: MAIL_DIR })
  return async () => {
    await sink.close()
    if (!existsSync(SHARED_SERVER_LOG)) return
    const output = readFileSync(SHARED_SERVER_LOG, 'utf8')
    const { unparsed } = parseLog(output)
    const leaked = privateValuesIn(output, TYPED)
    if (unparsed.length > 0 || leaked.length > 0) {
      throw new Error(`The shared server's log (${SHARED_SERVER_LOG}): ${unparsed.length} lines not JSON (first: ${JSON.stringify(unparsed[0] ?? '')}); typed values in it: ${leaked.join(', ') || 'none'}`)
    }
  }
}
