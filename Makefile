# The README's quick start: `make run` starts the REPL, `make test` runs the whole test suite,
# `make check` the developer's loop (docs/development.md).
SWIFT ?= swift
RELEASE_BIN = .build/release/calc
# Release builds are fully static executables: the Swift runtime and every C library (libedit
# with the tinfo and bsd/md libraries it needs, GMP, MPFR, glibc) linked in, so the dynamic
# loader has no symbols to look up. `echo 1+1 | calc` runs 1.1 million instructions instead of
# 10.0 million with GMP and MPFR as shared libraries (8.8 million before calc had them), a
# median 2.7 ms against 10.0 (docs/benchmarks-history.md). The static archives come with the -dev packages
# scripts/ensure-deps installs (libedit-dev brings libbsd-dev and libncurses-dev). glibc warns
# that getpwnam_r and dlopen in a static program need its own version at run time: true where
# calc is built. `make RELEASE_FLAGS=--static-swift-stdlib release` links the C libraries
# dynamically. macOS has no static executables: there the flags are empty. The linker leaves
# the debugging information out (the symbols stay, for backtraces): the 31 MB executable with it
# started in 1.26× to 1.36× bc's time, the 25 MB one without in 1.03× (calc-bench, 50 runs each).
# The toolchain's lld links it, laying out first the functions a start runs and the data it
# touches (scripts/start-up-functions.txt, written by scripts/start-up-order): `echo 1+1 | calc`
# took 163 page faults with the functions where gold put them, 129 with them together, 110 in
# the second round, and 73 with the data ordered too and each function in a section of its own
# (`-function-sections`: without it the linker can move only whole source files' code).
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS ?= -Xswiftc -static-executable -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd -Xlinker --strip-debug \
	-Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/start-up-functions.txt \
	-Xlinker --no-warn-symbol-ordering -Xswiftc -Xfrontend -Xswiftc -function-sections
else
RELEASE_FLAGS ?=
endif
DEBUG_BIN = .build/debug/calc
# Swift Testing records a backtrace of every Swift error thrown while a test runs, for its report
# should the error escape the test. The limit tests throw millions that the brain catches and
# turns into results (a 10 MB line of `1/0;` is 2.5 million), and the backtraces were two thirds
# of their time (release: 22.6 s of CPU against 7.1 s without, for the 2 MB lines); an error that
# escapes a test is still reported, only without the backtrace of where it was thrown.
export SWT_SWIFT_ERROR_BACKTRACING_ENABLED = 0

.PHONY: run build release check test background-builds tsan-build asan-build fuzz-build interactive-tests checks memory-and-threads unit-test unit-test-release release-tests-build end-to-end repl-test reliability-test memory-test plot-test format lint bench bench-smoke bench-build \
	embedding-example sanitize-thread sanitize docs fuzz fuzz-ci differential-ci doc-test

run: release
	@$(RELEASE_BIN)

release:
	@scripts/ensure-deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product calc

build:
	@scripts/ensure-deps
	$(SWIFT) build

# The developer's loop before a commit, a few minutes on 2 cores: formatting, every Swift test
# (unit and end-to-end) in one debug build, the examples and the documentation's code blocks.
# `make test` adds the rest of CI.
check: lint
	@scripts/ensure-deps --test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(DEBUG_BIN) --check examples/*.calc
	python3 Tests/docs/test_code_blocks.py $(DEBUG_BIN)

# Everything CI checks, in order from fastest feedback to slowest; the last line of the output
# says how many stages passed, how many tests they ran, and how long it took (scripts/test-stages).
TEST_STAGES = lint unit-test background-builds end-to-end interactive-tests checks unit-test-release \
	memory-and-threads sanitize fuzz-ci
test:
	@MAKE="$(MAKE)" scripts/test-stages $(TEST_STAGES)

# Starts, at nice 19 and in the background, the builds the later stages need (the release tests,
# the thread and address sanitizers, the fuzzers), so that they take the CPU the debug stages
# leave idle (the REPL and reliability scenarios use a third of a core each); the stages are
# unchanged, and each one's own build finds its scratch path built, or waits on SwiftPM's lock
# for the build under way, or makes it (and reports its errors) should the background one fail.
# Their log is .build/background-builds.log; nothing else runs in the background.
background-builds:
	@mkdir -p .build
	@echo "make test: building the release tests, the sanitizers and the fuzzers in the background (.build/background-builds.log)"
	@(nice -n 19 $(MAKE) --no-print-directory -k release-tests-build tsan-build asan-build fuzz-build \
		> .build/background-builds.log 2>&1 < /dev/null &)

# Three of `make test`'s stages are groups run side by side on CI's two cores (make -j2, each
# target's output printed whole as it ends): the REPL and reliability scenarios, which wait on a
# terminal and on child processes more than they compute (a minute each, a third of a core), the
# short checks, and the memory scenarios (one calc at a time) beside the thread sanitizer's
# tests. Any of them runs alone as before (`make repl-test`).
interactive-tests: build
	@$(MAKE) --no-print-directory -j2 --output-sync=target repl-test reliability-test

memory-and-threads:
	@$(MAKE) --no-print-directory -j2 --output-sync=target memory-test sanitize-thread

checks: build
	@$(MAKE) --no-print-directory -j2 --output-sync=target plot-test doc-test install-test differential-ci \
		units-differential statistics-differential dates-differential embedding-example docs

# The unit tests in the debug build. LongStatementTests (74 statements of 64 KiB and more, each on
# two paths: 46 s of CPU time here) run in unit-test-release, at the same sizes, and in `make check`.
unit-test:
	@scripts/ensure-deps --test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip EndToEndTests --skip LongStatementTests

# The unit tests again in a release build, whose inlining changes how much stack each level of
# nesting takes, with 10 MB huge lines (LimitTests), forty times the debug run's, to show time stays
# linear in a line's length: about 220 s to build from cold alone and 85 s to run on 2 cores (2026-12-02). Own
# scratch path; -enable-testing for the tests' @testable imports. The calc built there too is
# memory-test's: a second release build of the same modules took CI about 100 s.
RELEASE_TESTS = .build-release-tests
unit-test-release: release-tests-build
	CALC_HUGE_LINE_BYTES=10000000 \
		$(SWIFT) test -c release --skip-build --scratch-path $(RELEASE_TESTS) --skip EndToEndTests

release-tests-build:
	@scripts/ensure-deps --test
	$(SWIFT) build -c release --scratch-path $(RELEASE_TESTS) -Xswiftc -enable-testing --product calcPackageTests
	$(SWIFT) build -c release --scratch-path $(RELEASE_TESTS) -Xswiftc -enable-testing --product calc

# The built binary on its command-line cases (Tests/EndToEndTests), then every example verifies
# itself.
end-to-end: build
	@scripts/ensure-deps --test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter EndToEndTests
	$(DEBUG_BIN) --check examples/*.calc

# The REPL, driven in a pseudo-terminal (pexpect): prompt, history, completion, Ctrl-C/Ctrl-D, :commands.
repl-test: build
	@scripts/ensure-deps --test
	python3 Tests/repl/test_repl.py .build/debug/calc

# Issue 36's scenarios against the debug binary (Tests/reliability): a :save past a file-size
# limit, SIGTERM and SIGHUP mid-batch, /dev/zero on every input path with its peak memory, 9,000
# continued lines timed against the same statement on one line (a ratio), a stray bracket, a
# file of control bytes, a held history lock, a symlinked history, a 300 MB history against a
# 1,000-line one (time to the first prompt), a literal past the digit limit against a line of
# blanks as long (peak memory and time), a 20 KB paste. Issue 48's: lines typed while the terminal
# is resized (3 seeds × 60 lines; CALC_RESIZE_SEEDS and CALC_RESIZE_LINES for the long run), a
# resize inside a UTF-8 character, typing with the preview against without (a ratio), devices
# and FIFOs written through (the null device made with mknod in a temporary folder, as root),
# /dev/zero reported at once, --help to /dev/full. About a minute and a half.
reliability-test: build
	@scripts/ensure-deps --test
	python3 Tests/reliability/test_reliability.py .build/debug/calc

# Memory in proportion (issue 34): one long line of each of several shapes, 10 MB and 50 MB, in the
# release build (unit-test-release's, dynamically linked: the bound is beyond the process's own
# memory, which the test measures on the same binary); prints each run's peak RSS, its bound (8
# bytes a byte of the line) and its time, and fails past the bound
# (Tests/reliability/test_memory.py). A line past the 64 MiB line limit is an error at its line.
# About 10 s after the build.
memory-test: release-tests-build
	python3 Tests/reliability/test_memory.py $(RELEASE_TESTS)/release/calc

# `calc --svg` drawn by rsvg-convert (librsvg2-bin): the file parses as XML, each curve's colour
# is where the curve passes, and no line crosses tan's poles (Tests/plot/test_svg.py). Seconds.
plot-test: build
	@scripts/ensure-deps --test
	python3 Tests/plot/test_svg.py $(DEBUG_BIN)

# Every code block of the README, docs/*.md and the DocC articles runs, by its info string
# (Tests/docs/test_code_blocks.py; Swift blocks run in DocumentationSnippetTests): a few seconds.
doc-test: build
	@scripts/ensure-deps --test
	python3 Tests/docs/test_code_blocks.py $(DEBUG_BIN)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

# After an edit of data/units.def or data/constants.def: embeds them in the library
# (UnitDefinitions+Text.swift, ConstantDefinitions+Text.swift) with their indices
# (UnitDefinitions+Index.swift, ConstantDefinitions+Names.swift) and writes the references
# docs/units.md and docs/constants.md; UnitDefinitionsFileTests, StandardUnitsTests and
# ConstantFileTests fail while any of them is stale.
.PHONY: units units-vs-pint units-differential
# The embedded files and indices, then each unit's reduction by calc's own reducer (through
# calc-units-dump, built against the new text), then the dump again, now with those reductions,
# for the references.
units:
	scripts/generate-units
	$(SWIFT) build --product calc-units-dump
	scripts/generate-units --reduced .build/debug/calc-units-dump
	$(SWIFT) build --product calc-units-dump
	.build/debug/calc-units-dump --markdown > docs/units.md
	.build/debug/calc-units-dump --constants-markdown > docs/constants.md

# Every unit's factor against pint's exact registry (pip install pint), where pint knows the unit.
units-vs-pint:
	$(SWIFT) build --product calc-units-dump
	python3 scripts/units-vs-pint.py .build/debug/calc-units-dump

# Quantities converted through calc against pint's exact registry (scripts/units-differential.py),
# after `scripts/generate-units --check` (every generated units file current, each unit's stored
# reduction the live reducer's):
# about 3,800 lines of `X UNIT to UNIT to frac` in one batch, every unit pint also knows at
# integers, decimals, fractions, large and small magnitudes, prefixed and compound units, and
# temperatures once calc converts them; identical values, the documented differences of
# data/units.def still different. A few seconds.
units-differential: build
	@scripts/ensure-deps --test
	$(SWIFT) build --product calc-units-dump
	scripts/generate-units --check --reduced .build/debug/calc-units-dump
	python3 scripts/units-differential.py $(DEBUG_BIN) .build/debug/calc-units-dump

# The statistics of about 4,000 generated lists (exact rationals, large offsets, repeats) through
# calc against Python's statistics module on Fractions (scripts/statistics-differential.py):
# 40,000 lines in one batch, exact results identical, roots to 30 digits. About 20 s in debug.
.PHONY: statistics-differential
statistics-differential: build
	python3 scripts/statistics-differential.py $(DEBUG_BIN)

# Generated date computations (calendar months and days, differences, weekdays, Unix times to
# zones, wall times across DST changes in 15 zones, instants past 2037) through calc against
# Python's datetime, zoneinfo and dateutil.relativedelta (scripts/dates-differential.py): 3,000
# lines in one batch, every text identical. A few seconds.
.PHONY: dates-differential
dates-differential: build
	python3 scripts/dates-differential.py $(DEBUG_BIN)

# How fast calc evaluates, compiles and starts, against a native closure and `bc -l` (a few
# minutes; not part of `make test`). See BENCHMARKS.md.
bench: bench-build
	.build/release/calc-bench

# Every benchmark row on small inputs, in seconds once built: checks that the benchmarks run.
bench-smoke: bench-build
	.build/release/calc-bench --quick

# calc and calc-bench, in release, side by side: calc-bench runs the calc next to it.
bench-build: release
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product calc-bench

# examples/Embedding: an outside package using CalculatorKit by path, as an app would. Builds it,
# runs it and compares its output with the expected one.
EMBEDDING = examples/Embedding
embedding-example:
	$(SWIFT) build --package-path $(EMBEDDING)
	$(EMBEDDING)/.build/debug/Embedding > $(EMBEDDING)/.build/output.txt
	diff -u $(EMBEDDING)/expected-output.txt $(EMBEDDING)/.build/output.txt

# Compiled expressions shared between threads, and the REPL's lines and previews on their
# background jobs, under the thread sanitizer. Its own scratch path,
# so that switching between sanitized and plain builds does not rebuild either; only the test
# bundle is built (not the calc executable and its argument parser), and only the three test
# files it runs (CALC_TEST_SUBSET=threads in Package.swift).
sanitize-thread: tsan-build
	CALC_TEST_SUBSET=threads $(SWIFT) test --skip-build --scratch-path .build-tsan --sanitize=thread --filter 'Concurrency|REPLSession|LivePreview'

# The unit tests under the address sanitizer, in their own scratch path like sanitize-thread
# (about 140 s to build from cold and 150 s to run on 2 cores, 2026-12-02). EndToEndTests are skipped: they
# run the plain debug binary, not this build. --disable-xctest: there are no XCTest tests, and
# XCTest's own runner leaks 144 bytes that LeakSanitizer would fail the run for. The limit
# tests' huge lines are 50 KB here rather than the debug run's 250 KB, and their flat chains a
# tenth as long (CALC_FLAT_CHAIN_DIVISOR), and the machine tests take 1,000 generated expressions
# rather than 4,000 (CALC_GENERATED_EXPRESSIONS): the same code paths, a fraction of ASan's time.
# The one test of a recursion on a 512 KiB thread (the units' live reducer) gets 4 times the
# stack (CALC_SANITIZER_STACK_FACTOR): ASan's frames are several times larger.
# Skipped here, as sizes and agreements rather than memory safety, which the debug and release
# stages test in full: LongStatementTests (74 statements of 64 KiB and more, each on two paths),
# the syntax-tree limit (statements of a million nodes), the 10,000,001-digit literals, and three
# sweeps of the same paths other tests take here (every builtin at 14^n operand tuples, every unit
# definition at two scales, thousands of printed results read back). Run serially, this stage's
# tests took 263 s of CPU time (2026-12-02), 98 s of it in the three sweeps and the literals.
sanitize: asan-build
	CALC_HUGE_LINE_BYTES=50000 CALC_FLAT_CHAIN_DIVISOR=10 CALC_GENERATED_EXPRESSIONS=1000 CALC_SANITIZER_STACK_FACTOR=4 \
		$(SWIFT) test --skip-build --scratch-path .build-asan --sanitize=address --disable-xctest --skip EndToEndTests \
		--skip LongStatementTests --skip 'LimitTests/syntaxTreeLimit' --skip LiteralLimitTests \
		--skip 'machineFoldingAndKeypadAgreeWithTheSwitch|definitionsAreLinear|printedResultsReadBack'

# DocC for CalculatorKit (swift-docc-plugin); any warning, such as a broken symbol link, fails.
docs:
	$(SWIFT) package generate-documentation --target CalculatorKit --warnings-as-errors

# libFuzzer on the parser, the compiler and whole inputs, under AddressSanitizer (Fuzz/run).
# `make fuzz` runs the three targets side by side for FUZZ_SECONDS each, keeping the corpus in
# Fuzz/.build/corpus; `make fuzz-ci` runs 500,000 executions in all from a fresh corpus.
FUZZ_SECONDS ?= 600
fuzz:
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run long

fuzz-ci:
	SWIFT=$(SWIFT) Fuzz/run ci

# The sanitizers' and the fuzzers' builds alone (the first line of their stages).
tsan-build:
	@scripts/ensure-deps
	CALC_TEST_SUBSET=threads $(SWIFT) build --scratch-path .build-tsan --sanitize=thread --product calcPackageTests

asan-build:
	@scripts/ensure-deps --test
	$(SWIFT) build --scratch-path .build-asan --sanitize=address --product calcPackageTests

fuzz-build:
	SWIFT=$(SWIFT) Fuzz/run build

# Random expressions evaluated by calc and by Python's floats must agree (relative 1e-12, same
# error classes); in exact arithmetic, calc's text must be Python's Fraction's, and at
# --precision 50 and 1000 every digit mpmath's, on random decimals and on extreme arguments (huge
# and tiny powers of ten up to 10^±10^6, near-cancellations, points near poles, domain edges and
# integers, and approximations' cancellations and decisions, issue 34; a changed digit must fail). CI
# runs 10,000, 10,000, 300 + 300 and 600 complex with a fixed seed; try more with scripts/differential.py
# --count (--exact, --digits P…, --extremes N, --ball for issue 34's cases).
differential-ci: build
	python3 scripts/differential.py --count 10000 --seed 1 --calc $(DEBUG_BIN)
	python3 scripts/differential.py --exact --count 10000 --seed 1 --calc $(DEBUG_BIN)
	python3 scripts/differential.py --digits 50 1000 --count 150 --extremes 150 --ball --seed 1 --calc $(DEBUG_BIN)
	python3 scripts/differential.py --complex 600 --seed 1 --calc $(DEBUG_BIN)

# calc(1). swift-argument-parser's generate-manual plugin writes the page from `calc --help` (it
# builds the package in debug, the build `make build` made, and runs `calc
# --experimental-dump-help`); scripts/man-page drops the `help` subcommand the plugin invents,
# makes the help's discussion proper mdoc and merges in the hand-written sections of
# docs/calc.1.extra (the language, the REPL and its commands, the environment, the exit status).
# Generated at build time and not committed, so the page can never lag behind `--help`; the price
# is the plugin's own tool, about 35 s to build on 2 cores, once per clone. Fails on any warning
# from groff, or from man rendering it. The date is the last commit's, so that the page is the same wherever it is built.
MAN_PAGE = .build/man/calc.1
MAN_GENERATED = .build/plugins/GenerateManual/outputs/calc/calc.1
man: build
	@scripts/ensure-deps --man
	$(SWIFT) package generate-manual --configuration debug \
		--date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)"
	@mkdir -p $(dir $(MAN_PAGE))
	scripts/man-page $(MAN_GENERATED) docs/calc.1.extra "$$($(DEBUG_BIN) --version)" > $(MAN_PAGE)
	@warnings=$$(groff -ww -mandoc -z $(MAN_PAGE) 2>&1; MANWIDTH=80 man --warnings=all -l $(MAN_PAGE) 2>&1 >/dev/null); \
		if [ -n "$$warnings" ]; then echo "$$warnings" >&2; exit 1; fi

# `make install` copies the release binary, calc(1) and the bash, zsh and fish completion scripts
# where each shell looks for them, under $(DESTDIR)$(PREFIX); `make uninstall` removes exactly
# those files. Install copies what is built, building it only when missing, so that
# `make release man` as yourself then `sudo make install` leaves no root-owned files in .build.
# The completion scripts are `calc --generate-completion-script SHELL`.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d
# The binary installed; scripts/install-test installs the debug one, sparing CI a release build.
CALC_BIN ?= $(RELEASE_BIN)
INSTALLED = $(DESTDIR)$(BINDIR)/calc $(DESTDIR)$(MANDIR)/man1/calc.1 \
	$(DESTDIR)$(BASH_COMPLETION_DIR)/calc $(DESTDIR)$(ZSH_COMPLETION_DIR)/_calc \
	$(DESTDIR)$(FISH_COMPLETION_DIR)/calc.fish

.PHONY: man install uninstall install-test

install: $(CALC_BIN) $(MAN_PAGE)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASH_COMPLETION_DIR) \
		$(DESTDIR)$(ZSH_COMPLETION_DIR) $(DESTDIR)$(FISH_COMPLETION_DIR)
	install -m 755 $(CALC_BIN) $(DESTDIR)$(BINDIR)/calc
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(MANDIR)/man1/calc.1
	$(CALC_BIN) --generate-completion-script bash > $(DESTDIR)$(BASH_COMPLETION_DIR)/calc
	$(CALC_BIN) --generate-completion-script zsh > $(DESTDIR)$(ZSH_COMPLETION_DIR)/_calc
	$(CALC_BIN) --generate-completion-script fish > $(DESTDIR)$(FISH_COMPLETION_DIR)/calc.fish
	chmod 644 $(DESTDIR)$(BASH_COMPLETION_DIR)/calc $(DESTDIR)$(ZSH_COMPLETION_DIR)/_calc \
		$(DESTDIR)$(FISH_COMPLETION_DIR)/calc.fish

uninstall:
	rm -f $(INSTALLED)

$(RELEASE_BIN):
	@$(MAKE) --no-print-directory release

$(MAN_PAGE):
	@$(MAKE) --no-print-directory man

# Installs into a temporary DESTDIR and uses what is installed: the binary, the bash and fish
# completion scripts run for real (zsh's is only parsed), calc(1) rendered by man; then
# uninstalls and checks that no file is left.
install-test: man
	@scripts/ensure-deps --test
	scripts/install-test
