// "How to play": every game's page explains the six topics with examples, says what this table
// plays from the options in force, reuses the options' own help, and its layout fits.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "content/how_to_play.h"
#include "layout/screen_layout.h"

using namespace boneyard;

namespace {

const std::vector<std::string> kGames = {"block", "draw", "blacktile", "whist", "hearts"};

// The complete options a match of `game` would have with `given`.
Options options_for(const std::string& game, const OptionList& given) {
  const GameInfo* info = find_game(game);
  REQUIRE(info);
  auto resolved = resolve_options(info->option_specs(), given);
  REQUIRE(resolved);
  Options o = *resolved;
  REQUIRE(info->complete_options(o));
  return o;
}

HowToPlay page_for(const std::string& game, const OptionList& given = {}) {
  auto page = how_to_play(game, options_for(game, given));
  REQUIRE(page);
  return *page;
}

std::string rules_text(const HowToPlay& page) {  // the sections, without the options list
  std::string out;
  for (const auto& s : page.sections) {
    out += s.heading + "\n";
    for (const auto& p : s.paragraphs) out += p + "\n";
    for (const auto& f : s.figures) out += f.caption + "\n";
  }
  return out;
}

std::string all_text(const HowToPlay& page) {
  std::string out = page.title + "\n" + page.summary + "\n" + rules_text(page);
  for (const auto& t : page.table) out += t.label + ": " + t.value + " " + t.help + "\n";
  return out;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("every game's page explains the goal, the deal, a turn, the play, scoring and the end, with examples") {
  const std::vector<Topic> order = {Topic::Goal, Topic::Deal, Topic::Turn, Topic::Play, Topic::Scoring, Topic::End};
  for (const auto& game : kGames) {
    INFO(game);
    const HowToPlay page = page_for(game);
    CHECK(page.game == game);
    CHECK(page.title == std::string(find_game(game)->title()));
    CHECK_FALSE(page.summary.empty());
    CHECK_FALSE(page.sources.empty());
    REQUIRE(page.sections.size() == order.size());
    int figures = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
      const HowToSection& s = page.sections[i];
      CHECK(s.topic == order[i]);
      CHECK_FALSE(s.heading.empty());
      REQUIRE_FALSE(s.paragraphs.empty());
      for (const auto& p : s.paragraphs) CHECK(p.size() > 20);
      for (const auto& f : s.figures) {
        CHECK_FALSE(f.tiles.empty());
        CHECK_FALSE(f.caption.empty());
        ++figures;
      }
    }
    CHECK(figures >= 1);
    CHECK_FALSE(coach_line(game).empty());
  }
  CHECK_FALSE(how_to_play("chess", Options{}));
}

TEST_CASE("the examples show the table's own marks: counters, trumps, cardominoes, a line") {
  auto has = [](const HowToPlay& page, auto pred) {
    for (const auto& s : page.sections)
      for (const auto& f : s.figures)
        for (const auto& t : f.tiles)
          if (pred(f, t)) return true;
    return false;
  };
  CHECK(has(page_for("blacktile"), [](const HowToFigure&, const FigureTile& t) { return t.face.value > 0; }));
  CHECK(has(page_for("blacktile"),
            [](const HowToFigure&, const FigureTile& t) { return t.face.tile == Tile::of(6, 4) && t.glow; }));
  CHECK(has(page_for("whist"), [](const HowToFigure&, const FigureTile& t) { return t.face.trump; }));
  CHECK(has(page_for("hearts"), [](const HowToFigure&, const FigureTile& t) {
    return t.face.card && t.face.card->str() == "QS";
  }));
  CHECK(has(page_for("hearts"), [](const HowToFigure&, const FigureTile& t) {
    return t.face.card && t.face.card->suit == CardSuit::Hearts;
  }));
  CHECK(has(page_for("block"), [](const HowToFigure& f, const FigureTile&) { return f.line; }));
}

TEST_CASE("the page says what this table plays") {
  const HowToPlay bt21 = page_for("blacktile", {{"points", "21"}, {"pass_direction", "left"}});
  CHECK(contains(bt21.summary, "21-point counters"));
  CHECK(contains(bt21.summary, "pass to the left"));
  CHECK(contains(bt21.summary, "the lead may be passed"));
  CHECK(contains(all_text(bt21), "0-0 is worth 11"));
  const HowToPlay bt11 = page_for("blacktile", {{"points", "11"}, {"lead_pass", "false"}, {"pass_direction", "none"}});
  CHECK(contains(bt11.summary, "11-point counters"));
  CHECK(contains(bt11.summary, "no passing"));
  CHECK(contains(bt11.summary, "may not be passed"));
  CHECK(contains(all_text(bt11), "game to 61"));

  CHECK(contains(page_for("hearts", {{"players", "3"}}).summary, "17 each"));
  CHECK(contains(all_text(page_for("hearts", {{"players", "4"}})), "left, right, across"));
  CHECK(contains(all_text(page_for("hearts", {{"moon", "off"}})), "no shooting the moon"));

  const HowToPlay partners = page_for("whist", {{"players", "4"}, {"partnership", "true"}});
  CHECK(contains(partners.summary, "partners"));
  CHECK(contains(all_text(partners), "widow"));
  CHECK(contains(all_text(partners), "bids from 4"));
  const HowToPlay alone = page_for("whist", {{"players", "5"}});
  CHECK_FALSE(contains(rules_text(alone), "widow"));
  CHECK(contains(alone.summary, "bids from 1"));

  CHECK(contains(all_text(page_for("block", {{"target", "50"}})), "reaches 50"));
  CHECK(contains(all_text(page_for("draw", {{"draw_rule", "draw_then_wait"}})), "from your next turn"));
}

TEST_CASE(
    "every option in force is listed with its own help from the setup screen, or the page's words for its value") {
  for (const auto& game : kGames) {
    INFO(game);
    const Options o = options_for(game, {});
    const HowToPlay page = page_for(game);
    std::vector<const OptionSpec*> shown;  // those that change a table of this many players
    for (const OptionSpec& spec : find_game(game)->option_specs())
      if (spec.only_players == 0 || spec.only_players == o.integer("players")) shown.push_back(&spec);
    REQUIRE(page.table.size() == shown.size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
      const OptionSpec& spec = *shown[i];
      INFO(spec.name);
      CHECK(page.table[i].label == spec.label);
      std::string expected = spec.kind == OptionSpec::Kind::Boolean && o.get(spec.name) == "false" ? spec.off_help : spec.help;
      for (std::size_t k = 0; k < spec.choices.size() && k < spec.choice_help.size(); ++k)
        if (spec.choices[k] == o.get(spec.name)) expected = spec.choice_help[k];
      for (const auto& [name, words] : page.value_help)  // a number's help names its defaults: the page words its value
        if (name == spec.name) expected = words;
      CHECK(page.table[i].help == expected);
    }
  }
}

static const TableLine* line_for(const HowToPlay& page, std::string_view label) {
  for (const TableLine& line : page.table)
    if (line.label == label) return &line;
  return nullptr;
}

TEST_CASE("an option switched off is described as off, and one for another player count is left out") {
  for (const auto& game : kGames)
    for (const OptionSpec& spec : find_game(game)->option_specs())
      if (spec.kind == OptionSpec::Kind::Boolean) {
        INFO(game << " " << spec.name);
        CHECK_FALSE(spec.off_help.empty());
        CHECK(spec.off_help != spec.help);
      }
  const HowToPlay any = page_for("block", {{"opener_plays_deciding_tile", "false"}});
  const TableLine* open = line_for(any, "Open with that tile");
  REQUIRE(open);
  CHECK(open->help.find("may open with any tile") != std::string::npos);
  const HowToPlay that = page_for("block", {{"opener_plays_deciding_tile", "true"}});
  const TableLine* must = line_for(that, "Open with that tile");
  REQUIRE(must);
  CHECK(must->help.find("must open with") != std::string::npos);
  const HowToPlay no_passing = page_for("whist", {{"passing", "false"}});
  const TableLine* passing = line_for(no_passing, "Passing");
  REQUIRE(passing);
  CHECK(passing->help.find("No tiles are passed") != std::string::npos);

  const HowToPlay bt3 = page_for("blacktile", {{"players", "3"}}), bt4 = page_for("blacktile", {{"players", "4"}});
  CHECK(line_for(bt3, "Leftover tile"));
  CHECK_FALSE(line_for(bt4, "Leftover tile"));  // all 28 are dealt
  CHECK_FALSE(line_for(bt3, "Partners"));
  CHECK(line_for(bt4, "Partners"));
  const HowToPlay whist4 = page_for("whist", {{"players", "4"}}), whist5 = page_for("whist", {{"players", "5"}});
  CHECK(line_for(whist4, "Partners"));
  CHECK_FALSE(line_for(whist5, "Partners"));
}

TEST_CASE("the How to play page and its examples fit at desktop, phone and landscape phone") {
  for (const Vec2 canvas : {Vec2{1280, 800}, Vec2{390, 844}, Vec2{844, 390}}) {
    INFO(canvas.x << "x" << canvas.y);
    const Rect screen{0, 0, canvas.x, canvas.y};
    const HowToPlayLayout l = layout_how_to_play(canvas);
    for (const Rect& r : {l.header, l.back, l.title, l.content}) CHECK(r.inside(screen));
    CHECK_FALSE(l.back.overlaps(l.title));
    CHECK_FALSE(l.header.overlaps(l.content));
    CHECK(l.column_x >= 0);
    CHECK(l.column_x + l.column_w <= canvas.x);
    CHECK(l.back.w >= 44);
    CHECK(l.back.h >= 40);
    for (const auto& game : kGames) {
      for (const auto& section : page_for(game).sections) {
        for (const auto& figure : section.figures) {
          std::vector<bool> across;
          for (const auto& t : figure.tiles) across.push_back(figure.line && t.face.is_double());
          const FigureLayout f = layout_figure({l.column_x, 100}, l.column_w, across, figure.line);
          REQUIRE(f.tiles.size() == figure.tiles.size());
          CHECK(f.box.x >= l.column_x - 0.01f);
          CHECK(f.box.right() <= l.column_x + l.column_w + 0.01f);
          for (std::size_t i = 0; i < f.tiles.size(); ++i) {
            CHECK(bounds(f.tiles[i]).inside(f.box));
            CHECK(f.tiles[i].unit >= 14);  // big enough to read
            for (std::size_t k = i + 1; k < f.tiles.size(); ++k)
              CHECK_FALSE(bounds(f.tiles[i]).overlaps(bounds(f.tiles[k])));
          }
        }
      }
    }
  }
}

TEST_CASE("the setup screen's How to play button sits in its header, clear of Back and the title") {
  for (const Vec2 canvas : {Vec2{1280, 800}, Vec2{390, 844}, Vec2{844, 390}, Vec2{320, 568}}) {
    const SetupLayout l = layout_setup(canvas);
    CHECK(l.how_to_play.inside({0, 0, canvas.x, canvas.y}));
    CHECK(l.how_to_play.inside(l.header));
    CHECK_FALSE(l.how_to_play.overlaps(l.back));
    CHECK_FALSE(l.how_to_play.overlaps(l.title));
    CHECK_FALSE(l.back.overlaps(l.title));
  }
}

TEST_CASE("the table menu offers How to play, inside the screen") {
  for (const Vec2 canvas : {Vec2{1280, 800}, Vec2{390, 844}, Vec2{844, 390}}) {
    for (bool colours : {false, true}) {
      const MenuLayout m = layout_menu(canvas, {12, 12, 44, 44}, MenuSettings{colours, false, true, "normal"});
      bool found = false;
      for (const auto& item : m.items) {
        found |= item.id == "menu:how_to_play";
        CHECK(item.rect.inside({0, 0, canvas.x, canvas.y}));
      }
      CHECK(found);
    }
  }
}

// Issue 48: How to play says every rule the engine applies, and every option line reads true for
// the value in force. A table a game and options, with phrases the page must hold and phrases it
// must not (a rule or a default that is not this table's).
TEST_CASE("How to play reads true for every option's every value: a phrase each value must show") {
  struct Case {
    std::string game;
    OptionList given;
    std::vector<std::string> present, absent;
  };
  const std::vector<Case> cases = {
      // Block and Draw.
      {"block", {{"players", "2"}}, {"2 players", "7 tiles from a double-six set"}, {}},
      {"block", {{"players", "3"}}, {"3 players", "5 tiles from"}, {}},
      {"block", {{"players", "5"}, {"set", "9"}}, {"double-nine set (55 tiles)", "play to 200"}, {}},
      {"block", {{"players", "6"}, {"set", "12"}}, {"double-twelve set (91 tiles)", "play to 300"}, {}},
      {"block",
       {{"players", "2"}, {"hand_size", "5"}},
       {"The rest stay face down and are never used", "Tiles dealt to each player; the rest sleep unused"},
       {"7 for 2 players", "every tile is dealt"}},
      {"block",
       {{"players", "4"}, {"hand_size", "7"}},
       {"every tile is dealt", "with this many, every tile is dealt"},
       {"never used", "sleep unused"}},
      {"block", {{"opener", "highest_double"}}, {"If nobody was dealt a double, the tiles are shuffled"}, {}},
      {"block", {{"opener", "highest_tile"}}, {"the heaviest tile (the most pips; on a tie, the higher end)"}, {}},
      {"block", {{"opener", "double_then_tile"}}, {"if nobody has a double, the heaviest tile decides"}, {}},
      {"block", {{"opener_plays_deciding_tile", "true"}}, {"They must open with that tile."}, {"may open with any"}},
      {"block", {{"opener_plays_deciding_tile", "false"}}, {"They may open with any tile in their hand."}, {}},
      {"block",
       {{"win_score", "net"}},
       {"minus the pips in their own hand",
        "each of them wins and scores the pips of the players not tied, minus "
        "their own (never below 0)"},
       {"every pip left in the other players' hands"}},
      {"block",
       {{"win_score", "others"}},
       {"every pip left in the other players' hands", "scores the pips of the players not tied."},
       {"minus their own"}},
      {"block", {{"block_tie", "none"}}, {"in a blocked round, nobody scores."}, {"each of them wins"}},
      {"block", {{"block_tie", "all_tied"}}, {"each of them wins", "scores from the pips of those not tied"}, {}},
      {"block",
       {{"target", "50"}},
       {"reaches 50 points", "The match ends when someone reaches 50 points"},
       {"(100; 200 with double-nine"}},
      {"block", {{"end_tie", "shared"}}, {"A tie for first shares the win."}, {"plays another round"}},
      {"block", {{"end_tie", "play_on"}}, {"A tie for first plays another round."}, {}},
      {"draw",
       {{"draw_rule", "until_playable"}},
       {"one tile at a time, until a tile fits; then play it. When the boneyard is empty, you pass."},
       {}},
      {"draw",
       {{"draw_rule", "one_then_choose"}},
       {"then play a tile that fits, or pass. When the boneyard is empty, you pass."},
       {}},
      {"draw",
       {{"draw_rule", "draw_then_wait"}},
       {"can be played from your next turn. When the boneyard is empty, you pass."},
       {}},
      {"draw",
       {{"redeal_five_doubles", "true"}},
       {"A hand dealt five or more doubles voids the deal: the tiles are shuffled and dealt again."},
       {}},
      {"draw", {{"redeal_five_doubles", "false"}}, {}, {"five or more doubles voids the deal:"}},
      {"draw",
       {{"min_score", "0"}},
       {"Every win counts, from the first round"},
       {"Nothing is banked", "Nothing goes on your score"}},
      {"draw",
       {{"min_score", "15"}},
       {"until you win a single round worth at least 15", "scores at least 15 points; then every win counts"},
       {"Every win counts, from the first round"}},
      {"draw", {{"sets", "2"}}, {"two sets mixed together"}, {}},
      {"draw", {{"sets", "1"}}, {"The rest lie face down as the boneyard"}, {"two sets mixed"}},
      {"draw",  // every tile dealt: nothing to draw, so a stuck player passes as in Block
       {{"players", "4"}, {"hand_size", "7"}},
       {"every tile is dealt", "If none of your tiles fits, you pass."},
       {"tap the boneyard", "the boneyard can't help", "the rest form the boneyard"}},
      // Black Tile.
      {"blacktile", {{"players", "4"}}, {"7 tiles each", "Seven tiles each"}, {"one lies dead", "The 28th tile"}},
      {"blacktile",
       {{"players", "3"}, {"leftover", "dead"}},
       {"9 tiles each", "The 28th tile lies face down, unused", "the 28th lies dead"},
       {"goes to whoever takes"}},
      {"blacktile",
       {{"players", "3"}, {"leftover", "first_trick_winner"}},
       {"goes to whoever takes the first trick", "the 28th goes to the first trick's winner"},
       {"lies dead", "unused"}},
      {"blacktile", {{"points", "11"}}, {"That is 11 points a round.", "game to 61"}, {"1-1"}},
      {"blacktile", {{"points", "21"}}, {"That is 21 points a round.", "game to 210"}, {"the 1-1 is worth 9"}},
      {"blacktile", {{"points", "30"}}, {"That is 30 points a round.", "the 1-1 is worth 9"}, {}},
      {"blacktile",
       {{"target", "110"}},
       {"reaches 110 points", "after a round in which someone reaches 110 points"},
       {"(61, or 210"}},
      {"blacktile",
       {{"points", "11"}, {"moon_points", "30"}},
       {"everyone else scores 30", "gives every other player 30 points"},
       {"twice the round total"}},
      {"blacktile", {{"moon_points", "0"}}, {"gives every other player 0 points"}, {}},
      {"blacktile",
       {{"players", "4"}, {"partnership", "true"}},
       {"Partners sit opposite", "your side scores nothing, while the other side scores 22",
        "gives the other side 22 points"},
       {"everyone else scores"}},
      {"blacktile",
       {{"players", "4"}, {"partnership", "false"}},
       {"everyone else scores 22", "every counter in play"},
       {"Partners sit opposite"}},
      {"blacktile", {{"next_leader", "rotate"}}, {"the first lead moves one seat to the left"}, {}},
      {"blacktile", {{"next_leader", "highest_score"}}, {"the player with the highest score leads first"}, {}},
      {"blacktile", {{"pass_direction", "left"}}, {"passes them face down to the player on the left"}, {}},
      {"blacktile", {{"pass_direction", "right"}}, {"passes them face down to the player on the right"}, {}},
      {"blacktile", {{"pass_direction", "none"}}, {"no passing"}, {"passes them face down"}},
      {"blacktile", {{"lead_pass", "true"}}, {"may lead, or pass the lead"}, {}},
      {"blacktile", {{"lead_pass", "false"}}, {"the lead may not be passed"}, {"may lead, or pass the lead"}},
      {"blacktile", {{"end_tie", "shared"}}, {"A tie for lowest shares the win."}, {}},
      {"blacktile", {{"end_tie", "play_on"}}, {"A tie for lowest plays another round."}, {}},
      // Domino Whist.
      {"whist", {{"players", "3"}}, {"A double-seven set is dealt: 12 tiles each.", "from 4 to 12"}, {"widow"}},
      {"whist", {{"players", "4"}}, {"A double-eight set is dealt: 11 tiles each, and one tile, the widow"}, {}},
      {"whist", {{"players", "5"}}, {"A double-nine set is dealt: 11 tiles each.", "from 1 to 11"}, {"widow"}},
      {"whist",
       {{"players", "4"}, {"partnership", "true"}},
       {"play as one side", "The other side scores 1 point", "The first side to reach 30 points wins"},
       {}},
      {"whist",
       {{"players", "4"}, {"partnership", "false"}},
       {"each alone", "Every other player scores 1 point", "The first to reach 20 points wins"},
       {"play as one side"}},
      {"whist",
       {{"players", "4"}, {"passing", "true"}},
       {"passes them face down", "left, right, across, then no pass"},
       {}},
      {"whist", {{"players", "3"}, {"passing", "true"}}, {"right, left, then no pass"}, {}},
      {"whist", {{"players", "5"}, {"passing", "true"}}, {"right, left, then no pass"}, {}},
      {"whist", {{"passing", "false"}}, {"no passing"}, {"passes them face down"}},
      {"whist",
       {{"players", "4"}, {"min_bid", "6"}},
       {"from 6 to 11", "No bid below 6 tricks", "bids from 6"},
       {"4 for 3 players and 4 partners"}},
      {"whist",
       {{"players", "3"}, {"target", "40"}},
       {"The first to reach 40 points wins", "play to 40"},
       {"25 for 3 players"}},
      {"whist", {{"end_tie", "shared"}}, {"A tie shares the win."}, {}},
      {"whist", {{"end_tie", "play_on"}}, {"A tie plays another round."}, {}},
      // Domino Hearts.
      {"hearts",
       {{"players", "3"}},
       {"everyone gets 17", "The two of clubs is removed: 17 each", "the 3\u2663 when the 2\u2663 is out",
        "left, right, then"},
       {}},
      {"hearts", {{"players", "4"}}, {"Everyone gets 13.", "left, right, across, then no pass"}, {"removed"}},
      {"hearts", {{"players", "5"}}, {"everyone gets 10", "left, right, then no pass"}, {}},
      {"hearts", {}, {"Hearts and the Q\u2660 may be played on any trick, the first one too."}, {}},
      {"hearts", {{"target", "50"}}, {"reaches 50 points", "game to 50"}, {}},
      {"hearts", {{"queen_breaks_hearts", "true"}}, {"or the Q\u2660 has been played"}, {}},
      {"hearts", {{"queen_breaks_hearts", "false"}}, {"until a heart has been played, unless"}, {"or the Q\u2660 has"}},
      {"hearts", {{"moon", "choice"}}, {"give 26 to everyone else"}, {}},
      {"hearts", {{"moon", "choice_one"}}, {"give 26 to one opponent"}, {}},
      {"hearts", {{"moon", "add_others"}}, {"everyone else gets 26 instead of you"}, {}},
      {"hearts", {{"moon", "off"}}, {"There is no shooting the moon here"}, {"Shooting the moon: take"}},
      {"hearts", {{"end_tie", "shared"}}, {"A tie for lowest shares the win."}, {}},
  };
  for (const Case& c : cases) {
    std::string given;
    for (const auto& [k, v] : c.given) given += k + "=" + v + " ";
    INFO(c.game << " " << given);
    const std::string text = all_text(page_for(c.game, c.given));
    for (const auto& phrase : c.present) {
      INFO("must say: " << phrase << "\n" << text);
      CHECK(contains(text, phrase));
    }
    for (const auto& phrase : c.absent) {
      INFO("must not say: " << phrase << "\n" << text);
      CHECK_FALSE(contains(text, phrase));
    }
  }
}

// Every value of every option (each choice, on and off, a few numbers from the least to the most
// where the table allows them) changes what the page says: no option is left out of the page.
TEST_CASE("How to play changes with every option's every value") {
  for (const auto& game : kGames) {
    const GameInfo* info = find_game(game);
    for (const OptionSpec& spec : info->option_specs()) {
      std::vector<std::string> values = spec.choices;
      if (spec.kind == OptionSpec::Kind::Boolean) values = {"true", "false"};
      if (spec.kind == OptionSpec::Kind::Integer)
        for (int v : {spec.min, spec.min + 1, 5, 6, 7, (spec.min + spec.max) / 2, spec.max})
          if (v >= spec.min && v <= spec.max &&
              std::find(values.begin(), values.end(), std::to_string(v)) == values.end())
            values.push_back(std::to_string(v));
      std::vector<std::string> pages;
      for (const auto& value : values) {
        // The table an option needs to matter: Partners and the leftover tile at their player count.
        OptionList given{{spec.name, value}};
        if (spec.only_players > 0) given.insert(given.begin(), {"players", std::to_string(spec.only_players)});
        if (spec.name == "hand_size") given.insert(given.begin(), {"players", "2"});
        auto resolved = resolve_options(info->option_specs(), given);
        if (!resolved) continue;
        Options o = *resolved;
        if (!info->complete_options(o)) continue;  // a value this table cannot take
        auto page = how_to_play(game, o);
        REQUIRE(page);
        pages.push_back(all_text(*page));
      }
      INFO(game << " " << spec.name);
      CHECK(pages.size() >= 2);
      for (std::size_t i = 0; i < pages.size(); ++i)
        for (std::size_t k = i + 1; k < pages.size(); ++k) CHECK(pages[i] != pages[k]);
    }
  }
}
