// @ts-check
// Opens a model's bytes in web-ifc for the takeoff, the same way wherever it runs (the server's
// worker, the tests): the bytes checked and mended first (step-check.mjs), a small token tape,
// then the entity cap and an IfcProject required. Throws ModelError with the refusal's code.
import { ModelError } from './unreadable.mjs'
import { checkStep } from './step-check.mjs'

/**
 * @param {import('web-ifc').IfcAPI} api
 * @param {Uint8Array} bytes mended in place
 * @param {{ tapeBytes: number, maxLines: number }} limits
 * @returns {number} the model id
 */
export function openModel(api, bytes, limits) {
  const refused = checkStep(bytes)
  if (refused) throw new ModelError(refused.code, undefined, refused.reason)
  const modelID = api.OpenModel(bytes, { TAPE_SIZE: limits.tapeBytes, ALLOW_INCOMPATIBLE_SCHEMA_ALIASES: false, COORDINATE_TO_ORIGIN: false })
  if (modelID < 0) throw new ModelError('parse_failed')
  const refuse = (/** @type {string} */ code, /** @type {unknown} */ detail) => {
    api.CloseModel(modelID)
    throw new ModelError(code, detail)
  }
  if (api.GetAllLines(modelID).size() > limits.maxLines) refuse('too_many_entities', limits.maxLines)
  if (api.GetLineIDsWithType(modelID, api.GetTypeCodeFromName('IFCPROJECT')).size() === 0) refuse('no_project', null)
  return modelID
}
