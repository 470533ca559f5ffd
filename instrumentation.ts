// Runs once when the server starts, before it answers (Next's own start-up hook, in the server
// process): check the environment (a wrong value stops the start with a message naming it), say
// which mail transport the forms use, and start the mail queue's delivery worker, which retries
// what is waiting, also what an earlier process left behind (docs/forms.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getServerEnv }, { describeMailTransport }] = await Promise.all([import('@/lib/env'), import('@/lib/mail/transport')])
  let env: ReturnType<typeof getServerEnv>
  try {
    env = getServerEnv()
  } catch (error) {
    // Next logs an error thrown here and serves on: a wrong setting must stop the start instead.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  const { line, warning } = describeMailTransport(env)
  console.info(line)
  if (warning) console.warn(warning)
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startMailQueueWorker } = await import('@/lib/mail/queue/worker')
  startMailQueueWorker(env)
  console.info(`[mail] accepted submissions wait in ${env.mailQueueDir} until delivered`)
}
