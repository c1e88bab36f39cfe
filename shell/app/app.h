// The app: which screen is showing, the session behind them, and what persists between
// visits (the match in progress, the last setup, the settings). It turns screen actions into
// session calls, opens share links, keeps the save in storage after every change, plays the
// table's sounds (sound/sound_cues.h: what is due; sound/sound.h: how it sounds) once the player has
// tapped and while sound is on, and answers the browser test hook. Platform services come
// from platform.h; drawing from the screens.
// Each frame it tells UiFrame when the next one is needed (a bot's move, the summary), so an idle
// game draws nothing.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "online/host_table.h"
#include "online/invitation.h"
#include "render/fonts.h"
#include "render/ui_frame.h"
#include "screens/screens.h"
#include "session/session.h"
#include "sound/sound_cues.h"
#include "session/stats.h"

namespace boneyard {

namespace platform {
struct OnlineEvent;
}

class App {
 public:
  App();
  void frame(UiFrame& ui, const Fonts& fonts);  // one frame of the current screen
  // At every display refresh, before any frame: the shown session moves on (a bot's move when
  // it is due, a slice of a search) and the table's sounds play when due, whether or not a
  // frame is drawn. True when what the screen shows has changed (a move made, advice ready, a
  // decision weighed, a search over): a frame is due now. `drawing`: a frame is drawn in this
  // refresh anyway, so a search leaves it more of the refresh.
  bool tick(double now, bool drawing);
  // How long a search may hold the main thread in one refresh (16.7 ms at 60 Hz), when a frame
  // is drawn in it and when none is (nothing moves: the table waits for the computer player).
  static constexpr double kThinkMsDrawing = 8;
  static constexpr double kThinkMsQuiet = 12;
  bool searching() const;  // the shown session searches (the test hook's "busy")
  // The player tapped, clicked or pressed a key: from now on the browser lets the page play
  // sound, so the output opens (with sound on).
  void user_gesture();
  std::string test_view() const;           // {"screen":..., "state":...}
  std::string test_targets() const;        // [{"id":..., "x":..., "y":..., "w":..., "h":...}]
  // The same for the layout test (tests/layout/), which drives the app in-process: what can be
  // clicked now (in the safe area's coordinates) and the screen's name ("table", "round_over"...).
  std::vector<Target> targets() const;
  std::string screen() const;
  const Session& session() const { return session_; }  // the match in progress (or none)
  float text_scale() const;                // the fonts' scale: larger text (display options)
  const std::string& language() const { return language_; }  // the language shown ("en", "es"...)

 private:
  void update_session(Session& session, double now, double think_ms);  // timed (slices, test hook)
  Session* shown_session();  // the table's, or the replay's; nullptr on other screens
  enum class Screen { Title, Setup, Table, HowToPlay, Stats, Daily, Display, Replay, Online, None };  // None: a question covers the screen
  // A link, Start on the setup screen and New match ask first while a match is in progress
  // (`confirmed`: the player said Replace).
  void open_link(const std::string& hash, double now, bool confirmed = false);
  void start_match(const MatchSetup& setup, double now);
  void start_daily(const std::string& game, const std::string& date, double now);  // Today's deal of `game`
  static std::string today();  // the UTC date
  Cover cover() const;         // pass-and-play: the cover while the device changes hands
  void to_title();
  void persist();
  // The router: frame() hands each frame to the screen shown, and does what it asks.
  void answer_replace(ConfirmAction answer, double now);  // "Replace your match in progress?"
  void title_frame(UiFrame& ui, const Fonts& fonts, double now);
  void stats_frame(UiFrame& ui, const Fonts& fonts);
  void daily_frame(UiFrame& ui, const Fonts& fonts, double now);
  void setup_frame(UiFrame& ui, const Fonts& fonts, double now);
  void table_frame(UiFrame& ui, const Fonts& fonts, std::optional<SeatNaming>& naming, double now);
  void table_action(TableScreen::Action action, double now);
  template <class Table>
  bool carry_out(Table& table, Session& session, TableScreen::Action action, double now);
  void tend_analysis();
  void switch_setting(TableScreen::Action action);
  void online_frame(UiFrame& ui, const Fonts& fonts, double now);
  void replay_frame(UiFrame& ui, const Fonts& fonts, double now);
  void how_to_play_frame(UiFrame& ui, const Fonts& fonts, double now);
  void display_frame(UiFrame& ui, const Fonts& fonts);
  void show_copied(UiFrame& ui, double now);  // the clipboard's answer, as a toast
  std::string screen_name(double now) const;
  std::vector<Target> current_targets(double now) const;
  bool trick_game() const { return session_.active() && !session_.view_as<LineView>(); }  // which table shows it
  void reset_tables();
  void show_table(double now);  // the table of the match in progress, coached on a first visit
  void open_how_to_play(const std::string& game, const Options& options, double now);
  void record_statistics();  // a round (and match) just finished: counted once, stored
  // A replay link (#replay=...): its match's finished rounds in the round review, in a
  // session of their own (the match in progress, if any, is not touched).
  void open_replay(const std::string& text, double now);
  void show_replay_round(int round, double now);  // 1-based
  TableScreen::Action draw_replay(UiFrame& ui, const Fonts& fonts);
  void copy_record(const Session& session);  // the record and its replay link, to the clipboard
  struct Replay {
    std::unique_ptr<Match> match;   // the whole match
    std::vector<std::size_t> ends;  // the history's length at each finished round's end
    int round = 0;                  // shown, 1-based
    Session session;                // the match up to the end of that round
    TableScreen table;
    TrickTableScreen trick_table;
  };
  std::unique_ptr<Replay> replay_;
  void play_cues(double now);  // the table's cues that are due, played if sound is on and can be heard
  void switch_sound();
  void keep_four_colour(bool on);  // the trick tables' four suit colours, kept in storage

  Screen screen_ = Screen::Title;
  int think_slice_ = Session::kThinkSlice;  // search iterations per slice (update_session)
  std::vector<double> update_ms_;  // how long recent session updates took on the main thread (test hook)
  Session session_;
  SetupScreen setup_;
  TableScreen table_;             // the line games
  TrickTableScreen trick_table_;  // the trick games
  HowToPlayScreen how_to_play_;
  StatsScreen stats_screen_;
  DailyScreen daily_screen_;
  bool daily_recorded_ = false;  // the daily round just played is in the statistics
  bool daily_expert_recorded_ = false;
  Screen rules_from_ = Screen::Setup;  // where How to play's Back returns
  DisplayScreen display_screen_;
  DisplayOptions display_;               // as the player chose them (stored)
  Screen display_from_ = Screen::Title;  // where the Display screen's Back returns
  DisplayOptions display_effective() const;  // the choice, and reduced motion when the browser asks

  // --- The language (look/language.h; app_language.cpp) ----------------------------------------
  // Where the choice is kept: the page (web/index.html) reads it too, for its own words and to
  // fetch the catalogue beside the module.
  static constexpr std::string_view kLanguageKey = "boneyard.language";
  std::string language_chosen_;        // chosen in Display options, kept ("": the browser's)
  std::string language_ = "en";        // the language shown: its catalogue is installed
  std::string language_loading_;       // a catalogue asked for and not arrived yet
  std::string language_problem_;       // why the last one asked for could not be used
  void start_language();                       // at start-up, before any text is made
  void choose_language(const std::string& code);  // "" : the browser's; kept
  void use_language(std::string_view code);
  bool take_language();  // a catalogue arrived and is installed (or refused): a frame is due
  struct Replacing {                    // what waits for "Replace your match in progress?"
    enum class Kind { NewMatch, Link, Start, Daily } kind = Kind::NewMatch;
    std::string hash;    // Link; Daily: the game
    MatchSetup setup;    // Start
    std::string detail;  // what the question says: a link's table, then the match in progress
  };
  std::optional<Replacing> replacing_;
  void ask_to_replace(Replacing what);
  TitleModel title_;
  Statistics stats_;
  std::uint64_t saved_revision_ = 0;
  bool copying_ = false;
  std::string copied_;  // the toast once it is copied: "Share link copied", "Result copied"
  Vec2 canvas_;  // last frame's safe area, for the test hook
  ScreenMap screen_map_;  // where the canvas lies on the screen
  const Fonts* fonts_ = nullptr;
  const UiFrame* ui_ = nullptr;  // the last frame's, for the keyboard focus in the test hook
  bool sound_ = true;          // the menu's Sound switch, kept in storage
  bool gesture_seen_ = false;  // the player has tapped, clicked or pressed a key
  SoundCues cues_;

  // --- Online play (issue 28; app_online.cpp) ------------------------------------------------
  // The host's page holds the match and a HostTable between it and the friends' connections;
  // a friend's page holds a remote session (the player's own match, if any, set aside until
  // they leave the table). Events from the page's connections come in and messages go out at
  // every refresh (pump_online), whichever screen shows.
  enum class OnlineRole { None, Host, Friend };
  struct Online {
    OnlineRole role = OnlineRole::None;
    bool local_only = false;                 // no STUN server: friends on this network only
    std::uint64_t hosted = 0;                // the host's match (Session::table_key)
    bool handing = false;                    // host: this tab takes reply links from other tabs
    std::map<int, std::string> invitations;  // host: seat -> its offer code, made
    std::set<int> inviting;                  // host: asked for, not made yet
    std::set<int> answered;                  // host: the reply is in, the channel not open yet
    std::map<int, std::string> problems;     // host: seat -> what went wrong last
    std::map<int, std::string> pasted;       // host: seat -> what was wrong with the reply pasted in its row
    std::optional<Invitation> joining;       // friend: the invitation opened
    std::string reply;                       // friend: the reply code, once made
    std::string status;                      // friend: where joining stands
    bool connected = false;                  // friend: the channel to the host is open
    std::string name;                        // friend: the name sent
    std::unique_ptr<Session> set_aside;      // friend: the player's own session meanwhile
    std::set<std::pair<int, int>> quiet;     // host: (seat, SeatState) notices the host closed
  };
  Online online_;
  // An invitation opened before the page's WebRTC module has loaded: opened once it has.
  std::string pending_invitation_;
  double pending_since_ = 0;
  HostTable host_table_;
  OnlineScreen online_screen_;
  bool pump_online(double now);               // true: something changed (a frame is due)
  // pump_online's steps, in order (true: something changed). An invitation opened before the
  // module had loaded is opened once it has (or refused); a page that started something else
  // stops hosting or leaves the table; each connection's event is taken; then what goes out.
  bool open_pending_invitation(double now);
  bool end_online_left();
  void host_event(const platform::OnlineEvent& e, double now);    // from a friend's connection
  void seat_failed(int seat, const std::string& why);             // host: a seat's link or reply failed
  void friend_event(const platform::OnlineEvent& e, double now);  // from the host's connection
  bool pump_friend_session(double now);                           // the friend's messages out, the news in
  bool pump_host_table(double now);           // the friends' new views out, the notices due again, the news in
  void invite_empty_seats();                  // host: the links missing are asked for
  void begin_hosting();                       // session_ has friends' seats: their links are made
  void end_hosting();
  void open_invitation(const std::string& hash, double now);
  void refuse_invitation();  // where the page cannot play online
  // A reply pasted (in the field of seat `field`'s row) or a reply link handed over (`field` 0):
  // what is wrong with it is said in that row, or over the rows.
  void take_reply(const std::string& text, int field = 0);
  void leave_table(double now);               // a friend's page leaves the host's table
  std::optional<std::string> seat_link(int seat) const;  // host: the seat's invitation link, once made
  std::optional<std::string> own_reply_link() const;     // friend: the reply link, once made
  OnlineModel online_model() const;
  OnlineModel host_online_model() const;     // the host's Friends online screen: a row for each friend
  OnlineModel seated_online_model() const;   // a friend's page at the table
  OnlineModel joining_online_model() const;  // a friend's page joining: the name and the reply
  // A friend's row on the host's screen; `late`: the table has waited too long for them.
  OnlineRow friend_row(const HostTable::FriendSeat& f, const std::string& who, std::optional<int> waiting,
                       bool late) const;
  std::string friend_row_title(const HostTable::FriendSeat& f, Args name, bool late) const;
  OnlineRow network_row() const;  // how the links connect, and the table's patience
  // What the table keeps in view about the friends (TableNotice): on the host's table a friend
  // away, late or stood in for, with the link and the computer player one tap away; on a
  // friend's, the host's page gone.
  TableNotice online_notice(double now) const;
  std::vector<int> away_seats() const;  // the seats whose pages are gone (their plates say so)
  // The seats the table waits for as for people elsewhere ("Waiting for Ann…"): on the host's
  // page the friends moving for themselves; on a friend's, the host.
  std::vector<int> waited_seats() const;
  void online_action(const OnlineScreen::Action& action, double now);
  void online_toast(const std::string& text, double now);  // on the table, when it shows
  // The test hook's parts (app/test_hook.cpp).
  std::string table_test_view(double now) const;
  std::string coach_test_view() const;
  std::string sheet_test_view() const;
  std::string device_test_view() const;
  std::string online_test_view() const;
  std::string summary_sentence() const;  // the round summary's sentence, as this page words it (the test hook)
  std::array<std::vector<float>, kCueCount> samples_;  // each cue rendered at the output's rate, once
  std::array<int, kCueCount> played_{};                // cues played (queued to the output), for the test hook
};

}  // namespace boneyard
