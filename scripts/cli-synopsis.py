#!/usr/bin/env python3
"""Prints the CLI synopsis for the README from `duet --help`.

One usage line per command, wrapped between option groups at 92 columns, with an
option's choices (`--format human|json|github`) where its help lists them. A spec
(ReadmeSynopsisTests) fails when the README and --help disagree; paste this script's
output into the README's `## The CLI` block to fix it.

    scripts/cli-synopsis.py [path/to/duet]
"""
import re
import subprocess
import sys

DUET = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/duet"


def help_text(*words):
    return subprocess.run([DUET, *words, "--help"], check=True, capture_output=True, text=True).stdout


def subcommands(text):
    if "SUBCOMMANDS:" not in text:
        return []
    section = text.split("SUBCOMMANDS:", 1)[1]
    return [line.split()[0] for line in section.splitlines() if re.match(r"^  [a-z]", line)]


def choices(text):
    """Each option's listed values, from the OPTIONS section (help lines wrap)."""
    section = " ".join(text.split("OPTIONS:", 1)[-1].split())
    found = {}
    for match in re.finditer(r"(--[a-z-]+) <[^>]+>(.*?)(?= --[a-z-]+ |$)", section):
        values = re.search(r"\(values: ([^;)]+)", match.group(2))
        if values:
            found[match.group(1)] = "|".join(v.strip() for v in values.group(1).split(","))
    return found


def usage(*words):
    text = help_text(*words)
    line = " ".join(text.split("USAGE:", 1)[1].split("\n\n", 1)[0].split())
    for option, values in choices(text).items():
        line = re.sub(re.escape(option) + r" <[^>]+>", option + " " + values, line)
    return line


def wrap(line):
    groups = re.findall(r"\[[^]]*\]|<[^>]*>|[^ \[<]+(?: <[^>]*>)?", line)
    out, current = [], ""
    for group in groups:
        if current and len(current) + 1 + len(group) > 92:
            out.append(current)
            current = "      " + group
        else:
            current = f"{current} {group}" if current else group
    out.append(current)
    return "\n".join(out)


for command in subcommands(help_text()):
    nested = subcommands(help_text(command))
    for words in ([command, sub] for sub in nested) if nested else [[command]]:
        print(wrap(usage(*words)))
