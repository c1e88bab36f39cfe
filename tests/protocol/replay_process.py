#!/usr/bin/env python3
"""Drives the real `boneyard replay` program (README.md, core/record.h).

A match is played by bots over `boneyard protocol` until its second round is over; its save
is written to a file, `boneyard replay --record` turns it into a record, and `boneyard
replay` on that record (also from stdin) must print each round's points and the totals the
protocol's state has. An edited record, a file that is not a record and a missing file
must be refused with a message on stderr and a non-zero exit code.
"""
import json
import os
import subprocess
import tempfile

from process_report import report, run


def main(binary):
    failures = []

    def check(condition, what):
        if not condition:
            failures.append(what)

    proc = subprocess.Popen([binary, "protocol"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(request):
        proc.stdin.write(json.dumps(request) + "\n")
        proc.stdin.flush()
        answer = json.loads(proc.stdout.readline())
        if not answer["ok"]:
            raise RuntimeError(f"{request} -> {answer}")
        return answer

    # Black Tile, 4 players: penalty points, passes and leads among the moves.
    ask({"cmd": "new", "game": "blacktile", "players": 4, "seed": 12, "options": {"target": 500}})
    step, round_points = 0, []
    while True:
        state = ask({"cmd": "state"})["state"]
        if state["phase"] in ("round_over", "match_over"):
            round_points.append(state["round_points"])
            if state["phase"] == "match_over" or state["round"] >= 2:
                break
            ask({"cmd": "next"})
            continue
        move = ask({"cmd": "bot", "level": "easy", "seed": step})["move"]
        step += 1
        ask({"cmd": "play", "move": move})
    scores = state["scores"]
    save = ask({"cmd": "save"})["data"]
    proc.stdin.close()
    proc.wait(timeout=10)

    def replay(args, stdin=None):
        return subprocess.run([binary, "replay", *args], input=stdin, capture_output=True, text=True, timeout=60)

    with tempfile.TemporaryDirectory() as tmp:
        save_file, record_file = os.path.join(tmp, "match.save"), os.path.join(tmp, "match.txt")
        with open(save_file, "w") as f:
            f.write(save + "\n")
        made = replay(["--record", save_file])
        check(made.returncode == 0 and made.stdout.startswith("Boneyard record: Black Tile"),
              f"replay --record of a save: {made.returncode} {made.stderr!r}")
        record = made.stdout
        with open(record_file, "w", newline="") as f:
            f.write("From the club chat:\r\n\r\n" + record.replace("\n", "\r\n") + "\r\nGood game!\r\n")

        def totals(figures):
            return ", ".join(f"{s}: {figures[s]}" for s in range(4))

        expected = ["Black Tile (blacktile), 4 players, seed 12"]
        running = [0, 0, 0, 0]
        for r, points in enumerate(round_points):
            running = [a + b for a, b in zip(running, points)]
            expected.append(f"Round {r + 1} points {totals(points)}; totals {totals(running)}")
        check(running == scores, f"the protocol's round points {round_points} do not add up to {scores}")
        expected.append("Match in progress: round 2 is over" if state["phase"] == "round_over"
                        else "Winner")
        for args, stdin in (([record_file], None), (["-"], record), ([save_file], None)):
            out = replay(args, stdin)
            lines = out.stdout.splitlines()
            check(out.returncode == 0 and lines[:-1] == expected[:-1] and lines[-1].startswith(expected[-1]),
                  f"replay {args}: exit {out.returncode}, printed {out.stdout!r}, expected {expected!r}; {out.stderr!r}")

        # A move changed by hand: refused, the line named.
        lines = record.split("\n")
        n = next(i for i, line in enumerate(lines) if line.startswith("  "))
        lines[n] = lines[n].rsplit(" ", 1)[0] + " 9-9"
        with open(record_file, "w") as f:
            f.write("\n".join(lines))
        out = replay([record_file])
        check(out.returncode != 0 and f"line {n + 1} reads" in out.stderr and out.stdout == "",
              f"an edited record: exit {out.returncode}, stderr {out.stderr!r}")

        with open(record_file, "w") as f:
            f.write("no match in here\n")
        out = replay([record_file])
        check(out.returncode != 0 and "neither a Boneyard record" in out.stderr,
              f"a file without a match: exit {out.returncode}, stderr {out.stderr!r}")
        out = replay([os.path.join(tmp, "missing.txt")])
        check(out.returncode != 0 and "cannot open" in out.stderr,
              f"a missing file: exit {out.returncode}, stderr {out.stderr!r}")
        out = replay([])
        check(out.returncode != 0 and "usage" in out.stderr, f"no file: exit {out.returncode}")

    return report("replay process", failures)


if __name__ == "__main__":
    run(main)
