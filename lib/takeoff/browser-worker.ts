/// <reference lib="webworker" />
// The takeoff's second host: a Web Worker in the buyer's browser (started per preview by
// components/model-preview, then ended), running the same modules as the server's worker thread
// (worker.mjs): the WebAssembly memory cap, openModel, readModel. It answers with the summary
// first, then, when asked, the model's triangles (model-meshes.ts). Nothing here sends the file
// anywhere: the only request it makes is for web-ifc's WebAssembly (docs/model-preview.md).
import { IfcAPI, LogLevel } from 'web-ifc'
import { TAKEOFF_LIMITS } from './limits.mjs'
import { meshesOf, type MeshGroup } from './model-meshes'
import { inflateRawInBrowser, modelBytes } from './model-bytes.mjs'
import { openModel } from './open-model.mjs'
import { readModel } from './read-model.mjs'
import type { ElementNote, ModelSummary } from './types'
import { capWasmMemory, refusalOf } from './wasm-memory.mjs'
import { WEB_IFC_WASM_INTEGRITY } from './web-ifc-wasm'

export type PreviewRequest = { file: File; meshes: boolean }
export type PreviewAnswer =
  | { type: 'summary'; summary: ModelSummary; seconds: number; elements: Map<number, ElementNote> }
  | { type: 'meshes'; groups: MeshGroup[]; complete: boolean }
  | { type: 'refused'; code: string; reason: string }

/** web-ifc's WebAssembly, emitted by the bundler under a hashed name in /_next/static (a year's cache). */
const WASM_URL = new URL('../../node_modules/web-ifc/web-ifc.wasm', import.meta.url).href

const scope = self as unknown as DedicatedWorkerGlobalScope
const answer = (message: PreviewAnswer, transfer: Transferable[] = []) => scope.postMessage(message, transfer)

// web-ifc fetches its WebAssembly itself and takes no fetch options: the integrity goes in here.
const plainFetch = scope.fetch.bind(scope)
scope.fetch = (input, init) => plainFetch(input, String(input) === WASM_URL ? { ...init, integrity: WEB_IFC_WASM_INTEGRITY } : init)

capWasmMemory(TAKEOFF_LIMITS.wasmMaxBytes)

async function preview({ file, meshes }: PreviewRequest) {
  const startedAt = performance.now()
  const unzipped = await modelBytes(new Uint8Array(await file.arrayBuffer()), TAKEOFF_LIMITS, inflateRawInBrowser)
  if ('code' in unzipped) return answer({ type: 'refused', ...unzipped })
  const api = new IfcAPI()
  // One thread: the page is not cross-origin isolated, and one core is enough for one model.
  await api.Init(() => WASM_URL, true)
  api.SetLogLevel(LogLevel.LOG_LEVEL_OFF)
  // The bytes are this worker's own (read from the File here): openModel may mend them in place, no copy needed.
  const modelID = openModel(api, unzipped, TAKEOFF_LIMITS)
  const elements = new Map<number, ElementNote>()
  const summary = readModel(api, modelID, TAKEOFF_LIMITS, (id, note) => elements.set(id, note))
  answer({ type: 'summary', summary, seconds: Number(((performance.now() - startedAt) / 1000).toFixed(2)), elements })
  if (!meshes) return
  const { groups, complete } = meshesOf(api, modelID, elements, { maxTriangles: TAKEOFF_LIMITS.maxPreviewTriangles })
  answer({ type: 'meshes', groups, complete }, groups.flatMap((group) => [group.positions.buffer, group.normals.buffer, group.indices.buffer, group.elements.buffer]))
}

scope.onmessage = ({ data }: MessageEvent<PreviewRequest>) => {
  preview(data).catch((error: unknown) => answer({ type: 'refused', ...refusalOf(error, TAKEOFF_LIMITS.wasmMaxBytes) }))
}
