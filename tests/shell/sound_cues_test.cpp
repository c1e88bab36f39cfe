// Which cues the table makes, from real matches driven through the session as the app drives
// it (a look after every change): a clack for every tile laid and a tick for every tile drawn
// (in every game), a swoosh for every trick taken, a chime each time the turn comes back to
// the player from a computer player, the arpeggio once per round as its summary comes up;
// each at its moment (the tile's landing, the trick's slide); and nothing for a restored
// match, a new match or moves taken back with undo.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>

#include "core/rng.h"
#include "line/line_match.h"
#include "layout/motion.h"
#include "session/session.h"
#include "sound/sound_cues.h"
#include "trick/trick_view.h"

using namespace boneyard;

namespace {

constexpr double kLater = 1e6;  // long enough for any cue waiting to come due

// What was heard in a round, and what the round says should have been.
struct Round {
  std::map<Cue, int> heard;
  int tiles = 0, draws = 0, turns = 0;  // tile plays, draws, bot-to-player turn changes (from the moves)
};

bool tile_play(const std::string& move) {
  for (const char* not_a_tile : {"pass", "draw", "bid:", "widow:", "trump:", "moon:", "lead", "pass_lead"})
    if (move.rfind(not_a_tile, 0) == 0) return false;
  return true;
}

void hear(SoundCues& cues, const Session& s, double now, std::map<Cue, int>& heard) {
  cues.observe(s, now);
  for (Cue c : cues.take_due(now + kLater)) ++heard[c];
}

// Plays the round on: the player picks a random legal move, computer players move when their
// delay has passed; the watcher looks after every change, as the app does each frame. The
// round's summary is then waited for.
Round play_round(Session& s, SoundCues& cues, double& now, Rng& rng) {
  Round r;
  hear(cues, s, now, r.heard);
  for (int guard = 0; guard < 3000 && !s.round_finished(); ++guard) {
    const int before = s.match().to_move();
    const std::size_t steps = s.match().history().size();
    if (s.human_to_move()) {
      const auto moves = s.human_moves();
      REQUIRE(s.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))], now).ok());
    } else {
      now += 50;
      s.update(now);
    }
    if (s.match().history().size() > steps) {
      const std::string& move = s.match().history().back().move;
      r.tiles += tile_play(move) ? 1 : 0;
      r.draws += move == "draw" ? 1 : 0;
      r.turns += s.match().to_move() == Session::kHuman && before != Session::kHuman ? 1 : 0;
    }
    hear(cues, s, now, r.heard);
  }
  REQUIRE(s.round_finished());
  for (int i = 0; i < 40; ++i) {  // the summary comes up; looking on changes nothing more
    now += 100;
    hear(cues, s, now, r.heard);
  }
  return r;
}

// Completed tricks this round (a trick game's view), or 0.
int tricks_of(const Session& s) {
  if (const auto* t = dynamic_cast<const TrickView<Tile>*>(&s.view())) return static_cast<int>(t->tricks.size());
  if (const auto* t = dynamic_cast<const TrickView<Card>*>(&s.view())) return static_cast<int>(t->tricks.size());
  return 0;
}

}  // namespace

TEST_CASE(
    "every game: a clack per tile laid, a tick per draw, a swoosh per trick, a chime per turn come back, "
    "the arpeggio once a round") {
  struct Game {
    std::string id;
    int players;
  };
  for (const Game& g : {Game{"block", 2}, Game{"block", 4}, Game{"draw", 2}, Game{"draw", 3}, Game{"blacktile", 4},
                        Game{"blacktile", 3}, Game{"whist", 4}, Game{"hearts", 4}}) {
    for (std::uint64_t seed : {3u, 11u}) {
      INFO(g.id << " with " << g.players << " players, seed " << seed);
      Session s;
      REQUIRE(s.start({g.id, {{"players", std::to_string(g.players)}}, "easy"}, seed, 0).ok());
      SoundCues cues;
      Rng rng(seed);
      double now = 0;
      for (int round = 1; round <= 2; ++round) {
        if (round == 2) {
          if (s.match().phase() != Phase::RoundOver) break;  // the match ended with its first round
          REQUIRE(s.next_round(now).ok());
          std::map<Cue, int> dealt;
          hear(cues, s, now, dealt);
          CHECK(dealt.empty());  // the player dealt: no chime, even when they lead
        }
        Round r = play_round(s, cues, now, rng);
        CHECK(r.tiles > 0);
        CHECK(r.heard[Cue::TileLaid] == r.tiles);
        CHECK(r.heard[Cue::TileDrawn] == r.draws);
        // A claim plays its tricks out at once: one swoosh for them all.
        const int claimed = s.claimed() ? s.claimed()->tricks - 1 : 0;
        CHECK(r.heard[Cue::TrickTaken] == tricks_of(s) - claimed);
        CHECK(r.heard[Cue::YourTurn] == r.turns);
        CHECK(r.heard[Cue::RoundEnd] == 1);
        if (g.id == "draw") CHECK(r.draws > 0);
        if (g.id == "block" || g.id == "draw")
          CHECK(tricks_of(s) == 0);
        else
          CHECK(tricks_of(s) > 0);
        CHECK(r.turns > 0);
      }
    }
  }
}

TEST_CASE("each cue comes at its moment, and the chime only once while the turn waits") {
  Session s;
  REQUIRE(s.start({"blacktile", {{"players", "4"}}, "easy"}, 1, 0).ok());
  SoundCues cues;
  double now = 0;
  cues.observe(s, now);
  CHECK_FALSE(cues.next_due());
  // Play on until a computer player's tile gives the player the turn.
  bool turned = false;
  for (int guard = 0; guard < 500 && !turned; ++guard) {
    if (s.human_to_move()) {
      REQUIRE(s.play(s.human_moves().front(), now).ok());
    } else {
      s.update(now += 50);
      turned = s.human_to_move() && s.match().phase() == Phase::Play && !s.match().history().empty() &&
               tile_play(s.match().history().back().move);
    }
    if (turned) break;
    cues.observe(s, now);
    (void)cues.take_due(now + kLater);
  }
  REQUIRE(turned);
  cues.observe(s, now);  // the tile lands, then the chime
  REQUIRE(cues.next_due());
  CHECK(*cues.next_due() == now + SoundCues::kLandMs);
  CHECK(cues.take_due(now + SoundCues::kLandMs - 1).empty());
  CHECK(cues.take_due(now + SoundCues::kLandMs) == std::vector<Cue>{Cue::TileLaid});
  CHECK(*cues.next_due() == now + SoundCues::kTurnMs);
  CHECK(cues.take_due(now + SoundCues::kTurnMs) == std::vector<Cue>{Cue::YourTurn});
  (void)cues.take_due(now + kLater);  // a trick it completed
  for (int i = 0; i < 10; ++i) {      // the turn waits: silence
    now += 500;
    cues.observe(s, now);
    CHECK(cues.take_due(now + kLater).empty());
  }
  // Play the trick round: when it is taken, the swoosh comes as it starts sliding away.
  const int tricks = tricks_of(s);
  bool seen = false;
  for (int guard = 0; guard < 200 && !seen; ++guard) {
    if (s.human_to_move())
      REQUIRE(s.play(s.human_moves().front(), now).ok());
    else
      s.update(now += 50);
    cues.observe(s, now);
    if (tricks_of(s) > tricks) {
      seen = true;
      const auto before = cues.take_due(now + kTrickShowMs - 1);  // the tile (and the turn, if it comes back)
      CHECK(std::count(before.begin(), before.end(), Cue::TileLaid) == 1);
      CHECK(std::count(before.begin(), before.end(), Cue::TrickTaken) == 0);
      CHECK(cues.take_due(now + kTrickShowMs) == std::vector<Cue>{Cue::TrickTaken});
    }
    (void)cues.take_due(now + kLater);
  }
  CHECK(seen);
}

TEST_CASE("a match restored at start-up is silent, even a finished round's summary") {
  Session s;
  REQUIRE(s.start({"block", {{"players", "2"}}, "easy"}, 5, 0).ok());
  SoundCues played;
  Rng rng(5);
  double now = 0;
  // Mid-round: the restored session's first looks hear nothing.
  for (int i = 0; i < 4; ++i) {
    if (s.human_to_move())
      REQUIRE(s.play(s.human_moves().front(), now).ok());
    else
      s.update(now += 50);
  }
  Session mid;
  REQUIRE(mid.restore(s.save_text(), 10).ok());
  SoundCues cues;
  for (double t = 10; t < 3000; t += 100) {
    cues.observe(mid, t);
    CHECK(cues.take_due(t + kLater).empty());
  }
  // A finished round, restored before its summary came up: still nothing.
  play_round(s, played, now, rng);
  Session over;
  REQUIRE(over.restore(s.save_text(), 20).ok());
  REQUIRE(over.round_finished());
  CHECK_FALSE(over.summary_due(20));
  SoundCues fresh;
  for (double t = 20; t < 5000; t += 100) {
    fresh.observe(over, t);
    CHECK(fresh.take_due(t + kLater).empty());
  }
  CHECK(over.summary_due(5000));
}

TEST_CASE("undo and a new match are silent, and a tile taken back before it landed makes no sound") {
  Session s;
  std::uint64_t seed = 1;
  for (; seed < 200; ++seed) {
    REQUIRE(s.start({"block", {{"players", "2"}}, "easy"}, seed, 0).ok());
    if (s.human_to_move()) break;
  }
  REQUIRE(s.human_to_move());
  SoundCues cues;
  double now = 0;
  cues.observe(s, now);
  REQUIRE(s.play(s.human_moves().front(), now).ok());
  cues.observe(s, now);
  REQUIRE(cues.next_due());  // the clack, still on its way
  REQUIRE(s.undo(now + 10).ok());
  cues.observe(s, now + 10);
  CHECK_FALSE(cues.next_due());
  CHECK(cues.take_due(now + kLater).empty());

  // Moves, the computer's replies, then undo: the match replayed makes no sound.
  REQUIRE(s.play(s.human_moves().back(), now += 100).ok());
  cues.observe(s, now);
  (void)cues.take_due(now + kLater);
  while (!s.human_to_move() && !s.round_finished()) {
    s.update(now += 50);
    cues.observe(s, now);
  }
  (void)cues.take_due(now + kLater);
  REQUIRE(s.can_undo());
  REQUIRE(s.undo(now += 10).ok());
  for (int i = 0; i < 10; ++i) {
    cues.observe(s, now += 100);
    CHECK(cues.take_due(now + kLater).empty());
  }
  // After undo, play goes on and is heard again.
  REQUIRE(s.play(s.human_moves().front(), now).ok());
  cues.observe(s, now);
  CHECK(cues.take_due(now + kLater) == std::vector<Cue>{Cue::TileLaid});

  REQUIRE(s.new_match(seed + 1000, now).ok());
  for (int i = 0; i < 5; ++i) {
    cues.observe(s, now += 100);
    CHECK(cues.take_due(now + kLater).empty());
  }
}
