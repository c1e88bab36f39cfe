// A match record: the whole match as text a person can read and a program can load.
//
// A record opens with a title line ("Boneyard record: Block Dominoes (block), 2 players"),
// the seats' names when given ("Seat 1: North"), the options in force and the seed. Then,
// per round: every seat's hand as dealt and what else the deal laid out (the Draw boneyard,
// top first; Block's sleeping tiles; the Whist widow and dealer; the Black Tile dead tile
// and first leader), every move in docs/protocol.md notation after the seat that made it
// ("2 North  6-4:L"; passes, bids, the widow and trumps are moves too), a deal made again
// when everyone passed in the Whist auction, and once the round is over its points and the
// running totals (per side when partners score together). The match's result when it is
// over, and last a line holding the compact save text: "Save: boneyard1;...".
//
// The save line is what makes a record loadable; the readable part above it is checked
// against it. load_record() rebuilds the record from the save (with the names its Seat lines
// give) and compares it line by line, ignoring blank lines and how much space separates
// words, so a record edited by hand (a move changed, a score improved) is refused with the
// line that disagrees rather than half-trusted. The same holds for a record written by a
// later version whose format differs: its save line alone still loads.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/match.h"
#include "core/result.h"

namespace boneyard {

// The record of `match`, in progress or over, ending with a newline. `seat_names` (the
// shell's "You", "North", ...) follow each seat's number; left out, seats are numbers.
std::string format_record(const Match& match, const std::vector<std::string>& seat_names = {});

// The rounds and scores of `match`, one line per finished round (its points and the totals),
// then who won, or which round is being played: what `boneyard replay` prints.
std::string format_rounds(const Match& match, const std::vector<std::string>& seat_names = {});

// Restores a match from a record or from a bare save text, found in `text` among whatever
// surrounds it (a chat message, CRLF line ends, spaces). A record whose save line is
// missing, damaged or disagrees with the readable part is refused with a message saying
// what is wrong and on which line. `seat_names`, when given, receives the names of the
// record's Seat lines (empty for a bare save).
Result<std::unique_ptr<Match>> load_record(std::string_view text, std::vector<std::string>* seat_names = nullptr);

}  // namespace boneyard
