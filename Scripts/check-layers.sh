#!/usr/bin/env bash
# Checks that IntentKit's layers only reach down: Scripts/check-layers.sh
#
# IntentKit is one module, so the compiler alone would accept a file in Core that uses the
# conversation engine. This script type-checks the module's folders layer by layer, each with
# only the layers under it, so a reference upwards fails:
#
#   1. Values, Core, JSON   the vocabulary: intents, resolutions, responses, values, the wire format
#   2. + Dispatch           routing, the lifecycle, deadlines, idempotency, the JSON front end
#                           (and Deprecations.swift, whose old names stand for Dispatch's)
#   3. + Conversation       reading and speaking values, prompts, the multi-turn engine
#   4. + Shortcuts          donations, relevance, suggestions, voice shortcuts
#   5. + each domain        on everything above; a domain may use another's service, listed here
#
# Silent on success; on failure prints the compiler's errors for the first layer that fails.
set -euo pipefail
cd "$(dirname "$0")/../Sources/IntentKit"

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

# The settings Package.swift gives every target.
flags=(
  -typecheck -parse-as-library -swift-version 6
  -module-name IntentKit -package-name swift_intent_kit
  -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
)

# Each layer: a name, then the folders it compiles with.
base="Values Core JSON"
upper="Dispatch Deprecations.swift Conversation Shortcuts"
layers=(
  "Values+Core+JSON|$base"
  "Dispatch|$base Dispatch Deprecations.swift"
  "Conversation|$base Dispatch Deprecations.swift Conversation"
  "Shortcuts|$base Dispatch Deprecations.swift Conversation Shortcuts"
  "Payments|$base $upper Domains/Payments"
  "Rides|$base $upper Domains/Rides"
  "Bills (on Payments' ledger)|$base $upper Domains/Payments Domains/Bills"
)

# Every folder must belong to a layer, so a new one can't slip past the check.
for folder in */ Domains/*/; do
  folder=${folder%/}
  case "$folder" in
    Domains | *.docc) continue ;;
  esac
  if ! printf '%s\n' "${layers[@]}" | grep -Eq "[| ]$folder( |$)"; then
    echo "check-layers: $folder is in no layer; add it to Scripts/check-layers.sh" >&2
    exit 1
  fi
done

# First, show that the check can fail: the bottom layer with a file that names the conversation
# engine must not compile.
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
cp -R Values Core JSON "$probe"/
printf 'let upwardReference: ConversationEngine? = nil\n' >"$probe/Core/UpwardReference.swift"
if (cd "$probe" && swiftc "${flags[@]}" $(find Values Core JSON -name '*.swift' | sort) \
  >"$probe/log" 2>&1); then
  echo "check-layers: the self-test's upward reference compiled; the check can't fail" >&2
  exit 1
fi
if ! grep -q "cannot find type 'ConversationEngine'" "$probe/log"; then
  cat "$probe/log" >&2
  echo "check-layers: the self-test failed for another reason than its upward reference" >&2
  exit 1
fi

for layer in "${layers[@]}"; do
  name=${layer%%|*}
  files=()
  for folder in ${layer#*|}; do
    while IFS= read -r file; do files+=("$file"); done < <(find "$folder" -name '*.swift' | sort)
  done
  if ! log=$(swiftc "${flags[@]}" "${files[@]}" 2>&1); then
    printf '%s\n' "$log" | grep -E 'error:' | sort -u >&2
    echo "check-layers: the $name layer uses something from a layer above it" >&2
    exit 1
  fi
done
