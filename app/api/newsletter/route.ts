import { brand } from '@/content/site'
import { buildNewsletterMail } from '@/lib/mail/build'
import { handleFormPost } from '@/lib/http/form-handler'
import { readForm } from '@/lib/http/json-form'
import { newsletterSchema } from '@/lib/validation/forms'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** POST /api/newsletter: `{ email }` from the footer (JSON or a plain form post), mailed to the firm as a subscription. */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, {
    form: 'newsletter',
    fallbackEmail: brand.email,
    read: (req) => readForm(req, newsletterSchema),
    buildMail: (submission, reference, env) =>
      buildNewsletterMail({ from: env.mailFrom, to: env.newsletterMailTo }, reference, submission),
    lead: (submission) => ({ fields: submission }),
  })
}
