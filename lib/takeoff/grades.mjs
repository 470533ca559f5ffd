// @ts-check
// What a material is, from the words a file gives it (material name and category, type name,
// surface style): steel, concrete or something else, and the grade as the file writes it. IFC2X3
// has no material category, so a grade written in full (S275J2, A572 Gr 50, Q345B, E350BR,
// SS400, C30-37, M25, 4000 psi) must say steel or concrete by itself (docs/takeoff.md, "Grades").

// Letters and digits around a token; an underscore or slash is a separator ("_Beton_C30-37_wg", "STEEL/S355").
const before = '(?<![A-Za-z0-9])'
const after = '(?![A-Za-z0-9])'
const token = (/** @type {string} */ source) => new RegExp(`${before}(?:${source})${after}`, 'i')

/** Structural steel grades: EN 10025 / 10210, ASTM, GB/T 1591, IS 2062, JIS, AS/NZS 1163, old DIN. */
const STEEL_GRADES = [
  token('S\\s?(?:235|275|355|420|450|460|500|550|620|690|960)(?:\\s?(?:JR|J0|J2|K2|NL|ML|N|M|Q|QL|W|G\\d?|H|\\+N|\\+AR|\\+M|C))*'),
  token('(?:ASTM\\s?)?A\\s?(?:36|53|500|501|529|572|588|847|913|992|1043|1085)(?:\\s?(?:-|Gr\\.?|Grade)\\s?[A-D0-9]{1,2})?'),
  token('Q\\s?(?:195|215|235|275|345|355|390|420|460)[A-E]?'),
  token('E\\s?(?:250|275|300|350|410|450)(?:A|BR|B0|C)?'),
  token('(?:SS|SM|SN|STKR|STK)\\s?(?:400|490|520|540)[A-C]?'),
  token('C\\s?(?:250|350|450)L0'),
  token('St\\s?(?:37|44|52)(?:-\\d)?'),
]
const STEEL_WORDS = token('steel|stahl|acier|acero|acciaio|staal|stål')

/** Reinforcing steel grades: EN 10080 / DIN 488, IS 1786, ASTM A615 / A706, GB 1499, and their generic forms. */
const REBAR_GRADES = [
  token('B\\s?(?:420|450|500|550)\\s?[ABC]?'),
  token('BSt\\s?(?:420|500)\\s?[SMAB]?'),
  token('Fe\\s?(?:415|500|550|600)D?'),
  token('HRBF?\\s?(?:335|400|500)E?'),
  token('(?:ASTM\\s?)?A\\s?(?:615|706)(?:\\s?(?:Gr\\.?|Grade)\\s?\\d{2,3})?'),
  token('(?:Gr\\.?|Grade)\\s?(?:40|60|75|80)'),
  token('K\\s?500[A-C]?(?:-T)?'),
  token('(?:300|500)E'),
]
const REBAR_WORDS = token('rebar|reinforc\\w*|bewehrung|armature|armadura|betonstahl')

/** Concrete grades: EN 206 (C30/37, C30-37, LC25/28), IS 456 (M25), US strengths (4000 psi). */
const CONCRETE_GRADES = [token('L?C\\s?\\d{2,3}\\s?[/-]\\s?\\d{2,3}'), token('M\\s?(?:10|15|20|25|30|35|40|45|50|55|60)'), token('\\d{4}\\s?psi')]
// No boundary: "_Beton_C30-37_wg", "Stahlbeton" and "Железобетон" say concrete.
const CONCRETE_WORDS = /concrete|beton|béton|бетон|hormig[oó]n|calcestruzzo|betong|cement|precast|cast.in.place|in.situ/i
/** Concrete words that are not cast concrete: masonry units, blocks, screeds, mortar, brick. */
const NOT_CAST = /masonry|block|screed|estrich|mortar|brick|ziegel|mattone|\bCMU\b/i

/** @param {RegExp[]} patterns @param {string} text */
function firstMatch(patterns, text) {
  for (const pattern of patterns) {
    const found = pattern.exec(text)
    if (found) return found[0].replace(/\s+/g, ' ').trim()
  }
  return null
}

/**
 * @typedef {{ material: 'steel' | 'concrete' | 'other' | null, grade: string | null, rebarGrade: string | null }} MaterialReading
 */

/**
 * What the words say: the class of material (null when there are no words at all), its grade as
 * written, and a reinforcing grade when one is named (for bars, whose material is "steel" too).
 * Concrete words win over steel words: "Stahlbeton" is reinforced concrete.
 * @param {string[]} words
 * @returns {MaterialReading}
 */
export function readMaterial(words) {
  const text = words.filter(Boolean).join(' | ')
  if (!text.trim()) return { material: null, grade: null, rebarGrade: null }
  const rebarGrade = firstMatch(REBAR_GRADES, text)
  const concreteGrade = firstMatch(CONCRETE_GRADES, text)
  const steelGrade = firstMatch(STEEL_GRADES, text)
  if (NOT_CAST.test(text)) return { material: 'other', grade: null, rebarGrade: null }
  if (/alumin/i.test(text)) return { material: 'other', grade: null, rebarGrade: null }
  if (CONCRETE_WORDS.test(text) || (concreteGrade && !steelGrade && !STEEL_WORDS.test(text))) {
    // EN 206 writes a class as C30/37; "C30-37" is the same class written where "/" may not go.
    return { material: 'concrete', grade: concreteGrade?.replace(/^(L?C)\s?(\d+)\s?[/-]\s?(\d+)$/i, '$1$2/$3') ?? null, rebarGrade }
  }
  if (steelGrade || STEEL_WORDS.test(text) || rebarGrade || REBAR_WORDS.test(text)) {
    return { material: 'steel', grade: steelGrade, rebarGrade }
  }
  return { material: 'other', grade: null, rebarGrade: null }
}

/**
 * A bolt's grade from its name or type ("M20x60 8.8", "A325N", "10.9 HV").
 * @param {string} text
 */
export function boltGrade(text) {
  return firstMatch([token('(?:4\\.6|5\\.6|8\\.8|10\\.9|12\\.9)'), token('(?:ASTM\\s?)?(?:A325|A490|F1852|F2280|A307)[NXSC]?')], text)
}
