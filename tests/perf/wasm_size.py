#!/usr/bin/env python3
"""Where the bytes of boneyard.wasm go: a size report per part of the program.

    python3 tests/perf/wasm_size.py [site_dir_or_wasm] [--top N]

Reads the served boneyard.wasm and the symbol map the build writes beside it
(boneyard.js.symbols, from emcc --emit-symbol-map: function index -> name), so the report
is about the very bytes a player downloads. Prints the sections, then the code by part of
the program (each game's engine, search, the shell, Dear ImGui by the names its static
library defines, libc++, libc...) and the biggest functions; with gzip -9 sizes where they are meaningful (each
part's bodies compressed on their own: an estimate, as parts compress together in the file).
A benchmark: it asserts nothing (the size budget test does, tests/size_budget.cmake).
"""
import gzip
import os
import re
import subprocess
import sys


def leb(data, pos):
    result = shift = 0
    while True:
        b = data[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return result, pos


def sections(data):
    assert data[:4] == b"\0asm", "not a WebAssembly module"
    pos = 8
    while pos < len(data):
        sid = data[pos]
        size, start = leb(data, pos + 1)
        yield sid, start, start + size
        pos = start + size


def imported_functions(data, start, end):
    count, pos = leb(data, start)
    funcs = 0
    for _ in range(count):
        for _ in range(2):  # module, field
            n, pos = leb(data, pos)
            pos += n
        kind = data[pos]
        pos += 1
        if kind == 0:
            _, pos = leb(data, pos)
            funcs += 1
        elif kind == 1:
            pos += 1
            flags, pos = leb(data, pos)
            _, pos = leb(data, pos)
            if flags & 1:
                _, pos = leb(data, pos)
        elif kind == 2:
            flags, pos = leb(data, pos)
            _, pos = leb(data, pos)
            if flags & 1:
                _, pos = leb(data, pos)
        elif kind == 3:
            pos += 2
    return funcs


def bodies(data, start):
    count, pos = leb(data, start)
    out = []
    for _ in range(count):
        size, body = leb(data, pos)
        out.append(data[body:body + size])
        pos = body + size
    return out


PARTS = [  # (part, pattern on the demangled name), first match wins
    ("engine: search", r"boneyard::(search|Search|Pimc|pimc|Ismcts|ismcts|Mcts|mcts|World|world)|search/"),
    ("engine: hearts", r"[Hh]earts"),
    ("engine: whist", r"[Ww]hist"),
    ("engine: black tile", r"[Bb]lack[Tt]ile|blacktile"),
    ("engine: line games", r"boneyard::(Line|line|Block|Draw|Tile|Hand)"),
    ("shell: screens, drawing", r"boneyard::(draw|App|.*Screen|UiFrame|render|platform|update_fonts)|main::|^main$|^boneyard_"),
    ("engine + shell: other", r"boneyard::"),
    ("SDL2", r"^SDL_|^Emscripten_"),
    ("Dear ImGui", r"^Im|ImGui|^stb_|^STB_|stbrp|stbtt__|ImFont|ImDraw"),
    ("stb_truetype", r"stbtt"),
    ("Emscripten runtime", r"^emscripten_|^_emscripten|^gl[A-Z]|^egl"),
    ("libc++", r"^std::|^void std::|std::__2|__cxa|__cxx|operator new|operator delete"),
    ("libc, compiler runtime", r"."),
]


def library_symbols(wasm):
    """Exact parts from the static libraries linked in (llvm-nm), where they can be found:
    the names each defines. The patterns above take the rest."""
    build = os.path.abspath(os.path.join(os.path.dirname(wasm), ".."))
    libs = [("SDL2", os.path.join(build, "shell", "libboneyard_sdl2.a")),
            ("Dear ImGui", os.path.join(build, "shell", "libboneyard_imgui.a")),
            ("QR Code generator", os.path.join(build, "shell", "libboneyard_qrcodegen.a"))]
    out = {}
    for part, lib in libs:
        if not os.path.exists(lib):
            continue
        try:
            r = subprocess.run(["llvm-nm", "--defined-only", "-j", "--demangle", lib], capture_output=True, text=True)
        except OSError:
            return out
        for name in r.stdout.split("\n"):
            if name and not name.endswith(":"):
                out.setdefault(name, part)
    return out


LIBRARY = {}


def part_of(name):
    if name in LIBRARY:
        return LIBRARY[name]
    for part, pattern in PARTS:
        if re.search(pattern, name):
            return part
    return "unnamed"


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    top = int(sys.argv[sys.argv.index("--top") + 1]) if "--top" in sys.argv else 25
    args = [a for a in args if a != str(top) and ("--part" not in sys.argv or a != sys.argv[sys.argv.index("--part") + 1])]
    path = args[0] if args else "build/emsc_webgl2_release/site"
    wasm = os.path.join(path, "boneyard.wasm") if os.path.isdir(path) else path
    symbols = next((p for p in (wasm.replace(".wasm", ".js.symbols"),
                                os.path.join(os.path.dirname(wasm), "..", "shell", "boneyard.js.symbols"))
                    if os.path.exists(p)), None)
    data = open(wasm, "rb").read()
    LIBRARY.update(library_symbols(wasm))
    print(f"{wasm}: {len(data):,} B, gzip -9 {len(gzip.compress(data, 9)):,} B")
    names = {}
    if symbols:
        raw = {}
        for line in open(symbols):
            idx, _, name = line.rstrip("\n").partition(":")
            if idx.isdigit():  # the map escapes characters as \XX (hex): "\2c" is ","
                raw[int(idx)] = re.sub(r"\\([0-9a-fA-F]{2})", lambda m: chr(int(m.group(1), 16)), name)
        keys = sorted(raw)
        names = dict(zip(keys, [raw[k] for k in keys]))  # already demangled
    else:
        print("(no symbol map beside it: functions are unnamed)")
    kinds = {0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global", 7: "export",
             8: "start", 9: "element", 10: "code", 11: "data", 12: "data count"}
    imports = 0
    code = []
    print("\nsections:")
    for sid, start, end in sections(data):
        print(f"  {kinds.get(sid, sid):<10} {end - start:>10,} B   gzip {len(gzip.compress(data[start:end], 9)):>9,} B")
        if sid == 2:
            imports = imported_functions(data, start, end)
        if sid == 10:
            code = bodies(data, start)
    groups = {}
    for i, body in enumerate(code):
        name = names.get(imports + i, f"function {imports + i}")
        groups.setdefault(part_of(name) if names else "unnamed", []).append((len(body), name, body))
    print("\ncode by part (bytes; gzip -9 of the part alone):")
    for part, items in sorted(groups.items(), key=lambda kv: -sum(s for s, _, _ in kv[1])):
        raw = sum(s for s, _, _ in items)
        packed = len(gzip.compress(b"".join(b for _, _, b in items), 9))
        print(f"  {part:<26} {raw:>9,} B  {packed:>8,} B gz  {len(items):>5} functions")
    if "--part" in sys.argv:
        wanted = sys.argv[sys.argv.index("--part") + 1]
        print(f"\nthe biggest functions of {wanted}:")
        for size, name, _ in sorted(groups.get(wanted, []), key=lambda x: -x[0])[:top]:
            print(f"  {size:>8,} B  {name[:110]}")
        return
    print(f"\nthe {top} biggest functions:")
    for size, name, _ in sorted((x for items in groups.values() for x in items), key=lambda x: -x[0])[:top]:
        print(f"  {size:>8,} B  {name[:110]}")


if __name__ == "__main__":
    main()
