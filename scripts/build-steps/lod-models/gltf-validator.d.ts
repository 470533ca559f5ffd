// Types for the parts of Khronos's gltf-validator (which ships none) that the tests use.
declare module 'gltf-validator' {
  export interface ValidationMessage {
    code: string
    message: string
    severity: number
    pointer?: string
  }
  export interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; numInfos: number; numHints: number; messages: ValidationMessage[] }
    info?: { drawCallCount?: number; totalVertexCount?: number; totalTriangleCount?: number }
  }
  export function validateBytes(data: Uint8Array, options?: { maxIssues?: number; format?: 'glb' | 'gltf' }): Promise<ValidationReport>
}
