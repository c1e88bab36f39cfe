// The session: same setup and seed give the same match, bots wait their delay, the player
// can only make legal moves on their turn, saves restore exactly, bad saves change nothing,
// and a whole match can be played to its end through the session.
#include <catch2/catch.hpp>

#include <string>

#include "core/rng.h"
#include "session.h"
#include "view_model.h"

using namespace boneyard;

namespace {

MatchSetup setup_for(int players, const std::string& level = "normal") {
  MatchSetup setup;
  setup.options = {{"players", std::to_string(players)}};
  setup.level = level;
  return setup;
}

// Plays on: the human picks a random legal move, bots move when their delay has passed.
// Returns the time reached.
double play_until_round_ends(Session& s, double now, Rng& rng) {
  for (int guard = 0; guard < 1000 && !s.round_finished(); ++guard) {
    if (s.human_to_move()) {
      const auto moves = s.human_moves();
      REQUIRE_FALSE(moves.empty());
      REQUIRE(s.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))], now).ok());
    } else {
      now += s.delay_ms();
      s.update(now);
    }
  }
  REQUIRE(s.round_finished());
  return now;
}

}  // namespace

TEST_CASE("the same setup and seed deal the same match") {
  Session a, b, c;
  REQUIRE(a.start(setup_for(3), 42, 0).ok());
  REQUIRE(b.start(setup_for(3), 42, 1000).ok());
  REQUIRE(c.start(setup_for(3), 43, 0).ok());
  CHECK(a.view().to_json().dump() == b.view().to_json().dump());
  CHECK(a.view().to_json().dump() != c.view().to_json().dump());
  CHECK(a.view().seat() == 0);
  CHECK(a.view().players() == 3);
}

TEST_CASE("bad setups are refused") {
  Session s;
  CHECK_FALSE(s.start(setup_for(3, "genius"), 1, 0).ok());
  MatchSetup bad = setup_for(2);
  bad.options.emplace_back("target", "0");
  CHECK_FALSE(s.start(bad, 1, 0).ok());
  CHECK_FALSE(s.active());
}

TEST_CASE("bots wait for their delay, one move at a time") {
  Session s;
  // Find a seed where a bot opens, so the first move is a bot's.
  std::uint64_t seed = 1;
  for (; seed < 200; ++seed) {
    REQUIRE(s.start(setup_for(4), seed, 0).ok());
    if (!s.human_to_move()) break;
  }
  REQUIRE_FALSE(s.human_to_move());
  s.set_delay_ms(500);
  const auto before = s.revision();
  CHECK_FALSE(s.update(499));
  CHECK(s.revision() == before);
  CHECK(s.update(500));
  CHECK(s.revision() == before + 1);
  CHECK(s.events().size() == 1);
  CHECK(s.events()[0].at == 500);
  if (!s.human_to_move()) {
    CHECK_FALSE(s.update(700));  // the next bot waits its own delay
    CHECK(s.update(1000));
  }
}

TEST_CASE("the player moves only on their turn and only legally") {
  Session s;
  std::uint64_t seed = 1;
  for (; seed < 200; ++seed) {
    REQUIRE(s.start(setup_for(2), seed, 0).ok());
    if (s.human_to_move()) break;
  }
  REQUIRE(s.human_to_move());
  const auto before = s.view().to_json().dump();
  CHECK_FALSE(s.play("9-9", 10).ok());
  CHECK_FALSE(s.play("nonsense", 10).ok());
  CHECK(s.view().to_json().dump() == before);
  const auto moves = s.human_moves();
  REQUIRE(s.play(moves.front(), 10).ok());
  CHECK_FALSE(s.human_to_move());
  CHECK_FALSE(s.play(moves.front(), 20).ok());
  CHECK(s.human_moves().empty());
}

TEST_CASE("a saved session restores exactly; a bad save changes nothing") {
  Session s;
  REQUIRE(s.start(setup_for(3, "hard"), 9, 0).ok());
  Rng rng(5);
  double now = 0;
  for (int i = 0; i < 6 && !s.round_finished(); ++i) {
    if (s.human_to_move()) REQUIRE(s.play(s.human_moves()[0], now).ok());
    now += 1000;
    s.update(now);
  }
  const std::string saved = s.save_text();
  REQUIRE_FALSE(saved.empty());

  Session r;
  REQUIRE(r.restore(saved, 5).ok());
  CHECK(r.view().to_json().dump() == s.view().to_json().dump());
  CHECK(r.setup().level == "hard");
  CHECK(r.save_text() == saved);
  CHECK(r.events().size() == s.events().size());

  const auto json = r.view().to_json().dump();
  for (const std::string& bad : {std::string(), std::string("hello"), saved.substr(0, saved.size() / 2),
                                 "boneyard-session 1\nlevel=genius\n" + saved.substr(saved.find("boneyard1"))}) {
    auto status = r.restore(bad, 10);
    CHECK_FALSE(status.ok());
    CHECK_THAT(status.error(), Catch::Contains("cannot load this saved game"));
    CHECK(r.view().to_json().dump() == json);
  }
  std::string tampered = saved;
  tampered[tampered.find(";s=") + 3] = tampered[tampered.find(";s=") + 3] == '1' ? '2' : '1';
  CHECK_FALSE(r.restore(tampered, 10).ok());
}

TEST_CASE("a whole match plays to its end through the session") {
  Session s;
  MatchSetup setup = setup_for(3, "random");
  setup.options.emplace_back("target", "30");
  REQUIRE(s.start(setup, 3, 0).ok());
  Rng rng(8);
  double now = 0;
  int rounds = 0;
  while (s.match().phase() != Phase::MatchOver) {
    REQUIRE(rounds < 50);
    now = play_until_round_ends(s, now, rng);
    ++rounds;
    CHECK_FALSE(s.summary_due(now));
    CHECK(s.summary_due(now + 1200));
    REQUIRE(s.view().result.has_value());
    CHECK_FALSE(s.view().result->explanation.empty());
    CHECK_FALSE(round_headline(s.view()).empty());
    for (const auto& hand : s.view().hands) CHECK(hand.has_value());  // revealed at round end
    if (s.match().phase() == Phase::RoundOver) {
      CHECK_FALSE(s.save_text().empty());
      REQUIRE(s.next_round(now).ok());
      CHECK(s.events().empty());
      CHECK(s.round_started_at() == now);
    }
  }
  CHECK(s.save_text().empty());  // nothing to resume once the match is over
  CHECK_FALSE(s.view().match_winners.empty());
  CHECK_FALSE(match_headline(s.view()).empty());
  CHECK_FALSE(s.next_round(now).ok());
}

TEST_CASE("passes are recorded with the open ends") {
  Session s;
  Rng rng(2);
  bool seen_pass = false;
  for (std::uint64_t seed = 1; seed < 40 && !seen_pass; ++seed) {
    REQUIRE(s.start(setup_for(4, "random"), seed, 0).ok());
    play_until_round_ends(s, 0, rng);
    for (const auto& e : s.events()) {
      if (e.move != "pass") continue;
      seen_pass = true;
      REQUIRE(e.ends[0].has_value());
      REQUIRE(e.ends[1].has_value());
      const std::string text = event_text(e, 4);
      CHECK_THAT(text, Catch::Contains("(no " + std::to_string(*e.ends[0])));
    }
  }
  CHECK(seen_pass);
}

TEST_CASE("a share link starts the same match again") {
  Session s;
  MatchSetup setup = setup_for(3, "easy");
  setup.options.emplace_back("target", "60");
  REQUIRE(s.start(setup, 1234, 0).ok());
  const Link link = s.share_link();
  const std::string text = format_link(link);
  CHECK(text == "#game=block&players=3&target=60&seed=1234&level=easy");
  auto parsed = parse_link(text + "&delay=60");
  REQUIRE(parsed.ok());
  Session t;
  REQUIRE(t.start_from_link(*parsed, 99, 0).ok());
  CHECK(t.view().to_json().dump() == s.view().to_json().dump());
  CHECK(t.delay_ms() == 60);
  CHECK(t.setup().level == "easy");

  // Without a seed, the caller's seed is used.
  auto no_seed = parse_link("#game=block&players=2");
  REQUIRE(no_seed.ok());
  Session u, v;
  REQUIRE(u.start_from_link(*no_seed, 77, 0).ok());
  MatchSetup two = setup_for(2);
  REQUIRE(v.start(two, 77, 0).ok());
  CHECK(u.view().to_json().dump() == v.view().to_json().dump());
}
