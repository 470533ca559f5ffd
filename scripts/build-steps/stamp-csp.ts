// Post-build step of `npm run build` (run with ts-node, see scripts/tsconfig.json): gives every
// pre-rendered page in .next its Content-Security-Policy header (page-csp-headers.ts).
import { join } from 'node:path'
import { stampPageCspHeaders } from './page-csp-headers'

const { pages, written } = stampPageCspHeaders(join(process.cwd(), '.next'))
console.log(`CSP: ${pages} pre-rendered pages carry their own policy (${written} headers written)`)
