import { spawn, type ChildProcess } from 'node:child_process'
import { connect, createServer } from 'node:net'

/** A throw-away redis-server (Debian package) on a loopback port, without persistence. */
export type RedisProcess = { url: string; stop: () => Promise<void> }

export async function startRedis(port: number): Promise<RedisProcess> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--loglevel', 'warning'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const notInstalled = new Promise<never>((_, reject) =>
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('redis-server is not installed: `npm test` installs it when run as root; otherwise run `sudo apt-get install redis-server`')
          : error,
      ),
    ),
  )
  notInstalled.catch(() => undefined)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 10_000
  while (!(await Promise.race([answersPing(port), notInstalled]))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server on ${port} did not start: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(500, () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data: Buffer) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
  })
}

/** A redis-server on a port the system has just handed out (for jest, beside the e2e servers). */
export async function startRedisOnSparePort(): Promise<RedisProcess> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port: spare } = probe.address() as { port: number }
      probe.close(() => resolve(spare))
    })
  })
  return startRedis(port)
}
