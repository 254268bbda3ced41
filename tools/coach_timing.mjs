#!/usr/bin/env node
// benchmarks/coach_timing.py inside real Pyodide 0.29.3 under Node.js: how long « Conseil »
// thinks in WebAssembly (the static site runs the same interpreter in the browser).
//
//   node tools/coach_timing.mjs [--deals 2] [--games kids:4,tarot:5]
//
// Needs the Pyodide npm package that tools/pyodide_tests.sh fetches (or PYODIDE_DIR=...); the
// engine is pure Python and is read from the repository, mounted read-only in spirit (nothing
// is written: no bytecode).

import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PYODIDE_DIR = path.resolve(process.env.PYODIDE_DIR ?? path.join(ROOT, ".cache/pyodide-node/node_modules/pyodide"));

const { loadPyodide } = await import(pathToFileURL(path.join(PYODIDE_DIR, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: PYODIDE_DIR + path.sep });
pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", ROOT);
const main = pyodide.runPython(`
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, "/repo")
from benchmarks.coach_timing import main
main
`);
process.exit(main(pyodide.toPy(process.argv.slice(2))));
