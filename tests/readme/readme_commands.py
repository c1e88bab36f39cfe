#!/usr/bin/env python3
"""Every command the README gives, run as the README writes it.

    readme_commands.py <repository> <artifact dir>

Reads README.md itself: every line of its code blocks, and every `boneyard ...` row of its
table of the command-line program. Each must be one this test knows how to run and check; a
command added to the README that the test does not know fails the test until it is taught
to run it, and a command that stops working fails it too:

- `./.ci/serve` (and `./.ci/serve PORT`): starts, prints the address, answers `/` with the
  page and the module it loads, and stops when asked (the plain form where port 8080 is free,
  the PORT form on a free port otherwise);
- `./.ci/test`: not run here (this test runs inside it);
- `cmake --preset native-desktop && cmake --build --preset native-desktop`: run as written
  (GCC, release, warnings as errors); it must make build/native-desktop/bin/boneyard-desktop;
- `build/native-desktop/bin/boneyard-desktop` with and without a share link: the title, and the
  link's table (through the program's test hook, in a virtual X display, with the desktop
  test's driver). The whole desktop test (a Block round and a Hearts trick played, the match
  resumed, a corrupt save) is ctest's `desktop`, against the sanitizer build: run again here on
  the README's build it took 17 s of CPU (of ~165 s for this test) and proved nothing the two
  starts above and `desktop` do not;
- the `boneyard` commands of the table, with `build/native-asan/bin/boneyard` (where the README
  says the test command builds it): each does what its row says.

Waits for effects (an answer, a printed line, the program ending), never for time; each wait
has a deadline.
"""
import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

DEADLINE_S = 600  # the longest one command may take (the desktop build from nothing: ~3 min of CPU)

ROOT = ART = ""


def fail(message):
    print(f"FAIL readme_commands: {message}", flush=True)
    sys.exit(1)


def log(message):
    print(f"[readme] {message}", flush=True)


def readme_commands(text):
    """The README's commands: each code block's lines (comments dropped), and the table's."""
    blocks = [line for block in re.findall(r"^```[a-z]*\n(.*?)^```", text, re.S | re.M)
              for line in block.splitlines() if line.strip()]
    table = re.findall(r"^\| `(boneyard [^`]*)` \|", text, re.M)
    if not blocks or not table:
        fail("found no code blocks or no table of `boneyard` commands in README.md: has its shape changed?")
    return [(line, shlex.split(line, comments=True)) for line in blocks], [c.split() for c in table]


def run(argv, what, **kwargs):
    log(f"$ {' '.join(shlex.quote(a) for a in argv)}")
    try:
        done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=DEADLINE_S, **kwargs)
    except subprocess.TimeoutExpired:
        fail(f"{what}: no end within {DEADLINE_S} s")
    if done.returncode != 0:
        print(done.stdout[-4000:], done.stderr[-4000:], sep="\n")
        fail(f"{what}: exit {done.returncode}")
    return done


def port_free(port):
    """Whether nothing listens on the port. SO_REUSEADDR: the connections a server closed
    linger in TIME_WAIT for a minute after it stops, and do not make the port taken."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


def serving(port):
    """Whether something answers a connection on the port."""
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def check_serve(argv):
    """`./.ci/serve [PORT]`: the address printed, the page and its module served, then stopped."""
    port = int(argv[1]) if len(argv) > 1 else 8080
    if not port_free(port):
        log(f"port {port} is taken on this machine: checking the README's form ./.ci/serve PORT on a free one")
        port = free_port()
        argv = argv[:1] + [str(port)]
    log(f"$ {' '.join(argv)}")
    printed = []  # its output, line by line, read as it comes (and kept in the artifacts)
    seen = threading.Event()
    want = f"Boneyard is at http://127.0.0.1:{port}/"
    proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            start_new_session=True)

    def read():
        for line in proc.stdout:
            printed.append(line)
            if want in line:
                seen.set()
        seen.set()  # it ended: the wait below looks at why

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        if not seen.wait(DEADLINE_S):
            fail(f"{' '.join(argv)} printed no '{want}' within {DEADLINE_S} s")
        if not any(want in line for line in printed):
            fail(f"{' '.join(argv)} ended (exit {proc.wait()}) before printing '{want}':\n{''.join(printed)[-3000:]}")
        base = f"http://127.0.0.1:{port}/"
        with urllib.request.urlopen(base, timeout=30) as r:
            page = r.read().decode()
            if r.status != 200 or "<canvas" not in page or "boneyard.js" not in page:
                fail(f"GET / answered {r.status} without the page's canvas and module: {page[:300]!r}")
        with urllib.request.urlopen(base + "boneyard.wasm", timeout=30) as r:
            if r.headers.get("Content-Type") != "application/wasm" or len(r.read()) < 100_000:
                fail(f"GET /boneyard.wasm: {r.headers.get('Content-Type')}, not the module")
        log(f"{' '.join(argv)}: '{want}', / is the page, boneyard.wasm served as application/wasm")
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGINT)  # what Ctrl+C in its terminal sends
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            fail(f"{' '.join(argv)} did not stop on Ctrl+C")
        reader.join(30)
        with open(os.path.join(ART, f"serve-{port}.log"), "w") as f:
            f.write("".join(printed))
    if serving(port):
        fail(f"port {port} still answers after {' '.join(argv)} stopped")
    log(f"{' '.join(argv)} stopped; port {port} free again")


def check_desktop_build(line):
    run(["bash", "-c", line], "the README's desktop build")
    binary = os.path.join(ROOT, "build/native-desktop/bin/boneyard-desktop")
    if not os.access(binary, os.X_OK):
        fail(f"the README's desktop build made no {binary}")
    log(f"the README's desktop build made {os.path.relpath(binary, ROOT)} (started below, with and without a link)")


def check_desktop_start(argv):
    """boneyard-desktop [link]: the title without a link, the link's table with one."""
    sys.path.insert(0, os.path.join(ROOT, "tests/desktop"))
    sys.dont_write_bytecode = True  # no __pycache__ in the source tree
    import desktop_test  # noqa: E402 (the desktop test's driver of the program's test hook)
    binary = os.path.join(ROOT, argv[0])
    link = argv[1] if len(argv) > 1 else None
    with tempfile.TemporaryDirectory(prefix="boneyard-readme-") as home:
        d = desktop_test.Desktop(binary, home, argv[1:], os.path.join(ART, "desktop-start.log"))
        if link is None:
            view = d.wait("the title", lambda: (lambda v: v if v["screen"] == "title" else None)(d.view()))
            ids = [t["id"] for t in d.targets()]
            if "button:play" not in ids:
                fail(f"{argv[0]}: the title offers no Play button: {ids}")
            log(f"{argv[0]}: the title, with {', '.join(ids)}")
        else:
            want = dict(kv.split("=", 1) for kv in link.lstrip("#").split("&"))
            view = d.wait("the link's table", lambda: (lambda v: v if v["screen"] == "table" else None)(d.view()))
            state = view["state"]
            if state["game"] != want["game"] or str(state["players"]) != want["players"]:
                fail(f"{argv[0]} {link}: a table of {state['game']} with {state['players']} players")
            log(f"{argv[0]} '{link}': a {state['game']} table, {state['players']} players, phase {state['phase']}")
        d.quit()


def check_boneyard(sub):
    """A row of the README's table, with the program the test command builds."""
    program = os.path.join(ROOT, "build/native-asan/bin/boneyard")
    name = sub[1]
    if name == "protocol":
        done = run([program, "protocol"], "boneyard protocol",
                   input='{"cmd":"new","game":"block","players":2,"seed":42}\n{"cmd":"legal"}\n{"cmd":"save"}\n')
        answers = [json.loads(line) for line in done.stdout.splitlines()]
        if len(answers) != 3 or not all(a.get("ok") for a in answers) or not answers[1].get("moves"):
            fail(f"boneyard protocol: {done.stdout[:500]}")
        with open(os.path.join(ART, "readme-save.txt"), "w") as f:
            f.write(answers[2]["data"])
        log(f"boneyard protocol: a Block table, {len(answers[1]['moves'])} legal moves, a save")
    elif name == "replay":
        save = os.path.join(ART, "readme-save.txt")
        if not os.path.exists(save):
            check_boneyard(["boneyard", "protocol"])
        done = run([program, "replay", save], "boneyard replay FILE")
        if "block" not in done.stdout.lower():
            fail(f"boneyard replay: {done.stdout[:500]}")
        log(f"boneyard replay FILE: {done.stdout.splitlines()[0]}")
    elif name == "bench":
        done = run([program, "bench"], "boneyard bench")
        if not re.search(r"signature [0-9a-f]{8}", done.stdout):
            fail(f"boneyard bench printed no signature: {done.stdout[:500]}")
        log(f"boneyard bench: {done.stdout.splitlines()[0]}")
    elif name == "arena":
        # Two deals, Hard against Normal: the arena's whole path in a fraction of a second
        # (Expert, its default, takes 8 s here under the sanitizers).
        done = run([program, "arena", "block", "players=2", "deals=2", "test=hard"], "boneyard arena GAME ...")
        if "hard in each seat against normal" not in done.stdout or "points per round" not in done.stdout:
            fail(f"boneyard arena: {done.stdout[:500]}")
        log(f"boneyard arena block players=2 deals=2 test=hard: {done.stdout.splitlines()[0]}")
    elif name == "games":
        done = run([program, "games"], "boneyard games")
        for game in ("block", "draw", "blacktile", "whist", "hearts"):
            if not re.search(rf"^{game} — ", done.stdout, re.M):
                fail(f"boneyard games does not list {game}")
        log("boneyard games: lists all five games")
    else:
        fail(f"the README's table gives `{' '.join(sub)}`, which this test does not know how to check: teach it")


def main():
    global ROOT, ART
    if len(sys.argv) != 3:
        sys.exit("usage: readme_commands.py <repository> <artifact dir>")
    ROOT, ART = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(ART, exist_ok=True)
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        blocks, table = readme_commands(f.read())
    checks = []
    for text, argv in blocks:
        line = text.split("  #")[0].strip()  # as the README writes it, without its comment
        if argv[0] == "./.ci/serve" and len(argv) <= 2:
            checks.append((line, lambda a=argv: check_serve(a)))
        elif argv == ["./.ci/test"]:
            log("./.ci/test: not run here, since this test runs inside it (CI runs it: .ci/run)")
        elif "&&" in argv and argv[0] == "cmake":
            checks.insert(0, (line, lambda t=line: check_desktop_build(t)))  # before the program runs
        elif argv[0] == "build/native-desktop/bin/boneyard-desktop" and (
                len(argv) == 1 or (len(argv) == 2 and argv[1].startswith("#game="))):
            checks.append((line, lambda a=argv: check_desktop_start(a)))
        else:
            fail(f"the README gives `{line}`, which this test does not know how to run: teach it")
    for sub in table:
        checks.append((" ".join(sub), lambda s=sub: check_boneyard(s)))
    started = time.monotonic()
    for line, check in checks:
        t = time.monotonic()
        check()
        log(f"ok ({time.monotonic() - t:.1f} s): {line}")
    print(f"PASS readme_commands: {len(checks)} commands in {time.monotonic() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
