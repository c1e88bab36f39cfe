// The setup screen's choices (see setup_model.h).
#include "session/setup_model.h"

#include <algorithm>
#include <cstdlib>

#include "core/i18n.h"
#include "session/link.h"
#include "session/seats.h"

namespace boneyard {

namespace {

constexpr int kDefaultPlayers = 4;

// The table's size travels from preset to preset; the rest of the rules do not.
const char* const kTableSize[] = {"players", "set"};

std::optional<std::string> given(const OptionList& options, const std::string& name) {
  for (const auto& [k, v] : options)
    if (k == name) return v;
  return std::nullopt;
}

void put(OptionList& options, const std::string& name, const std::string& value) {
  for (auto& [k, v] : options)
    if (k == name) {
      v = value;
      return;
    }
  options.emplace_back(name, value);
}

int max_players(const GameInfo& game) {
  const OptionSpec* spec = find_spec(game.option_specs(), "players");
  return spec ? spec->max : kDefaultPlayers;
}

int min_players(const GameInfo& game) {
  const OptionSpec* spec = find_spec(game.option_specs(), "players");
  return spec ? spec->min : kDefaultPlayers;
}

}  // namespace

const std::vector<SetupModel::PresetRef>& SetupModel::presets() {
  static const std::vector<PresetRef> all = [] {
    std::vector<PresetRef> out;
    for (const GameInfo* game : available_games())
      if (Session::can_show(*game))
        for (const Preset& preset : game->presets()) out.push_back({game, &preset});
    return out;
  }();
  return all;
}

SetupModel::SetupModel() {
  game_ = presets().empty() ? available_games().front() : presets().front().game;
  chosen_ = {{"players", std::to_string(kDefaultPlayers)}};
  if (!presets().empty()) choose_preset(0);
}

void SetupModel::load(const MatchSetup& setup) {
  const GameInfo* game = find_game(setup.game);
  const auto& levels = bot_levels();
  if (!game || !Session::can_show(*game) || std::find(levels.begin(), levels.end(), setup.level) == levels.end())
    return;
  auto options = game_options(*game, setup.options);
  if (!options) return;
  game_ = game;
  chosen_ = setup.options;
  if (!given(chosen_, "players")) chosen_.insert(chosen_.begin(), {"players", options->get("players")});
  level_ = setup.level;
  preset_ = matching_preset();
  const int n = options->integer("players");
  if (check_people(setup.people, n) && check_names(setup.names, n)) {
    people_ = setup.people;
    names_ = setup.names;
    // Friends that do not fit the table or mix with people: computer players. Their seats take
    // the default names again (a friend's own name came with the friend).
    friends_ = check_friends(setup.friends, setup.people, n) ? setup.friends : std::vector<int>{};
    for (const int seat : friends_)
      if (static_cast<std::size_t>(seat) < names_.size()) names_[static_cast<std::size_t>(seat)].clear();
    // An online table's own names for its seats ("Computer 2"): the setup names them by default.
    for (auto& name : names_)
      if (online_placeholder_name(name)) name.clear();
  }
  from_last_table_ = seats_carried();
}

MatchSetup SetupModel::setup() const {
  MatchSetup out{std::string(game_->id()), chosen_, level_, {}, {}, {}};
  const int n = players();
  for (int seat = 0; seat < n; ++seat) {
    if (kind(seat) == SeatKind::Person) out.people.push_back(seat);
    if (kind(seat) == SeatKind::Friend) out.friends.push_back(seat);
  }
  bool named = false;
  for (int seat = 0; seat < n && seat < static_cast<int>(names_.size()); ++seat)
    named = named || !names_[static_cast<std::size_t>(seat)].empty();
  if (named)
    for (int seat = 0; seat < n; ++seat) out.names.push_back(name(seat));
  return out;
}

SetupModel::SeatKind SetupModel::kind(int seat) const {
  if (seat == 0) return SeatKind::Person;
  if (seat < 0 || seat >= players()) return SeatKind::Computer;
  if (std::find(people_.begin(), people_.end(), seat) != people_.end()) return SeatKind::Person;
  if (online_ && std::find(friends_.begin(), friends_.end(), seat) != friends_.end()) return SeatKind::Friend;
  return SeatKind::Computer;
}

void SetupModel::set_kind(int seat, SeatKind kind) {
  if (seat <= 0 || (kind == SeatKind::Friend && !online_)) return;
  std::erase(people_, seat);
  std::erase(friends_, seat);
  if (kind == SeatKind::Person) {
    friends_.clear();  // no friends online at a pass-and-play table (seats.h check_friends)
    people_.push_back(seat);
    std::sort(people_.begin(), people_.end());
  } else if (kind == SeatKind::Friend) {
    people_ = {0};  // and no people besides seat 0 at an online one
    friends_.push_back(seat);
    std::sort(friends_.begin(), friends_.end());
    if (static_cast<std::size_t>(seat) < names_.size()) names_[static_cast<std::size_t>(seat)].clear();
  }
}

std::vector<std::string> SetupModel::kind_labels() const {
  // TRANSLATORS: who plays a seat, chosen on the setup screen: a person at this device, a
  // computer player, or a friend online from their own device (short: buttons side by side).
  std::vector<std::string> labels{trc("seat kind", "Person"), trc("seat kind", "Computer")};
  if (online_) labels.push_back(trc("seat kind", "Friend"));
  return labels;
}

int SetupModel::people() const {
  int count = 0;
  for (int seat = 0; seat < players(); ++seat) count += kind(seat) == SeatKind::Person ? 1 : 0;
  return count;
}

int SetupModel::friends() const {
  int count = 0;
  for (int seat = 0; seat < players(); ++seat) count += kind(seat) == SeatKind::Friend ? 1 : 0;
  return count;
}

std::string SetupModel::name(int seat) const {
  if (seat >= 0 && seat < static_cast<int>(names_.size()) && !names_[static_cast<std::size_t>(seat)].empty())
    return names_[static_cast<std::size_t>(seat)];
  const auto defaults = default_seat_names(players(), people() > 1);
  return seat >= 0 && seat < static_cast<int>(defaults.size()) ? defaults[static_cast<std::size_t>(seat)] : std::string();
}

Status SetupModel::rename(int seat, std::string_view typed) {
  // TRANSLATORS: {seat} is a seat's number (0 is the player's).
  if (seat < 0 || seat >= players()) return Status::fail(trf("there is no seat {seat}", {{"seat", seat}}));
  if (kind(seat) == SeatKind::Friend) return Status::fail(tr("a friend online brings their own name"));
  auto clean = clean_name(typed);
  if (!clean) return clean.status();
  if (names_.size() <= static_cast<std::size_t>(seat)) names_.resize(static_cast<std::size_t>(seat) + 1);
  names_[static_cast<std::size_t>(seat)] = *clean;
  return {};
}

bool SetupModel::renamed() const {
  const auto defaults = default_seat_names(players(), people() > 1);
  for (int seat = 0; seat < players(); ++seat)
    if (name(seat) != defaults[static_cast<std::size_t>(seat)]) return true;
  return false;
}

void SetupModel::reset_seats() {
  people_ = {0};
  friends_.clear();
  names_.clear();
  from_last_table_ = false;
}

Status SetupModel::check() const { return game_options(*game_, chosen_).status(); }

OptionList SetupModel::with_table_size(const Preset& preset, int players) const {
  OptionList out = preset_options(preset, players);
  if (auto set = given(chosen_, "set")) put(out, "set", *set);
  return out;
}

std::string SetupModel::players_help() const {
  return players_help(people() > 1 ? Table::People : friends() > 0 ? Table::Friends : Table::Computers);
}

std::vector<std::string> SetupModel::players_helps() const {
  std::vector<std::string> out{players_help(Table::Computers), players_help(Table::People)};
  if (online_) out.push_back(players_help(Table::Friends));
  return out;
}

std::string SetupModel::players_help(Table table) const {
  const auto counts = player_choices();
  const int fewest = counts.front() - 1, most = counts.back() - 1;
  const bool two = most == fewest + 1;  // "2 or 3"; else "2 to 5"
  const Args args = {{"fewest", fewest}, {"most", most}};
  std::string text;
  if (table == Table::People)
    // TRANSLATORS: the setup screen, under Players, at a table shared by people at this device: {fewest} and {most}
    // are the fewest and the most other seats, one apart ("You and 2 or 3 others...").
    text = two ? trn("You and {fewest} or {most} others, people at this device or computer players.",
                     "You and {fewest} or {most} others, people at this device or computer players.", most, args)
               // TRANSLATORS: the setup screen, under Players, at a table shared by people at this device: {fewest}
               // and {most} are the fewest and the most other seats ("You and 2 to 5 others...").
               : trn("You and {fewest} to {most} others, people at this device or computer players.",
                     "You and {fewest} to {most} others, people at this device or computer players.", most, args);
  else if (table == Table::Friends)
    // TRANSLATORS: the setup screen, under Players, at a table with friends online: {fewest} and {most} are the
    // fewest and the most other seats, one apart ("You and 2 or 3 others...").
    text = two ? trn("You and {fewest} or {most} others, friends online or computer players.",
                     "You and {fewest} or {most} others, friends online or computer players.", most, args)
               // TRANSLATORS: the setup screen, under Players, at a table with friends online: {fewest} and {most}
               // are the fewest and the most other seats ("You and 2 to 5 others...").
               : trn("You and {fewest} to {most} others, friends online or computer players.",
                     "You and {fewest} to {most} others, friends online or computer players.", most, args);
  else
    // TRANSLATORS: the setup screen, under Players: {fewest} and {most} are the fewest and the most computer players,
    // one apart ("You and 2 or 3 computer players.").
    text = two ? trn("You and {fewest} or {most} computer player.", "You and {fewest} or {most} computer players.",
                     most, args)
               // TRANSLATORS: the setup screen, under Players: {fewest} and {most} are the fewest and the most
               // computer players ("You and 1 to 3 computer players.").
               : trn("You and {fewest} to {most} computer player.", "You and {fewest} to {most} computer players.",
                     most, args);
  const bool has_sets = std::any_of(game_->option_specs().begin(), game_->option_specs().end(),
                                    [](const OptionSpec& spec) { return spec.name == "set"; });
  if (has_sets && counts.back() < max_players(*game_))
    text +=
        // TRANSLATORS: after the line above, when a bigger domino set (an option below it) seats more players; {n} is
        // the most players any set seats.
        " " + trn("Bigger sets (below) seat up to {n}.", "Bigger sets (below) seat up to {n}.", max_players(*game_));
  return text;
}

std::optional<std::size_t> SetupModel::matching_preset() const {
  auto now = game_options(*game_, chosen_);
  if (!now) return std::nullopt;
  for (std::size_t i = 0; i < presets().size(); ++i) {
    const PresetRef& p = presets()[i];
    if (p.game != game_) continue;
    auto preset = game_options(*game_, with_table_size(*p.preset, players()));
    if (preset && same_options(*preset, *now)) return i;
  }
  return std::nullopt;
}

void SetupModel::choose_preset(std::size_t index) {
  if (index >= presets().size()) return;
  const PresetRef& p = presets()[index];
  const int wanted = std::clamp(players(), min_players(*p.game), max_players(*p.game));
  OptionList carried;
  for (const char* name : kTableSize)
    if (auto v = given(chosen_, name)) carried.emplace_back(name, *v);
  game_ = p.game;
  preset_ = index;
  // The new game may not take this many players with this set (Draw deals more tiles each):
  // seat as many as fit.
  for (int n = wanted; n >= min_players(*game_); --n) {
    chosen_ = preset_options(*p.preset, n);
    for (const auto& [k, v] : carried)
      if (k != "players") put(chosen_, k, v);
    if (game_options(*game_, chosen_)) return;
  }
  chosen_ = preset_options(*p.preset, wanted);  // nothing fits: keep the count, check() says why
}

int SetupModel::players() const {
  auto v = given(chosen_, "players");
  return v ? std::atoi(v->c_str()) : kDefaultPlayers;
}

std::vector<int> SetupModel::player_choices() const {
  // The most players the engine accepts with this set and the hand size it would choose.
  OptionList probe = chosen_;
  std::erase_if(probe, [](const auto& kv) { return kv.first == "hand_size"; });
  const int least = min_players(*game_);
  int most = least;
  for (int n = least; n <= max_players(*game_); ++n) {
    put(probe, "players", std::to_string(n));
    if (game_options(*game_, probe)) most = n;
  }
  std::vector<int> out;
  for (int n = std::min(least, players()); n <= std::max(most, players()); ++n)
    if (n <= most || n == players()) out.push_back(n);
  return out;
}

void SetupModel::set_players(int players) {
  if (preset_) {
    const PresetRef& p = presets()[*preset_];
    chosen_ = with_table_size(*p.preset, players);
    return;
  }
  put(chosen_, "players", std::to_string(players));
}

std::string SetupModel::value_of(const OptionSpec& spec) const {
  if (auto options = game_options(*game_, chosen_); options && options->has(spec.name)) return options->get(spec.name);
  if (auto v = given(chosen_, spec.name)) return *v;
  if (!spec.default_value.empty()) return spec.default_value;
  // A computed default while the options do not fit together: the engine fills it in before
  // it checks the combination.
  if (auto options = resolve_options(game_->option_specs(), chosen_)) {
    (void)game_->complete_options(*options);
    if (options->has(spec.name)) return options->get(spec.name);
  }
  return {};
}

bool SetupModel::is_auto(const OptionSpec& spec) const {
  return spec.default_value.empty() && !given(chosen_, spec.name);
}

void SetupModel::set_option(const std::string& name, const std::string& value) {
  put(chosen_, name, value);
  if (name != "set") preset_.reset();  // the set is the table's size, not a rule
}

void SetupModel::clear_option(const std::string& name) {
  std::erase_if(chosen_, [&](const auto& kv) { return kv.first == name; });
  preset_.reset();
}

std::string SetupModel::summary() const {
  const int people = this->people(), friends = this->friends(), computers = players() - people - friends;
  const std::string target = value_of(*find_spec(game().option_specs(), "target"));
  // TRANSLATORS: the setup screen's line over Start, its last part: how the match ends; {target}
  // is the score that ends it (in the penalty games the lowest total then wins).
  const std::string ends = lowest_wins(game().id()) ? trf("game ends at {target}, lowest wins", {{"target", target}})
                                                    // TRANSLATORS: the setup screen's line over Start, its last
                                                    // part: the match ends when someone reaches {target} points.
                                                    : trf("first to {target}", {{"target", target}});
  const std::string level = pretty_value(this->level());
  const bool carried = seats_from_last_table();
  if (people == 1 && friends == 0) {
    std::string table;
    if (carried)
      // TRANSLATORS: the setup screen's line over Start, its first part ("4 players, last table's names • Normal
      // computer • first to 100"): {n} is the number of players, whose names were kept from the last match.
      table = trn("{n} player, last table's names", "{n} players, last table's names", players());
    else if (renamed())
      // TRANSLATORS: the setup screen's line over Start, its first part ("4 players, seats renamed • Normal computer •
      // first to 100"): {n} is the number of players; "seats renamed": the seats have names of their own.
      table = trn("{n} player, seats renamed", "{n} players, seats renamed", players());
    else
      // TRANSLATORS: the setup screen's line over Start, its first part ("4 players • Normal computer • first to
      // 100"): {n} is the number of players.
      table = trn("{n} player", "{n} players", players());
    // TRANSLATORS: the setup screen's line over Start, its middle part ("4 players • Normal computer • first
    // to 100"): {level} is the computer players' level ("Normal", "Expert").
    return table + " \u2022 " + trf("{level} computer", {{"level", level}}) + " \u2022 " + ends;
  }
  // People at the device or friends online: their count says the seats are not a new table's
  // (the names show in the list); the level goes with the computer players, if any.
  // TRANSLATORS: the setup screen's line over Start, who sits at the table: "You, 2 friends
  // online, 1 Normal computer player" or "2 people, 2 Normal computer players".
  std::string seats = friends > 0 ? trn("You, {n} friend online", "You, {n} friends online", friends)
                                  // TRANSLATORS: the setup screen's line over Start, at a table shared by people at
                                  // this device: {n} is how many ("2 people, 2 Normal computer players").
                                  : trn("{n} person", "{n} people", people);
  if (computers > 0)
    seats = trf(
        "{list}, {item}",
        {{"list", seats},
         // TRANSLATORS: the setup screen's line over Start: {n} computer players of {level} ("Normal", "Expert"),
         // after the people ("2 people, 2 Normal computer players").
         {"item", trn("{n} {level} computer player", "{n} {level} computer players", computers, {{"level", level}})}});
  // TRANSLATORS: the setup screen's line over Start, its first part when the seats (people, friends, names) were
  // kept from the last match ("Last table's seats: 2 people, 2 Normal computer players • first to 100").
  if (carried) seats = trf("Last table's seats: {seats}", {{"seats", seats}});
  return seats + " \u2022 " + ends;
}

namespace {

// The words of the option values and computer levels the games have (their ids: core/options.h,
// bot_levels()), as pretty_value() writes them in English.
struct ValueWords {
  const char* value;
  const char* context;
  const char* words;
};
constexpr ValueWords kValueWords[] = {
    // TRANSLATORS: an option's value on the setup screen and in How to play (a rule chosen from a few); short.
    {"true", "option value", NC_("option value", "On")},
    {"false", "option value", NC_("option value", "Off")},
    {"off", "option value", NC_("option value", "Off")},
    {"add_others", "option value", NC_("option value", "Add others")},
    {"all_tied", "option value", NC_("option value", "All tied")},
    {"choice", "option value", NC_("option value", "Choice")},
    {"choice_one", "option value", NC_("option value", "Choice one")},
    {"dead", "option value", NC_("option value", "Dead")},
    {"double_then_tile", "option value", NC_("option value", "Double then tile")},
    {"draw_then_wait", "option value", NC_("option value", "Draw then wait")},
    {"first_trick_winner", "option value", NC_("option value", "First trick winner")},
    {"highest_double", "option value", NC_("option value", "Highest double")},
    {"highest_score", "option value", NC_("option value", "Highest score")},
    {"highest_tile", "option value", NC_("option value", "Highest tile")},
    {"left", "option value", NC_("option value", "Left")},
    {"net", "option value", NC_("option value", "Net")},
    {"none", "option value", NC_("option value", "None")},
    {"one_then_choose", "option value", NC_("option value", "One then choose")},
    {"others", "option value", NC_("option value", "Others")},
    {"play_on", "option value", NC_("option value", "Play on")},
    {"right", "option value", NC_("option value", "Right")},
    {"rotate", "option value", NC_("option value", "Rotate")},
    {"shared", "option value", NC_("option value", "Shared")},
    {"until_playable", "option value", NC_("option value", "Until playable")},
    // TRANSLATORS: a computer player's level (the setup screen); short.
    {"random", "level", NC_("level", "Random")},
    {"easy", "level", NC_("level", "Easy")},
    {"normal", "level", NC_("level", "Normal")},
    {"hard", "level", NC_("level", "Hard")},
    {"expert", "level", NC_("level", "Expert")},
};

}  // namespace

std::string pretty_value(std::string_view value) {
  for (const ValueWords& v : kValueWords)
    if (value == v.value) return trc(v.context, v.words);
  // Another value (a number, a value added since): its own words, made readable.
  std::string out(value);
  for (auto& c : out)
    if (c == '_') c = ' ';
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

}  // namespace boneyard
