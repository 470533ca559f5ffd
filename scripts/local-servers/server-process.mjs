// The one way the tests and the bench start a server: a child process on 127.0.0.1 that is ready
// once it answers (HTTP, or a TCP connect for nginx), stopped by its own pid (SIGTERM, SIGKILL after
// 5 s), nothing else touched. Plain JavaScript so that Playwright and the bench (node) both load
// it; its types are in server-process.d.mts.
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'

// npm scripts, Playwright and jest all run from the project's root. (Playwright compiles this
// file to CommonJS, where import.meta does not exist.)
export const PROJECT_ROOT = process.cwd()
const NEXT_BIN = join(PROJECT_ROOT, 'node_modules/next/dist/bin/next')

export async function startServerProcess({ name, command, port, cwd = PROJECT_ROOT, env = {}, logFile, ready = '/', timeoutMs = 60_000, user }) {
  const log = logFile ? openSync(logFile, 'a') : 'pipe'
  const [file, ...args] = command
  const child = spawn(file, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', log, log], ...user })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk) => (output += chunk.toString()))
  child.once('error', (error) => (output += String(error)))
  const exited = new Promise((done) => child.once('exit', () => done()))
  const gone = () => child.exitCode !== null || child.signalCode !== null

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (!(await (ready === 'tcp' ? accepts(port) : answers(`${url}${ready}`)))) {
    if (gone()) throw new Error(`${name} on ${port} exited before answering: ${output}`)
    if (Date.now() > deadline) {
      // A server that never became ready must not outlive the test that started it.
      child.kill('SIGKILL')
      await exited
      throw new Error(`${name} on ${port} did not answer within ${timeoutMs / 1000} s: ${output}`)
    }
    await new Promise((done) => setTimeout(done, 150))
  }
  return {
    url,
    pid: child.pid,
    exited,
    output: () => output,
    stop: async () => {
      if (gone()) return
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(killer)
    },
    kill: async () => {
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** The site as `npm start` runs it (server.mjs). */
export function startSite({ port, prefix = [], ...options }) {
  const command = [...prefix, process.execPath, join(PROJECT_ROOT, 'server.mjs'), '-H', '127.0.0.1', '-p', String(port)]
  return startServerProcess({ name: 'server.mjs', command, port, ...options })
}

/** Plain `next start` of the Next.js app in `dir`. */
export function startNext({ dir = PROJECT_ROOT, port, prefix = [], ...options }) {
  const command = [...prefix, process.execPath, NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port), dir]
  return startServerProcess({ name: 'next start', command, port, cwd: dir, ...options })
}

// One probe: false if the server refuses, errs or takes over 2 s, for the headers or the body alike
// (a busy machine can send the headers in time and the body after the timeout has fired).
function answers(url) {
  return fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) })
    .then((response) => response.arrayBuffer())
    .then(
      () => true,
      () => false,
    )
}

function accepts(port) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}
