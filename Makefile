# The README's quick start: `make run` starts the REPL, `make test` runs the whole test suite.
SWIFT ?= swift
RELEASE_BIN = .build/release/calc
DEBUG_BIN = .build/debug/calc

.PHONY: run build release test unit-test end-to-end format lint bench bench-smoke

run: release
	@$(RELEASE_BIN)

release:
	@scripts/ensure-deps
	$(SWIFT) build -c release --product calc

build:
	@scripts/ensure-deps
	$(SWIFT) build

# Everything CI checks, in order from fastest feedback to slowest.
test: lint unit-test end-to-end

unit-test:
	@scripts/ensure-deps --test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

end-to-end: build
	@echo "end-to-end: nothing yet"

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

# The benchmarks of issue 6 (a few minutes; not part of `make test`). See BENCHMARKS.md.
bench:
	@scripts/ensure-deps
	$(SWIFT) build -c release --product calc
	$(SWIFT) build -c release --product calc-bench
	.build/release/calc-bench

# Every benchmark row on small inputs, in seconds once built: checks that the benchmarks run.
bench-smoke:
	@scripts/ensure-deps
	$(SWIFT) build -c release --product calc
	$(SWIFT) build -c release --product calc-bench
	.build/release/calc-bench --quick
