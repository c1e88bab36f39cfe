#!/usr/bin/env python3
"""Drives the real `boneyard protocol` program over a pipe (docs/protocol.md).

Each request is written as one line; exactly one JSON answer line must come back, flushed,
before the next request is sent. Bad input must be answered, never end the process; end of
input ends it with status 0.
"""
import json
import subprocess

from process_report import report, run


def main(binary):
    proc = subprocess.Popen([binary, "protocol"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    failures = []

    def ask(request, expect_ok, check=None):
        line = request if isinstance(request, str) else json.dumps(request)
        proc.stdin.write(line + "\n")
        proc.stdin.flush()
        answer_line = proc.stdout.readline()
        if not answer_line:
            failures.append(f"no answer to {line!r} (process exited with {proc.poll()})")
            return None
        answer = json.loads(answer_line)
        if answer.get("ok") is not expect_ok:
            failures.append(f"{line!r} -> {answer_line.strip()} (expected ok={expect_ok})")
        elif not expect_ok and not answer.get("error"):
            failures.append(f"{line!r} refused without a message")
        elif check and not check(answer):
            failures.append(f"{line!r} -> {answer_line.strip()} failed its check")
        return answer

    ask("{not json", False)
    ask({"cmd": "teleport"}, False)
    ask({"cmd": "legal"}, False)
    ask({"cmd": "new", "game": "block", "options": {"nope": 1}}, False)
    ask({"cmd": "new", "game": "hearts", "players": 4, "seed": 7, "options": {"target": 50}}, True,
        lambda a: a["state"]["game"] == "hearts" and a["state"]["options"]["target"] == 50)
    ask({"cmd": "new", "game": "mahjong"}, False, lambda a: "unknown game" in a["error"])
    ask({"cmd": "new", "game": "block", "players": 2, "options": {"hand_size": 2},
         "deal": {"hands": [["6-6", "6-6"], ["5-5", "4-0"]]}}, False)
    ask({"cmd": "new", "game": "block", "players": 2, "seed": 7, "options": {"hand_size": 2},
         "deal": {"hands": [["6-6", "6-5"], ["5-5", "4-0"]]}}, True,
        lambda a: a["state"]["to_move"] == 0 and a["state"]["hands"][0] == ["6-5", "6-6"])
    ask({"cmd": "legal"}, True, lambda a: a == {"ok": True, "to_move": 0, "moves": ["6-5", "6-6"]})
    ask({"cmd": "play", "move": "4-0:L"}, False)
    ask({"cmd": "state", "seat": 1}, True, lambda a: a["state"]["hands"] == [2, ["4-0", "5-5"]] or
        a["state"]["hands"] == [2, ["5-5", "4-0"]])
    ask({"cmd": "bot", "level": "normal", "seed": 1}, True, lambda a: a["move"] in ("6-5", "6-6"))
    ask({"cmd": "play", "move": "6-6"}, True)
    ask({"cmd": "play", "move": "pass"}, True)
    saved = ask({"cmd": "save"}, True)
    ask({"cmd": "play", "move": "6-5:R"}, True, lambda a: a["state"]["phase"] == "round_over")
    ask({"cmd": "load", "data": saved["data"] if saved else ""}, True,
        lambda a: a["state"]["phase"] == "play" and a["state"]["to_move"] == 0)
    ask({"cmd": "load", "data": "garbage"}, False)
    ask({"cmd": "play", "move": "6-5:L"}, True, lambda a: a["state"]["winners"] == [0])
    ask({"cmd": "next"}, True, lambda a: a["state"]["round"] == 2)

    proc.stdin.close()
    code = proc.wait(timeout=10)
    if code != 0:
        failures.append(f"exit status {code} at end of input")
    return report("protocol process", failures)


if __name__ == "__main__":
    run(main)
