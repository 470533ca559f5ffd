// @ts-check
// The takeoff's limits, in one object the runner passes to the worker and the worker to the
// reader: a hostile or huge model costs at most these (docs/takeoff.md, "Limits").

/**
 * @typedef {{
 *   wallMs: number, wasmMaxBytes: number, tapeBytes: number, heapMb: number, maxLines: number,
 *   maxInflatedBytes: number, maxWaiting: number, maxPreviewTriangles: number
 * } & ReadLimits} TakeoffLimits
 * @typedef {{
 *   maxText: number, maxMeshedElements: number, maxReferenceDepth: number, maxPlacementDepth: number,
 *   maxRows: number, maxMassKg: number, maxVolumeM3: number, maxLengthM: number
 * }} ReadLimits
 */

/** @type {TakeoffLimits} */
export const TAKEOFF_LIMITS = {
  /** Wall clock for one file, start-up included; then the worker is terminated. */
  wallMs: 20_000,
  /** Cap on the worker's WebAssembly memory (web-ifc's heap). */
  wasmMaxBytes: 512 * 1024 * 1024,
  /** web-ifc's token tape (its default of 64 MiB would be most of the heap). */
  tapeBytes: 8 * 1024 * 1024,
  /** The worker's JS heap (resourceLimits), in MB. */
  heapMb: 256,
  maxLines: 1_000_000,
  /** An .ifczip's one entry may inflate to this much at most. */
  maxInflatedBytes: 50 * 1024 * 1024,
  /** Files waiting behind the one being read; past this a file is not read. */
  maxWaiting: 3,
  /** The buyer's preview draws at most this many triangles (about 100 MB of buffers); the summary is whole regardless. */
  maxPreviewTriangles: 3_000_000,
  /** Every string taken from a model is cut to this many characters (it comes from whoever made the file). */
  maxText: 80,
  /** Meshes are measured for at most this many elements per model (tapered or tessellated bodies). */
  maxMeshedElements: 500,
  /** Mapped items, boolean operands, curves and material sets are followed at most this deep. */
  maxReferenceDepth: 16,
  /** A placement chain longer than this is a cycle or a hostile file. */
  maxPlacementDepth: 100,
  /** Rows per list: the rest of a list goes into one last row, so the CSV and JSON stay small enough to mail. */
  maxRows: 200,
  /** Figures beyond these are not a building: the file is refused rather than reported. */
  maxMassKg: 1e8,
  maxVolumeM3: 1e7,
  maxLengthM: 1e6,
}
