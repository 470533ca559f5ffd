// Runs once when the server starts, before it answers (Next's own start-up hook, in the server
// process): give the pre-rendered pages their CSP headers, say which mail transport the forms
// use, and start the mail queue's delivery worker, which retries what is waiting, also what an
// earlier process left behind (docs/forms.md, "The mail queue").
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { stampPageCspHeaders } = await import('@/lib/security/page-csp-headers')
    try {
      const { pages, written, stale } = stampPageCspHeaders()
      if (stale) console.warn('[csp] .next/csp-manifest.json is missing or stale (a bare `next build`?); hashed the pages now')
      if (written > 0) console.info(`[csp] wrote the Content-Security-Policy of ${written} of ${pages} pre-rendered pages`)
    } catch (error) {
      // A read-only .next: those pages would go out without their CSP, so refuse to start.
      console.error('[csp] could not write the pages\' Content-Security-Policy into .next/server/app/*.meta', error)
      throw error
    }
  }
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
