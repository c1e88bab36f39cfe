// Match records (core/record.h): in every game, a match played by bots over several rounds
// is written as a record that lists each round's deal, every move with its seat and the
// round's points, and that loads back to the same match; a record edited by hand, or
// without its save line, is refused with a message; text around it and CRLF are not.
#include "core/record.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "test_support.h"

using namespace boneyard;

namespace {

struct Config {
  std::string game;
  OptionList options;
  std::string deal_place;  // a line the deal must show besides the hands ("" if none)
};

const std::vector<Config> kConfigs{
    {"block", {{"players", "3"}, {"target", "30"}}, "Sleeping: "},
    {"draw", {{"players", "2"}, {"target", "40"}}, "Boneyard (top first): "},
    {"blacktile", {{"players", "3"}, {"target", "40"}}, "Dead tile: "},
    {"blacktile", {{"players", "4"}, {"partnership", "true"}, {"target", "30"}}, "First leader: "},
    {"whist", {{"players", "4"}, {"target", "8"}, {"passing", "true"}}, "Widow: "},
    {"whist", {{"players", "3"}, {"target", "8"}}, "Dealer: "},
    {"hearts", {{"players", "4"}, {"target", "30"}}, ""},
};

// A match of bots: played until it is over, or until `rounds` rounds are over.
std::unique_ptr<Match> bot_match(const Config& c, std::uint64_t seed, int rounds = 100) {
  auto m = testing::make(c.game, c.options, seed);
  std::uint64_t step = 0;
  while (m->phase() != Phase::MatchOver) {
    if (m->phase() == Phase::RoundOver) {
      if (m->round() >= rounds) break;
      REQUIRE(m->next_round().ok());
      continue;
    }
    testing::play(*m, bot_move(*m, step % 3 ? "random" : "easy", seed * 1000 + step));
    ++step;
  }
  return m;
}

std::vector<std::string> lines_of(const std::string& text) { return split_fields(text, '\n'); }

// "2 North" as the record writes a seat.
std::string label(int seat, const std::vector<std::string>& names) {
  return std::to_string(seat) + (names.empty() ? "" : " " + names[static_cast<std::size_t>(seat)]);
}

// The line's words, single-spaced.
std::string words(const std::string& line) {
  std::string out;
  for (const auto& w : split_fields(line, ' '))
    if (!w.empty()) out += (out.empty() ? "" : " ") + w;
  return out;
}

// Each seat's tiles at the start of the match's first round, as the census has them.
std::vector<std::string> first_hands(const Match& match) {
  auto start = replay(match, 0);
  REQUIRE(start.ok());
  std::vector<std::vector<std::string>> hands(static_cast<std::size_t>(match.players()));
  for (const auto& located : (*start)->census()) {
    const auto at = located.find("@hand");
    if (at != std::string::npos) hands[std::stoul(located.substr(at + 5))].push_back(located.substr(0, at));
  }
  std::vector<std::string> out;
  for (const auto& h : hands) out.push_back(join_fields(h, " "));
  return out;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

std::string refusal(const std::string& text) {
  auto m = load_record(text);
  REQUIRE_FALSE(m.ok());
  return m.error();
}

}  // namespace

TEST_CASE("record: every game's bot match round-trips through its record, which lists deals, moves and points") {
  for (const Config& c : kConfigs) {
    for (std::uint64_t seed : {3u, 11u}) {
      const auto match = bot_match(c, seed);
      INFO(c.game << " " << c.options.front().second << " players, seed " << seed);
      const auto points = round_points(*match);
      REQUIRE(points.size() >= 2);
      std::vector<std::string> names;
      for (int s = 0; s < match->players(); ++s) names.push_back(s == 0 ? "You" : "Bot " + std::to_string(s));
      for (const auto& given : {std::vector<std::string>{}, names}) {
        const std::string record = format_record(*match, given);
        INFO(record);

        // It loads back to the same match, and gives back the names.
        std::vector<std::string> read_names;
        auto loaded = load_record(record, &read_names);
        INFO(loaded.error());
        REQUIRE(loaded.ok());
        CHECK((*loaded)->save() == match->save());
        CHECK(read_names == (given.empty() ? std::vector<std::string>(names.size()) : given));
        CHECK(format_record(**loaded, read_names) == record);

        // Every move of the history with the seat that made it, in order: the indented lines.
        std::vector<int> seats;
        REQUIRE(replay(*match, match->history().size(), &seats).ok());
        std::vector<std::string> expected, listed;
        for (std::size_t i = 0; i < match->history().size(); ++i)
          if (match->history()[i].kind == Action::Kind::Move)
            expected.push_back(label(seats[i], given) + " " + match->history()[i].move);
        const auto lines = lines_of(record);
        for (const auto& line : lines)
          if (line.rfind("  ", 0) == 0) listed.push_back(words(line));
        CHECK(listed == expected);

        // Each round: its number, every hand, what else was dealt; the first deal's hands exactly.
        const auto hands = first_hands(*match);
        for (int s = 0; s < match->players(); ++s)
          CHECK(std::find(lines.begin(), lines.end(),
                          "Hand " + label(s, given) + ": " + hands[static_cast<std::size_t>(s)]) != lines.end());
        const int rounds = match->round();
        for (int r = 1; r <= rounds; ++r)
          CHECK(std::count(lines.begin(), lines.end(), "Round " + std::to_string(r)) == 1);
        CHECK(std::count_if(lines.begin(), lines.end(),
                            [](const std::string& l) { return l.rfind("Hand 0", 0) == 0; }) >= rounds);
        if (!c.deal_place.empty())
          CHECK(std::count_if(lines.begin(), lines.end(),
                              [&](const std::string& l) { return l.rfind(c.deal_place, 0) == 0; }) >= rounds);

        // One Points and one Totals line per finished round; the last totals are the scores.
        std::vector<std::string> points_lines, totals_lines;
        for (const auto& line : lines) {
          if (line.rfind("Points: ", 0) == 0) points_lines.push_back(line);
          if (line.rfind("Totals: ", 0) == 0) totals_lines.push_back(line);
        }
        REQUIRE(points_lines.size() == points.size());
        REQUIRE(totals_lines.size() == points.size());
        const bool sides =
            match->players() == 4 && match->options().has("partnership") && match->options().flag("partnership");
        auto row = [&](const std::vector<int>& figures) {
          std::string out;
          for (int s = 0; s < (sides ? 2 : match->players()); ++s)
            out += (s ? ", " : "") + label(s, given) + (sides ? " & " + label(s + 2, given) : "") + ": " +
                   std::to_string(figures[static_cast<std::size_t>(s)]);
          return out;
        };
        CHECK(points_lines.front() == "Points: " + row(points.front()));
        CHECK(points_lines.back() == "Points: " + row(points.back()));
        CHECK(totals_lines.back() == "Totals: " + row(match->scores()));
        if (match->phase() == Phase::MatchOver)
          CHECK(std::find_if(lines.begin(), lines.end(),
                             [](const std::string& l) { return l.rfind("Winner", 0) == 0; }) != lines.end());
        CHECK(lines[lines.size() - 2] == "Save: " + match->save());
      }
    }
  }
}

TEST_CASE("record: a match in progress, and the rounds and scores as `boneyard replay` prints them") {
  auto match =
      bot_match({"hearts", {{"players", "4"}, {"target", "100"}}, ""}, 5, 2);  // two rounds, then the third begun
  REQUIRE(match->phase() == Phase::RoundOver);
  REQUIRE(match->next_round().ok());
  for (int i = 0; i < 7; ++i) testing::play(*match, bot_move(*match, "random", 40u + static_cast<unsigned>(i)));
  const std::string record = format_record(*match);
  CHECK(record.find("Match in progress: round 3 is being played\n") != std::string::npos);
  auto loaded = load_record(record);
  REQUIRE(loaded.ok());
  CHECK((*loaded)->save() == match->save());

  const auto points = round_points(*match);
  REQUIRE(points.size() == 2);
  const auto lines = lines_of(format_rounds(*match, {"You", "West", "North", "East"}));
  REQUIRE(lines.size() == 5);  // title, two rounds, the state, and the final newline's empty field
  CHECK(lines[0] == "Domino Hearts (hearts), 4 players, seed 5");
  std::vector<int> totals(4, 0);
  for (std::size_t r = 0; r < 2; ++r) {
    for (std::size_t s = 0; s < 4; ++s) totals[s] += points[r][s];
    auto row = [](const std::vector<int>& v) {
      return "0 You: " + std::to_string(v[0]) + ", 1 West: " + std::to_string(v[1]) +
             ", 2 North: " + std::to_string(v[2]) + ", 3 East: " + std::to_string(v[3]);
    };
    CHECK(lines[r + 1] == "Round " + std::to_string(r + 1) + " points " + row(points[r]) + "; totals " + row(totals));
  }
  CHECK(totals == match->scores());
  CHECK(lines[3] == "Match in progress: round 3 is being played");

  auto over = bot_match(kConfigs.front(), 3);
  REQUIRE(over->phase() == Phase::MatchOver);
  const auto winners = over->winners();
  REQUIRE(winners.size() == 1);
  const auto summary = lines_of(format_rounds(*over));
  CHECK(summary[summary.size() - 2] == "Winner: " + std::to_string(winners.front()));
}

TEST_CASE("record: a record edited by hand, damaged or cut short is refused with what is wrong") {
  const auto match = bot_match(kConfigs[1], 7, 2);  // Draw
  const std::vector<std::string> names{"You", "North"};
  const std::string record = format_record(*match, names);
  const auto lines = lines_of(record);
  // The first move line, and the line number (1-based) it has.
  const auto first_move = std::find_if(lines.begin(), lines.end(), [](const auto& l) { return l.rfind("  ", 0) == 0; });
  REQUIRE(first_move != lines.end());
  const std::string line_no = std::to_string(first_move - lines.begin() + 1);

  SECTION("a changed move names its line") {
    const std::string move = first_move->substr(first_move->rfind(' ') + 1);
    const std::string error =
        refusal(replaced(record, *first_move, first_move->substr(0, first_move->rfind(' ') + 1) + "9-9"));
    CHECK(error.find("line " + line_no + " reads") != std::string::npos);
    CHECK(error.find("9-9") != std::string::npos);
    CHECK(error.find(move) != std::string::npos);  // what the save has there
  }
  SECTION("a move left out, a line added, a score improved") {
    CHECK(refusal(replaced(record, *first_move + "\n", "")).find("line " + line_no) != std::string::npos);
    CHECK(refusal(replaced(record, "Moves:\n", "Moves:\n  1 North  6-6\n")).find("line") != std::string::npos);
    const std::string totals =
        *std::find_if(lines.begin(), lines.end(), [](const auto& l) { return l.rfind("Totals: ", 0) == 0; });
    CHECK(refusal(replaced(record, totals, totals + "0")).find("but the match its Save line holds has") !=
          std::string::npos);
  }
  SECTION("a broken save line") {
    const std::string save = match->save();
    std::string broken = save;
    broken[broken.size() / 2] = broken[broken.size() / 2] == 'x' ? 'y' : 'x';
    const std::string error = refusal(replaced(record, save, broken));
    CHECK(error.find("Save line (line " + std::to_string(lines.size() - 1) + ")") != std::string::npos);
    CHECK(error.find("checksum") != std::string::npos);
    CHECK(refusal(replaced(record, save, "")).find("not a Boneyard save") != std::string::npos);
  }
  SECTION("no save line") {
    CHECK(refusal(replaced(record, "Save: " + match->save() + "\n", "")).find("no 'Save:' line") != std::string::npos);
  }
  SECTION("neither a record nor a save") {
    CHECK(refusal("").find("neither a Boneyard record") != std::string::npos);
    CHECK(refusal("hello\nworld").find("neither a Boneyard record") != std::string::npos);
  }
}

TEST_CASE("record: CRLF, spaces and the text of a chat message around a record or a save are accepted") {
  const auto match = bot_match(kConfigs[4], 2, 2);  // Whist
  const std::string record = format_record(*match, {"You", "West", "North", "East"});
  auto loads = [&](const std::string& text) {
    std::vector<std::string> names;
    auto m = load_record(text, &names);
    INFO(m.error());
    REQUIRE(m.ok());
    CHECK((*m)->save() == match->save());
    return names;
  };
  std::string crlf, spaced;
  for (const auto& line : lines_of(record)) {
    crlf += line + "\r\n";
    spaced += "\t " + replaced(line + " ", " ", "\xC2\xA0 ") + "\n\n";  // a no-break space, blank lines
  }
  CHECK(loads(crlf) == std::vector<std::string>{"You", "West", "North", "East"});
  loads(spaced);
  loads("Ada: look at this one!\nBoneyard record: the one I told you about\n\n" + record + "\nBea: wow, GG\n");
  CHECK(loads(match->save()).empty());  // a bare save, with or without text around it
  loads("  " + match->save() + "\r\n");
  loads("here it is: " + match->save() + " (the last round was wild)");
}

TEST_CASE("record: a Whist deal made again when everyone passed is listed where it happened") {
  auto match = testing::make("whist", {{"players", "4"}}, 3);
  for (int i = 0; i < 4; ++i) testing::play(*match, "bid:pass");
  const auto hands = first_hands(*testing::make("whist", {{"players", "4"}}, 3));
  std::vector<std::string> now(4);  // the new hands, as the census has them
  for (const auto& located : match->census()) {
    const auto at = located.find("@hand");
    if (at != std::string::npos) {
      auto& h = now[std::stoul(located.substr(at + 5))];
      h += (h.empty() ? "" : " ") + located.substr(0, at);
    }
  }
  REQUIRE(now != hands);
  testing::play(*match, "bid:4");
  const std::string record = format_record(*match);
  INFO(record);
  CHECK(record.find("  0  bid:pass\nDealt again (everyone passed):\nHand 0: " + now[0] + "\nHand 1: " + now[1] +
                    "\nHand 2: " + now[2] + "\nHand 3: " + now[3] + "\nWidow: ") != std::string::npos);
  CHECK(record.find("Dealer: 1\n  2  bid:4\n") != std::string::npos);
  auto loaded = load_record(record);
  REQUIRE(loaded.ok());
  CHECK((*loaded)->save() == match->save());
}
