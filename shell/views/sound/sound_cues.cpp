// The table's cues from the session's changes (see sound_cues.h).
#include "sound/sound_cues.h"

#include <algorithm>

#include "line/line_match.h"
#include "layout/motion.h"
#include "trick/trick_view.h"

namespace boneyard {

namespace {

// A trick game's view (dominoes or cards): the round's plays and its completed tricks.
template <class Item>
bool read_tricks(const SeatView& view, int& laid, int& tricks) {
  const auto* t = dynamic_cast<const TrickView<Item>*>(&view);
  if (!t) return false;
  laid = static_cast<int>(t->trick.size());
  for (const auto& done : t->tricks) laid += static_cast<int>(done.plays.size());
  tricks = static_cast<int>(t->tricks.size());
  return true;
}

}  // namespace

SoundCues::Look SoundCues::look_at(const Session& session) {
  Look look;
  look.game = std::string(session.game().id());
  look.seed = session.table_key();
  look.revision = session.revision();
  look.steps = session.steps();
  if (look.steps > 0) look.last = session.step_mark(look.steps);
  look.round = session.round();
  look.to_move = session.view().to_move();  // the table's turned view: 0 is the one at the screen
  look.finished = session.round_finished();
  if (const auto* line = session.view_as<LineView>()) {
    look.laid = static_cast<int>(line->line.tiles().size());
    look.boneyard = line->boneyard;
  } else if (!read_tricks<Tile>(session.view(), look.laid, look.tricks)) {
    read_tricks<Card>(session.view(), look.laid, look.tricks);
  }
  return look;
}

bool SoundCues::same_match(const Look& now, const Session& session) const {
  if (!last_ || last_->game != now.game || last_->seed != now.seed || now.steps < last_->steps) return false;
  // The step last seen is still where it was (undo and a replay of other moves change it).
  return last_->steps == 0 || session.step_mark(last_->steps) == last_->last;
}

void SoundCues::schedule(double at, Cue cue) {
  const auto pos = std::upper_bound(waiting_.begin(), waiting_.end(), at,
                                    [](double t, const std::pair<double, Cue>& w) { return t < w.first; });
  waiting_.insert(pos, {at, cue});
}

void SoundCues::observe(const Session& session, double now) {
  if (!session.active()) {
    last_.reset();
    waiting_.clear();
    round_end_armed_ = false;
    return;
  }
  if (!last_ || last_->revision != session.revision()) {
    const Look look = look_at(session);
    if (!same_match(look, session)) {  // first look, new match, undo: nothing was seen happening
      waiting_.clear();
      round_end_armed_ = false;
    } else if (look.steps > last_->steps) {
      const Look& was = *last_;
      if (look.round == was.round) {
        if (look.laid > was.laid) schedule(now + kLandMs, Cue::TileLaid);
        if (look.boneyard < was.boneyard) schedule(now + kLandMs, Cue::TileDrawn);
        if (look.tricks > was.tricks) schedule(now + kTrickShowMs, Cue::TrickTaken);
        if (look.finished && !was.finished) round_end_armed_ = true;
        if (look.to_move == Session::kHuman && was.to_move != Session::kHuman && was.to_move >= 0)
          schedule(now + kTurnMs, Cue::YourTurn);
      }
    }
    last_ = look;
  }
  if (round_end_armed_ && session.summary_due(now)) {
    round_end_armed_ = false;
    schedule(now, Cue::RoundEnd);
  }
}

std::vector<Cue> SoundCues::take_due(double now) {
  std::vector<Cue> due;
  auto it = waiting_.begin();
  for (; it != waiting_.end() && it->first <= now; ++it) due.push_back(it->second);
  waiting_.erase(waiting_.begin(), it);
  return due;
}

std::optional<double> SoundCues::next_due() const {
  if (waiting_.empty()) return std::nullopt;
  return waiting_.front().first;
}

}  // namespace boneyard
