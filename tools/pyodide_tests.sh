#!/usr/bin/env bash
# The engine test suite inside real Pyodide 0.29.3 under Node.js (see docs/pyodide.md).
#   tools/pyodide_tests.sh [extra pytest arguments]
# Fetches what it needs into .cache/ once (npm registry + PyPI), then runs tools/pyodide_tests.mjs.
# Exit code: pytest's (non-zero on any failure, and 5 when no test passed).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
NODE_DIR=.cache/pyodide-node
WHEELS=.cache/pyodide-wheels
REQS=tools/pyodide-test-requirements.txt

command -v node >/dev/null 2>&1 || { echo "pyodide_tests: Node.js >= 18 is needed (node not found)" >&2; exit 2; }

# Pyodide runtime: npm ci of the pinned package-lock, redone when the lock changes.
if ! cmp -s tools/pyodide-node/package-lock.json "$NODE_DIR/package-lock.json" \
   || [ ! -f "$NODE_DIR/node_modules/pyodide/pyodide.mjs" ]; then
  rm -rf "$NODE_DIR" && mkdir -p "$NODE_DIR"
  cp tools/pyodide-node/package.json tools/pyodide-node/package-lock.json "$NODE_DIR/"
  npm ci --prefix "$NODE_DIR" --no-audit --no-fund --loglevel=error
fi

# Pure-Python wheels (pytest, hypothesis and their deps for Python 3.13), hash-checked,
# fetched again when the requirements file changes.
if ! cmp -s "$REQS" "$WHEELS/requirements.txt"; then
  rm -rf "$WHEELS"
  "$PYTHON" -m pip download -q --disable-pip-version-check --only-binary=:all: --no-deps \
    --python-version 3.13 --require-hashes -r "$REQS" -d "$WHEELS"
  cp "$REQS" "$WHEELS/requirements.txt"
fi

exec node tools/pyodide_tests.mjs "$@"
