#!/usr/bin/env bash
# `npm run bench`: the performance benchmark (PERFORMANCE.md §1, §3, §7). Builds if the build is
# missing or older than the sources, serves it with `next start` on a loopback port, runs Lighthouse
# (mobile and desktop presets, 3 runs each, medians) on the main pages, then measures requests/s and
# latency for /, a 404 and an invalid POST /api/contact. Prints the Markdown tables and keeps them,
# with the raw Lighthouse reports, in bench-results/<timestamp>/ (git-ignored; bench-results/latest
# points at the last run). Not part of `npm test`.
#
# Usage: npm run bench [-- options]
#   --runs N             Lighthouse runs per page and form (default 3)
#   --paths a,b,...      pages to measure (default: the eight main pages)
#   --forms f,...        mobile,desktop (default both)
#   --port P             loopback port for `next start` (default 3199; must be free)
#   --build | --no-build always rebuild / never build (default: build when missing or stale)
#   --no-lighthouse      load figures only
#   --no-load            Lighthouse only
#   --duration S         load seconds per target (default 10); --connections C (default 50)
#   --gzip               load with a browser-like Accept-Encoding (default: identity)
#   --quiet-below PCT    before each measurement wait (up to 2 min) until the machine is at most
#                        PCT % busy (default 0: don't wait); the machine is shared
# Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_LH_MAX_WAIT (ms, default 20000).
# Exit status: 0 all measured, 1 a run failed, 2 setup error (no Chromium, port taken, build failed).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

runs=3
paths="/,/about,/project,/projects/1,/services/bim-services,/career,/contact,/privacy-policy"
forms="mobile,desktop"
port="${BENCH_PORT:-3199}"
build=auto
lighthouse=1
load=1
duration=10
connections=50
gzip=0
quiet=0

while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift ;;
    --paths) paths=$2; shift ;;
    --forms) forms=$2; shift ;;
    --port) port=$2; shift ;;
    --build) build=always ;;
    --no-build) build=never ;;
    --no-lighthouse) lighthouse=0 ;;
    --no-load) load=0 ;;
    --duration) duration=$2; shift ;;
    --connections) connections=$2; shift ;;
    --gzip) gzip=1 ;;
    --quiet-below) quiet=$2; shift ;;
    -h | --help) sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

fail() { echo "bench: $*" >&2; exit 2; }

# Chromium: Debian's package, as for the e2e tests; nothing is downloaded.
chromium="${CHROMIUM_PATH:-}"
if [ -z "$chromium" ]; then
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then chromium=$candidate; break; fi
  done
fi
if [ "$lighthouse" = 1 ]; then
  [ -n "$chromium" ] && [ -x "$chromium" ] || fail "Chromium not found. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH."
  [ -x node_modules/.bin/lighthouse ] || fail "Lighthouse is not installed: run npm install (it is a devDependency)."
fi

# Never benchmark someone else's server (PITFALLS B15): the port must be free.
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  fail "127.0.0.1:$port is already in use; pick another with --port."
fi

# Build (npm run build: next build plus the CSP manifest step) when asked, when there is no build,
# or when a source is newer than it.
if [ "$build" = always ] || { [ "$build" = auto ] && {
  [ ! -f .next/BUILD_ID ] ||
    [ -n "$(find app components content lib public proxy.ts next.config.ts package.json package-lock.json -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]
}; }; then
  echo "── building (npm run build)" >&2
  npm run build >&2 || fail "npm run build failed"
elif [ ! -f .next/BUILD_ID ]; then
  fail "no build in .next and --no-build given"
fi

stamp=$(date -u +%Y%m%dT%H%M%SZ)
out="bench-results/$stamp"
mkdir -p "$out"
ln -sfn "$stamp" bench-results/latest

# The server: production mode, rate limit off (otherwise the load test would measure 429s), mail to
# a throw-away outbox (an invalid body never sends any, but nothing may leave the machine).
server_log="$out/server.log"
env -u SMTP_URL FORM_RATE_LIMIT=0 MAIL_OUTBOX_DIR="$out/outbox" \
  node node_modules/next/dist/bin/next start -H 127.0.0.1 -p "$port" >"$server_log" 2>&1 &
server_pid=$!
cleanup() {
  kill "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  rm -rf "$out"/.chromium-profile-*
}
trap cleanup EXIT
trap 'exit 130' INT TERM

base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  if curl -s -o /dev/null "$base/"; then break; fi
  kill -0 "$server_pid" 2>/dev/null || { cat "$server_log" >&2; fail "next start exited"; }
  sleep 0.5
done
curl -s -o /dev/null "$base/" || fail "next start did not answer on $base within 60 s"

status=0
chromium_version=""
[ -n "$chromium" ] && chromium_version=$("$chromium" --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -1 || true)
export BENCH_CHROMIUM_VERSION="$chromium_version"
export BENCH_BASE_URL="$base" BENCH_OUT_DIR="$out" BENCH_QUIET="$quiet" CHROMIUM_PATH="$chromium"
{
  echo "# Benchmark $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo
  echo "Commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD 2>/dev/null || echo ' (with uncommitted changes)'), Node $(node --version), next start on $base, $(nproc) CPUs, load average at start $(cut -d' ' -f1-3 /proc/loadavg)."
  if awk -v cpus="$(nproc)" '{ exit !($1 > cpus) }' /proc/loadavg; then
    echo
    echo "**The machine was busy (load average above its CPU count): compare only figures taken side by side in one run.**"
  fi
  echo
} | tee "$out/summary.md"

if [ "$lighthouse" = 1 ]; then
  echo "── Lighthouse: $paths ($forms, $runs run(s) each)" >&2
  echo "## Lighthouse" | tee -a "$out/summary.md"
  echo | tee -a "$out/summary.md"
  BENCH_PATHS="$paths" BENCH_FORMS="$forms" BENCH_RUNS="$runs" node scripts/bench/lighthouse.mjs | tee -a "$out/summary.md" || status=1
  echo | tee -a "$out/summary.md"
fi

if [ "$load" = 1 ]; then
  echo "── load: ${duration} s per target, $connections connections" >&2
  echo "## Load" | tee -a "$out/summary.md"
  echo | tee -a "$out/summary.md"
  BENCH_LOAD_DURATION="$duration" BENCH_LOAD_CONNECTIONS="$connections" BENCH_LOAD_GZIP="$gzip" \
    node scripts/bench/load.mjs | tee -a "$out/summary.md" || status=1
fi

echo >&2
echo "Results: $out/summary.md$([ "$lighthouse" = 1 ] && echo " (raw Lighthouse reports in $out/lighthouse/)")" >&2
exit "$status"
