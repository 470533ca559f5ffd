import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures call their argument `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { ignores: ['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'outbox/**', 'bench/**', 'next-env.d.ts'] },
]
export default config
