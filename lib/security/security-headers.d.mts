type Header = { key: string; value: string }

export const SECURITY_HEADERS: readonly Header[]
export const LOCKED_DOWN_CSP: string
export const API_HEADERS: readonly Header[]
export const GENERATED_IMAGE_CACHE_CONTROL: string
