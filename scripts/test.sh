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

step 'typecheck'
npx tsc --noEmit -p tsconfig.json

step 'lint: ESLint (the import boundaries included) and Prettier'
npm run --silent lint

step 'page configurations: the valid fixtures and the seed pass `npm run config -- validate`'
npm run --silent config -- validate fixtures/page-configs/valid/*.json fixtures/seed/page-configs.*.json

step 'unit and server tests (PGlite and PostgreSQL)'
mkdir -p build
npx vitest run --reporter=default --reporter=json --outputFile.json=build/results-unit.json

step 'Ladle stories build'
npx ladle build --config ladle --outDir build/ladle >build/ladle-build.log 2>&1 || { cat build/ladle-build.log; exit 1; }

step 'front-end build'
npm run --silent build

# The browser tests spend most of their time waiting on pages (the CPU is mostly idle), so they run as two vitest
# runs at once, each with portals of its own (tests/e2e/global-setup.ts: a fresh data folder, a fresh schema), the
# files split between them by vitest's --shard. The crawls keep the CPU busy by themselves: they run after, alone.
e2e() { npx vitest run --config tests/e2e/vitest.config.ts --reporter=default --reporter=json "$@"; }
CRAWLS='tests/e2e/*crawl*.e2e.test.ts'

step 'browser tests against the portal as `npm start` runs it, in two runs at once'
e2e --exclude "$CRAWLS" --shard=1/2 --outputFile.json=build/results-e2e-1.json >build/e2e-1.log 2>&1 &
first=$!
e2e --exclude "$CRAWLS" --shard=2/2 --outputFile.json=build/results-e2e-2.json >build/e2e-2.log 2>&1 &
second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
cat build/e2e-1.log build/e2e-2.log
[ "$status" -eq 0 ] || exit 1

step 'browser tests: every link, for a visitor and for each role'
e2e --outputFile.json=build/results-e2e-crawls.json $CRAWLS

node scripts/print-test-totals.mjs build/results-unit.json build/results-e2e-1.json build/results-e2e-2.json build/results-e2e-crawls.json
