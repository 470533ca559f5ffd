import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import fsp from 'node:fs/promises'
import { join } from 'node:path'
import { deliverQueued } from './deliver'
import { QueueWriteError } from './folders'
import { setUpTestQueue } from '@/e2e/support/test-queue'
import { removeLeftovers } from './worker'

const queue = setUpTestQueue()
const cv = (name = 'cv.pdf') => ({ attachments: [{ filename: name, content: Buffer.from('%PDF-1.7 the CV') }] })
const hourAgo = new Date(Date.now() - 60 * 60_000)
const age = (...files: string[]) => files.forEach((file) => utimesSync(join(queue.root, 'attachments', file), hourAgo, hourAgo))

describe('storing a message', () => {
  it('if flushing ready/ fails after the rename, the message is taken out again: nothing waits without its files', async () => {
    const open = fsp.open
    jest.spyOn(fsp, 'open').mockImplementation(async (path, flags, mode) => {
      if (path === join(queue.root, 'ready') && flags === 'r') throw Object.assign(new Error('i/o error'), { code: 'EIO' })
      return open(path, flags, mode)
    })
    await expect(queue.enqueue('C-0000020', cv())).rejects.toBeInstanceOf(QueueWriteError)
    expect([...queue.files('ready'), ...queue.files('attachments'), ...queue.files('tmp')]).toEqual([])
  })

  it('a queue folder deleted under the running server is made again', async () => {
    await queue.enqueue('C-0000021')
    rmSync(queue.root, { recursive: true })
    await queue.enqueue('C-0000022', cv())
    expect(queue.files('ready')).toEqual([expect.stringMatching(/^C-0000022~/)])
    expect(queue.files('attachments')).toEqual(['C-0000022-0'])
  })
})

describe('removing leftovers', () => {
  it('keeps the attachments of every message waiting, in flight or failed, even one that moves during the scan', async () => {
    const waiting = await queue.enqueue('C-0000023', cv())
    await queue.sink.setMode('rcpt-550')
    await deliverQueued(queue.root, await queue.enqueue('C-0000024', cv()), queue.env)
    writeFileSync(join(queue.root, 'attachments', 'C-0000025-0'), 'orphan')
    age('C-0000023-0', 'C-0000024-0', 'C-0000025-0')
    // Another process claims the waiting message right after ready/ is listed, and puts it back.
    const readdir = fsp.readdir
    jest.spyOn(fsp, 'readdir').mockImplementation((async (path: string) => {
      const names = await readdir(path)
      if (path === join(queue.root, 'ready') && names.includes(waiting)) {
        await fsp.rename(join(path, waiting), join(queue.root, 'active', 'claimed'))
        await fsp.rename(join(queue.root, 'active', 'claimed'), join(path, waiting.replace(/~0~\d+$/, '~1~0')))
      }
      return names
    }) as typeof fsp.readdir)
    await removeLeftovers(queue.env)
    expect(queue.files('attachments')).toEqual(['C-0000023-0', 'C-0000024-0'])
  })

  it("removes a takeoff once neither its brief's mail nor its lead webhook waits (delivered, failed, or lost in a crash)", async () => {
    await queue.enqueue('B-0000026', cv('frame.ifc'))
    mkdirSync(join(queue.root, 'takeoffs'), { recursive: true })
    for (const name of ['B-0000026.json', 'B-0000027.json', 'B-0000027.starts', 'B-0000028.json']) {
      writeFileSync(join(queue.root, 'takeoffs', name), '{}')
      utimesSync(join(queue.root, 'takeoffs', name), hourAgo, hourAgo)
    }
    // B-0000028's mail is gone but its lead webhook still waits.
    writeFileSync(join(queue.root, 'ready', `B-0000028~webhook~${Date.now()}~0~${Date.now()}`), '{}')
    await removeLeftovers(queue.env)
    expect(queue.files('takeoffs').sort()).toEqual(['B-0000026.json', 'B-0000028.json'])
  })
})
