import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setUpTestQueue } from '@/e2e/support/test-queue'
import { deliverQueued } from './deliver'
import { countQueueBytes, queueBytes, QueueFullError, requireRoom } from './queue-bound'
import { loggedLines, quietLog } from '@/e2e/support/log-spy'

const queue = setUpTestQueue()
const KIB = 1024

describe('the queue bound', () => {
  it('keeps a running total: what is stored adds, what is delivered subtracts, without a walk per call', async () => {
    expect(await queueBytes(queue.root)).toBe(0)
    const name = await queue.enqueue('C-0000101', { attachments: [{ filename: 'cv.pdf', content: Buffer.alloc(40 * KIB, 0x61) }] })
    const afterStore = await queueBytes(queue.root)
    expect(afterStore).toBe(await countQueueBytes(queue.root))
    expect(afterStore).toBeGreaterThan(40 * KIB)
    // A file another process wrote shows at the next count (at most a minute later), not at once:
    // the total is not a directory walk.
    writeFileSync(join(queue.root, 'ready', 'C-0000999~1~0~1'), Buffer.alloc(8 * KIB))
    expect(await queueBytes(queue.root)).toBe(afterStore)
    expect(await queueBytes(queue.root, Date.now() + 61_000)).toBe(afterStore + 8 * KIB)

    expect(await deliverQueued(queue.root, name, queue.env)).toBe('delivered')
    expect(await queueBytes(queue.root)).toBe(8 * KIB)
  })

  it('past MAIL_QUEUE_MAX_BYTES a new submission is refused, with one queue_full line and one queue_room line', async () => {
    quietLog()
    const bound = { maxBytes: 16 * KIB, minFreeBytes: 0 }
    await requireRoom(queue.root, bound)
    const name = await queue.enqueue('C-0000102', { attachments: [{ filename: 'cv.pdf', content: Buffer.alloc(20 * KIB, 0x61) }] })
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(requireRoom(queue.root, bound)).rejects.toBeInstanceOf(QueueFullError)
    const full = loggedLines('queue_full')
    expect(full).toHaveLength(1)
    expect(full[0]).toMatchObject({ level: 'error', event: 'queue_full', maxBytes: 16 * KIB })

    // Delivered (the relay is back): room again, said once.
    expect(await deliverQueued(queue.root, name, queue.env)).toBe('delivered')
    await requireRoom(queue.root, bound)
    await requireRoom(queue.root, bound)
    expect(loggedLines('queue_room')).toEqual([expect.objectContaining({ level: 'info' })])
  })

  it('under MAIL_QUEUE_MIN_FREE_BYTES free on the queue disk a new submission is refused; 0 turns either bound off', async () => {
    await queue.enqueue('C-0000103')
    await expect(requireRoom(queue.root, { maxBytes: 0, minFreeBytes: Number.MAX_SAFE_INTEGER })).rejects.toMatchObject({ code: 'queue_full' })
    await expect(requireRoom(queue.root, { maxBytes: 0, minFreeBytes: 0 })).resolves.toBeUndefined()
    await expect(requireRoom(queue.root, { maxBytes: 1, minFreeBytes: 0 })).rejects.toBeInstanceOf(QueueFullError)
  })
})
