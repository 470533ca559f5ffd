import { backPathOf, fieldProblems, statusProblem } from '@/components/forms/form-answer-texts'
import { BRIEF_MESSAGES } from '@/lib/validation/brief-rules'
import { localPath, pageAnswer } from './page-answer'

// The answer to a form posted without JavaScript links back to a page of this site only.
const answerFrom = (referer: string) =>
  pageAnswer(new Request('http://127.0.0.1:3000/api/contact', { method: 'POST', headers: { host: '127.0.0.1:3000', referer } }), 'contact', 200, {
    success: true,
    message: 'ok',
    reference: 'C-7K3Q9XZ',
  })
const backOf = (response: Response) => new URLSearchParams(response.headers.get('location')!.split('?')[1]).get('back')

describe('the way back from the answer pages', () => {
  it('is the referring page of this site, never a protocol-relative address', () => {
    expect(backOf(answerFrom('http://127.0.0.1:3000/services/bim'))).toBe('/services/bim')
    expect(backOf(answerFrom('http://127.0.0.1:3000//intranet/x'))).toBe('/contact')
    expect(backOf(answerFrom('http://127.0.0.1:3000//3232235521'))).toBe('/contact')
    expect(backOf(answerFrom('https://evil.example/contact'))).toBe('/contact')
  })

  it('one rule for the answer and for the answer pages: a single leading slash, then a plain path', () => {
    for (const path of ['/', '/contact', '/career/bim-coordinator-indore-noida']) expect(localPath(path)).toBe(path)
    for (const path of ['//evil.example', '//intranet', '/\\evil.example', 'https://evil.example', '/a?b', '', undefined, ['/contact']]) expect(localPath(path)).toBeUndefined()
    expect(backPathOf('//evil.example', 'career')).toBe('/career')
    expect(backPathOf('/projects', 'career')).toBe('/projects')
  })
})

describe('what the answer page says about a refused brief', () => {
  const refusal = (status: number, errors?: Record<string, string>) =>
    pageAnswer(new Request('http://127.0.0.1:3000/api/brief', { method: 'POST', headers: { host: '127.0.0.1:3000' } }), 'brief', status, { success: false, message: 'no', errors })
  const query = (response: Response) => new URLSearchParams(response.headers.get('location')!.split('?')[1])

  it('names each field at fault with its own message; a message naming a file travels only as "invalid"', () => {
    const answer = query(refusal(400, { size: BRIEF_MESSAGES.size, codes: BRIEF_MESSAGES.codes, drawings: BRIEF_MESSAGES.drawingsType('site-plan.exe') }))
    expect(answer.get('fields')).toBe('size.size,codes.codes,drawings.invalid')
    expect(answer.toString()).not.toContain('site-plan')
    expect(fieldProblems('brief', answer.get('fields')!)).toEqual([
      { field: 'size', label: 'Project size', message: BRIEF_MESSAGES.size },
      { field: 'codes', label: 'Design codes', message: BRIEF_MESSAGES.codes },
      { field: 'drawings', label: 'Drawings', message: expect.stringMatching(/^Attach at most 5 PDF, DWG, DXF, IFC or ZIP files/) },
    ])
  })

  it('413 speaks of the drawings and offers the link and the e-mail, not "shorten it"', () => {
    const text = statusProblem(413, 'brief')
    expect(text).toMatch(/drawings add up to more than we can accept/)
    expect(text).toMatch(/Share a link to a folder/)
    expect(text).toMatch(/@/)
    expect(text).not.toMatch(/shorten/)
  })
})
