# Set-up on a fresh machine is part of each target: the virtual environment is created or
# updated from pyproject.toml whenever that file is newer than the last install.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
SAMPLE ?= scenarios/hedgerow-crossroads.m44
# The compiled engine (editor/engine/game/native.py): built from these sources by mypyc.
NATIVE_SOURCES := $(patsubst %,editor/engine/game/%.py,state phases orders movement battle turn \
  victory players tables match actions cards)

.PHONY: run test bench fuzz schema docs catalog clean native

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	  echo "make: cannot create .venv: install Python's venv module (Debian: sudo apt-get install python3-venv)" >&2; exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]' --group native
	touch $(STAMP)

# A failed build is not an error of make's: the engine then runs as Python (about three
# times slower), and tools/build_native.py has said why. `make native` alone fails on it.
# It is tried once per change of the compiled sources or of the environment (the stamp
# below), not again by every make run on a machine without a C compiler.
NATIVE_TRIED := $(VENV)/.native-tried
$(NATIVE_TRIED): $(STAMP) $(NATIVE_SOURCES)
	-$(BIN)/python tools/build_native.py
	touch $(NATIVE_TRIED)

native: $(STAMP)
	$(BIN)/python tools/build_native.py

# Exit status 1 means no window could be opened: the editor has said why in one line, and
# make adds nothing to it. Any other failure is make's to report.
run: $(STAMP) $(NATIVE_TRIED)
	@$(BIN)/m44-editor $(SAMPLE) || [ $$? -eq 1 ]

test: $(STAMP) $(NATIVE_TRIED)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

bench: $(STAMP) $(NATIVE_TRIED)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench

# Mutated scenario files through load, validate, convert, diff, save, render and brief
# (tools/fuzz.py; docs/RELIABILITY.md has the figures of a long run). Exit 1 on a failure.
N ?= 10000
SEED ?= 1
TIME ?= 3600
fuzz: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.fuzz --inputs $(N) --seed $(SEED) \
	  --time-limit $(TIME)

schema: $(STAMP)
	$(BIN)/python -m editor.io.schema --write

docs: schema
	$(BIN)/python tools/gen_format_doc.py
	$(BIN)/python tools/gen_checks_doc.py
	$(BIN)/python -m editor.engine.rules.doc --write

catalog:
	$(PYTHON) tools/gen_catalog.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache editor/engine/game/_native editor/engine/game/_native.new \
	  editor/engine/game/_native.old
