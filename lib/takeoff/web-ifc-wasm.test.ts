/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { WEB_IFC_WASM_INTEGRITY } from './web-ifc-wasm'

it("is the digest of the installed web-ifc's WebAssembly, which the preview's worker fetches", () => {
  const wasm = readFileSync(require.resolve('web-ifc/web-ifc.wasm'))
  expect(`sha384-${createHash('sha384').update(wasm).digest('base64')}`).toBe(WEB_IFC_WASM_INTEGRITY)
})
