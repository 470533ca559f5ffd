export function generatedFrame(members: number): string
