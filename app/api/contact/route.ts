import { buildContactMail } from '@/lib/mail/build'
import { handleFormPost } from '@/lib/http/form-handler'
import { readForm } from '@/lib/http/json-form'
import { contactFormSchema, contactSchema } from '@/lib/validation/forms'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** POST /api/contact: the contact page's message (JSON, or the form posted without script), for the sales inbox. */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, 'contact', async (req, env, reference) => {
    const read = await readForm(req, contactSchema, contactFormSchema)
    if (read.kind === 'trap') return read
    const mail = buildContactMail({ from: env.mailFrom, to: env.contactMailTo }, reference, read.value)
    return { kind: 'valid', content: read.value, mail, lead: { fields: read.value } }
  })
}
