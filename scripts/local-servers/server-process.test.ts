import { startServerProcess } from './server-process.mjs'

// A server whose first answer sends its headers at once and its body 3 s later, as a cold server on
// a busy machine can: the readiness probe gives up on that answer and asks again, never throws.
const slowFirstBody = `
  let first = true
  require('node:http').createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.write('starting')
    const delay = first ? 3000 : 0
    first = false
    setTimeout(() => response.end(' ready'), delay)
  }).listen(Number(process.env.PORT), '127.0.0.1')
`

it('waits past a first answer whose body outlasts the probe', async () => {
  const port = 46_000 + (process.pid % 1_000)
  const server = await startServerProcess({
    name: 'slow first body',
    command: [process.execPath, '-e', slowFirstBody],
    port,
    env: { PORT: String(port) },
    timeoutMs: 20_000,
  })
  try {
    const response = await fetch(server.url)
    expect(await response.text()).toBe('starting ready')
  } finally {
    await server.stop()
  }
}, 30_000)

it('stops a server that never answers in time, and says so', async () => {
  const port = 47_000 + (process.pid % 1_000)
  const silent = `require('node:net').createServer(() => {}).listen(Number(process.env.PORT), '127.0.0.1')`
  const started = startServerProcess({ name: 'silent', command: [process.execPath, '-e', silent], port, env: { PORT: String(port) }, timeoutMs: 3_000 })
  await expect(started).rejects.toThrow(/silent on \d+ did not answer within 3 s/)
  const stillListening = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    (error: Error) => error.name === 'TimeoutError',
  )
  expect(stillListening).toBe(false)
}, 30_000)
