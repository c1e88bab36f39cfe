#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (tests/fuzz/corpus/) from the real program.

    python3 tests/fuzz/make_corpus.py build/native-release/bin/boneyard tests/fuzz/corpus

load/     real saves of all five games at every phase they pass through (the first move,
          mid-round, each kind of decision, round over, match over), some wrapped as the
          shell stores them (Session::save_text), and match records (`boneyard replay
          --record`); plus the issue's findings.
link/     share links of every game with options, seeds, levels, names, pass-and-play and
          daily deals, replay links carrying saves; plus the issue's finding.
view/     seat views on the wire (`view` requests) at the same moments as the saves, each from
          a seat that moves next in turn.
host/     friends' messages at a Hearts or Block match as host_fuzz.cpp replays them: hellos,
          quick messages, moves answering the current view (the Easy bot's, as the host plays
          its own seat), a stale move, a move out of turn, a bye.
protocol/ the issue's findings as raw request lines, encoded for protocol_fuzz.cpp's
          FuzzedDataProvider (the bytes the fuzzer adds to it are merged in separately:
          see docs/testing.md, "Fuzzing").
Deterministic: the same program writes the same files.
"""
import hashlib
import json
import os
import subprocess
import sys
import urllib.parse

TABLES = [
    ("block", {}), ("block", {"players": 2}), ("block", {"players": 6, "set": 9, "opener": "highest_tile"}),
    ("draw", {}), ("draw", {"players": 2, "redeal_five_doubles": True, "min_score": 15}),
    ("draw", {"players": 4, "sets": 2, "draw_rule": "one_then_choose", "target": 50}),
    ("blacktile", {}), ("blacktile", {"players": 3, "points": 21}), ("blacktile", {"partnership": True}),
    ("whist", {}), ("whist", {"players": 3}), ("whist", {"players": 4, "passing": True}), ("whist", {"players": 5}),
    ("hearts", {}), ("hearts", {"players": 3, "moon": "add_others"}), ("hearts", {"players": 5, "target": 50}),
]

# The three findings, as they reached the program.
HANG_SAVE_BODY = "boneyard1;g=draw;s=1;o=players:2,set:9,hand_size:27,redeal_five_doubles:true;d=;m="
FINDING_REQUESTS = [
    '{"cmd":"new","game":"draw","players":2,"options":{"sets":2,"hand_size":28,"redeal_five_doubles":true}}',
    '{"cmd":"load","data":"boneyard1\\u00e9;c=16f00336"}',
    '{"cmd":"new","game":"block","options":{"hand_size":3,"players":3}}',
    '{"cmd":"new","game":"hearts","options":{"moon":"off","players":3}}',
    '{"cmd":"play","move":"6-6","seat":3}',
]
FINDING_LINK = "#game=draw&players=2&sets=2&hand_size=26&redeal_five_doubles=true"
# Issue 44: Hard deciding here read past the end of the deal sampler's factorials (176 unseen
# tiles at Draw with two double-twelve sets).
SAMPLER_SAVE_BODY = ("boneyard1;g=draw;s=121;o=players:4,set:12,hand_size:6,opener:double_then_tile,"
                     "opener_plays_deciding_tile:false,win_score:others,block_tie:none,target:300,end_tie:play_on,"
                     "draw_rule:one_then_choose,redeal_five_doubles:false,min_score:0,sets:2;d=;m=")


def fnv1a(text: bytes) -> str:
    h = 2166136261
    for b in text:
        h = ((h ^ b) * 16777619) & 0xFFFFFFFF
    return "%08x" % h


class Program:
    def __init__(self, path):
        self.path = path
        self.proc = subprocess.Popen([path, "protocol"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, request):
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        answer = json.loads(self.proc.stdout.readline())
        if not answer["ok"]:
            raise RuntimeError(f"{request} -> {answer}")
        return answer

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def saves_of_a_match(program, game, options, seed):
    """Saves, and a seat's view on the wire, at the first sight of each phase, twice more in
    the first round's play, and at the match's end."""
    program.ask({"cmd": "new", "game": game, "options": options, "seed": seed})
    seen, saves, views, step = set(), [], [], 0
    while True:
        state = program.ask({"cmd": "state"})["state"]
        phase = state["phase"]
        if phase not in seen or (phase == "play" and state["round"] == 1 and step in (3, 11)):
            seen.add(phase)
            saves.append(program.ask({"cmd": "save"})["data"])
            seat = step % state["players"]
            views.append(json.dumps(program.ask({"cmd": "view", "seat": seat})["view"], separators=(",", ":")))
        if phase == "match_over" or step > 4000:
            return saves, views
        if phase == "round_over":
            program.ask({"cmd": "next"})
            continue
        move = program.ask({"cmd": "bot", "level": "easy", "seed": step})["move"]
        program.ask({"cmd": "play", "move": move})
        step += 1


def friend_messages(program, game, seed, moves):
    """host_fuzz.cpp input: the match's line, then `moves` friends' moves with messages around
    them. The host's own seat (0) and new rounds are played as host_fuzz.cpp plays them, and
    the revision counted as OnlineHost counts it (one per change, from 1)."""
    def line(seat, message):
        return str(seat - 1) + json.dumps({"v": 1, **message}, separators=(",", ":"), ensure_ascii=False)

    program.ask({"cmd": "new", "game": game, "options": {"players": 4}, "seed": seed})
    lines = [f"{game} {seed}"] + [line(s, {"t": "hello", "name": n}) for s, n in ((1, "Ann"), (2, " Zoë "), (3, "Bob"))]
    rev, history = 1, 0
    for n in range(moves):
        while True:
            state = program.ask({"cmd": "state"})["state"]
            if state["phase"] == "round_over":
                program.ask({"cmd": "next"})
            elif state["phase"] != "match_over" and state["to_move"] == 0:
                move = program.ask({"cmd": "bot", "level": "easy", "seed": history})["move"]
                program.ask({"cmd": "play", "move": move})
            else:
                break
            rev, history = rev + 1, history + 1
        if state["phase"] == "match_over":
            break
        seat = state["to_move"]
        move = program.ask({"cmd": "bot", "level": "easy", "seed": history})["move"]
        if n == 2:
            lines.append(line(seat, {"t": "move", "move": move, "rev": rev - 1}))  # stale
            lines.append(line(seat % 3 + 1, {"t": "move", "move": move, "rev": rev}))  # out of turn
        if n % 7 == 3:
            lines.append(line(seat, {"t": "say", "what": ("good_game", "your_turn", "thanks")[n % 3]}))
        lines.append(line(seat, {"t": "move", "move": move, "rev": rev}))
        program.ask({"cmd": "play", "move": move})
        rev, history = rev + 1, history + 1
    return "\n".join(lines + [line(1, {"t": "bye"})])


def raw_line_input(lines):
    """protocol_fuzz.cpp input sending each line raw: the lines (backslash-escaped, each ended by a
    backslash and a letter) from the front, then one byte per request from the back choosing raw."""
    out = b""
    for line in lines:
        out += line.encode().replace(b"\\", b"\\\\") + b"\\n"
    return out + b"\x00" * len(lines)


def write(directory, name, data):
    os.makedirs(directory, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path = os.path.join(directory, name + "-" + hashlib.sha1(data).hexdigest()[:12])
    with open(path, "wb") as f:
        f.write(data)


def main():
    program_path, out = sys.argv[1], sys.argv[2]
    program = Program(program_path)
    load, link, protocol, view, host = (os.path.join(out, d) for d in ("load", "link", "protocol", "view", "host"))
    records_from = []
    for n, (game, options) in enumerate(TABLES):
        saves, views = saves_of_a_match(program, game, options, seed=100 + n)
        for i, save in enumerate(saves):
            write(load, f"{game}-{n}-{i}", save)
        for i, wire in enumerate(views):
            write(view, f"{game}-{n}-{i}", wire)
        write(load, f"{game}-{n}-stored", "boneyard-session 1\nlevel=normal\n" + saves[len(saves) // 2])
        records_from.append(saves[-1])
        query = "&".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in options.items())
        write(link, f"{game}-{n}", f"#game={game}" + (f"&{query}" if query else "") + f"&seed={n}&level=hard")
        write(link, f"{game}-{n}-replay", "#replay=" + urllib.parse.quote(saves[-1], safe=""))
    for game in ("hearts", "block"):
        for seed, moves in ((1, 6), (2, 30), (3, 120)):
            write(host, f"{game}-{seed}", friend_messages(program, game, seed, moves))
    program.close()
    for i, save in enumerate(records_from[::3]):
        record = subprocess.run([program_path, "replay", "--record", "-"], input=save, capture_output=True,
                                text=True, check=True).stdout
        write(load, f"record-{i}", record)
    write(load, "stored-pass-and-play",
          "boneyard-session 1\nlevel=hard\npeople=0,2\nnames=Ann,Bob,Cat,Dan\n" + records_from[0])
    write(link, "people", "#game=hearts&players=4&humans=0,2&names=Ann,Bob,Cat,Dan&delay=500")
    write(link, "daily", "#game=whist&daily=2026-11-26")
    write(link, "escaped", "#game%3Dblock&players=2&names=Zo%C3%AB,Ren%C3%A9")
    # The findings (issue 15): regression inputs.
    write(load, "finding-redeal-hang", HANG_SAVE_BODY + ";c=" + fnv1a(HANG_SAVE_BODY.encode()))
    write(load, "finding-cut-character", "boneyard1\u00e9;c=16f00336")
    write(load, "finding-sampler-factorials", SAMPLER_SAVE_BODY + ";c=" + fnv1a(SAMPLER_SAVE_BODY.encode()))
    write(link, "finding-redeal-hang", FINDING_LINK)
    write(protocol, "findings", raw_line_input(FINDING_REQUESTS))
    for i, request in enumerate(FINDING_REQUESTS):
        write(protocol, f"finding-{i}", raw_line_input([request]))


if __name__ == "__main__":
    main()
