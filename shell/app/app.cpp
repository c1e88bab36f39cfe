// The app: screens, share links, persistence (see app.h); its test hook is test_hook.cpp.
#include "app/app.h"

#include <algorithm>
#include <tuple>

#include "core/i18n.h"
#include "core/record.h"
#include "core/text.h"
#include "session/seats.h"
#include "session/daily.h"
#include "line/view_model.h"
#include "trick/trick_model.h"
#include "session/link.h"
#include "platform/platform.h"

namespace boneyard {

namespace {

constexpr std::string_view kSaveKey = "boneyard.save";         // the match in progress
constexpr std::string_view kSetupKey = "boneyard.setup";       // the last setup, as a link
constexpr std::string_view kUndoKey = "boneyard.undo";         // "0": strict play, no undo
constexpr std::string_view kSpeedKey = "boneyard.speed";       // the computer speed: slow, normal, fast
constexpr std::string_view kCheckKey = "boneyard.check_plays";  // "1": the play checker is on
constexpr std::string_view kStatsKey = "boneyard.stats";        // Statistics::save()
constexpr std::string_view kDisplayKey = "boneyard.display";  // format_display_options
constexpr std::string_view kSoundKey = "boneyard.sound";        // "0": the table's sounds are off
constexpr std::string_view kFourColourKey = "boneyard.four_colour";  // "1": cardominoes in four suit colours
constexpr std::string_view kCoachedKey = "boneyard.coached.";  // + game id: its coach line was shown

}  // namespace

App::App() {
  const double now = platform::now_ms();
  start_language();
  session_.set_undo_allowed(platform::load(kUndoKey).value_or("1") != "0");
  session_.set_speed(platform::load(kSpeedKey).value_or("normal"));
  session_.set_check_plays(platform::load(kCheckKey).value_or("0") == "1");
  if (auto stored = platform::load(kDisplayKey)) {  // refused: a message, and the options are off
    auto loaded = parse_display_options(*stored);
    if (loaded) {
      display_ = *loaded;
    } else {
      // TRANSLATORS: on the title screen; {why} says what is wrong with the stored options.
      title_.message = trf("Your display options could not be read ({why}): they are off.", {{"why", loaded.error()}});
      platform::set_aside(kDisplayKey);
    }
  }
  sound_ = platform::load(kSoundKey).value_or("1") != "0";
  table_.set_sound(sound_);
  trick_table_.set_sound(sound_);
  trick_table_.set_four_colour(platform::load(kFourColourKey).value_or("") == "1");
  if (auto last = platform::load(kSetupKey)) {
    if (auto link = parse_link(*last))
      setup_.load({link->game, link->options, link->level.value_or("normal"),
                   link->humans.empty() ? std::vector<int>{0} : link->humans, link->names, link->friends});
  }
  if (auto stats = platform::load(kStatsKey)) {  // refused: a message, and they start again
    auto loaded = Statistics::load(*stats);
    if (loaded) {
      stats_ = std::move(*loaded);
    } else {
      // TRANSLATORS: on the title screen; {why} says what is wrong with the stored statistics.
      title_.message = trf("Your statistics could not be read ({why}): they start again.", {{"why", loaded.error()}});
      platform::set_aside(kStatsKey);
      platform::store(kStatsKey, stats_.save());
    }
  }
  if (auto saved = platform::load(kSaveKey)) {
    const Status s = session_.restore(*saved, now);
    if (!s) {
      // TRANSLATORS: on the title screen when the saved match cannot be resumed; {problem} says why
      // ("Cannot load this saved game: ...").
      title_.message = trf("{problem}. It has been put aside.", {{"problem", capitalized(s.error())}});
      platform::set_aside(kSaveKey);
    }
  }
  saved_revision_ = session_.revision();
  begin_hosting();  // a reloaded online table: its friends' seats wait for new links
  // An online match in progress opens at its table: the friends wait there for new links.
  if (online_.role == OnlineRole::Host)
    show_table(now);
  else
    to_title();
  if (const std::string hash = platform::take_link(); !hash.empty()) open_link(hash, now);
}

void App::ask_to_replace(Replacing what) {
  // A link says what it opens, so the player knows what the match in progress would give way to.
  std::string opens;
  if (what.kind == Replacing::Kind::Link)
    if (auto link = parse_link(what.hash)) opens = link_opens(*link);
  what.detail = opens.empty() ? session_.describe()
                              // TRANSLATORS: under what a link opens, before it replaces the match in progress
                              // ({match}: "Block • Round 3 • You 24, West 31").
                              : opens + "\n" + trf("In progress: {match}", {{"match", session_.describe()}});
  replacing_ = std::move(what);
}

void App::open_replay(const std::string& text, double now) {
  auto match = load_record(text);
  auto refuse = [&](const std::string& why) {
    to_title();
    // TRANSLATORS: on the title screen; {why} says what is wrong with the replay link.
    title_.message = trf("This replay link could not be opened: {why}. Nothing was changed.", {{"why", why}});
  };
  if (!match) return refuse(match.status().error());
  auto r = std::make_unique<Replay>();
  const auto& history = (*match)->history();
  for (std::size_t i = 0; i < history.size(); ++i)
    if (history[i].kind == Action::Kind::NextRound) r->ends.push_back(i);
  const Phase phase = (*match)->phase();
  if (phase == Phase::RoundOver || phase == Phase::MatchOver) r->ends.push_back(history.size());
  if (r->ends.empty()) return refuse(tr("its match has no finished round to show yet"));
  r->match = std::move(*match);
  r->trick_table.set_four_colour(trick_table_.four_colour());
  replay_ = std::move(r);
  title_.message.clear();
  show_replay_round(static_cast<int>(replay_->ends.size()), now);  // the last round first
  screen_ = replay_ ? Screen::Replay : Screen::Title;
}

void App::show_replay_round(int round, double now) {
  Replay& r = *replay_;
  round = std::clamp(round, 1, static_cast<int>(r.ends.size()));
  auto cut = boneyard::replay(*r.match, r.ends[static_cast<std::size_t>(round - 1)]);
  if (!cut || !r.session.open_replay(std::move(*cut), now)) {
    replay_.reset();
    to_title();
    title_.message = tr("This replay could not be shown. Nothing was changed.");
    return;
  }
  r.round = round;
  r.table.reset();
  r.trick_table.reset();
  const int rounds = static_cast<int>(r.ends.size());
  if (r.session.view_as<LineView>())
    r.table.show_review(round, rounds);
  else
    r.trick_table.show_review(round, rounds);
  r.session.start_review();  // the player's decisions are weighed in the background
}

TableScreen::Action App::draw_replay(UiFrame& ui, const Fonts& fonts) {
  Replay& r = *replay_;
  const bool line = r.session.view_as<LineView>() != nullptr;
  const double now = ui.now();
  const auto action = line ? r.table.frame(ui, fonts, r.session) : r.trick_table.frame(ui, fonts, r.session);
  if (line ? carry_out(r.table, r.session, action, now) : carry_out(r.trick_table, r.session, action, now))
    return TableScreen::Action::None;
  if ((line ? r.table.review_at() : r.trick_table.review_at()) < 0) return TableScreen::Action::MainMenu;  // closed
  return action;
}

void App::copy_record(const Session& session) {
  const Match& m = session.match();
  std::string text = format_record(m, session.names());
  text += "Replay: " + platform::page_address() + replay_link(m.save()) + "\n";
  platform::copy_text(text);
  copying_ = true;
  // TRANSLATORS: a toast: the match's record (its moves as text, and its replay link) is on the clipboard.
  copied_ = tr("Record copied");
}

void App::open_link(const std::string& hash, double now, bool confirmed) {
  if (is_invitation(hash)) return open_invitation(hash, now);  // a friend's seat: nothing is replaced
  if (is_reply(hash)) {  // a friend's reply, opened in the host's browser
    if (online_.role == OnlineRole::Host) {
      take_reply(hash);
      screen_ = Screen::Online;
    } else {
      to_title();
      title_.message =
          tr("This reply is for the tab that invited your friend: open it there, or paste it on its "
             "Friends online screen. Nothing was changed.");
    }
    return;
  }
  if (auto text = replay_text(hash)) {  // a replay: nothing to replace, nothing started
    if (!*text) {
      to_title();
      title_.message =
          trf("This replay link could not be opened: {why}. Nothing was changed.", {{"why", text->error()}});
      return;
    }
    return open_replay(**text, now);
  }
  auto link = parse_link(hash);
  if (link && !confirmed && session_.in_progress()) {
    ask_to_replace({Replacing::Kind::Link, hash, {}, {}});
    return;
  }
  Status started = link.status();
  if (link && link->daily) {  // the day's deal: everything but the pace is the day's
    session_.set_speed(session_.speed());
    started = session_.start_daily({*link->daily, stats_.find_daily(*link->daily, link->game) != nullptr}, link->game, now);
    if (started && link->delay_ms) session_.set_delay_ms(*link->delay_ms);
    if (started) daily_recorded_ = daily_expert_recorded_ = false;
  } else if (link) {
    session_.set_speed(session_.speed());  // the player's pace, unless the link sets a delay
    started = session_.start_from_link(*link, platform::fresh_seed(), now);
  }
  if (!started) {
    to_title();
    // TRANSLATORS: on the title screen; {why} says what is wrong with the link opened.
    title_.message = trf("This link could not be opened: {why}. Nothing was changed.", {{"why", started.error()}});
    return;
  }
  title_.message.clear();
  reset_tables();
  show_table(now);
  if (session_.online()) {  // an online table's link: the friends' invitations first
    begin_hosting();
    screen_ = Screen::Online;
  }
}

void App::start_match(const MatchSetup& setup, double now) {
  if (!session_.start(setup, platform::fresh_seed(), now)) return;  // the setup screen only offers valid setups
  session_.set_speed(session_.speed());  // the player's pace (a link's delay was for its match)
  Link remembered;
  remembered.game = setup.game;
  remembered.options = setup.options;
  remembered.level = setup.level;
  if (setup.people.size() > 1) remembered.humans = setup.people;
  remembered.names = setup.names;
  remembered.friends = setup.friends;
  platform::store(kSetupKey, format_link(remembered));
  setup_.started();  // the next setup says its seats are this table's
  title_.message.clear();
  reset_tables();
  show_table(now);
  if (!setup.friends.empty()) {  // an online table: the friends' links first
    begin_hosting();
    screen_ = Screen::Online;
  }
}

Cover App::cover() const {
  const int to = session_.handover_to();
  const auto names = session_.names();
  const auto name = [&](int seat) {
    return seat >= 0 && seat < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(seat)] : std::string();
  };
  return {name(to), session_.describe(), session_.can_undo() ? name(session_.viewer()) : std::string()};
}

std::string App::today() { return utc_date(platform::epoch_ms()); }

void App::start_daily(const std::string& game, const std::string& date, double now) {
  if (!session_.start_daily({date, stats_.find_daily(date, game) != nullptr}, game, now)) return;
  session_.set_speed(session_.speed());
  daily_recorded_ = daily_expert_recorded_ = false;
  title_.message.clear();
  reset_tables();
  show_table(now);
}

void App::show_table(double now) {
  screen_ = Screen::Table;
  const std::string game(session_.game().id());
  const std::string key = std::string(kCoachedKey) + game;
  if (platform::load(key)) return;
  const std::string line = coach_line(game);
  if (line.empty()) return;
  if (trick_game())
    trick_table_.coach(line, now);
  else
    table_.coach(line, now);
  platform::store(key, "1");  // once per game
}

void App::open_how_to_play(const std::string& game, const Options& options, double now) {
  auto page = how_to_play(game, options);
  if (!page) return;
  const bool from_match = screen_ == Screen::Table;
  how_to_play_.open(std::move(*page), from_match);
  rules_from_ = screen_;
  screen_ = Screen::HowToPlay;
  (void)now;
}

void App::reset_tables() {
  table_.reset();
  trick_table_.reset();
}

void App::to_title() {
  screen_ = Screen::Title;
  title_.can_resume = session_.active() && (!session_.save_text().empty() || session_.remote());
  if (title_.can_resume) title_.resume_detail = session_.describe();
}

void App::persist() {
  // A friend's seat keeps nothing: the host's page has the match (and the player's own save
  // stays as it was).
  if (session_.remote() || session_.revision() == saved_revision_) return;
  saved_revision_ = session_.revision();
  const std::string text = session_.save_text();
  if (text.empty())
    platform::forget(kSaveKey);
  else
    platform::store(kSaveKey, text);
}

DisplayOptions App::display_effective() const { return effective(display_, platform::prefers_reduced_motion()); }

float App::text_scale() const { return boneyard::text_scale(display_); }

void App::frame(UiFrame& ui, const Fonts& fonts) {
  const DisplayOptions look = display_effective();
  draw::set_look({fonts.text_scale > 0 ? fonts.text_scale : 1.0f, look.reduced_motion, look.cb_palette,
                  platform::pointer_is_mouse()});
  fonts_ = &fonts;
  ui_ = &ui;
  canvas_ = ui.canvas();
  screen_map_ = ui.screen_map();
  const double now = ui.now();
  if (const std::string hash = platform::take_link(); !hash.empty()) open_link(hash, now);
  const Screen screen_before = screen_;
  const std::uint64_t revision_before = session_.revision();
  const bool asking = replacing_.has_value();
  // The seats are named as the match on screen names them, turned to whoever holds the device.
  std::optional<SeatNaming> naming;
  if (screen_ == Screen::Replay && replay_)
    naming.emplace(replay_->session.names(), replay_->session.viewer());
  else if (session_.active())
    naming.emplace(session_.names(), session_.viewer(), session_.shared(), waited_seats(), away_seats());

  if (asking) {  // nothing else is clickable (or moves) while the player decides
    const ConfirmAction answer = confirm_screen(ui, fonts, replacing_->detail);
    if (answer != ConfirmAction::None) {
      answer_replace(answer, now);
      ui.redraw();
    }
  }

  switch (asking ? Screen::None : screen_) {
    case Screen::Title:
      title_frame(ui, fonts, now);
      break;
    case Screen::Stats:
      stats_frame(ui, fonts);
      break;
    case Screen::Daily:
      daily_frame(ui, fonts, now);
      break;
    case Screen::Setup:
      setup_frame(ui, fonts, now);
      break;
    case Screen::Table:  // its session moved on in tick()
      table_frame(ui, fonts, naming, now);
      break;
    case Screen::Online:
      online_frame(ui, fonts, now);
      break;
    case Screen::Replay:
      replay_frame(ui, fonts, now);
      break;
    case Screen::HowToPlay:  // the match, if any, waits: no session_.update() while reading
      how_to_play_frame(ui, fonts, now);
      break;
    case Screen::Display:
      display_frame(ui, fonts);
      break;
    case Screen::None:
      break;
  }
  if (replacing_ && !asking) ui.redraw();  // the question shows from the next frame
  // Only the setup screen, drawn in this frame and still shown, has names a tap opens a field on.
  if (asking || screen_before != Screen::Setup || screen_ != Screen::Setup) platform::offer_text_edits({});

  if (screen_ != screen_before || session_.revision() != revision_before) ui.redraw();  // show what changed
  if (screen_ == Screen::Table && !replacing_ && !session_.searching()) {  // a search ends in tick()
    if (auto next = session_.next_change_at(now)) ui.redraw_at(*next);  // a bot's move, the summary
  }
  if (online_.role == OnlineRole::Host && (screen_ == Screen::Table || screen_ == Screen::Online)) {
    if (auto at = host_table_.overdue_at(session_); at && *at > now) ui.redraw_at(*at + 1);  // the offer shows
  }
  if (copying_) show_copied(ui, now);
  persist();
}

// The player answered "Replace your match in progress?".
void App::answer_replace(ConfirmAction answer, double now) {
  const Replacing what = *replacing_;
  replacing_.reset();
  if (answer == ConfirmAction::KeepPlaying) {
    if (session_.active()) screen_ = Screen::Table;  // back to the match, as it was
  } else if (what.kind == Replacing::Kind::Link) {
    open_link(what.hash, now, true);
  } else if (what.kind == Replacing::Kind::Start) {
    start_match(what.setup, now);
  } else if (what.kind == Replacing::Kind::Daily) {
    start_daily(what.hash, today(), now);
  } else if (session_.new_match(platform::fresh_seed(), now)) {
    reset_tables();
  }
}

void App::title_frame(UiFrame& ui, const Fonts& fonts, double now) {
  switch (title_screen(ui, fonts, title_)) {
    case TitleAction::Play:
      setup_.scroll_to_top();
      screen_ = Screen::Setup;
      break;
    case TitleAction::Resume:
      if (session_.active()) {
        reset_tables();
        show_table(now);
      }
      break;
    case TitleAction::Stats:
      screen_ = Screen::Stats;
      break;
    case TitleAction::Daily:
      screen_ = Screen::Daily;
      break;
    case TitleAction::Display:
      display_from_ = Screen::Title;
      screen_ = Screen::Display;
      break;
    case TitleAction::None:
      break;
  }
}

void App::stats_frame(UiFrame& ui, const Fonts& fonts) {
  switch (stats_screen_.frame(ui, fonts, stats_)) {
    case StatsScreen::Action::Back:
      to_title();
      break;
    case StatsScreen::Action::Reset:
      stats_.reset();
      platform::store(kStatsKey, stats_.save());
      break;
    case StatsScreen::Action::None:
      break;
  }
}

void App::daily_frame(UiFrame& ui, const Fonts& fonts, double now) {
  const auto action = daily_screen_.frame(ui, fonts, stats_, today());
  if (action.kind == DailyScreen::Action::Kind::Back) to_title();
  if (action.kind == DailyScreen::Action::Kind::Play) {
    if (session_.in_progress())
      ask_to_replace({Replacing::Kind::Daily, action.game, {}, {}});
    else
      start_daily(action.game, today(), now);
  }
}

void App::setup_frame(UiFrame& ui, const Fonts& fonts, double now) {
  switch (setup_.frame(ui, fonts)) {
    case SetupScreen::Action::Back:
      to_title();
      break;
    case SetupScreen::Action::Start:
      if (session_.in_progress())
        ask_to_replace({Replacing::Kind::Start, {}, setup_.setup(), {}});
      else
        start_match(setup_.setup(), now);
      break;
    case SetupScreen::Action::HowToPlay:
      open_how_to_play(setup_.setup().game, setup_.options(), now);
      break;
    case SetupScreen::Action::None:
      break;
  }
}

void App::table_frame(UiFrame& ui, const Fonts& fonts, std::optional<SeatNaming>& naming, double now) {
  if (session_.covered()) {  // pass-and-play: the device changes hands, the table hidden
    switch (cover_screen(ui, fonts, cover())) {
      case CoverAction::Ready:
        session_.accept_handover(now);
        naming.emplace(session_.names(), session_.viewer(), session_.shared());
        ui.redraw();
        break;
      case CoverAction::Menu:
        to_title();
        break;
      case CoverAction::Undo:  // the one who moved takes it back: their table again
        (void)session_.undo(now);  // offered only when possible
        ui.redraw();
        break;
      case CoverAction::None:
        break;
    }
    return;
  }
  if (trick_game())
    trick_table_.set_notice(online_notice(now));
  else
    table_.set_notice(online_notice(now));
  tend_analysis();
  const TableScreen::Action action =
      trick_game() ? trick_table_.frame(ui, fonts, session_) : table_.frame(ui, fonts, session_);
  if (!(trick_game() ? carry_out(trick_table_, session_, action, now) : carry_out(table_, session_, action, now)))
    table_action(action, now);
  tend_analysis();  // a panel opened this frame
}

// A setting of the table's menu switched: undo allowed, the computer's speed (the next, round
// again after the last), the play checker; the three kept in storage.
void App::switch_setting(TableScreen::Action action) {
  if (action == TableScreen::Action::UndoSwitched) session_.set_undo_allowed(!session_.undo_allowed());
  if (action == TableScreen::Action::SpeedSwitched) {
    const auto& speeds = Session::speeds();
    const auto at = std::find(speeds.begin(), speeds.end(), session_.speed());
    session_.set_speed(at == speeds.end() || at + 1 == speeds.end() ? speeds.front() : *(at + 1));
  }
  if (action == TableScreen::Action::CheckSwitched) session_.set_check_plays(!session_.check_plays());
  platform::store(kUndoKey, session_.undo_allowed() ? "1" : "0");
  platform::store(kSpeedKey, session_.speed());
  platform::store(kCheckKey, session_.check_plays() ? "1" : "0");
}

// The move analysis, while it is open at the table on the player's turn: the session thinks it
// out (once; asking again changes nothing).
void App::tend_analysis() {
  const std::string_view panel = trick_game() ? trick_table_.panel() : table_.panel();
  if (panel == "analysis" && session_.human_to_move()) session_.request_analysis();
}

// What a table asked of its session, carried out: a move, Undo or the hint (by a key: the table
// then closes what is open or says why not), a claim and its look at the table, the next round,
// the round review. False: not such an action.
template <class Table>
bool App::carry_out(Table& table, Session& session, TableScreen::Action action, double now) {
  using Act = TableScreen::Action;
  if (action == Act::Play) {
    (void)session.play(table.take_move(), now);  // a table offers only legal moves; a refusal changes nothing
  } else if (action == Act::Undo || action == Act::Hint) {
    const Status done = action == Act::Undo ? session.undo(now) : session.request_hint();
    if (table.by_key()) table.undo_hint_done(action == Act::Undo ? 'U' : 'H', done, now);
  } else if (action == Act::Claim) {
    (void)session.claim(now);
  } else if (action == Act::ClaimSeen) {
    session.claim_seen();
  } else if (action == Act::NextRound) {
    (void)session.next_round(now);
  } else if (action == Act::ReviewOpened) {
    session.start_review();
  } else {
    return false;
  }
  return true;
}

// What a table's frame asked the app to do.
void App::table_action(TableScreen::Action action, double now) {
  switch (action) {
    case TableScreen::Action::NewMatch:
      if (session_.remote())  // a friend's page: the host deals; leaving is on the online screen
        screen_ = Screen::Online;
      else if (session_.in_progress())
        ask_to_replace({Replacing::Kind::NewMatch, {}, {}, {}});
      else if (session_.new_match(platform::fresh_seed(), now))
        reset_tables();
      break;
    case TableScreen::Action::MainMenu:
      to_title();
      break;
    case TableScreen::Action::LeaveTable:  // a friend's page: the match over, back to their own
      if (session_.remote()) leave_table(now);
      break;
    case TableScreen::Action::ChangeRules:  // the match is over: its rules, to change
      if (session_.remote()) {
        screen_ = Screen::Online;
        break;
      }
      setup_.load(session_.setup());
      setup_.scroll_to_top();
      screen_ = Screen::Setup;
      break;
    case TableScreen::Action::UndoSwitched:
    case TableScreen::Action::SpeedSwitched:
    case TableScreen::Action::CheckSwitched:
      switch_setting(action);
      break;
    case TableScreen::Action::Play:
    case TableScreen::Action::Undo:
    case TableScreen::Action::Hint:
    case TableScreen::Action::Claim:
    case TableScreen::Action::ClaimSeen:
    case TableScreen::Action::NextRound:
    case TableScreen::Action::ReviewOpened:
      break;  // carried out on the session (carry_out)
    case TableScreen::Action::SoundSwitched:
      switch_sound();
      break;
    case TableScreen::Action::FourColourSwitched:
      keep_four_colour(trick_table_.four_colour());
      break;
    case TableScreen::Action::CopyLink:
      platform::copy_text(platform::page_address() + format_link(session_.share_link()));
      copying_ = true;
      copied_ = tr("Share link copied");
      break;
    case TableScreen::Action::CopyRecord:
      copy_record(session_);
      break;
    case TableScreen::Action::EarlierRound:
    case TableScreen::Action::LaterRound:
      break;
    case TableScreen::Action::CopyResult:
      platform::copy_text(daily_share(session_, platform::page_address()));
      copying_ = true;
      // TRANSLATORS: a toast: the result of Today's deal, to share, is on the clipboard.
      copied_ = tr("Result copied");
      break;
    case TableScreen::Action::Display:  // the match waits while the options are open
      display_from_ = Screen::Table;
      screen_ = Screen::Display;
      break;
    case TableScreen::Action::HowToPlay:
      open_how_to_play(std::string(session_.game().id()), session_.options(), now);
      break;
    case TableScreen::Action::Friends:
      screen_ = Screen::Online;
      break;
    case TableScreen::Action::Notice:
      online_action({trick_game() ? trick_table_.take_notice_press() : table_.take_notice_press(), {}}, now);
      break;
    case TableScreen::Action::None:
      break;
  }
}

void App::online_frame(UiFrame& ui, const Fonts& fonts, double now) {
  if (online_.role == OnlineRole::None) {  // the table it was about has gone
    to_title();
    return;
  }
  const auto action = online_screen_.frame(ui, fonts, online_model());
  if (!action.id.empty()) {
    online_action(action, now);
    ui.redraw();
  }
}

void App::replay_frame(UiFrame& ui, const Fonts& fonts, double now) {
  switch (draw_replay(ui, fonts)) {
    case TableScreen::Action::CopyRecord:
      copy_record(replay_->session);
      break;
    case TableScreen::Action::EarlierRound:
      show_replay_round(replay_->round - 1, now);
      break;
    case TableScreen::Action::LaterRound:
      show_replay_round(replay_->round + 1, now);
      break;
    case TableScreen::Action::MainMenu:  // the review closed: the replay is over
      replay_.reset();
      to_title();
      break;
    case TableScreen::Action::FourColourSwitched:
      keep_four_colour(replay_->trick_table.four_colour());
      break;
    default:
      break;
  }
}

void App::how_to_play_frame(UiFrame& ui, const Fonts& fonts, double now) {
  if (how_to_play_.frame(ui, fonts) == HowToPlayScreen::Action::Back) {
    screen_ = rules_from_ == Screen::Table && !session_.active() ? Screen::Title : rules_from_;
  } else if (const char key = undo_hint_key(ui); key && rules_from_ == Screen::Table && session_.active()) {
    screen_ = Screen::Table;  // U and H act at the table the page was opened from
    const Status done = key == 'U' ? session_.undo(now) : session_.request_hint();
    if (trick_game())
      trick_table_.undo_hint_done(key, done, now);
    else
      table_.undo_hint_done(key, done, now);
  }
}

void App::display_frame(UiFrame& ui, const Fonts& fonts) {
  display_screen_.set_language(language_chosen_, language_loading_.empty() ? language_ : language_loading_);
  switch (display_screen_.frame(ui, fonts, display_, platform::prefers_reduced_motion())) {
    case DisplayScreen::Action::Language:  // applied once its catalogue is in (take_language)
      choose_language(display_screen_.language_pick());
      ui.redraw();
      break;
    case DisplayScreen::Action::Back:
      screen_ = display_from_ == Screen::Table && session_.active() ? Screen::Table : Screen::Title;
      if (screen_ == Screen::Title) to_title();
      break;
    case DisplayScreen::Action::Changed:  // applied from the next frame (the fonts first)
      platform::store(kDisplayKey, format_display_options(display_));
      ui.redraw();
      break;
    case DisplayScreen::Action::None:
      break;
  }
}

// The clipboard's answer, said on the screen that asked: the replay's table, the online screen
// or the match's table.
void App::show_copied(UiFrame& ui, double now) {
  const auto state = platform::copy_state();
  const std::string said = state == platform::CopyState::Done     ? copied_
                           : state == platform::CopyState::Failed ? tr("The browser did not allow copying it")
                                                                  : "";
  if (!said.empty() && screen_ == Screen::Replay && replay_) {  // the replay's own table
    if (replay_->session.view_as<LineView>())
      replay_->table.toast(said, now);
    else
      replay_->trick_table.toast(said, now);
  } else if (!said.empty() && screen_ == Screen::Online) {  // a link or a reply copied there
    online_screen_.toast(said, now);
  } else if (!said.empty()) {
    if (trick_game())
      trick_table_.toast(said, now);
    else
      table_.toast(said, now);
  }
  copying_ = state == platform::CopyState::Pending;
  if (copying_ || !said.empty()) ui.redraw();  // waiting for the clipboard, or its toast to show
}

void App::user_gesture() {
  gesture_seen_ = true;
  if (sound_) (void)platform::open_audio();  // a failure leaves the game silent
}

void App::keep_four_colour(bool on) {
  platform::store(kFourColourKey, on ? "1" : "0");
  trick_table_.set_four_colour(on);
  if (replay_) replay_->trick_table.set_four_colour(on);
}

void App::switch_sound() {
  sound_ = !sound_;
  platform::store(kSoundKey, sound_ ? "1" : "0");
  table_.set_sound(sound_);
  trick_table_.set_sound(sound_);
  if (sound_ && gesture_seen_) (void)platform::open_audio();  // the tap on the switch was one
}

void App::play_cues(double now) {
  for (Cue cue : cues_.take_due(now)) {
    if (!sound_ || !platform::audio_open()) continue;
    auto& samples = samples_[static_cast<std::size_t>(cue)];
    if (samples.empty()) {
      auto rendered = render_cue(cue, platform::audio_rate());
      if (!rendered) continue;  // open_audio() only opens at a rate the cues can be rendered at
      samples = std::move(rendered.value());
    }
    platform::play_audio(samples);
    ++played_[static_cast<std::size_t>(cue)];
  }
}

std::string App::screen_name(double now) const {
  if (replacing_) return "confirm";
  switch (screen_) {
    case Screen::Title:
      return "title";
    case Screen::Setup:
      return "setup";
    case Screen::Table:
      if (session_.covered()) return "cover";
      return table_.screen_name(session_, now);
    case Screen::HowToPlay:
      return "how_to_play";
    case Screen::Stats:
      return "stats";
    case Screen::Daily:
      return "daily";
    case Screen::Display:
      return "display";
    case Screen::Replay:
      return "replay";
    case Screen::Online:
      return "online";
    case Screen::None:
      break;
  }
  return "title";
}

std::vector<Target> App::current_targets(double now) const {
  if (replacing_) return fonts_ ? confirm_targets(canvas_, *fonts_, replacing_->detail) : std::vector<Target>{};
  switch (screen_) {
    case Screen::Title:
      return fonts_ ? title_targets(canvas_, *fonts_, title_) : std::vector<Target>{};
    case Screen::Setup:
      return setup_.targets(canvas_);
    case Screen::Table:
      if (!fonts_) return {};
      if (session_.covered()) return cover_targets(canvas_, *fonts_, cover());
      return trick_game() ? trick_table_.targets(canvas_, *fonts_, session_, now)
                          : table_.targets(canvas_, *fonts_, session_, now);
    case Screen::HowToPlay:
      return how_to_play_.targets(canvas_);
    case Screen::Stats:
      return fonts_ ? stats_screen_.targets(canvas_, *fonts_, stats_) : std::vector<Target>{};
    case Screen::Daily:
      return fonts_ ? daily_screen_.targets(canvas_, *fonts_, stats_, today()) : std::vector<Target>{};
    case Screen::Display:
      return fonts_ ? display_screen_.targets(canvas_, *fonts_, platform::prefers_reduced_motion()) : std::vector<Target>{};
    case Screen::Online:
      return fonts_ ? online_screen_.targets(canvas_, *fonts_, online_model()) : std::vector<Target>{};
    case Screen::Replay:
      if (!fonts_ || !replay_) return {};
      return replay_->session.view_as<LineView>() ? replay_->table.targets(canvas_, *fonts_, replay_->session, now)
                                                  : replay_->trick_table.targets(canvas_, *fonts_, replay_->session, now);
    case Screen::None:
      break;
  }
  return {};
}

void App::record_statistics() {
  if (session_.daily()) {  // Today's deal: its own results, not the game's rounds
    const auto& deal = *session_.daily_deal();
    const std::string game(session_.match().info().id());
    const auto points = session_.daily_points();
    if (points && !daily_recorded_) {
      stats_.record_daily(deal.date, game, *points, session_.daily_expert());
      daily_recorded_ = true;
      daily_expert_recorded_ = session_.daily_expert().has_value();
      platform::store(kStatsKey, stats_.save());
    }
    if (daily_recorded_ && !daily_expert_recorded_ && session_.daily_expert()) {
      if (!deal.replay) stats_.daily_expert(deal.date, game, *session_.daily_expert());
      daily_expert_recorded_ = true;
      platform::store(kStatsKey, stats_.save());
    }
    return;
  }
  // A shared table (pass-and-play) is not one player's record. An online table's rounds and
  // matches count apart from those against the computer (Statistics: "online:<game>"), on the
  // host's page and on each friend's, for the seat played there.
  if (!session_.active() || !session_.round_finished() || session_.shared() || !session_.round_scored()) return;
  if (!stats_.mark(std::to_string(session_.table_key()) + ":" + std::to_string(session_.round()))) return;
  const std::string id(session_.game().id());
  const std::string game = session_.online() ? std::string(kOnlineStats) + id : id;
  const int me = session_.remote() ? session_.remote_seat() : 0;
  const auto rounds = session_.round_points();
  const int players = session_.players();
  if (!rounds.empty() && static_cast<int>(rounds.back().size()) > me)
    stats_.record_round(game, players, rounds.back()[static_cast<std::size_t>(me)]);
  if (session_.phase() == Phase::MatchOver) {
    const auto winners = session_.match_winners();
    stats_.record_match(game, players, std::find(winners.begin(), winners.end(), me) != winners.end(),
                        session_.scores()[static_cast<std::size_t>(me)], lowest_wins(id));
  }
  platform::store(kStatsKey, stats_.save());
}

Session* App::shown_session() {
  if (screen_ == Screen::Table) return &session_;
  if (screen_ == Screen::Replay && replay_) return &replay_->session;
  return nullptr;
}

bool App::searching() const {
  if (screen_ == Screen::Table) return session_.searching();
  return screen_ == Screen::Replay && replay_ && replay_->session.searching();
}

bool App::tick(double now, bool drawing) {  // before every frame (main.cpp)
  session_.set_reduced_motion(display_effective().reduced_motion);
  const bool language = take_language();
  const bool online = pump_online(now);  // whichever screen shows: friends' moves, links, replies
  Session* s = replacing_ ? nullptr : shown_session();  // nothing moves while a question is asked
  bool changed = false;
  if (s == &session_) cues_.observe(session_, now);  // the player's move of the last frame, heard on its own
  if (s) {
    const auto mark = [s] {
      return std::tuple(s->revision(), s->thinking(), s->advice_pending(), s->checking(), s->review_pending(),
                        s->daily_expert_pending());
    };
    const auto before = mark();
    update_session(*s, now, drawing ? kThinkMsDrawing : kThinkMsQuiet);
    changed = mark() != before;
    if (s == &session_) record_statistics();
  }
  if (s == &session_) {  // what the table did, heard when it lands
    cues_.observe(session_, now);
  } else {
    cues_.drop_waiting();  // nothing plays over another screen
  }
  play_cues(now);
  return changed || online || language;
}

// A computer player (or the hint, a review...) thinks in slices of think_slice_ iterations,
// slice after slice until the refresh's share of time is spent (think_ms), the search is
// over, or kMaxSlices are made (a clock that stands still, as in the layout test, cannot hold
// the refresh). A slice is kept near kSliceMs (doubled while they run short, halved when one
// runs long), so the last one overruns the share by little. (The move does not depend on the
// slices, only how soon it comes.)
void App::update_session(Session& session, double now, double think_ms) {
  constexpr double kSliceMs = 2;
  constexpr int kMaxSlices = 8;
  const double start = platform::now_ms();
  double took = 0;
  for (int slices = 0; slices < kMaxSlices; ++slices) {
    const bool thinking = session.searching();
    const double before = platform::now_ms();
    session.update(now, think_slice_);
    const double slice_ms = platform::now_ms() - before;
    took = platform::now_ms() - start;
    if (!thinking) break;
    if (slice_ms < kSliceMs / 2 && think_slice_ < 4000) think_slice_ *= 2;
    if (slice_ms > kSliceMs * 1.5 && think_slice_ > 25) think_slice_ /= 2;
    if (!session.searching() || took + slice_ms >= think_ms) break;
  }
  if (update_ms_.size() == 400) update_ms_.erase(update_ms_.begin());
  update_ms_.push_back(took);
}

// The round summary's sentence as the table words it (the seats named as on this page).
std::string App::summary_sentence() const {
  SeatNaming naming(session_.names(), session_.viewer(), session_.shared(), waited_seats(), away_seats());
  if (const auto* line = session_.view_as<LineView>()) return round_explanation(*line);
  const auto model = trick_table(session_.view(), {}, {});
  return model ? model->summary.text : std::string();
}

std::vector<Target> App::targets() const { return current_targets(platform::now_ms()); }
std::string App::screen() const { return screen_name(platform::now_ms()); }

}  // namespace boneyard
