// The table's pace: how long a played tile glides to its place and how long a completed trick
// shows before it slides to its winner. The session paces the computer players by them (a bot
// moves once the move before has landed, Session::bot_wait); the views animate to them
// (views/layout/motion.h) and the sounds fall on them (views/sound/sound_cues.h).
#pragma once

namespace boneyard {

constexpr double kTileMoveMs = 250;  // a tile's glide to a new place
// A trick just completed stays in the middle, then slides to its winner (the trick table).
constexpr double kTrickShowMs = 450;
constexpr double kTrickSlideMs = 320;
constexpr double kTrickTakenMs = kTrickShowMs + kTrickSlideMs;

}  // namespace boneyard
