// The wire form of a seat view (issue 28, online play): how a host page that holds the Match
// sends each friend's page what its seat may see, and how that page rebuilds the view its
// table draws and its coach's bots read.
//
// One JSON object per view, version 1:
//
//   {"v":1, "game":"hearts", "seat":2, "options":{"players":"4", ...},
//    "phase":"play", "to_move":2, "round":1, ...the game's fields...}
//
// The fields are the view's own, named as in its class; a hand is sent once, in `hands`
// (null where the seat cannot see it). What follows from other fields is not sent but
// rebuilt, so it cannot disagree: the rules (from the options, through the game's own option
// checks, exactly as a match of those options has them), the line and every log entry's ends
// (by playing the log's moves), `hand`, `tricks_won` and the pass direction. The encoder
// writes only what the view holds; a view holds no other seat's hidden tiles (core/match.h).
//
// The decoder reads bytes a stranger may have written, so it trusts nothing: every field's
// type and range, every tile or card against the game's set or deck, every list against the
// seats it is kept for, the log against the line, and where the items of the round lie
// (none twice, as many in all as the set holds) are checked, and anything else is refused
// with a message naming the field. A refused view is never half-built.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>

#include "core/json.h"
#include "core/match.h"
#include "core/result.h"

namespace boneyard {

inline constexpr int kViewWireVersion = 1;
inline constexpr std::size_t kMaxViewBytes = 64 * 1024;  // a 5-player Hearts round's end is under 4 KiB

// The view as wire JSON. Precondition: a seat's view (seat() >= 0) of an available game.
Json encode_view(const SeatView& view);
// The view the JSON describes, or why it cannot be one.
Result<std::unique_ptr<SeatView>> decode_view(const Json& wire);
// The same from the text of the JSON; text over kMaxViewBytes is refused unread.
Result<std::unique_ptr<SeatView>> decode_view_text(std::string_view text);

}  // namespace boneyard
