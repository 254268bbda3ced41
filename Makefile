# Tarot École — every command a developer or a teacher needs.
# `make run` and `make test` work on a fresh machine: they install what they need.

PYTHON ?= python3
VENV   := .venv
ENGINE_VENV := .venv-engine
PORT   ?= 5006
SERVE  := panel serve app.py --static-dirs assets=static --address 127.0.0.1 --port $(PORT)

.PHONY: run cards test test-engine test-pyodide bench bench-strength soak screenshots chromium axe clean site serve bench-site proofs

# --no-compile: Python compiles a module's bytecode when it is first imported, only those used;
# compiling every installed module took 12 s of CPU of each fresh install (make test's too)
$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q --upgrade pip
	$(VENV)/bin/pip install -q --no-compile -e '.[test]'
	touch $@

# The engine must work without Panel: its tests also run in a venv that has no UI package.
$(ENGINE_VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(ENGINE_VENV)
	$(ENGINE_VENV)/bin/pip install -q --no-compile 'pytest>=8' 'hypothesis>=6.100'
	touch $@

## cards: draw every registered game's card art into static/cards/ (not committed: run does it)
cards: $(VENV)/.installed
	$(VENV)/bin/python static/make_cards.py

## run: install what is needed, draw the cards and serve the app on http://127.0.0.1:$(PORT)/app
run: cards
	$(VENV)/bin/$(SERVE) --show

## chromium: Debian's Chromium for the browser tests (needs root or sudo)
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update && $$SUDO apt-get install -y chromium; }

## axe: axe-core for the accessibility browser test (from npm, into tests/browser/node_modules)
axe: tests/browser/node_modules/axe-core/axe.min.js
tests/browser/node_modules/axe-core/axe.min.js: tests/browser/package.json tests/browser/package-lock.json
	npm ci --prefix tests/browser --no-audit --no-fund
	touch $@

## test-engine: engine, lesson and rule tests with neither Panel nor param installed
test-engine: $(ENGINE_VENV)/.installed
	$(ENGINE_VENV)/bin/python -m pytest -q -p no:cacheprovider --durations=15 engine lessons tests \
	  --ignore=tests/ui --ignore=tests/browser --ignore=tests/site

## test-pyodide: the same engine suite inside real Pyodide 0.29.3 under Node.js
test-pyodide:
	tools/pyodide_tests.sh

## test: every test, each in one place: the engine suite without Panel (CPython) and again inside
## Pyodide, side by side (one core each), then what needs Panel on two workers: the site tests, the
## browser tests and tests/ui (the real-boot test builds the site from PYODIDE_DIR and boots it in Chromium).
## What only the Panel tests need (the app's venv, Chromium, axe-core) installs meanwhile.
## Non-zero when any of the three fails; all three run whatever the others did.
test: $(ENGINE_VENV)/.installed
	@start=$$(date +%s); pyodide_log=$$(mktemp); install_log=$$(mktemp); busy0=$$($(CPU_BUSY)); \
	echo "test-pyodide runs beside test-engine, and the Panel tests' installs; their output follows test-engine's"; \
	tools/pyodide_tests.sh --durations=15 >"$$pyodide_log" 2>&1 & pyodide=$$!; \
	$(MAKE) --no-print-directory chromium axe $(VENV)/.installed >"$$install_log" 2>&1 & install=$$!; \
	$(MAKE) --no-print-directory test-engine; engine_rc=$$?; \
	echo "test-engine: exit $$engine_rc after $$(( $$(date +%s) - start )) s"; \
	wait $$install; install_rc=$$?; cat "$$install_log"; rm -f "$$install_log"; \
	echo "installs for the Panel tests: exit $$install_rc"; \
	wait $$pyodide; pyodide_rc=$$?; cat "$$pyodide_log"; rm -f "$$pyodide_log"; \
	echo "test-pyodide: exit $$pyodide_rc after $$(( $$(date +%s) - start )) s"; \
	[ $$install_rc -eq 0 ] || exit $$install_rc; \
	$(VENV)/bin/python -m pytest -q -p no:cacheprovider --durations=40 -n $(PANEL_WORKERS) --dist loadfile \
	  $(PANEL_TESTS); main_rc=$$?; \
	echo "test (Panel): exit $$main_rc after $$(( $$(date +%s) - start )) s"; \
	echo "$$($(CPU_BUSY)) $$busy0" | awk '{ printf "the machine'"'"'s CPUs were busy %d %% of the time\n", 100 * ($$1 - $$3) / ($$2 - $$4) }'; \
	[ $$engine_rc -eq 0 ] && [ $$pyodide_rc -eq 0 ] && [ $$main_rc -eq 0 ]

# What test-engine cannot run: the tests that need Panel, and the two checks that the engine and
# the lessons import no UI package, which only mean something where Panel is installed. The
# rest of engine/, lessons/ and tests/ (their doctests too) ran in test-engine, with the same
# pyproject options: running it here again took 6-8 min of every make test. The doctests of the
# app's own packages (ui, app.py, sitebuild, tools, benchmarks) need Panel: they run here.
PANEL_TESTS := tests/site tests/browser tests/ui tests/test_engine_isolation.py \
  tests/test_lessons.py::test_lessons_import_no_ui_package ui app.py sitebuild tools benchmarks
# On two workers (pytest-xdist), each test file whole on one worker: its browser, its served site
# and its booted page are module fixtures, made once. xdist hands out the files with the most tests
# first: measured in two fresh-clone runs, that took 1,683 s, and the longest files first 1,919 s
# (likely as both workers then ran Chromium and a server at once; xdist's order mixes in tests/ui).
# The one exception, given out first: tests/conftest.py's FIRST (the memory test, 2 minutes alone).
PANEL_WORKERS ?= 2
# the CPU time of the whole machine, busy and in all, in ticks (/proc/stat): whether make test
# waits or computes
CPU_BUSY := awk '/^cpu / { print $$2 + $$3 + $$4 + $$7 + $$8, $$2 + $$3 + $$4 + $$5 + $$6 + $$7 + $$8 }' /proc/stat

# the Pyodide 0.29.3 distribution of the site: ../shared/pyodide-0.29.3 when it is there, else the
# official one over the network (see docs/site.md); the real-boot test builds from it too
PYODIDE_DIR ?= $(if $(wildcard ../shared/pyodide-0.29.3/pyodide-lock.json),../shared/pyodide-0.29.3,)
export PYODIDE_DIR
SITE_SRC := $(if $(PYODIDE_DIR),--pyodide-dir $(PYODIDE_DIR),)

## site: build the offline static site into dist/ (PYODIDE_DIR=... for a local Pyodide 0.29.3)
site: $(VENV)/.installed
	$(VENV)/bin/python -m sitebuild build $(SITE_SRC)

## serve: serve dist/ on http://127.0.0.1:8000/ (builds it first if needed)
serve: $(VENV)/.installed
	$(VENV)/bin/python -m sitebuild serve $(SITE_SRC)

## bench-site: the site's load time against a bare Pyodide boot from the same server, JSON on stdout
bench-site: chromium $(VENV)/.installed
	$(VENV)/bin/python -m benchmarks.site_bench $(SITE_SRC)

## proofs: prove every best step of every game's lessons (the strong robot's search, 200+ imagined
## deals, 3 standard errors) and write their figures to engine/games/<id>/lessons/proofs.json; run it after changing one
proofs: $(VENV)/.installed
	$(VENV)/bin/python -m lessons.prove

## bench: engine and bot speed, printed as JSON
bench: $(VENV)/.installed
	$(VENV)/bin/python -m benchmarks.engine_bench

## bench-strength: the hard bot against the medium one on duplicate deals at every table (each
## with its own count of deals, 150 to 4,000), one JSON line per table on stdout, progress every
## 50 deals on stderr (long: about an hour and a half on 2 cores; STRENGTH_DEALS=... deals at every
## table, STRENGTH_JOBS=... worker processes, default every core)
STRENGTH_DEALS ?=
STRENGTH_JOBS ?=
bench-strength: $(VENV)/.installed
	$(VENV)/bin/python -m benchmarks.strength $(if $(STRENGTH_DEALS),--deals $(STRENGTH_DEALS),) \
	  $(if $(STRENGTH_JOBS),--jobs $(STRENGTH_JOBS),)

## soak: seeded random deals of every game on every core, invariants checked at each step;
## SOAK_DEALS=1000000 make soak for a long run (not part of make test), JSON on stdout
SOAK_DEALS ?= 10000
soak:
	$(PYTHON) -m benchmarks.soak $(SOAK_DEALS)

## screenshots: rerun the browser tests and keep their screenshots in docs/screenshots
screenshots: chromium axe $(VENV)/.installed
	TAROT_SCREENSHOTS=docs/screenshots $(VENV)/bin/python -m pytest -q -p no:cacheprovider tests/browser

clean:
	rm -rf $(VENV) $(ENGINE_VENV) build dist dist.building .cache *.egg-info .pytest_cache .hypothesis
