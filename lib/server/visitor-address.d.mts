import type { BlockList } from 'node:net'

export function plainAddress(raw: unknown): string
export function trustedProxies(env?: Record<string, string | undefined>, warn?: (message: string) => void): BlockList | null
export function visitorAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: BlockList | null): string
export function isTrusted(trusted: BlockList | null, address: string): boolean
