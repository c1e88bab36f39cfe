// Every computer level decides at every game's largest tables: the biggest set, two sets where
// a game allows them, the most players and the fewest with the smallest and largest hands each
// may hold, and the usual players and hand at that set. The tables come from the registry's
// option specs, so a game added later is covered without a line here. Run under the
// sanitizers (the test command's build), this is where a count that leaves its table or
// overflows shows (issue 44: the deal sampler read past its table of factorials at Draw with
// two double-twelve sets).
#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/match.h"
#include "test_support.h"

using namespace boneyard;
using testing::Config;
using testing::label;

namespace {

const OptionSpec* spec_of(const GameInfo& game, std::string_view name) {
  for (const auto& s : game.option_specs())
    if (s.name == name) return &s;
  return nullptr;
}

OptionList operator+(OptionList a, const OptionList& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

bool accepted(const GameInfo& game, const OptionList& options) { return match_options(game, options).ok(); }

// The largest value of a choice option whose values are numbers ("set", "sets").
std::optional<std::string> largest_choice(const GameInfo& game, std::string_view name) {
  const OptionSpec* s = spec_of(game, name);
  if (!s || s->kind != OptionSpec::Kind::Choice) return std::nullopt;
  return *std::max_element(s->choices.begin(), s->choices.end(),
                           [](const std::string& a, const std::string& b) { return std::stoi(a) < std::stoi(b); });
}

// The first value of `name` from `from` towards `to` (inclusive) that the game accepts with
// `base`; nullopt when none is.
std::optional<int> first_accepted(const GameInfo& game, const OptionList& base, const std::string& name, int from,
                                  int to) {
  const int step = from <= to ? 1 : -1;
  for (int v = from;; v += step) {
    OptionList o = base;
    o.emplace_back(name, std::to_string(v));
    if (accepted(game, o)) return v;
    if (v == to) return std::nullopt;
  }
}

// The game's largest tables, as the file's header lists them: with its biggest set (and two
// sets where it allows them), its most and fewest players, each with the smallest and the
// largest hand it may hold where the hand size is an option, and its usual table so (the
// usual players and hand: Draw's four players with six tiles each leave 176 unseen).
std::vector<Config> largest_tables(const GameInfo& game) {
  OptionList base;
  for (const char* size : {"set", "sets"})
    if (auto v = largest_choice(game, size)) base.emplace_back(size, *v);
  const OptionSpec* players = spec_of(game, "players");
  const OptionSpec* hand = spec_of(game, "hand_size");
  std::vector<Config> out;
  const auto add = [&](OptionList o) {
    Config c{std::string(game.id()), std::move(o)};
    if (accepted(game, c.options) &&
        std::none_of(out.begin(), out.end(), [&](const Config& x) { return x.options == c.options; }))
      out.push_back(std::move(c));
  };
  for (const auto& n : {first_accepted(game, base, "players", players->max, players->min),
                        first_accepted(game, base, "players", players->min, players->max)}) {
    if (!n) continue;
    const OptionList with = base + OptionList{{"players", std::to_string(*n)}};
    if (!hand) {
      add(with);
      continue;
    }
    for (const auto& h : {first_accepted(game, with, "hand_size", hand->min, hand->max),
                          first_accepted(game, with, "hand_size", hand->max, hand->min)})
      if (h) add(with + OptionList{{"hand_size", std::to_string(*h)}});
  }
  add(base + OptionList{{"players", players->default_value}});
  return out;
}

// What a level may spend on one decision, in the search's iterations: the most any game gives
// it, Whist's widow at four players (each of 12 holdings under each of 11 trumps: none, the
// doubles, the nine suits of double-eight; played out 300 times by Expert, 100 by Hard; the
// line games' Expert searches 30,000 deals). The rules of thumb decide at once.
int level_budget(const std::string& level) {
  if (level == "expert") return 12 * 11 * 300;
  if (level == "hard") return 12 * 11 * 100;
  return 0;
}

// Asks `level` for the decision of the seat to move, in slices as the page makes it, and
// checks it finishes within the level's budget with a legal move.
void decide(const Match& m, const std::string& level, std::uint64_t seed) {
  INFO("level " << level << ", seat " << m.to_move() << ", " << m.history().size() << " actions in");
  auto thinking = bot_think(m, level, seed);
  REQUIRE(thinking);
  int spent = 0;  // iterations that did not decide it: one a call
  while (!thinking->think(1) && spent <= level_budget(level)) ++spent;
  REQUIRE(spent <= level_budget(level));
  const auto legal = m.legal_moves();
  REQUIRE(std::find(legal.begin(), legal.end(), thinking->move()) != legal.end());
  if (const auto a = thinking->analysis()) {
    CHECK(a->deals > 0);
    CHECK(a->moves.front().move == thinking->move());
  }
}

}  // namespace

TEST_CASE("largest tables: the registry gives every game some, at its biggest set and most players") {
  for (const GameInfo* game : available_games()) {
    const auto tables = largest_tables(*game);
    INFO(game->id());
    REQUIRE(!tables.empty());
    for (const auto& t : tables) CHECK(new_match(t.game, t.options, 1).ok());
  }
  // Draw's: two double-twelve sets (182 tiles) among ten players or two, with one tile each or
  // the most that fit, and four players with their usual six tiles each (176 unseen tiles: the
  // table issue 44 was found at, where the deal sampler read past its factorials).
  std::vector<std::string> draw;
  for (const auto& c : largest_tables(*find_game("draw"))) draw.push_back(label(c));
  CHECK(draw == std::vector<std::string>{"draw set=12 sets=2 players=10 hand_size=1",
                                         "draw set=12 sets=2 players=10 hand_size=18",
                                         "draw set=12 sets=2 players=2 hand_size=1",
                                         "draw set=12 sets=2 players=2 hand_size=40", "draw set=12 sets=2 players=4"});
}

// Each table's round is played by Normal players; at its first decision, and at the first
// decision with a choice seven actions or more after it, every level decides for the seat to
// move. Mid-round, what the seats showed (a pass, a draw, a suit not followed) constrains
// where the unseen tiles may be, which is where the deal sampler's counts do their work.
TEST_CASE("largest tables: every level moves within its budget at every game's largest tables") {
  for (const GameInfo* game : available_games()) {
    for (const Config& table : largest_tables(*game)) {
      INFO(label(table));
      auto m = testing::make(table.game, table.options, 121);
      int asked = 0;
      std::size_t next_ask = 0;
      while (m->to_move() >= 0 && asked < 2) {
        if (asked == 0 || (m->history().size() >= next_ask && m->legal_moves().size() > 1)) {
          for (const auto& level : bot_levels()) decide(*m, level, 7);
          ++asked;
          next_ask = m->history().size() + 7;
        }
        testing::play(*m, bot_move(*m, "normal", m->history().size()));
      }
      CHECK(asked > 0);
    }
  }
}
