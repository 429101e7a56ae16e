#!/usr/bin/env bash
# Builds the sandbox helper into dist/oj-sandbox (needs gcc and libseccomp-dev, see scripts/apt-packages.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p dist
gcc -O2 -Wall -Wextra -Wno-unused-parameter -Wno-format-truncation -std=gnu11 -o dist/oj-sandbox.tmp helper/*.c -lseccomp
mv dist/oj-sandbox.tmp dist/oj-sandbox
