// A search as a computer player's decision in slices (core/match.h BotThinking): it owns the
// game's worlds (its determinization, built once from the seat's view) and an ISMCTS over
// them, and turns the chosen search move into the protocol's text.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <utility>

#include "core/match.h"
#include "search/ismcts.h"

namespace boneyard::search {

// Worlds: `S sample(Rng&) const`, not movable once built (held here by pointer).
template <State S, class Worlds>
class SearchThinking final : public BotThinking {
 public:
  SearchThinking(std::unique_ptr<Worlds> worlds, int iterations, std::uint64_t seed,
                 std::function<std::string(const Worlds&, Move)> text)
      : worlds_(std::move(worlds)), search_(Sampler{worlds_.get()}, iterations, seed), text_(std::move(text)) {}

  bool think(int iterations) override {
    search_.step(iterations);
    return search_.done();
  }
  bool done() const override { return search_.done(); }
  std::string move() const override { return text_(*worlds_, search_.best()); }

 private:
  struct Sampler {
    const Worlds* worlds;
    S operator()(Rng& rng) const { return worlds->sample(rng); }
  };
  std::unique_ptr<Worlds> worlds_;
  Search<S, Sampler> search_;
  std::function<std::string(const Worlds&, Move)> text_;
};

}  // namespace boneyard::search
