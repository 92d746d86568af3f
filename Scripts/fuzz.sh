#!/usr/bin/env bash
# Builds the libFuzzer target over IntentKit's JSON boundary and runs it on the seed corpus:
#   Scripts/fuzz.sh [libFuzzer arguments…]   e.g. Scripts/fuzz.sh -max_total_time=60
#   Scripts/fuzz.sh path/to/crash-file        replays one input
# See Fuzz/README.md. Not part of `swift build`: IntentKit and IntentKitSamples are compiled here
# as static libraries with the same language mode and upcoming features as Package.swift, plus
# coverage and ASan.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

build=.build/fuzz
corpus="$build/corpus"
sanitizers="${INTENTKIT_FUZZ_SANITIZERS:-fuzzer,address}"
features=(
  -swift-version 6
  # As SwiftPM does: `package` declarations (TextLimits' excerpts) need a package name.
  -package-name swift_intent_kit
  -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
)
mkdir -p "$build" "$corpus"

fuzzer="$build/intent-json-fuzzer"
# Rebuild only when a source is newer than the fuzzer.
if [ ! -x "$fuzzer" ] || [ -n "$(find Sources/IntentKit Sources/IntentKitSamples Fuzz Scripts/fuzz.sh -newer "$fuzzer" -print -quit)" ]; then
  started=$(date +%s)
  find Sources/IntentKit -name '*.swift' -print0 | sort -z | xargs -0 swiftc "${features[@]}" \
    -parse-as-library -module-name IntentKit -O -wmo -sanitize="$sanitizers" \
    -emit-library -static -o "$build/libIntentKit.a" \
    -emit-module -emit-module-path "$build/IntentKit.swiftmodule"
  find Sources/IntentKitSamples -name '*.swift' -print0 | sort -z | xargs -0 swiftc "${features[@]}" \
    -parse-as-library -module-name IntentKitSamples -O -wmo -sanitize="$sanitizers" -I "$build" \
    -emit-library -static -o "$build/libIntentKitSamples.a" \
    -emit-module -emit-module-path "$build/IntentKitSamples.swiftmodule"
  swiftc "${features[@]}" -parse-as-library -O -sanitize="$sanitizers" \
    -I "$build" -L "$build" -lIntentKitSamples -lIntentKit \
    Fuzz/IntentJSON/IntentJSONFuzzer.swift -o "$fuzzer"
  echo "fuzz.sh: built $fuzzer in $(($(date +%s) - started)) s"
fi

if [ $# -gt 0 ] && [ -f "$1" ]; then
  exec "$fuzzer" "$@"  # replay crash files
fi
# New inputs go to the scratch corpus; the checked-in seeds are read, never written.
exec "$fuzzer" "$corpus" Fuzz/IntentJSON/corpus \
  -max_len=65536 -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix="$build/" "$@"
