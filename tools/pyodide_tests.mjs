#!/usr/bin/env node
// Run the engine test suite (engine doctests + the plain tests under tests/) inside real
// Pyodide 0.29.3 (CPython 3.13 compiled to WebAssembly) under Node.js.
//
//   node tools/pyodide_tests.mjs [extra pytest arguments, e.g. -x or -k notation]
//
// Needs, beside the repository (tools/pyodide_tests.sh fetches both):
//   .cache/pyodide-node/node_modules/pyodide   npm ci of tools/pyodide-node (pyodide@0.29.3)
//   .cache/pyodide-wheels/*.whl                the pure-Python wheels of tools/pyodide-test-requirements.txt
// Either can be moved with PYODIDE_DIR=... and PYODIDE_WHEELS=...
//
// The repository is mounted (NODEFS) at /tarot/repo, ../shared/rules at /tarot/shared/rules, so
// tests/conftest.py finds the rule texts as on CPython. pytest reads the repository's
// pyproject.toml, so it runs with the same options (--doctest-modules --import-mode=importlib).
// Nothing is written into the repository: no bytecode, no .pytest_cache, and the Hypothesis
// example database lives in Pyodide's in-memory /tmp.
//
// Exit code: pytest's own; 5 also when pytest "succeeds" without a single passing test.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// an empty variable is no variable: the Makefile exports PYODIDE_DIR empty when ../shared is absent
const PYODIDE_DIR = path.resolve(process.env.PYODIDE_DIR || path.join(ROOT, ".cache/pyodide-node/node_modules/pyodide"));
const WHEELS = path.resolve(process.env.PYODIDE_WHEELS || path.join(ROOT, ".cache/pyodide-wheels"));
const REQUIREMENTS = path.join(ROOT, "tools/pyodide-test-requirements.txt");
const RULES = path.resolve(ROOT, "..", "shared", "rules");
const PYODIDE_VERSION = "0.29.3";

// Where things sit inside the Pyodide file system.
const FS_REPO = "/tarot/repo";
const FS_RULES = "/tarot/shared/rules"; // = parents[1].parent / "shared" / "rules" of tests/conftest.py
const FS_WHEELS = "/tarot/wheels";

// The same paths as `make test-engine` (lessons/: its doctests; each game's lessons, engine/games/<id>/lessons/, are read from the mount); new plain test files under tests/ are picked up by themselves.
const PATHS = ["engine", "lessons", "tests"];
// What cannot run in Pyodide by nature, each with its reason. Keep this list short and explicit:
// anything else that fails here is a real failure.
const EXCLUDED = [
  ["--ignore=tests/ui", "needs Panel, param and Bokeh (not pure Python, not in the pyodide npm package)"],
  ["--ignore=tests/browser", "drives Debian's Chromium through Playwright"],
  ["--ignore=tests/site", "builds the static site: needs Panel, npm, PyPI and Chromium"],
  ["--deselect=tests/test_engine_isolation.py", "starts a fresh interpreter with subprocess (no processes in WebAssembly)"],
  ["--deselect=tests/test_lessons.py::test_lessons_import_no_ui_package", "starts a fresh interpreter with subprocess (no processes in WebAssembly)"],
  ["--deselect=tests/test_card_art.py::test_the_art_is_the_same_drawn_in_two_fresh_interpreters", "runs static/make_cards.py with subprocess"],
  ["--deselect=tests/test_hash_seed.py", "starts fresh interpreters with other hash salts (no processes in WebAssembly)"],
];

function fail(message) {
  process.stderr.write(`pyodide_tests: ${message}\n`);
  process.exit(2);
}

/** Names (normalised as in wheel file names) pinned in the requirements file, with their versions. */
function pinnedWheels(text) {
  const pins = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) continue;
    const m = /^([A-Za-z0-9._-]+)==([^\s;]+)/.exec(line);
    if (!m) fail(`${REQUIREMENTS}: not an exact pin: ${line}`);
    pins.push({ name: m[1].toLowerCase().replace(/[-_.]+/g, "_"), version: m[2] });
  }
  return pins;
}

/** The wheel of each pin in WHEELS (exactly one per pin), or a clear error naming what is missing. */
function wheelFiles() {
  if (!fs.existsSync(WHEELS)) fail(`no wheel folder ${WHEELS}: run tools/pyodide_tests.sh (or its pip download line) first`);
  const files = fs.readdirSync(WHEELS).filter((f) => f.endsWith(".whl"));
  const chosen = [];
  for (const { name, version } of pinnedWheels(fs.readFileSync(REQUIREMENTS, "utf8"))) {
    const match = files.filter((f) => {
      const [dist, ver] = f.split("-");
      return dist.toLowerCase().replace(/[-_.]+/g, "_") === name && ver === version;
    });
    if (match.length !== 1) fail(`expected one wheel for ${name}==${version} in ${WHEELS}, found ${match.length}: run tools/pyodide_tests.sh`);
    chosen.push(match[0]);
  }
  return chosen;
}

function writeAll(fd) {
  return (buffer) => {
    let written = 0;
    while (written < buffer.length) written += fs.writeSync(fd, buffer, written, buffer.length - written);
    return buffer.length;
  };
}

async function main() {
  const started = performance.now();
  const entry = path.join(PYODIDE_DIR, "pyodide.mjs");
  if (!fs.existsSync(entry)) fail(`no ${entry}: run tools/pyodide_tests.sh (npm ci --prefix .cache/pyodide-node) first`);
  const wheels = wheelFiles();

  const { loadPyodide, version } = await import(pathToFileURL(entry).href);
  if (version !== PYODIDE_VERSION) fail(`found pyodide ${version} in ${PYODIDE_DIR}, expected ${PYODIDE_VERSION}`);
  const pyodide = await loadPyodide({
    indexURL: PYODIDE_DIR + path.sep,
    env: {
      HOME: "/home/pyodide",
      COLUMNS: String(process.stdout.columns || 100),
      HYPOTHESIS_STORAGE_DIRECTORY: "/tmp/hypothesis",
      // tests/test_fastcore.py: 2,000 positions per game here instead of 10,000 (WebAssembly is slower)
      TAROT_FASTCORE_POSITIONS: "2000",
      // tests/test_playout_shortcuts.py: the same, 2,000 positions per game (and per table of Tarot)
      TAROT_PLAYOUT_POSITIONS: "2000",
      // tests/test_best.py: every 4th best step of the path proven again (each is still read)
      TAROT_REPROVE_EVERY: "4",
    },
  });
  pyodide.setStdout({ write: writeAll(1) });
  pyodide.setStderr({ write: writeAll(2) });

  pyodide.FS.mkdirTree(FS_REPO);
  pyodide.mountNodeFS(FS_REPO, ROOT);
  const haveRules = fs.existsSync(RULES);
  if (haveRules) {
    pyodide.FS.mkdirTree(FS_RULES);
    pyodide.mountNodeFS(FS_RULES, RULES);
  }
  pyodide.FS.mkdirTree(FS_WHEELS);
  pyodide.mountNodeFS(FS_WHEELS, WHEELS);

  const args = [...PATHS, "-p", "no:cacheprovider", ...EXCLUDED.map(([arg]) => arg), ...process.argv.slice(2)];
  const loaded = (performance.now() - started) / 1000;
  process.stdout.write(
    `Pyodide ${version} (${process.version}) loaded in ${loaded.toFixed(1)} s; ` +
      `rule texts ${haveRules ? "mounted from " + RULES : "NOT found at " + RULES + " (their tests will skip)"}\n` +
      `Not run in Pyodide:\n${EXCLUDED.map(([arg, why]) => `  ${arg}  # ${why}`).join("\n")}\n`,
  );

  const run = pyodide.runPython(`
import os, sys, zipfile, sysconfig

def run(repo, wheel_dir, wheels, args):
    site = sysconfig.get_paths()["purelib"]
    for wheel in wheels:
        with zipfile.ZipFile(os.path.join(wheel_dir, wheel)) as archive:
            archive.extractall(site)
    sys.dont_write_bytecode = True          # no __pycache__ written into the mounted repository
    os.chdir(repo)
    sys.path.insert(0, repo)                # as 'python -m pytest' from the repository root does

    import pytest

    class CountPassed:
        passed = 0

        def pytest_runtest_logreport(self, report):
            if report.when == "call" and report.passed:
                self.passed += 1

    counter = CountPassed()
    code = int(pytest.main(list(args), plugins=[counter]))
    sys.stdout.flush()
    if code == 0 and counter.passed == 0:
        print("pyodide_tests: pytest passed without running a single test", file=sys.stderr)
        code = 5
    return code

run
`);
  const code = run(FS_REPO, FS_WHEELS, pyodide.toPy(wheels), pyodide.toPy(args));
  run.destroy();
  process.exit(code);
}

main().catch((error) => {
  process.stderr.write(`pyodide_tests: ${error?.stack ?? error}\n`);
  process.exit(2);
});
