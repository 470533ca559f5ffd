import { brand } from '@/content/site'
import { buildContactMail } from '@/lib/mail/build'
import { handleFormPost } from '@/lib/http/form-handler'
import { readForm } from '@/lib/http/json-form'
import { contactFormSchema, contactSchema } from '@/lib/validation/forms'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** POST /api/contact: the contact page's message (JSON, or the form posted without script), for the sales inbox. */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, {
    form: 'contact',
    fallbackEmail: brand.email,
    read: (req) => readForm(req, contactSchema, contactFormSchema),
    buildMail: (submission, reference, env) =>
      buildContactMail({ from: env.mailFrom, to: env.contactMailTo }, reference, submission),
    lead: (submission) => ({ fields: submission }),
  })
}
