// "How to play": every game's page explains the six topics with examples, says what this table
// plays from the options in force, reuses the options' own help, and its layout fits.
#include <catch2/catch.hpp>

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

TEST_CASE("every option in force is listed with its own help from the setup screen, not a copy") {
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
