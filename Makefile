# Two commands do everything on a fresh machine with Python 3.11+: `make run` and `make test`.
# `make run` installs only what playing needs (urwid); `make test` adds the test extras. Each step has its stamp in
# the venv, so a `make test` after a `make run` installs the extras and a `make run` after a `make test` installs
# nothing; a changed pyproject.toml installs again.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test
MUTATE_STAMP := $(VENV)/.installed-mutate

.PHONY: run test lint bench screens mutate clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# The distribution was called `arcade` before it became text-arcade: a venv made then loses that entry first.
$(RUN_STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip uninstall --quiet --yes arcade 2>/dev/null || true
	$(BIN)/python -m pip install --quiet -e .
	touch $(RUN_STAMP)

$(TEST_STAMP): $(RUN_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(TEST_STAMP)

$(MUTATE_STAMP): $(TEST_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,mutate]'
	touch $(MUTATE_STAMP)

run: $(RUN_STAMP)
	$(BIN)/arcade

# Two workers (pytest-xdist): the suite's five thousand tests take half the time on a two-core machine, and the
# machine is shared, so never more than two test processes at once (docs/testing.md).
test: $(TEST_STAMP)
	$(BIN)/python -m pytest -q -n 2

lint: $(TEST_STAMP)
	$(BIN)/ruff check arcade tests benchmarks tools

bench: $(TEST_STAMP)
	$(BIN)/python benchmarks/run.py

# The README's pictures: the real arcade in a pty, read through pyte, one SVG per screen in docs/screens/.
screens: $(TEST_STAMP)
	$(BIN)/python tools/screenshots.py docs/screens

# Mutation testing (docs/testing.md): long, niced, two workers, area by area; not part of `make test` or CI.
# `make mutate AREAS="store exporters"` runs only those areas; tools/mutate.py --help tells the rest.
mutate: $(MUTATE_STAMP)
	nice -n 10 $(BIN)/python tools/mutate.py $(AREAS)

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
