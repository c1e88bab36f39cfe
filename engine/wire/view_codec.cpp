// The wire form of seat views (view_codec.h).
//
// Index:
// [SECTION] Reading: the first problem stops the read
// [SECTION] Tiles, cards and suits
// [SECTION] The header every view starts with
// [SECTION] Line views (Block, Draw)
// [SECTION] The trick table (Black Tile, Domino Whist, Domino Hearts)
// [SECTION] Each trick game's own fields
// [SECTION] encode_view, decode_view
#include "wire/view_codec.h"

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <type_traits>
#include <vector>

#include "core/text.h"
#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "line/line_match.h"
#include "trick/domino_suits.h"

namespace boneyard {

namespace {

// Far beyond anything a match reaches (targets are at most 1,000; a round is short), and
// small enough that sums of them stay far inside an int.
constexpr int kMaxCount = 1'000'000;    // a round number, a count of deals made again
constexpr int kMaxPoints = 1'000'000;   // a total, or a round's points, either sign
constexpr std::size_t kMaxText = 4096;  // an explanation, in bytes
constexpr std::size_t kMaxMove = 16;    // a line game's move ("12-11:L")
// A line round's events: at most 182 plays (two double-twelve sets), as many draws, and
// fewer than ten passes a play.
constexpr std::size_t kMaxLog = 4096;
constexpr std::size_t kMaxDraws = 64;  // Black Tile's draws for the first lead (a tie draws again)

// --- [SECTION] Reading: the first problem stops the read -----------------------------------

// Reads values out of wire JSON, each named by where it lies ("hands[2][3]"). The first
// problem is kept as the refusal; the reads after it return harmless defaults that nothing
// looks at (decode_view checks ok() before it relies on what it read).
class Reader {
 public:
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  void fail(const std::string& message) {
    if (ok()) error_ = message;
  }

  int integer(const Json& j, const std::string& where, int lo, int hi) {
    const auto n = j.integer();
    if (!n)
      fail(where + " should be a whole number");
    else if (*n < lo || *n > hi)
      fail(where + " is " + std::to_string(*n) + ", not from " + std::to_string(lo) + " to " + std::to_string(hi));
    else
      return static_cast<int>(*n);
    return lo;
  }
  bool boolean(const Json& j, const std::string& where) {
    if (const bool* b = j.boolean()) return *b;
    fail(where + " should be true or false");
    return false;
  }
  std::string text(const Json& j, const std::string& where, std::size_t max_bytes) {
    const std::string* s = j.string();
    if (!s)
      fail(where + " should be a string");
    else if (s->size() > max_bytes)
      fail(where + " is longer than " + std::to_string(max_bytes) + " bytes");
    else
      return *s;
    return {};
  }
  // A list of at most `max_items`, each read by `each(item, where)`; a longer one is refused unread.
  template <class Each>
  auto list(const Json& j, const std::string& where, std::size_t max_items, Each each) {
    std::vector<decltype(each(j, where))> out;
    const Json::Array* items = j.elements();
    if (!items)
      fail(where + " should be a list");
    else if (items->size() > max_items)
      fail(where + " has " + std::to_string(items->size()) + " entries, more than " + std::to_string(max_items));
    for (std::size_t i = 0; ok() && i < items->size(); ++i)
      out.push_back(each((*items)[i], where + "[" + std::to_string(i) + "]"));
    return out;
  }
  // A list kept per seat: one entry for each of `players` seats.
  template <class Each>
  auto per_seat(const Json& j, const std::string& where, int players, Each each) {
    auto out = list(j, where, static_cast<std::size_t>(players), each);
    if (ok() && out.size() != static_cast<std::size_t>(players))
      fail(where + " has " + std::to_string(out.size()) + " entries for " + std::to_string(players) + " players");
    return out;
  }
  // A list of exactly two values, such as [seat, move]; `shape` names them for the message.
  const Json::Array* pair(const Json& j, const std::string& where, const char* shape) {
    const Json::Array* items = j.elements();
    if (!items || items->size() != 2) fail(where + " should be " + shape);
    return ok() ? items : nullptr;
  }
  // null, or what `each` reads.
  template <class Each>
  auto maybe(const Json& j, const std::string& where, Each each) -> std::optional<decltype(each(j, where))> {
    if (j.is_null()) return std::nullopt;
    return each(j, where);
  }

  // Readers of one item, for list(), per_seat() and maybe().
  auto integers(int lo, int hi) {
    return [this, lo, hi](const Json& j, const std::string& where) { return integer(j, where, lo, hi); };
  }
  auto booleans() {
    return [this](const Json& j, const std::string& where) { return boolean(j, where); };
  }
  // Seats 0 to players - 1, each once, in order (who won).
  std::vector<int> seat_list(const Json& j, const std::string& where, int players) {
    auto seats = list(j, where, static_cast<std::size_t>(players), integers(0, players - 1));
    if (ok() && std::adjacent_find(seats.begin(), seats.end(), std::greater_equal<>()) != seats.end())
      fail(where + " should name each seat once, in order");
    return seats;
  }
  // An explanation: its seat placeholders ("{2}") name seats at the table.
  std::string explanation(const Json& j, const std::string& where, int players) {
    std::string text = this->text(j, where, kMaxText);
    for (std::size_t open = text.find('{'); ok() && open != std::string::npos; open = text.find('{', open + 1)) {
      const std::size_t close = text.find('}', open);
      if (close == std::string::npos) break;
      const std::string_view digits = std::string_view(text).substr(open + 1, close - open - 1);
      if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) continue;
      if (digits.size() > 2 || std::stoi(std::string(digits)) >= players)
        fail(where + " names seat " + quote_input(digits) + " at a table of " + std::to_string(players));
    }
    return text;
  }

 private:
  std::string error_;
};

// An object's fields, read by name; a field missing is refused, and so is one never read
// (a misspelt name, or a field of another version).
class Fields {
 public:
  // `where`: the object's own place ("result"), empty for the view itself.
  Fields(Reader& r, const Json& j, std::string where) : r_(r), where_(std::move(where)), members_(j.members()) {
    if (!members_) r_.fail((where_.empty() ? "the view" : where_) + " should be an object");
    used_.assign(members_ ? members_->size() : 0, false);
  }

  std::string path(std::string_view key) const { return (where_.empty() ? "" : where_ + ".") + std::string(key); }
  const Json& operator[](std::string_view key) {
    static const Json kNull;
    for (std::size_t i = 0; members_ && i < members_->size(); ++i)
      if ((*members_)[i].first == key) {
        used_[i] = true;
        return (*members_)[i].second;
      }
    if (members_) r_.fail(path(key) + " is missing");
    return kNull;
  }
  int integer(std::string_view key, int lo, int hi) { return r_.integer((*this)[key], path(key), lo, hi); }
  bool boolean(std::string_view key) { return r_.boolean((*this)[key], path(key)); }
  std::string explanation(std::string_view key, int players) { return r_.explanation((*this)[key], path(key), players); }
  std::vector<int> seat_list(std::string_view key, int players) { return r_.seat_list((*this)[key], path(key), players); }
  std::vector<int> points(std::string_view key, int players) {
    return r_.per_seat((*this)[key], path(key), players, r_.integers(-kMaxPoints, kMaxPoints));
  }
  // Refuses the fields never read.
  void end() {
    for (std::size_t i = 0; members_ && i < members_->size(); ++i)
      if (!used_[i]) r_.fail((where_.empty() ? "the view" : where_) + " has an unknown field " + quote_input((*members_)[i].first));
  }

 private:
  Reader& r_;
  std::string where_;
  const Json::Object* members_;
  std::vector<bool> used_;
};

// --- [SECTION] Tiles, cards and suits ------------------------------------------------------

// The items of a domino game: the double-`max_pip` set. Written as the engine writes them
// ("6-4", the suit "4" or "D"), never another spelling, so a view encodes to the same text.
struct DominoItems {
  int max_pip = 6;

  int count() const { return set_size(max_pip); }
  static int key(Tile t) { return t.index(); }
  Tile item(Reader& r, const Json& j, const std::string& where) const {
    const std::string text = r.text(j, where, kMaxMove);
    const auto t = parse_tile(text);
    if (r.ok() && (!t || t->str() != text || t->hi > max_pip))
      r.fail(where + ": " + quote_input(text) + " is not a tile of the double-" + std::to_string(max_pip) +
             " set, written high end first");
    return r.ok() ? *t : Tile{};
  }
  int suit(Reader& r, const Json& j, const std::string& where) const {
    const std::string text = r.text(j, where, kMaxMove);
    const auto s = parse_suit(text, max_pip);
    if (r.ok() && (!s || suit_text(*s) != text)) r.fail(where + ": " + quote_input(text) + " is not a suit");
    return r.ok() ? *s : 0;
  }
  static Json suit_json(int suit) { return suit_text(suit); }
};

// The items of Domino Hearts: the cardominoes of the deck in play ("QS", the suit "S").
struct CardItems {
  std::vector<Card> deck;

  int count() const { return static_cast<int>(deck.size()); }
  static int key(Card c) { return static_cast<int>(c.suit) * 16 + c.rank; }
  Card item(Reader& r, const Json& j, const std::string& where) const {
    const std::string text = r.text(j, where, kMaxMove);
    const auto c = parse_card(text);
    if (r.ok() && (!c || c->str() != text || std::find(deck.begin(), deck.end(), *c) == deck.end()))
      r.fail(where + ": " + quote_input(text) + " is not a card of the deck in play");
    return r.ok() ? *c : Card{};
  }
  CardSuit suit(Reader& r, const Json& j, const std::string& where) const {
    const std::string text = r.text(j, where, kMaxMove);
    const std::size_t s = text.size() == 1 ? std::string_view("CDHS").find(text[0]) : std::string_view::npos;
    if (r.ok() && s == std::string_view::npos) r.fail(where + ": " + quote_input(text) + " is not a suit");
    return r.ok() ? static_cast<CardSuit>(s) : CardSuit::Clubs;
  }
  static Json suit_json(CardSuit suit) { return std::string(1, suit_letter(suit)); }
};

template <class Item>
Json maybe_json(const std::optional<Item>& item) {
  return item ? Json(item->str()) : Json();
}

// Every seat's hand where the view shows it, else null.
template <class Item>
Json open_hands_json(const std::vector<std::optional<std::vector<Item>>>& hands) {
  Json out = Json::array();
  for (const auto& h : hands) out.push(h ? tiles_json(*h) : Json());
  return out;
}

template <class Items>
auto read_open_hands(Reader& r, Fields& f, int players, const Items& items) {
  const auto item = [&](const Json& j, const std::string& w) { return items.item(r, j, w); };
  return r.per_seat(f["hands"], f.path("hands"), players, [&](const Json& j, const std::string& w) {
    return r.maybe(j, w, [&](const Json& h, const std::string& hw) {
      return r.list(h, hw, static_cast<std::size_t>(items.count()), item);
    });
  });
}

// The seat's own hand, from `hands`; each hand shown agrees with its count and is sorted
// (`sets` copies of an item at most: only Draw with two sets has copies).
template <class Item>
std::vector<Item> own_hand(Reader& r, int seat, const std::vector<std::optional<std::vector<Item>>>& hands,
                           const std::vector<int>& counts, int copies) {
  for (std::size_t s = 0; r.ok() && s < hands.size(); ++s) {
    if (!hands[s]) continue;
    const std::string where = "hands[" + std::to_string(s) + "]";
    if (static_cast<int>(hands[s]->size()) != counts[s])
      r.fail(where + " holds " + std::to_string(hands[s]->size()) + " where hand_counts says " +
             std::to_string(counts[s]));
    else if (!std::is_sorted(hands[s]->begin(), hands[s]->end()) ||
             (copies == 1 && std::adjacent_find(hands[s]->begin(), hands[s]->end()) != hands[s]->end()))
      r.fail(where + " should be sorted, each item once");
  }
  const auto& own = hands[static_cast<std::size_t>(seat)];
  if (r.ok() && !own) r.fail("hands[" + std::to_string(seat) + "] should hold the seat's own hand");
  return r.ok() ? *own : std::vector<Item>{};
}

// A round's result: null until the round is over, then the game's own fields (`own`) and
// the explanation every result ends with.
template <class RoundResult, class Own>
Json result_json(const std::optional<RoundResult>& result, Own own) {
  if (!result) return Json();
  Json j = own(*result);
  return j.set("explanation", result->explanation);
}

template <class RoundResult, class Own>
std::optional<RoundResult> read_result(Reader& r, Fields& f, int players, Own own) {
  return r.maybe(f["result"], "result", [&](const Json& j, const std::string& where) {
    Fields rf(r, j, where);
    RoundResult res;
    own(rf, res);
    res.explanation = rf.explanation("explanation", players);
    rf.end();
    return res;
  });
}

// Counts where the items of the round lie, refusing an item found more often than the set
// holds it (`copies` times).
class ItemCensus {
 public:
  ItemCensus(Reader& r, int copies) : r_(r), copies_(copies) {}
  template <class Item, class Items>
  void add(const Item& item, const Items&, const std::string& where) {
    if (++seen_[Items::key(item)] > copies_) r_.fail(where + ": " + item.str() + " is in the view more often than in the set");
  }

 private:
  Reader& r_;
  int copies_;
  std::map<int, int> seen_;
};

// --- [SECTION] The header every view starts with -------------------------------------------

// What every view holds besides its game's own fields.
struct Header {
  const GameInfo* game = nullptr;
  Options options;
  int players = 0;
  int seat = 0;
  Phase phase = Phase::Play;
  int to_move = -1;
  int round = 1;
};

Json header_json(const SeatView& v, const Options& options, int round) {
  Json opts = Json::object();
  for (const auto& [name, value] : options.items()) opts.set(name, value);
  return Json::object()
      .set("v", kViewWireVersion)
      .set("game", v.game_id())
      .set("seat", v.seat())
      .set("options", opts)
      .set("phase", phase_name(v.phase()))
      .set("to_move", v.to_move())
      .set("round", round);
}

// The phases a game's rounds pass through.
std::vector<Phase> game_phases(std::string_view game) {
  std::vector<Phase> out{Phase::Play, Phase::RoundOver, Phase::MatchOver};
  if (game == "blacktile") out.insert(out.end(), {Phase::Pass, Phase::LeadPass});
  if (game == "whist") out.insert(out.end(), {Phase::Pass, Phase::Bid, Phase::Widow, Phase::Trump});
  if (game == "hearts") out.insert(out.end(), {Phase::Pass, Phase::Moon});
  return out;
}

Header read_header(Reader& r, Fields& f) {
  Header h;
  const Json& version = f["v"];
  if (r.ok() && version.integer() != kViewWireVersion) {
    r.fail("the view is of version " + (version.integer() ? std::to_string(*version.integer()) : "(none)") +
           "; this page reads version " + std::to_string(kViewWireVersion));
    return h;
  }
  const std::string id = r.text(f["game"], "game", 32);
  h.game = r.ok() ? find_game(id) : nullptr;
  if (r.ok() && !h.game) r.fail("game " + quote_input(id) + " is not a game this page plays");
  OptionList given;
  Fields opts(r, f["options"], "options");
  const Json::Object* items = f["options"].members();
  for (std::size_t i = 0; r.ok() && i < items->size(); ++i)
    given.emplace_back((*items)[i].first, r.text(opts[(*items)[i].first], opts.path((*items)[i].first), 32));
  if (!r.ok()) return h;
  auto options = match_options(*h.game, given);
  if (!options) {
    r.fail("options: " + options.error());
    return h;
  }
  h.options = *options;
  h.players = h.options.integer("players");
  h.seat = f.integer("seat", 0, h.players - 1);
  const std::string phase = r.text(f["phase"], "phase", 16);
  const auto phases = game_phases(id);
  const auto known = std::find_if(phases.begin(), phases.end(), [&](Phase p) { return phase_name(p) == phase; });
  if (r.ok() && known == phases.end()) r.fail("phase " + quote_input(phase) + " is not a phase of " + id);
  if (r.ok()) h.phase = *known;
  h.to_move = f.integer("to_move", -1, h.players - 1);
  h.round = f.integer("round", 1, kMaxCount);
  return h;
}

// --- [SECTION] Line views (Block, Draw) ------------------------------------------------------

Json line_json(const LineView& v) {
  Json j = header_json(v, v.options, v.round);
  j.set("opener", v.opener);
  j.set("required_opening", maybe_json(v.required_opening));
  j.set("hands", open_hands_json(v.hands));
  j.set("hand_counts", Json::array_of(v.hand_counts));
  j.set("boneyard", v.boneyard);
  j.set("drew_this_turn", v.drew_this_turn);
  j.set("drawn", maybe_json(v.drawn));
  j.set("redeals", v.redeals);
  j.set("on_board", Json::array_of(v.on_board));
  j.set("scores", Json::array_of(v.scores));
  Json log = Json::array();
  for (const auto& e : v.log) log.push(Json::array_of(std::vector<Json>{e.seat, e.move}));
  j.set("log", log);
  j.set("result", result_json(v.result, [](const LineRoundResult& res) {
    return Json::object()
        .set("blocked", res.blocked)
        .set("domino_seat", res.domino_seat)
        .set("pips", Json::array_of(res.pips))
        .set("points", Json::array_of(res.points))
        .set("winners", Json::array_of(res.winners));
  }));
  j.set("match_winners", Json::array_of(v.match_winners));
  return j;
}

// Plays the log's moves from an empty line: the line they lay, and each event's ends as it
// happened (what the match recorded).
void replay_log(Reader& r, LineView& v) {
  for (std::size_t i = 0; r.ok() && i < v.log.size(); ++i) {
    LineEvent& e = v.log[i];
    const std::string where = "log[" + std::to_string(i) + "]";
    e.left = v.line.empty() ? -1 : v.line.left_end();
    e.right = v.line.empty() ? -1 : v.line.right_end();
    if (e.move == "pass" || (e.move == "draw" && v.rules.draw_game)) continue;
    const std::size_t colon = e.move.find(':');
    const std::string tile_text = e.move.substr(0, colon), end = colon == std::string::npos ? "" : e.move.substr(colon + 1);
    const auto t = parse_tile(tile_text);
    if (!t || t->str() != tile_text || t->hi > v.rules.set || (end != "" && end != "L" && end != "R"))
      r.fail(where + ": " + quote_input(e.move) + " is not a move of " + v.game);
    else if (v.line.empty() != end.empty())
      r.fail(where + ": " + quote_input(e.move) + (end.empty() ? " names no end of the line" : " names an end of an empty line"));
    else if (v.line.empty())
      v.line.open(*t);
    else if (const End side = end == "L" ? End::Left : End::Right; !v.line.fits(*t, side))
      r.fail(where + ": " + e.move + " does not fit that end (" + std::to_string(v.line.end(side)) + ")");
    else
      v.line.place(*t, side);
  }
}

std::unique_ptr<SeatView> read_line(Reader& r, Fields& f, const Header& h) {
  auto v = std::make_unique<LineView>();
  v->game = std::string(h.game->id());
  v->options = h.options;
  v->rules = line_rules_from(h.options);
  v->seat_index = h.seat;
  v->phase_ = h.phase;
  v->to_move_ = h.to_move;
  v->round = h.round;
  const int n = h.players, total = set_size(v->rules.set) * v->rules.sets;
  const DominoItems items{v->rules.set};
  const auto tile = [&](const Json& j, const std::string& w) { return items.item(r, j, w); };

  v->opener = f.integer("opener", 0, n - 1);
  v->required_opening = r.maybe(f["required_opening"], "required_opening", tile);
  v->hands = read_open_hands(r, f, n, items);
  v->hand_counts = r.per_seat(f["hand_counts"], "hand_counts", n, r.integers(0, total));
  v->boneyard = f.integer("boneyard", 0, v->rules.draw_game ? total : 0);
  v->drew_this_turn = f.boolean("drew_this_turn");
  v->drawn = r.maybe(f["drawn"], "drawn", tile);
  v->redeals = f.integer("redeals", 0, kMaxCount);
  v->on_board = r.per_seat(f["on_board"], "on_board", n, r.booleans());
  v->scores = f.points("scores", n);
  v->log = r.list(f["log"], "log", kMaxLog, [&](const Json& j, const std::string& w) {
    const Json::Array* pair = r.pair(j, w, "[seat, move]");
    if (!pair) return LineEvent{};
    return LineEvent{r.integer((*pair)[0], w + "[0]", 0, n - 1), r.text((*pair)[1], w + "[1]", kMaxMove)};
  });
  v->result = read_result<LineRoundResult>(r, f, n, [&](Fields& rf, LineRoundResult& res) {
    res.blocked = rf.boolean("blocked");
    res.domino_seat = rf.integer("domino_seat", -1, n - 1);
    res.pips = r.per_seat(rf["pips"], rf.path("pips"), n, r.integers(0, total * 2 * v->rules.set));
    res.points = rf.points("points", n);
    res.winners = rf.seat_list("winners", n);
  });
  v->match_winners = f.seat_list("match_winners", n);
  if (!r.ok()) return nullptr;

  v->hand = own_hand(r, h.seat, v->hands, v->hand_counts, v->rules.sets);
  replay_log(r, *v);
  ItemCensus census(r, v->rules.sets);
  for (const auto& laid : v->line.tiles()) census.add(laid.tile(), items, "the line");
  for (std::size_t s = 0; s < v->hands.size(); ++s)
    for (Tile t : v->hands[s].value_or(std::vector<Tile>{})) census.add(t, items, "hands[" + std::to_string(s) + "]");
  int placed = static_cast<int>(v->line.tiles().size()) + v->boneyard;
  for (int c : v->hand_counts) placed += c;
  // Block sets aside the tiles nobody was dealt; Draw deals them into the boneyard.
  if (r.ok() && (placed > total || (v->rules.draw_game && placed != total)))
    r.fail("the hands, the line and the boneyard hold " + std::to_string(placed) + " tiles of the " +
           std::to_string(total) + " in play");
  return r.ok() ? std::move(v) : nullptr;
}

// --- [SECTION] The trick table (Black Tile, Domino Whist, Domino Hearts) -------------------

template <class Item, class Items>
Json trick_json(const typename TrickItem<Item>::Record& t) {
  Json j = Json::object().set("leader", t.leader);
  if constexpr (std::is_same_v<Item, Tile>) j.set("led_suit", Items::suit_json(t.led_suit));
  return j.set("plays", plays_json(t.plays)).set("winner", t.winner);
}

template <class Item, class Items>
Json table_json(const TrickView<Item>& v) {
  Json j = header_json(v, v.options, v.round);
  j.set("hands", open_hands_json(v.hands));
  j.set("hand_counts", Json::array_of(v.hand_counts));
  j.set("pass_chosen", Json::array_of(v.pass_chosen));
  j.set("my_pass", tiles_json(v.my_pass));
  j.set("sent", tiles_json(v.sent));
  j.set("received", tiles_json(v.received));
  j.set("leader", v.leader);
  j.set("led_suit", v.led_suit ? Items::suit_json(*v.led_suit) : Json());
  j.set("trick", plays_json(v.trick));
  Json tricks = Json::array();
  for (const auto& t : v.tricks) tricks.push(trick_json<Item, Items>(t));
  j.set("tricks", tricks);
  j.set("round_points", Json::array_of(v.round_points));
  j.set("scores", Json::array_of(v.scores));
  j.set("winners", Json::array_of(v.winners));
  j.set("match_winners", Json::array_of(v.match_winners));
  return j;
}

// One seat's item: {"seat": s, "tile": item}.
template <class Item, class Items>
Play<Item> read_play(Reader& r, const Json& j, const std::string& where, int players, const Items& items) {
  Fields pf(r, j, where);
  Play<Item> play{pf.integer("seat", 0, players - 1), items.item(r, pf["tile"], pf.path("tile"))};
  pf.end();
  return play;
}

// Plays by seats in turn from `leader`, as many as `count` says (-1: up to a trick's worth).
template <class Item, class Items>
std::vector<Play<Item>> read_plays(Reader& r, const Json& j, const std::string& where, int players, int leader,
                                   int count, const Items& items) {
  auto plays = r.list(j, where, static_cast<std::size_t>(players), [&](const Json& p, const std::string& w) {
    return read_play<Item>(r, p, w, players, items);
  });
  for (std::size_t i = 0; r.ok() && i < plays.size(); ++i)
    if (plays[i].seat != (leader + static_cast<int>(i)) % players)
      r.fail(where + "[" + std::to_string(i) + "] is played by seat " + std::to_string(plays[i].seat) +
             ", out of turn from the leader " + std::to_string(leader));
  if (r.ok() && count >= 0 && static_cast<int>(plays.size()) != count)
    r.fail(where + " has " + std::to_string(plays.size()) + " plays at a table of " + std::to_string(players));
  return plays;
}

template <class Item, class Items>
typename TrickItem<Item>::Record read_trick(Reader& r, const Json& j, const std::string& where, int players,
                                            const Items& items) {
  Fields tf(r, j, where);
  typename TrickItem<Item>::Record t;
  t.leader = tf.integer("leader", 0, players - 1);
  if constexpr (std::is_same_v<Item, Tile>) t.led_suit = items.suit(r, tf["led_suit"], tf.path("led_suit"));
  t.plays = read_plays<Item>(r, tf["plays"], tf.path("plays"), players, t.leader, players, items);
  t.winner = tf.integer("winner", 0, players - 1);
  tf.end();
  return t;
}

// Reads the shared table into `v`; `hidden` items of the round lie in no hand or trick (the
// Whist widow or the tile put aside, the Black Tile dead tile), `shown` those of them the
// seat sees. Checks what the table's fields must agree on.
template <class Item, class Items>
void read_table(Reader& r, Fields& f, const Header& h, const Items& items, TrickView<Item>& v) {
  const int n = h.players;
  const auto item = [&](const Json& j, const std::string& w) { return items.item(r, j, w); };
  const auto three = [&](const char* key) {  // a pass: three, or none
    auto items3 = r.list(f[key], key, 3, item);
    if (r.ok() && !items3.empty() && items3.size() != 3) r.fail(std::string(key) + " should hold three, or none");
    return items3;
  };
  v.options = h.options;
  v.seat_index = h.seat;
  v.phase_ = h.phase;
  v.to_move_ = h.to_move;
  v.round = h.round;
  v.hands = read_open_hands(r, f, n, items);
  v.hand_counts = r.per_seat(f["hand_counts"], "hand_counts", n, r.integers(0, items.count()));
  v.pass_chosen = r.per_seat(f["pass_chosen"], "pass_chosen", n, r.booleans());
  v.my_pass = three("my_pass");
  v.sent = three("sent");
  v.received = three("received");
  v.leader = f.integer("leader", 0, n - 1);
  v.led_suit = r.maybe(f["led_suit"], "led_suit",
                       [&](const Json& j, const std::string& w) { return items.suit(r, j, w); });
  v.trick = read_plays<Item>(r, f["trick"], "trick", n, v.leader, -1, items);
  v.tricks = r.list(f["tricks"], "tricks", static_cast<std::size_t>(items.count() / n),
                    [&](const Json& j, const std::string& w) { return read_trick<Item>(r, j, w, n, items); });
  v.round_points = f.points("round_points", n);
  v.scores = f.points("scores", n);
  v.winners = f.seat_list("winners", n);
  v.match_winners = f.seat_list("match_winners", n);
  if (!r.ok()) return;

  v.hand = own_hand(r, h.seat, v.hands, v.hand_counts, 1);
  if (r.ok() && v.pass_chosen[static_cast<std::size_t>(h.seat)] != (v.my_pass.size() == 3))
    r.fail("pass_chosen disagrees with my_pass");
  for (const Item& i : v.my_pass)
    if (r.ok() && std::find(v.hand.begin(), v.hand.end(), i) == v.hand.end())
      r.fail("my_pass: " + i.str() + " is not in the seat's hand");
  if (r.ok() && v.led_suit.has_value() == v.trick.empty())
    r.fail(v.trick.empty() ? "led_suit is given with no trick on the table" : "led_suit is missing for the trick");
  v.tricks_won.assign(static_cast<std::size_t>(n), 0);
  for (const auto& t : v.tricks) ++v.tricks_won[static_cast<std::size_t>(t.winner)];
}

// Where the table's items lie: none twice, and as many in all as the deck holds, `hidden`
// of them outside the hands and tricks; `shown` are those of them the seat sees.
template <class Item, class Items>
void check_census(Reader& r, const TrickView<Item>& v, const Items& items, int hidden,
                  const std::vector<Item>& shown) {
  ItemCensus census(r, 1);
  for (std::size_t s = 0; s < v.hands.size(); ++s)
    for (const Item& i : v.hands[s].value_or(std::vector<Item>{})) census.add(i, items, "hands[" + std::to_string(s) + "]");
  for (const auto& p : v.trick) census.add(played(p), items, "trick");
  for (std::size_t t = 0; t < v.tricks.size(); ++t)
    for (const auto& p : v.tricks[t].plays) census.add(played(p), items, "tricks[" + std::to_string(t) + "]");
  for (const Item& i : shown) census.add(i, items, "a tile out of play");
  int placed = static_cast<int>(v.trick.size() + v.tricks.size() * v.hand_counts.size()) + hidden;
  for (int c : v.hand_counts) placed += c;
  if (r.ok() && placed != items.count())
    r.fail("the hands and tricks hold " + std::to_string(placed) + " of the " + std::to_string(items.count()) +
           " in play");
}

// --- [SECTION] Each trick game's own fields --------------------------------------------------

Json hearts_json(const HeartsView& v) {
  Json j = table_json<Card, CardItems>(v);
  j.set("first_lead", maybe_json(v.first_lead));
  j.set("hearts_broken", v.hearts_broken);
  return j.set("result", result_json(v.result, [](const HeartsRoundResult& res) {
    return Json::object()
        .set("taken", Json::array_of(res.taken))
        .set("points", Json::array_of(res.points))
        .set("moon", res.moon ? Json(*res.moon) : Json())
        .set("moon_choice", res.moon_choice);
  }));
}

std::unique_ptr<SeatView> read_hearts(Reader& r, Fields& f, const Header& h) {
  auto v = std::make_unique<HeartsView>();
  v->rules = hearts_rules_from(h.options);
  v->pass_offset = v->rules.pass_offset(h.round);
  const int n = h.players;
  const CardItems items{v->rules.deck()};
  read_table(r, f, h, items, *v);
  v->first_lead = r.maybe(f["first_lead"], "first_lead",
                          [&](const Json& j, const std::string& w) { return items.item(r, j, w); });
  v->hearts_broken = f.boolean("hearts_broken");
  v->result = read_result<HeartsRoundResult>(r, f, n, [&](Fields& rf, HeartsRoundResult& res) {
    res.taken = rf.points("taken", n);
    // Empty until the shooter of the moon has chosen.
    res.points = r.list(rf["points"], rf.path("points"), static_cast<std::size_t>(n), r.integers(-kMaxPoints, kMaxPoints));
    if (r.ok() && !res.points.empty() && res.points.size() != static_cast<std::size_t>(n))
      r.fail(rf.path("points") + " should hold every seat's points, or none yet");
    res.moon = r.maybe(rf["moon"], rf.path("moon"), r.integers(0, n - 1));
    res.moon_choice = r.text(rf["moon_choice"], rf.path("moon_choice"), 8);
    const bool seat = res.moon_choice.size() == 1 && res.moon_choice[0] >= '0' && res.moon_choice[0] < '0' + n;
    if (r.ok() && !seat && res.moon_choice != "" && res.moon_choice != "self" && res.moon_choice != "others")
      r.fail(rf.path("moon_choice") + " should be self, others or a seat, not " + quote_input(res.moon_choice));
  });
  if (r.ok()) check_census(r, *v, items, 0, std::vector<Card>{});
  return r.ok() ? std::move(v) : nullptr;
}

Json whist_json(const WhistView& v) {
  Json j = table_json<Tile, DominoItems>(v);
  const auto bid_json = [](const WhistBid& b) { return Json::array_of(std::vector<int>{b.seat, b.tricks}); };
  j.set("dealer", v.dealer);
  j.set("redeals", v.redeals);
  Json bids = Json::array();
  for (const auto& b : v.bids) bids.push(bid_json(b));
  j.set("bids", bids);
  j.set("out_of_auction", Json::array_of(v.out_of_auction));
  j.set("high", v.high ? bid_json(*v.high) : Json());
  j.set("widow", maybe_json(v.widow));
  j.set("aside", maybe_json(v.aside));
  // The trumps once named: a suit, or N for no trumps.
  j.set("trumps", !v.trumps_named ? Json() : v.trumps.suit ? DominoItems::suit_json(*v.trumps.suit) : Json("N"));
  return j.set("result", result_json(v.result, [](const WhistRoundResult& res) {
    return Json::object()
        .set("made", res.made)
        .set("tricks", Json::array_of(res.tricks))
        .set("points", Json::array_of(res.points));
  }));
}

std::unique_ptr<SeatView> read_whist(Reader& r, Fields& f, const Header& h) {
  auto v = std::make_unique<WhistView>();
  v->rules = whist_rules_from(h.options);
  v->pass_offset = v->rules.pass_offset(h.round);
  const int n = h.players, hand = v->rules.hand_size();
  const DominoItems items{v->rules.set()};
  const auto tile = [&](const Json& j, const std::string& w) { return items.item(r, j, w); };
  // [seat, tricks]; 0 tricks: a pass.
  const auto bid = [&](int lowest) {
    return [&, lowest](const Json& j, const std::string& w) {
      const Json::Array* pair = r.pair(j, w, "[seat, tricks]");
      if (!pair) return WhistBid{};
      return WhistBid{r.integer((*pair)[0], w + "[0]", 0, n - 1), r.integer((*pair)[1], w + "[1]", lowest, hand)};
    };
  };
  read_table(r, f, h, items, *v);
  v->dealer = f.integer("dealer", 0, n - 1);
  v->redeals = f.integer("redeals", 0, kMaxCount);
  v->bids = r.list(f["bids"], "bids", static_cast<std::size_t>(n * (hand + 1)), bid(0));
  v->out_of_auction = r.per_seat(f["out_of_auction"], "out_of_auction", n, r.booleans());
  v->high = r.maybe(f["high"], "high", bid(1));
  v->widow = r.maybe(f["widow"], "widow", tile);
  v->aside = r.maybe(f["aside"], "aside", tile);
  const Json& trumps = f["trumps"];
  v->trumps_named = !trumps.is_null();
  if (v->trumps_named && !(trumps.string() && *trumps.string() == "N")) v->trumps.suit = items.suit(r, trumps, "trumps");
  v->result = read_result<WhistRoundResult>(r, f, n, [&](Fields& rf, WhistRoundResult& res) {
    res.made = rf.boolean("made");
    res.tricks = r.per_seat(rf["tricks"], rf.path("tricks"), n, r.integers(0, hand));
    res.points = rf.points("points", n);
  });
  if (r.ok() && !v->rules.widow() && (v->widow || v->aside)) r.fail("a widow with " + std::to_string(n) + " players");
  std::vector<Tile> shown;  // the widow is in the bid winner's hand once taken, or is the tile put aside
  if (v->aside) shown.push_back(*v->aside);
  if (r.ok()) check_census(r, *v, items, v->rules.widow() ? 1 : 0, shown);
  return r.ok() ? std::move(v) : nullptr;
}

Json blacktile_json(const BlackTileView& v) {
  Json j = table_json<Tile, DominoItems>(v);
  Json draws = Json::array();
  for (const auto& d : v.leader_draws) draws.push(plays_json(d));
  j.set("leader_draws", draws);
  j.set("first_leader", v.first_leader);
  j.set("lead_passed", v.lead_passed);
  j.set("has_dead", v.has_dead);
  j.set("dead", maybe_json(v.dead));
  return j.set("result", result_json(v.result, [](const BlackTileRoundResult& res) {
    return Json::object()
        .set("taken", Json::array_of(res.taken))
        .set("points", Json::array_of(res.points))
        .set("moon", Json::array_of(res.moon));
  }));
}

std::unique_ptr<SeatView> read_blacktile(Reader& r, Fields& f, const Header& h) {
  auto v = std::make_unique<BlackTileView>();
  v->rules = blacktile_rules_from(h.options);
  const int n = h.players;
  const DominoItems items{6};
  read_table(r, f, h, items, *v);
  // Each draw: a tile from a fresh set for each seat still tied, in seat order.
  v->leader_draws = r.list(f["leader_draws"], "leader_draws", kMaxDraws, [&](const Json& j, const std::string& w) {
    auto draw = r.list(j, w, static_cast<std::size_t>(n), [&](const Json& p, const std::string& pw) {
      return read_play<Tile>(r, p, pw, n, items);
    });
    if (r.ok() && std::adjacent_find(draw.begin(), draw.end(), [](const TrickPlay& a, const TrickPlay& b) {
                    return a.seat >= b.seat;
                  }) != draw.end())
      r.fail(w + " should draw for each seat once, in order");
    return draw;
  });
  v->first_leader = f.integer("first_leader", 0, n - 1);
  v->lead_passed = f.boolean("lead_passed");
  v->has_dead = f.boolean("has_dead");
  v->dead = r.maybe(f["dead"], "dead", [&](const Json& j, const std::string& w) { return items.item(r, j, w); });
  v->result = read_result<BlackTileRoundResult>(r, f, n, [&](Fields& rf, BlackTileRoundResult& res) {
    res.taken = rf.points("taken", n);
    res.points = rf.points("points", n);
    res.moon = rf.seat_list("moon", n);
  });
  if (r.ok() && (v->has_dead != (n == 3) || (v->dead && !v->has_dead)))
    r.fail(n == 3 ? "has_dead: with 3 players a tile lies dead" : "has_dead: only 3 players leave a tile dead");
  if (r.ok()) check_census(r, *v, items, v->has_dead ? 1 : 0, v->dead ? std::vector<Tile>{*v->dead} : std::vector<Tile>{});
  return r.ok() ? std::move(v) : nullptr;
}

}  // namespace

// --- [SECTION] encode_view, decode_view ------------------------------------------------------

Json encode_view(const SeatView& view) {
  if (const auto* v = dynamic_cast<const LineView*>(&view)) return line_json(*v);
  if (const auto* v = dynamic_cast<const HeartsView*>(&view)) return hearts_json(*v);
  if (const auto* v = dynamic_cast<const WhistView*>(&view)) return whist_json(*v);
  return blacktile_json(dynamic_cast<const BlackTileView&>(view));
}

Result<std::unique_ptr<SeatView>> decode_view(const Json& wire) {
  Reader r;
  Fields f(r, wire, "");
  const Header h = read_header(r, f);
  std::unique_ptr<SeatView> view;
  const std::string_view id = r.ok() ? h.game->id() : "";
  if (id == "block" || id == "draw")
    view = read_line(r, f, h);
  else if (id == "hearts")
    view = read_hearts(r, f, h);
  else if (id == "whist")
    view = read_whist(r, f, h);
  else if (id == "blacktile")
    view = read_blacktile(r, f, h);
  else if (r.ok())
    r.fail("the view's game " + quote_input(id) + " has no wire form yet");
  f.end();
  if (!r.ok()) return Status::fail(r.error());
  return view;
}

Result<std::unique_ptr<SeatView>> decode_view_text(std::string_view text) {
  if (text.size() > kMaxViewBytes)
    return Status::fail("the view is " + std::to_string(text.size()) + " bytes, more than the " +
                        std::to_string(kMaxViewBytes) + " a view may take");
  auto wire = Json::parse(text);
  if (!wire) return Status::fail("the view is not JSON: " + wire.error());
  return decode_view(*wire);
}

}  // namespace boneyard
