// Domino Whist's table: the auction panel (the bids so far, the minimum, the player's bids),
// the widow exchange, naming trumps with the suit's tiles lit in the hand, trump marks on
// tiles, the contract and the tricks taken against it always in view, partnership totals.
#include <algorithm>

#include "trick/trick_common.h"

namespace boneyard {

namespace {

// "You", "You & North" (a side), "North".
// With a shared device (shared_table), names: "Ann", "Ann & Cy".
std::string side_name(const WhistView& v, int seat) {
  const int n = v.players();
  if (!v.rules.partnership) return headline_name(n, seat);
  const int a = seat % 2, b = a + 2;
  return headline_name(n, a) + " & " + headline_name(n, b);
}

bool plural_side(const WhistView& v, int seat) { return v.rules.partnership || (seat == 0 && !shared_table()); }

int side_tricks(const WhistView& v, int seat) {
  int sum = 0;
  for (int s = 0; s < v.players(); ++s)
    if (v.rules.side(s) == v.rules.side(seat)) sum += v.tricks_won[static_cast<std::size_t>(s)];
  return sum;
}

std::string trumps_text(const Trumps& trumps) {
  if (!trumps.suit) return "no trump";
  return suit_name(*trumps.suit);
}

std::string trump_label(const std::string& move) {
  const std::string what = move.substr(6);
  if (what == "N") return "No trump";
  if (auto suit = parse_suit(what, 12)) return suit_button(*suit);
  return what;
}

std::string bid_text(const WhistBid& b) { return b.tricks == 0 ? "pass" : std::to_string(b.tricks); }

std::string mode_text(const WhistView& v) {
  std::string mode = std::to_string(v.players()) + (v.rules.partnership ? " partners" : " players");
  if (v.players() == 4 && !v.rules.partnership) mode = "4 alone";
  return mode + " \u2022 double-" + std::to_string(v.rules.set()) + (v.rules.passing ? " \u2022 passing" : "") +
         " \u2022 to " + std::to_string(v.rules.target);
}

std::string status(const WhistView& v, const TrickInput& input) {
  const int n = v.players();
  const int mover = v.to_move();
  if (mover < 0) return "Round over";
  const std::string who = seat_name(n, mover);
  if (mover != 0)
    if (auto waiting = waiting_text(n, mover)) return *waiting;
  switch (v.phase()) {
    case Phase::Bid:
      if (mover != 0) return who + " is bidding\u2026";
      return v.high ? "Your bid: more than " + std::to_string(v.high->tricks) + ", or pass"
                    : "Your bid: " + std::to_string(v.rules.min_bid) + " or more, or pass";
    case Phase::Widow:
      return mover == 0 ? "Tap a tile to swap for the widow" : who + " looks at the widow\u2026";
    case Phase::Trump:
      return mover == 0 ? "Name trumps" : who + " is naming trumps\u2026";
    case Phase::Play:
      if (mover != 0) return who + (v.trick.empty() ? " leads\u2026" : " is thinking\u2026");
      if (input.selected) return "Lead " + input.selected->str() + " as which suit?";
      if (v.trick.empty()) return "Your lead \u2014 tap the half whose suit you lead";
      if (v.led_suit)
        return v.trumps.suit == v.led_suit ? "Follow trumps if you can"
                                           : "Follow " + suit_name(*v.led_suit) + " if you can";
      return "Your turn";
    default:
      return "";
  }
}

std::string headline(const WhistView& v) {
  if (!v.result || !v.high) return "Round over";
  const int d = v.high->seat;
  const std::string who = side_name(v, d);
  const std::string bid = std::to_string(v.high->tricks);
  if (v.result->made) return who + (plural_side(v, d) ? " make " : " makes ") + bid + "!";
  return who + (plural_side(v, d) ? " go down: " : " goes down: ") + std::to_string(side_tricks(v, d)) + " of " + bid;
}

}  // namespace

TrickTableModel whist_table(const WhistView& v, const std::vector<std::string>& legal, const TrickInput& input) {
  const int n = v.players();
  const bool named = v.trumps_named;
  const Trumps trumps = v.trumps;
  TrickLook<Tile> look;
  look.face = [named, trumps](Tile t) {
    Face f(t);
    f.trump = named && is_trump(t, trumps);
    return f;
  };
  if (v.led_suit) look.led = v.trumps.suit == v.led_suit ? "Trumps" : suit_button(*v.led_suit);
  look.pass_offset = v.pass_offset;

  TrickTableModel t;
  fill_trick_table(t, v, legal, input, look);
  const bool my_turn = v.to_move() == 0 && !legal.empty();
  t.title = "Domino Whist \u2022 Round " + std::to_string(v.round);
  t.info = mode_text(v);
  if (v.phase() != Phase::Pass) t.status = status(v, input);

  // The widow: tap a tile of the hand to put it aside and take the widow.
  if (my_turn && v.phase() == Phase::Widow) {
    for (std::size_t i = 0; i < t.scene.hand.size(); ++i) {
      t.taps[i] = {Tap::Play, "widow:" + t.scene.hand[i].str()};
      t.scene.active[i] = true;
    }
  }

  // The question: the auction (shown to all while it lasts), the widow, trumps.
  TrickPanel panel;
  if (v.phase() == Phase::Bid) {
    t.panel_title = my_turn ? "Your bid" : "The auction";
    // The bids so far, three to a line (a phone's panel is narrow).
    std::vector<std::string> bids;
    for (std::size_t i = 0; i < v.bids.size(); ++i) {
      if (i % 3 == 0) bids.emplace_back();
      bids.back() += (i % 3 ? " \u2022 " : "") + seat_name(n, v.bids[i].seat) + " " + bid_text(v.bids[i]);
    }
    const int first = (v.dealer + 1) % n;
    if (bids.empty())
      bids = {seat_name(n, first) + (first == 0 ? " bid first; " : " bids first; ") + seat_name(n, v.dealer) +
              (v.dealer == 0 ? " deal" : " deals")};
    t.panel_lines = bids;
    panel.lines = static_cast<int>(bids.size()) + 1;
    std::string rule =
        "Minimum " + std::to_string(v.rules.min_bid) + " of " + std::to_string(v.rules.hand_size()) + " tricks";
    if (v.high) rule += " \u2022 to beat: " + seat_name(n, v.high->seat) + " " + std::to_string(v.high->tricks);
    t.panel_lines.push_back(rule);
    if (my_turn) {
      std::vector<int> numbers;
      for (const auto& m : legal)
        if (m != "bid:pass") numbers.push_back(std::stoi(m.substr(4)));
      std::sort(numbers.begin(), numbers.end());
      panel.choices.push_back("bid:pass");
      t.choice_labels.push_back("Pass");
      for (int k : numbers) {
        panel.choices.push_back("bid:" + std::to_string(k));
        t.choice_labels.push_back(std::to_string(k));
      }
      panel.choice_width = 58;
    }
    t.scene.panel = panel;
  } else if (my_turn && v.phase() == Phase::Widow && v.widow) {
    t.panel_title = "The widow: " + v.widow->str();
    t.panel_lines = {"Take it and put aside a tile of your hand:", "tap that tile. Or keep your hand."};
    t.panel_face = Face(*v.widow);
    panel.face = true;
    panel.choices = {"widow:keep"};
    t.choice_labels = {"Keep my hand"};
    panel.choice_width = 160;
    t.scene.panel = panel;
  } else if (my_turn && v.phase() == Phase::Trump) {
    t.panel_title = "Name trumps";
    t.panel_lines = {"You bid " + std::to_string(v.high ? v.high->tricks : 0) +
                     ". Each suit says how many of its tiles you hold."};
    panel.lines = 1;
    std::vector<std::string> numbers, others;
    for (const auto& m : legal) (m == "trump:D" || m == "trump:N" ? others : numbers).push_back(m);
    std::sort(numbers.begin(), numbers.end(), [](const std::string& a, const std::string& b) {
      return std::stoi(a.substr(6)) < std::stoi(b.substr(6));
    });
    panel.choices = numbers;
    panel.choices.insert(panel.choices.end(), others.begin(), others.end());
    panel.choice_width = 112;
    for (const auto& m : panel.choices) {
      const auto suit = parse_suit(m.substr(6), v.rules.set());
      std::vector<bool> lights;
      for (const Face& f : t.scene.hand) lights.push_back(suit && is_trump(f.tile, Trumps{*suit}));
      const auto held = std::count(lights.begin(), lights.end(), true);
      t.choice_labels.push_back(trump_label(m) + (suit ? " (" + std::to_string(held) + ")" : ""));
      t.choice_lights.push_back(lights);
    }
    t.scene.panel = panel;
  }

  // Per seat: the bid in the auction, the contract, tricks.
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    if (v.phase() == Phase::Bid) {
      for (const WhistBid& b : v.bids)
        if (b.seat == seat) t.flags[k] = b.tricks ? "bid " + std::to_string(b.tricks) : "passed";
    } else if (v.high && v.high->seat == seat) {
      t.flags[k] = "bid " + std::to_string(v.high->tricks);
    }
    if (seat == v.dealer && v.phase() == Phase::Bid && t.flags[k].empty()) t.flags[k] = "dealer";
  }
  if (v.phase() == Phase::Bid && !v.bids.empty()) {
    const WhistBid& b = v.bids.back();
    t.detail = b.tricks ? seat_verb(n, b.seat, " bid ", " bids ") + std::to_string(b.tricks)
                        : seat_verb(n, b.seat, " pass", " passes");
  } else if (v.phase() == Phase::Bid && v.redeals > 0) {
    t.detail = "Everybody passed: the tiles were dealt again";
  } else if (v.phase() == Phase::Play && v.trick.empty() && v.tricks.empty() && v.trumps_named) {
    t.detail = seat_verb(n, v.high ? v.high->seat : 0, " name ", " names ") + trumps_text(v.trumps) +
               (v.trumps.suit ? " as trumps" : "");
  }

  // The contract and the tricks against it, always in view once the bid is won.
  if (v.high && v.phase() != Phase::Bid) {
    const int d = v.high->seat;
    t.banner = seat_name(n, d) + " bid " + std::to_string(v.high->tricks);
    if (v.trumps_named) t.banner += " \u2022 trumps: " + trumps_text(v.trumps);
    t.banner += " \u2022 " + side_name(v, d) + (plural_side(v, d) ? " have " : " has ") +
                std::to_string(side_tricks(v, d)) + " of " + std::to_string(v.high->tricks);
  }

  t.columns = {"bid", "tricks", "total"};
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    const bool declarer = v.high && v.high->seat == seat && v.phase() != Phase::Bid;
    t.numbers.push_back({declarer ? std::to_string(v.high->tricks) : "\u2013", std::to_string(v.tricks_won[k]),
                         std::to_string(v.scores[k])});
    t.tones.push_back(declarer ? Tone::Good : Tone::Plain);
  }

  // The summary: the contract made or lost, everyone's points.
  SummaryContent& c = t.summary;
  const bool over = v.phase() == Phase::MatchOver;
  c.set = t.set = v.rules.set();
  const bool mine = v.high && v.rules.side(v.high->seat) == v.rules.side(0);
  summary_frame(c, over, v.match_winners, n, headline(v), v.result && (v.result->made == mine), v.rules.partnership);
  if (v.result) c.text = render(name_seats(v.result->explanation, table_names(n)));
  if (v.widow) {  // kept: the widow itself is what was put aside
    const std::string widow = "The widow, " + v.widow->str() +
                              (!v.aside               ? "."
                               : *v.aside == *v.widow ? ", was not taken."
                                                      : ", was taken and " + v.aside->str() + " put aside.");
    c.text += (c.text.empty() ? "" : " ") + widow;
  }
  // A row a side: partners score as one ("You & North"), each player alone as themselves.
  for (int seat = 0; seat < (v.rules.partnership ? 2 : n); ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    SummaryRow row;
    const bool declarer = v.high && v.rules.side(v.high->seat) == v.rules.side(seat);
    row.highlight = over && std::any_of(v.match_winners.begin(), v.match_winners.end(),
                                        [&](int w) { return v.rules.side(w) == v.rules.side(seat); });
    row.name = v.rules.partnership ? side_name(v, seat) : plate_name(n, seat);
    if (declarer)
      row.no_tiles = (v.rules.partnership ? headline_name(n, v.high->seat) + " bid " : "bid ") +
                     std::to_string(v.high->tricks) + (v.result && v.result->made ? ", made" : ", down");
    summary_numbers(row, side_tricks(v, seat), v.result ? v.result->points[k] : 0, v.scores[k], false);
    c.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace boneyard
