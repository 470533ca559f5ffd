import { buildNewsletterMail } from '@/lib/mail/build'
import { handleFormPost } from '@/lib/http/form-handler'
import { readForm } from '@/lib/http/json-form'
import { newsletterSchema } from '@/lib/validation/forms'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** POST /api/newsletter: `{ email }` from the footer (JSON or a plain form post), mailed to the firm as a subscription. */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, 'newsletter', async (req, env, reference) => {
    const read = await readForm(req, newsletterSchema)
    if (read.kind === 'trap') return read
    const mail = buildNewsletterMail({ from: env.mailFrom, to: env.newsletterMailTo }, reference, read.value)
    return { kind: 'valid', content: read.value, mail, lead: { fields: read.value } }
  })
}
