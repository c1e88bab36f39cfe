#!/usr/bin/env python3
"""Checks that the docs tell the truth about the repository, as the test command runs it
(ctest: docs_check):

1. Paths. Every repository path that README.md or a file in docs/ names exists: in a code span
   or a fenced code block, a word that starts with a top-level folder or file of the repository
   (`shell/render/draw.cpp`, `engine/search/`, `tests/*/`, `po/<code>.po`: `*` and `<...>`
   match any name), and every link target, relative to the doc's folder (with its #anchor, a
   heading of the target). Build output (build/, .deps/, node_modules/, test-artifacts/) is not
   the repository's and is skipped. Source files too: a word that starts with a top-level folder
   (`docs/rules.md`, `tests/online/netns.mjs`) exists from the repository's root or from the
   file's own folder (tests/CMakeLists.txt names its sources from tests/).
2. Nothing outside the repository. No doc or source names a path that leaves it (a `../`
   above the repository's root, an absolute path into a home or work folder); a `../` path that
   stays inside names something the repository has (`../README.md` from docs/); and every
   `*.md` file named is one of the repository's (`docs/rules.md` is; a guide kept beside the
   checkout, outside it, is not: what a contributor needs is written in the repository).
3. File indexes. A source file with an index of its sections (the lines after "Index")

       // Index
       //   [SECTION] Look          what the section holds
       //   [SECTION] Tiles

   has exactly those banners (`// [SECTION] Look ------`, or `// --- [SECTION] Look ---`), in
   that order. A name is what comes before a run of two spaces; a trailing file in brackets,
   "Record (draw.h)", says where the section's declarations are and is not part of the name.
4. The tests' table. Every test tests/CMakeLists.txt registers (add_test, through its foreach
   loops; catch_discover_tests by its program's name) is a row of a table of docs/testing.md
   whose first column is "test", and every name in that column is a registered test.

    tests/docs/check_docs.py [repository]

Prints each fault with its file and line, and exits 1 if there is any.
"""
import fnmatch
import os
import re
import subprocess
import sys

# Top-level names a path in the docs may start with, beside those the repository has: a path
# into one of these that was removed is a fault, not a word to pass over.
KNOWN_TOP = {"engine", "shell", "tests", "web", "docs", "assets", "po", ".ci", ".github", "CMakeLists.txt",
             "CMakePresets.json", "package.json", "package-lock.json", "README.md"}
# Build output and third-party folders: never the repository's, never checked.
NOT_REPOSITORY = {"build", ".deps", "node_modules", "test-artifacts"}
# Files whose words are not prose or code written here: generated, or data.
SKIP_SOURCES = [re.compile(p) for p in (r"^package-lock\.json$", r"^tests/fuzz/corpus/", r"^po/.*\.pot?$",
                                        r"^docs/images/", r"\.(png|jpg|ico|ttf|woff2?|mo)$")]
OUTSIDE_ABSOLUTE = re.compile(r"(?<![\w.~-])/(?:work|home|Users)/[\w./-]*")
PARENT_PATH = re.compile(r"(?<![\w.])((?:\.\./)+[\w./-]*)")
MD_NAME = re.compile(r"(?<![\w/.<>*-])((?:\.\./|\./)*[\w.<>*/-]*[\w>*]\.md)\b")


class Repo:
    def __init__(self, root):
        self.root = root
        try:
            out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                                 capture_output=True, check=True).stdout.decode("utf-8")
            names = [n for n in out.split("\0") if n]
            out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached"], capture_output=True,
                                 check=True).stdout.decode("utf-8")
            tracked = {n for n in out.split("\0") if n}
        except (OSError, subprocess.CalledProcessError):
            names = []
            for here, dirs, files in os.walk(root):
                rel = os.path.relpath(here, root)
                dirs[:] = [d for d in dirs if not (rel == "." and (d in NOT_REPOSITORY or d == ".git"))]
                names += [os.path.normpath(os.path.join(rel, f)) for f in files]
            tracked = set(names)
        self.files = sorted(n for n in names if os.path.lexists(os.path.join(root, n)))
        # What is read for paths and index banners: the files git tracks (a new file counts once
        # added), not whatever else lies in the checkout (a log of the test command, say).
        self.tracked = [n for n in self.files if n in tracked]
        self.dirs = set()
        for n in self.files:
            parts = n.split("/")
            for i in range(1, len(parts)):
                self.dirs.add("/".join(parts[:i]))
        self.top = {n.split("/")[0] for n in self.files} | KNOWN_TOP
        self.md_basenames = {os.path.basename(n) for n in self.files if n.endswith(".md")}

    def has(self, path):
        """Whether `path` (relative to the root; '*' and '<...>' match any name; a trailing '/'
        asks for a folder) is the repository's."""
        want_dir = path.endswith("/")
        path = os.path.normpath(path.rstrip("/")) if path.rstrip("/") else "."
        if path == ".":
            return True
        if path.startswith("../"):
            return False
        pattern = re.sub(r"<[^<>/]*>", "*", path)
        if "*" not in pattern:
            return path in self.dirs or (not want_dir and path in self.files)
        pool = self.dirs if want_dir else self.dirs | set(self.files)
        depth = pattern.count("/")
        return any(p.count("/") == depth and fnmatch.fnmatchcase(p, pattern) for p in pool)


class Faults:
    def __init__(self):
        self.items, self.named, self.paths = [], set(), 0

    def add(self, where, line, message, word=None):
        if word is not None:  # one fault for a word at a line, however many checks it fails
            if (where, line, word) in self.named:
                return
            self.named.add((where, line, word))
        self.items.append(f"{where}:{line}: {message}" if line else f"{where}: {message}")


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def trim(word):
    """A word of a code span or block as a path: without quotes, brackets and trailing punctuation,
    a leading './', a ':line' or '#anchor' after it."""
    word = word.strip("'\"`()[]{}")
    word = re.sub(r"[.,;:!?]+$", "", word)
    word = re.sub(r"(:\d+)+$", "", word)
    word = word.split("#")[0]
    while word.startswith("./"):
        word = word[2:]
    return word


# --- Markdown -----------------------------------------------------------------------------

def slug(heading):
    """GitHub's anchor for a heading."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = text.replace("`", "").strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(text):
    seen, out = {}, set()
    for m in re.finditer(r"^#{1,6}\s+(.+?)\s*#*\s*$", strip_fences(text)[0], re.M):
        base = slug(m.group(1))
        n = seen.get(base, 0)
        seen[base] = n + 1
        out.add(base if n == 0 else f"{base}-{n}")
    return out


def strip_fences(text):
    """The text with fenced code blocks blanked (newlines kept), and the blocks: (offset, body)."""
    blocks, out, pos = [], [], 0
    for m in re.finditer(r"^( {0,3})(```+|~~~+)[^\n]*\n(.*?)^ {0,3}\2[^\n]*$", text, re.M | re.S):
        out.append(text[pos:m.start()])
        out.append(re.sub(r"[^\n]", " ", m.group(0)))
        blocks.append((m.start(3), m.group(3)))
        pos = m.end()
    out.append(text[pos:])
    return "".join(out), blocks


def code_spans(prose):
    """Inline code spans (offset, content) of text without fences; they may run over a line break."""
    return [(m.start(2), m.group(2)) for m in re.finditer(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", prose, re.S)]


def check_doc_words(repo, faults, doc, text, offset, words):
    for m in re.finditer(r"\S+", words):
        word = trim(m.group(0))
        first = word.split("/")[0]
        if first in NOT_REPOSITORY or first not in repo.top or "..." in word or "…" in word:
            continue
        if "/" not in word and first != word:
            continue
        faults.paths += 1
        if not repo.has(word):
            faults.add(doc, line_of(text, offset + m.start()), f"names `{word}`, which the repository does not have", word)


def check_markdown(repo, faults, doc, docs_anchors):
    text = read(repo, doc)
    prose, blocks = strip_fences(text)
    spans = code_spans(prose)
    for offset, body in spans + blocks:
        check_doc_words(repo, faults, doc, text, offset, body)
    # Links, outside code.
    bare = list(prose)
    for offset, body in spans:
        bare[offset:offset + len(body)] = re.sub(r"[^\n]", " ", body)
    bare = "".join(bare)
    folder = os.path.dirname(doc)
    for m in re.finditer(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)", bare, re.M):
        target = m.group(1) or m.group(2)
        line = line_of(text, m.start())
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        rel = os.path.normpath(os.path.join(folder, path)) if path else doc
        faults.paths += 1
        if rel.startswith(".."):
            faults.add(doc, line, f"links to `{target}`, outside the repository", path)
            continue
        if not repo.has(rel):
            faults.add(doc, line, f"links to `{target}` ({rel}), which the repository does not have", path)
            continue
        if anchor and rel.endswith(".md"):
            if rel not in docs_anchors:
                docs_anchors[rel] = anchors(read(repo, rel))
            if anchor not in docs_anchors[rel]:
                faults.add(doc, line, f"links to `{target}`: {rel} has no heading whose anchor is #{anchor}")


# --- Sources and docs alike ---------------------------------------------------------------

def check_outside(repo, faults, name, text):
    """Paths that leave the repository, and Markdown files it does not have."""
    folder = os.path.dirname(name)
    for m in OUTSIDE_ABSOLUTE.finditer(text):
        word = trim(m.group(0))
        faults.add(name, line_of(text, m.start()), f"names `{word}`, outside the repository", word)
    for m in PARENT_PATH.finditer(text):
        word = trim(m.group(1))
        path = os.path.normpath(os.path.join(folder, word))
        if path.startswith(".."):
            faults.add(name, line_of(text, m.start()), f"names `{word}`, outside the repository", word)
        elif path.split("/")[0] not in NOT_REPOSITORY and not repo.has(path + ("/" if word.endswith("/") else "")):
            faults.add(name, line_of(text, m.start()), f"names `{word}` ({path}), which the repository does not have",
                       word)
    for m in MD_NAME.finditer(text):
        md = trim(m.group(1))
        candidates = [md, os.path.join(folder, md)]
        if "/" not in md:
            candidates += [b for b in repo.md_basenames if fnmatch.fnmatchcase(b, re.sub(r"<[^<>]*>", "*", md))]
        if not any(c in repo.md_basenames if "/" not in c else repo.has(os.path.normpath(c)) for c in candidates):
            faults.add(name, line_of(text, m.start()), f"names `{md}`, a Markdown file the repository does not have", md)


def check_source_paths(repo, faults, name, text):
    tops = "|".join(re.escape(t) for t in sorted(repo.top) if t not in NOT_REPOSITORY and "." not in t[1:])
    folder = os.path.dirname(name)
    for m in re.finditer(rf"(?<![\w./$}}@~-])((?:{tops})/[\w./<>*@+-]*)", text):
        word = trim(m.group(1))
        faults.paths += 1
        if "..." in word or repo.has(word) or repo.has(os.path.join(folder, word)):
            continue
        faults.add(name, line_of(text, m.start()), f"names `{word}`, which the repository does not have", word)


# --- File indexes -------------------------------------------------------------------------

BANNER = re.compile(r"^\s*(?://|#)\s*(?:-+\s*)?\[SECTION\]\s*(.*?)\s*-{3,}\s*$")
INDEX_HEADING = re.compile(r"^\s*(?://|#)\s*Index:?\s*$")  # the entries follow it, one a line
INDEX_ENTRY = re.compile(r"^\s*(?://|#)\s*\[SECTION\]\s*(.*?)\s*$")


def section_name(text):
    name = re.split(r"\s{2,}", text.strip())[0]
    return re.sub(r"\s*\([\w./-]+\.[A-Za-z]+\)$", "", name)  # "Record (draw.h)"


def check_index(faults, name, text):
    index, banners, in_index = [], [], False
    for line in text.split("\n"):
        if INDEX_HEADING.match(line):
            in_index = True
            continue
        m = BANNER.match(line)
        if m:
            banners.append(section_name(m.group(1)))
        m = None if m else INDEX_ENTRY.match(line)
        if in_index and m:
            index.append(section_name(m.group(1)))
        elif not (in_index and not index and re.match(r"^\s*(?://|#)\s*$", line)):  # "//" under "Index"
            in_index = False
    if not index or index == banners:
        return len(index) > 0
    problems = [f"missing from the index: {', '.join(x for x in banners if x not in index)}"] \
        if any(x not in index for x in banners) else []
    if any(x not in banners for x in index):
        problems.append(f"no banner for: {', '.join(x for x in index if x not in banners)}")
    common = [x for x in index if x in banners]
    if common != [x for x in banners if x in index]:
        problems.append("the order differs")
    faults.add(name, 0, f"its index does not match its [SECTION] banners ({'; '.join(problems)}):\n"
                        f"    index:   {' | '.join(index)}\n    banners: {' | '.join(banners)}")
    return True


# --- The tests' table ---------------------------------------------------------------------

def cmake_commands(text):
    """(name, arguments, line) of each command call, comments left out."""
    clean = []
    for line in text.split("\n"):
        quoted, cut = False, len(line)
        for i, c in enumerate(line):
            if c == '"' and (i == 0 or line[i - 1] != "\\"):
                quoted = not quoted
            elif c == "#" and not quoted:
                cut = i
                break
        clean.append(line[:cut])
    clean = "\n".join(clean)
    for m in re.finditer(r"\b(\w+)\s*\(((?:[^()]|\([^()]*\))*)\)", clean):
        yield m.group(1).lower(), re.findall(r'"[^"]*"|[^\s"]+', m.group(2)), line_of(clean, m.start())


def registered_tests(repo, faults):
    tests = {}
    for cmake in [f for f in repo.files if os.path.basename(f) == "CMakeLists.txt"]:
        folder = os.path.dirname(cmake)
        roots = {"CMAKE_SOURCE_DIR": "", "PROJECT_SOURCE_DIR": "", "CMAKE_CURRENT_SOURCE_DIR": folder}
        lists, loops = {}, []
        for command, args, line in cmake_commands(read(repo, cmake)):
            args = [a.strip('"') for a in args]
            if command == "set" and args:
                lists[args[0]] = args[1:]
            elif command == "file" and len(args) >= 3 and args[0] == "STRINGS":
                path = re.sub(r"\$\{(\w+)\}/?", lambda m: roots.get(m.group(1), m.group(0)) + "/", args[1]).lstrip("/")
                regex = args[args.index("REGEX") + 1] if "REGEX" in args else ""
                if not repo.has(path):
                    faults.add(cmake, line, f"file(STRINGS) reads {args[1]}, which the repository does not have")
                    continue
                lists[args[2]] = [s.strip() for s in read(repo, path).split("\n") if re.search(regex, s) and s.strip()]
            elif command == "foreach" and args:
                if args[1:3] == ["IN", "LISTS"]:
                    values = [v for name in args[3:] for v in lists.get(name, [])]
                elif args[1:3] == ["IN", "ITEMS"]:
                    values = args[3:]
                else:
                    values = args[1:]
                loops.append((args[0], values))
            elif command == "endforeach" and loops:
                loops.pop()
            elif command in ("add_test", "catch_discover_tests") and args:
                name = args[args.index("NAME") + 1] if command == "add_test" and "NAME" in args else args[0]
                names = [name]
                for var, values in loops:
                    if "${" + var + "}" in name:
                        names = [n.replace("${" + var + "}", v) for n in names for v in values]
                for n in names:
                    if "${" in n or not n:
                        faults.add(cmake, line, f"registers a test named {name}, which this check cannot expand")
                    else:
                        tests[n] = (cmake, line)
    return tests


def check_test_table(repo, faults, doc="docs/testing.md"):
    tests = registered_tests(repo, faults)
    if not tests:
        faults.add("tests/CMakeLists.txt", 0, "no test registered found (add_test, catch_discover_tests)")
    text = read(repo, doc)
    listed, in_table = {}, False
    for number, line in enumerate(text.split("\n"), 1):
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else None
        if cells is None:
            in_table = False
            continue
        if not in_table:
            in_table = cells[0] == "test" and "header"
            continue
        if in_table == "header":  # the | --- | line
            in_table = True
            continue
        for name in re.findall(r"`([A-Za-z][A-Za-z0-9_]*)`", cells[0]):
            listed.setdefault(name, number)
    if not listed:
        faults.add(doc, 0, "has no table whose first column is \"test\"")
    for name, (cmake, line) in sorted(tests.items()):
        if name not in listed:
            faults.add(doc, 0, f"has no row for the test `{name}` ({cmake}:{line})")
    for name, line in sorted(listed.items(), key=lambda x: x[1]):
        if name not in tests:
            faults.add(doc, line, f"lists `{name}`, which no CMakeLists.txt registers as a test")
    return len(tests)


# --- Main ---------------------------------------------------------------------------------

def read(repo, name):
    with open(os.path.join(repo.root, name), "rb") as f:
        data = f.read()
    return "" if b"\0" in data else data.decode("utf-8", errors="replace")


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    repo = Repo(root)
    if "README.md" not in repo.files or not any(f.startswith("docs/") for f in repo.files):
        print(f"FAIL check_docs: {root} has no README.md or docs/: not the repository")
        return 1
    faults = Faults()
    docs = ["README.md"] + [f for f in repo.files if f.startswith("docs/") and f.endswith(".md")]
    docs_anchors = {}
    for doc in docs:
        check_markdown(repo, faults, doc, docs_anchors)
    sources = indexes = 0
    this = os.path.realpath(__file__)
    for name in repo.tracked:
        path = os.path.join(root, name)
        # This file's examples (a `../` path, `*.md`) are words about paths, not paths.
        if any(p.search(name) for p in SKIP_SOURCES) or os.path.islink(path) or os.path.realpath(path) == this:
            continue
        text = read(repo, name)
        if not text:
            continue
        check_outside(repo, faults, name, text)
        if name not in docs:
            sources += 1
            check_source_paths(repo, faults, name, text)
            if "[SECTION]" in text:
                indexes += check_index(faults, name, text)
    tests = check_test_table(repo, faults)
    if faults.items:
        print(f"FAIL check_docs: {len(faults.items)} fault(s):")
        for item in faults.items:
            print(f"  {item}")
        return 1
    print(f"PASS check_docs: {faults.paths} paths named in {len(docs)} docs and {sources} other files, all the "
          f"repository's; {indexes} file indexes match their banners; docs/testing.md lists the {tests} tests")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
