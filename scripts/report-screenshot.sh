#!/usr/bin/env bash
# Rewrites Docs/images/report.png, the README's picture of an HTML report: the report of
# Tests/Browser/Fixtures/failing.primerspec (a failing section and audit findings), opened in
# headless Chromium. Needs what the browser test needs (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Tests/Browser/report_test.py --readme-screenshot
