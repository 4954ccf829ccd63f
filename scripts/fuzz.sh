#!/usr/bin/env bash
# Bounded fuzzing of every input Duet reads, with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz.sh                       # each target for 60 s
#   FUZZ_SECONDS=600 scripts/fuzz.sh      # longer
#   FUZZ_TARGETS="markdown lock" scripts/fuzz.sh
#
# Targets (Sources/DuetCore/Fuzzing/FuzzEntryPoints.swift): markdown-tree (the Markdown
# layer in memory: tree, block skeleton, HTML), markdown (a page pair through
# check and build: block skeleton, alignment, cross-links, HTML), front-matter, glossary,
# lock. Seeds come from content/. A crash, a timeout (10 s per input) or running out of
# memory (2 GB) fails the run; the input is kept in Fuzz/.build/fuzz/artifacts/ and the
# command to replay it is printed. Turn it into a regression test in
# Tests/DuetCoreTests/Safety/FuzzRegressionTests.swift, then fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-60}"
targets="${FUZZ_TARGETS:-markdown-tree markdown front-matter glossary lock site-yml}"
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)

echo "fuzz: building Fuzz/ with libFuzzer and AddressSanitizer"
swift build --package-path Fuzz "${flags[@]}" 2>&1 | grep -Ev '^\[[0-9]+/[0-9]+\]' || true
binary=Fuzz/.build/debug/DuetFuzz
[ -x "$binary" ] || { echo "fuzz: the fuzz build failed" >&2; exit 1; }

work=Fuzz/.build/fuzz
rm -rf "$work/corpus" "$work/tmp"
mkdir -p "$work/artifacts" "$work/tmp"
# The build target writes a scratch project per fuzzing process into the temporary
# directory: here, inside the fuzz folder, and removed at the end, not left in /tmp.
export TMPDIR="$PWD/$work/tmp"
trap 'rm -rf "$PWD/$work/tmp"' EXIT

seed() {
    local target="$1" dir="$work/corpus/$1"
    mkdir -p "$dir"
    case "$target" in
        markdown | markdown-tree)
            for page in content/en/*.md content/zh/*.md; do
                cp "$page" "$dir/$(basename "$(dirname "$page")")-$(basename "$page")"
            done ;;
        front-matter)
            for page in content/en/*.md content/zh/*.md; do
                awk 'NR == 1 && /^---$/ { inside = 1; next } inside && /^---$/ { exit } inside { print }' "$page" \
                    > "$dir/$(basename "$(dirname "$page")")-$(basename "$page" .md).yml"
            done ;;
        glossary) cp content/glossary.yml "$dir/" ;;
        lock) cp content/translations.lock "$dir/" ;;
        site-yml) cp content/site.yml "$dir/" ;;
        *) echo "fuzz: unknown target $target" >&2; exit 2 ;;
    esac
}

status=0
for target in $targets; do
    seed "$target"
    echo "fuzz: $target for ${seconds}s"
    if ! ASAN_OPTIONS=detect_leaks=0 DUET_FUZZ_TARGET="$target" DUET_TEMPLATES="$PWD/templates" \
        "$binary" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" "$work/corpus/$target" \
        > "$work/$target.log" 2>&1; then
        status=1
        tail -n 40 "$work/$target.log" >&2
        for input in "$work/artifacts/$target-"*; do
            [ -e "$input" ] || continue
            echo "fuzz: $target found $input; replay with:" >&2
            echo "  DUET_FUZZ_TARGET=$target DUET_TEMPLATES=$PWD/templates $binary $input" >&2
        done
    else
        grep -E '^stat::number_of_executed_units|^Done' "$work/$target.log" | tr '\n' ' '
        echo
    fi
done
exit "$status"
