// Fuzz target: saved games and match records, as they reach the game from storage, a replay
// link or the protocol's load. The input is the text; a second try fixes its checksum so the
// fuzzer reaches the parsing and replaying behind it, not only the checksum test.
//
// Oracles: refusals are one-line valid UTF-8 messages; an accepted save re-saves to a text
// that loads to the same state; a searching computer player (Hard) starts to decide from the
// loaded state, for the seat to move: its worlds are dealt from what that seat has seen (the
// deal sampler's counts at whatever table the save sets: issue 44 was a read past the end of
// its factorials at Draw with two double-twelve sets), and a decision it finishes is a legal
// move; the shell's stored-game wrapper (Session::restore) refuses, keeping nothing, or
// restores a session whose stored match loads again.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/match.h"
#include "core/record.h"
#include "fuzz_support.h"
#include "session/session.h"

using namespace boneyard;
using namespace boneyard::fuzz;

namespace {

// Hard's decision for the seat to move, a slice of it: the search deals its first worlds.
void check_search(const Match& match, const std::string& text) {
  if (match.to_move() < 0) return;
  auto thinking = bot_think(match, "hard", 1);
  expect(thinking != nullptr, "nobody thinks for the seat to move", text);
  if (!thinking->think(20)) return;
  const auto legal = match.legal_moves();
  expect(std::find(legal.begin(), legal.end(), thinking->move()) != legal.end(),
         "Hard decided on a move that is not legal: " + thinking->move(), text);
}

void check_loaded(Result<std::unique_ptr<Match>>& m, const std::string& text, const std::string& what) {
  if (!m) return expect_message(m.error(), what + " refused");
  const Match& match = **m;
  const std::string state = match.to_json().dump();
  expect(is_valid_utf8(state), what + ": a state that is not valid UTF-8", text);
  const std::string saved = match.save();
  auto again = load_match(saved);
  expect(again.ok(), what + ": its re-save does not load (" + again.error() + ")", text);
  expect((*again)->to_json().dump() == state, what + ": its re-save loads to another state", text);
  expect((*again)->save() == saved, what + ": its re-save saves differently", text);
  check_search(match, text);
}

// The shell's stored game (Session::save_text): refused with a message and nothing kept, or
// restored to a session that stores a match that loads.
void check_restore(const std::string& text) {
  Session session;
  const Stopwatch watch;
  const Status restored = session.restore(text, 0);
  watch.expect_within_limit(text);
  if (!restored) {
    expect_message(restored.error(), "Session::restore refused");
    expect(session.save_text().empty(), "a refused restore kept a match", text);
    return;
  }
  const std::string saved = session.save_text();
  if (saved.empty()) return;  // a finished daily deal is not kept
  auto match = load_match(saved.substr(saved.find(kMatchSaveMagic)));
  expect(match.ok(), "a restored session stores a match that does not load (" + match.error() + ")", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  {
    const Stopwatch watch;
    auto m = load_match(text);
    watch.expect_within_limit(text);
    check_loaded(m, text, "load_match");
  }
  {
    // The same text with its checksum made right.
    const std::size_t c = text.rfind(";c=");
    const std::string body = text.substr(0, c);
    const std::string fixed = body + ";c=" + save_checksum(body);
    const Stopwatch watch;
    auto m = load_match(fixed);
    watch.expect_within_limit(fixed);
    check_loaded(m, fixed, "load_match (checksum fixed)");
    // The shell's stored game: a header, then the save.
    if (m) check_restore("boneyard-session 1\nlevel=normal\n" + fixed);  // refused the same way otherwise
  }
  {
    // A match record (Copy record; a replay link carries one), or a save inside other text.
    const Stopwatch watch;
    auto m = load_record(text);
    watch.expect_within_limit(text);
    check_loaded(m, text, "load_record");
  }
  check_restore(text);  // the stored-game wrapper itself, as read from storage
  return 0;
}
