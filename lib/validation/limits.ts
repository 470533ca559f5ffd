// Field length limits, apart from the schemas so plain field components can use them without zod.
export const LIMITS = {
  name: 100,
  email: 254,
  companyName: 150,
  subject: 150,
  choice: 200,
  message: 5000,
  honeypot: 500,
} as const
