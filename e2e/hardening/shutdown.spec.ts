// `npm start` (server.mjs) on SIGTERM, as a process manager or a deploy sends it: it takes no new
// connections, lets a form that is being sent finish, and then exits (README, Deploying).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startNextServer } from '../support/next-server'
import { expect, test } from '../support/test'

test('a message still arriving when the server is told to stop is delivered, then the server exits', async () => {
  const outbox = mkdtempSync(join(tmpdir(), 'outbox-shutdown-'))
  const port = HARDENING_PORTS.shutdown.site
  const server = await startNextServer(port, { SMTP_URL: '', MAIL_OUTBOX_DIR: outbox, FORM_RATE_LIMIT: '0', MAIL_TO: 'sales@stratum-bim.example' })
  try {
    const body = JSON.stringify({
      name: 'Meera Iyer',
      email: 'meera@precast.example',
      companyName: 'Iyer Precast',
      subject: 'Hollow-core slab connection design',
      phone: '9876543210',
      message: 'Please review our hollow-core slab bearing details for a four-storey car park.',
    })
    let sendRest = () => {}
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/contact',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: server.url },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => (text += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 40))
      sendRest = () => req.end(body.slice(40))
    })

    // The request is under way (its first bytes sent); now the stop signal.
    await new Promise((resolve) => setTimeout(resolve, 300))
    process.kill(server.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(fetch(`${server.url}/robots.txt`), 'a new connection after SIGTERM').rejects.toThrow()

    sendRest()
    const { status, text } = await answer
    expect(status, text).toBe(200)
    const reference = JSON.parse(text).reference as string
    const mails = readdirSync(outbox).filter((name) => name.endsWith('.eml') && !name.endsWith('-ACK.eml'))
    expect(mails).toHaveLength(1)
    expect(readFileSync(join(outbox, mails[0]!), 'utf8')).toContain(reference)

    // Exits on its own once that answer is out, well before its 45 s limit.
    const exitedAt = await Promise.race([server.exited.then(() => 'exited'), new Promise((resolve) => setTimeout(() => resolve('still running'), 3_000))])
    expect(exitedAt).toBe('exited')
  } finally {
    await server.stop()
    rmSync(outbox, { recursive: true, force: true })
  }
})
