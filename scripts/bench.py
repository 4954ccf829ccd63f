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


# Folders a run is done with are moved here, not deleted, and deleted only when the whole
# benchmark is over. On this machine's disk (ext4 without a journal) a file created within
# minutes of many deletions costs the kernel a look at every recently freed inode before
# it picks one (ialloc.c, `recently_deleted`: 5 s after the inode table is written, 300 s
# while it is dirty, which a build writing thousands of files keeps it). A cold build
# started right after `rm -rf` of the previous output spent up to 5 of its 10 CPU seconds
# there, the more files the more recently deleted, on both tools alike; a rename frees no
# inode.
TRASH = os.path.join(BENCH, "trash")


def discard(path):
    """Moves `path` out of the way, into TRASH, for `empty_trash` to delete at the end."""
    if not os.path.lexists(path):
        return
    os.makedirs(TRASH, exist_ok=True)
    os.rename(path, os.path.join(TRASH, f"{os.path.basename(path)}-{time.time_ns()}"))


def empty_trash():
    shutil.rmtree(TRASH, ignore_errors=True)


def timed(command, cwd=ROOT, env=None, keep_stderr=None):
    """Runs a command under /usr/bin/time -v; returns (wall seconds, peak RSS in KiB, CPU seconds).
    With keep_stderr (a list), the command's standard error is appended to it.

    CPU time (user + system) is reported next to wall time because it does not depend on
    what else the machine is doing; wall time is what a writer waits for."""
    full = ["/usr/bin/time", "-v"] + command
    # Every run starts with no dirty pages left by the one before (both tools write hundreds
    # of megabytes); otherwise one tool's run pays for the other's writeback.
    os.sync()
    start = time.perf_counter()
    result = subprocess.run(full, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, CI="1", **(env or {})))
    if keep_stderr is not None:
        keep_stderr.append(result.stderr)
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


def duet_build(corpus, output, cache=None, jobs=None, steps=None):
    """With steps (a list), the build prints its step times (DUET_STEP_TIMES=1, a few lines
    on standard error at the end, nothing measurable) and they are appended to the list."""
    command = [DUET, "build", "--content", corpus, "--output", output]
    if cache:
        command += ["--cache", cache]
    else:
        command += ["--no-cache"]
    if jobs:
        command += ["--jobs", str(jobs)]
    if steps is None:
        return timed(command)
    captured = []
    result = timed(command, env={"DUET_STEP_TIMES": "1"}, keep_stderr=captured)
    steps.append(parse_step_times(captured[0]))
    return result


# The build's steps (SiteBuilder.steps, and the output's open and commit in SiteBuilder.build)
# grouped as issue 17 names them. Pages are written into the staging folder as they are
# rendered, so "render" includes writing the page files; "write" is what is left: copying
# the assets and moving the staged output into place.
STEP_GROUPS = {
    "load": ["open the output (previous manifest)", "load content", "load templates", "register pages"],
    "cross-link / prepare": ["prepare model tables and cross-links", "add the trait playground"],
    "check": ["find stale translations", "check content"],
    "render (pages written as rendered)": ["render pages", "render reference and glossary pages", "render language homes",
                                           "render root and 404", "write glossary cards",
                                           "write the interface script", "write sitemap",
                                           "write the translation status page"],
    "search index": ["write search index"],
    "write (assets, commit)": ["copy assets", "commit the output"],
}


def parse_step_times(stderr):
    """{step name: milliseconds} from DUET_STEP_TIMES output ("  12.3 ms  20.1 cpu  40 MiB  name";
    the CPU column is blank for work timed on a thread of its own)."""
    steps = {}
    for line in stderr.splitlines():
        match = re.match(r"\s*([\d.]+) ms\s+(?:[\d.]+ cpu\s+)?\d+ MiB  (.+)$", line)
        if match:
            steps[match.group(2).strip()] = steps.get(match.group(2).strip(), 0) + float(match.group(1))
    return steps


def median_steps(runs):
    """Per step and per group, the median over the runs, in milliseconds."""
    names = []
    for run in runs:
        names += [name for name in run if name not in names]
    steps = {name: median([run.get(name, 0.0) for run in runs]) for name in names}
    groups = {group: median([sum(run.get(name, 0.0) for name in members) for run in runs])
              for group, members in STEP_GROUPS.items()}
    known = {name for members in STEP_GROUPS.values() for name in members}
    other = [name for name in names if name not in known]
    if other:
        groups["other: " + ", ".join(other)] = median([sum(run.get(name, 0.0) for name in other) for run in runs])
    return steps, groups


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
    discard(site)
    os.makedirs(os.path.join(site, "layouts", "_default"))
    os.makedirs(os.path.join(site, "content"))
    for language in ("en", "zh"):
        os.symlink(os.path.abspath(os.path.join(corpus, language)), os.path.join(site, "content", language))
    with open(os.path.join(site, "hugo.toml"), "w") as handle:
        handle.write(HUGO_CONFIG)
    for name, text in HUGO_LAYOUTS.items():
        with open(os.path.join(site, "layouts", "_default", name), "w") as handle:
            handle.write(text)


# The Chinese language's name is read from the bench corpora's data file (scripts hold no Chinese).
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "bench-corpus-zh.json"), encoding="utf-8") as _handle:
    HUGO_ZH_LANGUAGE_NAME = json.load(_handle)["hugo_language_name"]

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
languageName = "{zh_language_name}"
weight = 2
[markup.goldmark.renderer]
unsafe = true
[markup.tableOfContents]
startLevel = 2
endLevel = 3
""".format(zh_language_name=HUGO_ZH_LANGUAGE_NAME)

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


# ---------------------------------------------------------------------------------------
# Output bytes by kind (issue 17)
#
# A rough classification by scanning the built files, documented in docs/benchmark.md:
# - search index: files named search-index.* and search-synonyms.* (scripts only);
# - furniture (assets): everything under assets/ (style sheets, scripts, glossary-terms.js),
#   written once per site;
# - furniture (page): in every HTML page, all bytes outside its <article> (or <main> when a
#   page has no article): head, top bar, sidebar, pager, table of contents, scripts;
# - inside the article: figures/SVG (every byte from <svg to its </svg>); link markup, the
#   <a ...> and </a> tags only, split by href (the links carry no class): glossary-term links
#   (relative, into the glossary page at an entry: "../glossary/index.html#id"), symbol links
#   (relative, into a reference page at an entry: "../reference/<area>/index.html#id") and
#   other links (anchors, language switches, cross-references); a writer's link to a
#   glossary or reference entry counts as a term or symbol link;
#   highlighting markup, the <span class="tok-..."> tags and their </span>; text, every byte
#   between tags (entities included, link and code text included); other markup, every
#   other tag (p, div, td, code, pre, ...) and comment;
# - playground data: the playground's playground-data.js and .json;
# - other: every other file (sitemap, the output marker).
KINDS = ["text", "link markup: glossary terms", "link markup: symbols", "link markup: other", "highlighting markup",
         "other markup", "furniture (page)", "furniture (assets)", "search index", "figures/SVG", "playground data",
         "other files"]
TAG = re.compile(rb"<!--.*?-->|<[^>]*>", re.S)
LINK_HREF = re.compile(rb'\shref="([^"]*)"')


def classify_html(data, totals):
    start, end = data.find(b"<article"), data.rfind(b"</article>")
    closing = len(b"</article>")
    if start < 0 or end < 0:
        start, end = data.find(b"<main"), data.rfind(b"</main>")
        closing = len(b"</main>")
    if start < 0 or end < start:
        totals["furniture (page)"] += len(data)
        return
    end += closing
    totals["furniture (page)"] += start + len(data) - end
    region = data[start:end]
    position, svg_depth, links, spans = 0, 0, [], []
    for match in TAG.finditer(region):
        between = match.start() - position
        if between:
            totals["figures/SVG" if svg_depth else "text"] += between
        tag = match.group(0)
        size = len(tag)
        if tag.startswith(b"<svg"):
            svg_depth += 1
            totals["figures/SVG"] += size
        elif tag.startswith(b"</svg"):
            svg_depth = max(svg_depth - 1, 0)
            totals["figures/SVG"] += size
        elif svg_depth:
            totals["figures/SVG"] += size
        elif tag.startswith(b"<a ") or tag == b"<a>":
            href = LINK_HREF.search(tag)
            href = href.group(1) if href else b""
            kind = ("link markup: glossary terms" if href.startswith(b"../") and b"/glossary/index.html#" in href else
                    "link markup: symbols" if href.startswith(b"../") and b"/reference/" in href and b"#" in href else
                    "link markup: other")
            links.append(kind)
            totals[kind] += size
        elif tag == b"</a>":
            totals[links.pop() if links else "link markup: other"] += size
        elif tag.startswith(b"<span"):
            kind = "highlighting markup" if b'class="tok-' in tag else "other markup"
            spans.append(kind)
            totals[kind] += size
        elif tag == b"</span>":
            totals[spans.pop() if spans else "other markup"] += size
        else:
            totals["other markup"] += size
        position = match.end()
    totals["text"] += len(region) - position


def bytes_by_kind(folder, only=None):
    """{kind: bytes} over every file of a built site (or only the files only(path) accepts)."""
    totals = {kind: 0 for kind in KINDS}
    for directory, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(directory, name)
            relative = os.path.relpath(path, folder)
            if only and not only(relative):
                continue
            if name.startswith("search-index") or name.startswith("search-synonyms"):
                totals["search index"] += os.path.getsize(path)
            elif relative.split(os.sep)[0] == "assets":
                totals["furniture (assets)"] += os.path.getsize(path)
            elif name.startswith("playground-data"):
                totals["playground data"] += os.path.getsize(path)
            elif name.endswith(".svg"):
                totals["figures/SVG"] += os.path.getsize(path)
            elif name.endswith(".html"):
                with open(path, "rb") as handle:
                    classify_html(handle.read(), totals)
            else:
                totals["other files"] += os.path.getsize(path)
    return totals


def chapter_slug(markdown_path):
    """The page's slug: `slug:` in its front matter, else the file name without its number."""
    with open(markdown_path, encoding="utf-8") as handle:
        text = handle.read()
    if text.startswith("---\n"):
        for line in text[4:text.find("\n---", 4)].splitlines():
            if line.startswith("slug:"):
                return line[5:].strip().strip("\"'")
    return re.sub(r"^\d+-", "", os.path.basename(markdown_path)[:-3])


def shipped_chapters(content, site):
    """Every shipped chapter: its page HTML in each language against its two Markdown
    sources; issue 17's target is HTML <= 1.6 x (EN + ZH Markdown) + 12 KB."""
    rows = []
    for name in sorted(os.listdir(os.path.join(content, "en"))):
        if not name.endswith(".md") or not os.path.exists(os.path.join(content, "zh", name)):
            continue
        sources = sum(os.path.getsize(os.path.join(content, language, name)) for language in ("en", "zh"))
        slug = chapter_slug(os.path.join(content, "en", name))
        row = {"file": name, "slug": slug, "markdown_bytes": sources, "target_bytes": 1.6 * sources + 12 * 1024}
        for language in ("en", "zh"):
            page = os.path.join(site, language, slug, "index.html")
            row[f"{language}_html_bytes"] = os.path.getsize(page) if os.path.exists(page) else None
            if os.path.exists(page):
                kinds = {kind: 0 for kind in KINDS}
                with open(page, "rb") as handle:
                    classify_html(handle.read(), kinds)
                row[f"{language}_kinds"] = kinds
        rows.append(row)
    return rows


def median(values):
    return statistics.median(values) if values else None


def measure(pairs, runs, jobs_check, shape="today"):
    # Today's shape keeps the folder names of earlier reports; the dense one has its own.
    tag = f"{pairs}" if shape == "today" else f"{shape}-{pairs}"
    corpus = os.path.join(BENCH, f"corpus-{tag}")
    output = os.path.join(BENCH, f"site-{tag}")
    cache = os.path.join(BENCH, f"cache-{tag}")
    log(f"== {pairs} page pairs, {shape} shape")
    # bench-corpus.py would delete the previous corpus itself.
    discard(corpus)
    densities = os.path.join(BENCH, f"densities-{tag}.json")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench-corpus.py"), "--pairs", str(pairs),
                    "--out", corpus, "--shipped", os.path.join(ROOT, "content"), "--shape", shape, "--duet", DUET]
                   + (["--json", densities] if shape == "dense" else []), check=True)
    subprocess.run([DUET, "accept", "--all", "--content", corpus], check=True, stdout=subprocess.DEVNULL)
    pages = 2 * pairs
    row = {"pairs": pairs, "pages": pages, "runs": runs, "shape": shape}
    if shape == "dense" and os.path.exists(densities):
        with open(densities) as handle:
            row["densities"] = json.load(handle)
    corpus_bytes = folder_bytes(os.path.join(corpus, "en")) + folder_bytes(os.path.join(corpus, "zh"))
    row["markdown_bytes"] = corpus_bytes

    hugo = os.path.join(BENCH, f"hugo-{tag}")
    hugo_site(corpus, hugo)
    cold, rss, cold_cpu = [], [], []
    hugo_times, hugo_rss, hugo_cpu = [], [], []
    steps = []
    # Duet and Hugo take turns, so a change in the machine's speed during the benchmark
    # (a shared host) weighs on both alike.
    for _ in range(runs):
        for path in (output, cache):
            discard(path)
        seconds, kib, cpu = duet_build(corpus, output, cache=cache, steps=steps)
        cold.append(seconds)
        rss.append(kib)
        cold_cpu.append(cpu)
        discard(os.path.join(hugo, "public"))
        discard(os.path.join(hugo, "resources"))
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
    row["step_ms"], row["step_group_ms"] = median_steps(steps)
    row["bytes_by_kind"] = bytes_by_kind(output)
    index_bytes = folder_bytes(output, only=lambda name: name.startswith("search-index."))
    row["search_index_bytes"] = index_bytes if index_bytes else None

    incremental, incremental_rss, incremental_cpu = [], [], []
    edit_steps = []
    for run in range(runs):
        edit_one_page(corpus, pairs, run)
        seconds, kib, cpu = duet_build(corpus, output, cache=cache, steps=edit_steps)
        incremental.append(seconds)
        incremental_rss.append(kib)
        incremental_cpu.append(cpu)
    log(f"   duet after editing one page: {incremental}")
    row["duet_incremental_s"] = median(incremental)
    row["duet_incremental_runs_s"] = incremental
    row["duet_incremental_cpu_s"] = median(incremental_cpu)
    row["duet_incremental_peak_rss_mib"] = max(incremental_rss) / 1024
    row["edit_step_ms"], row["edit_step_group_ms"] = median_steps(edit_steps)
    reference = os.path.join(BENCH, f"site-{pairs}-reference")
    discard(reference)
    duet_build(corpus, reference)
    row["incremental_identical_to_cold"] = trees_identical(output, reference)
    discard(reference)

    if jobs_check:
        single = os.path.join(BENCH, f"site-{pairs}-jobs1")
        discard(single)
        row["duet_jobs1_s"], _, _ = duet_build(corpus, single, jobs=1)
        row["jobs1_identical_to_jobsN"] = trees_identical(output, single)
        discard(single)

    log(f"   hugo: {hugo_times}")
    row["hugo_s"] = median(hugo_times)
    row["hugo_runs_s"] = hugo_times
    row["hugo_cpu_s"] = median(hugo_cpu)
    row["hugo_peak_rss_mib"] = max(hugo_rss) / 1024
    row["hugo_output_bytes"] = folder_bytes(os.path.join(hugo, "public"))

    files = [os.path.join(corpus, language, name) for language in ("en", "zh")
             for name in sorted(os.listdir(os.path.join(corpus, language)))]
    cmark_times, cmark_cpu = [], []
    listing = os.path.join(BENCH, f"cmark-{tag}.txt")
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
    row["cmark_runs_s"] = cmark_times
    row["cmark_cpu_s"] = median(cmark_cpu)

    row["duet_pages_per_s"] = pages / row["duet_cold_s"]
    row["hugo_pages_per_s"] = pages / row["hugo_s"]
    row["cmark_pages_per_s"] = pages / row["cmark_s"]
    row["duet_over_hugo"] = row["duet_cold_s"] / row["hugo_s"]
    row["duet_over_cmark"] = row["duet_cold_s"] / row["cmark_s"]
    row["incremental_over_cold"] = row["duet_incremental_s"] / row["duet_cold_s"]
    row["duet_over_hugo_cpu"] = row["duet_cold_cpu_s"] / row["hugo_cpu_s"]
    row["duet_over_cmark_cpu"] = row["duet_cold_cpu_s"] / max(row["cmark_cpu_s"], 0.01)  # 0.00 s on tiny corpora
    row["output_over_hugo"] = row["output_bytes"] / row["hugo_output_bytes"]
    return row


def measure_shipped():
    """The shipped content built once (cold, no cache): its chapters' HTML against their
    Markdown, and its bytes by kind."""
    site = os.path.join(BENCH, "site-content")
    discard(site)
    steps = []
    duet_build(os.path.join(ROOT, "content"), site, steps=steps)
    chapters = shipped_chapters(os.path.join(ROOT, "content"), site)
    pages = {os.path.join(language, chapter["slug"], "index.html") for chapter in chapters for language in ("en", "zh")}
    return {"chapters": chapters, "bytes_by_kind": bytes_by_kind(site),
            "chapter_bytes_by_kind": bytes_by_kind(site, only=lambda path: path in pages), "step_ms": steps[0]}


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
            discard(output)
            _, _, cpu = duet_build(corpus, output)
            times[variant].append(cpu)
    log(f"   figures: without {times['without']}, with {times['with']} (CPU s)")
    row["without_cpu_s"] = median(times["without"])
    row["with_cpu_s"] = median(times["with"])
    row["figures_added"] = row["with_cpu_s"] / row["without_cpu_s"] - 1
    return row


def measure_scale(pairs, shape, keep_corpus=False):
    """How far one machine carries Duet: one cold build and one edit of a corpus of
    `pairs` pairs, with wall time, CPU time, peak memory, output size and the step times.
    Hugo and cmark-gfm are left out (their ratios are measured up to 10,000 pairs), and
    so is the byte-for-byte comparison with a second cold build, which would double the
    run; the 10,000-pair runs check that."""
    tag = f"scale-{shape}-{pairs}"
    corpus = os.path.join(BENCH, f"corpus-{tag}")
    output = os.path.join(BENCH, f"site-{tag}")
    cache = os.path.join(BENCH, f"cache-{tag}")
    log(f"== scale: {pairs} page pairs, {shape} shape")
    for path in (output, cache) if keep_corpus else (corpus, output, cache):
        discard(path)
    start = time.perf_counter()
    # The corpus's densities are those of the 1,000- and 10,000-pair runs (same generator,
    # same seed); measuring them again would parse every file once more with cmark-gfm.
    if not (keep_corpus and os.path.isdir(corpus)):
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench-corpus.py"), "--pairs", str(pairs),
                        "--out", corpus, "--shipped", os.path.join(ROOT, "content"), "--shape", shape, "--no-measure"], check=True)
    row = {"pairs": pairs, "pages": 2 * pairs, "shape": shape, "corpus_s": time.perf_counter() - start}
    accept_s, accept_kib, _ = timed([DUET, "accept", "--all", "--content", corpus])
    row["accept_s"], row["accept_peak_rss_mib"] = accept_s, accept_kib / 1024
    row["markdown_bytes"] = folder_bytes(os.path.join(corpus, "en")) + folder_bytes(os.path.join(corpus, "zh"))
    steps = []
    seconds, kib, cpu = duet_build(corpus, output, cache=cache, steps=steps)
    row.update({"duet_cold_s": seconds, "duet_cold_cpu_s": cpu, "duet_peak_rss_mib": kib / 1024,
                "output_bytes": folder_bytes(output), "output_files": sum(len(f) for _, _, f in os.walk(output)),
                "step_ms": steps[0]})
    log(f"   cold: {seconds:.1f} s wall, {cpu:.1f} s CPU, {kib / 1024:.0f} MiB peak, {row['output_bytes'] / 2**30:.2f} GiB out")
    edit_one_page(corpus, pairs, 0)
    seconds, kib, cpu = duet_build(corpus, output, cache=cache)
    row.update({"duet_incremental_s": seconds, "duet_incremental_cpu_s": cpu, "duet_incremental_peak_rss_mib": kib / 1024})
    row["incremental_over_cold"] = row["duet_incremental_s"] / row["duet_cold_s"]
    log(f"   one edit: {seconds:.1f} s wall, {kib / 1024:.0f} MiB peak")
    for path in (output, cache) if keep_corpus else (corpus, output, cache):
        discard(path)
    return row


def fmt(value, digits=2):
    if value is None:
        return "n/a"
    if isinstance(value, bool):
        return "yes" if value else "NO"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def report(rows, meta, shipped=None):
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
            str(r["pairs"]) + ("" if r.get("shape", "today") == "today" else f" ({r['shape']})"), str(r["pages"]),
            f"{fmt(r['duet_cold_s'])} ({fmt(r['duet_cold_cpu_s'])})", fmt(r["duet_pages_per_s"], 0),
            f"{fmt(r['duet_incremental_s'])} ({fmt(r['duet_incremental_cpu_s'])})", f"{r['incremental_over_cold'] * 100:.1f}%",
            f"{fmt(r['hugo_s'])} ({fmt(r['hugo_cpu_s'])})", f"{fmt(r['duet_over_hugo'])} ({fmt(r['duet_over_hugo_cpu'])})",
            f"{fmt(r['cmark_s'])} ({fmt(r['cmark_cpu_s'])})", f"{fmt(r['duet_over_cmark'])} ({fmt(r['duet_over_cmark_cpu'])})",
            fmt(r["duet_peak_rss_mib"], 0),
            fmt(r["output_bytes"] / 2**20, 1), fmt(index / 1024, 0) if index else "n/a",
            fmt(r.get("jobs1_identical_to_jobsN")), fmt(r["incremental_identical_to_cold"]),
        ]) + " |")
    lines += issue17_report(rows, shipped)
    return "\n".join(lines) + "\n"


def share_table(columns):
    """columns: [(title, {kind: bytes})] -> shares of each kind, with the total."""
    lines = ["| kind | " + " | ".join(title for title, _ in columns) + " |", "|---|" + "---:|" * len(columns)]
    for kind in KINDS:
        cells = []
        for _, kinds in columns:
            total = sum(kinds.values()) or 1
            cells.append(f"{100 * kinds.get(kind, 0) / total:.1f}% ({kinds.get(kind, 0) / 2**20:.1f} MiB)")
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    lines.append("| total | " + " | ".join(f"{sum(k.values()) / 2**20:.1f} MiB" for _, k in columns) + " |")
    return lines


def issue17_report(rows, shipped):
    """Issue 17's tables: steps, bytes by kind, targets per shape, and the shipped chapters."""
    rows = [r for r in rows if "step_group_ms" in r]
    lines = []
    if rows:
        title = lambda r: f"{r.get('shape', 'today')} {r['pairs']}"
        lines += ["", "## Issue 17: targets per corpus shape", "",
                  "| shape | pairs | Markdown MiB | duet cold s (runs) | hugo s (runs) | duet/hugo (target <= 0.7) | cmark-gfm s | duet/cmark-gfm (target <= 4) | output MiB | hugo output MiB | output/hugo (target <= 1.5) | peak RSS MiB | edit/cold |",
                  "|---|---:|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for r in rows:
            lines.append("| " + " | ".join([
                r.get("shape", "today"), str(r["pairs"]), fmt(r.get("markdown_bytes", 0) / 2**20, 1),
                f"{fmt(r['duet_cold_s'])} ({', '.join(fmt(x) for x in r['duet_cold_runs_s'])})",
                f"{fmt(r['hugo_s'])} ({', '.join(fmt(x) for x in r.get('hugo_runs_s', []))})",
                fmt(r["duet_over_hugo"]), fmt(r["cmark_s"]), fmt(r["duet_over_cmark"]), fmt(r["output_bytes"] / 2**20, 1),
                fmt(r["hugo_output_bytes"] / 2**20, 1), fmt(r["output_bytes"] / r["hugo_output_bytes"]),
                fmt(r["duet_peak_rss_mib"], 0), f"{r['incremental_over_cold'] * 100:.1f}%"]) + " |")
        lines += ["", "### Pipeline steps of a cold build (median of the cold runs, ms)", "",
                  "| step group | " + " | ".join(title(r) for r in rows) + " |", "|---|" + "---:|" * len(rows)]
        for group in rows[0]["step_group_ms"]:
            lines.append(f"| {group} | " + " | ".join(f"{r['step_group_ms'].get(group, 0):.0f}" for r in rows) + " |")
        lines += ["", "| step | " + " | ".join(title(r) for r in rows) + " |", "|---|" + "---:|" * len(rows)]
        for step in rows[0]["step_ms"]:
            lines.append(f"| {step} | " + " | ".join(f"{r['step_ms'].get(step, 0):.1f}" for r in rows) + " |")
        # An edit's rebuild: what it still does for every page (look, decode, compare) is
        # what keeps it above 3% of a cold build, so its steps get their own table.
        edited = [r for r in rows if "edit_step_ms" in r]
        if edited:
            lines += ["", "### Pipeline steps after editing one page (median of the edit runs, ms)", "",
                      "| step | " + " | ".join(title(r) for r in edited) + " |", "|---|" + "---:|" * len(edited)]
            for step in edited[0]["edit_step_ms"]:
                lines.append(f"| {step} | " + " | ".join(f"{r['edit_step_ms'].get(step, 0):.1f}" for r in edited) + " |")
            lines.append("| **total (wall, s)** | " + " | ".join(fmt(r["duet_incremental_s"]) for r in edited) + " |")
        lines += ["", "### Output bytes by kind (classification in scripts/bench.py, `KINDS`)", ""]
        columns = [(title(r), r["bytes_by_kind"]) for r in rows]
        if shipped:
            columns += [("content/, whole site", shipped["bytes_by_kind"]), ("content/, chapter pages", shipped["chapter_bytes_by_kind"])]
        lines += share_table(columns)
        for r in rows:
            if r.get("densities"):
                lines += ["", f"### Densities per paragraph, {title(r)}", "", "| density | " + " | ".join(r["densities"]) + " |",
                          "|---|" + "---:|" * len(r["densities"])]
                first = next(iter(r["densities"].values()))
                for language in ("en", "zh", "both"):
                    for key in first[language]:
                        if key == "pages":
                            continue
                        lines.append(f"| {language} {key} | " + " | ".join(
                            f"{d[language].get(key, 0):.2f}" for d in r["densities"].values()) + " |")
    if shipped:
        lines += ["", "### Shipped chapters: page HTML against EN + ZH Markdown (target: HTML <= 1.6 x Markdown + 12 KB)", "",
                  "| chapter | EN + ZH Markdown KB | target KB | EN page KB | ZH page KB | EN page / Markdown | EN page without figures KB | met? |",
                  "|---|---:|---:|---:|---:|---:|---:|---|"]
        for c in shipped["chapters"]:
            en, zh = c.get("en_html_bytes") or 0, c.get("zh_html_bytes") or 0
            met = en <= c["target_bytes"] and zh <= c["target_bytes"]
            # Figures are drawn from the model, not written in the Markdown: shown apart.
            figures = (c.get("en_kinds") or {}).get("figures/SVG", 0)
            lines.append(f"| {c['slug']} | {c['markdown_bytes'] / 1024:.1f} | {c['target_bytes'] / 1024:.1f} | {en / 1024:.1f} | "
                         f"{zh / 1024:.1f} | {en / c['markdown_bytes']:.2f} | {(en - figures) / 1024:.1f} | {'yes' if met else 'no'} |")
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--figures", type=int, metavar="PAIRS",
                        help="only measure what figures add to a cold build of a corpus of PAIRS pairs")
    parser.add_argument("--shapes", default="today",
                        help="corpus shapes, comma-separated: today, dense (issue 17; scripts/bench-corpus.py --shape)")
    parser.add_argument("--jobs-check-up-to", type=int, default=1000,
                        help="compare --jobs 1 with the default for sizes up to this many pairs")
    parser.add_argument("--keep-corpus", action="store_true",
                        help="with --scale, reuse the corpus a previous --scale run left (and leave it)")
    parser.add_argument("--scale", type=int, metavar="PAIRS",
                        help="only one cold build and one edit of PAIRS pairs, without Hugo: how far one machine carries Duet")
    args = parser.parse_args()
    os.makedirs(BENCH, exist_ok=True)
    if args.scale:
        for shape in args.shapes.split(","):
            row = measure_scale(args.scale, shape, keep_corpus=args.keep_corpus)
            with open(os.path.join(BENCH, f"scale-{shape}-{args.scale}.json"), "w") as handle:
                json.dump(row, handle, indent=2)
            print(json.dumps({k: v for k, v in row.items() if k != "step_ms"}, indent=2))
        return
    if args.figures:
        row = measure_figures(args.figures, args.runs)
        with open(os.path.join(BENCH, f"figures-{args.figures}.json"), "w") as handle:
            json.dump(row, handle, indent=2)
        print(f"figures: {args.figures} pairs, cold build CPU {row['without_cpu_s']:.2f} s without figures in pages, "
              f"{row['with_cpu_s']:.2f} s with one on every tenth page: {row['figures_added'] * 100:+.1f}% (median of {args.runs})")
        return
    sizes = [int(s) for s in args.sizes.split(",")]
    shapes = args.shapes.split(",")
    for pairs in sizes:
        for shape in shapes:
            row = measure(pairs, args.runs, pairs <= args.jobs_check_up_to, shape=shape)
            name = f"result-{pairs}.json" if shape == "today" else f"result-{shape}-{pairs}.json"
            with open(os.path.join(BENCH, name), "w") as handle:
                json.dump(row, handle, indent=2)
    # The shipped content's chapters against their sources, and its bytes by kind.
    shipped = measure_shipped()
    with open(os.path.join(BENCH, "shipped.json"), "w") as handle:
        json.dump(shipped, handle, indent=2)
    # The report covers every size measured so far, so sizes can be run one at a time.
    rows = []
    for name in os.listdir(BENCH):
        if name.startswith("result-") and name.endswith(".json"):
            with open(os.path.join(BENCH, name)) as handle:
                rows.append(json.load(handle))
    rows.sort(key=lambda row: (row["pairs"], row.get("shape", "today")))
    meta = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "cpus": os.cpu_count(),
        "commit": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip(),
        "hugo": subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split(" linux")[0].strip(),
        "cmark": "cmark-gfm " + subprocess.run(["cmark-gfm", "--version"], capture_output=True, text=True).stdout.split()[1],
    }
    with open(os.path.join(BENCH, "report.json"), "w") as handle:
        json.dump({"meta": meta, "results": rows, "shipped": shipped}, handle, indent=2)
    text = report(rows, meta, shipped)
    with open(os.path.join(BENCH, "report.md"), "w") as handle:
        handle.write(text)
    print(text)


if __name__ == "__main__":
    try:
        main()
    finally:
        # Deleted only now: see TRASH. A benchmark started within minutes of this one's end
        # inherits these deletions; wait five minutes between runs for comparable numbers.
        empty_trash()
