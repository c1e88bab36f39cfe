// Domino Whist's table: the auction panel (the bids so far, the minimum, the player's bids),
// the widow exchange, naming trumps with the suit's tiles lit in the hand, trump marks on
// tiles, the contract and the tricks taken against it always in view, partnership totals.
#include <algorithm>

#include "trick/trick_common.h"

namespace boneyard {

namespace {

// A sentence about the side of `seat`, in the form its subject takes: `you` (the player alone:
// "You make 6!"), `you_and` (the player and their partner, {partner}: "You & North make 6!"),
// `pair` (two partners, {first} and {second}), `one` (one player, {name}). With a shared device
// (shared_table), names only: "Ann & Cy make 6!". The messages are marked with N_ by the caller.
std::string side_text(const WhistView& v, int seat, const char* you, const char* you_and, const char* pair,
                      const char* one, std::vector<Arg> args) {
  const int n = v.players();
  const bool mine = says_you(0);
  if (v.rules.partnership) {
    const int a = seat % 2, b = a + 2;
    const std::string first = seat_name(n, a), second = seat_name(n, b);  // the Args view them
    if (a == 0 && mine) {
      args.emplace_back("partner", second);
      return fmt(tr(you_and), args);
    }
    args.emplace_back("first", first);
    args.emplace_back("second", second);
    return fmt(tr(pair), args);
  }
  if (seat == 0 && mine) return fmt(tr(you), args);
  const std::string name = seat_name(n, seat);
  args.emplace_back("name", name);
  return fmt(tr(one), args);
}

// A side's name in the summary: "You & North", "West & East" (partners), "North".
std::string side_name(const WhistView& v, int seat) {
  const int n = v.players();
  if (!v.rules.partnership) return seat_name(n, seat);
  const int a = seat % 2, b = a + 2;
  // TRANSLATORS: the player's side in the round summary: the player and their partner ("You & North").
  if (a == 0 && says_you(0)) return trf("You & {partner}", {{"partner", seat_name(n, b)}});
  // TRANSLATORS: a side of two partners in the round summary: "West & East".
  return trf("{first} & {second}", {{"first", seat_name(n, a)}, {"second", seat_name(n, b)}});
}

// A text of several lines (a translation keeps its line breaks) as the lines of a panel.
std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
    lines.push_back(text.substr(start, end - start));
  lines.push_back(text.substr(start));
  return lines;
}

int side_tricks(const WhistView& v, int seat) {
  int sum = 0;
  for (int s = 0; s < v.players(); ++s)
    if (v.rules.side(s) == v.rules.side(seat)) sum += v.tricks_won[static_cast<std::size_t>(s)];
  return sum;
}

std::string trump_label(const std::string& move) {
  const std::string what = move.substr(6);
  // TRANSLATORS: a choice when naming trumps: play the round without trumps.
  if (what == "N") return tr("No trump");
  if (auto suit = parse_suit(what, 12)) return suit_button(*suit);
  return what;
}

// An entry of the auction's list under "The auction": "West 5", "You pass".
std::string bid_entry(int players, const WhistBid& b) {
  if (says_you(b.seat))
    // TRANSLATORS: an entry of the auction's list: the player's bid ({bid} tricks), or their pass.
    return b.tricks == 0 ? trc("auction", "You pass") : trcf("auction", "You {bid}", {{"bid", b.tricks}});
  const std::string who = seat_name(players, b.seat);
  // TRANSLATORS: an entry of the auction's list: a player's bid ({bid} tricks: "West 5"), or their pass.
  return b.tricks == 0 ? trcf("auction", "{name} pass", {{"name", who}})
                       : trcf("auction", "{name} {bid}", {{"name", who}, {"bid", b.tricks}});
}

std::string mode_text(const WhistView& v) {
  const int n = v.players();
  // TRANSLATORS: among the table's options under its title: 4 players in two sides of partners.
  std::string mode = v.rules.partnership ? trn("{n} partner", "{n} partners", n) : trn("{n} player", "{n} players", n);
  // TRANSLATORS: among the table's options under its title: 4 players, each playing alone.
  if (n == 4 && !v.rules.partnership) mode = tr("4 alone");
  // TRANSLATORS: among the table's options under its title: the domino set, "double-8" (tiles up to 8-8).
  mode += " \u2022 " + trf("double-{set}", {{"set", v.rules.set()}});
  // TRANSLATORS: among the table's options under its title: three tiles are passed before the bidding.
  if (v.rules.passing) mode += std::string(" \u2022 ") + tr("passing");
  return mode + " \u2022 " + to_target(v.rules.target);
}

std::string status(const WhistView& v, const TrickInput& input) {
  const int n = v.players();
  const int mover = v.to_move();
  if (mover < 0) return tr("Round over");
  const std::string who = seat_name(n, mover);
  if (mover != 0)
    if (auto waiting = waiting_text(n, mover)) return *waiting;
  switch (v.phase()) {
    case Phase::Bid:
      if (mover != 0) return trf("{name} is bidding\u2026", {{"name", who}});
      // TRANSLATORS: the player's turn in the auction: {bid} is the highest bid so far (in tricks).
      return v.high ? trf("Your bid: more than {bid}, or pass", {{"bid", v.high->tricks}})
                    // TRANSLATORS: the player's turn in the auction: {min} is the lowest bid allowed (in tricks).
                    : trf("Your bid: {min} or more, or pass", {{"min", v.rules.min_bid}});
    case Phase::Widow:
      return mover == 0 ? tr("Tap a tile to swap for the widow")
                        : trf("{name} looks at the widow\u2026", {{"name", who}});
    case Phase::Trump:
      return mover == 0 ? tr("Name trumps") : trf("{name} is naming trumps\u2026", {{"name", who}});
    case Phase::Play:
      if (mover != 0)
        return v.trick.empty() ? trf("{name} leads\u2026", {{"name", who}})
                               : trf("{name} is thinking\u2026", {{"name", who}});
      if (input.selected) return trf("Lead {tile} as which suit?", {{"tile", input.selected->str()}});
      if (v.trick.empty()) return tr("Your lead \u2014 tap the half whose suit you lead");
      if (v.led_suit)
        return v.trumps.suit == v.led_suit ? tr("Follow trumps if you can")
                                           : trf("Follow {suit} if you can", {{"suit", suit_name(*v.led_suit)}});
      return tr("Your turn");
    default:
      return "";
  }
}

std::string headline(const WhistView& v) {
  if (!v.result || !v.high) return tr("Round over");
  const int d = v.high->seat;
  const int bid = v.high->tricks;
  if (v.result->made)
    // TRANSLATORS: the round's headline: the auction's winner (with their partner) took the {bid} tricks they bid.
    return side_text(v, d, N_("You make {bid}!"), N_("You & {partner} make {bid}!"),
                     N_("{first} & {second} make {bid}!"), N_("{name} makes {bid}!"), {{"bid", bid}});
  // TRANSLATORS: the round's headline: the auction's winner (with their partner) bid {bid} tricks and took
  // only {tricks}.
  return side_text(v, d, N_("You go down: {tricks} of {bid}"), N_("You & {partner} go down: {tricks} of {bid}"),
                   N_("{first} & {second} go down: {tricks} of {bid}"), N_("{name} goes down: {tricks} of {bid}"),
                   {{"tricks", side_tricks(v, d)}, {"bid", bid}});
}

// Whist's tiles as the table shows them: trumps marked once named; over the trick, what was led.
TrickLook<Tile> whist_look(const WhistView& v) {
  const int n = v.players();
  const bool named = v.trumps_named;
  const Trumps trumps = v.trumps;
  TrickLook<Tile> look;
  look.face = [named, trumps](Tile t) {
    Face f(t);
    f.trump = named && is_trump(t, trumps);
    return f;
  };
  if (v.led_suit && !v.trick.empty()) {
    const int leader = v.trick.front().seat;
    if (v.trumps.suit != v.led_suit)
      look.led_label = domino_led_label(n, *v.led_suit, leader);
    else
      look.led_label =
          // TRANSLATORS: over the trick on the table: a trump was led, by the player or by {name}.
          says_you(leader) ? tr("Trumps led by You") : trf("Trumps led by {name}", {{"name", seat_name(n, leader)}});
  }
  look.pass_offset = v.pass_offset;
  return look;
}

// The auction's panel, shown to all while it lasts: the bids so far, the rule and the bid to
// beat; on the player's turn, the bids they may make.
TrickPanel whist_auction(TrickTableModel& t, const WhistView& v, const std::vector<std::string>& legal, bool my_turn) {
  const int n = v.players();
  TrickPanel panel;
  // TRANSLATORS: the heading of the auction's panel: the player's turn to bid, or the bids so far.
  t.panel_title = my_turn ? tr("Your bid") : tr("The auction");
  // The bids so far, three to a line (a phone's panel is narrow).
  std::vector<std::string> bids;
  for (std::size_t i = 0; i < v.bids.size(); ++i) {
    if (i % 3 == 0) bids.emplace_back();
    bids.back() += (i % 3 ? " \u2022 " : "") + bid_entry(n, v.bids[i]);
  }
  const int first = (v.dealer + 1) % n;
  if (bids.empty()) {
    // TRANSLATORS: the auction's panel before the first bid: who bids first, and who dealt.
    if (says_you(first))
      bids = {trf("You bid first; {dealer} deals", {{"dealer", seat_name(n, v.dealer)}})};
    else if (says_you(v.dealer))
      bids = {trf("{name} bids first; You deal", {{"name", seat_name(n, first)}})};
    else
      bids = {trf("{name} bids first; {dealer} deals",
                  {{"name", seat_name(n, first)}, {"dealer", seat_name(n, v.dealer)}})};
  }
  t.panel_lines = bids;
  panel.lines = static_cast<int>(bids.size()) + 1;
  // TRANSLATORS: the auction's rule: the lowest bid, of the {n} tricks a round has.
  std::string rule = trn("Minimum {min} of {n} trick", "Minimum {min} of {n} tricks", v.rules.hand_size(),
                         {{"min", v.rules.min_bid}});
  if (v.high)
    // TRANSLATORS: after the auction's rule: the highest bid so far ({bid} tricks), by the player or {name}.
    rule += " \u2022 " +
            (says_you(v.high->seat)
                 ? trf("to beat: You {bid}", {{"bid", v.high->tricks}})
                 : trf("to beat: {name} {bid}", {{"name", seat_name(n, v.high->seat)}, {"bid", v.high->tricks}}));
  t.panel_lines.push_back(rule);
  if (my_turn) {
    std::vector<int> numbers;
    for (const auto& m : legal)
      if (m != "bid:pass") numbers.push_back(std::stoi(m.substr(4)));
    std::sort(numbers.begin(), numbers.end());
    panel.choices.push_back("bid:pass");
    // TRANSLATORS: a choice in the auction: bid nothing (the numbers beside it are bids).
    t.choice_labels.push_back(trc("bid", "Pass"));
    for (int k : numbers) {
      panel.choices.push_back("bid:" + std::to_string(k));
      t.choice_labels.push_back(std::to_string(k));
    }
    panel.choice_width = 58;
  }
  return panel;
}

// The widow's panel: take the widow (tap a tile of the hand to put aside) or keep the hand.
TrickPanel whist_widow(TrickTableModel& t, const WhistView& v) {
  TrickPanel panel;
  // TRANSLATORS: the widow is the tile left face down in the middle; {tile} is it: "5-2".
  t.panel_title = trf("The widow: {tile}", {{"tile", v.widow->str()}});
  // TRANSLATORS: two short lines of a narrow panel: keep the line break.
  t.panel_lines = lines_of(tr("Take it and put aside a tile of your hand:\ntap that tile. Or keep your hand."));
  t.panel_face = Face(*v.widow);
  panel.face = true;
  panel.choices = {"widow:keep"};
  t.choice_labels = {tr("Keep my hand")};
  panel.choice_width = 160;
  return panel;
}

// Naming trumps: each suit with how many of its tiles the player holds (lit in the hand when
// pointed at), then doubles and no trump.
TrickPanel whist_trumps(TrickTableModel& t, const WhistView& v, const std::vector<std::string>& legal) {
  TrickPanel panel;
  t.panel_title = tr("Name trumps");
  // TRANSLATORS: over the choices of trumps, each with a count: "Sixes (3)"; {bid} is the player's bid in tricks.
  t.panel_lines = {
      trf("You bid {bid}. Each suit says how many of its tiles you hold.", {{"bid", v.high ? v.high->tricks : 0}})};
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
  return panel;
}

// Per seat, in gold under its name: its bid in the auction (or its pass), the contract's
// bidder, the dealer.
void whist_flags(TrickTableModel& t, const WhistView& v) {
  const int n = v.players();
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    if (v.phase() == Phase::Bid) {
      for (const WhistBid& b : v.bids)
        // TRANSLATORS: in gold under a seat's name: its bid in the auction ({bid} tricks), or its pass.
        if (b.seat == seat) t.flags[k] = b.tricks ? trf("bid {bid}", {{"bid", b.tricks}}) : tr("passed");
    } else if (v.high && v.high->seat == seat) {
      t.flags[k] = trf("bid {bid}", {{"bid", v.high->tricks}});
    }
    // TRANSLATORS: in gold under a seat's name: that player dealt this round.
    if (seat == v.dealer && v.phase() == Phase::Bid && t.flags[k].empty()) t.flags[k] = tr("dealer");
  }
}

// What happened last: a bid or a pass, a redeal, trumps named.
void whist_detail(TrickTableModel& t, const WhistView& v) {
  const int n = v.players();
  if (v.phase() == Phase::Bid && !v.bids.empty()) {
    const WhistBid& b = v.bids.back();
    const std::string who = seat_name(n, b.seat);
    if (b.tricks)
      // TRANSLATORS: what happened last in the auction: a bid of {bid} tricks.
      t.detail = says_you(b.seat) ? trf("You bid {bid}", {{"bid", b.tricks}})
                                  : trf("{name} bids {bid}", {{"name", who}, {"bid", b.tricks}});
    else
      t.detail = says_you(b.seat) ? tr("You pass") : trf("{name} passes", {{"name", who}});
  } else if (v.phase() == Phase::Bid && v.redeals > 0) {
    t.detail = tr("Everybody passed: the tiles were dealt again");
  } else if (v.phase() == Phase::Play && v.trick.empty() && v.tricks.empty() && v.trumps_named) {
    const int d = v.high ? v.high->seat : 0;
    const std::string who = seat_name(n, d);
    if (v.trumps.suit)
      // TRANSLATORS: {suit} is a domino suit in lower case: "sixes", "doubles".
      t.detail = says_you(d)
                     ? trf("You name {suit} as trumps", {{"suit", suit_name(*v.trumps.suit)}})
                     : trf("{name} names {suit} as trumps", {{"name", who}, {"suit", suit_name(*v.trumps.suit)}});
    else
      t.detail = says_you(d) ? tr("You name no trump") : trf("{name} names no trump", {{"name", who}});
  }
}

// The contract and the tricks against it, always in view once the bid is won.
void whist_banner(TrickTableModel& t, const WhistView& v) {
  const int n = v.players();
  if (v.high && v.phase() != Phase::Bid) {
    const int d = v.high->seat;
    const int bid = v.high->tricks;
    // TRANSLATORS: a banner on the table: the contract, the auction's winning bid ({bid} tricks).
    t.banner = says_you(d) ? trcf("contract", "You bid {bid}", {{"bid", bid}})
                           : trcf("contract", "{name} bid {bid}", {{"name", seat_name(n, d)}, {"bid", bid}});
    if (v.trumps_named)
      // TRANSLATORS: in the contract's banner: the suit named trumps ({suit}: "sixes", "doubles"), or none.
      t.banner += " \u2022 " + (v.trumps.suit ? trf("trumps: {suit}", {{"suit", suit_name(*v.trumps.suit)}})
                                              : tr("trumps: no trump"));
    t.banner +=
        // TRANSLATORS: in the contract's banner: the tricks the auction's winner (with their partner) has taken
        // so far, of the {bid} they bid.
        " \u2022 " + side_text(v, d, N_("You have {tricks} of {bid}"), N_("You & {partner} have {tricks} of {bid}"),
                               N_("{first} & {second} have {tricks} of {bid}"), N_("{name} has {tricks} of {bid}"),
                               {{"tricks", side_tricks(v, d)}, {"bid", bid}});
  }
}

// The scores panel: the bid, the tricks taken, the total.
void whist_scores(TrickTableModel& t, const WhistView& v) {
  const int n = v.players();
  // TRANSLATORS: the three columns of the scores panel (short): the bid, tricks taken, the total.
  t.columns = {trc("scores column", "bid"), trc("scores column", "tricks"), trc("scores column", "total")};
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    const bool declarer = v.high && v.high->seat == seat && v.phase() != Phase::Bid;
    t.numbers.push_back({declarer ? std::to_string(v.high->tricks) : "\u2013", std::to_string(v.tricks_won[k]),
                         std::to_string(v.scores[k])});
    t.tones.push_back(declarer ? Tone::Good : Tone::Plain);
  }
}

// The summary: the contract made or lost (and the widow's fate), a row a side with its points.
void whist_summary(TrickTableModel& t, const WhistView& v) {
  const int n = v.players();
  SummaryContent& c = t.summary;
  const bool over = v.phase() == Phase::MatchOver;
  c.set = t.set = v.rules.set();
  const bool mine = v.high && v.rules.side(v.high->seat) == v.rules.side(0);
  summary_frame(c, over, v.match_winners, n, headline(v), v.result && (v.result->made == mine), v.rules.partnership);
  if (v.result) c.text = render(name_seats(v.result->explanation, table_names(n)));
  if (v.widow) {  // kept: the widow itself is what was put aside
    const std::string tile = v.widow->str();
    // TRANSLATORS: in the round summary: the widow (the tile left face down in the middle) and what became of it.
    const std::string widow = !v.aside               ? trf("The widow, {tile}.", {{"tile", tile}})
                              : *v.aside == *v.widow ? trf("The widow, {tile}, was not taken.", {{"tile", tile}})
                                                     : trf("The widow, {tile}, was taken and {aside} put aside.",
                                                           {{"tile", tile}, {"aside", v.aside->str()}});
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
    if (declarer) {
      const int bid = v.high->tricks;
      const bool made = v.result && v.result->made;
      if (!v.rules.partnership)
        // TRANSLATORS: in a side's row of the round summary: its bid ({bid} tricks), and whether it was made.
        row.no_tiles = made ? trf("bid {bid}, made", {{"bid", bid}}) : trf("bid {bid}, down", {{"bid", bid}});
      else if (says_you(v.high->seat))
        row.no_tiles = made ? trf("You bid {bid}, made", {{"bid", bid}}) : trf("You bid {bid}, down", {{"bid", bid}});
      else
        // TRANSLATORS: in a side's row of the round summary: which partner bid ({bid} tricks), and whether it was
        // made.
        row.no_tiles = made ? trf("{name} bid {bid}, made", {{"name", seat_name(n, v.high->seat)}, {"bid", bid}})
                            : trf("{name} bid {bid}, down", {{"name", seat_name(n, v.high->seat)}, {"bid", bid}});
    }
    summary_numbers(row, side_tricks(v, seat), v.result ? v.result->points[k] : 0, v.scores[k], false);
    c.rows.push_back(std::move(row));
  }
}

}  // namespace

TrickTableModel whist_table(const WhistView& v, const std::vector<std::string>& legal, const TrickInput& input) {
  TrickTableModel t;
  fill_trick_table(t, v, legal, input, whist_look(v));
  const bool my_turn = v.to_move() == 0 && !legal.empty();
  // TRANSLATORS: the table's title: the game and the round's number.
  t.title = trf("Domino Whist \u2022 Round {round}", {{"round", v.round}});
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
  if (v.phase() == Phase::Bid)
    t.scene.panel = whist_auction(t, v, legal, my_turn);
  else if (my_turn && v.phase() == Phase::Widow && v.widow)
    t.scene.panel = whist_widow(t, v);
  else if (my_turn && v.phase() == Phase::Trump)
    t.scene.panel = whist_trumps(t, v, legal);

  whist_flags(t, v);
  if (v.rules.partnership) mark_partner(t);
  whist_detail(t, v);
  whist_banner(t, v);
  whist_scores(t, v);
  whist_summary(t, v);
  return t;
}

}  // namespace boneyard
