// Runs once when the server starts: say which mail transport the forms use (DECISIONS.md, Environment).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { describeMailTransport } = await import('@/lib/mail/transport')
  const { line, warning } = describeMailTransport()
  console.info(line)
  if (warning) console.warn(warning)
}
