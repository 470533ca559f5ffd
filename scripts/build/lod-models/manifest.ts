// The shape of content/lod-models.json, which `npm run models` writes and the service pages read.
import type { Lod } from './types'

export interface LevelEntry {
  /** Public path of the GLB. */
  src: string
  bytes: number
  gzipBytes: number
  elements: number
  triangles: number
  /** What this sample shows at this level, in one or two sentences. */
  note: string
}

export interface ServiceEntry {
  title: string
  levels: Partial<Record<`${Lod}`, LevelEntry>>
  /** The highest level as IFC4, for download. */
  ifc: { src: string; bytes: number; fileName: string; lod: Lod; elements: number }
  /** The isometric drawing shown before the model loads, with its text alternative. */
  drawing: { src: string; width: number; height: number; alt: string }
}

export type LodManifest = Record<string, ServiceEntry>
