#!/usr/bin/env python3
"""Times duet on single large inputs, where a quadratic step shows at once: a PO catalog
with a 10 MB msgstr (wrapped at 80 columns, as gettext writes it), an XLIFF catalog of
50 MB, and a bilingual document whose Chinese paragraph is one 1 MB line.

Run through `scripts/bench.sh --large-inputs`, which builds duet in release mode. Each
import is a dry run on a copy of the shipped content; the targets are in docs/benchmark.md.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DUET = os.path.join(ROOT, ".build", "release", "duet")
BENCH = os.path.join(ROOT, ".build", "bench")
# The Chinese of the inputs (scripts hold none): "large_inputs" in the bench corpora's data file.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "bench-corpus-zh.json"), encoding="utf-8") as _handle:
    ZH = json.load(_handle)["large_inputs"]

# (name, target in seconds) for the report: met or missed.
TARGETS = {"po import, 10 MB msgstr": 5.0, "xliff import, 50 MB catalog": 10.0, "duet import, 1 MB Chinese line": 10.0}


def run(arguments, cwd):
    """Runs duet; returns wall seconds. Exit 0 or 1 (a dry run that would change) is fine."""
    start = time.perf_counter()
    result = subprocess.run([DUET] + arguments, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, CI="1"))
    seconds = time.perf_counter() - start
    if result.returncode not in (0, 1) or "error:" in result.stderr and "would" not in result.stderr:
        sys.exit(f"duet {' '.join(arguments)} failed ({result.returncode}):\n{result.stderr[-2000:]}")
    return seconds


def project():
    folder = tempfile.mkdtemp(prefix="duet-large-")
    shutil.copytree(os.path.join(ROOT, "content"), os.path.join(folder, "content"))
    shutil.copytree(os.path.join(ROOT, "templates"), os.path.join(folder, "templates"))
    return folder


def wrapped(text, width=76):
    return "".join(f'"{text[i:i + width]}"\n' for i in range(0, len(text), width))


def po_import(folder):
    subprocess.run([DUET, "po", "export", "--output", "po"], cwd=folder, check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(folder, "po", "zh.po")
    text = open(path, encoding="utf-8").read()
    # The first entry whose translation is plain text (no code span to keep).
    for match in re.finditer(r'msgid "([^"`\\\\]+)"\nmsgstr "([^"`\\\\]+)"\n', text):
        break
    # 42: the sentence's UTF-8 bytes, so the msgstr is about 10 MB.
    big = ZH["po_msgstr_sentence"] * (10_000_000 // 42)
    text = text[:match.start()] + f'msgid "{match.group(1)}"\nmsgstr ""\n' + wrapped(big) + text[match.end():]
    open(path, "w", encoding="utf-8").write(text)
    return run(["po", "import", "po/zh.po", "--dry-run"], folder), len(big.encode())


def xliff_import(folder):
    subprocess.run([DUET, "xliff", "export", "--output", "xliff"], cwd=folder, check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(folder, "xliff", "zh.xlf")
    text = open(path, encoding="utf-8").read()
    pad = 50_000_000 - len(text.encode())
    # A note is read and kept, never written to the content: the catalog grows, the change does not.
    note = "<note>" + "x" * max(pad - 13, 0) + "</note>"
    text = text.replace("</source>", "</source>" + note, 1)
    open(path, "w", encoding="utf-8").write(text)
    return run(["xliff", "import", "xliff/zh.xlf", "--dry-run"], folder), len(text.encode())


def document_import(folder):
    english = "A view controller reads its trait collection to learn the size classes. " * (1_000_000 // 73)
    chinese = ZH["document_sentence"] * (1_000_000 // 63)  # 63: the sentence's UTF-8 bytes
    path = os.path.join(folder, "large.md")
    open(path, "w", encoding="utf-8").write(f"# Large\n\n# {ZH['document_heading']}\n\n{english}\n\n{chinese}\n")
    return run(["import", "large.md", "--slug", "large-line"], folder), len(chinese.encode())


def main():
    os.makedirs(BENCH, exist_ok=True)
    rows = []
    for name, measure in (("po import, 10 MB msgstr", po_import), ("xliff import, 50 MB catalog", xliff_import),
                          ("duet import, 1 MB Chinese line", document_import)):
        folder = project()
        try:
            seconds, size = measure(folder)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        rows.append({"input": name, "bytes": size, "seconds": round(seconds, 2), "target_s": TARGETS[name],
                     "met": seconds <= TARGETS[name]})
    with open(os.path.join(BENCH, "large-inputs.json"), "w") as handle:
        json.dump(rows, handle, indent=2)
    print("| input | size | time | target | |\n|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['input']} | {row['bytes'] / 1e6:.1f} MB | {row['seconds']:.2f} s | ≤ {row['target_s']:.0f} s | "
              f"{'met' if row['met'] else 'missed'} |")


if __name__ == "__main__":
    main()
