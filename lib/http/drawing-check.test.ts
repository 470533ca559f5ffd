import { FORGED_DRAWINGS, GOOD_DRAWINGS, makeDwg, makeIfc, makeZipBomb } from '@/e2e/fixtures/drawing-files'
import { makeZip } from '@/e2e/fixtures/forms'
import { checkDrawing, drawingAttachmentName } from './drawing-check'

const TYPES = ['pdf', 'dwg', 'dxf', 'ifc', 'zip'] as const

describe('checkDrawing: extension AND content', () => {
  it.each(TYPES)('accepts a real .%s, any letter case', async (type) => {
    expect(await checkDrawing(`drawing.${type}`, GOOD_DRAWINGS[type]())).toEqual({ ok: true, extension: type })
    expect(await checkDrawing(`DRAWING.${type.toUpperCase()}`, GOOD_DRAWINGS[type]())).toEqual({ ok: true, extension: type })
  })

  it.each(TYPES)('refuses a forged .%s', async (type) => {
    expect(await checkDrawing(`forged.${type}`, FORGED_DRAWINGS[type]())).toEqual({ ok: false })
  })

  it('refuses a good file under another type’s name', async () => {
    expect(await checkDrawing('plan.pdf', GOOD_DRAWINGS.dwg())).toEqual({ ok: false })
    expect(await checkDrawing('plan.ifc', GOOD_DRAWINGS.dxf())).toEqual({ ok: false })
    expect(await checkDrawing('plan.dxf', GOOD_DRAWINGS.ifc())).toEqual({ ok: false })
  })

  it('refuses other extensions whatever the content', async () => {
    expect(await checkDrawing('model.rvt', GOOD_DRAWINGS.zip())).toEqual({ ok: false })
    expect(await checkDrawing('plan.pdf.exe', GOOD_DRAWINGS.pdf())).toEqual({ ok: false })
    expect(await checkDrawing('noextension', GOOD_DRAWINGS.pdf())).toEqual({ ok: false })
  })

  it('takes an .ifczip holding exactly one .ifc, read from its directory alone', async () => {
    const ifc = makeIfc()
    expect(await checkDrawing('frame.ifczip', makeZip([{ name: 'frame.ifc', data: ifc }]))).toEqual({ ok: true, extension: 'ifczip' })
    expect(await checkDrawing('frame.ifczip', makeZip([{ name: 'a.ifc', data: ifc }, { name: 'b.ifc', data: ifc }]))).toEqual({ ok: false })
    expect(await checkDrawing('frame.ifczip', makeZip([{ name: 'frame.pdf', data: ifc }]))).toEqual({ ok: false })
    expect(await checkDrawing('frame.ifczip', makeZipBomb())).toEqual({ ok: false })
    expect(await checkDrawing('frame.ifczip', ifc)).toEqual({ ok: false })
  })

  it('reads the DWG version tag: AC10 and two digits', async () => {
    const tagged = (tag: string) => Buffer.concat([Buffer.from(tag, 'latin1'), makeDwg().subarray(6)])
    expect((await checkDrawing('a.dwg', tagged('AC1015'))).ok).toBe(true)
    expect((await checkDrawing('a.dwg', tagged('AC10XX'))).ok).toBe(false)
    expect((await checkDrawing('a.dwg', tagged('MZ1032'))).ok).toBe(false)
  })

  it('refuses a DXF that is cut off before EOF', async () => {
    const dxf = GOOD_DRAWINGS.dxf()
    expect((await checkDrawing('a.dxf', dxf.subarray(0, dxf.length - 12))).ok).toBe(false)
  })

  it('applies the ZIP caps: a zip bomb and an empty archive are refused', async () => {
    expect(await checkDrawing('set.zip', makeZipBomb())).toEqual({ ok: false })
    expect(await checkDrawing('set.zip', makeZip([]))).toEqual({ ok: false })
  })
})

describe('drawingAttachmentName', () => {
  it('keeps the visitor’s name, drops unsafe characters, uses the checked extension, numbers repeats', () => {
    const taken = new Set<string>()
    expect(drawingAttachmentName('GA-101 rev C.PDF', 'pdf', taken)).toBe('GA-101 rev C.pdf')
    expect(drawingAttachmentName('GA-101 rev C.pdf', 'pdf', taken)).toBe('GA-101 rev C (2).pdf')
    expect(drawingAttachmentName('../../etc/"passwd"\r\n.dwg', 'dwg', taken)).toBe('.._.._etc_passwd_.dwg')
    expect(drawingAttachmentName('Grundriss Erdgeschoß.dxf', 'dxf', taken)).toBe('Grundriss Erdgeschoß.dxf')
    expect(drawingAttachmentName('.zip', 'zip', taken)).toBe('drawing.zip')
  })
})
