// Pass-and-play in the session: people at several seats share the device; the table shows the
// view of whoever holds it, turned so their seat is seat 0; a cover between two people's turns;
// undo stops where the device changed hands; the people are saved and checked.
#include <catch2/catch.hpp>

#include "core/match.h"
#include "core/rng.h"
#include "line/line_match.h"
#include "line/view_model.h"
#include "session/link.h"
#include "content/score_sheet.h"
#include "session/seats.h"
#include "session/session.h"
#include "trick/trick_common.h"
#include "trick/trick_view.h"

using namespace boneyard;

namespace {

MatchSetup with_people(const std::string& game, int players, std::vector<int> people) {
  MatchSetup setup;
  setup.game = game;
  setup.options = {{"players", std::to_string(players)}};
  setup.people = std::move(people);
  return setup;
}

// What the table shows must hold the viewer's hand only (every hand once the round is over).
void check_private(const Session& s) {
  if (s.round_finished()) return;
  const SeatView& v = s.view();
  CHECK(v.seat() == 0);  // the viewer sits at the bottom
  auto own = s.match().view(s.viewer());
  if (const auto* line = dynamic_cast<const LineView*>(&v)) {
    CHECK(line->hand == dynamic_cast<const LineView&>(*own).hand);
    for (std::size_t k = 1; k < line->hands.size(); ++k) CHECK_FALSE(line->hands[k]);
  } else if (const auto* cards = dynamic_cast<const TrickView<Card>*>(&v)) {
    CHECK(cards->hand == dynamic_cast<const TrickView<Card>&>(*own).hand);
    for (std::size_t k = 1; k < cards->hands.size(); ++k) CHECK_FALSE(cards->hands[k]);
  }
}

// Plays a round: people pick a random legal move from their (turned) view, the cover is accepted
// each time it comes. Returns how many handovers there were.
int play_round(Session& s, double& now, Rng& rng) {
  int handovers = 0;
  for (int guard = 0; guard < 4000 && !s.round_finished(); ++guard) {
    check_private(s);
    if (s.covered()) {
      CHECK_FALSE(s.human_to_move());
      const int next = s.handover_to();
      CHECK(s.is_person(next));
      CHECK(s.match().to_move() == next);
      s.accept_handover(now);
      CHECK(s.viewer() == next);
      CHECK_FALSE(s.covered());
      ++handovers;
      continue;
    }
    if (s.human_to_move()) {
      CHECK(s.match().to_move() == s.viewer());
      const auto moves = s.view().legal_moves();  // as the table offers them (turned)
      REQUIRE_FALSE(moves.empty());
      REQUIRE(s.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))], now).ok());
    } else {
      CHECK_FALSE(s.is_person(s.match().to_move()));
      now += s.delay_ms();
      s.update(now);
    }
  }
  REQUIRE(s.round_finished());
  return handovers;
}

}  // namespace

TEST_CASE("pass-and-play: each person sees only their own hand, at the bottom, after the cover") {
  for (const auto& [game, players, people] : {std::tuple<const char*, int, std::vector<int>>{"block", 4, {0, 2}},
                                              {"draw", 3, {0, 1, 2}},
                                              {"hearts", 4, {0, 1}},
                                              {"whist", 4, {0, 3}},
                                              {"blacktile", 4, {0, 2}}}) {
    INFO(game);
    Session s;
    REQUIRE(s.start(with_people(game, players, people), 3, 0).ok());
    Rng rng(3);
    double now = 0;
    const int handovers = play_round(s, now, rng);
    CHECK(handovers >= 2);
  }
}

TEST_CASE("pass-and-play: undo takes back a person's own decision only until the device changes hands") {
  Session s;
  REQUIRE(s.start(with_people("block", 2, {0, 1}), 5, 0).ok());
  double now = 0;
  if (s.covered()) s.accept_handover(now);
  const int first = s.viewer();
  REQUIRE(s.human_to_move());
  REQUIRE(s.play(s.view().legal_moves().front(), now += 10).ok());
  REQUIRE(s.covered());            // the other person is to move: the table is covered
  CHECK(s.can_undo());             // the one who moved may still take it back
  REQUIRE(s.undo(now += 10).ok());
  CHECK(s.viewer() == first);
  CHECK_FALSE(s.covered());
  REQUIRE(s.play(s.view().legal_moves().front(), now += 10).ok());
  s.accept_handover(now += 10);    // the other person has seen their hand
  CHECK(s.viewer() != first);
  CHECK_FALSE(s.can_undo());       // nothing of theirs yet, and the first person's move stays
  CHECK_FALSE(s.undo(now).ok());
}

TEST_CASE("pass-and-play: the people are saved, a restored table opens covered, bad people are refused") {
  Session s;
  REQUIRE(s.start(with_people("hearts", 4, {0, 2}), 8, 0).ok());
  const std::string saved = s.save_text();
  CHECK(saved.find("\npeople=0,2\n") != std::string::npos);
  Session back;
  REQUIRE(back.restore(saved, 0).ok());
  CHECK(back.setup().people == std::vector<int>{0, 2});
  CHECK(back.covered() == back.is_person(back.match().to_move()));
  Session bad;
  CHECK_FALSE(bad.start(with_people("block", 4, {1, 2}), 1, 0).ok());  // seat 0 is a person
  CHECK_FALSE(bad.start(with_people("block", 4, {0, 4}), 1, 0).ok());  // no seat 4 at four
  CHECK_FALSE(bad.start(with_people("block", 4, {0, 2, 2}), 1, 0).ok());
  CHECK_FALSE(bad.active());
  std::string edited = saved;
  edited.replace(edited.find("people=0,2"), 10, "people=0,9");
  CHECK_FALSE(back.restore(edited, 0).ok());
}

TEST_CASE("pass-and-play: names are cleaned, checked, saved and restored") {
  CHECK(*clean_name("  Bea ") == "Bea");
  CHECK(*clean_name("Zoë") == "Zoë");                  // letters beyond ASCII count once each
  CHECK(*clean_name("Åsa-Britt Öl") == "Åsa-Britt Öl");  // 12 characters, more bytes
  CHECK_FALSE(clean_name("   ").ok());
  CHECK_FALSE(clean_name("Thirteen char").ok());
  CHECK_FALSE(clean_name("Ann, Bob").ok());
  CHECK_FALSE(clean_name("A\nB").ok());
  CHECK_FALSE(clean_name("\xff\xfe").ok());
  CHECK_FALSE(clean_name("\xc3").ok());  // cut in the middle of a character
  CHECK_FALSE(clean_name("Анна").ok());  // letters the table's font cannot draw
  CHECK(clean_name("Анна").error() == "a name can only use the letters of Western European languages");
  CHECK_FALSE(clean_name("Bo\xc2\x85").ok());  // a C1 control character
  CHECK(clean_name("Thirteen char").error() == "a name has at most 12 characters");

  CHECK(default_seat_names(4, false) == std::vector<std::string>{"You", "West", "North", "East"});
  CHECK(default_seat_names(4, true) == std::vector<std::string>{"South", "West", "North", "East"});
  CHECK(default_seat_names(6, true).front() == "Kit");
  CHECK(check_names({}, 3).ok());
  CHECK_FALSE(check_names({"Ann", "Bob"}, 3).ok());
  CHECK_FALSE(check_names({"Ann", " Bob", "Cy"}, 3).ok());

  Session s;
  MatchSetup setup = with_people("block", 3, {0, 2});
  setup.names = {"Ann", "West", "Cy"};
  REQUIRE(s.start(setup, 4, 0).ok());
  CHECK(s.names() == setup.names);
  const std::string saved = s.save_text();
  CHECK(saved.find("\nnames=Ann,West,Cy\n") != std::string::npos);
  Session back;
  REQUIRE(back.restore(saved, 0).ok());
  CHECK(back.names() == setup.names);
  CHECK(back.describe().find("Ann 0, West 0, Cy 0") != std::string::npos);
  std::string edited = saved;
  edited.replace(edited.find("names=Ann"), 9, "names=A\tn");
  CHECK_FALSE(back.restore(edited, 0).ok());
  CHECK(back.names() == setup.names);  // refused: unchanged

  Session alone;  // without pass-and-play or names: "You" as always
  REQUIRE(alone.start(with_people("block", 3, {0}), 4, 0).ok());
  CHECK(alone.names() == std::vector<std::string>{"You", "West", "East"});
  Session shared;
  REQUIRE(shared.start(with_people("block", 2, {0, 1}), 4, 0).ok());
  CHECK(shared.names() == std::vector<std::string>{"South", "North"});
}

TEST_CASE("pass-and-play: a turned table names its seats after the people sitting there") {
  const std::vector<std::string> names{"Ann", "West", "Cy", "East"};
  CHECK(seat_name(4, 2) == "North");  // no naming: the defaults
  {
    SeatNaming naming(names, 2);  // Cy holds the device: Cy's seat is the table's seat 0
    CHECK(seat_name(4, 0) == "You");
    CHECK(seat_name(4, 1) == "East");
    CHECK(seat_name(4, 2) == "Ann");
    CHECK(seat_name(4, 3) == "West");
    CHECK(plate_name(4, 0) == "Cy");  // the plate at the bottom names the holder
    CHECK(player_name(4, 0) == "Ann");  // seats as the match numbers them
    // The sentences of Cy's turned view name the seats as its plates do: Cy's first.
    CHECK(table_names(4) == std::vector<std::string>{"Cy", "East", "Ann", "West"});
    {
      SeatNaming inner({"You", "B", "C", "D"}, 0);  // the innermost holds
      CHECK(seat_name(4, 2) == "C");
      CHECK(plate_name(4, 0) == "You");
    }
    CHECK(seat_name(4, 2) == "Ann");
    CHECK(seat_name(3, 1) == "West");  // another table's size: the defaults
  }
  CHECK(seat_name(4, 2) == "North");
}

TEST_CASE("pass-and-play: the score sheet and the record name the seats as the match does") {
  Session s;
  MatchSetup setup = with_people("hearts", 4, {0, 2});
  REQUIRE(s.start(setup, 8, 0).ok());
  SeatNaming naming(s.names(), 2);
  const ScoreSheet sheet = score_sheet(s.match(), round_points(s.match()));
  CHECK(sheet.columns == std::vector<std::string>{"South", "West", "North", "East"});
  // Several people read it: no column is marked as "you".
  CHECK(s.reader() == -1);
  CHECK(score_sheet(s).you == -1);
  CHECK(sheet.you == 0);  // one reader at seat 0 by default
  Session whist;  // partners share a column: seat 3's is their side's, the second
  MatchSetup partners = with_people("whist", 4, {0});
  partners.options.emplace_back("partnership", "true");
  REQUIRE(whist.start(partners, 8, 0).ok());
  CHECK(score_sheet(whist.match(), {}, 3).you == 1);
  CHECK(score_sheet(whist.match(), {}, 2).you == 0);
}

TEST_CASE("pass-and-play: a link opens a shared table, with names, bad people or names are refused") {
  auto link = parse_link("#game=hearts&players=4&humans=0,2&names=Ann,West,Cy,East&seed=3");
  REQUIRE(link.ok());
  CHECK(link->humans == std::vector<int>{0, 2});
  CHECK(link->names == std::vector<std::string>{"Ann", "West", "Cy", "East"});
  CHECK(format_link(*link) == "#game=hearts&players=4&seed=3&humans=0%2C2&names=Ann%2CWest%2CCy%2CEast");
  CHECK(parse_link(format_link(*link))->humans == link->humans);
  Session s;
  REQUIRE(s.start_from_link(*link, 1, 0).ok());
  CHECK(s.setup().people == std::vector<int>{0, 2});
  CHECK(s.names() == link->names);
  const Link shared = s.share_link();
  CHECK(shared.humans == std::vector<int>{0, 2});
  CHECK(shared.names == link->names);
  auto names = parse_link("#game=block&players=2&names=Zo%C3%AB,Bo");  // %-escaped UTF-8
  REQUIRE(names.ok());
  CHECK(names->names.front() == "Zoë");
  for (const char* bad : {"#game=hearts&players=4&humans=2", "#game=hearts&players=4&humans=0,4",
                          "#game=hearts&players=4&humans=0,x", "#game=hearts&players=4&humans=0,1,1",
                          "#game=hearts&players=4&names=Ann,Bob", "#game=block&players=2&names=Ann,",
                          "#game=hearts&daily=2026-11-25&humans=0,2"}) {
    INFO(bad);
    CHECK_FALSE(parse_link(bad).ok());
  }
  CHECK(parse_link("#game=hearts&players=4&humans=0,4").error() == "humans: there is no seat 4 at a table of 4");
}

TEST_CASE("pass-and-play: a round's headline names people rather than saying You") {
  Session s;
  MatchSetup setup = with_people("block", 2, {0, 1});
  setup.names = {"Ann", "Bea"};
  REQUIRE(s.start(setup, 3, 0).ok());
  double now = 0;
  Rng rng(5);
  play_round(s, now, rng);
  const auto* view = s.view_as<LineView>();
  REQUIRE(view);
  REQUIRE(view->result);
  const std::string alone = round_headline(*view);  // without the shared naming: the holder is "You"
  SeatNaming naming(s.names(), s.viewer(), true);
  const std::string shared = round_headline(*view);
  INFO(alone << " / " << shared);
  CHECK(shared.find("You") == std::string::npos);
  CHECK(shared.find("you") == std::string::npos);
  if (!view->result->winners.empty())
    CHECK(shared.find(s.names()[static_cast<std::size_t>((view->result->winners[0] + s.viewer()) % 2)]) != std::string::npos);
  CHECK(winners_headline({0}, 2) == s.names()[static_cast<std::size_t>(s.viewer())] + " wins the match");
  CHECK(winners_headline({0, 1}, 2).find("share the win") != std::string::npos);
}

namespace {

// Whether `text` says "You" as a word (not "Your": a prompt to whoever holds the device).
bool says_you_word(const std::string& text) {
  for (std::size_t at = text.find("You"); at != std::string::npos; at = text.find("You", at + 1)) {
    const bool starts = at == 0 || text[at - 1] == ' ' || text[at - 1] == '(';
    const char next = at + 3 < text.size() ? text[at + 3] : ' ';
    if (starts && (next == ' ' || next == ':' || next == ',' || next == '!' || next == '.')) return true;
  }
  return false;
}

TimedEvent at(int seat, std::string move) { return TimedEvent{seat, std::move(move), 0, {}, {}}; }

}  // namespace

TEST_CASE("pass-and-play: the status line, bubbles and labels name the seats, never You (issue 48)") {
  CHECK(event_text(at(0, "4-3:L"), 2) == "You play 4-3");  // one person: the player is You
  CHECK(says_you(0));
  {
    SeatNaming naming({"Sam", "Grandma"}, 0, true);  // Sam holds the device
    CHECK_FALSE(says_you(0));
    CHECK(seat_name(2, 0) == "Sam");
    CHECK(seat_name(2, 1) == "Grandma");
    CHECK(event_text(at(0, "4-3:L"), 2) == "Sam plays 4-3");
    CHECK(event_text(TimedEvent{0, "pass", 0, {1, 3}, {}}, 2) == "Sam passes (no 1 or 3)");
    CHECK(latest_text({at(0, "draw"), at(0, "draw"), at(0, "6-4:R")}, 2, true) == "Sam draws 2 tiles and plays 6-4");
    CHECK(seat_bubbles({at(0, "pass")})[0].text == "Pass");
  }
  {
    SeatNaming naming({"Sam", "Grandma"}, 1, true);  // Grandma holds it: her seat is the table's seat 0
    CHECK(event_text(at(0, "4-3:L"), 2) == "Grandma plays 4-3");
    CHECK(event_text(at(1, "6-6"), 2) == "Sam opens with 6-6");
  }

  // A round of each trick game with people at two seats: what the table says happened (the last
  // play, the trick's label, the banner, the headline, the auction) names the people.
  for (const auto& [game, options] :
       {std::pair<const char*, OptionList>{"blacktile", {{"players", "4"}, {"partnership", "true"}}},
        {"whist", {{"players", "4"}, {"partnership", "true"}}},
        {"hearts", {{"players", "4"}}}}) {
    INFO(game);
    Session s;
    MatchSetup setup = with_people(game, 4, {0, 2});
    setup.options = options;
    setup.names = {"Sam", "West", "Grandma", "East"};
    REQUIRE(s.start(setup, 11, 0).ok());
    double now = 0;
    Rng rng(7);
    int looked = 0;
    for (int guard = 0; guard < 4000 && !s.round_finished(); ++guard) {
      if (s.covered()) {
        s.accept_handover(now);
        continue;
      }
      {
        SeatNaming naming(s.names(), s.viewer(), s.shared());
        const auto legal = s.human_to_move() ? s.view().legal_moves() : std::vector<std::string>{};
        const auto t = trick_table(s.view(), legal, {});
        REQUIRE(t);
        for (const std::string& text : {t->detail, t->trick_label, t->banner, t->summary.headline}) {
          INFO(text);
          CHECK_FALSE(says_you_word(text));
        }
        // The auction's lines, shown to everyone (a question put to the holder may say "you": it is theirs).
        for (const std::string& line : t->panel_lines) {
          if (t->scene.panel && !t->scene.panel->choices.empty()) break;
          INFO(line);
          CHECK_FALSE(says_you_word(line));
        }
        ++looked;
      }
      if (s.human_to_move()) {
        const auto moves = s.view().legal_moves();
        REQUIRE(s.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))], now).ok());
      } else {
        now += s.delay_ms();
        s.update(now);
      }
    }
    CHECK(s.round_finished());
    CHECK(looked > 20);
    SeatNaming naming(s.names(), s.viewer(), s.shared());  // the summary, read by everyone
    const auto t = trick_table(s.view(), {}, {});
    REQUIRE(t);
    CHECK_FALSE(says_you_word(t->summary.headline));
    for (const auto& row : t->summary.rows) {
      INFO(row.name << ": " << row.no_tiles);
      CHECK_FALSE(says_you_word(row.name + " " + row.no_tiles));
    }
  }
}
