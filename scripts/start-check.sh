#!/usr/bin/env bash
# CI's first step, on the clean checkout before anything has generated or built a file: the README's start
# command, exactly, must bring the portal up on its embedded default with the seeded home page.
set -euo pipefail
cd "$(dirname "$0")/.."

START_COMMAND='npm install && npm start'
URL="http://127.0.0.1:${PORT:-8080}"
LIMIT_SECONDS=600
log=$(mktemp)

printf '\n== the README start command on the clean checkout: %s\n' "$START_COMMAND"
started=$(date +%s)
setsid bash -c "$START_COMMAND" >"$log" 2>&1 &
leader=$!

stop() {
  kill -TERM -- "-$leader" 2>/dev/null || return 0
  for _ in $(seq 1 30); do kill -0 -- "-$leader" 2>/dev/null || return 0; sleep 0.5; done
  kill -KILL -- "-$leader" 2>/dev/null || true
}
fail() {
  echo "The portal did not start: $*"
  echo '--- its output ---'
  cat "$log"
  stop
  exit 1
}
trap stop EXIT

until curl -fsS "$URL/healthz" >/dev/null 2>&1; do
  kill -0 "$leader" 2>/dev/null || fail "'$START_COMMAND' exited"
  [ $(($(date +%s) - started)) -lt "$LIMIT_SECONDS" ] || fail "no answer from $URL/healthz within $LIMIT_SECONDS s"
  sleep 1
done
ready=$(($(date +%s) - started))
# Read the whole page before matching: `curl | grep -q` under pipefail fails at random once the page outgrows the
# pipe's buffer (grep stops at the first match, curl dies of SIGPIPE writing the rest).
page=$(curl -fsS "$URL/m/en-US/") || fail "$URL/m/en-US/ did not answer 200"
grep -q 'data-section=' <<<"$page" || fail "$URL/m/en-US/ holds no data-section="
grep -q 'Portal ready at' "$log" || fail "it answers but never printed 'Portal ready at'"
echo "Portal ready ${ready} s after '$START_COMMAND'; /healthz and /m/en-US/ answer."
stop
trap - EXIT
