import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { mailsWithReference, readReference, uniqueTag } from './fixtures/form-helpers'
import { waitForMails, type DeliveredMail } from './support/delivered-mails'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

// A brief with an IFC model against the production server: the confirmation says what the model
// holds (read on the server in a worker thread), and the firm's one mail carries the takeoff as a
// table, a CSV and a JSON file. With and without JavaScript, at 390 and 1440 px.

const MODEL = readFileSync(join(__dirname, '..', 'public', 'models', 'steel-detailing', 'steel-detailing-sample.ifc'))
const SENTENCE = 'We read frame.ifc: 1 beam, 2 columns, 2 members, 11 plates, 22 bolts and 1.0 t of steel.'
const brief = (page: Page) => page.getByRole('form', { name: 'Project brief' })
const next = (page: Page) => brief(page).getByRole('button', { name: 'Next' }).click()
const attachModel = (page: Page) => page.locator('#brief-drawings').setInputFiles([{ name: 'frame.ifc', mimeType: 'application/octet-stream', buffer: MODEL }])

/** The takeoff in the firm's mail: the table in both parts, the CSV and the JSON for this reference. */
function expectTakeoffIn(mail: DeliveredMail, reference: string) {
  expect(mail.text).toContain('Model takeoff (an estimate from the model, not a quotation)')
  expect(mail.text).toMatch(/UB 406x178x60 +1 +5\.78 +347\.0 {2}profile/)
  expect(mail.text).toContain('Bolts:')
  expect(mail.html).toContain('An estimate from the model, not a quotation.')
  expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`brief-${reference}.json`, 'frame.ifc', `takeoff-${reference}.csv`, `takeoff-${reference}.json`])
  const csv = Buffer.from(mail.attachments[2]!.content as ArrayBuffer).toString('utf8')
  expect(csv).toContain(`"${reference}","frame.ifc","steel member","UC 203x203x46","2","8.96","413.1","","profile",""`)
  const json = JSON.parse(Buffer.from(mail.attachments[3]!.content as ArrayBuffer).toString('utf8'))
  expect(json).toMatchObject({ reference, models: [{ file: 'frame.ifc', status: 'read', reason: null, schema: 'IFC4', counts: { IfcBeam: 1, IfcColumn: 2 }, steel: { plates: { count: 11, mass_kg: 105.3 } } }] })
}

test('a brief with an IFC model: the confirmation says what the model holds, and the mail carries the takeoff', async ({ page }, testInfo) => {
  // Six screens, an upload, a worker's start and a mail round trip: a slow machine gets three times the time.
  test.slow()
  const company = `Model Takeoff ${uniqueTag(testInfo)}`
  await page.goto('/start-a-project?service=steel-detailing')
  await expect(brief(page).getByText('Step 1 of 7')).toBeVisible()
  await next(page)
  await page.getByLabel('A Revit or IFC model').check()
  await next(page)
  await page.getByLabel(/LOD 400/).check()
  await page.getByLabel('Shop and erection drawings').check()
  await next(page)
  await page.getByLabel('Eurocode').check()
  await page.getByLabel('Project size').fill('Braced bay, 1 t of steel')
  await page.getByLabel('Site location').fill('Leeds, UK')
  await page.getByLabel('Flexible').check()
  await next(page)
  await page.getByLabel('Upload files now').check()
  await attachModel(page)
  await expect(brief(page).getByRole('list', { name: 'Chosen files' })).toContainText('frame.ifc')
  await next(page)
  await page.getByLabel('Your name').fill('Dana Reyes')
  await brief(page).getByLabel('Company').fill(company)
  await brief(page).getByRole('textbox', { name: 'Email', exact: true }).fill('dana@gulfsteel.example')
  await brief(page).getByRole('textbox', { name: 'Phone' }).fill('+44 113 496 0000')
  await page.getByLabel('E-mail', { exact: true }).check()
  await next(page)
  await brief(page).getByRole('button', { name: 'Send brief' }).click()

  await expect(page.getByTestId('form-success')).toContainText('your brief has reached our sales team')
  await expect(page.getByTestId('takeoff-summary')).toHaveText(SENTENCE)
  await expectNoSeriousA11yViolations(page)
  const reference = await readReference(page)
  const mails = await mailsWithReference(reference)
  expect(mails).toHaveLength(1)
  expectTakeoffIn(mails[0]!, reference)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the posted brief lands on the confirmation page with the takeoff, and the mail carries it', async ({ page }, testInfo) => {
    test.slow()
    const company = `No Script Takeoff ${uniqueTag(testInfo)}`
    await page.goto('/start-a-project')
    const form = brief(page)
    await page.getByLabel('Steel Detailing').check()
    await page.getByLabel('A Revit or IFC model').check()
    await page.getByLabel(/Not sure yet/).check()
    await page.getByLabel('Shop and erection drawings').check()
    await page.getByLabel('Eurocode').check()
    await page.getByLabel('Project size').fill('Braced bay, 1 t of steel')
    await page.getByLabel('Site location').fill('Leeds, UK')
    await page.getByLabel('Flexible').check()
    await page.getByLabel('Upload files now').check()
    await attachModel(page)
    await page.getByLabel('Your name').fill('Amina Njoroge')
    await form.getByLabel('Company').fill(company)
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('amina@njoroge.example')
    await form.getByRole('textbox', { name: 'Phone' }).fill('+254 712 345 678')
    await page.getByLabel('E-mail', { exact: true }).check()
    await form.getByRole('button', { name: 'Send brief' }).click()

    await expect(page).toHaveURL(/\/form-sent\?form=brief&reference=B-/)
    expect(page.url()).not.toContain('frame')
    await expect(page.getByTestId('form-sent')).toContainText('We have received your project brief')
    await expect(page.getByTestId('takeoff-summary')).toHaveText(SENTENCE)
    const reference = (await page.getByTestId('form-reference').textContent()) ?? ''
    const [mail] = await waitForMails((candidate) => (candidate.subject ?? '').includes(company))
    expect(mail?.subject).toContain(reference)
    expect(await mailsWithReference(reference)).toHaveLength(1)
    expectTakeoffIn(mail!, reference)
  })
})
