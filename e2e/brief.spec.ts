import type { Locator, Page } from '@playwright/test'
import { makeDwg, makePdf } from './fixtures/drawing-files'
import { mailsWithReference, noMailArrives, readReference, uniqueTag } from './fixtures/form-helpers'
import { waitForMails } from './support/delivered-mails'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

const DRAFT_KEY = 'briefFormData'
const START = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
const brief = (page: Page) => page.getByRole('form', { name: 'Project brief' })
const heading = (page: Page, title: string) => brief(page).getByRole('heading', { level: 2, name: title })
const next = (page: Page) => brief(page).getByRole('button', { name: 'Next' }).click()

/** Presses Tab (at most 40 times) until the element has focus: the keyboard's own way there. */
async function tabTo(page: Page, target: Locator) {
  for (let count = 0; count < 40; count += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

async function keyboardNext(page: Page, nextTitle: string) {
  await tabTo(page, brief(page).getByRole('button', { name: 'Next' }))
  await page.keyboard.press('Enter')
  await expect(heading(page, nextTitle)).toBeFocused()
  await expectNoSeriousA11yViolations(page)
}

/** Steps 1 to 4 by mouse, for the tests that are about something else. */
async function fillToDrawings(page: Page, company: string) {
  await page.goto('/start-a-project?service=rebar-detailing')
  await expect(brief(page).getByText('Step 1 of 7')).toBeVisible()
  await next(page)
  await page.getByLabel('Sketches only').check()
  await next(page)
  await page.getByLabel(/LOD 300/).check()
  await page.getByLabel('Bar bending schedules').check()
  await next(page)
  await page.getByLabel('IS (India)').check()
  await page.getByLabel('Project size').fill('G+12 residential tower, 2 basements')
  await page.getByLabel('Site location').fill(`Pune, India (${company})`)
  await page.getByLabel('Flexible').check()
  await next(page)
}

async function fillContact(page: Page, company: string) {
  await page.getByLabel('Your name').fill('Meera Kulkarni')
  await brief(page).getByLabel('Company').fill(company)
  await brief(page).getByRole('textbox', { name: 'Email', exact: true }).fill('meera@kulkarni-infra.example')
  await brief(page).getByRole('textbox', { name: 'Phone' }).fill('+91 98220 12345')
  await page.getByLabel('Phone call').check()
  await next(page)
  await expect(page.getByTestId('brief-summary')).toBeVisible()
}

test('the whole brief by keyboard, Back keeping answers, the summary and one mail with both drawings and the JSON', async ({ page }, testInfo) => {
  // Four screens, two uploads and a mail round trip: give a slow machine three times the default.
  test.slow()
  const company = `Gulf Steel ${uniqueTag(testInfo)}`
  const pdf = makePdf(30_000)
  const dwg = makeDwg(20_000)
  await page.goto('/start-a-project?service=steel-detailing')
  await expect(brief(page).getByText('Step 1 of 7')).toBeVisible()
  await expect(page.getByLabel('Steel Detailing')).toBeChecked()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('BIM Services').focus()
  await tabTo(page, page.getByLabel('Steel Connection Design'))
  await page.keyboard.press('Space')
  await keyboardNext(page, 'What do you have?')

  await tabTo(page, page.getByLabel('PDF or CAD drawings'))
  await page.keyboard.press('Space')
  await keyboardNext(page, 'Level of development and deliverables')

  // Next with nothing chosen: the screen says what is missing and the first field takes focus.
  await tabTo(page, brief(page).getByRole('button', { name: 'Next' }))
  await page.keyboard.press('Enter')
  await expect(brief(page).getByText('Choose a level of development, or “Not sure yet”')).toBeVisible()
  await expect(page.getByLabel(/LOD 100/)).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel(/LOD 400/)).toBeChecked()
  for (const label of ['Shop and erection drawings', 'NC / DSTV files']) {
    await tabTo(page, page.getByLabel(label))
    await page.keyboard.press('Space')
  }
  await keyboardNext(page, 'The project')

  await tabTo(page, page.getByLabel('AISC (US)'))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByLabel('Project size'))
  await page.keyboard.type('3,200 m², 450 t of steel')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Houston, TX, USA')
  await tabTo(page, page.getByLabel('Start on a date'))
  await page.keyboard.press('Space')
  await page.getByLabel('Start date').fill(START)
  await tabTo(page, page.getByLabel(/Budget range/))
  await page.keyboard.press('ArrowDown') // a closed select changes with the arrow keys
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel(/Budget range/)).toHaveValue('20k-50k')

  // Back twice and forward again: every answer is still there.
  await tabTo(page, brief(page).getByRole('button', { name: 'Back' }))
  await page.keyboard.press('Enter')
  await expect(heading(page, 'Level of development and deliverables')).toBeFocused()
  await expect(page.getByLabel(/LOD 400/)).toBeChecked()
  await expect(page.getByLabel('NC / DSTV files')).toBeChecked()
  await brief(page).getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('PDF or CAD drawings')).toBeChecked()
  await next(page)
  await next(page)
  await expect(page.getByLabel('Project size')).toHaveValue('3,200 m², 450 t of steel')
  await expect(page.getByLabel('Start date')).toHaveValue(START)
  await keyboardNext(page, 'Drawings')

  await expect(brief(page).getByText(/Up to 5 files, 15 MB in all.*share a link/)).toBeVisible()
  await tabTo(page, page.getByLabel('Upload files now'))
  await page.keyboard.press('Space')
  await page.locator('#brief-drawings').setInputFiles([
    { name: 'GA-101 rev C.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'grid-a.dwg', mimeType: 'application/octet-stream', buffer: dwg },
  ])
  await expect(brief(page).getByRole('list', { name: 'Chosen files' })).toContainText('grid-a.dwg')
  await keyboardNext(page, 'How can we reach you?')

  await tabTo(page, page.getByLabel('Your name'))
  await page.keyboard.type('Dana Reyes')
  await page.keyboard.press('Tab')
  await page.keyboard.type(company)
  await page.keyboard.press('Tab')
  await page.keyboard.type('dana@gulfsteel.example')
  await page.keyboard.press('Tab')
  await page.keyboard.type('+1 713 555 0142')
  await tabTo(page, page.getByLabel('E-mail', { exact: true }))
  await page.keyboard.press('Space')
  await keyboardNext(page, 'Check your brief')

  const summary = page.getByTestId('brief-summary')
  for (const text of ['Steel Detailing; Steel Connection Design', 'LOD 400: fabrication-ready', 'USD 20,000 – 50,000', '2 files: GA-101 rev C.pdf', company]) {
    await expect(summary).toContainText(text)
  }
  await tabTo(page, brief(page).getByRole('button', { name: 'Send brief' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('form-success')).toContainText('your brief has reached our sales team')
  const reference = await readReference(page)
  const mails = await mailsWithReference(reference)
  expect(mails).toHaveLength(1)
  const mail = mails[0]!
  expect(mail.subject).toBe(`Brief: Steel Detailing, Steel Connection Design – ${company} [${reference}]`)
  expect(mail.text).toContain('Drawings:     2 files attached: GA-101 rev C.pdf (29 KB), grid-a.dwg (20 KB)')
  const [json, first, second] = mail.attachments
  expect(JSON.parse(Buffer.from(json!.content as ArrayBuffer).toString('utf8'))).toMatchObject({ reference, company, lod: '400', budget: '20k-50k' })
  expect(first!.filename).toBe('GA-101 rev C.pdf')
  expect(Buffer.from(first!.content as ArrayBuffer).equals(pdf)).toBe(true)
  expect(second!.filename).toBe('grid-a.dwg')
  expect(Buffer.from(second!.content as ArrayBuffer).equals(dwg)).toBe(true)
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()
  await expectNoSeriousA11yViolations(page)
})

test('a link-only brief arrives with the link and the JSON, no drawings', async ({ page }, testInfo) => {
  const company = `Kulkarni Infra ${uniqueTag(testInfo)}`
  await fillToDrawings(page, company)
  await page.getByLabel('Share a link to a folder').check()
  await page.getByLabel('Link to the shared folder').fill('http://drive.example.com/x')
  await next(page)
  await expect(brief(page).getByText('Enter a link that starts with https://')).toBeVisible()
  await page.getByLabel('Link to the shared folder').fill('https://drive.example.com/folders/pune-tower')
  await next(page)
  await fillContact(page, company)
  await expect(page.getByTestId('brief-summary')).toContainText('Link: https://drive.example.com/folders/pune-tower')
  await brief(page).getByRole('button', { name: 'Send brief' }).click()
  const mails = await mailsWithReference(await readReference(page))
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toContain(`Brief: Rebar Detailing – ${company}`)
  expect(mails[0]!.text).toContain('Shared folder: https://drive.example.com/folders/pune-tower')
  expect(mails[0]!.attachments.map((file) => file.mimeType)).toEqual(['application/json'])
})

test('a forged .dwg is refused with a clear message on the drawings screen, and nothing is sent', async ({ page }, testInfo) => {
  const company = `Forged Drawings ${uniqueTag(testInfo)}`
  await fillToDrawings(page, company)
  await page.getByLabel('Upload files now').check()
  await page.locator('#brief-drawings').setInputFiles([{ name: 'frame.dwg', mimeType: 'application/octet-stream', buffer: makePdf() }])
  await next(page)
  await fillContact(page, company)
  await brief(page).getByRole('button', { name: 'Send brief' }).click()
  await expect(page.getByTestId('form-error')).toContainText('Please correct the highlighted fields')
  await expect(heading(page, 'Drawings')).toBeVisible()
  await expect(brief(page).locator('#brief-drawings-error')).toHaveText(/^“frame\.dwg” does not contain what its name says/)
  await expect(page.locator('#brief-drawings')).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)
  expect(await noMailArrives((mail) => (mail.subject ?? '').includes(company))).toBe(true)
})

test('the draft (not the files) survives a reload, on the screen the visitor was on', async ({ page }, testInfo) => {
  const company = `Draft ${uniqueTag(testInfo)}`
  await fillToDrawings(page, company)
  await page.getByLabel('Upload files now').check()
  await page.locator('#brief-drawings').setInputFiles([{ name: 'plan.pdf', mimeType: 'application/pdf', buffer: makePdf() }])
  await page.reload()
  await expect(heading(page, 'Drawings')).toBeVisible()
  await expect(page.getByLabel('Upload files now')).toBeChecked()
  await expect(brief(page).getByRole('list', { name: 'Chosen files' })).toHaveCount(0)
  await brief(page).getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Site location')).toHaveValue(`Pune, India (${company})`)
  await expect(page.getByLabel('Flexible')).toBeChecked()
  for (let step = 0; step < 3; step += 1) await brief(page).getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Rebar Detailing')).toBeChecked()
  const draft = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)) ?? '{}')
  expect(draft.values.submissionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  expect(draft.values).not.toHaveProperty('drawings')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server HTML is one complete multipart form: it posts, lands on the confirmation page, and the firm gets the brief', async ({ page }, testInfo) => {
    const company = `No Script ${uniqueTag(testInfo)}`
    await page.goto('/start-a-project')
    const form = brief(page)
    await expect(form).toHaveAttribute('method', 'post')
    await expect(form).toHaveAttribute('action', '/api/brief')
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data')
    for (const title of ['What can we do for you?', 'What do you have?', 'The project', 'Drawings', 'How can we reach you?']) {
      await expect(heading(page, title)).toBeVisible()
    }
    // axe needs script in the page; the same fields are checked with it in the tests above.
    await expect(form.getByRole('button', { name: 'Next' })).toHaveCount(0)

    await fillWithoutScript(page, company)
    await page.getByLabel("I'll send them later").check()
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await form.getByRole('button', { name: 'Send brief' }).click()
    // The browser posts natively and lands on the confirmation page with the reference.
    await expect(page).toHaveURL(/\/form-sent\?/)
    await expect(page.getByTestId('form-sent')).toContainText('We have received your project brief')
    const shown = (await page.getByTestId('form-reference').textContent()) ?? ''
    for (const url of urls) expect(decodeURIComponent(url)).not.toContain('Njoroge')
    const reference = await waitForSubject(company)
    expect(reference, 'the brief reached the sales inbox').toBe(shown)
    const mails = await mailsWithReference(reference!)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('The client will send them later')
  })

  test('a refused brief lands on a page that names what to fix: the fields left empty, then drawings over the limit', async ({ page }, testInfo) => {
    test.slow()
    const company = `No Script Refused ${uniqueTag(testInfo)}`
    await page.goto('/start-a-project')
    await fillWithoutScript(page, company)
    await page.getByLabel('Project size').fill('')
    await page.getByLabel("I'll send them later").check()
    await brief(page).getByRole('button', { name: 'Send brief' }).click()
    await expect(page).toHaveURL(/\/form-problem\?/)
    const fields = page.getByTestId('form-problem-fields')
    await expect(fields).toContainText('Project size: Describe the size')

    // 16 MiB of drawings (the limit is 15): the site answers before reading them, reads the rest
    // away, and the page speaks of the drawings, not of the text.
    await page.goto('/start-a-project')
    await fillWithoutScript(page, company)
    await page.getByLabel('Upload files now').check()
    await page.locator('#brief-drawings').setInputFiles([{ name: 'general-arrangement.pdf', mimeType: 'application/pdf', buffer: makePdf(16 * 1024 * 1024) }])
    await brief(page).getByRole('button', { name: 'Send brief' }).click()
    await expect(page).toHaveURL(/\/form-problem\?.*status=413/)
    await expect(page.getByTestId('form-problem')).toHaveText('Your project brief was not sent yet')
    await expect(page.getByRole('main')).toContainText('Your drawings add up to more than we can accept with one brief')
    await expect(page.getByTestId('form-problem-fields')).toHaveCount(0)
    expect(await noMailArrives((mail) => (mail.subject ?? '').includes(company))).toBe(true)
  })
})

/** Every required answer of the brief, in the server's one-page form (no script). */
async function fillWithoutScript(page: Page, company: string) {
  const form = brief(page)
  await page.getByLabel('Structural Designs').check()
  await page.getByLabel('Sketches only').check()
  await page.getByLabel(/Not sure yet/).check()
  await page.getByLabel('Design calculations').check()
  await page.getByLabel('Eurocode').check()
  await page.getByLabel('Project size').fill('Two-storey school, 1,800 m²')
  await page.getByLabel('Site location').fill('Nairobi, Kenya')
  await page.getByLabel('Flexible').check()
  await page.getByLabel('Your name').fill('Amina Njoroge')
  await form.getByLabel('Company').fill(company)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('amina@njoroge.example')
  await form.getByRole('textbox', { name: 'Phone' }).fill('+254 712 345 678')
  await page.getByLabel('E-mail', { exact: true }).check()
}

async function waitForSubject(company: string): Promise<string | undefined> {
  const [mail] = await waitForMails((candidate) => (candidate.subject ?? '').includes(company))
  return /\[(B-[0-9A-Z]{7})\]/.exec(mail?.subject ?? '')?.[1]
}
