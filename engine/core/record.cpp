// Match records (see record.h). The record is written by replaying the match from its start:
// at each round's start the census (Match::census) says where every tile lies, which is the
// deal; the whole state (Match::to_json) adds the public facts of the deal that are not
// tiles (the Whist dealer, the Black Tile first leader) and counts the deals made again.
#include "core/record.h"

#include "core/i18n.h"

#include <algorithm>
#include <charconv>
#include <cstddef>

#include "core/text.h"

namespace boneyard {

namespace {

constexpr std::string_view kTitle = "Boneyard record:";
constexpr std::string_view kSaveLabel = "Save:";

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// One line as compared: spaces trimmed and runs of them made one (a chat app may have
// changed them, also into no-break spaces).
std::string normalized(std::string_view line) {
  std::string out;
  bool gap = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const bool nbsp = line[i] == '\xC2' && i + 1 < line.size() && line[i + 1] == '\xA0';
    if (nbsp || is_space(line[i])) {
      gap = true;
      i += nbsp ? 1 : 0;
      continue;
    }
    if (gap && !out.empty()) out += ' ';
    gap = false;
    out += line[i];
  }
  return out;
}

// A name as the record reads it back: on one line, its spaces normalized.
std::string name_of(const std::vector<std::string>& names, int seat) {
  if (seat < 0 || static_cast<std::size_t>(seat) >= names.size()) return {};
  std::string name = names[static_cast<std::size_t>(seat)];
  std::replace(name.begin(), name.end(), '\n', ' ');
  return normalized(name);
}

// "2 North", or "2" without names: the number keeps a record readable whatever the names.
std::string seat_label(int seat, const std::vector<std::string>& names) {
  const std::string name = name_of(names, seat);
  return std::to_string(seat) + (name.empty() ? "" : " " + name);
}

// Partners bank their side's points on both seats: the figures are then the sides'.
bool partnership(const Match& match) {
  return match.players() == 4 && match.options().has("partnership") && match.options().flag("partnership");
}

// "0 You: 12, 1 North: 0", or per side "0 You & 2 North: 12, 1 West & 3 East: 0".
std::string figures(const Match& match, const std::vector<int>& per_seat, const std::vector<std::string>& names) {
  const bool sides = partnership(match);
  std::vector<std::string> items;
  for (int s = 0; s < (sides ? 2 : match.players()); ++s)
    items.push_back(seat_label(s, names) + (sides ? " & " + seat_label(s + 2, names) : "") + ": " +
                    std::to_string(per_seat[static_cast<std::size_t>(s)]));
  return join_fields(items, ", ");
}

// The match's winners once it is over, else which round stands where.
std::string result_line(const Match& match, const std::vector<std::string>& names) {
  if (match.phase() == Phase::MatchOver) {
    const auto winners = match.winners();
    std::vector<std::string> labels;
    for (int s : winners) labels.push_back(seat_label(s, names));
    return (winners.size() == 1 ? "Winner: " : "Winners: ") + join_fields(labels, ", ");
  }
  const std::string round = std::to_string(match.round());
  return match.phase() == Phase::RoundOver ? "Match in progress: round " + round + " is over"
                                           : "Match in progress: round " + round + " is being played";
}

// A count the whole state holds (0 when absent).
std::int64_t state_integer(const Json& state, std::string_view key) {
  const Json* field = state.find(key);
  return field && field->integer() ? *field->integer() : 0;
}

// What the deal laid out, from the census: each hand ("Hand 1 North: 6-6 6-4"), then every
// other place in the census's order (the boneyard top first, the widow, the dead tile).
std::string deal_lines(const Match& match, const std::vector<std::string>& names) {
  const int n = match.players();
  std::vector<std::vector<std::string>> hands(static_cast<std::size_t>(n));
  std::vector<std::pair<std::string, std::vector<std::string>>> places;
  for (const std::string& located : match.census()) {
    const std::size_t at = located.find('@');
    const std::string tile = located.substr(0, at), place = at == std::string::npos ? "" : located.substr(at + 1);
    int seat = -1;
    if (place.rfind("hand", 0) == 0) {
      const char* first = place.data() + 4;
      const char* last = place.data() + place.size();
      if (std::from_chars(first, last, seat).ptr != last || seat >= n) seat = -1;
    }
    if (seat >= 0) {
      hands[static_cast<std::size_t>(seat)].push_back(tile);
      continue;
    }
    auto it = std::find_if(places.begin(), places.end(), [&](const auto& p) { return p.first == place; });
    if (it == places.end()) it = places.insert(places.end(), {place, {}});
    it->second.push_back(tile);
  }
  static const std::vector<std::pair<std::string_view, std::string_view>> kPlaceNames{
      {"boneyard", "Boneyard (top first)"}, {"sleeping", "Sleeping"}, {"widow", "Widow"}, {"dead", "Dead tile"}};
  std::string out;
  for (int s = 0; s < n; ++s)
    out += "Hand " + seat_label(s, names) + ": " + join_fields(hands[static_cast<std::size_t>(s)], " ") + "\n";
  for (const auto& place : places) {  // (clang 14 cannot capture structured bindings)
    auto known =
        std::find_if(kPlaceNames.begin(), kPlaceNames.end(), [&](const auto& p) { return p.first == place.first; });
    out += (known != kPlaceNames.end() ? std::string(known->second) : place.first) + ": " +
           join_fields(place.second, " ") + "\n";
  }
  const Json state = match.to_json();
  static const std::vector<std::pair<std::string_view, std::string_view>> kDealSeats{{"dealer", "Dealer"},
                                                                                     {"first_leader", "First leader"}};
  for (const auto& [key, label] : kDealSeats)
    if (const Json* seat = state.find(key); seat && seat->integer())
      out += std::string(label) + ": " + seat_label(static_cast<int>(*seat->integer()), names) + "\n";
  return out;
}

// Each finished round's points and the totals after it, as figures().
struct RoundScore {
  std::string points, totals;
};
std::vector<RoundScore> round_scores(const Match& match, const std::vector<std::string>& names) {
  std::vector<RoundScore> out;
  std::vector<int> totals(static_cast<std::size_t>(match.players()), 0);
  for (const auto& points : round_points(match)) {
    for (std::size_t s = 0; s < totals.size(); ++s) totals[s] += points[s];
    out.push_back({figures(match, points, names), figures(match, totals, names)});
  }
  return out;
}

std::string game_title(const Match& match) {
  return std::string(match.info().title()) + " (" + std::string(match.info().id()) + "), " +
         std::to_string(match.players()) + " players";
}

}  // namespace

std::string format_record(const Match& match, const std::vector<std::string>& seat_names) {
  const int n = match.players();
  std::string out = std::string(kTitle) + " " + game_title(match) + "\n";
  std::size_t width = 0;  // the widest seat label, so that the moves line up
  for (int s = 0; s < n; ++s) {
    if (!name_of(seat_names, s).empty()) out += "Seat " + seat_label(s, {}) + ": " + name_of(seat_names, s) + "\n";
    width = std::max(width, seat_label(s, seat_names).size());
  }
  std::vector<std::string> options;
  for (const auto& [name, value] : match.options().items()) options.push_back(name + "=" + value);
  out += "Options: " + join_fields(options, ", ") + "\n";
  out += "Seed: " + std::to_string(match.seed()) + "\n";

  const auto scores = round_scores(match, seat_names);
  std::size_t finished = 0;
  auto start = replay(match, 0);
  if (!start) return out + "\n" + std::string(kSaveLabel) + " " + match.save() + "\n";  // cannot happen
  Match& m = **start;
  auto round_start = [&] {
    out += "\nRound " + std::to_string(m.round()) + "\n" + deal_lines(m, seat_names) + "Moves:\n";
  };
  auto round_end = [&] {
    if (finished >= scores.size()) return;
    out += "Points: " + scores[finished].points + "\nTotals: " + scores[finished].totals + "\n";
    ++finished;
  };
  round_start();
  std::int64_t redeals = state_integer(m.to_json(), "redeals");  // the state is big: read once a move
  for (const Action& a : match.history()) {
    if (a.kind == Action::Kind::NextRound) {
      round_end();
      if (!m.next_round(a.deal)) break;  // cannot happen: the match accepted it
      round_start();
      redeals = state_integer(m.to_json(), "redeals");
      continue;
    }
    std::string label = seat_label(m.to_move(), seat_names);
    label.resize(width, ' ');
    out += "  " + label + "  " + a.move + "\n";
    if (!m.play(a.move)) break;  // cannot happen
    const std::int64_t now = state_integer(m.to_json(), "redeals");
    if (now > redeals) out += "Dealt again (everyone passed):\n" + deal_lines(m, seat_names);
    redeals = now;
  }
  round_end();
  out += "\n" + result_line(match, seat_names) + "\n";
  out += std::string(kSaveLabel) + " " + match.save() + "\n";
  return out;
}

std::string format_rounds(const Match& match, const std::vector<std::string>& seat_names) {
  std::string out = game_title(match) + ", seed " + std::to_string(match.seed()) + "\n";
  const auto scores = round_scores(match, seat_names);
  for (std::size_t r = 0; r < scores.size(); ++r)
    out += "Round " + std::to_string(r + 1) + " points " + scores[r].points + "; totals " + scores[r].totals + "\n";
  return out + result_line(match, seat_names) + "\n";
}

namespace {

struct TextLine {
  std::size_t number = 0;  // 1 for the first line of the text
  std::string text;        // normalized(), never empty
};
std::vector<TextLine> text_lines(std::string_view text) {
  std::vector<TextLine> out;
  std::size_t number = 0;
  for (const std::string& line : split_fields(text, '\n')) {
    ++number;
    std::string t = normalized(line);
    if (!t.empty()) out.push_back({number, std::move(t)});
  }
  return out;
}

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// A save among other text: from its magic to the next space.
Result<std::unique_ptr<Match>> load_bare_save(std::string_view text) {
  const std::size_t start = text.find(std::string(kMatchSaveMagic) + ";");
  if (start == std::string_view::npos)
    return Status::fail(
        // TRANSLATORS: {record} and {save} are how a record and a saved game start: keep them as they are.
        trf("cannot load this: it holds neither a Boneyard record (a text starting '{record}') nor a "
            "saved game (starting '{save};')",
            {{"record", kTitle}, {"save", kMatchSaveMagic}}));
  std::size_t end = start;
  while (end < text.size() && !is_space(text[end]) && text[end] != '\n') ++end;
  return load_match(text.substr(start, end - start));
}

// "Seat 2: North" -> names[2] = "North".
std::vector<std::string> names_from(const std::vector<TextLine>& lines, int players) {
  std::vector<std::string> names(static_cast<std::size_t>(players));
  for (const TextLine& line : lines) {
    if (!starts_with(line.text, "Seat ")) continue;
    const std::size_t colon = line.text.find(": ");
    int seat = -1;
    const char* first = line.text.data() + 5;
    const char* last = line.text.data() + (colon == std::string::npos ? 0 : colon);
    if (colon == std::string::npos || std::from_chars(first, last, seat).ptr != last || seat < 0 || seat >= players)
      continue;
    names[static_cast<std::size_t>(seat)] = line.text.substr(colon + 2);
  }
  return names;
}

}  // namespace

Result<std::unique_ptr<Match>> load_record(std::string_view text, std::vector<std::string>* seat_names) {
  if (seat_names) seat_names->clear();
  const auto lines = text_lines(text);
  auto title = std::find_if(lines.begin(), lines.end(), [](const TextLine& l) { return starts_with(l.text, kTitle); });
  if (title == lines.end()) return load_bare_save(text);

  const auto save = std::find_if(title, lines.end(), [](const TextLine& l) { return starts_with(l.text, kSaveLabel); });
  // The record starts at the title nearest its save (a chat message before it may say the words too).
  for (auto it = title; it != save; ++it)
    if (starts_with(it->text, kTitle)) title = it;
  if (save == lines.end())
    return Status::fail(
        // TRANSLATORS: {save} is the word that starts a record's last line ("Save:"): keep it.
        trf("cannot load this record: it has no '{save}' line, the last line of a record, which holds "
            "the match (copy the record to its end)",
            {{"save", kSaveLabel}}));
  const std::string data = normalized(save->text.substr(kSaveLabel.size()));
  auto match = load_match(data.substr(0, data.find(' ')));  // anything after the save is not part of it
  if (!match)
    return Status::fail(trf("cannot load this record: its Save line (line {line}) is refused: {why}",
                            {{"line", std::to_string(save->number)}, {"why", match.error()}}));

  // The readable part must be the record the save gives (see record.h).
  const std::vector<TextLine> given(title, save);
  const auto names = names_from(given, (*match)->players());
  auto expected = text_lines(format_record(**match, names));
  expected.pop_back();  // its own Save line
  for (std::size_t i = 0; i < std::max(given.size(), expected.size()); ++i) {
    if (i < given.size() && i < expected.size() && given[i].text == expected[i].text) continue;
    if (i >= given.size())
      return Status::fail(
          // TRANSLATORS: {line} is a line number of the record; {text} and {expected} are lines of it, quoted.
          trf("cannot load this record: it lacks a line before its Save line (line {line}): the match "
              "there goes on with {expected} (a record edited by hand is refused; its Save line alone "
              "would load)",
              {{"line", std::to_string(save->number)}, {"expected", quote_input(expected[i].text)}}));
    if (i >= expected.size())
      return Status::fail(
          trf("cannot load this record: line {line} {text} is not part of the match its Save line "
              "holds (a record edited by hand is refused; its Save line alone would load)",
              {{"line", std::to_string(given[i].number)}, {"text", quote_input(given[i].text)}}));
    return Status::fail(
        trf("cannot load this record: line {line} reads {text} but the match its Save line holds has "
            "{expected} (a record edited by hand is refused; its Save line alone would load)",
            {{"line", std::to_string(given[i].number)},
             {"text", quote_input(given[i].text)},
             {"expected", quote_input(expected[i].text)}}));
  }
  if (seat_names) *seat_names = names;
  return std::move(*match);
}

}  // namespace boneyard
