// Today's deal: one round of a game that everyone who plays it on the same day (UTC) gets
// alike: the same deal from a seed made of the game and the date, the game's usual rules,
// expert computer players (seeded by move number as always, so they answer the same moves
// the same way). At its end the player's points are set beside what the expert scores in
// the player's seat on the same deal, and a line to share says so with the day's link.
// Pure: dates and seeds are computed here, the clock is the caller's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "session/session.h"

namespace boneyard {

inline constexpr std::string_view kDailyLevel = "expert";

std::string utc_date(double epoch_ms);              // "2026-11-25"
bool valid_date(std::string_view date);             // a real calendar date written YYYY-MM-DD
std::string pretty_date(std::string_view date);     // "25 Nov 2026" (the text as given if not valid)
std::uint64_t daily_seed(std::string_view game, std::string_view date);  // the same everywhere
MatchSetup daily_setup(std::string_view game);  // its rules (the game's own) and computer level

// What the round summary of a daily says: "Today's deal, 25 Nov 2026: you took 4 points; the
// expert in your seat took 6 (fewer is better)." (or that the expert is still playing it);
// "" unless the session's daily round is over.
std::string daily_line(const Session& session);
// The table's line under its title for Today's deal: "Today's deal \u2022 25 Nov 2026" ("" for a match).
std::string daily_info(const Session& session);
// The share text for the session's finished daily (page: the page's address, for the link).
std::string daily_share(const Session& session, std::string_view page);

// "Boneyard • Domino Hearts • 22 Nov 2026 — 4 points (expert: 6)", "(replay)" after it when
// the player had played that deal before, and the day's link on a line of its own.
std::string daily_share_text(std::string_view title, std::string_view date, int points,
                             std::optional<int> expert, bool replay, std::string_view link);

}  // namespace boneyard
