// Runs once when the server starts, before it answers: say which mail transport the forms use.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { describeMailTransport } = await import('@/lib/mail/transport')
  const { line, warning } = describeMailTransport()
  console.info(line)
  if (warning) console.warn(warning)
}
