import { makeDoc, makeDocm, makeDocx, makeDocxBomb, makeExe, makePdf, makeZipWithoutWord } from '@/e2e/fixtures/forms'
import { checkCv } from './cv-check'

describe('checkCv: extension AND content', () => {
  it.each([
    ['cv.pdf', makePdf(), 'pdf'],
    ['CV.PDF', makePdf(), 'pdf'],
    ['cv.doc', makeDoc(), 'doc'],
    ['cv.docx', makeDocx(), 'docx'],
  ] as const)('accepts %s', async (name, content, extension) => {
    expect(await checkCv(name, content)).toEqual({ ok: true, extension })
  })

  it.each([
    ['a renamed .exe', 'cv.pdf', makeExe()],
    ['an .exe as .docx', 'cv.docx', makeExe()],
    ['a PDF named .docx', 'cv.docx', makePdf()],
    ['a DOCX named .pdf', 'cv.pdf', makeDocx()],
    ['a ZIP without word/', 'cv.docx', makeZipWithoutWord()],
    ['a zip bomb', 'cv.docx', makeDocxBomb()],
    ['a macro-enabled document', 'cv.docx', makeDocm()],
    ['an allowed type under a wrong final extension', 'cv.pdf.exe', makePdf()],
    ['HTML named .pdf', 'cv.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a truncated ZIP', 'cv.docx', makeDocx().subarray(0, 60)],
  ])('refuses %s', async (_label, name, content) => {
    expect(await checkCv(name, content)).toEqual({ ok: false })
  })
})
