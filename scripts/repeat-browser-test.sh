#!/usr/bin/env bash
# Runs one browser test file several times in a row and stops at the first failing run: for tests that must
# hold on a slow, loaded machine (the interaction-integrity tests run the CPU 6x slower), one green run says
# little. Needs a build (`npm run build`, or SW_DIST_DIR for another one). It drives the browser tests' Chromium
# headless shell; `CHROMIUM_HEADLESS_SHELL_PATH=/usr/bin/chromium` runs it on the full browser a visitor has.
#
#   scripts/repeat-browser-test.sh [runs=20] [file=test/e2e/interaction-integrity.e2e.ts] [test name pattern]
#
# e.g. the visitor who acts before any script has run, 20 times:
#   scripts/repeat-browser-test.sh 20 test/e2e/interaction-integrity.e2e.ts 'before any script ran'
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
file="${2:-test/e2e/interaction-integrity.e2e.ts}"
pattern=("${@:3}")
only=()
[ "${#pattern[@]}" -gt 0 ] && only=(-t "${pattern[0]}")
for ((run = 1; run <= runs; run++)); do
  if ! npx vitest run --config test/e2e/vitest.e2e.config.ts "$file" "${only[@]}" >"/tmp/repeat-browser-test.$run.log" 2>&1; then
    echo "run $run of $runs failed: /tmp/repeat-browser-test.$run.log"
    exit 1
  fi
  echo "run $run of $runs passed"
done
echo "$runs passed, 0 failed"
