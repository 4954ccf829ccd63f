# Duet: two commands do all set-up on a fresh Debian machine with Swift.
#   make site   build Site/ from the shipped content
#   make test   run every test
SWIFT ?= swift
DUET = .build/debug/duet

.PHONY: site test deps build clean cli-docs

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
	@# The Swift specs leave part of a core idle: the fuzz build runs beside them.
	scripts/fuzz.sh --build-only > .build/fuzz-build.log 2>&1 & fuzz_build=$$!; \
	  { $(SWIFT) test --skip-build --disable-xctest; echo $$? > .build/specs.status; } 2>&1 | tee .build/specs.log; \
	  specs=$$(cat .build/specs.status); \
	  wait $$fuzz_build || { cat .build/fuzz-build.log; exit 1; }; \
	  [ "$$specs" -eq 0 ] || { echo "Failed specs (full output in .build/specs.log):"; grep -a -E '✘|error:' .build/specs.log | tail -40; }; \
	  exit $$specs
	$(SWIFT) build --product duet
	$(DUET) check
	$(DUET) build --output .build/site-check
	@# The browser specs leave part of a core idle too: fuzzing, one target at a time, runs beside them.
	FUZZ_JOBS=1 scripts/fuzz.sh > .build/fuzz.log 2>&1 & fuzz=$$!; \
	  DUET=$(DUET) scripts/browser-test.sh; browser=$$?; \
	  wait $$fuzz; fuzzed=$$?; cat .build/fuzz.log; \
	  [ $$fuzzed -eq 0 ] || { echo "fuzzing failed (.build/fuzz.log)"; exit 1; }; exit $$browser

# The man page and the bash, zsh and fish completions, made from the command line's own
# definition (swift-argument-parser), in .build/share/.
cli-docs: build
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug \
	  --date $$(git log -1 --format=%cs 2>/dev/null || date +%F) > .build/generate-manual.log 2>&1 || { cat .build/generate-manual.log; exit 1; }
	mkdir -p .build/share/man/man1 .build/share/completions
	cp .build/plugins/GenerateManual/outputs/duet/duet.1 .build/share/man/man1/duet.1
	$(DUET) --generate-completion-script bash > .build/share/completions/duet.bash
	$(DUET) --generate-completion-script zsh > .build/share/completions/_duet
	$(DUET) --generate-completion-script fish > .build/share/completions/duet.fish
	@echo "man page: .build/share/man/man1/duet.1 (man -l it); completions: .build/share/completions/"

clean:
	rm -rf .build Site
