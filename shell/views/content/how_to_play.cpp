// "How to play": the registry of the games' pages and what this table plays (see how_to_play.h).
#include "content/how_to_play.h"

#include <string>

#include "core/i18n.h"
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
      tr("Every number is a suit: the sixes are all the tiles that show a six. So a 6-4 belongs to two suits, the "
         "sixes and the fours, and whoever leads it says which: tap the half with the number you lead."),
      tr("The doubles are a suit of their own as well. A double can be led as the top of its number or as a double "
         "(the table asks which)."),
      tr("Everyone else must follow the suit led when they can: play a tile that shows that number (a double, when "
         "doubles are led). When you can't, play any tile. The tiles that may follow glow."),
      tr("Inside a suit the double is highest, then the others by their other end: 6-6, 6-5, 6-4 down to 6-0. The "
         "highest tile of the suit led takes the trick, and whoever takes it leads the next one."),
  };
}

std::string set_name(int set) {
  // TRANSLATORS: the name of a set of dominoes by its highest double, as in "a double-six set".
  static const char* const kNames[] = {N_("double-zero"),  N_("double-one"),  N_("double-two"), N_("double-three"),
                                       N_("double-four"),  N_("double-five"), N_("double-six"), N_("double-seven"),
                                       N_("double-eight"), N_("double-nine"), N_("double-ten"), N_("double-eleven"),
                                       N_("double-twelve")};
  if (set >= 0 && set <= 12) return tr(kNames[set]);
  // TRANSLATORS: a set of dominoes by its highest double, for a number without a name of its own.
  return trf("double-{number}", {{"number", set}});
}

FigureTile tile(int a, int b) { return {Face(Tile::of(a, b)), false, false}; }
FigureTile low_on_top(int a, int b, bool glow) { return {Face(Tile::of(a, b)), true, glow}; }

}  // namespace how_to

namespace {

// Every option the game publishes that changes this table (not one for another number of
// players), with the value in force and the spec's help for that value, or the page's own words
// for it (HowToPlay::value_help).
std::vector<TableLine> table_lines(const GameInfo& game, const Options& options, const HowToPlay& page) {
  std::vector<TableLine> out;
  for (const OptionSpec& spec : game.option_specs()) {
    if (!options.has(spec.name)) continue;
    if (spec.only_players > 0 && options.has("players") && options.integer("players") != spec.only_players) continue;
    const std::string& value = options.get(spec.name);
    std::string help = spec.kind == OptionSpec::Kind::Boolean && value == "false" ? spec.off_help : spec.help;
    for (std::size_t i = 0; i < spec.choices.size() && i < spec.choice_help.size(); ++i)
      if (spec.choices[i] == value && !spec.choice_help[i].empty()) help = spec.choice_help[i];
    // The specs' words are marked where the games declare them; shown here in the player's language.
    help = tr(help);
    for (const auto& [name, words] : page.value_help)
      if (name == spec.name) help = words;
    out.push_back({tr(spec.label), pretty_value(value), help});
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
    page.table = table_lines(*info, options, page);
  }
  return page;
}

std::string coach_line(std::string_view game) {
  // TRANSLATORS: shown once at a game's first table: the one gesture a newcomer needs.
  if (game == "block") return tr("Tap a tile, then the glowing end where it goes.");
  if (game == "draw") return tr("Tap a tile, then the glowing end where it goes. Nothing fits? Tap the boneyard.");
  if (game == "blacktile") return tr("Tap three tiles to pass. To lead, tap the half whose number you lead.");
  if (game == "whist") return tr("Bid with the buttons. To lead, tap the half whose number you lead.");
  if (game == "hearts") return tr("Tap three tiles to pass, then tap a glowing tile to play it.");
  return "";
}

}  // namespace boneyard
