// The session: owns the match, paces the bots, keeps the timed event log and the save text.
#include "session/session.h"

#include <algorithm>
#include <charconv>

#include "core/i18n.h"
#include "core/rng.h"
#include "core/seat_turn.h"
#include "core/text.h"
#include "wire/table_messages.h"
#include "session/daily.h"
#include "session/pace.h"
#include "session/seats.h"
#include "trick/trick_view.h"

namespace boneyard {

namespace {

constexpr std::string_view kSaveMagic = "boneyard-session 1";
constexpr double kLongAgo = -1e12;  // events restored from a save: no animation

std::uint64_t mix(std::uint64_t x) {  // SplitMix64 finaliser
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Seat 0's points in the first round (a daily's one round), once it is over.
std::optional<int> first_round_points(const Match& match) {
  const auto rounds = round_points(match);
  if (rounds.empty() || rounds.front().empty()) return std::nullopt;
  return rounds.front().front();
}

// The seed of the decision at history entry `index` of a match with `seed` (seed_at()).
std::uint64_t decision_seed(std::uint64_t seed, std::size_t index) {
  return mix(seed ^ mix(static_cast<std::uint64_t>(index)));
}

// The view of seat 0, when a table can show it (a line game or a trick game); else nullptr.
std::unique_ptr<SeatView> shown_view_of(const Match& match, int seat = Session::kHuman) {
  auto view = match.view(seat);
  const SeatView* v = view.get();
  if (dynamic_cast<const LineView*>(v) || dynamic_cast<const TrickView<Tile>*>(v) ||
      dynamic_cast<const TrickView<Card>*>(v))
    return view;
  return nullptr;
}

// What every table's view holds besides its game's own fields: the options, the round and the
// match totals (a friend's session reads the match from its view alone).
struct ViewFacts {
  const Options* options = nullptr;
  int round = 0;
  const std::vector<int>* scores = nullptr;
  const std::vector<int>* match_winners = nullptr;
};
template <class View>
bool facts_of(const SeatView& view, ViewFacts& out) {
  const auto* v = dynamic_cast<const View*>(&view);
  if (v) out = {&v->options, v->round, &v->scores, &v->match_winners};
  return v != nullptr;
}
ViewFacts view_facts(const SeatView& view) {
  ViewFacts f;
  if (!facts_of<LineView>(view, f) && !facts_of<TrickView<Tile>>(view, f)) facts_of<TrickView<Card>>(view, f);
  return f;
}

// A trick game between tricks: the last one taken is still to be seen going to its winner.
template <class View>
bool between_tricks(const SeatView& view) {
  const auto* v = dynamic_cast<const View*>(&view);
  return v && v->phase() == Phase::Play && v->trick.empty() && !v->tricks.empty();
}

// Adds the log entries not yet timed; the engine records the open ends of each event. The
// view knows the player's latest drawn tile, which is what the newest own draw drew.
void extend_events(std::vector<TimedEvent>& events, const SeatView& seat_view, double now) {
  const auto* line = dynamic_cast<const LineView*>(&seat_view);
  if (!line) return;  // the trick tables read the trick and the tricks taken from the view
  const LineView& view = *line;
  std::size_t latest_own_draw = view.log.size();
  for (std::size_t i = 0; i < view.log.size(); ++i)
    if (view.log[i].seat == Session::kHuman && view.log[i].move == "draw") latest_own_draw = i;
  for (std::size_t i = events.size(); i < view.log.size(); ++i) {
    const LineEvent& e = view.log[i];
    TimedEvent timed{e.seat, e.move, now, {}, std::nullopt};
    if (e.left >= 0) {
      timed.ends[0] = e.left;
      timed.ends[1] = e.right;
    }
    if (i == latest_own_draw) timed.drawn = view.drawn;
    events.push_back(std::move(timed));
  }
}

}  // namespace

// --- Starting ---------------------------------------------------------------------------

bool Session::can_show(const GameInfo& game) {
  auto match = ::boneyard::new_match(game.id(), {}, 1);  // the game's defaults
  return match && shown_view_of(**match) != nullptr;
}

Status Session::start(const MatchSetup& setup, std::uint64_t seed, double now) {
  const auto& levels = bot_levels();
  if (std::find(levels.begin(), levels.end(), setup.level) == levels.end())
    // TRANSLATORS: why a link cannot be opened; {level} is the level asked for, in quotes.
    return Status::fail(trf("unknown computer level {level}", {{"level", quote_input(setup.level)}}));
  auto match = ::boneyard::new_match(setup.game, setup.options, seed);
  if (!match) return match.status();
  if (Status s = check_people(setup.people, (*match)->players()); !s) return s;
  if (Status s = check_names(setup.names, (*match)->players()); !s) return s;
  if (Status s = check_friends(setup.friends, setup.people, (*match)->players()); !s) return s;
  if (Status s = check_stand_ins(setup.stand_ins, setup.friends); !s) return s;
  return adopt(std::move(*match), setup, now, false);
}

Status Session::open_replay(std::unique_ptr<Match> match, double now) {
  MatchSetup setup;
  setup.game = std::string(match->info().id());
  setup.options = essential_options(match->info(), match->options());
  Status s = adopt(std::move(match), setup, now, true);
  if (s) replaying_ = true;
  return s;
}

Status Session::start_daily(const DailyDeal& daily, const std::string& game, double now) {
  if (!valid_date(daily.date))
    // TRANSLATORS: {date} is what was given as a date, in quotes; YYYY-MM-DD is the format expected.
    return Status::fail(trf("{date} is not a date (YYYY-MM-DD)", {{"date", quote_input(daily.date)}}));
  const MatchSetup setup = daily_setup(game);
  auto match = ::boneyard::new_match(setup.game, setup.options, daily_seed(game, daily.date));
  if (!match) return match.status();
  return adopt(std::move(*match), setup, now, false, daily);
}

std::optional<int> Session::daily_points() const { return daily_over() ? first_round_points(*match_) : std::nullopt; }

std::optional<int> Session::daily_expert() const {
  return daily_expert_ && daily_expert_->to_move() < 0 ? first_round_points(*daily_expert_) : std::nullopt;
}

void Session::step_ghost(int slice) {
  if (!daily_expert_pending()) return;
  // The computer players there are the table's: one whose rest is certain claims it, as at the
  // table (update), rather than play on (its claim need not be the play its search would pick).
  if (const int seat = daily_expert_->to_move(); !daily_expert_thinking_ && seat != kHuman) {
    const auto claim = daily_expert_->claim(seat);
    if (!claim.empty()) {
      for (const std::string& move : claim)
        if (!daily_expert_->play(move)) break;  // cannot happen: a claim is played out by the same rules
      if (!daily_expert_pending()) ++revision_;
      return;
    }
  }
  if (!daily_expert_thinking_)
    daily_expert_thinking_ = bot_think(*daily_expert_, setup_.level, decision_seed(daily_expert_->seed(), daily_expert_->history().size()));
  if (!daily_expert_thinking_ || !daily_expert_thinking_->think(slice)) return;
  const std::string move = daily_expert_thinking_->move();
  daily_expert_thinking_.reset();
  if (move.empty() || !daily_expert_->play(move)) {  // cannot happen; stop rather than loop
    daily_expert_.reset();
    return;
  }
  if (!daily_expert_pending()) ++revision_;  // the expert's score is in: the summary shows it
}

Status Session::start_from_link(const Link& link, std::uint64_t fallback_seed, double now) {
  MatchSetup setup;
  setup.game = link.game;
  setup.options = link.options;
  if (link.level) setup.level = *link.level;
  if (!link.humans.empty()) setup.people = link.humans;
  setup.names = link.names;
  setup.friends = link.friends;
  Status s = start(setup, link.seed.value_or(fallback_seed), now);
  if (s && link.delay_ms) delay_ms_ = *link.delay_ms;
  return s;
}

Status Session::restore(std::string_view saved, double now) {
  auto fail = [](const std::string& why) {
    // TRANSLATORS: {why} says what is wrong with the saved game ("that match is already over").
    return Status::fail(trf("cannot load this saved game: {why}", {{"why", why}}));
  };
  auto take_line = [&saved]() {
    const auto nl = saved.find('\n');
    std::string_view line = saved.substr(0, nl);
    saved.remove_prefix(nl == std::string_view::npos ? saved.size() : nl + 1);
    return line;
  };
  if (take_line() != kSaveMagic) return fail(tr("it was not written by this version of Boneyard"));
  const std::string_view level_line = take_line();
  if (level_line.substr(0, 6) != "level=") return fail(tr("the computer level is missing"));
  MatchSetup setup;
  setup.level = std::string(level_line.substr(6));
  const auto& levels = bot_levels();
  if (std::find(levels.begin(), levels.end(), setup.level) == levels.end())
    return fail(trf("unknown computer level {level}", {{"level", quote_input(setup.level)}}));
  // A list of seats on a line "key=0,2".
  const auto seats_line = [&](std::string_view key, std::vector<int>& seats) {
    if (saved.substr(0, key.size()) != key) return true;
    seats.clear();
    for (const auto& field : split_fields(take_line().substr(key.size()), ',')) {
      int seat = -1;
      const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), seat);
      if (ec != std::errc() || end != field.data() + field.size()) return false;
      seats.push_back(seat);
    }
    return true;
  };
  if (!seats_line("people=", setup.people)) return fail(tr("its people are not seats"));            // pass-and-play
  if (!seats_line("friends=", setup.friends)) return fail(tr("its friends' seats are not seats"));  // online
  if (!seats_line("standins=", setup.stand_ins)) return fail(tr("its computer players' seats are not seats"));
  if (saved.substr(0, 6) == "names=") {  // the seats' names, as chosen
    for (const auto& field : split_fields(take_line().substr(6), ',')) setup.names.emplace_back(field);
  }
  std::optional<DailyDeal> deal;
  if (saved.substr(0, 6) == "daily=") {  // Today's deal
    std::string_view date = take_line().substr(6);
    deal.emplace();
    deal->replay = date.size() > 7 && date.substr(date.size() - 7) == " replay";
    if (deal->replay) date.remove_suffix(7);
    if (!valid_date(date)) return fail(tr("the date of its daily deal is not a date"));
    deal->date = std::string(date);
  }
  auto match = load_match(saved);
  if (!match) return match.status();  // the engine says "cannot load this saved game: ..."
  if ((*match)->phase() == Phase::MatchOver) return fail(tr("that match is already over"));
  if (Status s = check_people(setup.people, (*match)->players()); !s) return fail(s.error());
  if (Status s = check_names(setup.names, (*match)->players()); !s) return fail(s.error());
  if (Status s = check_friends(setup.friends, setup.people, (*match)->players()); !s) return fail(s.error());
  if (Status s = check_stand_ins(setup.stand_ins, setup.friends); !s) return fail(s.error());
  setup.game = std::string((*match)->info().id());
  setup.options = essential_options((*match)->info(), (*match)->options());
  return adopt(std::move(*match), setup, now, true, std::move(deal));
}

Status Session::new_match(std::uint64_t seed, double now) { return start(setup_, seed, now); }

Status Session::adopt(std::unique_ptr<Match> match, MatchSetup setup, double now, bool restored,
                      std::optional<DailyDeal> daily) {
  auto view = shown_view_of(*match);
  if (!view)
    // TRANSLATORS: {game} is a game's name ("Domino Hearts").
    return Status::fail(trf("Boneyard cannot show {game} yet", {{"game", trc("game", match->info().title())}}));
  std::vector<int> movers;
  if (!match->history().empty()) {  // a restored match: who made each step, replayed once
    auto replayed = replay(*match, match->history().size(), &movers);
    if (!replayed) return replayed.status();
  }
  forget_table();
  match_ = std::move(match);
  remote_.reset();
  movers_ = std::move(movers);
  view_ = std::move(view);
  setup_ = std::move(setup);
  daily_ = std::move(daily);
  std::sort(setup_.people.begin(), setup_.people.end());
  // With friends online, the seats' names hold from every chair (seats.h online_seat_names),
  // fixed for the match: a seat the computer takes over keeps its name.
  if (!setup_.friends.empty()) setup_.names = online_seat_names(names(), setup_.friends);
  // Alone at the device, undo reaches back as always (a save included); with others, not past
  // the moment the device may have changed hands (a reload).
  handed_at_ = setup_.people.size() > 1 ? match_->history().size() : 0;
  // A restored table with several people opens covered, whoever is to move.
  handover_to_ = restored && setup_.people.size() > 1 && is_person(match_->to_move()) ? match_->to_move() : -1;
  if (handover_to_ < 0) check_handover();
  if (daily_) {  // the expert in the player's seat plays the same deal alongside
    auto ghost =
        ::boneyard::new_match(setup_.game, essential_options(match_->info(), match_->options()), match_->seed());
    if (ghost) daily_expert_ = std::move(*ghost);
  }
  extend_events(events_, *view_, restored ? kLongAgo : now);
  round_started_at_ = restored ? kLongAgo : now;
  last_change_at_ = now;
  ++revision_;
  begin_thinking(now);
  return {};
}

void Session::forget_table() {
  claimed_.reset();
  claim_at_ = static_cast<std::uint64_t>(-1);
  check_.reset();
  checked_.clear();
  note_.reset();
  forget_weighed(0);
  replaying_ = false;
  viewer_ = 0;
  daily_expert_.reset();
  daily_expert_thinking_.reset();
  events_.clear();
}

// --- Reading ----------------------------------------------------------------------------

const GameInfo& Session::game() const { return match_ ? match_->info() : *remote_->game; }

const Options& Session::options() const { return match_ ? match_->options() : remote_->options; }

int Session::players() const { return match_ ? match_->players() : remote_->sent_view->players(); }

int Session::round() const { return match_ ? match_->round() : view_facts(*remote_->sent_view).round; }

Phase Session::phase() const { return match_ ? match_->phase() : remote_->sent_view->phase(); }

std::vector<int> Session::scores() const {
  if (match_) return match_->scores();
  const auto* totals = view_facts(*remote_->sent_view).scores;
  return totals ? *totals : std::vector<int>(static_cast<std::size_t>(players()), 0);
}

std::vector<int> Session::match_winners() const {
  if (phase() != Phase::MatchOver) return {};
  if (match_) return match_->winners();
  const auto* winners = view_facts(*remote_->sent_view).match_winners;
  return winners ? *winners : std::vector<int>{};
}

std::vector<std::vector<int>> Session::round_points() const {
  if (match_) return ::boneyard::round_points(*match_);
  return remote_ ? remote_->rounds : std::vector<std::vector<int>>{};
}

bool Session::round_scored() const {
  if (!round_finished()) return false;
  return match_ ? true : remote_->scored_round == round() && !remote_->rounds.empty();
}

std::uint64_t Session::table_key() const { return match_ ? match_->seed() : remote_->seed; }

std::size_t Session::steps() const {
  if (match_) return match_->history().size();
  return remote_ ? static_cast<std::size_t>(remote_->rev) : 0;
}

std::string Session::step_mark(std::size_t n) const {
  if (!match_ || n == 0 || n > match_->history().size()) return std::to_string(n);  // a host's views never go back
  const Action& a = match_->history()[n - 1];
  return a.kind == Action::Kind::NextRound ? "next round" : a.move;
}

int Session::to_move_now() const {
  if (match_) return match_->to_move();
  return remote_ && remote_->sent_view ? remote_->sent_view->to_move() : -1;
}

bool Session::is_computer(int seat) const { return match_ && seat >= 0 && !is_person(seat) && !is_friend(seat); }

bool Session::is_friend_seat(int seat) const {
  const auto& f = setup_.friends;
  return match_ && std::find(f.begin(), f.end(), seat) != f.end();
}

bool Session::stood_in(int seat) const {
  const auto& in = setup_.stand_ins;
  return is_friend_seat(seat) && std::find(in.begin(), in.end(), seat) != in.end();
}

bool Session::is_friend(int seat) const { return is_friend_seat(seat) && !stood_in(seat); }

std::vector<int> Session::moving_friends() const {
  std::vector<int> out;
  for (int seat : setup_.friends)
    if (is_friend(seat)) out.push_back(seat);
  return out;
}

bool Session::human_to_move() const { return active() && !covered() && !move_in_flight() && to_move_now() == viewer_; }

std::vector<std::string> Session::human_moves() const {
  if (!human_to_move()) return {};
  return match_ ? match_->legal_moves() : remote_->sent_view->legal_moves();
}

bool Session::round_finished() const {
  return active() && (phase() == Phase::RoundOver || phase() == Phase::MatchOver);
}

double Session::summary_pause() const {
  return std::min(1200.0, 400.0 + delay_ms_);  // long enough to watch the last tile land
}

bool Session::summary_due(double now) const {
  return round_finished() && !(remote_ && remote_->ready) && now - last_change_at_ >= summary_pause() &&
         !claim_showing(now);
}

std::optional<double> Session::next_change_at(double now) const {
  if (!active()) return std::nullopt;
  if (check_ || !review_queue_.empty()) return now;  // weighing the player's moves goes on in the next frame
  if (replaying_) return std::nullopt;
  if (daily_expert_pending() && (round_finished() || is_person(match_->to_move()))) return now;  // the expert plays on
  if (round_finished())
    return summary_due(now) || (remote_ && remote_->ready)
               ? std::nullopt
               : std::optional<double>(std::max(last_change_at_ + summary_pause(),
                                                claim_showing(now) ? claimed_->at + claim_show_ms() : 0.0));
  const int seat = to_move_now();
  if (check_ || (seat == viewer_ && !covered() && advice_pending())) return now;  // the advice thinks on
  if (!is_computer(seat)) return std::nullopt;  // a person here, a friend online, the host
  if (thinking()) return now;                   // think on in the next frame
  return last_change_at_ + bot_wait();
}

void Session::begin_thinking(double now) {
  thinking_since_ = now;
  thinking_.reset();
  if (!active() || round_finished()) return;
  const int seat = to_move_now();
  if (seat == viewer_ && !covered() && check_plays_) request_analysis();  // thought out while the player decides
  if (!is_computer(seat)) return;
  thinking_ = bot_think(*match_, setup_.level, bot_seed());
  thinking_for_ = revision_;
}

bool Session::thinking() const {
  if (!active() || round_finished()) return false;
  if (!is_computer(to_move_now())) return false;
  return !thinking_ || thinking_for_ != revision_ || !thinking_->done();
}

bool Session::searching() const {
  return thinking() || advice_pending() || checking() || review_pending() > 0 || daily_expert_pending();
}

double Session::bot_wait() const {
  const double settled = reduced_motion_ ? 0.0 : kTileMoveMs + 80;  // the tile before has landed
  const bool drawing = !events_.empty() && events_.back().move == "draw" && events_.back().seat == match_->to_move();
  if (drawing) return delay_ms_ / 2.0;  // face down, a run of draws may overlap
  if (between_tricks<TrickView<Tile>>(*view_) || between_tricks<TrickView<Card>>(*view_))       // the last trick
    return std::max(delay_ms_ + std::min(1000.0, 300.0 + 2.0 * delay_ms_), kTrickTakenMs + 120);  // goes first
  return std::max(static_cast<double>(delay_ms_), settled);
}

const std::vector<std::string>& Session::speeds() {
  static const std::vector<std::string> names{"slow", "normal", "fast"};
  return names;
}

int Session::speed_delay_ms(std::string_view speed) {
  if (speed == "slow") return 1100;
  if (speed == "fast") return 300;
  return kDefaultDelayMs;
}

void Session::set_speed(std::string_view speed) {
  const auto& names = speeds();
  speed_ = std::find(names.begin(), names.end(), speed) != names.end() ? std::string(speed) : "normal";
  delay_ms_ = speed_delay_ms(speed_);
}

bool Session::in_progress() const { return active() && phase() != Phase::MatchOver && !daily_over() && !replaying_; }

std::string Session::describe() const {
  if (!active()) return {};
  const auto totals = scores();
  const auto seat_names = names();
  std::string list;  // "You 24, West 31, North 2"
  for (std::size_t s = 0; s < seat_names.size() && s < totals.size(); ++s) {
    // TRANSLATORS: one seat's total in the line that describes a match in progress ("West 31").
    const std::string item = trf("{name} {points}", {{"name", seat_names[s]}, {"points", totals[s]}});
    list = s ? trf("{list}, {item}", {{"list", list}, {"item", item}}) : item;
  }
  // TRANSLATORS: a match in progress, in a line (the title screen's Resume, the question before
  // it is replaced): "Domino Hearts • Round 3 • You 24, West 31, North 2, East 9".
  return trf("{game} \u2022 Round {round} \u2022 {scores}",
             {{"game", trc("game", game().title())}, {"round", round()}, {"scores", list}});
}

std::string Session::save_text() const {
  // A friend's seat keeps nothing: the host's page holds the match.
  if (!holds_match() || match_->phase() == Phase::MatchOver || daily_over() || replaying_) return {};
  // A list of seats on a line "key=0,2" (none: no line).
  const auto seats_line = [](std::string_view key, const std::vector<int>& seats) {
    std::string line;
    for (int seat : seats) line += (line.empty() ? std::string(key) : ",") + std::to_string(seat);
    return line.empty() ? line : line + "\n";
  };
  std::string people;  // pass-and-play: the seats played by people
  if (setup_.people.size() > 1) people += seats_line("people=", setup_.people);
  // Online: the friends' seats wait for them again after a reload; a computer player standing in goes on.
  people += seats_line("friends=", setup_.friends) + seats_line("standins=", setup_.stand_ins);
  if (!setup_.names.empty()) {
    people += "names=";
    for (std::size_t s = 0; s < setup_.names.size(); ++s) people += (s ? "," : "") + setup_.names[s];
    people += "\n";
  }
  std::string daily;  // Today's deal: its date, and whether it was played before
  if (daily_) daily = "daily=" + daily_->date + (daily_->replay ? " replay" : "") + "\n";
  return std::string(kSaveMagic) + "\nlevel=" + setup_.level + "\n" + people + daily + match_->save();
}

Link Session::share_link() const {
  Link link;
  if (!can_share_deal()) return link;
  link.game = std::string(match_->info().id());
  link.options = essential_options(match_->info(), match_->options());
  link.seed = match_->seed();
  if (setup_.level != "normal") link.level = setup_.level;
  if (shared()) link.humans = setup_.people;
  link.names = setup_.names;
  return link;
}

// --- Acting -----------------------------------------------------------------------------

Status Session::play(std::string_view move, double now) {
  if (!active()) return Status::fail(tr("there is no match in progress"));
  if (move_in_flight()) return Status::fail(tr("your move is on its way to the table"));
  if (!human_to_move()) return Status::fail(tr("it is not your turn"));
  const bool check = check_plays_ && coach_allowed();
  if (check) request_analysis();  // the position's advice, if not started yet
  // The table's moves are in its turned seats (SeatView::turned): back to the match's.
  const std::string played = SeatTurn{viewer_, players()}.back().move(move);
  std::size_t step = 0;
  if (remote_) {  // the host plays it: sent, and the table waits for the host's next view
    const auto legal = remote_->sent_view->legal_moves();
    if (std::find(legal.begin(), legal.end(), played) == legal.end())
      // TRANSLATORS: {move} is a move in the game's notation, in quotes ('6-4:L').
      return Status::fail(trf("{move} is not one of your moves now", {{"move", quote_input(move)}}));
    remote_->outbox.push_back(move_message(played, remote_->rev));
    remote_->sent = true;
    remote_->last_move = played;
    step = remote_->moves++;
  } else {
    if (Status s = match_->play(played); !s) return s;
    step = match_->history().size() - 1;
    movers_.push_back(viewer_);
  }
  if (check) {
    if (check_) finish_check();  // the last one, thought out at once (the player moved on quickly)
    check_ = std::make_unique<Check>(Check{std::move(advice_), std::move(view_), step, std::string(move)});
    if (remote_) view_ = remote_->sent_view->turned(viewer_);  // still shown until the host's view comes
  }
  if (remote_) {
    ++revision_;
    return {};
  }
  refresh(now);
  return {};
}

// A friend's move, a seat taken over or given back, a friend's name: their refusals go to the
// friend's page (online/host_table.h), which reads them in its own language (phrases).
Status Session::play_for(int seat, std::string_view move, double now) {
  if (!holds_match() || replaying_) return Status::fail(phrase("there is no match in progress"));
  // TRANSLATORS: {seat} is a seat's number (0 is the host's).
  if (!is_friend(seat)) return Status::fail(phrase("seat {seat} is not a friend's", {{"seat", seat}}));
  if (match_->to_move() != seat) return Status::fail(phrase("it is not their turn"));
  if (Status s = match_->play(move); !s) return s;
  movers_.push_back(seat);
  refresh(now);
  return {};
}

Status Session::stand_in(int seat, bool computer, double now) {
  if (!holds_match() || replaying_) return Status::fail(phrase("there is no match in progress"));
  if (!is_friend_seat(seat)) return Status::fail(phrase("seat {seat} is not a friend's", {{"seat", seat}}));
  if (stood_in(seat) == computer) return {};
  auto& in = setup_.stand_ins;
  if (computer) {
    in.push_back(seat);
    std::sort(in.begin(), in.end());
  } else {
    std::erase(in, seat);
  }
  ++revision_;
  begin_thinking(now);  // a computer player standing in starts at once
  return {};
}

Status Session::set_name(int seat, std::string_view name) {
  if (!holds_match()) return Status::fail(phrase("there is no match in progress"));
  // TRANSLATORS: {seat} is a seat's number (0 is the host's).
  if (seat < 0 || seat >= match_->players()) return Status::fail(phrase("there is no seat {seat}", {{"seat", seat}}));
  auto clean = clean_name(name);
  if (!clean) return clean.status();
  std::vector<std::string> names = this->names();
  names[static_cast<std::size_t>(seat)] = *clean;
  setup_.names = std::move(names);
  ++revision_;
  return {};
}

// --- Claiming the rest -------------------------------------------------------------------

const std::vector<std::string>& Session::claim_moves() const {
  if (claim_at_ != revision_) {
    claim_at_ = revision_;
    claim_moves_ = match_ && match_->to_move() >= 0 ? match_->claim(match_->to_move()) : std::vector<std::string>{};
  }
  return claim_moves_;
}

// A claim is proven over the real hands: only a page holding the match can.
bool Session::can_claim() const { return holds_match() && !replaying_ && human_to_move() && !claim_moves().empty(); }

bool Session::claim_for(int seat, double now) {
  const std::vector<std::string> moves = claim_moves();
  if (moves.empty()) return false;
  auto played = match_->clone();  // all or nothing
  std::vector<int> by;
  int tricks = 0;
  for (const std::string& move : moves) {
    by.push_back(played->to_move());
    if (!played->play(move)) return false;
    tricks += by.back() == seat;
  }
  std::shared_ptr<const SeatView> table = viewer_view(), hand = shown_view_of(*match_, seat);
  match_ = std::move(played);
  movers_.insert(movers_.end(), by.begin(), by.end());
  claimed_ = Claimed{seat, tricks, std::move(table), std::move(hand), now};
  claim_seen_ = false;
  refresh(now);
  return true;
}

// Long enough to read the hand, longer at a slower pace; a tap ends it sooner.
double Session::claim_show_ms() const { return std::min(4000.0, 3000.0 + delay_ms_ / 2.0); }

bool Session::claim_showing(double now) const {
  return claimed_ && claimed_->table && claimed_->hand && !claim_seen_ && round_finished() &&
         now - claimed_->at < claim_show_ms();
}

void Session::claim_seen() {
  if (claim_seen_ || !claimed_) return;
  claim_seen_ = true;
  ++revision_;
}

Status Session::claim(double now) {
  if (!holds_match()) return Status::fail(tr("there is no match in progress"));
  if (!human_to_move()) return Status::fail(tr("it is not your turn"));
  if (check_) finish_check();  // the move before is rated; a claim is not
  if (!claim_for(match_->to_move(), now)) return Status::fail(tr("the rest of the tricks are not certain yet"));
  return {};
}

Status Session::next_round(double now) {
  if (!active()) return Status::fail(tr("there is no match in progress"));
  if (remote_) {  // the host deals: the summary closes, the finished round stays until then
    if (!round_finished()) return Status::fail(tr("the round is not over"));
    remote_->ready = true;
    ++revision_;
    return {};
  }
  if (daily()) return Status::fail(tr("today's deal is a single round"));
  if (check_) finish_check();  // the round's last move is rated with its round
  if (Status s = match_->next_round(); !s) return s;
  movers_.push_back(-1);
  claimed_.reset();
  checked_.clear();
  forget_weighed(0);
  events_.clear();
  round_started_at_ = now;
  refresh(now);
  return {};
}

void Session::set_check_plays(bool on) {
  check_plays_ = on;
  if (on) request_analysis();
}

void Session::request_analysis() {
  if (!human_to_move() || !coach_allowed() || (advice_ && advice_for_ == revision_)) return;
  if (remote_) {  // from the seat's own view, as a computer player in that seat would think
    Rng rng(bot_seed());
    advice_ = remote_->game->bot_think(*remote_->sent_view, kHintLevel, rng);
  } else {
    advice_ = bot_think(*match_, kHintLevel, bot_seed());
  }
  advice_for_ = revision_;
  hint_asked_ = false;
}

// The refusals are said over the table (capitalised, with a full stop) when H finds no hint to give.
Status Session::request_hint() {
  if (!active()) return Status::fail(tr("there is no match in progress"));
  // TRANSLATORS: why H gives no hint, said over the table; as "today's deal is played without undo".
  if (!coach_allowed()) return Status::fail(tr("today's deal is played without hints"));
  if (round_finished()) return Status::fail(tr("the round is over: there is nothing left to play"));
  if (!human_to_move()) return Status::fail(tr("it is not your turn: the hint is for your own decisions"));
  request_analysis();
  if (advice_ && advice_for_ == revision_) hint_asked_ = true;
  return {};
}

bool Session::advice_pending() const { return advice_ && advice_for_ == revision_ && !advice_->done(); }

bool Session::hint_pending() const { return advice_pending() && hint_asked_; }

bool Session::advice_ready() const { return advice_ && advice_for_ == revision_ && advice_->done(); }

// The advice is the match's (seats as it numbers them); the table shows the viewer's turned view.
std::optional<std::string> Session::hint() const {
  if (!advice_ready() || !hint_asked_) return std::nullopt;
  return SeatTurn{viewer_, players()}.move(advice_->move());
}

std::optional<std::string> Session::advice_move() const {
  if (!advice_ready()) return std::nullopt;
  return SeatTurn{viewer_, players()}.move(advice_->move());
}

std::optional<Analysis> Session::analysis() const {
  if (!advice_ready()) return std::nullopt;
  auto a = advice_->analysis();
  if (a)
    for (auto& m : a->moves) m.move = SeatTurn{viewer_, players()}.move(m.move);
  return a;
}

Session::Weighed Session::weigh(const BotThinking& done, const std::string& played) const {
  Weighed w;
  w.analysis = done.analysis();
  w.expert = done.move();
  w.played = played;
  if (w.analysis) {
    const auto& moves = w.analysis->moves;
    const auto find = [&](const std::string& m) {
      return std::find_if(moves.begin(), moves.end(), [&](const MoveValue& v) { return v.move == m; });
    };
    const auto mine = find(played), best = find(w.expert);
    if (mine != moves.end() && best != moves.end()) {
      w.rated = true;
      w.loss = std::max(0.0, w.analysis->penalty ? mine->points - best->points : best->points - mine->points);
      if (w.analysis->match) w.win_loss = std::max(0.0, best->win - mine->win);
    }
  }
  return w;
}

void Session::forget_weighed(std::size_t from) {
  weighed_.erase(weighed_.lower_bound(from), weighed_.end());
  review_queue_.clear();
  review_thinking_.reset();
}

std::vector<Session::RoundMove> Session::round_moves() const {
  std::vector<RoundMove> out;
  if (!holds_match()) return out;
  const auto& history = match_->history();
  std::size_t start = 0;
  for (std::size_t i = std::min(movers_.size(), history.size()); i-- > 0;)
    if (movers_[i] < 0) {
      start = i + 1;
      break;
    }
  for (std::size_t i = start; i < history.size() && i < movers_.size(); ++i)
    out.push_back({i, movers_[i], history[i].move});
  return out;
}

std::shared_ptr<const Match> Session::position_before(std::size_t index) const {
  if (!holds_match() || index > match_->history().size()) return nullptr;
  if (positions_for_ != revision_) {
    positions_.clear();
    positions_for_ = revision_;
  }
  if (const auto kept = positions_.find(index); kept != positions_.end()) return kept->second;
  auto replayed = replay(*match_, index);
  if (!replayed) return nullptr;
  constexpr std::size_t kKept = 64;  // a round's worth, at most
  if (positions_.size() >= kKept) positions_.erase(positions_.begin());
  return positions_[index] = std::shared_ptr<const Match>(std::move(*replayed));
}

void Session::start_review() {
  review_queue_.clear();
  review_thinking_.reset();
  for (const RoundMove& m : round_moves())
    if (is_person(m.seat) && !weighed_.count(m.index)) review_queue_.push_back(m.index);
}

int Session::review_pending() const { return static_cast<int>(review_queue_.size()); }

std::optional<Session::Weighed> Session::weighed(std::size_t index) const {
  const auto at = weighed_.find(index);
  if (at == weighed_.end()) return std::nullopt;
  return at->second;
}

void Session::finish_check() {
  think_through(*check_->advice);
  CheckedMove c;
  c.step = check_->step;
  c.played = check_->played;
  const Weighed w = weigh(*check_->advice, c.played);
  c.expert = w.expert;
  c.rated = w.rated;
  c.loss = w.loss;
  c.win_loss = w.win_loss;
  weighed_[c.step] = w;
  if (w.costly())
    note_ = PlayNote{note_ ? note_->id + 1 : 1, std::move(check_->view), c.expert, c.loss,
                     c.loss >= kCheckPoints ? 0.0 : c.win_loss};
  // A new round starts the list afresh; an undone move is replaced by the new one.
  while (!checked_.empty() && checked_.back().step >= c.step) checked_.pop_back();
  checked_.push_back(std::move(c));
  check_.reset();
}

bool Session::update(double now, int slice) {
  if (!active()) return false;
  if (check_) {  // the player's last move is rated first
    if (check_->advice->think(slice)) finish_check();
    return true;
  }
  if (!review_queue_.empty()) {  // the review's decisions, in order
    const std::size_t index = review_queue_.front();
    if (!review_thinking_) {
      auto before = position_before(index);
      if (before) review_thinking_ = bot_think(*before, kHintLevel, seed_at(index));
      if (!review_thinking_) {  // cannot happen for a move in the history; skip it
        review_queue_.erase(review_queue_.begin());
        return false;
      }
    }
    if (review_thinking_->think(slice)) {
      weighed_[index] = weigh(*review_thinking_, match_->history()[index].move);
      review_thinking_.reset();
      review_queue_.erase(review_queue_.begin());
    }
    return true;
  }
  if (replaying_) return false;  // a replay: only its review thinks
  const int seat = to_move_now();
  if (round_finished() || (!is_computer(seat) && !advice_pending())) {
    step_ghost(slice);  // the expert's daily round, while the table waits for the player
    return false;
  }
  if (seat == viewer_ && !covered() && advice_pending()) return advice_->think(slice);  // true: ready
  if (!is_computer(seat)) return false;
  if (now - last_change_at_ >= bot_wait() && claim_for(seat, now)) {  // the rest is certain: no need to think
    thinking_.reset();
    return true;
  }
  if (!thinking_ || thinking_for_ != revision_) begin_thinking(now);
  if (!thinking_) return false;
  if (!thinking_->done()) {
    if (!thinking_->think(slice)) return false;
    if (thought_ms_.size() == kThoughtsKept) thought_ms_.erase(thought_ms_.begin());
    thought_ms_.push_back(now - thinking_since_);
  }
  if (now - last_change_at_ < bot_wait()) return false;
  const std::string move = thinking_->move();
  thinking_.reset();
  if (move.empty() || !match_->play(move)) return false;  // a bot never errs; stay put if it did
  movers_.push_back(seat);
  refresh(now);
  return true;
}

// --- Undo -------------------------------------------------------------------------------

std::optional<std::size_t> Session::undo_point() const {
  if (!holds_match() || online() || round_finished()) return std::nullopt;
  for (std::size_t i = movers_.size(); i-- > handed_at_;) {  // nothing from before another person held the device
    if (movers_[i] == viewer_) return i;
    if (movers_[i] < 0) break;  // the round's start: nothing of an earlier round is undone
  }
  return std::nullopt;
}

bool Session::can_undo() const { return undo_allowed_ && coach_allowed() && undo_point().has_value(); }

Status Session::undo(double now) {
  if (!active()) return Status::fail(tr("there is no match in progress"));
  if (!undo_allowed_) return Status::fail(tr("undo is turned off"));
  if (online()) return Status::fail(tr("undo is off at an online table: the others have seen the move"));
  if (!coach_allowed()) return Status::fail(tr("today's deal is played without undo"));
  if (round_finished()) return Status::fail(tr("the round is over: it cannot be taken back"));
  const auto point = undo_point();
  if (!point) return Status::fail(tr("there is nothing of yours to take back in this round"));
  auto earlier = replay(*match_, *point);
  if (!earlier) return earlier.status();
  match_ = std::move(*earlier);
  movers_.resize(*point);
  if (check_ && check_->step >= *point) check_.reset();  // the moves taken back are not rated
  while (!checked_.empty() && checked_.back().step >= *point) checked_.pop_back();
  forget_weighed(*point);
  view_ = viewer_view();
  events_.clear();  // what is still on the table was seen already: nothing flies in again
  extend_events(events_, *view_, kLongAgo);
  last_change_at_ = now;
  ++revision_;
  check_handover();  // the device is back with the one who undid: no cover
  begin_thinking(now);
  return {};
}

std::unique_ptr<SeatView> Session::viewer_view() const {
  auto view = shown_view_of(*match_, viewer_);
  return view && viewer_ != 0 ? view->turned(viewer_) : std::move(view);
}

std::vector<std::string> Session::names() const {
  if (!active()) return {};
  if (remote_) return remote_->names;
  return setup_.names.empty() ? default_seat_names(match_->players(), shared()) : setup_.names;
}

bool Session::is_person(int seat) const {
  if (remote_) return seat == viewer_;
  const auto& p = setup_.people;
  return std::find(p.begin(), p.end(), seat) != p.end();
}

void Session::check_handover() {
  if (!match_) return;  // a friend's seat has one person
  const int seat = match_->to_move();
  handover_to_ = !round_finished() && seat >= 0 && seat != viewer_ && is_person(seat) ? seat : -1;
}

void Session::accept_handover(double now) {
  if (handover_to_ < 0) return;
  viewer_ = handover_to_;
  handover_to_ = -1;
  handed_at_ = match_->history().size();
  view_ = viewer_view();
  events_.clear();  // the log again, from the new chair, already seen
  extend_events(events_, *view_, kLongAgo);
  ++revision_;
  begin_thinking(now);
}

// --- A friend's seat online ------------------------------------------------------------------

std::string quick_message_words(std::string_view what) {
  // TRANSLATORS: the quick messages players send each other at an online table, shown a moment
  // on the tables ("Ann: Good game!").
  if (what == "good_game") return tr("Good game!");
  if (what == "your_turn") return tr("Your turn!");
  if (what == "thanks") return tr("Thanks!");
  return quick_message_text(what);  // one this page does not know: as table_messages.h words it
}

void Session::join_remote(std::string name, std::uint64_t seed, double now) {
  forget_table();
  match_.reset();
  movers_.clear();
  advice_.reset();
  thinking_.reset();
  view_.reset();
  setup_ = MatchSetup{};
  daily_.reset();
  handover_to_ = -1;
  remote_ = std::make_unique<Remote>();
  remote_->name = std::move(name);
  remote_->seed = seed;
  remote_->outbox.push_back(hello_message(remote_->name));
  round_started_at_ = last_change_at_ = now;
  ++revision_;
}

int Session::remote_seat() const { return remote_ ? remote_->seat : -1; }

std::vector<std::string> Session::take_outbox() {
  if (!remote_) return {};
  return std::exchange(remote_->outbox, {});
}

std::vector<std::string> Session::take_remote_news() {
  if (!remote_) return {};
  return std::exchange(remote_->news, {});
}

std::vector<int> Session::away_seats() const { return remote_ ? remote_->away : std::vector<int>{}; }

Status Session::receive(std::string_view host_text, double now) {
  if (!remote_) return Status::fail(tr("this page is not at an online table"));
  auto message = decode_host_message(host_text);
  if (!message) return message.status();
  Remote& r = *remote_;
  const auto name_of = [&](int seat) {
    if (seat >= 0 && seat < static_cast<int>(r.names.size())) return r.names[static_cast<std::size_t>(seat)];
    // TRANSLATORS: a seat's name when nothing better is known; {number} is the seat's number.
    return trcf("seat", "Seat {number}", {{"number", seat}});
  };
  if (auto* welcome = std::get_if<WelcomeMessage>(&*message)) {
    if (r.seat >= 0 && welcome->seat != r.seat) return Status::fail(tr("the host seated this page twice"));
    if (welcome->seat <= 0 || welcome->seat >= static_cast<int>(welcome->names.size()))
      return Status::fail(tr("the host's welcome names no seat for a friend"));
    if (Status s = check_names(welcome->names, static_cast<int>(welcome->names.size())); !s) return s;
    r.seat = welcome->seat;
    r.names = std::move(welcome->names);
    viewer_ = r.seat;
    ++revision_;
    return {};
  }
  if (auto* view = std::get_if<ViewMessage>(&*message)) return take_view(view->rev, std::move(view->view), now);
  if (const auto* refused = std::get_if<RefusedMessage>(&*message)) {
    r.sent = false;  // a move refused: the player chooses again
    // TRANSLATORS: on a friend's table when the host's page refused what it sent (a move); {why}
    // is the host's reason ("it is not their turn").
    r.news.push_back(trf("The host refused: {why}", {{"why", render(refused->why)}}));
  } else if (const auto* said = std::get_if<SaidMessage>(&*message)) {
    r.news.push_back(
        // TRANSLATORS: a quick message a player sent, shown a moment on the others' tables: {name} is who sent it,
        // {message} what they said ("Ann: Thanks!").
        trf("{name}: {message}", {{"name", name_of(said->seat)}, {"message", quick_message_words(said->what)}}));
  } else if (const auto* away = std::get_if<AwayMessage>(&*message)) {
    // TRANSLATORS: shown a moment on the table when a friend's page is gone; {name} is the friend's name.
    r.news.push_back(trf("{name} is away", {{"name", name_of(away->seat)}}));
    if (std::find(r.away.begin(), r.away.end(), away->seat) == r.away.end()) r.away.push_back(away->seat);
  } else if (const auto* back = std::get_if<BackMessage>(&*message)) {
    // TRANSLATORS: shown a moment on the table when a friend who was away has come back.
    r.news.push_back(trf("{name} is back", {{"name", name_of(back->seat)}}));
    std::erase(r.away, back->seat);
  }
  ++revision_;
  return {};
}

Status Session::take_view(std::int64_t rev, std::unique_ptr<SeatView> view, double now) {
  Remote& r = *remote_;
  if (r.seat < 0) return Status::fail(tr("the host sent a view before its welcome"));
  if (rev <= r.rev) return {};  // an older view arriving late: the newer one stands
  if (view->seat() != r.seat) return Status::fail(tr("the host sent another seat's view"));
  if (view->players() != static_cast<int>(r.names.size())) return Status::fail(tr("the host's view has other seats"));
  const GameInfo* game = find_game(view->game_id());
  const ViewFacts facts = view_facts(*view);
  if (!game || !facts.options || !facts.scores) return Status::fail(tr("this page cannot show that game"));
  auto shown = view->turned(r.seat);  // the player at the bottom, as at pass-and-play
  if (!shown) return Status::fail(tr("this page cannot show that game from your seat"));
  const bool new_round = !r.sent_view || facts.round != view_facts(*r.sent_view).round || r.game != game;
  if (new_round) {
    events_.clear();
    round_started_at_ = now;
    r.ready = false;
    r.round_start = *facts.scores;  // the totals move only when a round is scored
    if (r.game != game || r.options.items() != facts.options->items()) r.rounds.clear();  // another match
    claimed_.reset();
    checked_.clear();
  }
  const auto over = [](Phase p) { return p == Phase::RoundOver || p == Phase::MatchOver; };
  if (over(view->phase()) && !new_round && !over(r.sent_view->phase())) {  // scored now: the totals' change
    std::vector<int> points(facts.scores->size());
    for (std::size_t s = 0; s < points.size() && s < r.round_start.size(); ++s)
      points[s] = (*facts.scores)[s] - r.round_start[s];
    r.rounds.push_back(std::move(points));
    r.scored_round = facts.round;
  }
  r.game = game;
  r.options = *facts.options;
  r.rev = rev;
  r.sent = false;
  r.sent_view = std::move(view);
  view_ = std::move(shown);
  extend_events(events_, *view_, now);
  last_change_at_ = now;
  ++revision_;
  begin_thinking(now);
  return {};
}

void Session::refresh(double now) {
  view_ = viewer_view();
  extend_events(events_, *view_, now);
  last_change_at_ = now;
  ++revision_;
  check_handover();
  begin_thinking(now);
}

std::optional<std::string> Session::last_human_move() const {
  if (!active()) return std::nullopt;
  if (remote_) return remote_->last_move;
  const auto& history = match_->history();
  for (std::size_t i = std::min(movers_.size(), history.size()); i-- > 0;)
    if (movers_[i] == viewer_) return history[i].move;
  return std::nullopt;
}

std::uint64_t Session::bot_seed() const {
  // A friend's page knows neither the match's seed (it would tell the deal) nor its history:
  // its own seed, and the view's revision.
  if (remote_) return decision_seed(remote_->seed, static_cast<std::size_t>(remote_->rev));
  return seed_at(match_->history().size());
}

std::uint64_t Session::seed_at(std::size_t index) const { return decision_seed(match_->seed(), index); }

}  // namespace boneyard
