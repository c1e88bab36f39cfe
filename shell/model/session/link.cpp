// Share links: parsing and formatting the URL hash (see link.h for the format).
#include "session/link.h"

#include <algorithm>
#include <charconv>

#include "core/i18n.h"
#include "core/text.h"
#include "session/daily.h"
#include "session/seats.h"

namespace boneyard {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Undoes %XX escapes (browsers escape some characters when a link is pasted).
Result<std::string> percent_decode(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    const int hi = i + 2 < text.size() ? hex_value(text[i + 1]) : -1;
    const int lo = i + 2 < text.size() ? hex_value(text[i + 2]) : -1;
    // TRANSLATORS: why a link cannot be opened; {text} is a part of the link, in quotes. A
    // %-escape is a % and two hexadecimal digits in a link.
    // xgettext:no-c-format
    if (hi < 0 || lo < 0) return Status::fail(trf("{text} has a broken %-escape", {{"text", quote_input(text)}}));
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return out;
}

std::string percent_encode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '_' || c == '.' || c == '~';
    if (plain) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

template <class Int>
std::optional<Int> parse_number(std::string_view text) {
  Int value{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string join_names(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

}  // namespace

Result<Options> game_options(const GameInfo& game, const OptionList& given) {
  auto options = resolve_options(game.option_specs(), given);
  if (!options) return options;
  if (Status s = game.complete_options(*options); !s) return s;
  return options;
}

bool same_options(const Options& a, const Options& b) {
  auto x = a.items(), y = b.items();
  std::sort(x.begin(), x.end());
  std::sort(y.begin(), y.end());
  return x == y;
}

namespace {

using LinkParams = std::vector<std::pair<std::string, std::string>>;

// A link's parameters, decoded, in order: "a=1&b=2" gives (a, 1), (b, 2).
Result<LinkParams> link_params(std::string_view hash) {
  LinkParams params;
  std::size_t start = 0;
  while (start <= hash.size()) {
    const std::size_t amp = std::min(hash.find('&', start), hash.size());
    const std::string_view part = hash.substr(start, amp - start);
    start = amp + 1;
    if (part.empty()) continue;  // "a=1&&b=2" or a trailing '&'
    const std::size_t eq = part.find('=');
    if (eq == std::string_view::npos)
      // TRANSLATORS: why a link cannot be opened; {part} is a part of the link, in quotes; name=value is the form it
      // should have (keep it as it is).
      return Status::fail(trf("{part} should be name=value", {{"part", quote_input(part)}}));
    auto name = percent_decode(part.substr(0, eq));
    if (!name) return name.status();
    auto value = percent_decode(part.substr(eq + 1));
    if (!value) return value.status();
    for (const auto& [seen, unused] : params)
      // TRANSLATORS: why a link cannot be opened; {name} is a link parameter's name, in quotes.
      if (seen == *name) return Status::fail(trf("{name} is given twice", {{"name", quote_input(*name)}}));
    params.emplace_back(*name, *value);
  }
  return params;
}

// The game a link names (game=...), which must be one there is.
Result<const GameInfo*> link_game(const LinkParams& params, Link& link) {
  const GameInfo* game = nullptr;
  for (const auto& [name, value] : params) {
    if (name != "game") continue;
    game = find_game(value);
    if (!game) {
      std::vector<std::string> ids;
      for (const auto* g : available_games()) ids.emplace_back(g->id());
      return Status::fail(
          // TRANSLATORS: why a link cannot be opened; {game} is the game the link names, in quotes; {games} lists the
          // games' ids a link may name (block, draw...), kept as they are.
          trf("there is no game {game} (try: {games})", {{"game", quote_input(value)}, {"games", join_names(ids)}}));
    }
    link.game = value;
  }
  // TRANSLATORS: why a link cannot be opened; "game=block" is written in links as it is.
  if (!game) return Status::fail(tr("the link does not say which game (add game=block)"));
  return game;
}

// "0,2" -> {0, 2}; nullopt where a field is not a whole number.
std::optional<std::vector<int>> seat_numbers(std::string_view value) {
  std::vector<int> seats;
  for (const auto& field : split_fields(value, ',')) {
    auto seat = parse_number<int>(field);
    if (!seat) return std::nullopt;
    seats.push_back(*seat);
  }
  return seats;
}

// One parameter other than the game: the seed, the level, the daily deal's date, the people,
// friends and names at the table, the computer's delay, or one of the game's options.
Status read_link_param(Link& link, const GameInfo& game, const std::string& name, const std::string& value) {
  if (name == "seed") {
    auto seed = parse_number<std::uint64_t>(value);
    if (!seed)
      // TRANSLATORS: why a link cannot be opened; "seed" is a link parameter's name (kept as it is); {value} is
      // what the link gives, in quotes.
      return Status::fail(trf("seed must be a whole number from 0 up, not {value}", {{"value", quote_input(value)}}));
    link.seed = *seed;
  } else if (name == "level") {
    const auto& levels = bot_levels();
    if (std::find(levels.begin(), levels.end(), value) == levels.end())
      // TRANSLATORS: why a link cannot be opened; "level" is a link parameter's name and {levels}
      // its values (random, easy...), kept as they are; {value} is what the link gives, in quotes.
      return Status::fail(trf("level must be one of {levels}, not {value}",
                              {{"levels", join_names(levels)}, {"value", quote_input(value)}}));
    link.level = value;
  } else if (name == "daily") {
    if (!valid_date(value))
      return Status::fail(
          // TRANSLATORS: why a link cannot be opened; "daily" is a link parameter's name (kept as it is);
          // YYYY-MM-DD is the date's form; {value} is what the link gives, in quotes.
          trf("daily must be a date written YYYY-MM-DD, not {value}", {{"value", quote_input(value)}}));
    link.daily = value;
  } else if (name == "humans") {
    auto seats = seat_numbers(value);
    if (!seats)
      return Status::fail(
          // TRANSLATORS: why a link cannot be opened; "humans" is a link parameter's name (kept as it is);
          // {value} is what the link gives, in quotes.
          trf("humans must list seat numbers such as 0,2, not {value}", {{"value", quote_input(value)}}));
    link.humans = std::move(*seats);
  } else if (name == "friends") {
    auto seats = seat_numbers(value);
    if (!seats)
      return Status::fail(
          // TRANSLATORS: why a link cannot be opened; "friends" is a link parameter's name (kept as it is);
          // {value} is what the link gives, in quotes.
          trf("friends must list seat numbers such as 1,3, not {value}", {{"value", quote_input(value)}}));
    link.friends = std::move(*seats);
  } else if (name == "names") {
    for (const auto& field : split_fields(value, ',')) link.names.emplace_back(field);
  } else if (name == "delay") {
    auto ms = parse_number<int>(value);
    if (!ms || *ms < kMinDelayMs || *ms > kMaxDelayMs)
      // TRANSLATORS: why a link cannot be opened; "delay" is a link parameter's name (kept as it
      // is); {value} is what the link gives, in quotes.
      return Status::fail(trf("delay must be a number of milliseconds from {least} to {most}, not {value}",
                              {{"least", kMinDelayMs}, {"most", kMaxDelayMs}, {"value", quote_input(value)}}));
    link.delay_ms = *ms;
  } else {
    const OptionSpec* spec = find_spec(game.option_specs(), name);
    if (!spec) {
      std::vector<std::string> known{"seed", "level", "delay", "daily", "humans", "friends", "names"};
      for (const auto& s : game.option_specs()) known.push_back(s.name);
      // TRANSLATORS: why a link cannot be opened; {name} is a parameter the link gives, in
      // quotes; {game} a game's id (block, hearts...) and {known} the parameters' names, kept as
      // they are.
      return Status::fail(trf("{name} is not something a {game} link can set (known: {known})",
                              {{"name", quote_input(name)}, {"game", game.id()}, {"known", join_names(known)}}));
    }
    auto checked = check_option(*spec, value);
    if (!checked) return checked.status();
    link.options.emplace_back(name, *checked);
  }
  return {};
}

// What holds only for the link as a whole: a daily deal's link gives nothing but the game and
// the date; the options, the people, names and friends go together.
Status check_link(const Link& link, const GameInfo& game) {
  if (link.daily && (link.seed || link.level || !link.options.empty() || !link.humans.empty() ||
                     !link.friends.empty() || !link.names.empty()))
    return Status::fail(
        tr("a daily deal's link gives only the game and the date: its deal, rules and players are the day's"));
  // Options can be fine one by one and impossible together (players x hand_size > set).
  auto options = game_options(game, link.options);
  if (!options) return options.status();
  const int players = static_cast<int>(options->integer("players"));
  const auto wrong = [](std::string_view parameter, const Status& s) {  // "humans: seat 0 is always a person"
    // TRANSLATORS: why a link cannot be opened; {parameter} is a link parameter's name (humans,
    // names, friends), kept as it is, and {problem} what is wrong with it.
    return Status::fail(trf("{parameter}: {problem}", {{"parameter", parameter}, {"problem", s.error()}}));
  };
  if (!link.humans.empty())
    if (Status s = check_people(link.humans, players); !s) return wrong("humans", s);
  if (Status s = check_names(link.names, players); !s) return wrong("names", s);
  if (Status s = check_friends(link.friends, link.humans.empty() ? std::vector<int>{0} : link.humans, players); !s)
    return wrong("friends", s);
  return {};
}

}  // namespace

Result<Link> parse_link(std::string_view hash) {
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  if (hash.empty()) return Status::fail("the link is empty");
  auto params = link_params(hash);
  if (!params) return params.status();
  Link link;
  auto game = link_game(*params, link);
  if (!game) return game.status();
  for (const auto& [name, value] : *params)
    if (name != "game")
      if (Status s = read_link_param(link, **game, name, value); !s) return s;
  if (Status s = check_link(link, **game); !s) return s;
  return link;
}

std::string replay_link(std::string_view save) { return "#replay=" + percent_encode(save); }

std::optional<Result<std::string>> replay_text(std::string_view hash) {
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  constexpr std::string_view kKey = "replay=";
  if (hash.substr(0, kKey.size()) != kKey) return std::nullopt;
  auto text = percent_decode(hash.substr(kKey.size()));
  if (text && text->empty()) return Result<std::string>(Status::fail(tr("the replay link holds no match")));
  return text;
}

std::string link_opens(const Link& link) {
  const GameInfo* game = find_game(link.game);
  if (!game) return {};
  const std::string title = trc("game", game->title());
  // TRANSLATORS: before a link replaces the match in progress: a day's deal of a game ({date}: 2026-11-25).
  if (link.daily) return trf("This link opens {game}, the deal of {date}.", {{"game", title}, {"date", *link.daily}});
  auto options = game_options(*game, link.options);
  if (!options) return {};
  const int players = options->integer("players");
  const bool shared = link.humans.size() > 1;
  const auto names =
      online_seat_names(link.names.empty() ? default_seat_names(players, shared) : link.names, link.friends);
  // Seat 0 is whoever opened the link, unless several people share the device.
  const std::vector<std::string> others(names.begin() + (shared ? 0 : 1), names.end());
  // TRANSLATORS: before a link replaces the match in progress: the game it opens and who sits at its
  // table ({names}: "West, North and East", or at a table people share "Sam, West and Grandma").
  return trf("This link opens {game} with {names}.", {{"game", title}, {"names", list_text(others)}});
}

std::string format_link(const Link& link) {
  std::string out = "#game=" + percent_encode(link.game);
  for (const auto& [name, value] : link.options) out += "&" + percent_encode(name) + "=" + percent_encode(value);
  if (link.seed) out += "&seed=" + std::to_string(*link.seed);
  if (link.level) out += "&level=" + percent_encode(*link.level);
  if (link.delay_ms) out += "&delay=" + std::to_string(*link.delay_ms);
  if (link.daily) out += "&daily=" + *link.daily;
  auto list = [](const auto& items, auto text) {
    std::string joined;
    for (const auto& item : items) joined += (joined.empty() ? "" : ",") + text(item);
    return percent_encode(joined);
  };
  if (!link.humans.empty()) out += "&humans=" + list(link.humans, [](int seat) { return std::to_string(seat); });
  if (!link.friends.empty()) out += "&friends=" + list(link.friends, [](int seat) { return std::to_string(seat); });
  if (!link.names.empty()) out += "&names=" + list(link.names, [](const std::string& n) { return n; });
  return out;
}

OptionList essential_options(const GameInfo& game, const Options& in_force) {
  OptionList kept = in_force.items();
  // Drop one option at a time when the game would choose the same value by itself.
  for (std::size_t i = 0; i < kept.size();) {
    if (kept[i].first == "players") {
      ++i;
      continue;
    }
    OptionList without = kept;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    auto again = game_options(game, without);
    if (again && same_options(*again, in_force))
      kept = std::move(without);
    else
      ++i;
  }
  // players first: it is what a reader looks for.
  std::stable_partition(kept.begin(), kept.end(), [](const auto& kv) { return kv.first == "players"; });
  return kept;
}

}  // namespace boneyard
