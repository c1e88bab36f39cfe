// Information-Set Monte Carlo Tree Search (single observer: Cowling, Powley & Whitehouse,
// "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), over any search state.
//
// Why ISMCTS and not Perfect-Information Monte Carlo: PIMC searches each sampled deal as if
// every hand were open and averages the verdicts, so it plays as if it will learn the hidden
// tiles before its next decision (strategy fusion) and never values keeping information from
// the others. ISMCTS grows one tree over the searcher's information set: every iteration
// samples a deal consistent with the seat's view (the game's determinization), walks down
// the tree through the moves that deal makes legal, and backs the playout's outcome up the
// same nodes for every deal. Opponents' nodes choose by their own rewards, so a moon or a
// domino that is coming is seen and answered. One code path serves every decision a game's
// search state models; budgets are iterations, never time, so a move is a pure function of
// the view, the budget and the seed. The search can also run in slices (Search::step()) so
// the page can draw frames between them.
//
// A search state S (see `State` below) is small, copied by value, and knows nothing of the
// Match: moves are small integers, hands bit sets. Each game supplies its state and its
// determinization (a callable returning an S consistent with what the seat may see).
#pragma once

#include <cmath>
#include <concepts>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "core/rng.h"

namespace boneyard::search {

using Move = std::uint16_t;

// The search-state API. `to_move()` is -1 once the state is final; `moves(out)` writes the
// legal moves (at most S::kMaxMoves, in a fixed order) and returns how many; `apply(m)` makes
// a legal move; `reward(seat)` is the seat's outcome in [0, 1] at the end (higher is better).
// `rollout_move(rng)` picks a move for the playout policy (uniformly random, or a cheap rule).
template <class S>
concept State = std::copyable<S> && requires(const S& cs, S& s, Move m, Move* out, int seat, Rng& rng) {
  { S::kMaxMoves } -> std::convertible_to<int>;
  { cs.to_move() } -> std::same_as<int>;
  { cs.moves(out) } -> std::same_as<int>;
  { s.apply(m) };
  { cs.reward(seat) } -> std::same_as<double>;
  { cs.rollout_move(rng) } -> std::same_as<Move>;
};

// A state that can also tell a finished round's outcome in the game's own points (for the
// coach's analysis: Analysis in core/match.h): `score(seat)` is what the seat's side takes in a
// penalty game (`penalty()`), else its side's points minus the other sides' average.
template <class S>
concept Scored = requires(const S& cs, int seat) {
  { cs.score(seat) } -> std::convertible_to<double>;
  { cs.penalty() } -> std::same_as<bool>;
};

// A state that can also tell what a finished round does to the match around it (search/
// stakes.h): `match_result(seat)` is 1 when the seat's side wins the match, 0 when another
// does, -1 when the match goes on.
template <class S>
concept Staked = requires(const S& cs, int seat) {
  { cs.match_result(seat) } -> std::same_as<int>;
};

// Plays `s` to its end with its rollout policy; returns how many moves that took.
template <State S>
int play_out(S& s, Rng& rng) {
  int n = 0;
  while (s.to_move() >= 0) {
    s.apply(s.rollout_move(rng));
    ++n;
  }
  return n;
}

// ln(x) for x >= 1 from + - * / only, so a search is bit-for-bit the same natively and in
// WebAssembly (the C library's log may differ in the last place between the two, and a
// flipped comparison would change a move and the bench signature).
inline double portable_log(double x) {
  int e = 0;
  while (x >= 2.0) {
    x *= 0.5;
    ++e;
  }
  const double z = (x - 1.0) / (x + 1.0), z2 = z * z;  // x in [1, 2): z in [0, 1/3)
  double term = z, sum = 0;
  for (int k = 1; k <= 29; k += 2) {
    sum += term / k;
    term *= z2;
  }
  return 2.0 * sum + e * 0.69314718055994530942;
}

// e^x for x >= 0 from + - * / only, for the same reason: halve x below 1/2, sum the series,
// square back.
inline double portable_exp(double x) {
  int halvings = 0;
  while (x > 0.5) {
    x *= 0.5;
    ++halvings;
  }
  double term = 1, sum = 1;
  for (int k = 1; k <= 20; ++k) {
    term *= x / k;
    sum += term;
  }
  while (halvings-- > 0) sum *= sum;
  return sum;
}

struct MoveStats {
  Move move = 0;
  int visits = 0;
  double mean = 0;  // the searcher's average reward after this move
  double score = 0;  // its average score (Scored states; else 0)
  double won = 0;    // the share of its playouts that won the match (Staked states)
  double ended = 0;  // the share that ended the match
};

// The exploration constant: rewards are a round's margin mapped into [0, 1], where moves
// differ by a few hundredths, so it is well below the textbook 0.7. Over the same 100
// duplicate Hearts deals (expert among three normal players) 0.15, 0.3 and 0.7 took 4.73,
// 4.44 and 4.82 points per hand.
constexpr double kExploration = 0.3;

// One search, from the information set of the seat `sample` deals for. `sample(rng)` returns
// a state with that seat to move, consistent with its view. Run step() until done(), then
// best(); or run() for all of it at once.
template <State S, class Sampler>
class Search {
 public:
  Search(Sampler sample, int iterations, std::uint64_t seed, double exploration = kExploration)
      : sample_(std::move(sample)), iterations_(iterations), rng_(seed), c_(exploration) {
    nodes_.reserve(static_cast<std::size_t>(iterations) + 1);
    nodes_.push_back(Node{});
  }

  bool done() const { return done_ >= iterations_; }
  // Keeps the outcome for `seat` of every iteration from now on; mean_reward() is then what
  // the position is worth to it under the search's own play (to compare the positions a
  // decision outside the search state leads to, such as passing the lead).
  void watch(int seat) { watched_ = seat; }
  double mean_reward() const { return done_ ? watched_reward_ / done_ : 0.0; }
  double mean_score() const { return done_ ? watched_score_ / done_ : 0.0; }  // likewise (Scored)
  double won_share() const { return done_ ? watched_won_ / done_ : 0.0; }      // likewise (Staked)
  double ended_share() const { return done_ ? watched_ended_ / done_ : 0.0; }
  bool penalty() const { return penalty_; }  // the scores are penalty points (Scored, once run)
  int iterations_done() const { return done_; }
  std::uint64_t playout_moves() const { return playout_moves_; }

  // Runs up to `n` more iterations.
  void step(int n) {
    for (int i = 0; i < n && !done(); ++i) iterate();
  }
  Move run() {
    step(iterations_);
    return best();
  }

  // The most visited move at the root (ties: the lowest move).
  Move best() const {
    const auto s = stats();
    const MoveStats* top = nullptr;
    for (const auto& m : s)
      if (!top || m.visits > top->visits || (m.visits == top->visits && m.move < top->move)) top = &m;
    return top ? top->move : Move{0};
  }

  // Every root move tried, in the order first tried.
  std::vector<MoveStats> stats() const {
    std::vector<MoveStats> out;
    for (int c = nodes_[0].first_child; c >= 0; c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      const Node& n = nodes_[static_cast<std::size_t>(c)];
      const double v = n.visits ? n.visits : 1.0;
      out.push_back({n.move, static_cast<int>(n.visits), n.reward / v, n.score / v, n.won / v, n.ended / v});
    }
    return out;
  }

 private:
  struct Node {
    Move move = 0;
    std::int8_t mover = -1;  // the seat that made `move` (its rewards are kept here)
    int parent = -1, first_child = -1, next_sibling = -1;
    std::uint32_t visits = 0, avail = 0;
    double reward = 0;
    double score = 0;  // root moves only: the root mover's score (Scored)
    float won = 0, ended = 0;  // root moves only: playouts that won / ended the match (Staked)
  };

  void iterate() {
    ++done_;
    S s = sample_(rng_);
    int node = 0;
    path_.clear();
    path_.push_back(0);
    Move legal[S::kMaxMoves];
    int child_of[S::kMaxMoves];
    while (s.to_move() >= 0) {
      const int mover = s.to_move();
      const int n = s.moves(legal);
      // Children for the moves this deal allows; count their availability.
      int untried = 0;
      for (int i = 0; i < n; ++i) child_of[i] = -1;
      for (int c = nodes_[static_cast<std::size_t>(node)].first_child; c >= 0;
           c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
        const Move m = nodes_[static_cast<std::size_t>(c)].move;
        for (int i = 0; i < n; ++i)
          if (legal[i] == m) {
            child_of[i] = c;
            break;
          }
      }
      for (int i = 0; i < n; ++i) untried += child_of[i] < 0;
      if (untried > 0) {  // expand one untried move, then play out
        int pick = rng_.below(untried);
        int i = 0;
        for (;; ++i)
          if (child_of[i] < 0 && pick-- == 0) break;
        for (int j = 0; j < n; ++j)
          if (child_of[j] >= 0) ++nodes_[static_cast<std::size_t>(child_of[j])].avail;
        const int created = add_child(node, legal[i], mover);
        s.apply(legal[i]);
        path_.push_back(created);
        break;
      }
      // Every move tried: UCB over the available children, from the mover's side.
      int chosen = -1;
      double best = -std::numeric_limits<double>::infinity();
      for (int i = 0; i < n; ++i) {
        Node& ch = nodes_[static_cast<std::size_t>(child_of[i])];
        ++ch.avail;
        const double score = ch.reward / ch.visits + c_ * std::sqrt(portable_log(static_cast<double>(ch.avail)) / ch.visits);
        if (score > best) {
          best = score;
          chosen = child_of[i];
        }
      }
      node = chosen;
      s.apply(nodes_[static_cast<std::size_t>(node)].move);
      path_.push_back(node);
    }
    playout_moves_ += static_cast<std::uint64_t>(play_out(s, rng_));
    if (watched_ >= 0) watched_reward_ += s.reward(watched_);
    if constexpr (Scored<S>) {
      penalty_ = s.penalty();
      if (watched_ >= 0) watched_score_ += s.score(watched_);
      if (path_.size() > 1) {
        Node& root_move = nodes_[static_cast<std::size_t>(path_[1])];
        root_move.score += s.score(root_move.mover);
      }
    }
    if constexpr (Staked<S>) {
      if (path_.size() > 1) {
        Node& root_move = nodes_[static_cast<std::size_t>(path_[1])];
        const int result = s.match_result(root_move.mover);
        root_move.won += result == 1;
        root_move.ended += result >= 0;
      }
      if (watched_ >= 0) {
        const int result = s.match_result(watched_);
        watched_won_ += result == 1;
        watched_ended_ += result >= 0;
      }
    }
    // Each seat's reward once per playout (it may weigh the match: MatchStakes), not per node.
    double reward_of[kMaxRewardSeats];
    std::uint32_t known = 0;
    for (int p : path_) {
      Node& nd = nodes_[static_cast<std::size_t>(p)];
      ++nd.visits;
      if (nd.mover < 0) continue;
      if (nd.mover >= kMaxRewardSeats) {
        nd.reward += s.reward(nd.mover);
        continue;
      }
      if (!(known >> nd.mover & 1u)) {
        reward_of[nd.mover] = s.reward(nd.mover);
        known |= 1u << nd.mover;
      }
      nd.reward += reward_of[nd.mover];
    }
  }
  static constexpr int kMaxRewardSeats = 16;

  int add_child(int parent, Move m, int mover) {
    Node n;
    n.move = m;
    n.mover = static_cast<std::int8_t>(mover);
    n.parent = parent;
    n.avail = 1;
    n.next_sibling = nodes_[static_cast<std::size_t>(parent)].first_child;
    nodes_.push_back(n);
    const int id = static_cast<int>(nodes_.size()) - 1;
    nodes_[static_cast<std::size_t>(parent)].first_child = id;
    return id;
  }

  Sampler sample_;
  int iterations_;
  Rng rng_;
  double c_;
  int done_ = 0;
  std::uint64_t playout_moves_ = 0;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  int watched_ = -1;
  double watched_reward_ = 0, watched_score_ = 0, watched_won_ = 0, watched_ended_ = 0;
  bool penalty_ = false;
};

template <State S, class Sampler>
Search<S, Sampler> make_search(Sampler sample, int iterations, std::uint64_t seed, double exploration = kExploration) {
  return Search<S, Sampler>(std::move(sample), iterations, seed, exploration);
}

}  // namespace boneyard::search
