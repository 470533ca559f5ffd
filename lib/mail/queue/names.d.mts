export type ReadyName = { reference: string; kind: string; createdAt: number; attempts: number; nextAttemptAt: number }
export type ActiveName = { ready: string; host: string; pid: number; claimedAt: number }
export type FailedName = { reference: string; kind: string; readable: boolean }

export function queueRoot(value: string | undefined): string
export function readyName(name: ReadyName): string
export function parseReadyName(name: string): ReadyName | null
export const THIS_HOST: string
export function activeName(ready: string, claimedAt: number): string
export function parseActiveName(name: string): ActiveName | null
export function failedName(reference: string, kind: string, readable?: boolean): string
export function parseFailedName(name: string): FailedName | null
export function referenceOf(name: string): string
export function attachmentName(reference: string, index: number): string
export function attachmentReference(name: string): string
export function legacyName(folder: 'ready' | 'failed', name: string): string | null
