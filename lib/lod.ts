import lodModels from '@/content/lod-models.json'
import { serviceLods } from '@/content/lod'
import type { LodModelManifest, ServiceId, ServiceLod } from '@/content/types'

/** The generated sample files (GLB per level, IFC, drawing) of every service. */
export const lodModelManifest: LodModelManifest = lodModels

export type ServiceLodSample = ServiceLod & { models: LodModelManifest[ServiceId] }

/** A service's LOD content with its sample files, or undefined for a service without one. */
export function getServiceLod(serviceId: ServiceId): ServiceLodSample | undefined {
  const lod = serviceLods.find((entry) => entry.serviceId === serviceId)
  return lod && { ...lod, models: lodModelManifest[serviceId] }
}

/** '12 KB': the size a download link states (1 KB = 1024 bytes, at least 1). */
export function formatKilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
