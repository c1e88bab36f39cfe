// Domino Hearts: docs/rules.md ("Domino Hearts"), the match and the seat views.
//
// Choices made here, beyond docs/rules.md:
// - The round's first lead must be the 2C (3C when 2C is out of the deck) itself.
// - There is no restriction on points in the first trick (docs/rules.md names none).
// - With a moon choice, the round waits in phase `moon` for the shooter's move.
#include "games/hearts/hearts.h"

#include <algorithm>

#include "core/i18n.h"
#include "core/text.h"
#include "search/stakes.h"
#include "trick/tricks.h"

namespace boneyard {

std::vector<Card> HeartsRules::deck() const {
  std::vector<Card> cards;
  for (Card c : full_deck()) {
    const bool removed =
        (players != 4 && c == Card{2, CardSuit::Clubs}) || (players == 5 && c == Card{2, CardSuit::Diamonds});
    if (!removed) cards.push_back(c);
  }
  return cards;
}

int HeartsRules::pass_offset(int round) const {
  const int r = round - 1;
  if (players == 4) {
    const int cycle[4] = {1, 3, 2, 0};  // left, right, opposite, hold
    return cycle[r % 4];
  }
  const int cycle[3] = {1, players - 1, 0};  // left, right, hold
  return cycle[r % 3];
}

HeartsRules hearts_rules_from(const Options& o) {
  HeartsRules r;
  r.players = o.integer("players");
  r.target = o.integer("target");
  r.queen_breaks_hearts = o.flag("queen_breaks_hearts");
  const std::string& moon = o.get("moon");
  r.moon = moon == "choice_one"   ? MoonRule::ChoiceOne
           : moon == "add_others" ? MoonRule::AddOthers
           : moon == "off"        ? MoonRule::Off
                                  : MoonRule::Choice;
  r.end_tie_shared = end_tie_shared(o);
  return r;
}

int card_points(Card c) {
  if (c.suit == CardSuit::Hearts) return 1;
  return c == Card{12, CardSuit::Spades} ? 13 : 0;
}

namespace {

const Card kQueenOfSpades{12, CardSuit::Spades};

std::vector<std::string> names_of(const std::vector<Card>& cards) {
  std::vector<std::string> out;
  for (Card c : cards) out.push_back(c.str());
  return out;
}

int card_trick_winner(const std::vector<CardPlay>& plays) {
  const CardSuit led = plays.front().card.suit;
  const CardPlay* best = &plays.front();
  for (const auto& p : plays)
    if (p.card.suit == led && p.card.rank > best->card.rank) best = &p;
  return best->seat;
}

class HeartsGame final : public GameWith<HeartsMatch, HeartsView, hearts_bot_move, hearts_bot_think> {
 public:
  std::string_view id() const override { return "hearts"; }
  std::string_view title() const override { return NC_("game", "Domino Hearts"); }
  bool lowest_wins() const override { return true; }  // each heart and the queen of spades taken is a penalty

  bool reference_level(std::string_view level) const override { return level == search::kExpertRoundLevel; }
  std::string_view level_help(std::string_view level) const override {
    if (level == "random") return N_("Plays any legal card: good for learning the rules.");
    if (level == "easy") return N_("Plays like Normal half the time, at random otherwise.");
    if (level == "hard")
      return N_(
          "Thinks ahead: before each card it tries a couple of hundred ways the hidden cards could lie, and sees "
          "a moon coming.");
    if (level == "expert")
      return N_("Like Hard, but tries thousands of ways before each card, and takes longer to move.");
    return N_("Passes the Q\u2660 and high cards, leads low, ducks points, dumps them when void, stops a moon.");
  }

  const std::vector<OptionSpec>& option_specs() const override {
    static const std::vector<OptionSpec> specs{
        integer_option("players", "4", 3, 5, N_("Players"),
                       N_("4 play 13 each; 3 remove the two of clubs (17 each); 5 remove the twos of clubs and "
                          "diamonds (10 each)")),
        integer_option("target", "100", 1, 1000, N_("Game ends at"),
                       N_("The match ends after a round in which someone reaches this; the lowest total wins")),
        boolean_option("queen_breaks_hearts", false, N_("Queen breaks hearts"),
                       N_("Playing the queen of spades also lets hearts be led"),
                       N_("Hearts may be led once one has been played; the queen of spades does not count")),
        choice_option(
            "moon", "choice",
            {{"choice", N_("Taking all 26: -26 for yourself or +26 for everyone else, your choice"),
              NC_("option value", "Choice")},
             {"choice_one", N_("Taking all 26: -26 for yourself or +26 to one opponent you pick"),
              NC_("option value", "Choice one")},
             {"add_others", N_("Taking all 26: always +26 for everyone else"), NC_("option value", "Add others")},
             {"off", N_("No moon: 26 points are 26 points"), NC_("option value", "Off")}},
            N_("Shooting the moon"), N_("What taking every point does")),
        end_tie_option(N_("When the lowest totals are tied at the end")),
    };
    return specs;
  }

  const std::vector<Preset>& presets() const override {
    static const std::vector<Preset> presets{
        {NC_("preset", "Domino Hearts"), N_("Four players, 13 cardominoes each, game to 100"), {{"players", "4"}}, {}},
        {NC_("preset", "3 players"), N_("The two of clubs removed, 17 each"), {{"players", "3"}}, {}},
        {NC_("preset", "5 players"), N_("The twos of clubs and diamonds removed, 10 each"), {{"players", "5"}}, {}},
    };
    return presets;
  }

  Status complete_options(Options&) const override { return {}; }
};

}  // namespace

const GameInfo& hearts_game() {
  static const HeartsGame game;
  return game;
}

// --- Dealing ---------------------------------------------------------------------------

HeartsMatch::HeartsMatch(const GameInfo& info, const Options& options, std::uint64_t seed)
    : TrickMatch(info, options, seed, true), rules_(hearts_rules_from(options)) {}

Status HeartsMatch::start_round(const std::optional<Deal>& deal) {
  const int n = rules_.players, size = rules_.hand_size();
  const std::vector<Card> deck = rules_.deck();
  std::vector<std::vector<Card>> hands(static_cast<std::size_t>(n));
  if (deal) {
    if (deal->boneyard || !deal->widow.empty() || deal->dead || deal->leader || deal->dealer)
      return Status::fail("a Domino Hearts deal has only hands");
    if (static_cast<int>(deal->hands.size()) != n)
      return Status::fail("the deal has " + std::to_string(deal->hands.size()) + " hands for " + std::to_string(n) +
                          " players");
    std::vector<Card> seen;
    for (int s = 0; s < n; ++s) {
      const auto& h = deal->hands[static_cast<std::size_t>(s)];
      if (static_cast<int>(h.size()) != size)
        return Status::fail("hand " + std::to_string(s) + " has " + std::to_string(h.size()) +
                            " cards; each hand needs " + std::to_string(size));
      for (const auto& text : h) {
        auto c = parse_card(text);
        if (!c)
          return Status::fail(quote_input(text) + " in hand " + std::to_string(s) + " is not a card (like QS or TD)");
        if (std::find(deck.begin(), deck.end(), *c) == deck.end())
          return Status::fail(c->str() + " is out of the deck with " + std::to_string(n) + " players");
        if (std::find(seen.begin(), seen.end(), *c) != seen.end()) return Status::fail(c->str() + " is dealt twice");
        seen.push_back(*c);
        hands[static_cast<std::size_t>(s)].push_back(*c);
      }
    }
  } else {
    std::vector<Card> shuffled = deck;
    rng_.shuffle(shuffled);
    for (int s = 0; s < n; ++s)
      hands[static_cast<std::size_t>(s)].assign(shuffled.begin() + s * size, shuffled.begin() + (s + 1) * size);
  }
  for (auto& h : hands) std::sort(h.begin(), h.end());
  hands_ = std::move(hands);
  clear_round();
  hearts_broken_ = false;
  ++round_;
  if (rules_.pass_offset(round_) != 0)
    start_pass();
  else
    start_play();
  return {};
}

void HeartsMatch::start_play() {
  phase_ = Phase::Play;
  first_lead_ = Card{static_cast<std::uint8_t>(rules_.players == 4 ? 2 : 3), CardSuit::Clubs};
  for (int s = 0; s < rules_.players; ++s) {
    const auto& h = hands_[static_cast<std::size_t>(s)];
    if (std::find(h.begin(), h.end(), *first_lead_) != h.end()) leader_ = turn_ = s;
  }
}

// --- Moves -----------------------------------------------------------------------------

std::vector<std::string> HeartsView::legal_moves() const {
  if (seat_index < 0 || to_move_ != seat_index) return {};
  std::vector<std::string> moves;
  if (phase_ == Phase::Pass) return pass_moves(names_of(hand));
  if (phase_ == Phase::Moon) {
    moves.push_back("moon:self");
    if (rules.moon == MoonRule::Choice)
      moves.push_back("moon:others");
    else
      for (int s = 0; s < rules.players; ++s)
        if (s != seat_index) moves.push_back("moon:" + std::to_string(s));
  } else if (phase_ == Phase::Play) {
    if (first_lead) return {first_lead->str()};
    if (trick.empty()) {
      const bool only_hearts = std::all_of(hand.begin(), hand.end(), [](Card c) { return c.suit == CardSuit::Hearts; });
      for (Card c : hand)
        if (c.suit != CardSuit::Hearts || hearts_broken || only_hearts) moves.push_back(c.str());
    } else {
      const CardSuit led = trick.front().card.suit;
      for (Card c : hand)
        if (c.suit == led) moves.push_back(c.str());
      if (moves.empty()) moves = names_of(hand);
    }
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

Result<std::string> HeartsMatch::canonical_move(std::string_view move) const {
  const std::string text(move);
  if (text.rfind("moon:", 0) == 0) {
    const std::string arg = text.substr(5);
    if (arg == "self" || arg == "others" || (arg.size() == 1 && arg[0] >= '0' && arg[0] <= '9')) return text;
    return Status::fail(phrase("the moon choice is moon:self, moon:others, or moon:<seat> to give one player +26"));
  }
  if (text.rfind("pass:", 0) == 0) {
    std::vector<std::string> names;
    for (const auto& name : pass_names(text)) {
      auto c = parse_card(name);
      if (!c)
        return Status::fail(
            phrase("{move} is not a pass: name three cards, like pass:QS,AH,2D", {{"move", quote_input(text)}}));
      names.push_back(c->str());
    }
    if (names.size() != 3) return Status::fail(phrase("a pass is exactly three cards, like pass:QS,AH,2D"));
    return pass_move(names);
  }
  auto c = parse_card(text);
  if (!c)
    return Status::fail(
        phrase("{move} is not a card: write rank then suit, like QS, TD or 2C", {{"move", quote_input(text)}}));
  return c->str();
}

std::string HeartsMatch::why_illegal(const std::string& move) const {
  // In the refusals, {seat} is the number of the seat to move (seats count from 0), {card} a card as
  // written ("QS"), and moves are written as a player types them.
  const auto& hand = hands_[static_cast<std::size_t>(turn_)];
  auto holds = [&](const std::string& name) {
    return std::find(hand.begin(), hand.end(), *parse_card(name)) != hand.end();
  };
  if (phase_ == Phase::Pass) {
    if (move.rfind("pass:", 0) != 0)
      // TRANSLATORS: {seat} is the number of the seat to move (seats count from 0). Moves and cards are
      // written as a player types them ("pass:QS,AH,2D", "moon:self", "QS"): keep them.
      return phrase("seat {seat} must first choose three cards to pass, like pass:QS,AH,2D", {{"seat", turn_}});
    for (const auto& name : pass_names(move))
      if (!holds(name)) return phrase("{card} is not in seat {seat}'s hand", {{"card", name}, {"seat", turn_}});
    return phrase("pass three different cards");
  }
  if (phase_ == Phase::Moon)
    return phrase("seat {seat} took every point: choose {one} or {other}",
                  {{"seat", turn_}, {"one", legal_moves().front()}, {"other", legal_moves().back()}});
  if (move.rfind("moon:", 0) == 0 || move.rfind("pass:", 0) == 0) return phrase("that is not a move of the play");
  if (!holds(move)) return phrase("{card} is not in seat {seat}'s hand", {{"card", move}, {"seat", turn_}});
  if (first_lead_) return phrase("the round opens with {card}", {{"card", first_lead_->str()}});
  if (trick_.empty()) return phrase("hearts are not broken yet: lead another suit");
  // TRANSLATORS: {suit} is the letter of the suit led: C, D, H or S.
  return phrase("follow suit: {suit} was led", {{"suit", std::string(1, suit_letter(trick_.front().card.suit))}});
}

void HeartsMatch::apply(const std::string& move) {
  if (phase_ == Phase::Pass) {
    std::vector<Card> three;
    for (const auto& name : pass_names(move)) three.push_back(*parse_card(name));
    if (choose_pass(std::move(three), rules_.pass_offset(round_))) start_play();
    return;
  }
  if (phase_ == Phase::Moon) {
    settle(move.substr(5));
    return;
  }
  const Card c = *parse_card(move);
  first_lead_.reset();
  if (c.suit == CardSuit::Hearts || (rules_.queen_breaks_hearts && c == kQueenOfSpades)) hearts_broken_ = true;
  if (trick_.empty()) led_suit_ = c.suit;
  if (add_play(c) && take_trick(card_trick_winner(trick_))) finish_round();
}

// --- Scoring ---------------------------------------------------------------------------

void HeartsMatch::finish_round() {
  HeartsRoundResult r;
  for (const auto& pile : captured_) {
    int points = 0;
    for (Card c : pile) points += card_points(c);
    r.taken.push_back(points);
  }
  for (int s = 0; s < rules_.players; ++s)
    if (r.taken[static_cast<std::size_t>(s)] == 26 && rules_.moon != MoonRule::Off) r.moon = s;
  result_ = std::move(r);
  if (result_->moon && (rules_.moon == MoonRule::Choice || rules_.moon == MoonRule::ChoiceOne)) {
    phase_ = Phase::Moon;
    turn_ = *result_->moon;
    return;
  }
  settle(result_->moon ? "others" : "");
}

void HeartsMatch::settle(const std::string& moon_choice) {
  const int n = rules_.players;
  HeartsRoundResult& r = *result_;
  r.points = r.taken;
  // Phrases (core/i18n.h): each page reads the explanation in its own language.
  std::vector<std::string> took;
  for (int s = 0; s < n; ++s) {
    const int taken = r.taken[static_cast<std::size_t>(s)];
    // TRANSLATORS: part of the sentence listing what each seat took ("North took 3, You took
    // 0, ..."): {n} is the points taken in tricks (English leaves the word "points" out).
    took.push_back(phrase_n("{seat} took {n}", "{seat} took {n}", taken, {{"seat", seat_ref(s)}}));
  }
  std::string why = comma_sentence(took);
  if (r.moon) {
    const int shooter = *r.moon;
    r.moon_choice = moon_choice;
    r.points.assign(static_cast<std::size_t>(n), 0);
    if (moon_choice == "self") {
      r.points[static_cast<std::size_t>(shooter)] = -26;
      why += " " + phrase("{seat} shot the moon and takes 26 off their own total.", {{"seat", seat_ref(shooter)}});
    } else if (moon_choice == "others") {
      for (int s = 0; s < n; ++s)
        if (s != shooter) r.points[static_cast<std::size_t>(s)] = 26;
      why += " " + phrase("{seat} shot the moon: +26 for everyone else.", {{"seat", seat_ref(shooter)}});
    } else {
      const int target = std::stoi(moon_choice);
      r.points[static_cast<std::size_t>(target)] = 26;
      // TRANSLATORS: {seat} took every point of the round; {other} receives the 26 points.
      why += " " + phrase("{seat} shot the moon: +26 for {other}.",
                          {{"seat", seat_ref(shooter)}, {"other", seat_ref(target)}});
    }
  }
  bank_round(r.points, {rules_.target, true, rules_.end_tie_shared}, seat_is_side, 0, why);
  r.explanation = why;
}

// --- Views -----------------------------------------------------------------------------

std::unique_ptr<HeartsView> HeartsMatch::hearts_view(int seat) const {
  auto v = std::make_unique<HeartsView>();
  fill_view(*v, seat, round_over() || phase_ == Phase::Moon);
  v->rules = rules_;
  v->pass_offset = rules_.pass_offset(round_);
  if (phase_ == Phase::Play) v->first_lead = first_lead_;
  v->hearts_broken = hearts_broken_;
  v->round_points.assign(static_cast<std::size_t>(rules_.players), 0);
  for (const auto& t : tricks_)
    for (const auto& p : t.plays) v->round_points[static_cast<std::size_t>(t.winner)] += card_points(p.card);
  if (result_ && !result_->points.empty()) v->round_points = result_->points;
  v->result = result_;
  return v;
}

std::unique_ptr<SeatView> HeartsView::turned(int by) const {
  const SeatTurn t{by, players()};
  auto out = std::make_unique<HeartsView>(*this);
  out->turn_table(t);
  if (out->result) {
    HeartsRoundResult& r = *out->result;
    r.taken = t.per_seat(r.taken);
    r.points = t.per_seat(r.points);
    if (r.moon) r.moon = t(*r.moon);
    if (!r.moon_choice.empty() && r.moon_choice.find_first_not_of("0123456789") == std::string::npos)
      r.moon_choice = std::to_string(t(std::stoi(r.moon_choice)));  // the seat the moon went to
    r.explanation = t.text(r.explanation);
  }
  return out;
}

Json HeartsView::to_json() const {
  Json j = table_json();
  j.set("hearts_broken", hearts_broken);
  pass_json(j);
  last_trick_json(j);
  if (result) {
    j.set("taken", Json::array_of(result->taken));
    j.set("moon", result->moon ? Json(*result->moon) : Json());
    if (!result->explanation.empty()) j.set("explanation", explain(result->explanation));
  }
  return j;
}

std::vector<std::string> HeartsMatch::full_set() const { return names_of(rules_.deck()); }

}  // namespace boneyard
