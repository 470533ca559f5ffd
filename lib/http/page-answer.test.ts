import { backPathOf } from '@/components/forms/form-answer-texts'
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
