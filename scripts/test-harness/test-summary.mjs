// Reports live in test-reports/, not test-results/, which Playwright empties when it starts.
// Adds up every check of the run (lint, type check and build count as one each, plus every jest
// and Playwright test) and prints the one line CI reads. Exits non-zero on any failure or no tests.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

const stages = existsSync('test-reports/stages.txt') ? readFileSync('test-reports/stages.txt', 'utf8').trim().split('\n') : []
for (const line of stages) {
  const [name, result] = line.split(' ')
  if (name === 'jest' || name === 'playwright') {
    if (result === 'failed' && !existsSync(`test-reports/${name}.json`)) failed += 1 // crashed before reporting
    continue
  }
  if (result === 'passed') passed += 1
  else failed += 1
}

const jest = readJson('test-reports/jest.json')
if (jest) {
  passed += jest.numPassedTests
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0)
}

const playwright = readJson('test-reports/playwright.json')
if (playwright) {
  const stats = playwright.stats ?? {}
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  failed += (stats.unexpected ?? 0) + (stats.skipped ?? 0)
  failed += (playwright.errors ?? []).length
} else if (stages.some((line) => line.startsWith('build passed'))) {
  failed += 1
}

console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 || passed === 0 ? 1 : 0
