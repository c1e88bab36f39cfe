// Domino Whist: docs/rules.md ("Domino Whist"), the match and the seat views.
//
// Choices made here, beyond docs/rules.md:
// - Everyone passing deals the round again (same round number) by the next dealer; the
//   view counts these redeals.
// - The widow tile is seen only by the bid winner; it and the tile put aside are shown to
//   everyone when the round ends.
// - A bid of the hand size cannot be raised; the others still say "pass" in turn.
#include "games/whist/whist.h"

#include <algorithm>
#include <cctype>

#include "core/deal_check.h"
#include "core/i18n.h"
#include "core/text.h"
#include "search/stakes.h"
#include "trick/tricks.h"

namespace boneyard {

int WhistRules::pass_offset(int round) const {
  if (!passing) return 0;
  const int r = (round - 1);
  if (players == 4) {
    const int cycle[4] = {1, 3, 2, 0};  // left, right, opposite, hold
    return cycle[r % 4];
  }
  const int cycle[3] = {players - 1, 1, 0};  // right, left, hold
  return cycle[r % 3];
}

WhistRules whist_rules_from(const Options& o) {
  WhistRules r;
  r.players = o.integer("players");
  r.partnership = r.players == 4 && o.flag("partnership");
  r.passing = o.flag("passing");
  r.min_bid = o.integer("min_bid");
  r.target = o.integer("target");
  r.end_tie_shared = end_tie_shared(o);
  return r;
}

namespace {

std::string trumps_text(const Trumps& t) { return t.suit ? suit_text(*t.suit) : "N"; }

OptionSpec computed(OptionSpec spec) {  // the game fills the default in (complete_options)
  spec.default_value.clear();
  return spec;
}

class WhistGame final : public GameWith<WhistMatch, WhistView, whist_bot_move, whist_bot_think> {
 public:
  std::string_view id() const override { return "whist"; }
  std::string_view title() const override { return NC_("game", "Domino Whist"); }
  bool lowest_wins() const override { return false; }  // tricks and bids made score

  bool reference_level(std::string_view level) const override { return level == search::kExpertRoundLevel; }
  std::string_view level_help(std::string_view level) const override {
    if (level == "random") return N_("Bids and plays at random among legal moves: good for learning the rules.");
    if (level == "easy") return N_("Plays like Normal half the time, at random otherwise.");
    if (level == "hard")
      return N_(
          "Weighs its pass, bids and the widow by playing its hand out under each trump, then tries a couple of "
          "hundred ways the hidden tiles could lie before trumps and each tile.");
    if (level == "expert")
      return N_("Like Hard, but plays hands out and tries ways by the thousand, and takes longer to move.");
    return N_("Bids from its doubles and longest suit, names that suit, wins tricks cheaply, helps its partner.");
  }

  const std::vector<OptionSpec>& option_specs() const override {
    static const std::vector<OptionSpec> specs{
        integer_option("players", "4", 3, 5, N_("Players"),
                       N_("3: double-seven, 12 each; 4: double-eight, 11 each and a widow; 5: double-nine, 11 each")),
        only_with_players(
            4, computed(boolean_option("partnership", true, N_("Partners"),
                                       N_("4 players: partners sit opposite and score together (the default for 4)"),
                                       N_("4 players: everyone plays and scores alone")))),
        boolean_option("passing", false, N_("Passing"),
                       N_("Before bidding, pass three tiles (the direction changes each round)"),
                       N_("No tiles are passed: bidding starts on the hands as dealt")),
        integer_option("min_bid", "", 1, 12, N_("Lowest bid"), N_("4 for 3 players and 4 partners, else 1")),
        integer_option("target", "", 1, 500, N_("Play to"),
                       N_("25 for 3 players, 30 for partners, 20 for 4 alone and for 5")),
        end_tie_option(N_("When the leaders are tied at the target")),
    };
    return specs;
  }

  const std::vector<Preset>& presets() const override {
    static const std::vector<Preset> presets{
        {NC_("preset", "3 players"),
         N_("Double-seven, 12 tiles each, bids from 4, game to 25"),
         {{"players", "3"}},
         {}},
        {NC_("preset", "4 partners"),
         N_("Double-eight with a widow, partners opposite, bids from 4, game to 30"),
         {{"players", "4"}, {"partnership", "true"}},
         {}},
        {NC_("preset", "4 alone"),
         N_("Double-eight with a widow, every player for themselves, game to 20"),
         {{"players", "4"}, {"partnership", "false"}},
         {}},
        {NC_("preset", "5 players"), N_("Double-nine, 11 tiles each, game to 20"), {{"players", "5"}}, {}},
        {NC_("preset", "3 players, passing"),
         N_("As 3 players, passing three tiles before the auction"),
         {{"players", "3"}, {"passing", "true"}},
         {}},
        {NC_("preset", "4 partners, passing"),
         N_("As 4 partners, passing three tiles before the auction"),
         {{"players", "4"}, {"partnership", "true"}, {"passing", "true"}},
         {}},
        {NC_("preset", "4 alone, passing"),
         N_("As 4 alone, passing three tiles before the auction"),
         {{"players", "4"}, {"partnership", "false"}, {"passing", "true"}},
         {}},
        {NC_("preset", "5 players, passing"),
         N_("As 5 players, passing three tiles before the auction"),
         {{"players", "5"}, {"passing", "true"}},
         {}},
    };
    return presets;
  }

  Status complete_options(Options& o) const override {
    const int players = o.integer("players");
    if (!o.has("partnership")) o.set("partnership", players == 4 ? "true" : "false");
    const bool partners = o.flag("partnership");
    if (partners && players != 4) return Status::fail(tr("partnerships need 4 players"));
    if (!o.has("min_bid")) o.set("min_bid", players == 3 || partners ? "4" : "1");
    if (!o.has("target")) o.set("target", players == 3 ? "25" : partners ? "30" : "20");
    const int hand = players == 3 ? 12 : 11;
    if (o.integer("min_bid") > hand)
      // TRANSLATORS: min_bid is the option's name as written in links and saves: keep it.
      return Status::fail(trf("min_bid must be at most the hand size ({hand})", {{"hand", hand}}));
    return {};
  }
};

}  // namespace

const GameInfo& whist_game() {
  static const WhistGame game;
  return game;
}

// --- Dealing ---------------------------------------------------------------------------

WhistMatch::WhistMatch(const GameInfo& info, const Options& options, std::uint64_t seed)
    : TrickMatch(info, options, seed, false),
      rules_(whist_rules_from(options)),
      dealer_(rng_.below(rules_.players)) {}  // the first dealer is drawn at random

void WhistMatch::deal_random() {
  const int n = rules_.players, size = rules_.hand_size();
  std::vector<Tile> deck = double_set(rules_.set());
  rng_.shuffle(deck);
  hands_.assign(static_cast<std::size_t>(n), {});
  for (int s = 0; s < n; ++s) {
    hands_[static_cast<std::size_t>(s)].assign(deck.begin() + s * size, deck.begin() + (s + 1) * size);
    std::sort(hands_[static_cast<std::size_t>(s)].begin(), hands_[static_cast<std::size_t>(s)].end());
  }
  widow_.reset();
  if (rules_.widow()) widow_ = deck.back();
}

Status WhistMatch::start_round(const std::optional<Deal>& deal) {
  const int n = rules_.players, size = rules_.hand_size(), set = rules_.set();
  std::vector<std::vector<Tile>> hands(static_cast<std::size_t>(n));
  std::optional<Tile> widow;
  int dealer = round_ == 0 ? dealer_ : (dealer_ + 1) % n;
  if (deal) {
    if (deal->boneyard || deal->dead || deal->leader)
      return Status::fail("a Domino Whist deal has hands, and may name the widow and the dealer");
    if (deal->dealer && (*deal->dealer < 0 || *deal->dealer >= n))
      return Status::fail("the dealer must be a seat from 0 to " + std::to_string(n - 1));
    DealCheck check(set);
    auto dealt = check.hands(deal->hands, n, size);
    if (!dealt) return dealt.status();
    hands = std::move(*dealt);
    for (auto& h : hands) std::sort(h.begin(), h.end());
    if (rules_.widow()) {
      if (deal->widow.size() > 1) return Status::fail("the widow is one tile");
      if (deal->widow.size() == 1) {
        auto t = check.take(deal->widow[0], "the widow");
        if (!t) return t.status();
        widow = *t;
      } else {
        widow = check.untaken().front();
      }
    } else if (!deal->widow.empty()) {
      return Status::fail("only the 4-player game has a widow");
    }
    if (deal->dealer) dealer = *deal->dealer;
  }
  dealer_ = dealer;
  ++round_;
  redeals_ = 0;
  if (deal) {
    hands_ = std::move(hands);
    widow_ = widow;
  } else {
    deal_random();
  }
  begin_auction_or_pass();
  return {};
}

void WhistMatch::begin_auction_or_pass() {
  clear_round();
  bids_.clear();
  out_.assign(static_cast<std::size_t>(rules_.players), false);
  high_.reset();
  aside_.reset();
  trumps_.reset();
  if (rules_.pass_offset(round_) != 0) {
    start_pass();
  } else {
    phase_ = Phase::Bid;
    turn_ = (dealer_ + 1) % rules_.players;
  }
}

// --- Moves -----------------------------------------------------------------------------

std::vector<std::string> WhistView::legal_moves() const {
  if (seat_index < 0 || to_move_ != seat_index) return {};
  std::vector<std::string> moves;
  switch (phase_) {
    case Phase::Pass:
      return pass_moves(hand);
    case Phase::Bid: {
      moves.push_back("bid:pass");
      const int from = std::max(rules.min_bid, high ? high->tricks + 1 : 1);
      for (int k = from; k <= rules.hand_size(); ++k) moves.push_back("bid:" + std::to_string(k));
      break;
    }
    case Phase::Widow:
      moves.push_back("widow:keep");
      for (Tile t : hand) moves.push_back("widow:" + t.str());
      break;
    case Phase::Trump:
      for (int k = 0; k <= rules.set(); ++k) moves.push_back("trump:" + std::to_string(k));
      moves.push_back("trump:D");
      moves.push_back("trump:N");
      break;
    case Phase::Play:
      return trick.empty() ? lead_moves(hand, trumps) : follow_moves(hand, *led_suit, trumps);
    default:
      break;
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

Result<std::string> WhistMatch::canonical_move(std::string_view move) const {
  const std::string text(move);
  const auto after = [&](std::size_t n) { return text.substr(n); };
  if (text.rfind("pass:", 0) == 0) return canonical_pass(text);
  if (text.rfind("bid:", 0) == 0) {
    if (after(4) == "pass") return text;
    const std::string digits = after(4);
    if (digits.empty() || digits.size() > 2 || !std::all_of(digits.begin(), digits.end(), [](char c) {
          return std::isdigit(static_cast<unsigned char>(c)) != 0;
        }))
      return Status::fail(phrase("a bid is a number of tricks (bid:5) or bid:pass"));
    return "bid:" + std::to_string(std::stoi(digits));
  }
  if (text.rfind("widow:", 0) == 0) {
    if (after(6) == "keep") return text;
    auto t = parse_tile(after(6));
    if (!t) return Status::fail(phrase("name the tile to put aside (widow:6-4) or widow:keep"));
    return "widow:" + t->str();
  }
  if (text.rfind("trump:", 0) == 0) {
    if (after(6) == "N" || after(6) == "n") return std::string("trump:N");
    auto suit = parse_suit(after(6), rules_.set());
    if (!suit)
      return Status::fail(phrase("trumps are a number 0-{max}, D (doubles) or N (no trump)", {{"max", rules_.set()}}));
    return "trump:" + suit_text(*suit);
  }
  return canonical_trick_move(text, rules_.set(), TrickGame::Whist);
}

std::string WhistMatch::why_illegal(const std::string& move) const {
  // In the refusals, {seat} is the number of the seat to move (seats count from 0), {tile} a tile as
  // written ("6-4"), and moves are written as a player types them.
  const auto& hand = hands_[static_cast<std::size_t>(turn_)];
  auto holds = [&](Tile t) { return std::find(hand.begin(), hand.end(), t) != hand.end(); };
  switch (phase_) {
    case Phase::Pass:
      if (move.rfind("pass:", 0) != 0)
        // TRANSLATORS: {seat} is the number of the seat to move (seats count from 0). Moves are written as
        // a player types them ("pass:5-2,6-0,6-6", "bid:5", "widow:keep", "trump:D"): keep them.
        return phrase("seat {seat} must first choose three tiles to pass, like pass:5-2,6-0,6-6", {{"seat", turn_}});
      for (Tile t : pass_tiles(move))
        if (!holds(t)) return phrase("{tile} is not in seat {seat}'s hand", {{"tile", t.str()}, {"seat", turn_}});
      return phrase("pass three different tiles");
    case Phase::Bid: {
      if (move.rfind("bid:", 0) != 0) return phrase("the auction is on: bid a number of tricks (bid:5) or bid:pass");
      const int k = std::stoi(move.substr(4));
      if (k > rules_.hand_size())
        return phrase("a bid is at most the hand size, {hand}", {{"hand", rules_.hand_size()}});
      if (k < rules_.min_bid) return phrase("the lowest bid is {bid}", {{"bid", rules_.min_bid}});
      return phrase("a bid must be higher than {bid}", {{"bid", high_->tricks}});
    }
    case Phase::Widow:
      if (move.rfind("widow:", 0) != 0)
        return phrase("seat {seat} won the bid: keep the hand (widow:keep) or take the widow", {{"seat", turn_}});
      return phrase("{tile} is not in seat {seat}'s hand", {{"tile", move.substr(6)}, {"seat", turn_}});
    case Phase::Trump:
      return phrase("seat {seat} names trumps first: trump:4, trump:D or trump:N", {{"seat", turn_}});
    default:
      break;
  }
  if (move.find(':') != std::string::npos && (move.rfind("bid:", 0) == 0 || move.rfind("widow:", 0) == 0 ||
                                              move.rfind("trump:", 0) == 0 || move.rfind("pass:", 0) == 0))
    // TRANSLATORS: {phase} is the phase's name as the protocol writes it ("play").
    return phrase("that is not a move of the {phase} phase", {{"phase", phase_name(phase_)}});
  const std::size_t colon = move.find(':');
  const Tile t = *parse_tile(move.substr(0, colon));
  if (!holds(t)) return phrase("{tile} is not in seat {seat}'s hand", {{"tile", t.str()}, {"seat", turn_}});
  if (trick_.empty()) {
    if (colon == std::string::npos)
      return phrase("name the suit you lead {tile} as, like {move}",
                    {{"tile", t.str()}, {"move", lead_moves({t}, *trumps_)[0]}});
    if (is_trump(t, *trumps_))
      return phrase("{tile} is a trump: lead it as {suit}", {{"tile", t.str()}, {"suit", suit_text(*trumps_->suit)}});
    return phrase("{tile} is not in suit {suit}", {{"tile", t.str()}, {"suit", move.substr(colon + 1)}});
  }
  if (colon != std::string::npos) return phrase("only the leader names a suit: play {tile}", {{"tile", t.str()}});
  std::string follow;
  for (Tile f : may_follow(hand, *led_suit_, *trumps_)) follow += (follow.empty() ? "" : ", ") + f.str();
  // TRANSLATORS: {suit} is the suit led (a number, or D for the doubles); {tiles} the tiles that follow it.
  return phrase("follow suit: {suit} was led and seat {seat} holds {tiles}",
                {{"suit", suit_text(*led_suit_)}, {"seat", turn_}, {"tiles", follow}});
}

void WhistMatch::apply(const std::string& move) {
  switch (phase_) {
    case Phase::Pass:
      if (choose_pass(pass_tiles(move), rules_.pass_offset(round_))) {
        phase_ = Phase::Bid;
        turn_ = (dealer_ + 1) % rules_.players;
      }
      return;
    case Phase::Bid: {
      const bool pass = move == "bid:pass";
      bids_.push_back({turn_, pass ? 0 : std::stoi(move.substr(4))});
      if (pass)
        out_[static_cast<std::size_t>(turn_)] = true;
      else
        high_ = bids_.back();
      after_bid();
      return;
    }
    case Phase::Widow:
      if (move != "widow:keep") {
        auto& hand = hands_[static_cast<std::size_t>(turn_)];
        const Tile t = *parse_tile(move.substr(6));
        hand.erase(std::find(hand.begin(), hand.end(), t));
        hand.insert(std::upper_bound(hand.begin(), hand.end(), *widow_), *widow_);
        aside_ = t;
      } else {
        aside_ = widow_;
      }
      phase_ = Phase::Trump;
      return;
    case Phase::Trump:
      trumps_ = move == "trump:N" ? Trumps{} : Trumps{*parse_suit(move.substr(6), rules_.set())};
      phase_ = Phase::Play;
      leader_ = turn_;
      return;
    default:
      break;
  }
  const std::size_t colon = move.find(':');
  if (trick_.empty()) led_suit_ = *parse_suit(move.substr(colon + 1), rules_.set());
  if (add_play(*parse_tile(move.substr(0, colon))) && take_trick(trick_winner(trick_, *led_suit_, *trumps_)))
    finish_round();
}

void WhistMatch::after_bid() {
  const int n = rules_.players;
  const int active = static_cast<int>(std::count(out_.begin(), out_.end(), false));
  if (!high_ && active == 0) {  // everybody passed: the next dealer deals again
    const int redeals = redeals_ + 1;
    dealer_ = (dealer_ + 1) % n;
    deal_random();
    begin_auction_or_pass();
    redeals_ = redeals;
    return;
  }
  if (high_ && active == 1) {
    turn_ = high_->seat;
    phase_ = rules_.widow() ? Phase::Widow : Phase::Trump;
    return;
  }
  do turn_ = (turn_ + 1) % n;
  while (out_[static_cast<std::size_t>(turn_)]);
}

// --- Scoring ---------------------------------------------------------------------------

void WhistMatch::finish_round() {
  const int n = rules_.players;
  WhistRoundResult r;
  r.tricks.assign(static_cast<std::size_t>(n), 0);
  for (const auto& t : tricks_) ++r.tricks[static_cast<std::size_t>(t.winner)];
  std::vector<int> side_tricks(static_cast<std::size_t>(n), 0);
  for (int s = 0; s < n; ++s)
    side_tricks[static_cast<std::size_t>(rules_.side(s))] += r.tricks[static_cast<std::size_t>(s)];
  const int declarer = high_->seat, bid = high_->tricks, dside = rules_.side(declarer);
  const int took = side_tricks[static_cast<std::size_t>(dside)];
  r.made = took >= bid;
  // Phrases (core/i18n.h): each page reads the explanation in its own language.
  std::vector<std::string> why;
  {
    // Partners are named seat 0's side first, so a table names its player first ("You and North").
    const int first = rules_.partnership ? std::min(declarer, (declarer + 2) % n) : declarer;
    const std::string seat = seat_ref(first), partner = seat_ref((first + 2) % n);  // the Args view them
    const Args alone{{"seat", seat}, {"bid", bid}, {"took", took}};
    const Args args{{"seat", seat}, {"partner", partner}, {"bid", bid}, {"took", took}};
    if (!rules_.partnership && r.made && took > bid)
      why.push_back(
          // TRANSLATORS: {seat} (with {partner}, when partners: the side that won the auction) bid {bid}
          // tricks and took {took}; a made bid scores +{bid}, a failed one -{bid}. {seat} and {partner} are
          // seats' names: a person's ("Ann"), "You", or a computer player's ("North").
          phrase("{seat} bid {bid} and took {took}: made, +{bid} (tricks beyond the bid score nothing).", alone));
    else if (!rules_.partnership && r.made)
      why.push_back(phrase("{seat} bid {bid} and took {took}: made, +{bid}.", alone));
    else if (!rules_.partnership)
      why.push_back(phrase("{seat} bid {bid} and took {took}: failed, -{bid}.", alone));
    else if (r.made && took > bid)
      why.push_back(phrase(
          "{seat} and {partner} bid {bid} and took {took}: made, +{bid} (tricks beyond the bid score nothing).", args));
    else if (r.made)
      why.push_back(phrase("{seat} and {partner} bid {bid} and took {took}: made, +{bid}.", args));
    else
      why.push_back(phrase("{seat} and {partner} bid {bid} and took {took}: failed, -{bid}.", args));
  }
  std::vector<int> side_points(static_cast<std::size_t>(n), 0);
  for (int side = 0; side < n; ++side)
    side_points[static_cast<std::size_t>(side)] =
        side == dside ? (r.made ? bid : -bid) : side_tricks[static_cast<std::size_t>(side)];
  for (int s = 0; s < n; ++s) {
    r.points.push_back(side_points[static_cast<std::size_t>(rules_.side(s))]);
    if (rules_.side(s) != dside && (!rules_.partnership || s < 2) &&
        side_tricks[static_cast<std::size_t>(rules_.side(s))] > 0) {
      const int points = side_tricks[static_cast<std::size_t>(rules_.side(s))];
      if (rules_.partnership)
        // TRANSLATORS: a side that did not win the auction scores a point for each trick it took.
        why.push_back(phrase("{seat} and {partner} +{points} (1 a trick).",
                             {{"seat", seat_ref(s)}, {"partner", seat_ref(s + 2)}, {"points", points}}));
      else
        why.push_back(phrase("{seat} +{points} (1 a trick).", {{"seat", seat_ref(s)}, {"points", points}}));
    }
  }
  for (int s = 0; s < n; ++s) scores_[static_cast<std::size_t>(s)] += r.points[static_cast<std::size_t>(s)];

  phase_ = Phase::RoundOver;
  std::vector<int> reached;  // sides at or past the target
  for (int s = 0; s < n; ++s)
    if (scores_[static_cast<std::size_t>(s)] >= rules_.target &&
        std::find(reached.begin(), reached.end(), rules_.side(s)) == reached.end())
      reached.push_back(rules_.side(s));
  std::vector<int> champs;
  if (reached.size() == 1) {
    champs = reached;
  } else if (reached.size() > 1) {
    if (r.made && std::find(reached.begin(), reached.end(), dside) != reached.end()) {
      champs = {dside};
      why.push_back(phrase("Several reached the target: the successful bid winner takes the game."));
    } else {
      int top = -1000000;
      for (int side : reached) top = std::max(top, scores_[static_cast<std::size_t>(side)]);
      for (int side : reached)
        if (scores_[static_cast<std::size_t>(side)] == top) champs.push_back(side);
      if (champs.size() > 1 && !rules_.end_tie_shared) {
        why.push_back(
            phrase("Several reached the target tied at {score}: another round decides it.", {{"score", top}}));
        champs.clear();
      }
    }
  }
  if (!champs.empty()) {
    phase_ = Phase::MatchOver;
    for (int s = 0; s < n; ++s)
      if (std::find(champs.begin(), champs.end(), rules_.side(s)) != champs.end()) match_winners_.push_back(s);
  }
  r.explanation = join_fields(why, " ");
  result_ = std::move(r);
}

// --- Views -----------------------------------------------------------------------------

std::unique_ptr<WhistView> WhistMatch::whist_view(int seat) const {
  auto v = std::make_unique<WhistView>();
  const bool all = seat < 0 || round_over();
  fill_view(*v, seat, all);
  v->round_points = result_ ? result_->points : std::vector<int>(static_cast<std::size_t>(rules_.players), 0);
  v->rules = rules_;
  v->dealer = dealer_;
  v->redeals = redeals_;
  v->pass_offset = rules_.pass_offset(round_);
  v->bids = bids_;
  v->out_of_auction = out_;
  v->high = high_;
  const bool declarer_sees = high_ && seat == high_->seat && phase_ != Phase::Bid && phase_ != Phase::Pass;
  if (widow_ && (all || declarer_sees)) {
    v->widow = widow_;
    v->aside = aside_;
  }
  v->trumps_named = trumps_.has_value();
  if (trumps_) v->trumps = *trumps_;
  v->result = result_;
  return v;
}

std::unique_ptr<SeatView> WhistView::turned(int by) const {
  const SeatTurn t{by, players()};
  auto out = std::make_unique<WhistView>(*this);
  out->turn_table(t);
  out->dealer = t(dealer);
  for (auto& b : out->bids) b.seat = t(b.seat);
  out->out_of_auction = t.per_seat(out_of_auction);
  if (out->high) out->high->seat = t(out->high->seat);
  if (out->result) {
    out->result->tricks = t.per_seat(out->result->tricks);
    out->result->points = t.per_seat(out->result->points);
    out->result->explanation = t.text(out->result->explanation);
  }
  return out;
}

Json WhistView::to_json() const {
  Json j = table_json();
  j.set("bid", high ? Json::object().set("seat", high->seat).set("tricks", high->tricks) : Json());
  j.set("trump", trumps_named ? Json(trumps_text(trumps)) : Json());
  j.set("dealer", dealer);
  if (redeals > 0) j.set("redeals", redeals);
  Json bids_json = Json::array();
  for (const auto& b : bids)
    bids_json.push(Json::object().set("seat", b.seat).set("bid", b.tricks ? Json(b.tricks) : Json("pass")));
  j.set("bids", bids_json);
  pass_json(j);
  if (widow) j.set("widow", widow->str());
  if (aside) j.set("aside", aside->str());
  last_trick_json(j);
  if (result) {
    j.set("made", result->made);
    j.set("explanation", explain(result->explanation));
  }
  return j;
}

std::vector<std::string> WhistMatch::census() const {
  std::vector<std::string> out = TrickMatch::census();
  if (aside_)
    out.push_back(aside_->str() + "@aside");
  else if (widow_)
    out.push_back(widow_->str() + "@widow");
  return out;
}

std::vector<std::string> WhistMatch::full_set() const {
  std::vector<std::string> out;
  for (Tile t : double_set(rules_.set())) out.push_back(t.str());
  return out;
}

}  // namespace boneyard
