#!/usr/bin/env python3
"""No function of the engine or the shell is longer than LIMIT lines (docs/testing.md).

    python3 tests/style/function_length.py [repository] [--limit N] [--top N]

A function is counted from the first line of its signature to its closing brace, in the .cpp
files git tracks under engine/ and shell/: a definition starts at the left margin and ends at
the first `}` alone at the left margin after it (the project's clang-format style). A long
function is split into steps with names of their own; this keeps that true. Prints the
longest functions, then fails naming each one over the limit.
"""
import argparse
import os
import re
import subprocess
import sys

# Lines at the left margin that do not start a function definition.
NOT_A_FUNCTION = ("//", "#", "namespace", "}", "using", "struct", "class", "enum", "constexpr", "static_assert",
                  "template", "extern", "EM_JS", "EM_ASYNC_JS")


def functions(text):
    """(first line, length, name) of each function defined at the left margin of `text`."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line and not line[0].isspace() and not line.startswith(NOT_A_FUNCTION) and "(" in line:
            end = i  # the signature's last line: it opens the body, or ends a declaration or a one-liner
            while end < len(lines) and not lines[end].rstrip().endswith(("{", ";", "}")):
                end += 1
            if end < len(lines) and lines[end].rstrip().endswith("{") and not lines[end].rstrip().endswith("= {"):
                close = end + 1
                while close < len(lines) and lines[close] != "}":
                    close += 1
                signature = " ".join(lines[i:end + 1])
                name = re.search(r"([\w:~]+(?:<[^()]*>)?)\s*\(", signature)
                yield i + 1, close - i + 1, name.group(1) if name else signature[:60]
                i = close + 1
                continue
        i += 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("repository", nargs="?", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    parser.add_argument("--limit", type=int, default=120)
    parser.add_argument("--top", type=int, default=5)
    args = parser.parse_args()
    tracked = subprocess.run(["git", "-C", args.repository, "ls-files", "engine", "shell"], capture_output=True,
                             text=True, check=True).stdout.split()
    found = []
    for path in (p for p in tracked if p.endswith(".cpp")):
        with open(os.path.join(args.repository, path), encoding="utf-8") as f:
            found += [(length, f"{path}:{line}", name) for line, length, name in functions(f.read())]
    if not found:
        print("FAIL function_length: no function found in engine/ or shell/")
        return 1
    found.sort(reverse=True)
    for length, where, name in found[:args.top]:
        print(f"{length:5d} lines  {name}  ({where})")
    over = [f for f in found if f[0] > args.limit]
    if over:
        print(f"FAIL function_length: {len(over)} function(s) over {args.limit} lines; split each into named steps:")
        for length, where, name in over:
            print(f"  {where}: {name} is {length} lines")
        return 1
    print(f"PASS function_length: {len(found)} functions, none over {args.limit} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
