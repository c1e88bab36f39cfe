// Block Dominoes (RULES.md §1) on the line-game family; Draw (§2) will extend it.
//
// Choices made here, beyond RULES.md:
// - The round is blocked as soon as no hand can play (checked after every play), so a
//   block never needs a lap of passes first.
// - `block_tie = all_tied` follows `win_score`: under `net` each tied winner scores the
//   non-tied players' counts minus their own (never below 0); under `others`, the
//   non-tied players' counts.
// - A scripted deal under `opener = highest_double` with no double anywhere is refused
//   (a random deal is simply dealt again, as the rule says).
#include "line/line_match.h"

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
  r.end_tie_shared = o.get("end_tie") == "shared";
  return r;
}

std::string name_seats(const std::string& text, const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') {
      std::size_t close = text.find('}', i);
      if (close != std::string::npos && close > i + 1) {
        const std::string digits = text.substr(i + 1, close - i - 1);
        if (std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
          const std::size_t seat = std::stoul(digits);
          out += seat < names.size() ? names[seat] : "seat " + digits;
          i = close;
          continue;
        }
      }
    }
    out += text[i];
  }
  return out;
}

std::vector<std::string> line_moves(const Line& line, const std::vector<Tile>& hand,
                                    const std::optional<Tile>& required_opening) {
  std::vector<std::string> moves;
  if (line.empty()) {
    for (Tile t : hand)
      if (!required_opening || t == *required_opening) moves.push_back(t.str());
  } else {
    for (Tile t : hand)
      for (End e : {End::Left, End::Right})
        if (line.fits(t, e)) moves.push_back(t.str() + ":" + end_letter(e));
    if (moves.empty()) moves.push_back("pass");
  }
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  return moves;
}

// --- Dealing ---------------------------------------------------------------------------

LineMatch::LineMatch(const GameInfo& info, const Options& options, std::uint64_t seed)
    : Match(info, options, seed), rules_(line_rules_from(options)), rng_(seed), scores_(rules_.players, 0) {}

Result<std::unique_ptr<Match>> LineMatch::create(const GameInfo& info, const Options& options, std::uint64_t seed,
                                                 const std::optional<Deal>& deal) {
  std::unique_ptr<LineMatch> m(new LineMatch(info, options, seed));
  if (Status s = m->start_round(deal); !s) return s;
  m->set_first_deal(deal);
  return std::unique_ptr<Match>(std::move(m));
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

Status LineMatch::start_round(const std::optional<Deal>& deal) {
  const std::vector<Tile> set = double_set(rules_.set);
  std::vector<std::vector<Tile>> hands(rules_.players);
  std::vector<Tile> rest;
  std::optional<std::pair<int, Tile>> opener;

  if (deal) {
    if (deal->boneyard) return Status::fail("a Block deal has no boneyard");
    if (!deal->widow.empty() || deal->dead || deal->leader || deal->dealer)
      return Status::fail("a Block deal has only hands (no widow, dead tile, leader or dealer)");
    if (static_cast<int>(deal->hands.size()) != rules_.players)
      return Status::fail("the deal has " + std::to_string(deal->hands.size()) + " hands for " +
                          std::to_string(rules_.players) + " players");
    std::vector<bool> used(set.size(), false);
    for (int s = 0; s < rules_.players; ++s) {
      if (static_cast<int>(deal->hands[s].size()) != rules_.hand_size)
        return Status::fail("hand " + std::to_string(s) + " has " + std::to_string(deal->hands[s].size()) +
                            " tiles; each hand needs " + std::to_string(rules_.hand_size));
      for (const auto& text : deal->hands[s]) {
        auto t = parse_tile(text);
        if (!t) return Status::fail("'" + text + "' in hand " + std::to_string(s) + " is not a tile");
        if (t->hi > rules_.set)
          return Status::fail(t->str() + " is not in a double-" + std::to_string(rules_.set) + " set");
        auto idx = static_cast<std::size_t>(t->index());
        if (used[idx]) return Status::fail(t->str() + " is dealt twice");
        used[idx] = true;
        hands[s].push_back(*t);
      }
    }
    for (Tile t : set)
      if (!used[static_cast<std::size_t>(t.index())]) rest.push_back(t);
    opener = find_opener(rules_.opener, hands);
    if (!opener) return Status::fail("nobody holds a double, which opener = highest_double needs");
  } else {
    // Shuffle and deal; under highest_double a deal without doubles is dealt again.
    do {
      std::vector<Tile> deck = set;
      rng_.shuffle(deck);
      for (int s = 0; s < rules_.players; ++s)
        hands[s].assign(deck.begin() + s * rules_.hand_size, deck.begin() + (s + 1) * rules_.hand_size);
      rest.assign(deck.begin() + rules_.players * rules_.hand_size, deck.end());
      opener = find_opener(rules_.opener, hands);
    } while (!opener);
  }

  for (auto& h : hands) std::sort(h.begin(), h.end());
  std::sort(rest.begin(), rest.end());
  hands_ = std::move(hands);
  sleeping_ = std::move(rest);
  ++round_;
  phase_ = Phase::Play;
  opener_ = turn_ = opener->first;
  required_opening_ = rules_.opener_plays_deciding_tile ? std::optional<Tile>(opener->second) : std::nullopt;
  line_ = Line();
  log_.clear();
  result_.reset();
  return {};
}

// --- Moves -----------------------------------------------------------------------------

int LineMatch::to_move() const { return phase_ == Phase::Play ? turn_ : -1; }

std::vector<std::string> LineMatch::legal_moves() const {
  if (phase_ != Phase::Play) return {};
  return moves_for(turn_, hands_[turn_]);
}

std::vector<std::string> LineMatch::moves_for(int seat, const std::vector<Tile>& hand) const {
  return line_moves(line_, hand, seat == opener_ ? required_opening_ : std::nullopt);
}

Result<std::string> LineMatch::canonical_move(std::string_view move) const {
  while (!move.empty() && move.front() == ' ') move.remove_prefix(1);
  while (!move.empty() && move.back() == ' ') move.remove_suffix(1);
  if (move == "pass") return std::string("pass");
  if (move == "draw") return Status::fail("there is no drawing in Block: a player who cannot play passes");
  std::string_view tile_text = move, end_text;
  if (auto colon = move.find(':'); colon != std::string_view::npos) {
    tile_text = move.substr(0, colon);
    end_text = move.substr(colon + 1);
  }
  auto tile = parse_tile(tile_text);
  const bool end_ok = end_text.empty() || end_text == "L" || end_text == "R" || end_text == "l" || end_text == "r";
  if (!tile || !end_ok || (move.find(':') != std::string_view::npos && end_text.empty()))
    return Status::fail("'" + std::string(move) +
                        "' is not a move: write a tile with the end to play it at (6-4:L or 6-4:R), the first "
                        "tile alone (6-6), or pass");
  std::string out = tile->str();
  if (!end_text.empty()) out += std::string(":") + static_cast<char>(std::toupper(end_text[0]));
  return out;
}

std::string LineMatch::why_illegal(const std::string& move) const {
  const std::string who = "seat " + std::to_string(turn_);
  if (move == "pass") {
    const auto legal = legal_moves();
    std::string list;
    for (std::size_t i = 0; i < legal.size() && i < 4; ++i) list += (i ? ", " : "") + legal[i];
    return who + " cannot pass while holding a playable tile (" + list + (legal.size() > 4 ? ", ..." : "") + ")";
  }
  const Tile t = *parse_tile(move.substr(0, move.find(':')));
  const auto& hand = hands_[turn_];
  if (std::find(hand.begin(), hand.end(), t) == hand.end())
    return t.str() + " is not in " + who + "'s hand (" + join_tiles(hand) + ")";
  const bool has_end = move.find(':') != std::string::npos;
  if (line_.empty()) {
    if (required_opening_ && t != *required_opening_)
      return "the opener must open with " + required_opening_->str() + " (opener_plays_deciding_tile)";
    return "the first tile of the round is played without an end: write " + t.str();
  }
  if (!has_end) return "say which end to play " + t.str() + " at: " + t.str() + ":L or " + t.str() + ":R";
  const End e = move.back() == 'L' ? End::Left : End::Right;
  return t.str() + " does not match the " + (e == End::Left ? "left" : "right") + " end (" +
         std::to_string(line_.end(e)) + ")";
}

void LineMatch::apply(const std::string& move) {
  log_.push_back({turn_, move});
  if (move == "pass") {
    turn_ = (turn_ + 1) % rules_.players;
    return;
  }
  const Tile t = *parse_tile(move.substr(0, move.find(':')));
  auto& hand = hands_[turn_];
  hand.erase(std::find(hand.begin(), hand.end(), t));
  if (line_.empty())
    line_.open(t);
  else
    line_.place(t, move.back() == 'L' ? End::Left : End::Right);
  if (hand.empty())
    finish_round(false, turn_);
  else if (!anyone_can_play())
    finish_round(true, -1);
  else
    turn_ = (turn_ + 1) % rules_.players;
}

bool LineMatch::anyone_can_play() const {
  for (const auto& hand : hands_)
    for (Tile t : hand)
      if (line_.fits_anywhere(t)) return true;
  return false;
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

  // Worded to read with any name for a seat ("You", "North"): no verbs agree with it.
  std::string why;
  const auto seat = [](int s) { return "{" + std::to_string(s) + "}"; };
  if (!blocked) {
    why = "Domino! " + seat(domino_seat) + " went out. ";
  } else {
    why = "Blocked: nobody can play. Lowest count: ";
    for (std::size_t i = 0; i < leaders.size(); ++i)
      why += (i == 0 ? "" : i + 1 == leaders.size() ? " and " : ", ") + seat(leaders[i]);
    why += (leaders.size() > 1 ? ", tied on " : " with ") + std::to_string(lowest) + ". ";
  }
  if (leaders.size() > 1 && rules_.block_tie == BlockTie::None) {
    why += "A tie: nobody scores (block_tie = none).";
  } else {
    r.winners = leaders;
    for (int s : leaders) r.points[s] = score_of(s);
    const std::string basis = leaders.size() > 1 ? "the non-tied players' counts" : "the other players' counts";
    for (int s : leaders) {
      why += "+" + std::to_string(r.points[s]) + " for " + seat(s) + ": " + basis + " (" + std::to_string(others) + ")";
      if (net) why += " minus the winner's own (" + std::to_string(r.pips[s]) + ")";
      if (net && others - r.pips[s] < 0) why += ", never below 0";
      why += ". ";
    }
    why.pop_back();
  }
  r.explanation = why;
  for (int s = 0; s < n; ++s) scores_[s] += r.points[s];

  phase_ = Phase::RoundOver;
  const int top = *std::max_element(scores_.begin(), scores_.end());
  if (top >= rules_.target) {
    std::vector<int> best;
    for (int s = 0; s < n; ++s)
      if (scores_[s] == top) best.push_back(s);
    if (best.size() == 1 || rules_.end_tie_shared) {
      phase_ = Phase::MatchOver;
      match_winners_ = best;
    } else {
      r.explanation +=
          " The target is reached but the lead is tied at " + std::to_string(top) + ": another round decides it.";
    }
  }
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
  v->boneyard = 0;
  v->scores = scores_;
  v->log = log_;
  v->result = result_;
  v->match_winners = match_winners_;
  return v;
}

std::vector<std::string> LineView::legal_moves() const {
  if (phase_ != Phase::Play || to_move_ != seat_index || seat_index < 0) return {};
  return line_moves(line, hand, required_opening);
}

Json LineView::to_json() const {
  Json j = Json::object();
  j.set("game", game);
  j.set("players", players());
  Json opts = Json::object();
  for (const auto& [k, v] : options.items()) {
    const bool numeric = !v.empty() && std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (v == "true" || v == "false")
      opts.set(k, v == "true");
    else if (numeric)
      opts.set(k, std::stoi(v));
    else
      opts.set(k, v);
  }
  j.set("options", opts);
  j.set("round", round);
  j.set("phase", phase_name(phase_));
  j.set("to_move", to_move_ < 0 ? Json() : Json(to_move_));
  if (seat_index >= 0) j.set("seat", seat_index);
  Json hands_json = Json::array();
  for (std::size_t s = 0; s < hands.size(); ++s) {
    if (hands[s]) {
      Json h = Json::array();
      for (Tile t : *hands[s]) h.push(t.str());
      hands_json.push(h);
    } else {
      hands_json.push(hand_counts[s]);
    }
  }
  j.set("hands", hands_json);
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
  Json log_json = Json::array();
  for (const auto& e : log) log_json.push(Json::object().set("seat", e.seat).set("move", e.move));
  j.set("log", log_json);
  if (result) {
    j.set("pips", Json::array_of(result->pips));
    std::vector<std::string> names;
    for (std::size_t s = 0; s < hand_counts.size(); ++s) names.push_back("seat " + std::to_string(s));
    j.set("explanation", name_seats(result->explanation, names));
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
  return out;
}

std::vector<std::string> LineMatch::full_set() const {
  std::vector<std::string> out;
  for (Tile t : double_set(rules_.set)) out.push_back(t.str());
  return out;
}

}  // namespace boneyard
