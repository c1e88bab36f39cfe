#include "coach/hint.h"

#include <cmath>
#include <vector>

#include "coach/analysis_panel.h"
#include "core/i18n.h"
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
  std::vector<std::string> words;
  for (const auto& item : items) words.push_back(face_words(item));
  return list_text(words);
}

// A move in words: a hint ("Play 6-4 on the left end", `in_sentence` false) or the same inside
// a sentence, after a name or "the expert would" ("play 6-4 on the left end"). `capital` is
// marked with N_, `lower` with NC_ in kInSentence.
constexpr const char* kInSentence = "move, inside a sentence";
std::string say(bool in_sentence, const char* capital, const char* lower, Args args = {}) {
  return in_sentence ? trcf(kInSentence, lower, args) : trf(capital, args);
}

// hint_text(), or its words inside a sentence.
std::string move_words(const SeatView& view, const std::string& move, bool s) {
  const bool line = dynamic_cast<const LineView*>(&view) != nullptr;
  const std::size_t colon = move.find(':');
  const std::string head = move.substr(0, colon);
  const std::string arg = colon == std::string::npos ? "" : move.substr(colon + 1);
  const Args tile = {{"tile", head}};
  if (line) {
    if (move == "draw")
      // TRANSLATORS: a move as the hint says it, or (context "move, inside a sentence") as the review's log and
      // the play checker say it: "North: play 6-4 on the left end", "the expert would play 6-4 on the left end
      // instead". {tile}: a tile ("6-4") or a card ("Q♠").
      return say(s, N_("Draw from the boneyard"), NC_("move, inside a sentence", "draw from the boneyard"));
    if (move == "pass") return s ? trc("move, inside a sentence", "pass") : trc("verb", "Pass");
    if ((arg == "L" || arg == "R") && ends_alike(view))
      return say(s, N_("Play {tile}"), NC_("move, inside a sentence", "play {tile}"), tile);
    if (arg == "L")
      return say(s, N_("Play {tile} on the left end"), NC_("move, inside a sentence", "play {tile} on the left end"),
                 tile);
    if (arg == "R")
      return say(s, N_("Play {tile} on the right end"), NC_("move, inside a sentence", "play {tile} on the right end"),
                 tile);
    return say(s, N_("Play {tile} to start the line"), NC_("move, inside a sentence", "play {tile} to start the line"),
               tile);
  }
  if (move == "lead")
    return say(s, N_("Lead the first trick yourself"), NC_("move, inside a sentence", "lead the first trick yourself"));
  if (move == "pass_lead") return say(s, N_("Pass the lead"), NC_("move, inside a sentence", "pass the lead"));
  // TRANSLATORS: the three tiles or cards to pass: {items} is a list, "3-1, 5-5 and 6-0".
  if (head == "pass")
    return say(s, N_("Pass {items}"), NC_("move, inside a sentence", "pass {items}"),
               {{"items", listed(split_fields(arg, ','))}});
  if (head == "bid") {
    if (arg == "pass") return say(s, N_("Pass: do not bid"), NC_("move, inside a sentence", "do not bid"));
    // TRANSLATORS: a bid in Whist: {bid} is a number of tricks.
    return say(s, N_("Bid {bid}"), NC_("move, inside a sentence", "bid {bid}"), {{"bid", arg}});
  }
  if (head == "widow") {
    if (arg == "keep") return say(s, N_("Keep your hand"), NC_("move, inside a sentence", "keep your hand"));
    return say(s, N_("Take the widow and put {tile} aside"),
               NC_("move, inside a sentence", "take the widow and put {tile} aside"), {{"tile", arg}});
  }
  if (head == "trump") {
    if (arg == "N") return say(s, N_("Name no trumps"), NC_("move, inside a sentence", "name no trumps"));
    const auto suit = parse_suit(arg, 12);
    // TRANSLATORS: {suit} is a suit of dominoes in lower case: "sixes", "doubles".
    return say(s, N_("Name {suit} as trumps"), NC_("move, inside a sentence", "name {suit} as trumps"),
               {{"suit", suit ? suit_name(*suit) : arg}});
  }
  if (head == "moon") {
    if (arg == "self")
      return say(s, N_("Take 26 off your own score"), NC_("move, inside a sentence", "take 26 off your own score"));
    if (arg == "others")
      return say(s, N_("Add 26 to everyone else's score"),
                 NC_("move, inside a sentence", "add 26 to everyone else's score"));
    // TRANSLATORS: shooting the moon in Hearts; {name}: another seat's name.
    return say(s, N_("Add 26 to {name}'s score"), NC_("move, inside a sentence", "add 26 to {name}'s score"),
               {{"name", seat_name(view.players(), std::stoi(arg))}});
  }
  if (!arg.empty()) {  // a domino led as one of its suits
    const auto suit = parse_suit(arg, 12);
    // TRANSLATORS: a tile led as one of its two suits; {suit} in lower case: "Lead 6-4 as sixes".
    return say(s, N_("Lead {tile} as {suit}"), NC_("move, inside a sentence", "lead {tile} as {suit}"),
               {{"tile", head}, {"suit", suit ? suit_name(*suit) : arg}});
  }
  return say(s, N_("Play {tile}"), NC_("move, inside a sentence", "play {tile}"), {{"tile", face_words(move)}});
}

}  // namespace

bool ends_alike(const SeatView& view) {
  const auto* line = dynamic_cast<const LineView*>(&view);
  return line && !line->line.empty() && line->line.left_end() == line->line.right_end();
}

std::string hint_text(const SeatView& view, const std::string& move) { return move_words(view, move, false); }

std::string move_phrase(const SeatView& view, const std::string& move) { return move_words(view, move, true); }

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
  const bool no_bid = expert == "bid:pass";
  const std::string what = no_bid ? "" : move_phrase(view, expert);
  if (win_loss > 0) {
    const int percent = static_cast<int>(std::lround(win_loss * 100));
    // TRANSLATORS: the play checker's note; {move} as a move is said inside a sentence ("play 6-4 on the left
    // end"); {percent}: a chance in percent.
    return no_bid ? trf("Your last move: the expert would not bid instead, a {percent}% better chance to win the "
                        "match.",
                        {{"percent", percent}})
                  : trf("Your last move: the expert would {move} instead, a {percent}% better chance to win the "
                        "match.",
                        {{"move", what}, {"percent", percent}});
  }
  const double tenths = std::round(loss * 10) / 10;
  const long long count = figure_count(tenths);
  const std::string points = decimal_text(tenths, 1);
  const Args args = {{"move", what}, {"points", points}};
  // TRANSLATORS: the play checker's note; {move} as a move is said inside a sentence ("play 6-4 on the left
  // end"); {points}: a figure with one decimal ("2.1"); a figure with a fraction takes the form of its whole
  // part, below 2 that of 0 (English "1.5 points", French "1,5 point").
  return no_bid ? trn("Your last move: the expert would not bid instead, about {points} point better.",
                      "Your last move: the expert would not bid instead, about {points} points better.", count, args)
                : trn("Your last move: the expert would {move} instead, about {points} point better.",
                      "Your last move: the expert would {move} instead, about {points} points better.", count, args);
}

}  // namespace boneyard
