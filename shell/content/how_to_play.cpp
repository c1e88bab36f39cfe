// "How to play": the registry of the games' pages and what this table plays (see how_to_play.h).
#include "content/how_to_play.h"

#include <string>

#include "session/setup_model.h"

namespace boneyard {

namespace how_to {

std::string text(const Options& options, std::string_view name, std::string fallback) {
  return options.has(name) ? options.get(name) : fallback;
}

int number(const Options& options, std::string_view name, int fallback) {
  if (!options.has(name)) return fallback;
  const std::string& value = options.get(name);
  if (value.empty() || value.find_first_not_of("0123456789") != std::string::npos) return fallback;
  return std::stoi(value);
}

bool flag(const Options& options, std::string_view name, bool fallback) {
  return options.has(name) ? options.get(name) == "true" : fallback;
}

std::vector<std::string> domino_suit_paragraphs() {
  return {
      "Every number is a suit: the sixes are all the tiles that show a six. So a 6-4 belongs to two suits, the "
      "sixes and the fours, and whoever leads it says which: tap the half with the number you lead.",
      "The doubles are a suit of their own as well. A double can be led as the top of its number or as a double "
      "(the table asks which).",
      "Everyone else must follow the suit led when they can: play a tile that shows that number (a double, when "
      "doubles are led). When you can't, play any tile. The tiles that may follow glow.",
      "Inside a suit the double is highest, then the others by their other end: 6-6, 6-5, 6-4 down to 6-0. The "
      "highest tile of the suit led takes the trick, and whoever takes it leads the next one.",
  };
}

std::string set_name(int set) {
  static const char* const kWords[] = {"zero", "one", "two", "three", "four", "five", "six",
                                       "seven", "eight", "nine", "ten", "eleven", "twelve"};
  return "double-" + (set >= 0 && set <= 12 ? std::string(kWords[set]) : std::to_string(set));
}

FigureTile tile(int a, int b) { return {Face(Tile::of(a, b)), false, false}; }
FigureTile low_on_top(int a, int b, bool glow) { return {Face(Tile::of(a, b)), true, glow}; }

}  // namespace how_to

namespace {

// Every option the game publishes that changes this table (not one for another number of
// players), with the value in force and the spec's help for that value.
std::vector<TableLine> table_lines(const GameInfo& game, const Options& options) {
  std::vector<TableLine> out;
  for (const OptionSpec& spec : game.option_specs()) {
    if (!options.has(spec.name)) continue;
    if (spec.only_players > 0 && options.has("players") && options.integer("players") != spec.only_players) continue;
    const std::string& value = options.get(spec.name);
    std::string help = spec.kind == OptionSpec::Kind::Boolean && value == "false" ? spec.off_help : spec.help;
    for (std::size_t i = 0; i < spec.choices.size() && i < spec.choice_help.size(); ++i)
      if (spec.choices[i] == value && !spec.choice_help[i].empty()) help = spec.choice_help[i];
    out.push_back({tr(spec.label), trc("option value", choice_label(spec, value)), tr(help)});
  }
  return out;
}

}  // namespace

std::optional<HowToPlay> how_to_play(std::string_view game, const Options& options) {
  HowToPlay page;
  if (game == "block")
    page = block_how_to_play(options);
  else if (game == "draw")
    page = draw_how_to_play(options);
  else if (game == "blacktile")
    page = blacktile_how_to_play(options);
  else if (game == "whist")
    page = whist_how_to_play(options);
  else if (game == "hearts")
    page = hearts_how_to_play(options);
  else
    return std::nullopt;
  page.game = std::string(game);
  if (const GameInfo* info = find_game(game)) {
    page.title = trc("game", info->title());
    page.table = table_lines(*info, options);
  }
  return page;
}

std::string coach_line(std::string_view game) {
  if (game == "block") return "Tap a tile, then the glowing end where it goes.";
  if (game == "draw") return "Tap a tile, then the glowing end where it goes. Nothing fits? Tap the boneyard.";
  if (game == "blacktile") return "Tap three tiles to pass. To lead, tap the half whose number you lead.";
  if (game == "whist") return "Bid with the buttons. To lead, tap the half whose number you lead.";
  if (game == "hearts") return "Tap three tiles to pass, then tap a glowing tile to play it.";
  return "";
}

}  // namespace boneyard
