// The game/state interface every Boneyard game implements, after OpenSpiel's Game and State.
//
// A GameInfo is the immutable description of a game (id, options, presets, how to create
// a match). A Match is the mutable state of one match of that game: rounds until a target
// ends it. Everything a Match does is a function of (options, seed, deal overrides, moves),
// which is exactly what `save()` writes, so a save is compact and replays bit-for-bit.
//
// Moves are the protocol's strings (docs/protocol.md). `legal_moves()` is sorted and unique;
// `play()` refuses anything else with a message and leaves the match unchanged.
//
// A SeatView is what one seat may know. It is a separate object built by copying only
// visible information out of the match, so code holding a view (bots, the player's screen)
// cannot reach hidden tiles.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/i18n.h"  // explanations are phrases: render() them where shown
#include "core/json.h"
#include "core/options.h"
#include "core/result.h"
#include "core/tile.h"

namespace boneyard {

enum class Phase { Pass, LeadPass, Bid, Widow, Trump, Play, Moon, RoundOver, MatchOver };
std::string_view phase_name(Phase p);  // "play", "round_over", ...

// A scripted deal (docs/protocol.md DEAL). Tiles/cards as text; the game parses and checks it.
struct Deal {
  std::vector<std::vector<std::string>> hands;
  std::optional<std::vector<std::string>> boneyard;  // Draw: top tile first
  std::vector<std::string> widow;                    // Whist, 4 players
  std::optional<std::string> dead;                   // Black Tile, 3 players
  std::optional<int> leader;                         // Black Tile
  std::optional<int> dealer;                         // Whist
  bool operator==(const Deal&) const = default;
};

// One entry of a match's history: a move, or the start of a round (with its deal if given).
struct Action {
  enum class Kind { Move, NextRound } kind = Kind::Move;
  std::string move;          // Kind::Move: canonical move text
  std::optional<Deal> deal;  // Kind::NextRound: scripted deal, if any
  bool operator==(const Action&) const = default;
};

class SeatView {
 public:
  virtual ~SeatView() = default;
  virtual std::string_view game_id() const = 0;
  virtual int seat() const = 0;
  virtual int players() const = 0;
  virtual Phase phase() const = 0;
  virtual int to_move() const = 0;                           // -1 when nobody is to move
  virtual std::vector<std::string> legal_moves() const = 0;  // when seat() is to move
  virtual Json to_json() const = 0;                          // protocol STATE as this seat sees it
  // The same view with its seats renamed so that seat `by` is seat 0 (core/seat_turn.h), for
  // a table that shows it from that chair; nullptr where a game's views cannot turn yet.
  virtual std::unique_ptr<SeatView> turned(int by) const;
};

class GameInfo;

// A computer player's decision, made in slices so a page can draw frames between them: a
// search works `iterations` at a time, a rule of thumb decides at once. The move is the same
// however the work is sliced (budgets are iterations, never time).
//
// A decision weighed by search can also say what every choice was worth (analysis()): the
// coach's move analysis shows it.
struct MoveValue {
  std::string move;  // protocol text
  // The round's expected outcome for the deciding seat after this choice, in the game's
  // points: in a penalty game (Analysis::penalty) the points its side takes (fewer is
  // better); otherwise its side's points minus the other sides' average.
  double points = 0;
  int deals = 0;  // sampled deals behind the estimate
  // When this round can end the match (Analysis::match): the chance that it ends with the
  // seat's side winning (the rest: it goes on, or another side wins).
  double win = 0;
};
struct Analysis {
  std::vector<MoveValue> moves;  // best first, as the decision ranks them: moves.front() is move()
  bool penalty = false;          // points are penalty points
  int deals = 0;                 // sampled deals in all
  bool match = false;            // some sampled deal ended the match this round: `win` is known
};

class BotThinking {
 public:
  virtual ~BotThinking() = default;
  virtual bool think(int iterations) = 0;  // works on; true once decided
  virtual bool done() const = 0;
  virtual std::string move() const = 0;  // the decision, once done()
  // What each choice was worth, once done(); nullopt for a decision made by rule.
  virtual std::optional<Analysis> analysis() const { return std::nullopt; }
};
std::unique_ptr<BotThinking> decided(std::string move);  // a decision already made

class Match {
 public:
  virtual ~Match() = default;

  const GameInfo& info() const { return *info_; }
  const Options& options() const { return options_; }
  int players() const { return options_.integer("players"); }
  std::uint64_t seed() const { return seed_; }
  const std::vector<Action>& history() const { return history_; }
  const std::optional<Deal>& first_deal() const { return first_deal_; }

  virtual Phase phase() const = 0;
  virtual int to_move() const = 0;                           // -1: nobody (round/match over)
  virtual int round() const = 0;                             // 1 for the first round
  virtual std::vector<std::string> legal_moves() const = 0;  // sorted, unique; empty if nobody moves
  virtual std::vector<int> scores() const = 0;               // match totals per seat
  virtual std::vector<int> winners() const = 0;              // round's at round_over, match's at match_over
  virtual std::unique_ptr<Match> clone() const = 0;
  virtual std::unique_ptr<SeatView> view(int seat) const = 0;
  virtual Json to_json() const = 0;  // the whole state (protocol STATE)
  // A trick game's claim: when `seat` is to move in the play and its side takes every trick
  // left however the others play (proven over the real hands: trick/claim.h), the moves that
  // play the round to its end so; otherwise none. Only the referee's side (the session) may
  // ask: a seat's view cannot.
  virtual std::vector<std::string> claim(int seat) const {
    (void)seat;
    return {};
  }

  // Where every tile is: one entry per physical tile, e.g. "6-4@hand1", "5-5@line".
  // The conformance suite checks it against the full set at every step.
  virtual std::vector<std::string> census() const = 0;
  virtual std::vector<std::string> full_set() const = 0;  // every tile in play, as text

  // Makes `move` for the seat to move. Accepts non-canonical spellings ("4-6:L").
  Status play(std::string_view move);
  // How play() spells `move` (canonical_move()), or why it is malformed; whether it is legal
  // now is legal_moves()' to say. For a referee that checks a move before it is played.
  Result<std::string> canonical(std::string_view move) const { return canonical_move(move); }
  // In phase round_over: deals the next round (from the match generator, or `deal`).
  Status next_round(const std::optional<Deal>& deal = std::nullopt);

  std::string save() const;  // compact text: game, options, seed, deals, moves; checksummed

 protected:
  Match(const GameInfo& info, Options options, std::uint64_t seed)
      : info_(&info), options_(std::move(options)), seed_(seed) {}
  Match(const Match&) = default;

  // Canonical spelling of a move, or a refusal explaining why it is malformed.
  virtual Result<std::string> canonical_move(std::string_view move) const = 0;
  // Whether a canonical move is among legal_moves(); a game may answer without listing them all.
  virtual bool is_legal(const std::string& canonical) const;
  // Why a well-formed canonical move is not legal now (called only when it is not).
  virtual std::string why_illegal(const std::string& move) const = 0;
  // Applies a canonical legal move.
  virtual void apply(const std::string& move) = 0;
  // Starts the next round; refuses a bad deal without changing anything.
  virtual Status start_round(const std::optional<Deal>& deal) = 0;

  // Deals the first round of a new match (from `deal` if given): what every game's
  // create() ends with. A bad deal is refused with its message.
  static Result<std::unique_ptr<Match>> begin(std::unique_ptr<Match> match, const std::optional<Deal>& deal);

 private:
  const GameInfo* info_;
  Options options_;
  std::uint64_t seed_;
  std::optional<Deal> first_deal_;
  std::vector<Action> history_;
};

// A preset's name is English marked NC_("preset", ...), its help N_() (core/i18n.h): whoever shows
// them writes trc("preset", preset.name) and tr(preset.help).
struct Preset {
  std::string name;                                     // "Classic, no draw pile"
  std::string help;                                     // one line for the menu
  OptionList options;                                   // what it sets; everything else stays default
  std::vector<std::pair<int, OptionList>> per_players;  // extra settings for a player count
};
// The options a preset sets for `players` seats (including "players").
OptionList preset_options(const Preset& preset, int players);

class GameInfo {
 public:
  virtual ~GameInfo() = default;
  virtual std::string_view id() const = 0;  // "block"
  // "Block Dominoes": English marked NC_("game", ...), shown as trc("game", title()) (records and the
  // protocol keep the English).
  virtual std::string_view title() const = 0;
  virtual const std::vector<OptionSpec>& option_specs() const = 0;
  virtual const std::vector<Preset>& presets() const = 0;
  // Whether the game scores penalty points, so the lowest total wins the match (Black Tile,
  // Domino Hearts), not the highest. Every game says (no default), so a new one cannot take
  // the wrong side by omission.
  virtual bool lowest_wins() const = 0;

  // Fills computed defaults and checks combinations (e.g. players x hand_size fits the set).
  virtual Status complete_options(Options& options) const = 0;
  // Creates a match at the start of its first round (from `deal` if given).
  virtual Result<std::unique_ptr<Match>> create(const Options& options, std::uint64_t seed,
                                                const std::optional<Deal>& deal) const = 0;
  // The bot's move for the seat to move, from that seat's view only (levels: random, easy,
  // normal, hard, expert). The rng is the bot's own, never the match's.
  virtual std::string bot_move(const SeatView& view, std::string_view level, class Rng& rng) const = 0;
  // The same decision, in slices (BotThinking); games whose bots search override it.
  virtual std::unique_ptr<BotThinking> bot_think(const SeatView& view, std::string_view level, class Rng& rng) const {
    return decided(bot_move(view, level, rng));
  }
  // What a computer player of `level` does in this game, in a player's words (one sentence): English
  // marked N_(), shown as tr(level_help(level)).
  virtual std::string_view level_help(std::string_view level) const = 0;
  // Whether `level` is one of the game's reference levels: a yardstick rebuilt from an outside
  // program that bot_move() plays but only `boneyard arena` names (never in bot_levels(), the
  // protocol or the setup).
  virtual bool reference_level(std::string_view) const { return false; }
};

// A rule-of-thumb bot's decision as BotThinking: made at once.
template <class V, std::string (*Bot)(const V&, std::string_view, class Rng&)>
std::unique_ptr<BotThinking> think_at_once(const V& view, std::string_view level, class Rng& rng) {
  return decided(Bot(view, level, rng));
}

// The half of a GameInfo every game writes the same way: create() through the match type
// M, and bot_move() through the game's bot on its seat-view type V (and bot_think() through
// Think, when the game's bots think in slices; Bot then runs Think to its end).
template <class M, class V, std::string (*Bot)(const V&, std::string_view, class Rng&),
          std::unique_ptr<BotThinking> (*Think)(const V&, std::string_view, class Rng&) = think_at_once<V, Bot>>
class GameWith : public GameInfo {
 public:
  Result<std::unique_ptr<Match>> create(const Options& options, std::uint64_t seed,
                                        const std::optional<Deal>& deal) const override {
    return M::create(*this, options, seed, deal);
  }
  std::string bot_move(const SeatView& view, std::string_view level, class Rng& rng) const override {
    return Bot(dynamic_cast<const V&>(view), level, rng);
  }
  std::unique_ptr<BotThinking> bot_think(const SeatView& view, std::string_view level, class Rng& rng) const override {
    return Think(dynamic_cast<const V&>(view), level, rng);
  }
};

// Runs `thinking` to its decision.
std::string think_through(BotThinking& thinking);

// --- The registry of games -----------------------------------------------------------
const std::vector<std::string_view>& known_game_ids();  // every game docs/rules.md defines
const GameInfo* find_game(std::string_view id);         // nullptr if not (yet) available
const std::vector<const GameInfo*>& available_games();
// The game's GameInfo::lowest_wins(), by id (as records, links and statistics name a game);
// false for an id no game has.
bool lowest_wins(std::string_view game);

// Validates options (given as text) and creates a match. `given` may include "players".
Result<std::unique_ptr<Match>> new_match(std::string_view game, const OptionList& given, std::uint64_t seed,
                                         const std::optional<Deal>& deal = std::nullopt);
// The options a match of `game` holds when created from `given` (names and values as text):
// validated, defaults and computed defaults filled in, in the game's spec order.
Result<Options> match_options(const GameInfo& game, const OptionList& given);
// How every save() text starts (then ";g=GAME;..."): how a save is found among other text.
inline constexpr std::string_view kMatchSaveMagic = "boneyard1";
// The CHECKSUM that ends a save: FNV-1a (32 bit, 8 hex digits) of the text before ";c=".
std::string save_checksum(std::string_view text);
// Restores a match from `save()` text, replaying and re-validating every move.
Result<std::unique_ptr<Match>> load_match(std::string_view data);
// The match as it stood after the first `actions` entries of its history, replayed from its
// start (same options, seed and deals), so everything after them is as if never played;
// `seats`, when given, receives who made each entry replayed (the seat to move before a
// move; -1 for a new round). Refused when `actions` exceeds the history.
Result<std::unique_ptr<Match>> replay(const Match& match, std::size_t actions, std::vector<int>* seats = nullptr);
// Each finished round's points per seat (how much each seat's total moved), in order: the
// score sheet. Replays the match from its start.
std::vector<std::vector<int>> round_points(const Match& match);

const std::vector<std::string>& bot_levels();  // random, easy, normal, hard, expert
// A level's name in a menu, in English marked NC_("level", ...): trc("level", level_label(level))
// where shown ("Easy"; a level the list does not hold comes back as it is).
std::string_view level_label(std::string_view level);

// --- Helpers for games -------------------------------------------------------------------
// The end of a match once a round is scored (docs/rules.md ("Terms used in every game")): when someone has reached
// `target`, the best total wins (the highest, or the lowest in penalty games); when the
// best is tied between sides, another round is played unless `shared`. Returns the
// winning seats (partners together, by `side_of`), or empty while the match goes on;
// `note` gets a sentence appended (a space, then a phrase: core/i18n.h) when a tie makes it go on.
struct MatchEnd {
  int target = 100;
  bool lowest_wins = false;
  bool shared = false;
};
std::vector<int> match_end_winners(const std::vector<int>& scores, const MatchEnd& rule, int (*side_of)(int, int),
                                   int side_arg, std::string& note);
// The seats holding the best of `points`: the lowest in penalty games, else the highest.
std::vector<int> best_seats(const std::vector<int>& points, bool lowest);
int seat_is_side(int seat, int);          // every seat for itself
int partners_opposite(int seat, int on);  // `on` != 0: seats 0+2 and 1+3 are sides

// `text` cut at every `sep`, empty fields included ("a,,b" is three fields).
std::vector<std::string> split_fields(std::string_view text, char sep);
// The fields joined with `sep` between them (split_fields' inverse for one-character `sep`).
std::string join_fields(const std::vector<std::string>& items, std::string_view sep);

// --- Helpers for views -------------------------------------------------------------------
// Replaces the seat placeholders {0}, {1}, ... in an explanation with names. An explanation is
// made of phrases (core/i18n.h): whoever shows it writes render(name_seats(...)).
std::string name_seats(const std::string& text, const std::vector<std::string>& names);
// The options in force as JSON: numbers and booleans typed, the rest strings.
Json options_json(const Options& options);
// Tiles (dominoes, or the cardominoes of trick/card.h) as a JSON array of their text.
template <class Item>
Json tiles_json(const std::vector<Item>& tiles) {
  Json out = Json::array();
  for (const Item& t : tiles) out.push(t.str());
  return out;
}
// docs/protocol.md `hands`: each seat's tiles where visible, else only its count.
template <class Item>
Json hands_json(const std::vector<std::optional<std::vector<Item>>>& hands, const std::vector<int>& counts) {
  Json out = Json::array();
  for (std::size_t s = 0; s < hands.size(); ++s) out.push(hands[s] ? tiles_json(*hands[s]) : Json(counts[s]));
  return out;
}
// The opening of docs/protocol.md STATE, the same in every game: `game` to `hands`.
Json state_json(const SeatView& view, const Options& options, int round, Json hands);
std::string bot_move(const Match& match, std::string_view level, std::uint64_t seed);
// The same decision, to be made in slices (nullptr when nobody is to move).
std::unique_ptr<BotThinking> bot_think(const Match& match, std::string_view level, std::uint64_t seed);

}  // namespace boneyard
