import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Webhook } from 'standardwebhooks'

// A CRM's webhook endpoint on loopback, as a firm would write one: it checks every request's
// Standard Webhooks signature with the `standardwebhooks` package (refusing a bad one with 401) and
// keeps what it accepted. It can answer with chosen statuses, hang, redirect, or be stopped and
// started again on the same port (a CRM outage).

/** One verified request, as the receiver got it. */
export type ReceivedWebhook = { headers: Record<string, string>; body: { type: string; timestamp: string; data: Record<string, unknown> }; raw: string; receivedAt: number }

/** An answer: a status, a status with headers (`Retry-After` …), or 'hang' (never answers). */
export type WebhookAnswer = number | { status: number; headers: Record<string, string> } | 'hang'

export type WebhookReceiver = {
  url: string
  /** Requests whose signature verified, in order of arrival (also those answered with an error status). */
  received: ReceivedWebhook[]
  /** Requests refused because their signature did not verify. */
  refused: number
  /** Answers to the next requests, one each (then 204). */
  answers: WebhookAnswer[]
  stop: () => Promise<void>
  start: () => Promise<void>
}

export async function startWebhookReceiver(secret: string, port = 0): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret)
  const sockets = new Set<Socket>()
  let server: Server | undefined
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    refused: 0,
    answers: [],
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      server = undefined
    },
    start: async () => {
      server = createServer((request, response: ServerResponse) => {
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
          try {
            verifier.verify(raw, headers)
          } catch {
            receiver.refused += 1
            return void response.writeHead(401).end()
          }
          receiver.received.push({ headers, body: JSON.parse(raw), raw, receivedAt: Date.now() })
          const answer = receiver.answers.shift() ?? 204
          if (answer === 'hang') return
          const { status, headers: extra } = typeof answer === 'number' ? { status: answer, headers: {} } : answer
          response.writeHead(status, { ...(status >= 300 && status < 400 ? { location: `${receiver.url}/moved` } : {}), ...extra }).end()
        })
      })
      server.on('connection', (socket: Socket) => {
        sockets.add(socket)
        socket.once('close', () => sockets.delete(socket))
      })
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject)
        server!.listen(port, '127.0.0.1', () => resolve())
      })
      port = (server.address() as AddressInfo).port
      receiver.url = `http://127.0.0.1:${port}/hooks/leads`
    },
  }
  await receiver.start()
  return receiver
}
