// "How to play" for every game, as data (declared once, read by every front end): the page's text, its examples
// drawn with the table's own tiles, and what this table plays, computed from the options in
// force. Pure, so tests/shell/how_to_play_test.cpp checks every game without a window; the
// screen (screens/how_to_play.cpp) only draws it.
//
// Each game's text lives beside its table code (line/line_how_to_play.cpp for Block and Draw,
// trick/<game>_rules.cpp for the trick games). The options' own help, written once for the
// setup screen (OptionSpec::help and choice_help), is read from the game's specs here, never
// copied into the text.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/match.h"
#include "look/face.h"

namespace boneyard {

// One tile of an example. `low_on_top`: a standing tile shows its low end on top (a 6-4 led
// as a four); `glow`: lit, as the table lights what may be played.
struct FigureTile {
  Face face;
  bool low_on_top = false;
  bool glow = false;
};

// An example: tiles standing side by side (a hand, a trick) or lying end to end as a line of
// play (`line`: doubles across), with a caption below.
struct HowToFigure {
  std::vector<FigureTile> tiles;
  std::string caption;
  bool line = false;
};

// The six things every page explains, in this order.
enum class Topic { Goal, Deal, Turn, Play, Scoring, End };

struct HowToSection {
  Topic topic = Topic::Goal;
  std::string heading;                  // "A trick", "The line", ...
  std::vector<std::string> paragraphs;  // in a player's words
  std::vector<HowToFigure> figures;     // drawn after the paragraphs
};

// One option in force: its setup-screen label, the value, and its help (the page's words for the
// value when the game gives them, else the chosen value's help when it has one, else the option's).
struct TableLine {
  std::string label, value, help;
};

struct HowToPlay {
  std::string game;                   // "blacktile"
  std::string title;                  // "Black Tile"
  std::string summary;                // this table in one line: "21-point counters; pass to the left; ..."
  std::vector<HowToSection> sections;  // one per Topic, in order
  std::vector<TableLine> table;       // every option in force
  std::string sources;                // where the rules come from
  // A game's own words for an option's value where the option's help would not read true of it
  // (a number's help names its defaults: "61, or 210 for 21 and 30"): option name -> the help
  // its table line shows instead ("The match ends after the round in which someone reaches 110").
  std::vector<std::pair<std::string, std::string>> value_help;
};

// The page for `game` (a game id) with `options` in force (complete, as a match has them, or
// as the setup screen shows them). nullopt for a game without a page.
std::optional<HowToPlay> how_to_play(std::string_view game, const Options& options);

// The one gesture a newcomer needs at this game's table, shown once (the first visit).
std::string coach_line(std::string_view game);

// --- For the games' pages (line/line_how_to_play.cpp, trick/*_how_to_play.cpp) ----------------------
HowToPlay block_how_to_play(const Options& options);
HowToPlay draw_how_to_play(const Options& options);
HowToPlay blacktile_how_to_play(const Options& options);
HowToPlay whist_how_to_play(const Options& options);
HowToPlay hearts_how_to_play(const Options& options);

namespace how_to {
// An option's text, or `fallback` when the options lack it.
std::string text(const Options& options, std::string_view name, std::string fallback = "");
int number(const Options& options, std::string_view name, int fallback);
bool flag(const Options& options, std::string_view name, bool fallback = false);
// How the domino trick games' suits work (docs/rules.md ("Terms used in every game")), shared by Black Tile and Whist.
std::vector<std::string> domino_suit_paragraphs();
// A standing tile; a tile with its low end on top; a lit one.
FigureTile tile(int a, int b);
FigureTile low_on_top(int a, int b, bool glow = false);
std::string set_name(int set);  // 6 -> "double-six"
}  // namespace how_to

}  // namespace boneyard
