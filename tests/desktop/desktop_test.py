#!/usr/bin/env python3
"""boneyard-desktop under the sanitizers, in a virtual X display (Xvfb, Mesa's software GL).

    desktop_test.py <boneyard-desktop> <artifact dir>

Drives the program through its test hook (--test-hook: commands on standard input, answers on
standard output; the same view, targets and progress JSON as the browser tests' hook) the way
the browser tests drive the page: a click waits until the game has taken it and drawn the
frames after it. It plays a 2-player Block round to its end and a 4-player Hearts pass and
trick, checks at every step that the view holds seat 0's hand and only a count for the others,
takes screenshots (desktop-block.png, desktop-hearts.png, desktop-phone.png) and checks the
table was drawn; then that the match in progress, kept in $XDG_DATA_HOME/boneyard, comes back
when the program starts again (on a French system: LANG=fr_FR.UTF-8, it speaks French), and that a
corrupt save is refused, said so and kept aside.

LeakSanitizer is off: the system's GL driver and D-Bus keep allocations for the life of the
process and are unloaded before the check, so they show as leaks from unknown modules.
AddressSanitizer and UndefinedBehaviorSanitizer are on, and stop the program at the first fault.
"""
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
import zlib

DEADLINE_S = 60  # the longest a single step may take before the test fails (it never waits for time)


RUNNING = []  # the programs started, ended if the test fails


def fail(message):
    print(f"FAIL desktop: {message}", flush=True)
    for proc in RUNNING:
        if proc.poll() is None:
            os.killpg(proc.pid, 9)  # xvfb-run's whole process group: the program and its X server
    sys.exit(1)


def log(message):
    print(f"[desktop] {message}", flush=True)


class Desktop:
    def __init__(self, binary, data_home, args, log_path, locale="C.UTF-8"):
        env = dict(os.environ)
        env.update({
            # The system's language (the game speaks it when it has it): English unless a test asks.
            "LANG": locale, "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "",
            "XDG_DATA_HOME": data_home,
            "SDL_AUDIODRIVER": "dummy",  # no sound card here: SDL's dummy output takes the samples
            "LIBGL_ALWAYS_SOFTWARE": "1",
            "LP_NUM_THREADS": "1",  # Mesa's llvmpipe draws on one thread: the browser tests run beside
            "ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0",
            "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1",
        })
        self.stderr = open(log_path, "w")
        xvfb = shutil.which("xvfb-run")
        if not xvfb:
            fail("xvfb-run is missing (Debian's xvfb; .ci/setup installs it)")
        self.proc = subprocess.Popen(
            [xvfb, "-a", "-s", "-screen 0 1600x1200x24 -nolisten tcp", binary, "--test-hook", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr, env=env, start_new_session=True)
        RUNNING.append(self.proc)
        self.buffer = b""

    def line(self, what):
        end = time.monotonic() + DEADLINE_S
        while b"\n" not in self.buffer:
            left = end - time.monotonic()
            if left <= 0:
                fail(f"no answer within {DEADLINE_S} s to {what}")
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 65536)
                if not chunk:
                    fail(f"the program ended (exit {self.proc.wait()}) while waiting for {what}; see its log")
                self.buffer += chunk
        text, self.buffer = self.buffer.split(b"\n", 1)
        return text.decode()

    def ask(self, command):
        self.proc.stdin.write((command + "\n").encode())
        self.proc.stdin.flush()
        answer = self.line(command)
        if answer.startswith("error"):
            fail(f"{command}: {answer}")
        return answer

    def json(self, command):
        return json.loads(self.ask(command))

    def view(self):
        return self.json("view")

    def targets(self):
        return self.json("targets")

    def wait(self, what, ready):
        """Asks until ready() gives something (an effect of the game's), or fails after the deadline."""
        end = time.monotonic() + DEADLINE_S
        while True:
            got = ready()
            if got:
                return got
            if time.monotonic() > end:
                fail(f"timed out waiting for {what}")

    def settled(self, before, what):
        def done():
            p = self.json("progress")
            return p["received"] > before["received"] and p["consumed"] == p["received"] and p["settling"] == 0
        self.wait(what, done)

    def click(self, target):
        before = self.json("progress")
        x = int(target["x"] + target["w"] / 2)
        y = int(target["y"] + target["h"] / 2)
        self.ask(f"click {x} {y}")
        self.settled(before, f"the click on {target['id']}")

    def press(self, target_id):
        found = self.wait(f"{target_id} to be clickable",
                          lambda: next((t for t in self.targets() if t["id"] == target_id), None))
        self.click(found)

    def still(self, what):
        """Waits until the picture has settled: all input taken, no animation asking for frames."""
        def done():
            p = self.json("progress")
            return (p["consumed"] == p["received"] and p["settling"] == 0 and not p["busy"]
                    and (p["next_ms"] < 0 or p["next_ms"] > 200))
        self.wait(f"a still picture ({what})", done)

    def shot(self, path):
        self.still(os.path.basename(path))
        answer = self.ask(f"shot {path}")
        if not answer.startswith("shot "):
            fail(f"shot: {answer}")
        return check_drawn(path)

    def quit(self):
        self.ask("quit")
        code = self.proc.wait(timeout=DEADLINE_S)
        self.stderr.close()
        return code


def check_drawn(path):
    """Reads the PNG the program wrote (8-bit RGB) and checks it shows a table, not a blank."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path} is not a PNG")
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(data):
        size = int.from_bytes(data[pos:pos + 4], "big")
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + size]
        if kind == b"IHDR":
            width, height = int.from_bytes(body[0:4], "big"), int.from_bytes(body[4:8], "big")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + size
    raw = zlib.decompress(idat)
    stride = width * 3 + 1
    counts = {}
    for y in range(0, height, 2):
        row = raw[y * stride + 1:(y + 1) * stride]
        for x in range(0, width * 3, 6):
            px = row[x:x + 3]
            counts[px] = counts.get(px, 0) + 1
    total = sum(counts.values())
    commonest = max(counts.values()) / total
    log(f"{os.path.basename(path)}: {width}x{height}, {len(counts)} colours, commonest covers {commonest:.1%}")
    if len(counts) < 50 or commonest > 0.9:
        fail(f"{path} does not show a drawn table: {len(counts)} colours, commonest {commonest:.1%}")
    return width, height


def check_fair(view, what):
    """While a round is played, only seat 0's tiles are in the view: every other hand is a count
    (once it is over, every hand is shown)."""
    state = view.get("state") or {}
    hands = state.get("hands")
    if hands is None or state.get("phase") in ("round_over", "match_over"):
        return
    if not isinstance(hands[0], list):
        fail(f"{what}: seat 0's hand is not in the view: {hands}")
    for seat, hand in enumerate(hands[1:], start=1):
        if not isinstance(hand, int):
            fail(f"{what}: seat {seat}'s tiles are in the view: {hand}")


def my_turn(d, what):
    def asked():
        v = d.view()
        check_fair(v, what)
        s = v.get("state") or {}
        if v.get("screen") != "table" or s.get("phase") in ("round_over", "match_over"):
            return {"over": v}
        if s.get("to_move") != 0:
            return None
        ids = [t["id"] for t in d.targets()]
        if any(i.startswith(("hand:", "end:", "choice:")) or i in ("button:pass", "button:draw") for i in ids):
            return {"view": v, "ids": ids}
        return None
    return d.wait(f"seat 0 to be asked ({what})", asked)


def play_block(binary, art, data_home):
    d = Desktop(binary, data_home, ["#game=block&players=2&seed=42&delay=0"], os.path.join(art, "desktop-block.log"))
    moves = 0
    shot = False
    while True:
        turn = my_turn(d, f"Block, move {moves + 1}")
        if "over" in turn:
            break
        ids = turn["ids"]
        pick = next((i for i in ids if i.startswith("end:")), None) or next((i for i in ids if i.startswith("hand:")), None) \
            or next((i for i in ids if i in ("button:draw", "button:pass")), None)
        d.press(pick)
        after = [t["id"] for t in d.targets()]
        if pick.startswith("hand:") and any(i.startswith("end:") for i in after):
            d.press(next(i for i in after if i.startswith("end:")))
        moves += 1
        if not shot:
            d.shot(os.path.join(art, "desktop-block.png"))
            shot = True
        if moves > 30:
            fail("a 2-player Block round took seat 0 more than 30 moves")
    over = d.view()
    check_fair(over, "Block, round over")
    s = over["state"]
    log(f"Block round over after {moves} moves of seat 0: scores {s.get('scores')}, winners {s.get('winners')}")
    if moves < 1:
        fail("seat 0 made no move in the Block round")
    d.shot(os.path.join(art, "desktop-block-over.png"))
    # A window the size of a phone: the same table, laid out for it.
    d.ask("resize 390 844")
    d.wait("the window to take the phone size", lambda: d.shot(os.path.join(art, "desktop-phone.png")) == (390, 844))
    code = d.quit()
    if code != 0:
        fail(f"boneyard-desktop exited with {code} after the Block round")
    save = os.path.join(data_home, "boneyard", "boneyard.save")
    if not os.path.exists(save):
        fail(f"the match in progress was not kept in {save}")
    log(f"the match was kept: {save} ({os.path.getsize(save)} B)")


def resume_and_corrupt(binary, art, data_home):
    # Started on a French system (LANG=fr_FR.UTF-8): the game speaks French (po/fr.po).
    d = Desktop(binary, data_home, [], os.path.join(art, "desktop-resume.log"), locale="fr_FR.UTF-8")
    v = d.wait("the title", lambda: (lambda v: v if v.get("screen") else None)(d.view()))
    if v.get("language") != "fr":
        fail(f"started with LANG=fr_FR.UTF-8, the game speaks {v.get('language')!r}, not French")
    d.shot(os.path.join(art, "desktop-fr-title.png"))
    log("LANG=fr_FR.UTF-8: the game speaks French")
    ids = [t["id"] for t in d.targets()]
    log(f"started again: screen {v['screen']}, targets {' '.join(ids)}")
    if "button:continue" not in ids:
        fail(f"started again, the title offers no Continue for the kept match: {ids}")
    d.quit()
    save = os.path.join(data_home, "boneyard", "boneyard.save")
    with open(save, "w") as f:
        f.write("{not a saved match")
    d = Desktop(binary, data_home, [], os.path.join(art, "desktop-corrupt.log"))
    v = d.wait("the title", lambda: (lambda v: v if v.get("screen") else None)(d.view()))
    d.shot(os.path.join(art, "desktop-corrupt.png"))
    d.quit()
    message = json.dumps(v)
    if "put aside" not in message:
        fail(f"a corrupt save was not reported as put aside: {message[:300]}")
    if not os.path.exists(save + ".corrupt"):
        fail("the corrupt save was not kept aside as boneyard.save.corrupt")
    if open(save + ".corrupt").read() != "{not a saved match":
        fail("the corrupt save kept aside is not the file as it was")
    log("a corrupt save is refused with a message and kept as boneyard.save.corrupt")


def play_hearts_trick(binary, art, data_home):
    d = Desktop(binary, data_home, ["#game=hearts&players=4&seed=7&delay=0"], os.path.join(art, "desktop-hearts.log"))
    turn = my_turn(d, "Hearts, the pass")
    if "over" in turn:
        fail(f"the Hearts table is not in play: {turn['over'].get('screen')}")
    if turn["view"]["state"]["phase"] == "pass":
        for i in [i for i in turn["ids"] if i.startswith("hand:")][:3]:
            d.press(i)
        d.press("button:pass_confirm")
    turn = my_turn(d, "Hearts, the first trick")
    if "over" in turn:
        fail("the Hearts round ended before seat 0 played")
    taken = sum(turn["view"]["state"]["tricks_won"])
    d.press(next(i for i in turn["ids"] if i.startswith("hand:")))

    def trick_taken():
        v = d.view()
        check_fair(v, "Hearts, the trick")
        s = v.get("state") or {}
        return v if sum(s.get("tricks_won") or [0]) > taken else None
    done = d.wait("the trick seat 0 played in to be taken", trick_taken)
    log(f"Hearts: the trick was taken; tricks won {done['state']['tricks_won']}")
    d.shot(os.path.join(art, "desktop-hearts.png"))
    v = d.view()
    check_fair(v, "Hearts, after seat 0's trick")
    log(f"Hearts: seat 0 passed and played; phase {v['state']['phase']}, to move {v['state']['to_move']}")
    d.quit()


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: desktop_test.py <boneyard-desktop> <artifact dir>")
    binary, art = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(art, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="boneyard-desktop-") as data_home:
        play_block(binary, art, data_home)
        resume_and_corrupt(binary, art, data_home)
        play_hearts_trick(binary, art, data_home)
    print("PASS desktop", flush=True)


if __name__ == "__main__":
    main()
