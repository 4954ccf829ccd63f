#!/usr/bin/env python3
"""Times `duet build` against Hugo and the cmark-gfm command on synthetic corpora.

Run through scripts/bench.sh, which installs the tools and builds duet in release mode.
Writes .build/bench/report.md and .build/bench/report.json.
"""

import argparse
import datetime
import filecmp
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, ".build", "bench")
DUET = os.path.join(ROOT, ".build", "release", "duet")


def log(message):
    print(message, file=sys.stderr, flush=True)


def timed(command, cwd=ROOT):
    """Runs a command under /usr/bin/time -v; returns (wall seconds, peak RSS in KiB, CPU seconds).

    CPU time (user + system) is reported next to wall time because it does not depend on
    what else the machine is doing; wall time is what a writer waits for."""
    full = ["/usr/bin/time", "-v"] + command
    # Every run starts with no dirty pages left by the one before (both tools write hundreds
    # of megabytes); otherwise one tool's run pays for the other's writeback.
    os.sync()
    start = time.perf_counter()
    result = subprocess.run(full, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, CI="1"))
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"command failed ({result.returncode}): {' '.join(command)}\n{result.stderr[-3000:]}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr).group(1))
    cpu = sum(float(re.search(pattern + r" \(seconds\): ([\d.]+)", result.stderr).group(1)) for pattern in ("User time", "System time"))
    return seconds, rss, cpu


def folder_bytes(path, only=None):
    total = 0
    for folder, _, files in os.walk(path):
        for name in files:
            if only is None or only(name):
                total += os.path.getsize(os.path.join(folder, name))
    return total


def trees_identical(a, b):
    """True when both folders hold the same relative paths with the same bytes."""
    def listing(root):
        found = []
        for folder, _, files in os.walk(root):
            for name in files:
                found.append(os.path.relpath(os.path.join(folder, name), root))
        return sorted(found)
    left, right = listing(a), listing(b)
    if left != right:
        return False
    return all(filecmp.cmp(os.path.join(a, p), os.path.join(b, p), shallow=False) for p in left)


def duet_build(corpus, output, cache=None, jobs=None):
    command = [DUET, "build", "--content", corpus, "--output", output]
    if cache:
        command += ["--cache", cache]
    else:
        command += ["--no-cache"]
    if jobs:
        command += ["--jobs", str(jobs)]
    return timed(command)


def edit_one_page(corpus, pairs, run):
    """Changes one English paragraph of the middle page, differently on every run."""
    names = sorted(os.listdir(os.path.join(corpus, "en")))
    path = os.path.join(corpus, "en", names[pairs // 2])
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    marker = "\n\n## Overview\n"
    text = text.replace(marker, f" This sentence was edited for run {run}.{marker}", 1)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def hugo_site(corpus, site):
    """A minimal multilingual Hugo site over the same Markdown files."""
    if os.path.exists(site):
        shutil.rmtree(site)
    os.makedirs(os.path.join(site, "layouts", "_default"))
    os.makedirs(os.path.join(site, "content"))
    for language in ("en", "zh"):
        os.symlink(os.path.abspath(os.path.join(corpus, language)), os.path.join(site, "content", language))
    with open(os.path.join(site, "hugo.toml"), "w") as handle:
        handle.write(HUGO_CONFIG)
    for name, text in HUGO_LAYOUTS.items():
        with open(os.path.join(site, "layouts", "_default", name), "w") as handle:
            handle.write(text)


HUGO_CONFIG = """baseURL = "https://duet.example.org/"
title = "Duet"
defaultContentLanguage = "en"
defaultContentLanguageInSubdir = true
disableKinds = ["taxonomy", "term", "RSS"]
[languages.en]
contentDir = "content/en"
languageCode = "en"
languageName = "English"
weight = 1
[languages.zh]
contentDir = "content/zh"
languageCode = "zh-Hans"
languageName = "中文"
weight = 2
[markup.goldmark.renderer]
unsafe = true
[markup.tableOfContents]
startLevel = 2
endLevel = 3
"""

# The same page furniture as Duet's templates: head, language switch, a chapter sidebar,
# table of contents, previous / next, sitemap with alternates. Duet's sidebar lists every
# chapter up to 200 and a window of 21 chapters around the current one in larger books;
# Hugo's lists the first 21 pages, the same amount of work per page.
HUGO_LAYOUTS = {
    "baseof.html": """<!DOCTYPE html>
<html lang="{{ .Site.LanguageCode }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} · {{ .Site.Title }}</title>
<meta name="description" content="{{ .Params.summary }}">
<link rel="canonical" href="{{ .Permalink }}">
{{ range .Translations }}<link rel="alternate" hreflang="{{ .Language.Lang }}" href="{{ .RelPermalink }}">{{ end }}
<link rel="stylesheet" href="{{ "style.css" | relURL }}">
</head>
<body>
<header>{{ range .Translations }}<a href="{{ .RelPermalink }}" hreflang="{{ .Language.Lang }}">{{ .Language.LanguageName }}</a>{{ end }}</header>
<nav class="sidebar"><a href="{{ .Site.Home.RelPermalink }}">{{ .Site.Title }}</a>
<ol>{{ $current := . }}{{ range first 21 .Site.RegularPages }}<li{{ if eq . $current }} class="current"{{ end }}><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{ end }}</ol></nav>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
""",
    "single.html": """{{ define "main" }}<article><h1>{{ .Title }}</h1>
<div class="content">{{ .Content }}</div></article>
<nav class="pager">{{ with .PrevInSection }}<a rel="prev" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .NextInSection }}<a rel="next" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>
<aside class="toc">{{ .TableOfContents }}</aside>{{ end }}
""",
    "list.html": """{{ define "main" }}<h1>{{ .Site.Title }}</h1>
<ul>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Params.summary }}</li>{{ end }}</ul>{{ end }}
""",
}


def median(values):
    return statistics.median(values) if values else None


def measure(pairs, runs, jobs_check):
    corpus = os.path.join(BENCH, f"corpus-{pairs}")
    output = os.path.join(BENCH, f"site-{pairs}")
    cache = os.path.join(BENCH, f"cache-{pairs}")
    log(f"== {pairs} page pairs")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench-corpus.py"), "--pairs", str(pairs),
                    "--out", corpus, "--shipped", os.path.join(ROOT, "content")], check=True)
    subprocess.run([DUET, "accept", "--all", "--content", corpus], check=True, stdout=subprocess.DEVNULL)
    pages = 2 * pairs
    row = {"pairs": pairs, "pages": pages, "runs": runs}

    hugo = os.path.join(BENCH, f"hugo-{pairs}")
    hugo_site(corpus, hugo)
    cold, rss, cold_cpu = [], [], []
    hugo_times, hugo_rss, hugo_cpu = [], [], []
    # Duet and Hugo take turns, so a change in the machine's speed during the benchmark
    # (a shared host) weighs on both alike.
    for _ in range(runs):
        for path in (output, cache):
            shutil.rmtree(path, ignore_errors=True)
        seconds, kib, cpu = duet_build(corpus, output, cache=cache)
        cold.append(seconds)
        rss.append(kib)
        cold_cpu.append(cpu)
        shutil.rmtree(os.path.join(hugo, "public"), ignore_errors=True)
        shutil.rmtree(os.path.join(hugo, "resources"), ignore_errors=True)
        seconds, kib, cpu = timed(["hugo", "--quiet", "--source", hugo, "--cacheDir", os.path.join(hugo, ".cache")])
        hugo_times.append(seconds)
        hugo_rss.append(kib)
        hugo_cpu.append(cpu)
    log(f"   duet cold: {cold}")
    row["duet_cold_s"] = median(cold)
    row["duet_cold_runs_s"] = cold
    row["duet_cold_cpu_s"] = median(cold_cpu)
    row["duet_peak_rss_mib"] = max(rss) / 1024
    row["output_bytes"] = folder_bytes(output)
    index_bytes = folder_bytes(output, only=lambda name: name.startswith("search-index."))
    row["search_index_bytes"] = index_bytes if index_bytes else None

    incremental, incremental_rss, incremental_cpu = [], [], []
    for run in range(runs):
        edit_one_page(corpus, pairs, run)
        seconds, kib, cpu = duet_build(corpus, output, cache=cache)
        incremental.append(seconds)
        incremental_rss.append(kib)
        incremental_cpu.append(cpu)
    log(f"   duet after editing one page: {incremental}")
    row["duet_incremental_s"] = median(incremental)
    row["duet_incremental_runs_s"] = incremental
    row["duet_incremental_cpu_s"] = median(incremental_cpu)
    row["duet_incremental_peak_rss_mib"] = max(incremental_rss) / 1024
    reference = os.path.join(BENCH, f"site-{pairs}-reference")
    shutil.rmtree(reference, ignore_errors=True)
    duet_build(corpus, reference)
    row["incremental_identical_to_cold"] = trees_identical(output, reference)
    shutil.rmtree(reference, ignore_errors=True)

    if jobs_check:
        single = os.path.join(BENCH, f"site-{pairs}-jobs1")
        shutil.rmtree(single, ignore_errors=True)
        row["duet_jobs1_s"], _, _ = duet_build(corpus, single, jobs=1)
        row["jobs1_identical_to_jobsN"] = trees_identical(output, single)
        shutil.rmtree(single, ignore_errors=True)

    log(f"   hugo: {hugo_times}")
    row["hugo_s"] = median(hugo_times)
    row["hugo_cpu_s"] = median(hugo_cpu)
    row["hugo_peak_rss_mib"] = max(hugo_rss) / 1024
    row["hugo_output_bytes"] = folder_bytes(os.path.join(hugo, "public"))

    files = [os.path.join(corpus, language, name) for language in ("en", "zh")
             for name in sorted(os.listdir(os.path.join(corpus, language)))]
    cmark_times, cmark_cpu = [], []
    listing = os.path.join(BENCH, f"cmark-{pairs}.txt")
    with open(listing, "w") as handle:
        handle.write("\n".join(files))
    for _ in range(runs):
        # One process renders every file (xargs may split a long list): parsing and HTML only.
        seconds, _, cpu = timed(["sh", "-c", f"xargs cmark-gfm --unsafe -e table -e strikethrough -e autolink "
                                        f"-e tagfilter < {listing} > /dev/null"])
        cmark_times.append(seconds)
        cmark_cpu.append(cpu)
    log(f"   cmark-gfm: {cmark_times}")
    row["cmark_s"] = median(cmark_times)
    row["cmark_cpu_s"] = median(cmark_cpu)

    row["duet_pages_per_s"] = pages / row["duet_cold_s"]
    row["hugo_pages_per_s"] = pages / row["hugo_s"]
    row["cmark_pages_per_s"] = pages / row["cmark_s"]
    row["duet_over_hugo"] = row["duet_cold_s"] / row["hugo_s"]
    row["duet_over_cmark"] = row["duet_cold_s"] / row["cmark_s"]
    row["incremental_over_cold"] = row["duet_incremental_s"] / row["duet_cold_s"]
    row["duet_over_hugo_cpu"] = row["duet_cold_cpu_s"] / row["hugo_cpu_s"]
    row["duet_over_cmark_cpu"] = row["duet_cold_cpu_s"] / row["cmark_cpu_s"]
    return row


def measure_figures(pairs, runs):
    """What figures cost a cold build: the same corpus without and with a model figure on
    every tenth page, built in turns. Both builds draw the reference pages' figures and the
    playground's drawings (once per build), so the difference is what placing figures in
    pages adds; docs/benchmark.md gives the fixed part, measured in-process. CPU seconds,
    which depend less than wall time on what else the shared machine does."""
    row = {"pairs": pairs, "runs": runs}
    corpora = {}
    for variant, flag in (("without", []), ("with", ["--figures"])):
        corpus = os.path.join(BENCH, f"corpus-{pairs}-figures-{variant}")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench-corpus.py"), "--pairs", str(pairs),
                        "--out", corpus, "--shipped", os.path.join(ROOT, "content")] + flag, check=True)
        subprocess.run([DUET, "accept", "--all", "--content", corpus], check=True, stdout=subprocess.DEVNULL)
        corpora[variant] = corpus
    times = {"without": [], "with": []}
    for _ in range(runs):
        for variant, corpus in corpora.items():
            output = os.path.join(BENCH, f"site-{pairs}-figures-{variant}")
            shutil.rmtree(output, ignore_errors=True)
            _, _, cpu = duet_build(corpus, output)
            times[variant].append(cpu)
    log(f"   figures: without {times['without']}, with {times['with']} (CPU s)")
    row["without_cpu_s"] = median(times["without"])
    row["with_cpu_s"] = median(times["with"])
    row["figures_added"] = row["with_cpu_s"] / row["without_cpu_s"] - 1
    return row


def fmt(value, digits=2):
    if value is None:
        return "n/a"
    if isinstance(value, bool):
        return "yes" if value else "NO"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def report(rows, meta):
    lines = [
        "# Duet benchmark",
        "",
        f"{meta['date']}, {meta['cpus']} cores, duet {meta['commit']}, {meta['hugo']}, {meta['cmark']}; "
        "median of " + " / ".join(sorted({str(r['runs']) for r in rows})) + " runs per size.",
        "",
        "Wall-clock seconds, with CPU seconds (user + system) in parentheses.",
        "",
        "| pairs | pages | duet cold s | pages/s | after 1 edit s | edit/cold | hugo s | duet/hugo | cmark-gfm s | duet/cmark-gfm | peak RSS MiB | output MiB | search index KiB | --jobs 1 same | incremental same |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ]
    for r in rows:
        index = r["search_index_bytes"]
        lines.append("| " + " | ".join([
            str(r["pairs"]), str(r["pages"]), f"{fmt(r['duet_cold_s'])} ({fmt(r['duet_cold_cpu_s'])})", fmt(r["duet_pages_per_s"], 0),
            f"{fmt(r['duet_incremental_s'])} ({fmt(r['duet_incremental_cpu_s'])})", f"{r['incremental_over_cold'] * 100:.1f}%",
            f"{fmt(r['hugo_s'])} ({fmt(r['hugo_cpu_s'])})", f"{fmt(r['duet_over_hugo'])} ({fmt(r['duet_over_hugo_cpu'])})",
            f"{fmt(r['cmark_s'])} ({fmt(r['cmark_cpu_s'])})", f"{fmt(r['duet_over_cmark'])} ({fmt(r['duet_over_cmark_cpu'])})",
            fmt(r["duet_peak_rss_mib"], 0),
            fmt(r["output_bytes"] / 2**20, 1), fmt(index / 1024, 0) if index else "n/a",
            fmt(r.get("jobs1_identical_to_jobsN")), fmt(r["incremental_identical_to_cold"]),
        ]) + " |")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--figures", type=int, metavar="PAIRS",
                        help="only measure what figures add to a cold build of a corpus of PAIRS pairs")
    parser.add_argument("--jobs-check-up-to", type=int, default=1000,
                        help="compare --jobs 1 with the default for sizes up to this many pairs")
    args = parser.parse_args()
    os.makedirs(BENCH, exist_ok=True)
    if args.figures:
        row = measure_figures(args.figures, args.runs)
        with open(os.path.join(BENCH, f"figures-{args.figures}.json"), "w") as handle:
            json.dump(row, handle, indent=2)
        print(f"figures: {args.figures} pairs, cold build CPU {row['without_cpu_s']:.2f} s without figures in pages, "
              f"{row['with_cpu_s']:.2f} s with one on every tenth page: {row['figures_added'] * 100:+.1f}% (median of {args.runs})")
        return
    sizes = [int(s) for s in args.sizes.split(",")]
    for pairs in sizes:
        row = measure(pairs, args.runs, pairs <= args.jobs_check_up_to)
        with open(os.path.join(BENCH, f"result-{pairs}.json"), "w") as handle:
            json.dump(row, handle, indent=2)
    # The report covers every size measured so far, so sizes can be run one at a time.
    rows = []
    for name in os.listdir(BENCH):
        if name.startswith("result-") and name.endswith(".json"):
            with open(os.path.join(BENCH, name)) as handle:
                rows.append(json.load(handle))
    rows.sort(key=lambda row: row["pairs"])
    meta = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "cpus": os.cpu_count(),
        "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip(),
        "hugo": subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split(" linux")[0].strip(),
        "cmark": "cmark-gfm " + subprocess.run(["cmark-gfm", "--version"], capture_output=True, text=True).stdout.split()[1],
    }
    with open(os.path.join(BENCH, "report.json"), "w") as handle:
        json.dump({"meta": meta, "results": rows}, handle, indent=2)
    text = report(rows, meta)
    with open(os.path.join(BENCH, "report.md"), "w") as handle:
        handle.write(text)
    print(text)


if __name__ == "__main__":
    main()
