#include "coach/hint.h"

#include <cmath>
#include <cstdio>
#include <vector>

#include "line/line_match.h"
#include "session/seats.h"
#include "trick/card.h"
#include "trick/domino_suits.h"
#include "trick/trick_model.h"

namespace boneyard {

namespace {

// A tile or card as the table names it: "6-4", "Q\u2660".
std::string face_words(const std::string& item) {
  if (item.find('-') != std::string::npos) return item;
  const auto card = parse_card(item);
  return card ? card_name(*card) : item;
}

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
    out += face_words(items[i]);
  }
  return out;
}

}  // namespace

bool ends_alike(const SeatView& view) {
  const auto* line = dynamic_cast<const LineView*>(&view);
  return line && !line->line.empty() && line->line.left_end() == line->line.right_end();
}

std::string hint_text(const SeatView& view, const std::string& move) {
  const bool line = dynamic_cast<const LineView*>(&view) != nullptr;
  const std::size_t colon = move.find(':');
  const std::string head = move.substr(0, colon);
  const std::string arg = colon == std::string::npos ? "" : move.substr(colon + 1);
  if (line) {
    if (move == "draw") return "Draw from the boneyard";
    if (move == "pass") return "Pass";
    if ((arg == "L" || arg == "R") && ends_alike(view)) return "Play " + head;
    if (arg == "L") return "Play " + head + " on the left end";
    if (arg == "R") return "Play " + head + " on the right end";
    return "Play " + head + " to start the line";
  }
  if (move == "lead") return "Lead the first trick yourself";
  if (move == "pass_lead") return "Pass the lead";
  if (head == "pass") return "Pass " + listed(split_fields(arg, ','));
  if (head == "bid") return arg == "pass" ? "Pass: do not bid" : "Bid " + arg;
  if (head == "widow") return arg == "keep" ? "Keep your hand" : "Take the widow and put " + arg + " aside";
  if (head == "trump") {
    if (arg == "N") return "Name no trumps";
    const auto suit = parse_suit(arg, 12);
    return "Name " + (suit ? suit_name(*suit) : arg) + " as trumps";
  }
  if (head == "moon") {
    if (arg == "self") return "Take 26 off your own score";
    if (arg == "others") return "Add 26 to everyone else's score";
    return "Add 26 to " + seat_name(view.players(), std::stoi(arg)) + "'s score";
  }
  if (!arg.empty()) {  // a domino led as one of its suits
    const auto suit = parse_suit(arg, 12);
    return "Lead " + head + " as " + (suit ? suit_name(*suit) : arg);
  }
  return "Play " + face_words(move);
}

bool hint_names(const std::string& move, const std::string& face) {
  const std::size_t colon = move.find(':');
  const std::string head = move.substr(0, colon);
  if (colon == std::string::npos) return move == face;
  const std::string arg = move.substr(colon + 1);
  if (head == "pass") {
    for (const auto& item : split_fields(arg, ','))
      if (item == face) return true;
    return false;
  }
  if (head == "widow") return arg == face;
  if (head == "bid" || head == "trump" || head == "moon") return false;
  return head == face;  // a tile on an end, or led as a suit
}

std::string check_note(const SeatView& view, const std::string& expert, double loss, double win_loss) {
  std::string what = expert == "bid:pass" ? "not bid" : hint_text(view, expert);
  if (!what.empty() && what[0] >= 'A' && what[0] <= 'Z') what[0] = static_cast<char>(what[0] - 'A' + 'a');
  if (win_loss > 0)
    return "Your last move: the expert would " + what + " instead, a " +
           std::to_string(static_cast<int>(std::lround(win_loss * 100))) + "% better chance to win the match.";
  const double tenths = std::round(loss * 10) / 10;
  char figure[32];
  std::snprintf(figure, sizeof figure, "%.1f", tenths);
  return "Your last move: the expert would " + what + " instead, about " + figure + (tenths == 1.0 ? " point" : " points") +
         " better.";
}

}  // namespace boneyard
