// The session: the one place in the shell that drives the engine (the screens only read it and ask it).
//
// A Session owns the Match, knows that seat 0 is the person at the screen and the other seats
// computer players (or people at the device, or friends online), and moves the bots at a
// watchable pace. At a friend's seat online it owns no Match, only the views the host's page
// sends (see "Online" below), and the screens cannot tell the difference. It never reads a clock:
// every call that can change something takes `now` (milliseconds, any origin) from the
// caller, so pacing is testable and the same inputs always give the same match. Bots take
// their randomness from a seed derived from the match seed and the move number, so a saved
// or shared match replays exactly.
//
// Screens read `view()` (seat 0's SeatView: what the player may know; `view_as<LineView>()`
// for the line family's own fields; the trick games' tables read their view through
// trick/trick_model.h) and, in the line games, the timed events
// (for animations and the "East passes" bubble); they act through play() / next_round().
// A bot stuck in the Draw game draws one tile per move; its draws come at twice the pace of
// its plays, so a run of draws is watchable tile by tile without dragging. In the trick games
// a bot about to lead waits longer, so the trick just taken can be seen going to its winner.
// After every change `revision()` grows and `save_text()` holds the whole session, which
// the app writes to storage.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/match.h"
#include "line/line_match.h"
#include "session/link.h"

namespace boneyard {

// What a new match is made from: the menu's choices or a share link.
struct MatchSetup {
  std::string game = "block";
  OptionList options;            // as chosen (players included), canonical text
  std::string level = "normal";  // computer players' level, one of bot_levels()
  std::vector<int> people = {0};  // the seats played by people at this device (pass-and-play): 0 and any others
  std::vector<std::string> names = {};  // per seat, as chosen (seats.h clean_name); empty: the default names
  std::vector<int> friends = {};        // online: the seats friends play from their own devices
  std::vector<int> stand_ins = {};      // online: friends' seats a computer player moves for while they are away
};

// Today's deal (daily.h), when a match is one.
struct DailyDeal {
  std::string date;     // YYYY-MM-DD
  bool replay = false;  // the player had played that deal before
};

// One public event of the current round with the time it happened (LineView::log order).
struct TimedEvent {
  int seat = 0;
  std::string move;            // "6-6", "6-4:L", "pass", "draw"
  double at = 0;               // ms; far in the past for events restored from a save
  std::optional<int> ends[2];  // the open ends when it happened (empty line: none)
  std::optional<Tile> drawn;   // the player's own draws: the tile drawn (known for a restored
                               // match only for the latest draw)
};

class Session {
 public:
  static constexpr int kHuman = 0;
  static constexpr int kDefaultDelayMs = 700;

  // Whether a table can show matches of `game` (the line games, whose views are LineViews,
  // and the trick games); the engine may know more games than the tables show.
  static bool can_show(const GameInfo& game);

  // --- Starting -------------------------------------------------------------------------
  Status start(const MatchSetup& setup, std::uint64_t seed, double now);  // a new match
  Status start_daily(const DailyDeal& daily, const std::string& game, double now);  // Today's deal of `game`
  Status start_from_link(const Link& link, std::uint64_t fallback_seed, double now);
  Status restore(std::string_view saved, double now);  // from save_text(); refused: unchanged
  Status new_match(std::uint64_t seed, double now);    // same setup, new seed
  // A replay (a match record opened from a link), shown by the round review only: no
  // computer player moves, nothing is saved or counted as in progress.
  Status open_replay(std::unique_ptr<Match> match, double now);
  bool replaying() const { return replaying_; }

  // --- Reading --------------------------------------------------------------------------
  // A session holds a whole match (the player's own, or the one a host's page holds for an
  // online table), or, at a friend's seat online, only what the host sends that seat
  // (remote()). The screens read the match through the calls below, never match() itself, so
  // they need not know which.
  bool active() const { return match_ != nullptr || (remote_ && view_); }
  bool holds_match() const { return match_ != nullptr; }  // the record, the review, statistics need it
  const Match& match() const { return *match_; }          // precondition: holds_match()
  const GameInfo& game() const;                           // precondition: active(), as for the rest
  const Options& options() const;
  int players() const;
  int round() const;
  Phase phase() const;
  std::vector<int> scores() const;
  std::vector<int> match_winners() const;  // once the match is over
  // Each finished round's points per seat (the score sheet). At a friend's seat: the rounds
  // seen played there (scores() has the totals, rounds from before the friend sat down included).
  std::vector<std::vector<int>> round_points() const;
  // Whether round_points().back() is the round now shown, finished (at a friend's seat the
  // round must have been seen played for its points to be known).
  bool round_scored() const;
  // Differs from match to match: a table starts its animations afresh for a new one.
  std::uint64_t table_key() const;
  // How far the match has come, for a watcher that must tell a match moving on from one taken
  // back (sound cues): the steps made (the match's history; at a friend's seat, the host's
  // views), and a mark of the n-th (1..steps()) that stays the same while that step stands.
  std::size_t steps() const;
  std::string step_mark(std::size_t n) const;
  const SeatView& view() const { return *view_; }  // seat 0's view; precondition: active()
  template <class View>
  const View* view_as() const {  // the view as its family's type, or nullptr
    return dynamic_cast<const View*>(view_.get());
  }
  const MatchSetup& setup() const { return setup_; }
  const std::vector<TimedEvent>& events() const { return events_; }  // this round's
  double round_started_at() const { return round_started_at_; }
  bool human_to_move() const;
  std::vector<std::string> human_moves() const;        // empty unless human_to_move()
  bool round_finished() const;                         // round_over or match_over
  std::optional<std::string> last_human_move() const;  // the player's latest move this match
  bool summary_due(double now) const;                  // round finished, its last tile seen (and a claim)
  // When the session next changes without the player (a bot's move, the summary coming due),
  // for a caller that sleeps until then; nullopt while it waits for the player or a click.
  std::optional<double> next_change_at(double now) const;
  double last_change_at() const { return last_change_at_; }  // the latest move or deal (ms)
  std::uint64_t revision() const { return revision_; }       // grows with every change
  std::string save_text() const;                             // "" when there is nothing to resume
  bool in_progress() const;                                  // a match that is not over: replacing it loses something
  // The match in a line: "Domino Hearts • Round 3 • You 24, West 31, North 2, East 9".
  std::string describe() const;
  // The deal's link (game, essential options, seed, level): it deals every hand, so it is not
  // offered while friends play online, nor at a friend's seat (which has no seed).
  bool can_share_deal() const { return holds_match() && setup_.friends.empty(); }
  Link share_link() const;  // empty unless can_share_deal()

  // --- Today's deal (daily.h) --------------------------------------------------------------
  // A daily is one round: no next round, and once it is over nothing is left to resume. While
  // it is played the expert plays the same deal in the player's seat (the same computer
  // players, seeded alike), in slices by update() when nothing else thinks.
  bool daily() const { return active() && daily_.has_value(); }
  const std::optional<DailyDeal>& daily_deal() const { return daily_; }
  bool daily_over() const { return daily() && round_finished(); }
  std::optional<int> daily_points() const;  // the player's points in the round, once it is over
  std::optional<int> daily_expert() const;  // the expert's in the player's seat, once played out
  bool daily_expert_pending() const { return daily_expert_ && daily_expert_->to_move() >= 0; }
  // The coach (hint, analysis, play checker) and undo help in a match; Today's deal measures
  // the player alone, so there they are off (its review, once the round is over, still weighs
  // every decision).
  bool coach_allowed() const { return !daily(); }

  // --- Pass-and-play -----------------------------------------------------------------------
  // Seats of MatchSetup::people are played by people sharing the device; the others by
  // computer players. The table shows the view of the person holding the device (viewer()),
  // turned so that their seat is seat 0 (SeatView::turned): their hand at the bottom. When
  // another person is to move, the table is covered (covered()) until that person says they
  // are ready (accept_handover()); only then is their hand shown. A person may take back
  // their own decisions only until another person has been handed the device.
  bool is_person(int seat) const;
  bool shared() const { return setup_.people.size() > 1; }  // several people at the device
  // Every seat's name as the match numbers them: as chosen, or the defaults (seats.h
  // default_seat_names: seat 0 is "You" alone at the device, "South" when shared).
  std::vector<std::string> names() const;
  int viewer() const { return viewer_; }          // the seat whose view is shown, as the match numbers it
  int reader() const { return shared() ? -1 : viewer_; }  // the one reader's seat (a score sheet's "you"); -1: shared
  bool covered() const { return handover_to_ >= 0; }
  int handover_to() const { return handover_to_; }  // the person the device goes to next; -1: none
  void accept_handover(double now);               // they hold it now: their view is shown

  // --- Online (issue 28) -------------------------------------------------------------------
  // The host's page holds the match; MatchSetup::friends are the seats played by friends from
  // their own devices. Their moves come as messages (shell/model/online judges them: OnlineHost)
  // and are played with play_for(); no computer player moves for them, and the host's table
  // waits for them as it waits for a person. A computer player may stand in for an away friend
  // (stand_in) and step aside when the friend returns: the seat stays a friend's all along
  // (MatchSetup::stand_ins), so the table stays an online one. Undo is off at an online table:
  // a move others have seen is not taken back. The refusals of play_for(), stand_in() and
  // set_name() go to the friend's page (online/host_table.h) as phrases (core/i18n.h): render()
  // shows one in the reader's language.
  bool is_friend(int seat) const;        // a friend moves for the seat (a friend's seat, nobody standing in)
  bool is_friend_seat(int seat) const;   // a friend's seat, whoever moves for it now
  bool stood_in(int seat) const;         // a friend's seat a computer player moves for now
  std::vector<int> moving_friends() const;  // the seats is_friend() is true of
  bool online() const { return remote() || !setup_.friends.empty(); }  // friends at this table, or a friend's seat
  Status play_for(int seat, std::string_view move, double now);  // a friend's move; refused: unchanged
  // A computer player starts (`computer`) or stops standing in for a friend's seat; refused,
  // unchanged, for a seat that is not a friend's.
  Status stand_in(int seat, bool computer, double now);
  Status set_name(int seat, std::string_view name);              // a friend's name (clean_name); refused: unchanged

  // A friend's page holds a remote session: joined with join_remote(), it learns its seat and
  // the names from the host's welcome, and from then on shows the views the host sends
  // (receive()); the player's moves become messages for the host (take_outbox()). Nothing
  // about the deal but that seat's view reaches it. Undo, the round review and the record
  // need the whole match and are not offered there; the hint, the analysis and the tracker
  // work from the seat's own view, as they always do. The host deals each round: Next round
  // at the summary only closes it, and the table shows the finished round until the new one
  // comes. Nothing is saved: the host's page keeps the match.
  void join_remote(std::string name, std::uint64_t seed, double now);  // `seed`: for the coach's thinking
  bool remote() const { return remote_ != nullptr; }
  int remote_seat() const;   // from the welcome; -1 before it
  Status receive(std::string_view host_text, double now);  // a host's message; refused: unchanged
  std::vector<std::string> take_outbox();                  // messages for the host, in order
  // What the host refused, said or reported since the last call (refusals of the player's
  // moves, quick messages, seats away and back), for the table to show.
  std::vector<std::string> take_remote_news();
  bool move_in_flight() const { return remote_ && remote_->sent; }  // a move sent, its view not back yet
  std::vector<int> away_seats() const;  // the friends' seats the host said are away (the match's numbering)

  // --- Pace -----------------------------------------------------------------------------
  // The computer speed the menu offers ("slow", "normal", "fast") sets the delay; a share
  // link may set the delay itself. Whatever the delay, a bot waits until the move before it
  // has finished moving on screen (session/pace.h: a tile's glide, a trick's slide to its winner).
  static const std::vector<std::string>& speeds();    // slow, normal, fast
  static int speed_delay_ms(std::string_view speed);  // unknown speeds: normal's
  void set_speed(std::string_view speed);             // an unknown speed: normal
  const std::string& speed() const { return speed_; }
  void set_delay_ms(int ms) { delay_ms_ = ms; }
  int delay_ms() const { return delay_ms_; }
  // With reduced motion a tile is in place the moment it is played (layout/motion.h), so a bot waits
  // only its delay, not for a glide that is not drawn; a taken trick still stays in view as
  // long as ever. The app sets it from the display options each frame.
  void set_reduced_motion(bool reduced) { reduced_motion_ = reduced; }

  // --- Acting ---------------------------------------------------------------------------
  Status play(std::string_view move, double now);  // the human's move; refused: unchanged
  // Claiming the rest of the tricks (a trick game's play, Match::claim): offered while the
  // person to move takes every trick left however the others play; claim() plays the round
  // out at once (refused, unchanged, when the rest is not certain). A computer player whose
  // rest is certain claims too, instead of moving. claimed(): who claimed this round, and
  // how many tricks.
  bool can_claim() const;
  Status claim(double now);
  struct Claimed {
    int seat = 0;
    int tricks = 0;
    // The table as the claim was made: the viewer's view, and the claimer's (its hand).
    std::shared_ptr<const SeatView> table, hand;
    double at = 0;  // when (ms)
  };
  const std::optional<Claimed>& claimed() const { return claimed_; }
  // A claim is shown at the table before the round's summary: the claimer's hand face up over
  // the table as it stood (trick_table.cpp), for claim_show_ms() (a still picture: the frame
  // pacing asks for the next frame when it ends, next_change_at) or until the player has seen
  // it: claim_seen(), at a tap or any key. The summary is due only after.
  bool claim_showing(double now) const;
  void claim_seen();
  double claim_show_ms() const;
  Status next_round(double now);                   // deal the next round (phase round_over)
  // A bot to move thinks in slices of `slice` search iterations, one per update (the page
  // updates at every display refresh while searching(), drawing a frame only when what it
  // shows changes), and moves once it has decided and its delay has passed. The move is the
  // one bot_move() would make, whatever the slices (the app sizes them to the time a
  // refresh can spare).
  static constexpr int kThinkSlice = 600;
  bool update(double now, int slice = kThinkSlice);  // a bot thinks on; it moves if its time has come
  bool thinking() const;                             // a bot to move has not decided yet
  // Some search works on (a bot, the hint or analysis, the move check, the review, the daily
  // expert's round): update() has work for every refresh, whether or not a frame is drawn.
  bool searching() const;
  std::uint64_t bot_seed() const;                    // the seed of the decision of the bot to move
  std::uint64_t seed_at(std::size_t index) const;    // of the decision made at history entry `index`
  // How long each recent decision that needed thinking took, from its turn to its decision
  // (frame clock, ms): what a player waits for a computer player besides its delay.
  const std::vector<double>& thought_ms() const { return thought_ms_; }

  // --- Coach: hint, analysis, play checker -----------------------------------------------
  // What the expert would do now in the player's seat: the `expert` computer player's
  // decision from the player's own view, with the seed a computer player in that seat would
  // have (bot_seed()), so the same position always gets the same advice. Asked for while the
  // player is to move, it is thought out in slices by update(), like a computer player's
  // move; any change to the match (a move, undo, a new round) drops it. The hint is its
  // move; the analysis what it found every choice worth (core/match.h Analysis).
  static constexpr std::string_view kHintLevel = "expert";
  // The hint: refused with a message, unchanged, unless the player is to move in a match that
  // allows it (coach_allowed()).
  Status request_hint();
  void request_analysis();                  // nothing unless so; the same thinking as the hint
  bool hint_pending() const;                // the hint is asked for, still thinking
  bool advice_pending() const;              // the advice (hint, analysis, checker) is still thinking
  std::optional<std::string> hint() const;  // the move, once thought out, if the hint was asked for
  std::optional<Analysis> analysis() const;  // once thought out; nullopt also for a rule's decision
  bool advice_ready() const;                 // the advice for the position now is thought out
  std::optional<std::string> advice_move() const;  // its move, once thought out (asked for or not)

  // The play checker ("Check my plays"): while it is on, the advice is thought out for every
  // decision of the player, and once a move is made it is compared with the expert's: a move
  // worth kCheckPoints or more less than the expert's choice, or (when the round can end the
  // match) kCheckWin less chance to win it, leaves a note (never blocking play). Each checked
  // decision of the round is kept for the round review.
  static constexpr double kCheckPoints = 1.0;
  static constexpr double kCheckWin = 0.05;  // or, when the round can end the match, this much less chance to win it
  void set_check_plays(bool on);
  bool check_plays() const { return check_plays_; }
  struct CheckedMove {
    std::size_t step = 0;  // the match history entry of the player's move
    std::string played, expert;
    double loss = 0;      // points the move gave away against the expert's choice (>= 0; 0 if not rated)
    double win_loss = 0;  // the chance to win the match it gave away (when the round can end it)
    bool rated = false;
  };
  // The play checker's note on a costly move; the coach words it (views/coach/hint.h
  // check_note: "Your last move: the expert would play 6-4 on the left end instead, about 2.1
  // points better.").
  struct PlayNote {
    std::uint64_t id = 0;                   // grows with every new note
    std::shared_ptr<const SeatView> view;   // the player's view when deciding
    std::string expert;                     // the expert's move, in the match's numbering of seats
    double loss = 0;                        // the points the player's move gave away
    double win_loss = 0;                    // the chance to win it gave away, when worth saying
  };
  std::optional<PlayNote> play_note() const { return note_; }  // the latest
  const std::vector<CheckedMove>& checked_moves() const { return checked_; }  // this round's
  bool checking() const { return check_ != nullptr; }                          // a move is being rated

  // --- Round review ------------------------------------------------------------------------
  // The round's moves (the finished round's, or the one in progress) with the positions
  // they were made in (the match replayed to just before each), and the expert's view of
  // each of the player's decisions, weighed from the player's view then with the hint's seed
  // (so the same figures the hint and the checker gave): the checker's are kept; start_review()
  // weighs the rest in slices by update(), in order.
  struct RoundMove {
    std::size_t index = 0;  // in the match history
    int seat = 0;
    std::string move;
  };
  std::vector<RoundMove> round_moves() const;
  // nullptr if out of range; the positions asked for are kept until the match changes (the
  // review asks for the same ones every frame, and a replay goes back to the match's start).
  std::shared_ptr<const Match> position_before(std::size_t index) const;
  void start_review();
  int review_pending() const;  // the player's decisions of the round still to weigh
  struct Weighed {
    std::optional<Analysis> analysis;  // nullopt: decided by rule (or a single choice)
    std::string expert;                // the expert's move
    std::string played;
    double loss = 0;      // what the player's move gave away against the expert's (when both are rated)
    double win_loss = 0;  // likewise in the chance to win the match (when the round can end it)
    bool rated = false;
    bool costly() const { return rated && played != expert && (loss >= kCheckPoints || win_loss >= kCheckWin); }
  };
  std::optional<Weighed> weighed(std::size_t index) const;  // for the player's move at `index`, once weighed

  // --- Undo -----------------------------------------------------------------------------
  // Undo takes back the player's last decision of this round and every computer move made
  // after it, leaving the player to decide again; repeated, it goes back to the round's
  // first decision. The match is replayed from its start without those steps, so the same
  // choice then brings the same computer replies (bots are seeded by move number), and the
  // save is the match as it now stands. It never reaches into a finished round, nor works
  // once the round is over. A player may turn it off (strict play).
  void set_undo_allowed(bool allowed) { undo_allowed_ = allowed; }
  bool undo_allowed() const { return undo_allowed_; }
  bool can_undo() const;    // allowed, the round goes on and the player has decided in it
  Status undo(double now);  // refused with a message, unchanged, when !can_undo()

 private:
  Status adopt(std::unique_ptr<Match> match, MatchSetup setup, double now, bool restored,
               std::optional<DailyDeal> daily = std::nullopt);
  void forget_table();  // what belonged to the table shown before (a new match, a friend's seat)
  void refresh(double now);
  void begin_thinking(double now);  // the bot to move, if any, starts on its decision
  double bot_wait() const;          // how long the bot to move waits: a run of draws goes faster, a
                                    // trick just taken stays on the table a moment longer
  double summary_pause() const;

  std::optional<std::size_t> undo_point() const;  // the history entry undo goes back to

  std::unique_ptr<Match> match_;
  // A friend's seat at an online table: what the host has sent.
  struct Remote {
    std::string name;                 // the player's, as sent in the hello
    int seat = -1;                    // from the welcome
    std::vector<std::string> names;   // every seat's, from the welcome
    std::int64_t rev = 0;             // of the view held
    std::unique_ptr<SeatView> sent_view;  // as the host sent it (the match's numbering)
    const GameInfo* game = nullptr;
    Options options;
    bool sent = false;                // a move sent for `rev`
    bool ready = false;               // the player closed the finished round's summary
    std::vector<std::string> outbox;  // to the host
    std::vector<std::string> news;    // for the table
    std::vector<int> away;            // friends' seats whose pages are gone, as the host said
    std::uint64_t seed = 0;           // the coach's, mixed with the view's revision
    std::vector<std::vector<int>> rounds;  // finished rounds' points, as seen
    int scored_round = 0;                  // the round whose points are rounds.back()
    std::vector<int> round_start;     // the totals when the shown round began
    std::size_t moves = 0;            // the player's moves this match (the play checker's steps)
    std::optional<std::string> last_move;
  };
  std::unique_ptr<Remote> remote_;
  Status take_view(std::int64_t rev, std::unique_ptr<SeatView> view, double now);
  int to_move_now() const;
  bool is_computer(int seat) const;  // a computer player moves for it here
  std::optional<Claimed> claimed_;  // this round's claim
  bool claim_seen_ = false;         // the player has ended its showing
  // The claim of the position at revision `claim_at_` (Match::claim searches: asked once).
  mutable std::uint64_t claim_at_ = static_cast<std::uint64_t>(-1);
  mutable std::vector<std::string> claim_moves_;
  const std::vector<std::string>& claim_moves() const;
  bool claim_for(int seat, double now);  // plays `seat`'s claim out, when it has one
  std::vector<int> movers_;  // who made each entry of the match's history (-1: a new round)
  bool undo_allowed_ = true;
  std::unique_ptr<SeatView> view_;
  MatchSetup setup_;
  std::vector<TimedEvent> events_;
  double round_started_at_ = 0;
  double last_change_at_ = 0;
  int delay_ms_ = kDefaultDelayMs;
  bool reduced_motion_ = false;
  std::string speed_ = "normal";
  std::uint64_t revision_ = 0;
  void finish_check();  // the move checked, the note written
  std::unique_ptr<BotThinking> advice_;  // the expert's decision for the player, in progress or done
  std::uint64_t advice_for_ = 0;         // the revision it is about
  bool hint_asked_ = false;              // the hint for it was asked for
  bool check_plays_ = false;
  struct Check {  // the player's move being rated
    std::unique_ptr<BotThinking> advice;
    std::unique_ptr<SeatView> view;  // the player's view when deciding
    std::size_t step = 0;
    std::string played;
  };
  std::unique_ptr<Check> check_;
  std::vector<CheckedMove> checked_;
  std::map<std::size_t, Weighed> weighed_;  // this round's weighed decisions of the player
  std::vector<std::size_t> review_queue_;   // decisions still to weigh, in order
  mutable std::map<std::size_t, std::shared_ptr<const Match>> positions_;  // position_before's, for
  mutable std::uint64_t positions_for_ = 0;                               // this revision
  std::unique_ptr<BotThinking> review_thinking_;  // weighing review_queue_.front()
  Weighed weigh(const BotThinking& done, const std::string& played) const;  // the move against the advice
  void forget_weighed(std::size_t from);  // drops what was weighed at `from` and after
  std::optional<PlayNote> note_;
  std::optional<DailyDeal> daily_;
  int viewer_ = 0;
  int handover_to_ = -1;           // covered: waiting for this person
  std::size_t handed_at_ = 0;      // the history's length when the viewer last changed (undo stops there)
  void check_handover();           // covers the table when another person is to move
  std::unique_ptr<SeatView> viewer_view() const;
  bool replaying_ = false;
  std::unique_ptr<Match> daily_expert_;  // Today's deal with the expert in the player's seat
  std::unique_ptr<BotThinking> daily_expert_thinking_;
  void step_ghost(int slice);
  std::unique_ptr<BotThinking> thinking_;  // the decision of the bot to move, in progress
  std::uint64_t thinking_for_ = 0;         // the revision it is about
  double thinking_since_ = 0;
  static constexpr std::size_t kThoughtsKept = 200;
  std::vector<double> thought_ms_;
};

// A quick message (wire/table_messages.h quick_messages(): only its id travels) in this page's
// language, as the tables show it: "good_game" -> "Good game!".
std::string quick_message_words(std::string_view what);

}  // namespace boneyard
