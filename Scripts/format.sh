#!/usr/bin/env bash
# Formats every Swift file in place, then lints strictly: Scripts/format.sh [--lint-only]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != "--lint-only" ]; then
  git ls-files -z '*.swift' | xargs -0 swift format format --parallel --in-place
fi
git ls-files -z '*.swift' | xargs -0 swift format lint --strict --parallel
