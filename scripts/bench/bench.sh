#!/usr/bin/env bash
# `npm run bench`: Lighthouse medians of the main pages beside a bare Next.js reference app built in
# the same run, then server throughput (autocannon) beside an in-memory node:http server. The work
# is done by scripts/bench/index.mjs; `npm run bench -- --help` lists the options. Not part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
exec node scripts/bench/index.mjs "$@"
