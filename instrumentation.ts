// Runs once when the server starts, before it answers (Next's own start-up hook, in the server
// process): check the environment (a wrong value stops the start with a message naming it), say
// which mail transport the forms use, and start the mail queue's delivery worker, which retries
// what is waiting, also what an earlier process left behind (docs/forms.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getServerEnv }, { describeMailTransport }] = await Promise.all([import('@/lib/env'), import('@/lib/mail/transport')])
  const env = getServerEnv()
  const { line, warning } = describeMailTransport(env)
  console.info(line)
  if (warning) console.warn(warning)
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startMailQueueWorker } = await import('@/lib/mail/queue/worker')
  startMailQueueWorker(env)
  console.info(`[mail] accepted submissions wait in ${env.mailQueueDir} until delivered`)
}
