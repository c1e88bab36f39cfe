// Share links: the part of the page URL after '#' names a game, its options, a seed and,
// for tests and impatient players, the bots' pace.
//
//   #game=block&players=3&seed=42&target=50&level=hard&delay=60
//
// Option names and values are exactly the game's OptionSpecs (the menu and the protocol use
// the same ones: options are declared once per game). Besides options a link may carry `seed` (the same
// options and seed always deal the same match), `level` (computer level: random, easy,
// normal, hard, expert) and `delay` (milliseconds a bot waits before moving); `daily=2026-11-25` opens
// that day's deal of the game (daily.h), which fixes everything else. `humans=0,2` opens a
// pass-and-play table (those seats played by people at the device), `names=Ann,West,Bob,East`
// names every seat, `friends=1,3` opens an online table whose seats 1 and 3 friends play from
// their own devices (the host's page then makes their invitation links). Everything is
// validated, including combinations (players x hand_size must fit the set), and refused with
// a message naming what is wrong. Pure: no URL or browser access here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/match.h"
#include "core/options.h"

namespace boneyard {

struct Link {
  std::string game;    // "block"
  OptionList options;  // canonical values, in the order given (players included)
  std::optional<std::uint64_t> seed;
  std::optional<std::string> level;  // one of bot_levels()
  std::optional<int> delay_ms;       // bots' pace, kMinDelayMs..kMaxDelayMs
  std::optional<std::string> daily;  // Today's deal of that date (YYYY-MM-DD): only the game and a delay go with it
  std::vector<int> humans;           // pass-and-play: the seats people play ("humans=0,2"); empty: seat 0 alone
  std::vector<std::string> names;    // the seats' names ("names=Ann,Bob"), one per seat; empty: the defaults
  std::vector<int> friends;          // an online table: the seats friends play ("friends=1,3"; issue 28)
};

inline constexpr int kMinDelayMs = 0;
inline constexpr int kMaxDelayMs = 10000;

// Parses a hash such as "#game=block&players=2&seed=42" (the '#' may be left out). Refuses an
// empty link, an unknown or missing game, unknown or repeated parameters, bad values and
// options that do not fit together; the message says which and why.
Result<Link> parse_link(std::string_view hash);

// A replay link: "#replay=" and a match's save (or record) text, %-escaped. replay_text()
// gives the text back from such a hash (nullopt when the hash is not a replay link; refused
// when its escapes are broken or it is empty).
std::string replay_link(std::string_view save);
std::optional<Result<std::string>> replay_text(std::string_view hash);

// What a link opens, in a sentence for the question before it replaces a match in progress:
// "This link opens Domino Hearts with West, North and East." (the player's own seat left out;
// at a table people share, every seat named). The link is one parse_link() accepted.
std::string link_opens(const Link& link);

// The hash for `link`, starting with '#': game, then options, seed, level, delay.
std::string format_link(const Link& link);

// The options a link needs to reproduce `in_force` (every option of a match): `players`
// always, then only those that differ from what the game would choose by itself.
OptionList essential_options(const GameInfo& game, const Options& in_force);

// The options in force for `given`: validated, defaults and computed values filled in, or
// refused with the engine's message (e.g. players x hand_size does not fit the set).
Result<Options> game_options(const GameInfo& game, const OptionList& given);
bool same_options(const Options& a, const Options& b);  // the same values, in any order

}  // namespace boneyard
