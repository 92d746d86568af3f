#!/usr/bin/env bash
# Checks the ISO 4217 table against the current list one: Scripts/check-iso4217.sh
#
# Installs the `iso4217` package (the ISO 4217 maintenance agency's list, republished on the
# Python Package Index) into a throwaway virtual environment with pip, then compares
# Sources/IntentKit/Values/Currency+ISO4217.swift with it: every code, exponent and numeric code.
# Exits 1 and lists the differences if the table is out of date. It needs the network, so it
# isn't part of .ci/run; the tests pin the table's size and known entries instead.
# ISO4217_PACKAGE overrides what pip installs, such as `iso4217==1.16.20260101`.
set -euo pipefail
cd "$(dirname "$0")/.."
environment=$(mktemp -d)
trap 'rm -rf "$environment"' EXIT
python3 -m venv "$environment"
"$environment/bin/pip" install --quiet --disable-pip-version-check "${ISO4217_PACKAGE:-iso4217}"
"$environment/bin/python" Scripts/currency-table.py check
