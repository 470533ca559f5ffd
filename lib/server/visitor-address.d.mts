export type TrustFunction = (address: string, index: number) => boolean

export function plainAddress(raw: unknown): string
export function trustedProxies(env?: Record<string, string | undefined>): TrustFunction | null
export function visitorAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustFunction | null): string
export function isTrusted(trusted: TrustFunction | null, address: string): boolean
