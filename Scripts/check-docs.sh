#!/usr/bin/env bash
# Checks one module's documentation: Scripts/check-docs.sh [Module]
#
# 1. Every public symbol has a doc comment whose summary is a sentence.
# 2. If the module has a catalog (Sources/<Module>/<Module>.docc), DocC builds it with warnings
#    as errors, so a broken ``Symbol`` or <doc:> link fails, and every top-level symbol is
#    curated in a Topics group rather than left to DocC's automatic groups.
# Silent on success.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
module="${1:-IntentKit}"
docc_tool=(docc)
if command -v xcrun >/dev/null 2>&1; then docc_tool=(xcrun docc); fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "check-docs: python3 is needed to check the symbol graph" >&2
  exit 1
fi
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
python3 Scripts/check-symbol-docs.py comments "$module" "$graphs"

catalog="Sources/$module/$module.docc"
# A module without a catalog (IntentKitTesting) gets the doc-comment check only: DocC can't
# resolve its links into IntentKit without IntentKit's graphs.
[ -d "$catalog" ] || exit 0
output=".build/docs/$module"
# DocC prints blank lines even on success; show its output only when it fails.
if ! docc_log=$(
  "${docc_tool[@]}" convert "$catalog" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "com.example.$module" \
    --output-path "$output" \
    --warnings-as-errors 2>&1
); then
  printf '%s\n' "$docc_log" >&2
  echo "check-docs: docc convert failed for $module" >&2
  exit 1
fi
python3 Scripts/check-symbol-docs.py curation "$module" "$output"
