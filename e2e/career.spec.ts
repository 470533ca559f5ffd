import type { Page } from '@playwright/test'
import { brand } from '../content/site'
import { makeDocx, makeExe, makePdf } from './fixtures/forms'
import { dropFiles, mailsWithReference, readReference, uniqueTag } from './fixtures/form-helpers'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

const DRAFT_KEY = 'careerFormData'
const ZONE = '[data-testid=cv-dropzone]'
const PDF_TYPE = 'application/pdf'

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true })
const cvInput = (page: Page) => page.locator('#career-cv')

async function fillFields(page: Page, fullName: string) {
  await textbox(page, 'Full name').fill(fullName)
  await textbox(page, 'Email').fill('rohan@mail.example')
  await textbox(page, 'Phone number').fill('7310012345')
  await select(page, 'Education').selectOption("Master's")
  await select(page, 'Experience').selectOption('1-3 years')
  await select(page, 'Job role').selectOption('General application')
  await textbox(page, 'Message (optional)').fill('Four years of Tekla and Revit; ISO 19650 workflows.')
}

test('an application dropped onto the upload area arrives once, with the CV byte for byte', async ({ page }, testInfo) => {
  const fullName = `Rohan Mehta ${uniqueTag(testInfo)}`
  const cv = makePdf(40_000)
  await page.goto('/career')
  await fillFields(page, fullName)

  const files = [{ name: 'rohan-cv.pdf', type: PDF_TYPE, bytes: cv }]
  await dropFiles(page, ZONE, files, { drop: false })
  await expect(page.locator(ZONE)).toHaveAttribute('data-state', 'drag')
  await expect(page.locator(ZONE)).toContainText('Drop your CV here')
  await dropFiles(page, ZONE, files)
  const chosen = page.getByTestId('cv-file-name')
  await expect(chosen).toContainText('rohan-cv.pdf')
  await expect(chosen).toHaveCSS('color', 'rgb(21, 128, 61)')
  await expect(page.locator(ZONE)).toHaveAttribute('data-state', 'chosen')

  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByTestId('form-success')).toContainText('Your message has been submitted successfully!')
  const reference = await readReference(page)
  const mails = await mailsWithReference(reference)
  expect(mails).toHaveLength(1)
  const mail = mails[0]!
  expect(mail.subject).toBe(`Application: General application (Any office) – ${fullName} [${reference}]`)
  expect(mail.replyTo?.[0]?.address).toBe('rohan@mail.example')
  for (const value of [fullName, 'rohan@mail.example', '7310012345', "Master's", '1-3 years', 'General application', 'Any office', 'ISO 19650 workflows']) {
    expect(mail.text).toContain(value)
  }
  expect(mail.attachments).toHaveLength(1)
  expect(mail.attachments[0]!.mimeType).toBe(PDF_TYPE)
  expect(Buffer.from(mail.attachments[0]!.content as ArrayBuffer).equals(cv)).toBe(true)

  await expect(textbox(page, 'Full name')).toHaveValue('')
  await expect(page.getByTestId('cv-file-name')).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()
  await expect(page.getByTestId('form-success')).toBeHidden({ timeout: 8000 })
})

test('a DOCX chosen with the file dialog is sent as the attachment', async ({ page }, testInfo) => {
  const fullName = `Meera Iyer ${uniqueTag(testInfo)}`
  const cv = makeDocx()
  await page.goto('/career')
  await fillFields(page, fullName)
  await cvInput(page).setInputFiles({ name: 'meera.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: cv })
  await page.getByRole('button', { name: 'Submit application' }).click()
  const reference = await readReference(page)
  const [mail] = await mailsWithReference(reference)
  expect(Buffer.from(mail!.attachments[0]!.content as ArrayBuffer).equals(cv)).toBe(true)
})

test('every field message shows under its field, and focus goes to the first bad field', async ({ page }) => {
  // axe judges the settled page: no reveal or fade half-way through.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/career')
  await page.getByRole('button', { name: 'Submit application' }).click()
  const expected: [Parameters<typeof textbox>[1], 'textbox' | 'combobox', string][] = [
    ['Full name', 'textbox', 'Full name is required'],
    ['Email', 'textbox', 'Email is required'],
    ['Phone number', 'textbox', 'Phone number is required'],
    ['Education', 'combobox', 'Please select education'],
    ['Experience', 'combobox', 'Please select experience'],
    ['Job role', 'combobox', 'Please select job role'],
  ]
  for (const [name, role, message] of expected) {
    const field = page.getByRole(role, { name, exact: true })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message))
  }
  await expect(cvInput(page)).toHaveAccessibleDescription(/CV file is required/)
  await expect(textbox(page, 'Full name')).toBeFocused()
  await expectNoSeriousA11yViolations(page)

  await textbox(page, 'Full name').fill('Rohan Mehta')
  await textbox(page, 'Email').fill('rohan@')
  await textbox(page, 'Phone number').fill('73100')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(textbox(page, 'Email')).toHaveAccessibleDescription(/Invalid email format/)
  await expect(textbox(page, 'Phone number')).toHaveAccessibleDescription(/Phone number must be 10 digits/)
  await expect(textbox(page, 'Email')).toBeFocused()
})

test('the upload area refuses other types, oversized files and more than one file', async ({ page }) => {
  await page.goto('/career')
  await cvInput(page).setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: makeExe() })
  await expect(cvInput(page)).toHaveAccessibleDescription(/Only PDF, DOC or DOCX files are accepted/)

  await cvInput(page).setInputFiles({ name: 'huge.pdf', mimeType: PDF_TYPE, buffer: makePdf(5 * 1024 * 1024 + 1) })
  await expect(cvInput(page)).toHaveAccessibleDescription(/Your CV must be 5 MB or smaller/)

  await cvInput(page).setInputFiles({ name: 'cv.pdf', mimeType: PDF_TYPE, buffer: makePdf() })
  await expect(page.getByTestId('cv-file-name')).toContainText('cv.pdf')
  await dropFiles(page, ZONE, [
    { name: 'a.pdf', type: PDF_TYPE, bytes: makePdf() },
    { name: 'b.pdf', type: PDF_TYPE, bytes: makePdf() },
  ])
  await expect(cvInput(page)).toHaveAccessibleDescription(/Please attach one file only/)
  // The file chosen before is kept.
  await expect(page.getByTestId('cv-file-name')).toContainText('cv.pdf')
})

test('a renamed executable is refused by the server', async ({ page }, testInfo) => {
  await page.goto('/career')
  await fillFields(page, `Eve ${uniqueTag(testInfo)}`)
  await cvInput(page).setInputFiles({ name: 'cv.pdf', mimeType: PDF_TYPE, buffer: makeExe() })
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(cvInput(page)).toHaveAccessibleDescription(/Only PDF, DOC or DOCX files are accepted/)
  await expect(page.locator('form[aria-label="Job application form"]').getByRole('alert')).toContainText('Please correct the highlighted fields')
  await expect(cvInput(page)).toBeFocused()
})

test('remove clears the file; a cancelled file dialog keeps it', async ({ page }) => {
  await page.goto('/career')
  await cvInput(page).setInputFiles({ name: 'first.pdf', mimeType: PDF_TYPE, buffer: makePdf() })
  await expect(page.getByTestId('cv-file-name')).toContainText('first.pdf')
  // A cancelled dialog reports no files: the choice stays.
  await cvInput(page).setInputFiles([])
  await expect(page.getByTestId('cv-file-name')).toContainText('first.pdf')
  await page.getByRole('button', { name: 'Remove first.pdf' }).click()
  await expect(page.getByTestId('cv-file-name')).toHaveCount(0)
  await expect(page.locator(ZONE)).toHaveAttribute('data-state', 'idle')
})

test('the draft survives a reload (CV by name), and is gone after a successful send', async ({ page }, testInfo) => {
  const fullName = `Draft Applicant ${uniqueTag(testInfo)}`
  await page.goto('/career')
  await fillFields(page, fullName)
  await cvInput(page).setInputFiles({ name: 'draft-cv.pdf', mimeType: PDF_TYPE, buffer: makePdf() })
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('draft-cv.pdf')
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toContain('%PDF')

  await page.reload()
  await expect(textbox(page, 'Full name')).toHaveValue(fullName)
  await expect(select(page, 'Job role')).toHaveValue('General application')
  await expect(select(page, 'Experience')).toHaveValue('1-3 years')
  await expect(page.locator(ZONE)).toContainText('You chose draft-cv.pdf last time')

  await cvInput(page).setInputFiles({ name: 'draft-cv.pdf', mimeType: PDF_TYPE, buffer: makePdf() })
  await page.getByRole('button', { name: 'Submit application' }).click()
  await mailsWithReference(await readReference(page))
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()
})

test('a failed delivery shows the server message and keeps the fields and the file', async ({ page }, testInfo) => {
  // axe judges the settled page: no reveal or fade half-way through.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const serverMessage = `We could not send your message: our mail server did not accept it, so nothing was sent. Please try again in a few minutes or e-mail us at ${brand.careersEmail}.`
  let releaseAnswer = () => {}
  const answerReleased = new Promise<void>((resolve) => {
    releaseAnswer = resolve
  })
  await page.route('**/api/career', async (route) => {
    // The answer waits until the test has seen the in-flight state.
    await answerReleased
    await route.fulfill({ status: 502, json: { success: false, message: serverMessage } })
  })
  const fullName = `Failure ${uniqueTag(testInfo)}`
  await page.goto('/career')
  await fillFields(page, fullName)
  await cvInput(page).setInputFiles({ name: 'keep-me.pdf', mimeType: PDF_TYPE, buffer: makePdf() })
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  releaseAnswer()
  const alert = page.locator('form[aria-label="Job application form"]').getByRole('alert')
  await expect(alert).toContainText(serverMessage)
  await expect(alert.getByRole('link', { name: brand.careersEmail })).toHaveAttribute('href', `mailto:${brand.careersEmail}`)
  await expect(page.getByTestId('form-success')).toHaveCount(0)
  await expect(textbox(page, 'Full name')).toHaveValue(fullName)
  await expect(page.getByTestId('cv-file-name')).toContainText('keep-me.pdf')
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
})

test('shows the four benefits and the careers e-mail line', async ({ page }) => {
  await page.goto('/career')
  for (const title of ['Career growth', 'Facilities', 'Collaborative culture', 'Benefits package']) {
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: brand.careersEmail })).toHaveAttribute('href', `mailto:${brand.careersEmail}`)
})

test('/career has no serious accessibility violations', async ({ page }) => {
  // axe judges the settled page: no reveal or fade half-way through.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/career')
  await expectNoSeriousA11yViolations(page)
})
