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

step 'browser tests against the portal as `npm start` runs it'
npx vitest run --config tests/e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json=build/results-e2e.json

node scripts/print-test-totals.mjs build/results-unit.json build/results-e2e.json
