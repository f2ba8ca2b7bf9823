#!/usr/bin/env bash
# Every test the project has, in the order that fails fastest. `npm test` runs this; so does .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

if [ ! -x /usr/bin/chromium ]; then
  step "installing Debian's Chromium and a Chinese font for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null
fi

step 'types and validators from schemas/'
npm run --silent gen

# Two commands at once, each with its output kept until both are done: the machine's cores are used, and a failing
# command's output is shown whole. `together NAME COMMAND… -- NAME COMMAND…`.
together() {
  local pids=() logs=() status=0
  while [ $# -gt 0 ]; do
    local name=$1 command=()
    shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do command+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    local log="build/$name.log"
    "${command[@]}" >"$log" 2>&1 &
    pids+=($!) logs+=("$log")
  done
  for at in "${!pids[@]}"; do
    if ! wait "${pids[$at]}"; then status=1; fi
    cat "${logs[$at]}"
  done
  return "$status"
}
mkdir -p build

step 'typecheck, and lint (ESLint with the import boundaries, and Prettier), at once'
together typecheck npx tsc --noEmit -p tsconfig.json -- lint npm run --silent lint

step 'page configurations: the valid fixtures and the seed pass `npm run config -- validate`'
npm run --silent config -- validate fixtures/page-configs/valid/*.json fixtures/seed/page-configs.*.json

step 'unit and server tests (PGlite and PostgreSQL): the jsdom projects and the server project, at once'
# The jsdom files that share a window run on one worker (vitest.config.ts): beside them, the server tests use the
# other core instead of waiting for the jsdom files to end.
unit() { npx vitest run --reporter=default --reporter=json "$@"; }
together unit-browser-code unit --project browser-code --project browser-code-isolated --outputFile.json=build/results-unit-browser-code.json \
  -- unit-server unit --project server --outputFile.json=build/results-unit-server.json

step 'Ladle stories build'
npx ladle build --config ladle --outDir build/ladle >build/ladle-build.log 2>&1 || { cat build/ladle-build.log; exit 1; }

step 'front-end build'
npm run --silent build

# The browser tests spend much of their time waiting on pages, so two files run at once, each worker with portals of
# its own (tests/e2e/global-setup.ts: a fresh data folder, a fresh schema), the longest files first.
step 'browser tests against the portal as `npm start` runs it, two files at once; the link crawls among them'
npx vitest run --config tests/e2e/vitest.config.ts --maxWorkers=2 --reporter=default --reporter=json --outputFile.json=build/results-e2e.json

node scripts/print-test-totals.mjs build/results-unit-browser-code.json build/results-unit-server.json build/results-e2e.json
