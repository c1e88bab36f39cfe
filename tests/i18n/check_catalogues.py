#!/usr/bin/python3
"""Checks the translations (po/), as the test command runs it (ctest: i18n_catalogues):

1. po/boneyard.pot is the template of the sources as they are (po/update.sh --check): a message
   added, changed or removed in code and not in the template fails here.
2. Every catalogue of po/LINGUAS passes `msgfmt --check`, translates every message of the
   template, has none fuzzy and none the template no longer has (obsolete ones left in are
   reported too), and each translation uses exactly the placeholders of its English ({winner},
   {n}, a seat's {2}): a form of a plural message those of the English form it stands for.
3. Every character of every translation can be drawn: it is in the font subset the game embeds
   (assets/make_fonts.py's UNICODES) and in the glyph ranges it rasterizes (shell/draw/render/fonts.cpp),
   and DejaVu Sans has it (regular and bold).

    tests/i18n/check_catalogues.py [--font-dir DIR] [--allow-untranslated]

--allow-untranslated: messages without a translation yet are counted, not faults (while a
catalogue is being filled; the game shows their English).
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*|[0-9]+)\}")


def read_po(path):
    """The entries of a PO file: dicts with msgctxt, msgid, msgid_plural, msgstr (list), flags, obsolete."""
    entries, entry, field = [], None, None

    def finish():
        nonlocal entry
        if entry is not None and "msgid" in entry:
            entries.append(entry)
        entry = None

    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            obsolete = line.startswith("#~")
            if obsolete:
                line = line[2:].lstrip()
            if not line.strip():
                finish()
                field = None
                continue
            if line.startswith("#,"):
                finish()
                entry = {"flags": [x.strip() for x in line[2:].split(",")], "msgstr": {}}
                continue
            if line.startswith("#"):
                continue
            m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[(\d+)\])?) (".*")$', line)
            if m:
                key = m.group(1)
                if key in ("msgctxt",) or (key == "msgid" and entry is not None and "msgid" in entry):
                    finish()
                if entry is None:
                    entry = {"flags": [], "msgstr": {}}
                entry["obsolete"] = obsolete
                value = eval(m.group(3))  # a C string literal; PO escapes are Python's
                if key.startswith("msgstr"):
                    field = ("msgstr", int(m.group(2) or 0))
                    entry["msgstr"][field[1]] = value
                else:
                    field = (key, None)
                    entry[key] = value
            elif line.startswith('"') and entry is not None and field is not None:
                value = eval(line)
                if field[0] == "msgstr":
                    entry["msgstr"][field[1]] += value
                else:
                    entry[field[0]] += value
    finish()
    return entries


def placeholders(text):
    return sorted(PLACEHOLDER.findall(text))


def key(e):
    return (e.get("msgctxt"), e["msgid"])


def drawable(font_dir):
    sys.path.insert(0, os.path.join(ROOT, "assets"))
    from make_fonts import UNICODES  # noqa: E402
    with open(os.path.join(ROOT, "shell", "draw", "render", "fonts.cpp"), encoding="utf-8") as f:
        source = f.read()
    block = re.search(r"kTextRanges\[\] = \{(.*?)\};", source, re.S).group(1)
    numbers = [int(x, 16) for x in re.findall(r"0x([0-9A-Fa-f]+)", block)]
    ranges = set()
    for a, b in zip(numbers[0::2], numbers[1::2]):
        ranges.update(range(a, b + 1))
    from fontTools.ttLib import TTFont
    cmaps = [set(TTFont(os.path.join(font_dir, name)).getBestCmap()) for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")]
    return set(UNICODES), ranges, cmaps


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--font-dir", default="/usr/share/fonts/truetype/dejavu")
    parser.add_argument("--allow-untranslated", action="store_true")
    args = parser.parse_args()
    faults = []

    check = subprocess.run([os.path.join(ROOT, "po", "update.sh"), "--check"], capture_output=True, text=True)
    sys.stdout.write(check.stdout)
    if check.returncode != 0:
        faults.append(check.stderr.strip())

    template = {key(e): e for e in read_po(os.path.join(ROOT, "po", "boneyard.pot")) if e["msgid"]}
    subset, ranges, cmaps = drawable(args.font_dir)
    with open(os.path.join(ROOT, "po", "LINGUAS"), encoding="utf-8") as f:
        codes = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    for code in codes:
        path = os.path.join(ROOT, "po", f"{code}.po")
        fmt = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", path],
                             capture_output=True, text=True)
        if fmt.returncode != 0:
            faults.append(f"po/{code}.po: msgfmt --check: {fmt.stderr.strip()}")
        entries = [e for e in read_po(path) if e["msgid"]]
        live = {key(e): e for e in entries if not e.get("obsolete")}
        obsolete = [e for e in entries if e.get("obsolete")]
        missing = [k for k in template if k not in live]
        extra = [k for k in live if k not in template]
        fuzzy = [key(e) for e in live.values() if "fuzzy" in e["flags"]]
        empty = [key(e) for e in live.values() if not all(e["msgstr"].values()) or not e["msgstr"]]
        checks = [("not in the catalogue (run po/update.sh)", missing), ("no longer in the template", extra),
                  ("fuzzy", fuzzy)]
        if not args.allow_untranslated:
            checks.append(("untranslated", empty))
        for name, items in checks:
            if items:
                faults.append(f"po/{code}.po: {len(items)} messages {name}, e.g. {items[:3]}")
        if obsolete:
            faults.append(f"po/{code}.po: {len(obsolete)} obsolete messages (#~) left in: remove them")
        for k, e in live.items():
            if k not in template:
                continue
            for form, text in e["msgstr"].items():
                if not text:
                    continue  # reported as untranslated
                english = e["msgid"] if form == 0 or "msgid_plural" not in e else e["msgid_plural"]
                if "msgid_plural" in e and form == 0:
                    # A language whose first form covers more than one (French: 0 and 1) may say {n}
                    # where the English singular does not; it may not drop or invent anything else.
                    ok = set(placeholders(text)) - {"n"} == set(placeholders(english)) - {"n"}
                else:
                    ok = placeholders(text) == placeholders(english)
                if not ok:
                    faults.append(f"po/{code}.po: {k}: form {form} has placeholders {placeholders(text)}, "
                                  f"its English {placeholders(english)}")
                for ch in set(text):
                    cp = ord(ch)
                    if ch == "\n":
                        continue
                    if cp not in subset or cp not in ranges or any(cp not in c for c in cmaps):
                        faults.append(f"po/{code}.po: {k}: the font cannot draw {ch!r} (U+{cp:04X})")
        print(f"po/{code}.po: {len(live)} messages; {fmt.stderr.strip()}")
    if faults:
        print(f"\n{len(faults)} faults:", file=sys.stderr)
        for f in faults[:80]:
            print("  " + f, file=sys.stderr)
        return 1
    print("every catalogue is checked and drawable" + (" (untranslated messages allowed)" if args.allow_untranslated else ", and complete"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
