// The screens: title, setup, and the table (with its round summary, match end and menu).
//
// Each screen lays itself out with layout.h, lists its Targets (what is clickable now),
// presses them through Ui (invisible buttons exactly over those rectangles), draws with
// draw.h, and reports what the app must do as an Action. `targets()` recomputes the same
// list outside a frame for the browser test hook, so the test clicks what the player sees.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/match.h"
#include "layout.h"
#include "motion.h"
#include "render/fonts.h"
#include "render/ui.h"
#include "session.h"
#include "setup_model.h"

namespace boneyard {

// [SECTION] Title -------------------------------------------------------------------------

struct TitleModel {
  bool can_resume = false;
  std::string resume_detail;  // "Round 2 · You 35 · North 20"
  std::string message;        // a problem with a link or the save, shown in a card
};

enum class TitleAction { None, Play, Resume };
std::vector<Target> title_targets(Vec2 canvas, const TitleModel& model);
TitleAction title_screen(Ui& ui, const Fonts& fonts, const TitleModel& model);

// [SECTION] Setup -------------------------------------------------------------------------

// The choices live in a SetupModel (pure, unit-tested); this screen draws them: the rules
// presets of every game, players, the computer level, then every option of the chosen game.
class SetupScreen {
 public:
  enum class Action { None, Back, Start };

  void load(const MatchSetup& setup) { model_.load(setup); }  // e.g. the last match's choices
  MatchSetup setup() const { return model_.setup(); }
  Action frame(Ui& ui, const Fonts& fonts);
  // button:back, button:start (when the options fit together) and the controls of the list
  // visible in the last frame (preset:<i>, players:<i>, ...).
  std::vector<Target> targets(Vec2 canvas) const;

 private:
  SetupModel model_;
  float scroll_ = 0;
  float content_h_ = 0;
  std::vector<Target> shown_;  // the list's controls drawn last frame
};

// [SECTION] Table -------------------------------------------------------------------------

class TableScreen {
 public:
  enum class Action { None, NewMatch, MainMenu, CopyLink };

  Action frame(Ui& ui, const Fonts& fonts, Session& session);
  std::vector<Target> targets(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const;
  // "table", "round_over" or "match_over": what the player is looking at.
  std::string screen_name(const Session& session, double now) const;
  void reset();  // a new match: forget selection and motion
  // A short message over the table (for `ms`; 0: the usual time).
  void toast(std::string text, double now, double ms = 0);

 private:
  enum class Overlay { None, Menu, Summary };
  struct Frame {
    TableScene scene;
    TableLayout layout;
    Overlay overlay = Overlay::None;
    std::optional<SummaryLayout> summary;
    std::optional<MenuLayout> menu;
    std::vector<Target> targets;
  };
  Frame build(Vec2 canvas, const Fonts& fonts, const Session& session, double now) const;
  void draw_table(Ui& ui, const Fonts& fonts, const Session& session, const Frame& f,
                  const std::vector<Press>& presses);
  void draw_summary(Ui& ui, const Fonts& fonts, const Session& session, const Frame& f,
                    const std::vector<Press>& presses);
  void draw_menu(Ui& ui, const Fonts& fonts, const Frame& f, const std::vector<Press>& presses);

  std::optional<Tile> selected_;
  bool menu_open_ = false;
  MotionTracker motion_;
  std::uint64_t motion_round_ = 0;  // which match and round the motion belongs to
  std::string toast_;
  double toast_at_ = -1e12;
  double toast_ms_ = 0;
};

}  // namespace boneyard
