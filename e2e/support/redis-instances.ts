import { connectedRedis, type RedisClient } from '@/lib/redis-client'
import { startRedisOnSparePort } from './redis-server'

export type TwoInstancesRedis = { instanceA: RedisClient; instanceB: RedisClient; stop: () => Promise<void> }

/** A redis-server on a spare port and two ready connections to it, as two instances hold them. */
export async function redisForTwoInstances(): Promise<TwoInstancesRedis> {
  const redis = await startRedisOnSparePort()
  const instanceA = (await connectedRedis(redis.url))!
  const instanceB = (await connectedRedis(`${redis.url}/0`))!
  await Promise.all([instanceA, instanceB].map((client) => new Promise((resolve) => (client.isReady ? resolve(undefined) : client.once('ready', resolve)))))
  return {
    instanceA,
    instanceB,
    stop: async () => {
      await Promise.all([instanceA.close(), instanceB.close()])
      await redis.stop()
    },
  }
}
