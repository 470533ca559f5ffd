// Runs once when the server starts, before it answers (Next's own start-up hook, in the server
// process): say which mail transport the forms use, and start the mail queue's delivery worker,
// which retries what is waiting, also what an earlier process left behind (docs/forms.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { describeMailTransport } = await import('@/lib/mail/transport')
  const { line, warning } = describeMailTransport()
  console.info(line)
  if (warning) console.warn(warning)
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getServerEnv }, { startMailQueueWorker }] = await Promise.all([import('@/lib/env'), import('@/lib/mail/queue/worker')])
  const env = getServerEnv()
  startMailQueueWorker(env)
  console.info(`[mail] accepted submissions wait in ${env.mailQueueDir} until delivered`)
}
