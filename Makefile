# Duet: two commands do all set-up on a fresh Debian machine with Swift.
#   make site   build Site/ from the shipped content
#   make test   run every test
SWIFT ?= swift
DUET = .build/debug/duet

.PHONY: site test deps build clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --product duet

site: build
	$(DUET) build

# The tests build hundreds of sites: Duet's modules optimized (see docs/building.md).
test: export DUET_OPTIMIZE = 1
test:
	@scripts/install-deps.sh --test
	$(SWIFT) build --build-tests
	@# The Swift and browser specs leave part of a core idle (they wait on the processes,
	@# servers and pages they start): fuzzing, its build and then one target at a time, runs
	@# beside them. A failure of either fails the run.
	FUZZ_JOBS=1 scripts/fuzz.sh > .build/fuzz.log 2>&1 & fuzz=$$!; \
	  $(SWIFT) test --skip-build --disable-xctest && \
	  $(SWIFT) build --product duet && \
	  $(DUET) check && \
	  $(DUET) build --output .build/site-check && \
	  DUET=$(DUET) scripts/browser-test.sh; tests=$$?; \
	  wait $$fuzz; fuzzed=$$?; cat .build/fuzz.log; \
	  [ $$fuzzed -eq 0 ] || { echo "fuzzing failed (.build/fuzz.log)"; exit 1; }; exit $$tests

clean:
	rm -rf .build Site
