import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { briefForm, finishBrief, walkBriefToDrawings } from './fixtures/brief-walk'
import { mailsWithReference, readReference, uniqueTag } from './fixtures/form-helpers'
import { waitForMails, type DeliveredMail } from './support/delivered-mails'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

// A brief with a real Tekla Structures export (a UK frame of 21 members in S275J0, mm lengths with
// m² areas) against the production server: the confirmation says what the model holds and what an
// estimator must know (read on the server in a worker thread), and the firm's one mail carries the
// takeoff as a table, a CSV and a JSON file that agree with each other. With and without
// JavaScript, at 390 and 1440 px.

const MODEL = readFileSync(join(__dirname, '..', 'scripts', 'test-models', 'real-exports', 'tekla-20-uk-steel-frame.ifc'))
const FILE = 'tekla-frame.ifc'
const SENTENCE = `We read ${FILE}: 12 beams, 9 columns and 9.0 t of steel; connections are not modelled.`
const brief = briefForm
const attachModel = (page: Page) => page.locator('#brief-drawings').setInputFiles([{ name: FILE, mimeType: 'application/octet-stream', buffer: MODEL }])

type SteelRow = { profile: string; grade: string | null; count: number; length_m: number; mass_kg: number; coating_m2: number }
const figure = (value: number, digits: number) => value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** The takeoff in the firm's mail: findings first, the table in both parts, the CSV and the JSON for this reference, all agreeing. */
function expectTakeoffIn(mail: DeliveredMail, reference: string) {
  const text = mail.text ?? ''
  expect(text).toContain('Model takeoff (an estimate from the model, not a quotation)')
  expect(mail.html).toContain('An estimate from the model, not a quotation.')
  expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`brief-${reference}.json`, FILE, `takeoff-${reference}.csv`, `takeoff-${reference}.json`])
  const json = JSON.parse(Buffer.from(mail.attachments[3]!.content as ArrayBuffer).toString('utf8'))
  const model = json.models[0]
  expect(json).toMatchObject({ reference, models: [{ file: FILE, status: 'read', reason: null, schema: 'IFC2X3', application: 'Tekla Structures 20.0 Service Release 7', counts: { IfcBeam: 12, IfcColumn: 9 } }] })
  expect(model.findings.map((finding: { code: string }) => finding.code)).toEqual(['units_converted', 'no_connections'])
  // Findings head the model's part of the mail, above the figures.
  expect(text.indexOf('Before quoting:')).toBeLessThan(text.indexOf('Steel members by profile and grade'))
  for (const finding of model.findings) expect(text).toContain(`- ${finding.text}`)
  const csv = Buffer.from(mail.attachments[2]!.content as ArrayBuffer)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'))
  const [header, ...rows] = csv
  const column = (row: string[], name: string) => row[header!.indexOf(name)] ?? ''
  const steelRows = rows.filter((row) => column(row, 'section') === 'steel member')
  expect(steelRows).toHaveLength(model.steel.members.length)
  for (const member of model.steel.members as SteelRow[]) {
    expect(member).toMatchObject({ grade: 'S275J0', source: 'profile', basis: 'gross' })
    const row = steelRows.find((candidate) => column(candidate, 'item') === member.profile)!
    expect([column(row, 'grade'), Number(column(row, 'count')), Number(column(row, 'length_m')), Number(column(row, 'mass_kg')), Number(column(row, 'coating_m2'))]).toEqual([member.grade, member.count, member.length_m, member.mass_kg, member.coating_m2])
    const line = text.split('\n').find((candidate) => candidate.startsWith(member.profile))!
    expect(line.split(/\s{2,}/).slice(0, 6)).toEqual([member.profile, member.grade, String(member.count), figure(member.length_m, 2), figure(member.mass_kg, 1), figure(member.coating_m2, 1)])
  }
  // The totals are the sums of the rows shown, in the JSON, the CSV and the text alike.
  const sum = (model.steel.members as SteelRow[]).reduce((total, member) => total + member.mass_kg, 0)
  expect(model.totals.steel_kg).toBeCloseTo(sum, 6)
  expect(Number(column(rows.find((row) => column(row, 'section') === 'total' && column(row, 'item') === 'steel')!, 'mass_kg'))).toBe(model.totals.steel_kg)
  expect(text).toContain(`(${figure(model.totals.steel_kg, 1)} kg)`)
}

test('a brief with an IFC model: the confirmation says what the model holds, and the mail carries the takeoff', async ({ page }, testInfo) => {
  // Six screens, an upload, a worker's start and a mail round trip: a slow machine gets three times the time.
  test.slow()
  const company = `Model Takeoff ${uniqueTag(testInfo)}`
  await walkBriefToDrawings(page)
  await attachModel(page)
  await expect(brief(page).getByRole('list', { name: 'Chosen files' })).toContainText(FILE)
  await finishBrief(page, company)

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
