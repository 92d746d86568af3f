#!/usr/bin/env bash
# Builds one module's DocC catalog with warnings as errors: Scripts/check-docs.sh [Module]
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
module="${1:-IntentKit}"
docc_tool=(docc)
if command -v xcrun >/dev/null 2>&1; then docc_tool=(xcrun docc); fi
# The dump also tries the test modules and fails on them when tests aren't built; only the
# module's own graph matters here, so check for it instead of the exit status.
dump=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 || true)
all_graphs=$(printf '%s\n' "$dump" | sed -n 's/^Files written to //p')
if [ -z "$all_graphs" ] || [ ! -f "$all_graphs/$module.symbols.json" ]; then
  printf '%s\n' "$dump" >&2
  echo "check-docs: swift package dump-symbol-graph wrote no symbol graph for $module" >&2
  exit 1
fi
graphs=".build/symbol-graphs/$module"
rm -rf "$graphs" && mkdir -p "$graphs" .build/docs
cp "$all_graphs/$module".symbols.json "$all_graphs/$module"@*.symbols.json "$graphs"/
"${docc_tool[@]}" convert "Sources/$module/$module.docc" \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name "$module" \
  --fallback-bundle-identifier "com.example.$module" \
  --output-path ".build/docs/$module" \
  --warnings-as-errors
