// Which of the table's sounds are due (sound.h), from the session as it changes between
// frames. A pure watcher: it only reads the session (what seat 0 may see) and takes the time
// from the caller, so it is tested with real matches and no clock.
//
// Each look is compared with the last one of the same match:
//   - a tile laid on the line or on the trick (by anyone): TileLaid, as the tile lands
//     (kLandMs after the look that saw it: the tile glides there over MotionTracker::kMoveMs);
//   - a tile drawn from the boneyard (Draw): TileDrawn, likewise;
//   - a trick completed: TrickTaken, as it starts sliding to its winner (kTrickShowMs later);
//   - the player's turn arriving after a computer player's move: YourTurn, once that move has
//     landed (kTurnMs). Not while the turn waits, not after the player's own move (a Draw
//     player drawing again), not at a round the player dealt with Next round;
//   - the round's summary coming up after a round seen being played: RoundEnd, at once.
// A pass, a bid, the exchange of tiles make no sound. Several changes between two looks give
// each cue once (a claim's tricks, played out at once: one swoosh).
//
// Nothing is due for what was not seen happening: the first look (a match restored at
// start-up, where even a finished round's summary stays silent), a new match, or a history
// that got shorter or changed (undo: the moves taken back and those replayed). Cues still
// waiting for their time are dropped then too (a tile taken back does not land).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/match.h"
#include "session/session.h"
#include "sound/sound.h"

namespace boneyard {

class SoundCues {
 public:
  static constexpr double kLandMs = 150;  // the ease-out has covered 94% of a tile's way by then
  static constexpr double kTurnMs = 300;  // the chime: once the move that gave the turn has landed

  // Looks at the session as it is after this frame's changes (inactive: forgets everything).
  void observe(const Session& session, double now);
  std::vector<Cue> take_due(double now);     // the cues whose time has come, in time order
  std::optional<double> next_due() const;    // when the next cue waiting is due
  void drop_waiting() { waiting_.clear(); }  // the table is left: nothing more to hear from it

 private:
  // What the watcher remembers of a look: enough to tell what changed since.
  struct Look {
    std::string game;
    std::uint64_t seed = 0;
    std::uint64_t revision = 0;
    std::size_t steps = 0;  // Session::steps()
    std::string last;       // the latest step's mark
    int round = 0;
    int laid = 0;      // tiles on the line; the round's plays in a trick game
    int boneyard = 0;  // tiles left to draw
    int tricks = 0;    // completed tricks this round
    int to_move = -1;
    bool finished = false;  // round (or match) over
  };
  static Look look_at(const Session& session);
  bool same_match(const Look& now, const Session& session) const;  // the last look's, moved on or not
  void schedule(double at, Cue cue);

  std::optional<Look> last_;
  bool round_end_armed_ = false;                 // a round seen ending: RoundEnd once its summary comes up
  std::vector<std::pair<double, Cue>> waiting_;  // in time order
};

}  // namespace boneyard
