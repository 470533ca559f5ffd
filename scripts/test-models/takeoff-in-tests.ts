import { join } from 'node:path'
import { IfcAPI } from 'web-ifc'
import { TAKEOFF_LIMITS } from '@/lib/takeoff/limits.mjs'
import { openModel } from '@/lib/takeoff/open-model.mjs'
import { readModel } from '@/lib/takeoff/read-model.mjs'
import type { ModelSummary } from '@/lib/takeoff/types'

/**
 * The takeoff of model bytes in the test's own thread, as the worker does it (opened by
 * openModel, read by readModel): one web-ifc instance per test file, made before its tests.
 */
export function takeoffInTests(): (bytes: Uint8Array) => ModelSummary {
  const api = new IfcAPI()
  beforeAll(async () => {
    api.SetWasmPath(`${join(__dirname, '..', '..', 'node_modules', 'web-ifc')}/`, true)
    await api.Init()
  }, 120_000)
  afterAll(() => api.Dispose())
  return (bytes) => {
    const model = openModel(api, bytes, TAKEOFF_LIMITS)
    try {
      return readModel(api, model)
    } finally {
      api.CloseModel(model)
    }
  }
}
