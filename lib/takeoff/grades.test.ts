import { boltGrade, readMaterial } from './grades.mjs'

describe('materials and grades from the words a file gives', () => {
  it.each(['S235JR', 'S275J2', 'S355JR', 'S355J2H', 'S355', 'A992', 'A36', 'A572 Gr 50', 'Q235B', 'Q345B', 'Q355B', 'E250', 'E350BR', 'SS400', 'STEEL/S355'])(
    'takes %s for steel with its grade, IFC2X3 (no category) or not',
    (name) => {
      const reading = readMaterial([name])
      expect(reading.material).toBe('steel')
      expect(name.replace(/\s+/g, ' ')).toContain(reading.grade)
    },
  )

  it.each([
    ['C30/37', 'C30/37'],
    ['_Beton_C30-37_wg', 'C30/37'],
    ['M25', 'M25'],
    ['Concrete M30', 'M30'],
    ['4000 psi', '4000 psi'],
    ['Beton', null],
    ['béton armé', null],
    ['Железобетон', null],
    ['Stahlbeton C25/30', 'C25/30'],
  ])('takes %s for concrete (grade %s)', (name, grade) => {
    expect(readMaterial([name])).toMatchObject({ material: 'concrete', grade })
  })

  it('reads rebar grades, and keeps masonry, screed and aluminium out of steel and concrete', () => {
    expect(readMaterial(['Fe 500'])).toMatchObject({ material: 'steel', rebarGrade: 'Fe 500' })
    expect(readMaterial(['B500B'])).toMatchObject({ material: 'steel', rebarGrade: 'B500B' })
    expect(readMaterial(['Concrete Masonry Units']).material).toBe('other')
    expect(readMaterial(['Cement screed']).material).toBe('other')
    expect(readMaterial(['Aluminium 6063']).material).toBe('other')
    expect(readMaterial(['Glass']).material).toBe('other')
    expect(readMaterial([]).material).toBeNull()
  })

  it('reads a bolt grade from its name', () => {
    expect(boltGrade('Bolt M20x60 8.8')).toBe('8.8')
    expect(boltGrade('3/4" A325N')).toBe('A325N')
    expect(boltGrade('M16 nut')).toBeNull()
  })
})
