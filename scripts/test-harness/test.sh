#!/usr/bin/env bash
# The whole suite: lint, type check, jest, production build (with the CSP hash
# manifest), Playwright. Every stage runs even if an earlier one fails, and the last line is the
# plain summary CI reads: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/../.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
mkdir -p test-reports
rm -f test-reports/*.json
stage_results=test-reports/stages.txt
: >"$stage_results"

stage() { # name, command...
  local name=$1; shift
  echo "── $name"
  if "$@"; then echo "$name passed" >>"$stage_results"; else echo "$name failed" >>"$stage_results"; fi
}

stage lint npx eslint .
stage typecheck bash -c 'npx next typegen >/dev/null && npx tsc --noEmit'
# The system programs (redis-server, Chromium, nginx, openssl) are found or installed before the
# first test that starts one: jest's queue tests run a real Redis too.
system_deps=ok
if CHROMIUM_PATH=$(bash scripts/test-harness/ensure-system-deps.sh); then
  export CHROMIUM_PATH
else
  system_deps=missing
  echo "system-deps failed" >>"$stage_results"
fi
stage jest npx jest --ci --json --outputFile=test-reports/jest.json
if [ "$system_deps" = ok ]; then
  if stage build npm run build; then :; fi
  if grep -q '^build passed' "$stage_results"; then
    stage playwright npx playwright test
  fi
fi

node scripts/test-harness/test-summary.mjs
