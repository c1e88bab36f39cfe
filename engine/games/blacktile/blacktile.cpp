// Black Tile: docs/rules.md ("Black Tile"), the match and the seat views.
//
// Choices made here, beyond docs/rules.md:
// - The pass is made one seat at a time in seat order (docs/protocol.md); chosen tiles stay in
//   the hand until everyone has chosen, then all move at once.
// - A dead tile won by the first trick (`leftover = first_trick_winner`) joins the
//   winner's captured tiles; only that player sees it before the round ends.
// - Penalty points taken so far (`round_points`) count only tiles the viewer has seen.
// - `next_leader = highest_score` with partners compares seats, so partners (always
//   level) draw between themselves.
#include "games/blacktile/blacktile.h"

#include <algorithm>
#include <numeric>

#include "core/deal_check.h"
#include "core/i18n.h"
#include "core/text.h"
#include "core/tile.h"
#include "search/stakes.h"
#include "trick/tricks.h"

namespace boneyard {

BlackTileRules blacktile_rules_from(const Options& o) {
  BlackTileRules r;
  r.players = o.integer("players");
  r.points = o.integer("points");
  r.target = o.integer("target");
  r.moon_points = o.integer("moon_points");
  r.partnership = o.flag("partnership");
  r.next_leader = o.get("next_leader") == "highest_score" ? NextLeader::HighestScore : NextLeader::Rotate;
  const std::string& dir = o.get("pass_direction");
  r.pass_offset = dir == "none" ? 0 : dir == "right" ? r.players - 1 : 1;
  r.lead_pass = o.flag("lead_pass");
  r.dead_to_first_trick = o.get("leftover") == "first_trick_winner";
  r.end_tie_shared = end_tie_shared(o);
  return r;
}

int counter_value(Tile t, int points) {
  if (points == 11) return t == Tile::of(0, 0) ? 4 : t.shows(3) ? 1 : 0;
  if (t == Tile::of(0, 0)) return 11;
  if (points == 30 && t == Tile::of(1, 1)) return 9;
  return t.pips() >= 5 && t.pips() <= 7 ? 1 : 0;
}

namespace {

int total_counters(const std::vector<Tile>& tiles, int points) {
  int sum = 0;
  for (Tile t : tiles) sum += counter_value(t, points);
  return sum;
}

std::string join_tiles(const std::vector<Tile>& tiles, const char* sep) {
  std::string out;
  for (Tile t : tiles) out += (out.empty() ? "" : sep) + t.str();
  return out;
}

// --- The game's description ---------------------------------------------------------

class BlackTileGame final : public GameWith<BlackTileMatch, BlackTileView, blacktile_bot_move, blacktile_bot_think> {
 public:
  std::string_view id() const override { return "blacktile"; }
  std::string_view title() const override { return NC_("game", "Black Tile"); }
  bool lowest_wins() const override { return true; }  // counter tiles taken are penalties

  bool reference_level(std::string_view level) const override { return level == search::kExpertRoundLevel; }
  std::string_view level_help(std::string_view level) const override {
    if (level == "random") return N_("Plays any legal tile: good for learning the rules.");
    if (level == "easy") return N_("Plays like Normal half the time, at random otherwise.");
    if (level == "hard")
      return N_(
          "Thinks ahead: before each tile it tries a couple of hundred ways the hidden tiles could lie, and sees "
          "a moon coming.");
    if (level == "expert")
      return N_("Like Hard, but tries thousands of ways before each tile, and takes longer to move.");
    return N_("Passes its counters and winners, leads low, ducks tricks and throws counters when void.");
  }

  const std::vector<OptionSpec>& option_specs() const override {
    static const std::vector<OptionSpec> specs{
        integer_option("players", "4", 3, 4, N_("Players"), N_("3 or 4; with 3, nine tiles each and one lies dead")),
        choice_option("points", "11",
                      {{"11", N_("0-0 is 4, each tile of the 3 suit is 1: 11 a round")},
                       {"21", N_("Each tile of 5, 6 or 7 pips is 1 and 0-0 is 11: 21 a round")},
                       {"30", N_("As 21, and 1-1 is 9: 30 a round")}},
                      N_("Counters"), N_("Which tiles are penalty points")),
        integer_option("target", "", 1, 1000, N_("Game ends at"),
                       N_("The match ends after a round in which someone reaches this (61, or 210 for 21 and 30)")),
        integer_option("moon_points", "", 0, 200, N_("Moon gives"),
                       N_("Shooting the moon gives every other player this many (twice the round total)")),
        only_with_players(4, boolean_option("partnership", false, N_("Partners"),
                                            N_("4 players: partners sit opposite and add their points"),
                                            N_("4 players: everyone plays and scores alone"))),
        choice_option("next_leader", "rotate",
                      {{"rotate", N_("The first lead moves one seat left each round"), NC_("option value", "Rotate")},
                       {"highest_score", N_("The player with the highest total so far leads"),
                        NC_("option value", "Highest score")}},
                      N_("Next first lead"), N_("Who leads the first trick of later rounds")),
        choice_option("pass_direction", "left",
                      {{"left", N_("Pass three tiles to the left"), NC_("option value", "Left")},
                       {"right", N_("Pass three tiles to the right"), NC_("option value", "Right")},
                       {"none", N_("No passing"), NC_("option value", "None")}},
                      // TRANSLATORS: an option's label, the heading of where the three tiles passed go.
                      N_("Pass"), N_("Where the three tiles go after the deal")),
        boolean_option("lead_pass", true, N_("Lead may be passed"),
                       N_("The first leader may hand the first lead to the left"), N_("The first leader must lead")),
        only_with_players(
            3, choice_option("leftover", "dead",
                             {{"dead", N_("The 28th tile lies face down, unused"), NC_("option value", "Dead")},
                              {"first_trick_winner", N_("The winner of the first trick takes it"),
                               NC_("option value", "First trick winner")}},
                             N_("Leftover tile"), N_("3 players: what happens to the undealt tile"))),
        end_tie_option(N_("When the lowest totals are tied at the end")),
    };
    return specs;
  }

  const std::vector<Preset>& presets() const override {
    static const std::vector<Preset> presets{
        {NC_("preset", "Black Tile 11"), N_("0-0 and the 3s count: 11 a round, game to 61"), {{"points", "11"}}, {}},
        {NC_("preset", "Black Tile 21"),
         N_("Tiles of 5, 6 or 7 pips and 0-0 count: 21 a round, game to 210"),
         {{"points", "21"}},
         {}},
        {NC_("preset", "Black Tile 30"),
         N_("As Black Tile 21, and 1-1 counts 9: 30 a round, game to 210"),
         {{"points", "30"}},
         {}},
        {NC_("preset", "Long game, leader by score"),
         N_("Game to 110; the player with the highest total leads each new round"),
         {{"target", "110"}, {"next_leader", "highest_score"}},
         {}},
        {NC_("preset", "Partners"),
         N_("Four players, partners opposite add their points"),
         {{"players", "4"}, {"partnership", "true"}},
         {}},
    };
    return presets;
  }

  Status complete_options(Options& o) const override {
    const int points = o.integer("points");
    if (!o.has("target")) o.set("target", points == 11 ? "61" : "210");
    if (!o.has("moon_points")) o.set("moon_points", std::to_string(2 * points));
    if (o.flag("partnership") && o.integer("players") != 4) return Status::fail(tr("partnerships need 4 players"));
    return {};
  }
};

}  // namespace

const GameInfo& blacktile_game() {
  static const BlackTileGame game;
  return game;
}

// --- Dealing ---------------------------------------------------------------------------

BlackTileMatch::BlackTileMatch(const GameInfo& info, const Options& options, std::uint64_t seed)
    : TrickMatch(info, options, seed, true), rules_(blacktile_rules_from(options)) {}

int BlackTileMatch::draw_for_lead(std::vector<int> seats) {
  for (;;) {
    std::vector<Tile> deck = double_set(6);
    rng_.shuffle(deck);
    std::vector<TrickPlay> draw;
    for (std::size_t i = 0; i < seats.size(); ++i) draw.push_back({seats[i], deck[i]});
    leader_draws_.push_back(draw);
    int best = -1;
    for (const auto& d : draw) best = std::max(best, d.tile.pips());
    seats.clear();
    for (const auto& d : draw)
      if (d.tile.pips() == best) seats.push_back(d.seat);
    if (seats.size() == 1) return seats.front();
  }
}

Status BlackTileMatch::start_round(const std::optional<Deal>& deal) {
  const int n = rules_.players, size = rules_.hand_size();
  std::vector<std::vector<Tile>> hands(static_cast<std::size_t>(n));
  std::optional<Tile> dead;
  if (deal) {
    if (deal->boneyard || !deal->widow.empty() || deal->dealer)
      return Status::fail("a Black Tile deal has hands, and may name the dead tile and the leader");
    if (deal->leader && (*deal->leader < 0 || *deal->leader >= n))
      return Status::fail("the leader must be a seat from 0 to " + std::to_string(n - 1));
    if (deal->dead && n != 3) return Status::fail("only a 3-player deal has a dead tile");
    DealCheck check(6);
    auto dealt = check.hands(deal->hands, n, size);
    if (!dealt) return dealt.status();
    hands = std::move(*dealt);
    if (deal->dead) {
      auto t = check.take(*deal->dead, "the dead tile");
      if (!t) return t.status();
      dead = *t;
    } else if (n == 3) {
      dead = check.untaken().front();
    }
  } else {
    std::vector<Tile> deck = double_set(6);
    rng_.shuffle(deck);
    for (int s = 0; s < n; ++s)
      hands[static_cast<std::size_t>(s)].assign(deck.begin() + s * size, deck.begin() + (s + 1) * size);
    if (n == 3) dead = deck.back();
  }

  for (auto& h : hands) std::sort(h.begin(), h.end());
  leader_draws_.clear();
  std::vector<int> all(static_cast<std::size_t>(n));
  std::iota(all.begin(), all.end(), 0);
  if (deal && deal->leader) {
    first_leader_ = *deal->leader;
  } else if (round_ == 0) {
    first_leader_ = draw_for_lead(all);
  } else if (rules_.next_leader == NextLeader::Rotate) {
    first_leader_ = (first_leader_ + 1) % n;
  } else {
    const int top = *std::max_element(scores_.begin(), scores_.end());
    std::vector<int> highest;
    for (int s = 0; s < n; ++s)
      if (scores_[static_cast<std::size_t>(s)] == top) highest.push_back(s);
    first_leader_ = highest.size() == 1 ? highest.front() : draw_for_lead(highest);
  }

  hands_ = std::move(hands);
  clear_round();
  leader_ = turn_ = first_leader_;
  dead_ = dead;
  dead_won_ = false;
  lead_passed_ = false;
  ++round_;
  if (rules_.pass_offset != 0)
    start_pass();
  else
    after_pass();
  return {};
}

void BlackTileMatch::after_pass() {
  leader_ = turn_ = first_leader_;
  phase_ = rules_.lead_pass ? Phase::LeadPass : Phase::Play;
}

// --- Moves -----------------------------------------------------------------------------

std::vector<std::string> BlackTileView::legal_moves() const {
  if (seat_index < 0 || to_move_ != seat_index) return {};
  if (phase_ == Phase::Pass) return pass_moves(hand);
  if (phase_ == Phase::LeadPass) return {"lead", "pass_lead"};
  if (phase_ == Phase::Play)
    return trick.empty() ? lead_moves(hand, Trumps{}) : follow_moves(hand, *led_suit, Trumps{});
  return {};
}

Result<std::string> BlackTileMatch::canonical_move(std::string_view move) const {
  const std::string text(move);
  if (text == "lead" || text == "pass_lead") return text;
  if (text.rfind("pass:", 0) == 0) return canonical_pass(text);
  return canonical_trick_move(text, 6, TrickGame::BlackTile);
}

std::string BlackTileMatch::why_illegal(const std::string& move) const {
  // In the refusals, {seat} is the number of the seat to move (seats count from 0), {tile} a tile as
  // written ("6-4"), and moves are written as a player types them.
  const auto& hand = hands_[static_cast<std::size_t>(turn_)];
  auto holds = [&](Tile t) { return std::find(hand.begin(), hand.end(), t) != hand.end(); };
  if (phase_ == Phase::Pass) {
    if (move.rfind("pass:", 0) != 0)
      // TRANSLATORS: {seat} is the number of the seat to move (seats count from 0). Moves are written as a
      // player types them ("pass:5-2,6-0,6-6", "lead", "pass_lead", "6-4:4"): keep them.
      return phrase("seat {seat} must choose three tiles to pass, like pass:5-2,6-0,6-6", {{"seat", turn_}});
    for (Tile t : pass_tiles(move))
      if (!holds(t)) return phrase("{tile} is not in seat {seat}'s hand", {{"tile", t.str()}, {"seat", turn_}});
    return phrase("pass three different tiles");
  }
  if (phase_ == Phase::LeadPass)
    return phrase("seat {seat} leads the first trick or hands the lead on: lead or pass_lead", {{"seat", turn_}});
  if (move == "lead" || move == "pass_lead") return phrase("the lead can only be passed before the first trick");
  if (move.rfind("pass:", 0) == 0) return phrase("the pass is over");
  const std::size_t colon = move.find(':');
  const Tile t = *parse_tile(move.substr(0, colon));
  if (!holds(t))
    return phrase("{tile} is not in seat {seat}'s hand ({hand})",
                  {{"tile", t.str()}, {"seat", turn_}, {"hand", join_tiles(hand, " ")}});
  if (trick_.empty()) {
    if (colon == std::string::npos)
      return phrase("name the suit you lead {tile} as: {one} or {other}",
                    {{"tile", t.str()},
                     {"one", t.str() + ":" + suit_text(lead_suits(t, {})[0])},
                     {"other", t.str() + ":" + suit_text(lead_suits(t, {})[1])}});
    return phrase("{tile} is not in suit {suit}", {{"tile", t.str()}, {"suit", move.substr(colon + 1)}});
  }
  if (colon != std::string::npos) return phrase("only the leader names a suit: play {tile}", {{"tile", t.str()}});
  // TRANSLATORS: {suit} is the suit led (a number, or D for the doubles); {tiles} the tiles that follow it.
  return phrase("follow suit: {suit} was led and seat {seat} holds {tiles}",
                {{"suit", suit_text(*led_suit_)},
                 {"seat", turn_},
                 {"tiles", join_tiles(may_follow(hand, *led_suit_, {}), ", ")}});
}

void BlackTileMatch::apply(const std::string& move) {
  const int n = rules_.players;
  if (phase_ == Phase::Pass) {
    if (choose_pass(pass_tiles(move), rules_.pass_offset)) after_pass();
    return;
  }
  if (phase_ == Phase::LeadPass) {
    if (move == "pass_lead") {
      lead_passed_ = true;
      leader_ = turn_ = (first_leader_ + 1) % n;
    }
    phase_ = Phase::Play;
    return;
  }
  const std::size_t colon = move.find(':');
  if (trick_.empty()) led_suit_ = *parse_suit(move.substr(colon + 1), 6);
  if (add_play(*parse_tile(move.substr(0, colon)))) finish_trick();
}

void BlackTileMatch::finish_trick() {
  const int winner = trick_winner(trick_, *led_suit_, Trumps{});
  const bool last = take_trick(winner);
  if (tricks_.size() == 1 && rules_.dead_to_first_trick && dead_) {
    captured_[static_cast<std::size_t>(winner)].push_back(*dead_);
    dead_won_ = true;
  }
  if (last) finish_round();
}

// --- Scoring ---------------------------------------------------------------------------

void BlackTileMatch::finish_round() {
  const int n = rules_.players;
  BlackTileRoundResult r;
  r.points.assign(static_cast<std::size_t>(n), 0);
  for (const auto& pile : captured_) r.taken.push_back(total_counters(pile, rules_.points));
  int dealt = total_counters(double_set(6), rules_.points);
  if (dead_ && !dead_won_) dealt -= counter_value(*dead_, rules_.points);
  std::vector<int> side_taken(static_cast<std::size_t>(n), 0);
  for (int s = 0; s < n; ++s)
    side_taken[static_cast<std::size_t>(rules_.side(s))] += r.taken[static_cast<std::size_t>(s)];

  // Phrases (core/i18n.h): each page reads the explanation in its own language.
  std::vector<std::string> took;
  for (int s = 0; s < n; ++s)
    took.push_back(phrase_n("{seat} took {n} point", "{seat} took {n} points", r.taken[static_cast<std::size_t>(s)],
                            {{"seat", seat_ref(s)}}));
  std::vector<std::string> why{comma_sentence(took)};
  if (dead_ && dead_won_)
    why.push_back(phrase("The dead tile was {tile}, won with the first trick.", {{"tile", dead_->str()}}));
  else if (dead_)
    // TRANSLATORS: {tile} is a tile as written on it ("6-4"); {points} its penalty points, which nobody takes.
    why.push_back(phrase("The dead tile was {tile} ({points} out of play).",
                         {{"tile", dead_->str()}, {"points", counter_value(*dead_, rules_.points)}}));
  std::optional<int> moon_side;
  for (int side = 0; side < n; ++side)
    if (dealt > 0 && side_taken[static_cast<std::size_t>(side)] == dealt) moon_side = side;
  if (moon_side) {
    for (int s = 0; s < n; ++s) {
      if (rules_.side(s) == *moon_side)
        r.moon.push_back(s);
      else
        r.points[static_cast<std::size_t>(s)] = rules_.moon_points;
    }
    if (r.moon.size() == 1)
      why.push_back(
          phrase("{seat} shot the moon: every counter, so 0 for that player and +{points} for each other player.",
                 {{"seat", seat_ref(r.moon[0])}, {"points", rules_.moon_points}}));
    else
      // TRANSLATORS: {seats} are two partners ("North and South"), who took every counter together.
      why.push_back(phrase("{seats} shot the moon: every counter, so 0 for that side and +{points} for the other side.",
                           {{"seats", seat_list(r.moon)}, {"points", rules_.moon_points}}));
  } else {
    for (int s = 0; s < n; ++s)
      r.points[static_cast<std::size_t>(s)] = side_taken[static_cast<std::size_t>(rules_.side(s))];
    if (rules_.partnership) why.push_back(phrase("Partners add their points together."));
  }
  std::string explanation = join_fields(why, " ");
  bank_round(r.points, {rules_.target, true, rules_.end_tie_shared}, partners_opposite, rules_.partnership ? 1 : 0,
             explanation);
  r.explanation = explanation;
  result_ = std::move(r);
}

// --- Views -----------------------------------------------------------------------------

std::unique_ptr<BlackTileView> BlackTileMatch::blacktile_view(int seat) const {
  auto v = std::make_unique<BlackTileView>();
  const int n = rules_.players;
  const bool all = seat < 0 || round_over();
  fill_view(*v, seat, all);
  v->rules = rules_;
  v->leader_draws = leader_draws_;
  v->first_leader = first_leader_;
  v->lead_passed = lead_passed_;
  v->has_dead = dead_.has_value();
  const bool sees_dead = all || (dead_won_ && !tricks_.empty() && tricks_.front().winner == seat);
  if (dead_ && sees_dead) v->dead = dead_;
  std::vector<int> taken(static_cast<std::size_t>(n), 0);
  for (int s = 0; s < n; ++s)
    for (Tile t : captured_[static_cast<std::size_t>(s)])
      if (!(dead_won_ && t == *dead_) || sees_dead)
        taken[static_cast<std::size_t>(rules_.side(s))] += counter_value(t, rules_.points);
  for (int s = 0; s < n; ++s) v->round_points.push_back(taken[static_cast<std::size_t>(rules_.side(s))]);
  if (result_) v->round_points = result_->points;
  v->result = result_;
  return v;
}

std::unique_ptr<SeatView> BlackTileView::turned(int by) const {
  const SeatTurn t{by, players()};
  auto out = std::make_unique<BlackTileView>(*this);
  out->turn_table(t);
  out->first_leader = t(first_leader);
  for (auto& draws : out->leader_draws)
    for (auto& p : draws) p.seat = t(p.seat);
  if (out->result) {
    out->result->taken = t.per_seat(out->result->taken);
    out->result->points = t.per_seat(out->result->points);
    out->result->moon = t.seats(out->result->moon);
    out->result->explanation = t.text(out->result->explanation);
  }
  return out;
}

Json BlackTileView::to_json() const {
  Json j = table_json();
  j.set("first_leader", first_leader);
  j.set("lead_passed", lead_passed);
  pass_json(j);
  last_trick_json(j);
  if (has_dead) j.set("dead", dead ? Json(dead->str()) : Json());
  if (!leader_draws.empty()) {
    Json draws = Json::array();
    for (const auto& d : leader_draws) draws.push(plays_json(d));
    j.set("leader_draws", draws);
  }
  if (result) {
    j.set("taken", Json::array_of(result->taken));
    j.set("moon", Json::array_of(result->moon));
    j.set("explanation", explain(result->explanation));
  }
  return j;
}

std::vector<std::string> BlackTileMatch::census() const {
  std::vector<std::string> out = TrickMatch::census();
  if (dead_ && !dead_won_) out.push_back(dead_->str() + "@dead");
  return out;
}

std::vector<std::string> BlackTileMatch::full_set() const {
  std::vector<std::string> out;
  for (Tile t : double_set(6)) out.push_back(t.str());
  return out;
}

}  // namespace boneyard
