#!/usr/bin/env bash
# Type-checks the public flavour of the generated code: Scripts/check-generated-public.sh
#
# The build-tool plugin generates internal declarations, which the IntentKitGeneratedTests
# target compiles. `intentkit generate --access public` writes the same code with public
# declarations and public imports, which Swift checks more strictly (a public declaration may
# only use publicly imported types, and an unused public import is a warning). This script
# generates every definition of the corpus that way and type-checks the result against the
# debug build's IntentKit module, warnings as errors. Run it after `swift build --build-tests`.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

bin=$(swift build --show-bin-path)
[ -x "$bin/intentkit-generate" ] || swift build --product intentkit-generate
output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT

# Copies in language folders are localized variants of the Base.lproj definitions: skipped.
find Tests/IntentKitGeneratedTests/Definitions -name '*.intentdefinition' \
  \( ! -path '*.lproj/*' -o -path '*/Base.lproj/*' \) -print0 |
  xargs -0 "$bin/intentkit-generate" --access public --output "$output/"

swiftc -typecheck -warnings-as-errors -swift-version 6 -parse-as-library \
  -module-name GeneratedPublicCheck -I "$bin/Modules" \
  -enable-upcoming-feature ExistentialAny \
  -enable-upcoming-feature InternalImportsByDefault \
  -enable-upcoming-feature MemberImportVisibility \
  "$output"/*.swift
