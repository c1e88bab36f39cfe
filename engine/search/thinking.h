// A search as a computer player's decision in slices (core/match.h BotThinking): it owns the
// game's worlds (its determinization, built once from the seat's view) and an ISMCTS over
// them, and turns the chosen search move into the protocol's text.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/match.h"
#include "core/sort.h"
#include "search/ismcts.h"

namespace boneyard::search {

// Worlds: `S sample(Rng&) const`, not movable once built (held here by pointer).
template <State S, class Worlds>
class SearchThinking final : public BotThinking {
 public:
  SearchThinking(std::unique_ptr<Worlds> worlds, int iterations, std::uint64_t seed,
                 std::function<std::string(const Worlds&, Move)> text, double exploration = kExploration)
      : worlds_(std::move(worlds)),
        search_(Sampler{worlds_.get()}, iterations, seed, exploration),
        text_(std::move(text)) {}

  bool think(int iterations) override {
    search_.step(iterations);
    return search_.done();
  }
  bool done() const override { return search_.done(); }
  std::string move() const override { return text_(*worlds_, search_.best()); }
  // Every root move the search tried, most visited first (so best() first; ties: the lower
  // move, as best()), with its average score and visits.
  std::optional<Analysis> analysis() const override {
    if (!done() || !Scored<S>) return std::nullopt;
    auto stats = search_.stats();
    sort_by(stats, [](const MoveStats& a, const MoveStats& b) {
      return a.visits != b.visits ? a.visits > b.visits : a.move < b.move;
    });
    Analysis out;
    out.penalty = search_.penalty();
    out.deals = search_.iterations_done();
    for (const auto& m : stats) {
      out.moves.push_back({text_(*worlds_, m.move), m.score, m.visits, m.won});
      out.match = out.match || m.ended > 0;
    }
    return out;
  }

 private:
  struct Sampler {
    const Worlds* worlds;
    S operator()(Rng& rng) const { return worlds->sample(rng); }
  };
  std::unique_ptr<Worlds> worlds_;
  Search<S, Sampler> search_;
  std::function<std::string(const Worlds&, Move)> text_;
};

// A decision the search state does not model (passing the lead, a bid, trumps): each choice
// leads to a position, searched from the deciding seat's view with an equal share of the
// budget; the choice whose position is worth most to the seat (Search::mean_reward) is made
// (ties: the first listed).
template <State S, class Worlds>
class CompareThinking final : public BotThinking {
 public:
  struct Choice {
    std::string move;
    std::unique_ptr<Worlds> worlds;
  };
  CompareThinking(int seat, std::vector<Choice> choices, int iterations, std::uint64_t seed) {
    const int share = std::max(1, iterations / static_cast<int>(choices.size()));
    for (auto& c : choices) {
      moves_.push_back(std::move(c.move));
      worlds_.push_back(std::move(c.worlds));
      searches_.emplace_back(Sampler{worlds_.back().get()}, share, seed);
      searches_.back().watch(seat);
    }
  }

  bool think(int iterations) override {  // the choices in turn, each to its share
    for (auto& s : searches_) {
      if (iterations <= 0) break;
      const int before = s.iterations_done();
      s.step(iterations);
      iterations -= s.iterations_done() - before;
    }
    return done();
  }
  bool done() const override { return searches_.empty() || searches_.back().done(); }
  std::string move() const override { return moves_[ranked().front()]; }
  double value(std::size_t choice) const { return searches_[choice].mean_reward(); }
  // The choices best first (as move() ranks them), each with its position's average score.
  std::optional<Analysis> analysis() const override {
    if (!done() || !Scored<S>) return std::nullopt;
    Analysis out;
    for (std::size_t i : ranked()) {
      const auto& s = searches_[i];
      out.moves.push_back({moves_[i], s.mean_score(), s.iterations_done(), s.won_share()});
      out.deals += s.iterations_done();
      out.penalty = s.penalty();
      out.match = out.match || s.ended_share() > 0;
    }
    return out;
  }

 private:
  struct Sampler {
    const Worlds* worlds;
    S operator()(Rng& rng) const { return worlds->sample(rng); }
  };
  // The choices' indices, the position worth most to the seat first (ties: the first listed).
  std::vector<std::size_t> ranked() const {
    std::vector<std::size_t> order(searches_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    stable_sort_by(order, [this](std::size_t a, std::size_t b) {
      return searches_[a].mean_reward() > searches_[b].mean_reward();
    });
    return order;
  }

  std::vector<std::string> moves_;
  std::vector<std::unique_ptr<Worlds>> worlds_;
  std::vector<Search<S, Sampler>> searches_;
};

// A decision by flat Monte Carlo, for choices too many to search one by one (a bid for every
// trick count, an exchange for every tile): each position is played out `deals` times from
// fresh worlds by the state's rollout policy, the positions in turn; `tally` reads each
// finished playout and `decide` ranks the choices from the tallies once all are played (best
// first: the first is the decision; its values are the analysis).
template <State S, class Worlds>
class PlayoutThinking final : public BotThinking {
 public:
  using Tally = std::function<void(std::size_t position, const S& end)>;
  using Decide = std::function<Analysis()>;
  PlayoutThinking(std::vector<std::unique_ptr<Worlds>> positions, int deals, std::uint64_t seed, Tally tally,
                  Decide decide)
      : positions_(std::move(positions)),
        total_(deals * static_cast<long>(positions_.size())),
        rng_(seed),
        tally_(std::move(tally)),
        decide_(std::move(decide)) {
    if (total_ == 0) ranked_ = decide_();
  }

  bool think(int iterations) override {
    for (; iterations > 0 && played_ < total_; --iterations, ++played_) {
      const std::size_t p = static_cast<std::size_t>(played_ % static_cast<long>(positions_.size()));
      S state = positions_[p]->sample(rng_);
      while (state.to_move() >= 0) state.apply(state.rollout_move(rng_));
      tally_(p, state);
    }
    if (done() && !ranked_) ranked_ = decide_();
    return done();
  }
  bool done() const override { return played_ >= total_; }
  std::string move() const override {
    return ranked_ && !ranked_->moves.empty() ? ranked_->moves.front().move : std::string();
  }
  std::optional<Analysis> analysis() const override { return ranked_; }

 private:
  std::vector<std::unique_ptr<Worlds>> positions_;
  long total_ = 0, played_ = 0;
  Rng rng_;
  Tally tally_;
  Decide decide_;
  std::optional<Analysis> ranked_;
};

}  // namespace boneyard::search
