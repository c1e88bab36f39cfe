// The line games: Block (docs/rules.md ("Block")) and Draw (§2) share every rule but the boneyard.
//
// Choices made here, beyond docs/rules.md:
// - The round is blocked as soon as nobody can play and the boneyard cannot help (no hand
//   and no boneyard tile fits an open end), checked after every play, so a block never
//   needs a lap of passes or a boneyard drawn dry first.
// - `block_tie = all_tied` follows `win_score`: under `net` each tied winner scores the
//   non-tied players' counts minus their own (never below 0); under `others`, the
//   non-tied players' counts.
// - A deal that the rules void (no double under `highest_double`; a hand with five or more
//   doubles under `redeal_five_doubles`) is shuffled and dealt again from the match's
//   generator, scripted deals included; the view counts the redeals so players see why.
// - `draw_rule = until_playable`: each draw is its own move (`draw`), so every draw is
//   shown; once a drawn tile fits, the player must play (it is the only tile that fits).
// - A scripted Draw deal may list only the top of the boneyard; the rest follows in the
//   generator's order.
#include "line/line_match.h"

#include "core/deal_check.h"
#include "core/i18n.h"
#include "core/seat_turn.h"
#include "core/text.h"

#include <algorithm>
#include <numeric>

namespace boneyard {

LineRules line_rules_from(const Options& o) {
  LineRules r;
  r.players = o.integer("players");
  r.set = o.integer("set");
  r.hand_size = o.integer("hand_size");
  const std::string& opener = o.get("opener");
  r.opener = opener == "highest_tile"       ? OpenerRule::HighestTile
             : opener == "double_then_tile" ? OpenerRule::DoubleThenTile
                                            : OpenerRule::HighestDouble;
  r.opener_plays_deciding_tile = o.flag("opener_plays_deciding_tile");
  r.win_score = o.get("win_score") == "others" ? WinScore::Others : WinScore::Net;
  r.block_tie = o.get("block_tie") == "none" ? BlockTie::None : BlockTie::AllTied;
  r.target = o.integer("target");
  r.end_tie_shared = end_tie_shared(o);
  r.draw_game = o.has("draw_rule");
  if (r.draw_game) {
    const std::string& rule = o.get("draw_rule");
    r.draw_rule = rule == "one_then_choose"  ? DrawRule::OneThenChoose
                  : rule == "draw_then_wait" ? DrawRule::DrawThenWait
                                             : DrawRule::UntilPlayable;
    r.redeal_five_doubles = o.flag("redeal_five_doubles");
    r.min_score = o.integer("min_score");
    r.sets = o.integer("sets");
  }
  return r;
}

std::vector<std::string> line_moves(const Line& line, const std::vector<Tile>& hand, const TurnContext& turn) {
  std::vector<std::string> moves;
  if (line.empty()) {
    for (Tile t : hand)
      if (!turn.required_opening || t == *turn.required_opening) moves.push_back(t.str());
  } else {
    for (Tile t : hand)
      for (End e : {End::Left, End::Right})
        if (line.fits(t, e)) moves.push_back(t.str() + ":" + end_letter(e));
  }
  const bool may_draw = turn.rules->draw_game && turn.boneyard > 0 &&
                        !(turn.drew_this_turn && turn.rules->draw_rule == DrawRule::OneThenChoose);
  const bool chose_after_draw = turn.drew_this_turn && turn.rules->draw_rule == DrawRule::OneThenChoose;
  if (moves.empty())
    moves.push_back(may_draw ? "draw" : "pass");
  else if (chose_after_draw)
    moves.push_back("pass");
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  return moves;
}

// --- Dealing ---------------------------------------------------------------------------

LineMatch::LineMatch(const GameInfo& info, const Options& options, std::uint64_t seed)
    : Match(info, options, seed),
      rules_(line_rules_from(options)),
      rng_(seed),
      on_board_(static_cast<std::size_t>(rules_.players), false),
      scores_(static_cast<std::size_t>(rules_.players), 0) {}

Result<std::unique_ptr<Match>> LineMatch::create(const GameInfo& info, const Options& options, std::uint64_t seed,
                                                 const std::optional<Deal>& deal) {
  return begin(std::unique_ptr<Match>(new LineMatch(info, options, seed)), deal);
}

namespace {
// The opener and the tile that decided it, or nullopt when the rule finds nobody.
std::optional<std::pair<int, Tile>> find_opener(OpenerRule rule, const std::vector<std::vector<Tile>>& hands) {
  std::optional<std::pair<int, Tile>> best_double, best_tile;
  for (int s = 0; s < static_cast<int>(hands.size()); ++s)
    for (Tile t : hands[s]) {
      if (t.is_double() && (!best_double || t.hi > best_double->second.hi)) best_double = {s, t};
      if (!best_tile || heavier(t, best_tile->second)) best_tile = {s, t};
    }
  switch (rule) {
    case OpenerRule::HighestDouble:
      return best_double;
    case OpenerRule::HighestTile:
      return best_tile;
    case OpenerRule::DoubleThenTile:
      return best_double ? best_double : best_tile;
  }
  return std::nullopt;
}

std::string join_tiles(const std::vector<Tile>& tiles) {
  std::string out;
  for (Tile t : tiles) out += (out.empty() ? "" : " ") + t.str();
  return out;
}
}  // namespace

std::vector<Tile> LineMatch::full_deck() const {
  std::vector<Tile> deck;
  for (int copy = 0; copy < rules_.sets; ++copy)
    for (Tile t : double_set(rules_.set)) deck.push_back(t);
  return deck;
}

LineMatch::Dealt LineMatch::deal_from(const std::vector<Tile>& deck) const {
  Dealt d;
  const auto hand = static_cast<std::ptrdiff_t>(rules_.hand_size);
  for (int s = 0; s < rules_.players; ++s) d.hands.emplace_back(deck.begin() + s * hand, deck.begin() + (s + 1) * hand);
  d.rest.assign(deck.begin() + rules_.players * hand, deck.end());
  return d;
}

bool LineMatch::voids_deal(const Dealt& d) const {
  if (!find_opener(rules_.opener, d.hands)) return true;
  if (rules_.redeal_five_doubles)
    for (const auto& h : d.hands)
      if (std::count_if(h.begin(), h.end(), [](Tile t) { return t.is_double(); }) >= 5) return true;
  return false;
}

Result<LineMatch::Dealt> LineMatch::check_deal(const Deal& deal) {
  const std::string game = rules_.draw_game ? "Draw" : "Block";
  if (deal.boneyard && !rules_.draw_game) return Status::fail("a Block deal has no boneyard");
  if (!deal.widow.empty() || deal.dead || deal.leader || deal.dealer)
    return Status::fail("a " + game + " deal has only hands" + (rules_.draw_game ? " and a boneyard" : "") +
                        " (no widow, dead tile, leader or dealer)");
  DealCheck check(rules_.set, rules_.sets);
  auto hands = check.hands(deal.hands, rules_.players, rules_.hand_size);
  if (!hands) return hands.status();
  Dealt d{std::move(*hands), {}};
  if (deal.boneyard)
    for (const auto& text : *deal.boneyard) {
      auto t = check.take(text, "the boneyard");
      if (!t) return t.status();
      d.rest.push_back(*t);
    }
  std::vector<Tile> unlisted = check.untaken();
  if (rules_.draw_game) rng_.shuffle(unlisted);  // the rest of the boneyard, in seeded order
  d.rest.insert(d.rest.end(), unlisted.begin(), unlisted.end());
  return d;
}

Status LineMatch::start_round(const std::optional<Deal>& deal) {
  Dealt dealt;
  if (deal) {
    const Rng before = rng_;
    auto checked = check_deal(*deal);
    if (!checked) {
      rng_ = before;  // a refused deal changes nothing
      return checked.status();
    }
    dealt = std::move(*checked);
  }
  int redeals = 0;
  if (!deal || voids_deal(dealt)) {
    if (deal) ++redeals;
    // The options leave at least 1 deal in 100 standing (LineGame::complete_options), so this
    // bound is never met in practice; it keeps a deal from ever looping forever.
    constexpr int kMaxShuffles = 100000;
    const Rng before = rng_;
    for (int shuffles = 1;; ++shuffles) {
      std::vector<Tile> deck = full_deck();
      rng_.shuffle(deck);
      dealt = deal_from(deck);
      if (!voids_deal(dealt)) break;
      if (shuffles == kMaxShuffles) {
        rng_ = before;
        return Status::fail("no deal stood in " + std::to_string(kMaxShuffles) + " shuffles");
      }
      ++redeals;
    }
  }
  const auto opener = *find_opener(rules_.opener, dealt.hands);
  for (auto& h : dealt.hands) std::sort(h.begin(), h.end());
  hands_ = std::move(dealt.hands);
  if (rules_.draw_game) {
    boneyard_ = std::move(dealt.rest);
    sleeping_.clear();
  } else {
    sleeping_ = std::move(dealt.rest);
    std::sort(sleeping_.begin(), sleeping_.end());
  }
  ++round_;
  phase_ = Phase::Play;
  opener_ = turn_ = opener.first;
  required_opening_ = rules_.opener_plays_deciding_tile ? std::optional<Tile>(opener.second) : std::nullopt;
  drew_this_turn_ = false;
  drawn_.assign(static_cast<std::size_t>(rules_.players), std::nullopt);
  redeals_ = redeals;
  line_ = Line();
  log_.clear();
  result_.reset();
  return {};
}

// --- Moves -----------------------------------------------------------------------------

int LineMatch::to_move() const { return phase_ == Phase::Play ? turn_ : -1; }

TurnContext LineMatch::turn_context(int seat) const {
  return TurnContext{&rules_, static_cast<int>(boneyard_.size()), seat == turn_ && drew_this_turn_,
                     seat == opener_ && line_.empty() ? required_opening_ : std::nullopt};
}

std::vector<std::string> LineMatch::legal_moves() const {
  if (phase_ != Phase::Play) return {};
  return line_moves(line_, hands_[static_cast<std::size_t>(turn_)], turn_context(turn_));
}

Result<std::string> LineMatch::canonical_move(std::string_view move) const {
  while (!move.empty() && move.front() == ' ') move.remove_prefix(1);
  while (!move.empty() && move.back() == ' ') move.remove_suffix(1);
  if (move == "pass" || move == "draw") return std::string(move);
  std::string_view tile_text = move, end_text;
  const bool has_colon = move.find(':') != std::string_view::npos;
  if (has_colon) {
    tile_text = move.substr(0, move.find(':'));
    end_text = move.substr(move.find(':') + 1);
  }
  auto tile = parse_tile(tile_text);
  const bool end_ok = end_text == "L" || end_text == "R" || end_text == "l" || end_text == "r";
  if ((!tile || (has_colon && !end_ok)) && rules_.draw_game)
    return Status::fail(
        // TRANSLATORS: the moves in parentheses, "draw" and "pass" are written as a player types them:
        // keep them. {move} is what was typed.
        phrase("{move} is not a move: write a tile with the end to play it at (6-4:L or 6-4:R), the "
               "first tile alone (6-6), draw, or pass",
               {{"move", quote_input(move)}}));
  if (!tile || (has_colon && !end_ok))
    return Status::fail(
        phrase("{move} is not a move: write a tile with the end to play it at (6-4:L or 6-4:R), the "
               "first tile alone (6-6), or pass",
               {{"move", quote_input(move)}}));
  std::string out = tile->str();
  if (has_colon) out += std::string(":") + static_cast<char>(std::toupper(static_cast<unsigned char>(end_text[0])));
  return out;
}

std::string LineMatch::why_illegal(const std::string& move) const {
  // In the refusals, {seat} is the number of the seat to move (seats count from 0), {tile} a tile as
  // written ("6-4"), and moves are written as a player types them ("6-4:L", "draw", "pass").
  const auto legal = legal_moves();
  auto some = [&]() {
    std::string list;
    for (std::size_t i = 0; i < legal.size() && i < 4; ++i) list += (i ? ", " : "") + legal[i];
    return list + (legal.size() > 4 ? ", ..." : "");
  };
  if (move == "draw") {
    if (!rules_.draw_game) return phrase("there is no drawing in Block: a player who cannot play passes");
    if (boneyard_.empty())
      // TRANSLATORS: {seat} is the number of the seat to move (seats count from 0); {moves} some of
      // the moves it may make, as a player types them ("6-4:L, 5-5:R"). Keep "draw" and "pass".
      return phrase("the boneyard is empty: seat {seat} must {moves}", {{"seat", turn_}, {"moves", some()}});
    if (drew_this_turn_ && rules_.draw_rule == DrawRule::OneThenChoose)
      return phrase("seat {seat} has drawn this turn: play the drawn tile or pass", {{"seat", turn_}});
    return phrase("no drawing while holding a playable tile ({moves})", {{"moves", some()}});
  }
  if (move == "pass") {
    if (legal == std::vector<std::string>{"draw"})
      return phrase("seat {seat} cannot pass: draw from the boneyard first", {{"seat", turn_}});
    return phrase("seat {seat} cannot pass while holding a playable tile ({moves})",
                  {{"seat", turn_}, {"moves", some()}});
  }
  const Tile t = *parse_tile(move.substr(0, move.find(':')));
  const auto& hand = hands_[static_cast<std::size_t>(turn_)];
  if (std::find(hand.begin(), hand.end(), t) == hand.end())
    return phrase("{tile} is not in seat {seat}'s hand ({hand})",
                  {{"tile", t.str()}, {"seat", turn_}, {"hand", join_tiles(hand)}});
  const bool has_end = move.find(':') != std::string::npos;
  if (line_.empty()) {
    if (required_opening_ && t != *required_opening_)
      // TRANSLATORS: opener_plays_deciding_tile is the option's name as written in links and saves: keep it.
      return phrase("the opener must open with {tile} (opener_plays_deciding_tile)",
                    {{"tile", required_opening_->str()}});
    return phrase("the first tile of the round is played without an end: write {tile}", {{"tile", t.str()}});
  }
  if (!has_end) return phrase("say which end to play {tile} at: {tile}:L or {tile}:R", {{"tile", t.str()}});
  const End e = move.back() == 'L' ? End::Left : End::Right;
  if (e == End::Left)
    // TRANSLATORS: {pips} is the number showing at that end of the line.
    return phrase("{tile} does not match the left end ({pips})", {{"tile", t.str()}, {"pips", line_.end(e)}});
  return phrase("{tile} does not match the right end ({pips})", {{"tile", t.str()}, {"pips", line_.end(e)}});
}

void LineMatch::end_turn() {
  turn_ = (turn_ + 1) % rules_.players;
  drew_this_turn_ = false;
}

void LineMatch::apply(const std::string& move) {
  log_.push_back({turn_, move, line_.empty() ? -1 : line_.left_end(), line_.empty() ? -1 : line_.right_end()});
  auto& hand = hands_[static_cast<std::size_t>(turn_)];
  if (move == "pass") {
    end_turn();
    return;
  }
  if (move == "draw") {
    const Tile t = boneyard_.front();
    boneyard_.erase(boneyard_.begin());
    hand.insert(std::upper_bound(hand.begin(), hand.end(), t), t);
    drawn_[static_cast<std::size_t>(turn_)] = t;
    drew_this_turn_ = true;
    if (rules_.draw_rule == DrawRule::DrawThenWait) end_turn();
    return;
  }
  const Tile t = *parse_tile(move.substr(0, move.find(':')));
  hand.erase(std::find(hand.begin(), hand.end(), t));
  if (line_.empty())
    line_.open(t);
  else
    line_.place(t, move.back() == 'L' ? End::Left : End::Right);
  if (hand.empty())
    finish_round(false, turn_);
  else if (blocked())
    finish_round(true, -1);
  else
    end_turn();
}

bool LineMatch::blocked() const {
  auto fits = [&](const std::vector<Tile>& tiles) {
    return std::any_of(tiles.begin(), tiles.end(), [&](Tile t) { return line_.fits_anywhere(t); });
  };
  return std::none_of(hands_.begin(), hands_.end(), fits) && !fits(boneyard_);
}

// --- Scoring ---------------------------------------------------------------------------

void LineMatch::finish_round(bool blocked, int domino_seat) {
  const int n = rules_.players;
  LineRoundResult r;
  r.blocked = blocked;
  r.domino_seat = domino_seat;
  r.points.assign(n, 0);
  for (const auto& h : hands_) r.pips.push_back(pip_count(h));
  const int lowest = *std::min_element(r.pips.begin(), r.pips.end());
  std::vector<int> leaders;
  if (!blocked)
    leaders = {domino_seat};
  else
    for (int s = 0; s < n; ++s)
      if (r.pips[s] == lowest) leaders.push_back(s);
  auto is_leader = [&](int s) { return std::find(leaders.begin(), leaders.end(), s) != leaders.end(); };
  int others = 0;  // pips of the players who did not win
  for (int s = 0; s < n; ++s)
    if (!is_leader(s)) others += r.pips[s];
  const bool net = rules_.win_score == WinScore::Net;
  const auto score_of = [&](int s) { return net ? std::max(0, others - r.pips[s]) : others; };

  // Worded to read with any name for a seat ("You", "North"): no verbs agree with it. Each
  // sentence is a phrase (core/i18n.h), read in the language of whoever shows it.
  std::vector<std::string> why;
  if (!blocked) {
    // TRANSLATORS: in a round's summary, {seat} (and {seats}, {other}, {partner}) is a seat's name: a
    // person's ("Ann"), "You", or a computer player's ("North"). Word the sentence to read with any.
    why.push_back(phrase("Domino! {seat} went out.", {{"seat", seat_ref(domino_seat)}}));
  } else if (leaders.size() == 1) {
    why.push_back(phrase("Blocked: nobody can play. Lowest count: {seat} with {pips}.",
                         {{"seat", seat_ref(leaders.front())}, {"pips", lowest}}));
  } else {
    why.push_back(phrase("Blocked: nobody can play. Lowest count: {seats}, tied on {pips}.",
                         {{"seats", seat_list(leaders)}, {"pips", lowest}}));
  }
  if (leaders.size() > 1 && rules_.block_tie == BlockTie::None) {
    // TRANSLATORS: "block_tie = none" names the option as written in links and saves: keep it.
    why.push_back(phrase("A tie: nobody scores (block_tie = none)."));
  } else {
    r.winners = leaders;
    for (int s : leaders) r.points[s] = score_of(s);
    const bool tied = leaders.size() > 1;
    for (int s : leaders) {
      const std::string seat = seat_ref(s);  // the Args view it
      const Args others_only{{"points", r.points[s]}, {"seat", seat}, {"others", others}};
      const Args args{{"points", r.points[s]}, {"seat", seat}, {"others", others}, {"own", r.pips[s]}};
      if (!net && !tied)
        // TRANSLATORS: the score of a line game's round: {points} for the winner {seat}, from the pips
        // left in the other hands ({others}) and, when so scored, the winner's own ({own}).
        why.push_back(phrase("+{points} for {seat}: the other players' counts ({others}).", others_only));
      else if (!net)
        why.push_back(phrase("+{points} for {seat}: the non-tied players' counts ({others}).", others_only));
      else if (others - r.pips[s] >= 0 && !tied)
        why.push_back(
            phrase("+{points} for {seat}: the other players' counts ({others}) minus the winner's own ({own}).", args));
      else if (others - r.pips[s] >= 0)
        why.push_back(phrase(
            "+{points} for {seat}: the non-tied players' counts ({others}) minus the winner's own ({own}).", args));
      else if (!tied)
        why.push_back(phrase(
            "+{points} for {seat}: the other players' counts ({others}) minus the winner's own ({own}), never below 0.",
            args));
      else
        why.push_back(
            phrase("+{points} for {seat}: the non-tied players' counts ({others}) minus the winner's own "
                   "({own}), never below 0.",
                   args));
      if (rules_.min_score > 0 && !on_board_[s]) {
        const Args board{{"seat", seat}, {"least", rules_.min_score}};
        if (r.points[s] >= rules_.min_score) {
          on_board_[s] = true;
          why.push_back(phrase("{seat} is on the board (a round worth {least} or more).", board));
        } else {
          why.push_back(phrase("Not banked: {seat} needs a single round worth {least} to get on the board.", board));
          r.points[s] = 0;
        }
      }
    }
  }
  r.explanation = join_fields(why, " ");
  for (int s = 0; s < n; ++s) scores_[s] += r.points[s];

  std::string note;
  match_winners_ = match_end_winners(scores_, {rules_.target, false, rules_.end_tie_shared}, seat_is_side, 0, note);
  phase_ = match_winners_.empty() ? Phase::RoundOver : Phase::MatchOver;
  r.explanation += note;
  result_ = std::move(r);
}

std::vector<int> LineMatch::winners() const {
  if (phase_ == Phase::MatchOver) return match_winners_;
  if (phase_ == Phase::RoundOver && result_) return result_->winners;
  return {};
}

// --- Views and JSON --------------------------------------------------------------------

std::unique_ptr<LineView> LineMatch::line_view(int seat) const {
  auto v = std::make_unique<LineView>();
  const bool all = seat < 0 || phase_ == Phase::RoundOver || phase_ == Phase::MatchOver;
  v->game = std::string(info().id());
  v->rules = rules_;
  v->options = options();
  v->seat_index = seat;
  v->phase_ = phase_;
  v->to_move_ = to_move();
  v->round = round_;
  v->opener = opener_;
  v->required_opening = seat == opener_ || seat < 0 ? required_opening_ : std::nullopt;
  v->line = line_;
  if (seat >= 0) v->hand = hands_[seat];
  for (int s = 0; s < rules_.players; ++s) {
    v->hand_counts.push_back(static_cast<int>(hands_[s].size()));
    v->hands.push_back(all || s == seat ? std::optional(hands_[s]) : std::nullopt);
  }
  v->boneyard = static_cast<int>(boneyard_.size());
  v->drew_this_turn = seat == turn_ && drew_this_turn_;
  if (seat >= 0) v->drawn = drawn_[static_cast<std::size_t>(seat)];
  v->redeals = redeals_;
  v->on_board = on_board_;
  v->scores = scores_;
  v->log = log_;
  v->result = result_;
  v->match_winners = match_winners_;
  return v;
}

std::vector<std::string> LineView::legal_moves() const {
  if (phase_ != Phase::Play || to_move_ != seat_index || seat_index < 0) return {};
  return line_moves(line, hand,
                    TurnContext{&rules, boneyard, drew_this_turn, line.empty() ? required_opening : std::nullopt});
}

std::unique_ptr<SeatView> LineView::turned(int by) const {
  const SeatTurn t{by, players()};
  auto out = std::make_unique<LineView>(*this);
  out->seat_index = t(seat_index);
  out->to_move_ = t(to_move_);
  out->opener = t(opener);
  out->hand_counts = t.per_seat(hand_counts);
  out->hands = t.per_seat(hands);
  out->on_board = t.per_seat(on_board);
  out->scores = t.per_seat(scores);
  for (auto& e : out->log) e.seat = t(e.seat);
  if (out->result) {
    LineRoundResult& r = *out->result;
    r.domino_seat = t(r.domino_seat);
    r.pips = t.per_seat(r.pips);
    r.points = t.per_seat(r.points);
    r.winners = t.seats(r.winners);
    r.explanation = t.text(r.explanation);
  }
  out->match_winners = t.seats(match_winners);
  return out;
}

Json LineView::to_json() const {
  Json j = state_json(*this, options, round, hands_json(hands, hand_counts));
  j.set("scores", Json::array_of(scores));
  std::vector<int> round_points(hand_counts.size(), 0);
  if (result) round_points = result->points;
  j.set("round_points", Json::array_of(round_points));
  j.set("winners", Json::array_of(phase_ == Phase::MatchOver             ? match_winners
                                  : result && phase_ == Phase::RoundOver ? result->winners
                                                                         : std::vector<int>{}));
  Json line_json = Json::array();
  for (const auto& t : line.tiles()) line_json.push(t.str());
  j.set("line", line_json);
  j.set("ends", line.empty() ? Json::array() : Json::array_of(std::vector<int>{line.left_end(), line.right_end()}));
  j.set("boneyard", boneyard);
  j.set("opener", opener);
  if (redeals > 0) j.set("redeals", redeals);
  if (drawn) j.set("drawn", drawn->str());
  Json log_json = Json::array();
  for (const auto& e : log) log_json.push(Json::object().set("seat", e.seat).set("move", e.move));
  j.set("log", log_json);
  if (result) {
    j.set("pips", Json::array_of(result->pips));
    std::vector<std::string> names;
    for (std::size_t s = 0; s < hand_counts.size(); ++s) names.push_back("seat " + std::to_string(s));
    j.set("explanation", render(name_seats(result->explanation, names)));  // English: no catalogue here
  }
  return j;
}

Json LineMatch::to_json() const { return line_view(-1)->to_json(); }

std::vector<std::string> LineMatch::census() const {
  std::vector<std::string> out;
  for (int s = 0; s < rules_.players; ++s)
    for (Tile t : hands_[s]) out.push_back(t.str() + "@hand" + std::to_string(s));
  for (const auto& t : line_.tiles()) out.push_back(t.tile().str() + "@line");
  for (Tile t : sleeping_) out.push_back(t.str() + "@sleeping");
  for (Tile t : boneyard_) out.push_back(t.str() + "@boneyard");
  return out;
}

std::vector<std::string> LineMatch::full_set() const {
  std::vector<std::string> out;
  for (Tile t : full_deck()) out.push_back(t.str());
  return out;
}

}  // namespace boneyard
