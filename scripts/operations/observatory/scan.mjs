// One HTTP Observatory scan, run by `npm run observatory` in a child process (NODE_EXTRA_CA_CERTS,
// which must trust the front's self-signed certificate, is only read when Node starts).
//
//   node scripts/operations/observatory/scan.mjs <scanner package dir> <host:port> <expected status>
//
// The package's own CLI (src/scan.js) refuses any answer outside 2xx/3xx/401/403 ("unexpected HTTP
// status code 404"), so it cannot grade the 404 page. This does what its scan() does, with the
// package's own retriever, tests and grader, and one change: the answer must have exactly the
// expected status instead. For 200 targets `npm run observatory` also runs the unmodified CLI and
// fails if the two disagree on anything. Prints `{ scan, tests }` as JSON, like the CLI.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const [packageDir, host, expected] = process.argv.slice(2)
if (!packageDir || !host || !/^\d{3}$/.test(expected ?? '')) {
  throw new Error('usage: node scripts/operations/observatory/scan.mjs <scanner package dir> <host:port> <expected status>')
}

const load = (path) => import(pathToFileURL(join(packageDir, 'src', path)).href)
const { retrieve } = await load('retriever/retriever.js')
const { ALL_TESTS, NUM_TESTS, ALGORITHM_VERSION } = await load('constants.js')
const { getGradeForScore, getScoreDescription, getScoreModifier } = await load('grader/grader.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js')

try {
  const requests = await retrieve(host)
  if (!requests.responses.auto) throw new Error('The site seems to be down.')
  const { status } = requests.responses.auto
  if (status !== Number(expected)) throw new Error(`The page answered ${status}, expected ${expected}.`)

  // From here on, the scoring of the package's src/scanner/index.js, line for line.
  const results = ALL_TESTS.map((test) => test(requests))
  let testsPassed = 0
  let scoreWithExtraCredit = 100
  let uncurvedScore = 100
  for (const result of results) {
    if (!result.result) continue
    result.scoreDescription = getScoreDescription(result.result)
    result.scoreModifier = getScoreModifier(result.result)
    testsPassed += result.pass ? 1 : 0
    scoreWithExtraCredit += result.scoreModifier
    if (result.scoreModifier < 0) uncurvedScore += result.scoreModifier
  }
  // Bonuses count only when the penalties alone leave an A (90).
  const final = getGradeForScore(uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore)
  const tests = Object.fromEntries(results.map((result) => [result.constructor.name, result]))

  console.log(
    JSON.stringify({
      scan: {
        algorithmVersion: ALGORITHM_VERSION,
        grade: final.grade,
        error: null,
        score: final.score,
        statusCode: status,
        testsFailed: NUM_TESTS - testsPassed,
        testsPassed,
        testsQuantity: NUM_TESTS,
        responseHeaders: { ...requests.responses.auto.headers },
      },
      tests,
    }),
  )
} catch (error) {
  console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }))
  process.exitCode = 1
}
