import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startRedisOnSparePort } from '@/e2e/support/redis-server'
import { setUpTestQueue } from '@/e2e/support/test-queue'
import { getServerEnv } from '@/lib/env'
import { connectedRedis } from '@/lib/redis-client'
import { deliverQueued } from '@/lib/mail/queue/deliver'
import { enqueueWebhook } from '@/lib/mail/queue/store'
import { laneRecord } from './delivery-record'
import { queueStatus } from './queue-status'
import { readiness } from './readiness'
import { operatorStatus } from './status'

// The queue's state per lane and the readiness checks, on a real queue folder with the real SMTP
// test server and a real redis-server.

const queue = setUpTestQueue()
const lead = (reference: string) => ({ type: 'lead.contact', timestamp: new Date().toISOString(), data: { reference, form: 'contact', receivedAt: new Date().toISOString(), fields: {}, files: [] } })

describe('queue status', () => {
  it('counts waiting and failed per lane, with the oldest waiting age and the last error, never a field value', async () => {
    const now = Date.now()
    await queue.enqueue('C-0000201', { replyTo: 'private.person@example.com' }, now - 90_000)
    await queue.enqueue('C-0000202', {}, now - 10_000)
    await enqueueWebhook(queue.root, 'contact', lead('C-0000201') as never, [], now - 50_000)
    await queue.sink.setMode('rcpt-550')
    const failed = await queue.enqueue('C-0000203')
    expect(await deliverQueued(queue.root, failed, queue.env)).toBe('failed')
    mkdirSync(join(queue.root, 'takeoffs'), { recursive: true })
    writeFileSync(join(queue.root, 'takeoffs', 'B-0000204.starts'), '1')
    utimesSync(join(queue.root, 'takeoffs', 'B-0000204.starts'), new Date(now - 30_000), new Date(now - 30_000))
    writeFileSync(join(queue.root, 'takeoffs', 'B-0000205.json'), JSON.stringify({ reference: 'B-0000205', models: [{ file: 'x.ifc', status: 'unreadable', reason: 'could not be read: it took longer than 20 s', seconds: 20 }] }))

    const status = await queueStatus(queue.root, now)
    expect(status.mail).toEqual({ waiting: 2, oldestWaitingSeconds: 90, failed: 1, lastError: 'EENVELOPE/550' })
    expect(status.webhook).toEqual({ waiting: 1, oldestWaitingSeconds: 50, failed: 0, lastError: laneRecord('webhook').lastError })
    expect(status.takeoff).toMatchObject({ waiting: 1, oldestWaitingSeconds: 30, failed: 1 })
    expect(laneRecord('mail')).toMatchObject({ lastError: 'EENVELOPE/550', lastResponseCode: 550, lastFailureAt: expect.any(Number) })
    expect(JSON.stringify(await operatorStatus(queue.env))).not.toContain('private.person')
  })

  it('an empty or missing queue: zero everywhere', async () => {
    const status = await queueStatus(join(queue.root, 'not-yet'))
    for (const lane of ['mail', 'webhook', 'takeoff'] as const) expect(status[lane]).toMatchObject({ waiting: 0, oldestWaitingSeconds: 0, failed: 0 })
  })
})

describe('readiness', () => {
  it('ready with a writable queue under its bound, Redis not used', async () => {
    expect(await readiness(queue.env)).toEqual({ ready: true, checks: { queue_writable: 'ok', queue_room: 'ok', redis: 'not_used' } })
  })

  it('not ready when the queue is past its bound, or cannot take a file', async () => {
    await queue.enqueue('C-0000301', { attachments: [{ filename: 'big.pdf', content: Buffer.alloc(64 * 1024) }] })
    const bounded = getServerEnv({ NODE_ENV: 'test', SMTP_URL: queue.sink.url, MAIL_QUEUE_DIR: queue.root, MAIL_QUEUE_MAX_BYTES: '1024' } as NodeJS.ProcessEnv)
    expect(await readiness(bounded)).toMatchObject({ ready: false, checks: { queue_room: 'failed' } })
    // A file where the folder should be: nothing can be written under it (as root too).
    const blocked = getServerEnv({ NODE_ENV: 'test', MAIL_QUEUE_DIR: join(__filename, 'queue') } as NodeJS.ProcessEnv)
    expect(await readiness(blocked)).toMatchObject({ ready: false, checks: { queue_writable: 'failed' } })
  })

  it('with REDIS_URL: ready while Redis answers, 503 material once it is gone', async () => {
    const redis = await startRedisOnSparePort()
    const env = getServerEnv({ NODE_ENV: 'test', MAIL_QUEUE_DIR: queue.root, REDIS_URL: redis.url } as NodeJS.ProcessEnv)
    try {
      expect(await readiness(env)).toMatchObject({ ready: true, checks: { redis: 'ok' } })
      expect((await operatorStatus(env)).redis).toEqual({ configured: true, reachable: true })
    } finally {
      await redis.stop()
    }
    expect(await readiness(env)).toMatchObject({ ready: false, checks: { redis: 'failed' } })
    expect((await operatorStatus(env)).redis).toEqual({ configured: true, reachable: false })
    // The shared connection would try to reconnect for ever.
    await (await connectedRedis(redis.url))?.close().catch(() => undefined)
  })
})
