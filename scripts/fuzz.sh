#!/usr/bin/env bash
# Bounded fuzzing of every input Duet reads, with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz.sh                       # each target for 10 s, one per core (about 1½ minutes on 2 cores, with the build)
#   FUZZ_SECONDS=600 scripts/fuzz.sh      # longer
#   FUZZ_JOBS=1 scripts/fuzz.sh           # one target at a time
#   FUZZ_TARGETS="markdown lock" scripts/fuzz.sh
#   scripts/fuzz.sh --build-only          # only the fuzz build (make test runs it beside the Swift specs,
#                                         # then fuzzes one target at a time beside the browser specs)
#
# Targets (Sources/DuetFuzzing/FuzzEntryPoints.swift): markdown-tree (the Markdown
# layer in memory: tree, block skeleton, HTML), markdown (a page pair through
# check and build: block skeleton, alignment, cross-links, HTML), front-matter, glossary,
# lock, site-yml, po and xliff (a catalog read as `duet po import` / `duet xliff import`
# read it, then planned against content/). Seeds come from content/, and for po and
# xliff from its exports, one per page (`duet po export`, `duet xliff export` in 1.2 and
# 2.1). A crash, a timeout (25 s per input: the markdown target builds the whole book for
# each input, 7 s for a chapter-sized seed under AddressSanitizer on a quiet 2-core
# machine, and `make test` fuzzes beside the browser specs) or running out of
# memory (2 GB) fails the run; the input is kept in Fuzz/.build/fuzz/artifacts/ and the
# command to replay it is printed. Turn it into a regression test in
# Tests/DuetSiteTests/Safety/FuzzRegressionTests.swift, then fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-10}"
jobs="${FUZZ_JOBS:-$(nproc)}"
targets="${FUZZ_TARGETS:-markdown-tree markdown front-matter glossary lock site-yml po xliff}"
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)
build_only=false
[ "${1:-}" = --build-only ] && build_only=true

work=Fuzz/.build/fuzz
duet=.build/debug/duet
# The build alone leaves the previous run's corpus and exports as they are.
$build_only || rm -rf "$work/corpus" "$work/tmp" "$work/exports"
mkdir -p "$work/artifacts" "$work/tmp"
# The build target writes a scratch project per fuzzing process into the temporary
# directory: here, inside the fuzz folder, and removed at the end, not left in /tmp.
export TMPDIR="$PWD/$work/tmp"
# A failed build ends the run: the seeds being made beside it stop too.
trap 'if [ -n "${seeding:-}" ]; then kill "$seeding" 2>/dev/null || true; fi; rm -rf "$PWD/$work/tmp"' EXIT

seed() {
    local target="$1" dir="$work/corpus/$1"
    mkdir -p "$dir"
    case "$target" in
        markdown-tree)
            for page in content/en/*.md content/zh/*.md; do
                cp "$page" "$dir/$(basename "$(dirname "$page")")-$(basename "$page")"
            done ;;
        markdown)
            # Each input is built as a site, and libFuzzer runs every seed before its
            # time starts: one language per page, taking turns, so every page's
            # constructs and both scripts are seeded at half the start-up.
            local turn=0 language
            for page in content/en/*.md; do
                language=$([ $((turn % 2)) -eq 0 ] && echo en || echo zh)
                turn=$((turn + 1))
                cp "content/$language/$(basename "$page")" "$dir/$language-$(basename "$page")"
            done ;;
        front-matter)
            for page in content/en/*.md content/zh/*.md; do
                awk 'NR == 1 && /^---$/ { inside = 1; next } inside && /^---$/ { exit } inside { print }' "$page" \
                    > "$dir/$(basename "$(dirname "$page")")-$(basename "$page" .md).yml"
            done ;;
        glossary) cp content/glossary.yml "$dir/" ;;
        lock) cp content/translations.lock "$dir/" ;;
        site-yml) cp content/site.yml "$dir/" ;;
        po | xliff)
            # Catalogs as a translator gets them, one per page (a whole book's catalog is
            # longer than the fuzzer's inputs), from the duet of this checkout.
            [ -x "$duet" ] || swift build --product duet 2>&1 | grep -Ev '^\[[0-9]+/[0-9]+\]' || true
            for page in content/en/*.md; do
                local name out="$work/exports/$(basename "$page" .md)"
                name="$(basename "$page")"
                if [ "$target" = po ]; then
                    "$duet" po export --content content --page "$name" --output "$out-po" > /dev/null
                    cp "$out-po/zh.po" "$dir/$(basename "$page" .md).po"
                else
                    for version in 1.2 2.1; do
                        "$duet" xliff export --content content --page "$name" --xliff-version "$version" --output "$out-$version" > /dev/null
                        cp "$out-$version/zh.xlf" "$dir/$(basename "$page" .md)-$version.xlf"
                    done
                fi
            done ;;
        *) echo "fuzz: unknown target $target" >&2; exit 2 ;;
    esac
}

# The seeds are made while the fuzz build runs: they need only this checkout's duet.
seed_all() { for target in $targets; do seed "$target"; done; }
seeding=""
$build_only || { seed_all & seeding=$!; }

# Duet's modules unoptimized here, even under `make test` (Package.swift's DUET_OPTIMIZE):
# with the sanitizers, optimizing them took three times as long to build as the fuzzing
# itself on two cores.
unset DUET_OPTIMIZE
echo "fuzz: building Fuzz/ with libFuzzer and AddressSanitizer"
build_fuzz() {
    local status
    set +o pipefail
    swift build --package-path Fuzz "${flags[@]}" 2>&1 | grep -Ev '^\[[0-9]+/[0-9]+\]'
    status=${PIPESTATUS[0]}
    set -o pipefail
    return "$status"
}
# Fuzz/ sees Duet as a path dependency, and after files of Duet's were added or moved
# SwiftPM's first build there can still compile from the old file list ("cannot find
# type"); a second build plans again. A build that fails twice stops the run: fuzzing
# an older binary would pass for the wrong code.
if ! build_fuzz; then
    echo "fuzz: the build failed; building once more, as after Duet's files moved" >&2
    build_fuzz || { echo "fuzz: the fuzz build failed" >&2; exit 1; }
fi
binary=Fuzz/.build/debug/DuetFuzz
[ -x "$binary" ] || { echo "fuzz: the fuzz build made no $binary" >&2; exit 1; }

$build_only && exit 0
wait "$seeding" || { echo "fuzz: making the seeds failed" >&2; exit 1; }
seeding=""

# One fuzzing process per core at a time: libFuzzer runs one thread, and the targets are
# independent, so on two cores the run takes half the time for the same hours of fuzzing.
# libFuzzer holds an input to the run's whole time when that is shorter than -timeout (a
# 10 s run reported "timeout value is 10" with -timeout=25), so each target runs at least
# as long as an input may take.
per_input=25
run_seconds=$seconds
[ "$run_seconds" -lt "$((per_input + 5))" ] && run_seconds=$((per_input + 5))
fuzz_one() {
    local target="$1"
    if ASAN_OPTIONS=detect_leaks=0 DUET_FUZZ_TARGET="$target" DUET_TEMPLATES="$PWD/templates" DUET_CONTENT="$PWD/content" \
        "$binary" -max_total_time="$run_seconds" -max_len=65536 -timeout="$per_input" -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" "$work/corpus/$target" \
        > "$work/$target.log" 2>&1; then
        echo "fuzz: $target: $(grep -E '^stat::number_of_executed_units|^Done' "$work/$target.log" | tr '\n' ' ')"
    else
        tail -n 40 "$work/$target.log" >&2
        for input in "$work/artifacts/$target-"*; do
            [ -e "$input" ] || continue
            echo "fuzz: $target found $input; replay with:" >&2
            echo "  DUET_FUZZ_TARGET=$target DUET_TEMPLATES=$PWD/templates DUET_CONTENT=$PWD/content $binary $input" >&2
        done
        return 1
    fi
}

# The slowest target first (markdown builds a site per input, and runs every seed before
# its time starts), then each next target as soon as any core is free.
ordered=""
for target in $targets; do
    if [ "$target" = markdown ]; then ordered="$target $ordered"; else ordered="$ordered $target"; fi
done
echo "fuzz: $(echo $targets | wc -w) targets for ${run_seconds}s each, $jobs at a time"
status=0
running=0
for target in $ordered; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n || status=1
        running=$((running - 1))
    fi
    fuzz_one "$target" &
    running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
    wait -n || status=1
    running=$((running - 1))
done
exit "$status"
