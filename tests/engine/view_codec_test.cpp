// The wire form of seat views (wire/view_codec.h): every seat's view of every step of
// random rounds decodes to the same view (its fields, moves and the bots' decisions), and
// a table of bad inputs is refused with a message naming the problem.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "line/line_match.h"
#include "wire/view_codec.h"
#include "test_support.h"

using namespace boneyard;

namespace {

using testing::Config;

// Each game at several table sizes, and the options that change what a view holds.
const std::vector<Config> kConfigs{
    {"block", {{"players", "2"}}},
    {"block", {{"players", "3"}, {"opener", "highest_tile"}, {"opener_plays_deciding_tile", "true"}}},
    {"block", {{"players", "4"}, {"block_tie", "none"}, {"win_score", "others"}, {"hand_size", "3"}}},
    {"draw", {{"players", "2"}, {"sets", "2"}, {"draw_rule", "draw_then_wait"}, {"opener_plays_deciding_tile", "true"}}},
    {"draw", {{"players", "4"}, {"draw_rule", "one_then_choose"}, {"min_score", "15"}, {"redeal_five_doubles", "true"}}},
    {"draw", {{"players", "7"}, {"set", "12"}, {"hand_size", "5"}}},
    {"hearts", {{"players", "3"}, {"moon", "add_others"}}},
    {"hearts", {{"players", "4"}}},
    {"hearts", {{"players", "5"}, {"queen_breaks_hearts", "true"}}},
    {"whist", {{"players", "3"}, {"passing", "true"}}},
    {"whist", {{"players", "4"}}},
    {"whist", {{"players", "4"}, {"partnership", "false"}, {"passing", "true"}}},
    {"whist", {{"players", "5"}}},
    {"blacktile", {{"players", "3"}, {"leftover", "first_trick_winner"}}},
    {"blacktile", {{"players", "4"}, {"partnership", "true"}}},
    {"blacktile", {{"players", "4"}, {"points", "30"}, {"lead_pass", "false"}}},
};

using testing::label;

std::unique_ptr<SeatView> decoded(const std::string& text) {
  auto view = decode_view_text(text);
  INFO(text);
  INFO("refused: " << view.error());
  REQUIRE(view.ok());
  return std::move(*view);
}

// What the wire does not carry but rebuilds (view_codec.h): the same as the original's.
void require_rebuilt(const SeatView& original, const SeatView& copy) {
  if (const auto* a = dynamic_cast<const LineView*>(&original)) {
    const auto& b = dynamic_cast<const LineView&>(copy);
    REQUIRE(a->rules == b.rules);
    REQUIRE(a->options == b.options);
    REQUIRE(a->line == b.line);
    REQUIRE(a->hand == b.hand);
    REQUIRE(a->log.size() == b.log.size());
    for (std::size_t i = 0; i < a->log.size(); ++i) {
      REQUIRE(a->log[i].left == b.log[i].left);
      REQUIRE(a->log[i].right == b.log[i].right);
    }
    return;
  }
  const auto table = [](const auto& a, const auto& b) {
    REQUIRE(a.rules == b.rules);
    REQUIRE(a.options == b.options);
    REQUIRE(a.hand == b.hand);
    REQUIRE(a.tricks_won == b.tricks_won);
  };
  if (const auto* a = dynamic_cast<const HeartsView*>(&original)) {
    table(*a, dynamic_cast<const HeartsView&>(copy));
    REQUIRE(a->pass_offset == dynamic_cast<const HeartsView&>(copy).pass_offset);
  } else if (const auto* w = dynamic_cast<const WhistView*>(&original)) {
    table(*w, dynamic_cast<const WhistView&>(copy));
    REQUIRE(w->pass_offset == dynamic_cast<const WhistView&>(copy).pass_offset);
  } else {
    table(dynamic_cast<const BlackTileView&>(original), dynamic_cast<const BlackTileView&>(copy));
  }
}

// The bot's decision for the seat to move, from a view, with a fixed seed.
std::string decision(const Match& m, const SeatView& view, const std::string& level, std::uint64_t seed) {
  Rng rng(seed);
  return m.info().bot_move(view, level, rng);
}

}  // namespace

TEST_CASE("view codec: every seat's view of random rounds survives the wire", "[view_codec]") {
  int views = 0, hard = 0;
  for (const auto& c : kConfigs) {
    INFO(label(c));
    auto match = testing::make(c.game, c.options, 7);
    Rng rng(11);
    int step = 0;
    // The first round to its end, and the second well into its play.
    while (match->round() < 2 || (match->phase() != Phase::RoundOver && match->phase() != Phase::MatchOver && step < 400)) {
      INFO("round " << match->round() << ", step " << step);
      for (int seat = 0; seat < match->players(); ++seat) {
        INFO("seat " << seat);
        const auto view = match->view(seat);
        const std::string text = encode_view(*view).dump();
        const auto copy = decoded(text);
        REQUIRE(encode_view(*copy).dump() == text);
        REQUIRE(copy->to_json().dump() == view->to_json().dump());
        REQUIRE(copy->legal_moves() == view->legal_moves());
        REQUIRE(copy->to_move() == view->to_move());
        REQUIRE(copy->phase() == view->phase());
        require_rebuilt(*view, *copy);
        ++views;
        if (seat != match->to_move()) continue;
        REQUIRE(decision(*match, *copy, "normal", step) == decision(*match, *view, "normal", step));
        if (step % 9 == 4) {  // a search under the sanitizers: a few a round
          REQUIRE(decision(*match, *copy, "hard", step) == decision(*match, *view, "hard", step));
          ++hard;
        }
      }
      if (match->phase() == Phase::MatchOver) break;
      if (match->phase() == Phase::RoundOver) {
        REQUIRE(match->next_round().ok());
        continue;
      }
      const auto legal = match->legal_moves();
      testing::play(*match, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
      ++step;
    }
  }
  CHECK(views > 4000);
  CHECK(hard > 100);
}

namespace {

// Seat 0's view of Hearts with a trick on the table after a complete one, and of Block
// with a line.
std::unique_ptr<HeartsView> hearts_view() {
  auto m = testing::make("hearts", {{"players", "4"}}, 3);
  Rng rng(5);
  for (;;) {
    auto v = dynamic_cast<const HeartsMatch&>(*m).hearts_view(0);
    if (v->phase() == Phase::Play && !v->tricks.empty() && !v->trick.empty()) return v;
    const auto legal = m->legal_moves();
    testing::play(*m, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
  }
}

std::unique_ptr<LineView> block_view() {
  auto m = testing::make("block", {{"players", "4"}}, 3);
  for (int i = 0; i < 5; ++i) testing::play(*m, m->legal_moves().front());
  return dynamic_cast<const LineMatch&>(*m).line_view(0);
}

std::string text_of(const SeatView& v) { return encode_view(v).dump(); }

// `text` with the first `from` replaced by `to`.
std::string edited(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  INFO("'" << from << "' in " << text);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// The text with its first field of `name` set to `value` (the field's old value is the
// text up to the next comma at the same depth).
std::string with_field(const std::string& text, const std::string& name, const std::string& value) {
  const std::string key = "\"" + name + "\":";
  const std::size_t at = text.find(key);
  INFO(name << " in " << text);
  REQUIRE(at != std::string::npos);
  std::size_t end = at + key.size();
  int depth = 0;
  bool quoted = false;
  for (; end < text.size(); ++end) {
    const char ch = text[end];
    if (ch == '"' && text[end - 1] != '\\') quoted = !quoted;
    if (quoted) continue;
    if (ch == '[' || ch == '{') ++depth;
    if ((ch == ']' || ch == '}') && depth-- == 0) break;
    if (ch == ',' && depth == 0) break;
  }
  return text.substr(0, at + key.size()) + value + text.substr(end);
}

}  // namespace

TEST_CASE("view codec: bad input is refused with a message naming the problem", "[view_codec]") {
  const auto hearts_base = hearts_view();
  const auto block_base = block_view();
  const std::string hearts = text_of(*hearts_base), block = text_of(*block_base);
  // Views a match never shows, each wrong in one way.
  HeartsView extra_tile = *hearts_base, out_of_turn = *hearts_base, no_suit = *hearts_base;
  ++extra_tile.hand_counts[1];
  out_of_turn.trick[0].seat = (out_of_turn.trick[0].seat + 1) % 4;
  no_suit.led_suit.reset();
  LineView twice = *block_base;  // a tile of the line also in the hand
  twice.hands[0]->push_back(twice.line.tiles().front().tile());
  std::sort(twice.hands[0]->begin(), twice.hands[0]->end());
  ++twice.hand_counts[0];
  --twice.hand_counts[1];
  REQUIRE(decode_view_text(hearts).ok());
  REQUIRE(decode_view_text(block).ok());
  std::string nested;
  for (int i = 0; i < 2000; ++i) nested += "[";
  struct Bad {
    std::string what, text, message;
  };
  const std::vector<Bad> bad{
      {"empty", "", "not JSON: at byte 0: expected a value"},
      {"truncated", hearts.substr(0, hearts.size() / 2), "not JSON"},
      {"not an object", "[1,2]", "the view should be an object"},
      {"oversized", std::string(kMaxViewBytes + 1, ' '), "more than the 65536"},
      {"deeply nested", nested, "nested deeper than 32"},
      {"a fraction", with_field(block, "round", "1.5"), "only whole numbers"},
      {"a duplicate key", edited(block, "{\"v\":1,", "{\"v\":1,\"v\":1,"), "given twice"},
      {"a bad escape", edited(block, "\"block\"", "\"bl\\ock\""), "unknown escape"},
      {"no version", edited(block, "\"v\":1,", ""), "v is missing"},
      {"a later version", with_field(block, "v", "2"), "version 2; this page reads version 1"},
      {"an unknown game", with_field(block, "game", "\"chess\""), "game 'chess' is not a game"},
      {"an unknown option", edited(block, "\"players\":\"4\"", "\"players\":\"4\",\"speed\":\"9\""),
       "unknown option 'speed'"},
      {"a bad option value", edited(block, "\"players\":\"4\"", "\"players\":\"40\""), "players must be from 2 to 10"},
      {"an option as a number", edited(block, "\"players\":\"4\"", "\"players\":4"), "options.players should be a string"},
      {"a seat out of range", with_field(block, "seat", "4"), "seat is 4, not from 0 to 3"},
      {"a seat as text", with_field(block, "seat", "\"0\""), "seat should be a whole number"},
      {"an unknown phase", with_field(block, "phase", "\"bid\""), "phase 'bid' is not a phase of block"},
      {"to_move out of range", with_field(block, "to_move", "-2"), "to_move is -2"},
      {"round 0", with_field(block, "round", "0"), "round is 0"},
      {"a huge number", with_field(block, "round", "123456789012345678901234567890"), "a number too large"},
      {"a missing field", edited(block, "\"drew_this_turn\":false,", ""), "drew_this_turn is missing"},
      {"an unknown field", edited(block, "\"drew_this_turn\":false,", "\"drew_this_turn\":false,\"x\":1,"),
       "unknown field 'x'"},
      {"hand_counts too short", with_field(block, "hand_counts", "[7,7,7]"), "hand_counts has 3 entries for 4 players"},
      {"hand_counts too long", with_field(block, "hand_counts", "[7,7,7,7,7]"), "more than 4"},
      {"a hand disagreeing with its count", with_field(block, "hand_counts", "[1,7,7,7]"),
       "where hand_counts says 1"},
      {"a bad tile", with_field(block, "hands", "[[\"7-7\"],null,null,null]"), "'7-7' is not a tile of the double-6 set"},
      {"a tile written low end first", with_field(block, "hands", "[[\"4-6\"],null,null,null]"), "written high end first"},
      {"no own hand", with_field(block, "hands", "[null,null,null,null]"), "hands[0] should hold the seat's own hand"},
      {"a log move that does not fit", with_field(block, "log", "[[0,\"6-6\"],[1,\"5-4:L\"]]"), "does not fit"},
      {"a log move of another game", with_field(block, "log", "[[0,\"draw\"]]"), "is not a move of block"},
      {"a log entry without its seat", with_field(block, "log", "[[\"6-6\"]]"), "log[0] should be [seat, move]"},
      {"a boneyard in Block", with_field(block, "boneyard", "3"), "boneyard is 3, not from 0 to 0"},
      {"winners out of order", with_field(block, "match_winners", "[2,1]"), "should name each seat once, in order"},
      {"an explanation naming no seat",
       with_field(block, "result",
                  "{\"blocked\":false,\"domino_seat\":0,\"pips\":[0,0,0,0],\"points\":[0,0,0,0],\"winners\":[0],"
                  "\"explanation\":\"{99999999999999999999} won\"}"),
       "names seat '99999999999999999999' at a table of 4"},
      {"a card not in the deck", edited(hearts, "\"hands\":[[\"", "\"hands\":[[\"1X\",\""), "is not a card of the deck"},
      {"a play out of turn", text_of(out_of_turn), "out of turn from the leader"},
      {"a trick without its suit", text_of(no_suit), "led_suit is missing for the trick"},
      {"a bad suit", with_field(hearts, "led_suit", "\"Q\""), "'Q' is not a suit"},
      {"a tile more than the deck holds", text_of(extra_tile), "the hands and tricks hold 53 of the 52 in play"},
      {"a tile in two places", text_of(twice), "is in the view more often than in the set"},
      {"a bad moon choice",
       with_field(hearts, "result",
                  "{\"taken\":[0,0,0,0],\"points\":[],\"moon\":0,\"moon_choice\":\"12\",\"explanation\":\"\"}"),
       "moon_choice should be self, others or a seat"},
      {"a pass of two", with_field(hearts, "sent", "[\"2C\",\"3C\"]"), "sent should hold three, or none"},
  };
  for (const auto& b : bad) {
    INFO(b.what);
    const auto view = decode_view_text(b.text);
    REQUIRE_FALSE(view.ok());
    INFO(view.error());
    CHECK(view.error().find(b.message) != std::string::npos);
  }
}
