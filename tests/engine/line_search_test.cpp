// The line games' search state and determinization (engine/line/line_search.h):
// - differential: random matches of every option set that changes play, played in the
//   Match and in the search state side by side, agree at every step on the legal moves,
//   the end of the round and what it scores;
// - determinization: every sampled world fits what the seat knows (and the real world
//   always fits the constraints the seat derives), and on a small endgame the sampler's
//   frequencies match the exact distribution counted by enumeration.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

#include "core/rng.h"
#include "line/line_match.h"
#include "line/line_search.h"
#include "test_support.h"

using namespace boneyard;

namespace {

using testing::Config;

// The conformance suite's line configurations, and more of the options that change play.
const std::vector<Config> kConfigs{
    {"block", {{"players", "2"}}},
    {"block", {{"players", "3"}}},
    {"block", {{"players", "4"}}},
    {"block", {{"players", "4"}, {"hand_size", "6"}, {"opener", "double_then_tile"}, {"win_score", "others"}}},
    {"block", {{"players", "3"}, {"opener", "highest_tile"}, {"opener_plays_deciding_tile", "true"}}},
    {"block", {{"players", "2"}, {"opener_plays_deciding_tile", "true"}, {"hand_size", "10"}}},
    {"block", {{"players", "2"}, {"block_tie", "none"}, {"target", "30"}, {"end_tie", "shared"}}},
    {"block", {{"players", "4"}, {"block_tie", "none"}, {"win_score", "others"}, {"hand_size", "3"}}},
    {"block", {{"players", "6"}, {"set", "9"}, {"hand_size", "8"}}},
    {"block", {{"players", "8"}, {"set", "12"}, {"hand_size", "9"}, {"target", "50"}}},
    {"block", {{"players", "2"}, {"set", "12"}, {"hand_size", "40"}, {"opener", "highest_tile"}}},
    {"draw", {{"players", "2"}}},
    {"draw", {{"players", "4"}, {"draw_rule", "one_then_choose"}, {"target", "50"}}},
    {"draw", {{"players", "3"}, {"draw_rule", "draw_then_wait"}, {"redeal_five_doubles", "true"}}},
    {"draw", {{"players", "4"}, {"min_score", "15"}, {"win_score", "net"}, {"hand_size", "4"}}},
    {"draw", {{"players", "4"}, {"sets", "2"}, {"hand_size", "9"}, {"opener", "highest_tile"}}},
    {"draw", {{"players", "7"}, {"set", "12"}, {"draw_rule", "one_then_choose"}, {"block_tie", "none"}}},
    {"draw", {{"players", "2"}, {"sets", "2"}, {"draw_rule", "draw_then_wait"}, {"opener_plays_deciding_tile", "true"}}},
    {"draw", {{"players", "3"}, {"sets", "2"}, {"draw_rule", "one_then_choose"}, {"set", "9"}, {"hand_size", "3"}}},
    {"draw", {{"players", "2"}, {"opener", "highest_double"}, {"block_tie", "none"}, {"hand_size", "2"}}},
};

using testing::label;

std::vector<Tile> boneyard_of(const Match& m) {  // top first
  std::vector<Tile> out;
  for (const auto& located : m.census())
    if (located.substr(located.find('@') + 1) == "boneyard")
      out.push_back(*parse_tile(located.substr(0, located.find('@'))));
  return out;
}

// The search state of the match's round as it stands (the whole state).
LineSearchState state_of(const LineMatch& m) {
  const auto all = m.line_view(-1);
  const bool drew = m.to_move() >= 0 && m.line_view(m.to_move())->drew_this_turn;
  return LineSearchState::make(m.rules(), m.line(), m.hands(), boneyard_of(m), m.to_move(), drew,
                               all->required_opening);
}

std::vector<std::string> texts(const LineSearchState& s) {
  search::Move moves[LineSearchState::kMaxMoves];
  const int n = s.moves(moves);
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(s.move_text(moves[i]));
  std::sort(out.begin(), out.end());
  return out;
}

search::Move move_of(const LineSearchState& s, const std::string& text) {
  search::Move moves[LineSearchState::kMaxMoves];
  const int n = s.moves(moves);
  for (int i = 0; i < n; ++i)
    if (s.move_text(moves[i]) == text) return moves[i];
  FAIL("no search move for " << text);
  return 0;
}

// The two states stand in the same place (the incremental one has played its moves).
void require_same(const LineSearchState& a, const LineSearchState& b) {
  REQUIRE(a.to_move() == b.to_move());
  REQUIRE(a.left_end() == b.left_end());
  REQUIRE(a.right_end() == b.right_end());
  REQUIRE(a.boneyard_count() == b.boneyard_count());
  for (int i = 0; i < a.boneyard_count(); ++i) REQUIRE(a.boneyard_tile(i) == b.boneyard_tile(i));
  for (int s = 0; s < a.players(); ++s) {
    REQUIRE(a.hand_count(s) == b.hand_count(s));
    for (int t = 0; t < LineSearchState::kMaxTiles; ++t) REQUIRE(a.copies(s, t) == b.copies(s, t));
  }
  REQUIRE(texts(a) == texts(b));
}

// The round's end in the search state against the match's result.
struct Seen {
  long long steps = 0, rounds = 0, blocked = 0, tied_blocks = 0, tied_none = 0, draws = 0, chosen_passes = 0;
};

void require_same_result(const LineMatch& m, const LineSearchState& s, Seen& seen) {
  const auto v = m.line_view(-1);
  REQUIRE(v->result);
  const LineRoundResult& r = *v->result;
  REQUIRE(s.over());
  REQUIRE(s.to_move() == -1);
  REQUIRE(s.blocked() == r.blocked);
  REQUIRE(s.domino_seat() == r.domino_seat);
  seen.blocked += r.blocked;
  const auto lowest = *std::min_element(r.pips.begin(), r.pips.end());
  const bool tied = r.blocked && std::count(r.pips.begin(), r.pips.end(), lowest) > 1;
  seen.tied_blocks += tied;
  seen.tied_none += tied && m.rules().block_tie == BlockTie::None;
  for (int seat = 0; seat < s.players(); ++seat) {
    const auto i = static_cast<std::size_t>(seat);
    REQUIRE(s.pips(seat) == r.pips[i]);
    REQUIRE(s.winner(seat) == (std::find(r.winners.begin(), r.winners.end(), seat) != r.winners.end()));
    // min_score only decides whether a round's points are banked.
    if (m.rules().min_score == 0 || r.points[i] != 0) REQUIRE(s.points(seat) == r.points[i]);
    // The analysis's unit: the seat's points minus the others' average.
    int others = 0;
    for (int o = 0; o < s.players(); ++o) others += o == seat ? 0 : s.points(o);
    REQUIRE(s.score(seat) == Approx(s.points(seat) - static_cast<double>(others) / (s.players() - 1)));
    const double reward = s.reward(seat);
    REQUIRE(reward >= 0.0);
    REQUIRE(reward <= 1.0);
    if (s.winner(seat) && s.points(seat) > 0) REQUIRE(reward > 0.5);
    if (!s.winner(seat) && !r.winners.empty()) REQUIRE(reward <= 0.5);
  }
}

}  // namespace

TEST_CASE("line search state: the same rounds as the match, move for move") {
  Seen seen;
  for (const auto& c : kConfigs) {
    INFO(label(c));
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      INFO("seed " << seed);
      auto match = testing::make(c.game, c.options, seed);
      const auto& m = dynamic_cast<const LineMatch&>(*match);
      Rng rng(seed * 977 + 3);
      for (int round = 0; round < 5 && match->phase() != Phase::MatchOver; ++round) {
        if (match->phase() == Phase::RoundOver) REQUIRE(match->next_round().ok());
        LineSearchState running = state_of(m);
        while (match->phase() == Phase::Play) {
          const LineSearchState fresh = state_of(m);
          require_same(running, fresh);
          const auto legal = match->legal_moves();
          REQUIRE(texts(fresh) == legal);
          const std::string move = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
          seen.draws += move == "draw";
          seen.chosen_passes += move == "pass" && legal.size() > 1;
          running.apply(move_of(running, move));
          testing::play(*match, move);
          ++seen.steps;
          if (match->phase() == Phase::Play) REQUIRE_FALSE(running.over());
        }
        require_same_result(m, running, seen);
        ++seen.rounds;
      }
    }
  }
  // Blocked rounds tied on the lowest count are rare in random play: scripted ones, under
  // every scoring rule (6-6 opens and nobody holds a six; 2-1 and 2-0 1-0 both count 3).
  for (const char* tie : {"none", "all_tied"})
    for (const char* score : {"net", "others"})
      for (const auto& hands : std::vector<std::vector<std::vector<std::string>>>{
               {{"6-6", "2-1"}, {"2-0", "1-0"}}, {{"6-6", "2-1"}, {"2-0", "1-0"}, {"5-4", "4-3"}}}) {
        const OptionList o{{"players", std::to_string(hands.size())}, {"hand_size", "2"}, {"block_tie", tie},
                           {"win_score", score}};
        auto match = testing::make("block", o, 1, testing::hands(hands));
        LineSearchState running = state_of(dynamic_cast<const LineMatch&>(*match));
        running.apply(move_of(running, "6-6"));
        testing::play(*match, "6-6");
        require_same_result(dynamic_cast<const LineMatch&>(*match), running, seen);
      }
  INFO(seen.steps << " steps in " << seen.rounds << " rounds: " << seen.blocked << " blocked (" << seen.tied_blocks
                  << " tied, " << seen.tied_none << " under block_tie = none), " << seen.draws << " draws, "
                  << seen.chosen_passes << " passes chosen after a draw");
  CHECK(seen.steps > 10000);
  CHECK(seen.blocked > 50);
  CHECK(seen.tied_none > 3);
  CHECK(seen.draws > 500);
  CHECK(seen.chosen_passes > 20);
  WARN(seen.steps << " steps in " << seen.rounds << " rounds: " << seen.blocked << " blocked (" << seen.tied_blocks
                  << " tied, " << seen.tied_none << " under block_tie = none), " << seen.draws << " draws, "
                  << seen.chosen_passes << " passes chosen after a draw");
}

namespace {

// The seat to move's view, and whether every sampled world fits it.
void check_worlds(const LineMatch& m, int samples, Rng& rng) {
  const int me = m.to_move();
  const auto view = m.line_view(me);
  const LineDeterminizer d(*view);
  REQUIRE(d.possible());
  const int n = m.players();
  // The real world fits every constraint the seat derives: a tile held by a seat (or lying
  // in the boneyard / asleep) may be there.
  std::map<int, std::uint32_t> allowed;
  for (std::size_t i = 0; i < d.items().size(); ++i) allowed[d.items()[i]] = d.allowed()[i];
  const auto& seats = d.holder_seats();
  for (std::size_t h = 0; h < seats.size(); ++h) {
    if (seats[h] < 0) continue;
    for (Tile t : m.hands()[static_cast<std::size_t>(seats[h])]) {
      INFO("seat " << seats[h] << " holds " << t.str());
      REQUIRE((allowed[t.index()] >> h) & 1u);
    }
  }
  const auto lack = lacking_numbers(*view);
  std::string log;
  for (const auto& e : view->log) log += std::to_string(e.seat) + ":" + e.move + "@" + std::to_string(e.left) + "," + std::to_string(e.right) + " ";
  INFO("log " << log);
  for (int s = 0; s < n; ++s)
    for (Tile t : m.hands()[static_cast<std::size_t>(s)]) REQUIRE_FALSE(lack[s] & ((1u << t.hi) | (1u << t.lo)));

  std::map<int, int> hidden;  // tile -> copies the seat cannot see
  for (int t : d.items()) ++hidden[t];
  const auto legal = view->legal_moves();
  for (int k = 0; k < samples; ++k) {
    const LineSearchState w = d.sample(rng);
    REQUIRE(w.to_move() == me);
    REQUIRE(texts(w) == legal);
    REQUIRE(w.boneyard_count() == view->boneyard);
    std::map<int, int> dealt;
    for (int s = 0; s < n; ++s) {
      REQUIRE(w.hand_count(s) == view->hand_counts[static_cast<std::size_t>(s)]);
      int held = 0;
      for (int t = 0; t < LineSearchState::kMaxTiles; ++t) {
        const int c = w.copies(s, t);
        held += c;
        if (c == 0) continue;
        if (s == me) continue;
        dealt[t] += c;
        const auto h = static_cast<std::size_t>(std::find(seats.begin(), seats.end(), s) - seats.begin());
        INFO("seat " << s << " dealt tile " << t);
        REQUIRE((allowed[t] >> h) & 1u);
        REQUIRE_FALSE(lack[s] & ((1u << tile_of_index(t).hi) | (1u << tile_of_index(t).lo)));
      }
      REQUIRE(held == w.hand_count(s));
      if (s == me)
        for (Tile t : view->hand) REQUIRE(w.copies(s, t.index()) >= 1);
    }
    for (int i = 0; i < w.boneyard_count(); ++i) ++dealt[w.boneyard_tile(i)];
    // Census: no more copies than hidden; in Draw (no sleeping tiles) exactly the hidden ones.
    for (const auto& [t, c] : dealt) REQUIRE(c <= hidden[t]);
    if (m.rules().draw_game) REQUIRE(dealt == hidden);
  }
}

}  // namespace

TEST_CASE("line determinization: every sampled world fits what the seat knows") {
  int checked = 0;
  for (const auto& c : kConfigs) {
    INFO(label(c));
    // Many players with many known voids make the exact count (and the fallback) slow:
    // fewer positions there.
    const bool big = c.options.front().second.size() > 1 || std::stoi(c.options.front().second) > 4;
    for (std::uint64_t seed = 1; seed <= (big ? 1u : 3u); ++seed) {
      auto match = testing::make(c.game, c.options, seed);
      const auto& m = dynamic_cast<const LineMatch&>(*match);
      Rng rng(seed * 31 + 1);
      for (int round = 0; round < 2 && match->phase() != Phase::MatchOver; ++round) {
        if (match->phase() == Phase::RoundOver) REQUIRE(match->next_round().ok());
        int step = 0;
        while (match->phase() == Phase::Play) {
          if (step++ % (big ? 20 : 4) == 0) {
            check_worlds(m, 5, rng);
            ++checked;
          }
          const auto legal = match->legal_moves();
          testing::play(*match, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
        }
      }
    }
  }
  CHECK(checked > 500);
}

namespace {

// A Block endgame for the chi-square test: every deal of the hidden tiles to the two
// other seats (the rest asleep) that fits what the seat to move knows, counted by hand:
// a seat that passed holds neither end it passed on. The seat to move is not the opener,
// so who opened tells it nothing it can use (docs/rules.md: the opener may open with any tile).
struct Endgame {
  std::unique_ptr<Match> match;
  std::vector<std::pair<unsigned, unsigned>> deals;  // (seat a's tiles, seat b's tiles) as masks over `pool`
  std::vector<Tile> pool;
  int a = 0, b = 0;
};

std::vector<std::pair<unsigned, unsigned>> enumerate(const LineMatch& m, const std::vector<Tile>& pool, int a, int b) {
  const auto v = m.line_view(-1);
  std::vector<unsigned> lack(3, 0);
  for (const auto& e : v->log)
    if (e.move == "pass") lack[static_cast<std::size_t>(e.seat)] |= (1u << e.left) | (1u << e.right);
  const auto fits = [&](int seat, unsigned mask) {
    for (std::size_t i = 0; i < pool.size(); ++i)
      if (((mask >> i) & 1u) && (lack[static_cast<std::size_t>(seat)] & ((1u << pool[i].hi) | (1u << pool[i].lo))))
        return false;
    return true;
  };
  const auto na = static_cast<int>(m.hands()[static_cast<std::size_t>(a)].size());
  const auto nb = static_cast<int>(m.hands()[static_cast<std::size_t>(b)].size());
  std::vector<std::pair<unsigned, unsigned>> out;
  const unsigned all = (1u << pool.size()) - 1;
  for (unsigned x = 0; x <= all; ++x) {
    if (std::popcount(x) != na || !fits(a, x)) continue;
    for (unsigned y = 0; y <= all; ++y)
      if (!(x & y) && std::popcount(y) == nb && fits(b, y)) out.emplace_back(x, y);
  }
  return out;
}

double chi_square(const std::map<std::pair<unsigned, unsigned>, int>& observed, std::size_t cells, int samples) {
  const double expected = static_cast<double>(samples) / static_cast<double>(cells);
  double chi = 0;
  for (const auto& [cell, n] : observed) chi += (n - expected) * (n - expected) / expected;
  return chi + expected * static_cast<double>(cells - observed.size());  // cells never seen
}

}  // namespace

TEST_CASE("line determinization: uniform over the deals that fit (chi-square against enumeration)") {
  // Find a late position of 3-player Block (8 tiles each, 4 asleep) where both other seats
  // have passed and the deals that fit are a few hundred.
  Endgame g;
  for (std::uint64_t seed = 1; seed <= 400 && g.deals.empty(); ++seed) {
    auto match = testing::make("block", {{"players", "3"}, {"hand_size", "8"}}, seed);
    const auto& m = dynamic_cast<const LineMatch&>(*match);
    Rng rng(seed);
    while (match->phase() == Phase::Play) {
      const int me = match->to_move(), a = (me + 1) % 3, b = (me + 2) % 3;
      const auto v = m.line_view(me);
      bool passed_a = false, passed_b = false;
      for (const auto& e : v->log) {
        passed_a = passed_a || (e.seat == a && e.move == "pass");
        passed_b = passed_b || (e.seat == b && e.move == "pass");
      }
      const int hidden = 28 - static_cast<int>(v->line.tiles().size()) - static_cast<int>(v->hand.size());
      if (me != v->opener && passed_a && passed_b && hidden <= 12) {
        const LineDeterminizer d(*v);
        std::vector<Tile> pool;
        for (int t : d.items()) pool.push_back(tile_of_index(t));
        auto deals = enumerate(m, pool, a, b);
        if (deals.size() >= 40 && deals.size() <= 400) {
          g = {std::move(match), std::move(deals), std::move(pool), a, b};
          break;
        }
      }
      const auto legal = match->legal_moves();
      testing::play(*match, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
    }
  }
  REQUIRE_FALSE(g.deals.empty());
  const auto& m = dynamic_cast<const LineMatch&>(*g.match);
  const auto view = m.line_view(m.to_move());
  const LineDeterminizer d(*view);
  CHECK(d.exact());
  const auto mask_of = [&](const LineSearchState& w, int seat) {
    unsigned mask = 0;
    for (std::size_t i = 0; i < g.pool.size(); ++i)
      if (w.copies(seat, g.pool[i].index()) > 0) mask |= 1u << i;
    return mask;
  };
  const std::set<std::pair<unsigned, unsigned>> cells(g.deals.begin(), g.deals.end());
  const int samples = 150 * static_cast<int>(cells.size());
  std::map<std::pair<unsigned, unsigned>, int> seen;
  Rng rng(2024);
  for (int k = 0; k < samples; ++k) {
    const LineSearchState w = d.sample(rng);
    const auto cell = std::make_pair(mask_of(w, g.a), mask_of(w, g.b));
    REQUIRE(cells.count(cell));
    ++seen[cell];
  }
  const double df = static_cast<double>(cells.size() - 1);
  const double threshold = df + 5 * std::sqrt(2 * df);  // about p = 1e-5
  const double chi = chi_square(seen, cells.size(), samples);
  INFO(cells.size() << " deals fit; chi-square " << chi << " (threshold " << threshold << ")");
  CHECK(chi < threshold);

  // A plausible biased sampler fails the same threshold: seat a's tiles uniformly among
  // the hands it may hold, then seat b's uniformly among what is left.
  std::map<unsigned, std::vector<unsigned>> b_given_a;
  for (const auto& [x, y] : g.deals) b_given_a[x].push_back(y);
  std::vector<unsigned> a_hands;
  for (const auto& [x, ys] : b_given_a) a_hands.push_back(x);
  std::map<std::pair<unsigned, unsigned>, int> naive;
  for (int k = 0; k < samples; ++k) {
    const unsigned x = a_hands[static_cast<std::size_t>(rng.below(static_cast<int>(a_hands.size())))];
    const auto& ys = b_given_a[x];
    ++naive[{x, ys[static_cast<std::size_t>(rng.below(static_cast<int>(ys.size())))]}];
  }
  const double biased = chi_square(naive, cells.size(), samples);
  INFO("the biased sampler: chi-square " << biased);
  CHECK(biased > threshold);
}

namespace {

// The odds the play model gives the real deal, counted from the match itself: at every play
// of another seat since its last draw, the chosen tile's appeal over the appeal of every move
// the match allowed it then (a tile fitting both ends counts twice, as it is two moves).
double real_likelihood(const std::vector<std::pair<int, std::vector<std::string>>>& choices, const LinePlayModel& model) {
  double p = 1;
  for (const auto& [seat, legal] : choices) {
    double total = 0;
    for (const auto& mv : legal) {
      const Tile t = *parse_tile(mv.substr(0, mv.find(':')));
      total += std::exp(model.beta * (t.pips() + (t.is_double() ? model.double_bonus : 0)));
    }
    p /= total;
  }
  return p;
}

}  // namespace

TEST_CASE("line determinization: the play model weighs the real deal by the others' real choices") {
  const LinePlayModel model{0.2, 2, 8};
  int checked = 0;
  for (const auto& c : kConfigs) {
    if (c.options.front().second != "2" && c.options.front().second != "3") continue;
    INFO(label(c));
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      auto match = testing::make(c.game, c.options, seed);
      const auto& m = dynamic_cast<const LineMatch&>(*match);
      Rng rng(seed * 7 + 3);
      // Per seat, its plays since its last draw, with the moves it had then.
      std::vector<std::vector<std::pair<int, std::vector<std::string>>>> plays(static_cast<std::size_t>(m.players()));
      while (match->phase() == Phase::Play) {
        const int me = match->to_move();
        const auto view = m.line_view(me);
        const LineDeterminizer d(*view, LineInference::Full, model);
        std::vector<std::pair<int, std::vector<std::string>>> others;
        for (int s = 0; s < m.players(); ++s)
          if (s != me) others.insert(others.end(), plays[static_cast<std::size_t>(s)].begin(), plays[static_cast<std::size_t>(s)].end());
        const auto real = LineSearchState::make(m.rules(), view->line, m.hands(), {}, me, view->drew_this_turn,
                                                view->line.empty() ? view->required_opening : std::nullopt);
        const double expected = real_likelihood(others, model), got = d.likelihood(real);
        REQUIRE(got == Approx(expected).epsilon(1e-9));
        ++checked;

        const auto legal = match->legal_moves();
        const std::string move = legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
        auto& mine = plays[static_cast<std::size_t>(me)];
        if (move == "draw") {
          mine.clear();  // what it drew is unknown: its earlier plays say nothing of its hand now
        } else if (move != "pass" && !(view->line.empty() && m.rules().opener_plays_deciding_tile)) {
          std::vector<std::string> tiles;
          for (const auto& l : legal)
            if (l != "draw" && l != "pass") tiles.push_back(l);
          mine.emplace_back(me, tiles);
        }
        testing::play(*match, move);
      }
    }
  }
  CHECK(checked > 100);
}

TEST_CASE("line determinization: the play model draws the worlds the others' plays make likely") {
  // Over late positions of 2-player Block, worlds drawn with the model are likelier, on
  // average, than uniform ones, and still fit everything the seat knows.
  const LinePlayModel model{0.2, 2, 8};
  double uniform = 0, weighed = 0;
  int positions = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    auto match = testing::make("block", {{"players", "2"}}, seed);
    const auto& m = dynamic_cast<const LineMatch&>(*match);
    Rng rng(seed);
    while (match->phase() == Phase::Play) {
      const auto view = m.line_view(match->to_move());
      if (view->line.tiles().size() >= 4) {
        const LineDeterminizer plain(*view), model_worlds(*view, LineInference::Full, model);
        double u = 0, w = 0;
        for (int k = 0; k < 200; ++k) {
          u += model_worlds.likelihood(plain.sample(rng));
          const LineSearchState world = model_worlds.sample(rng);
          REQUIRE(texts(world) == view->legal_moves());
          w += model_worlds.likelihood(world);
        }
        if (u > 0) {
          uniform += std::log(u);
          weighed += std::log(w);
          ++positions;
        }
      }
      const auto legal = match->legal_moves();
      testing::play(*match, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
    }
  }
  INFO(positions << " positions; mean log-likelihood " << uniform / positions << " uniform, " << weighed / positions << " weighed");
  CHECK(positions > 50);
  CHECK(weighed > uniform + 0.05 * positions);
}
