// The Display screen (from the title and the table menu): a row per display option
// (look/display_options.h) with its switch (display:large_text, display:reduced_motion,
// display:cb_palette), the language's row (display:language: each tap the next choice, the
// browser's language first, then each language by its own name; look/language.h) and Back
// (button:display_back). A switch or a language applies at once.
#include <algorithm>
#include <array>

#include "core/i18n.h"
#include "look/language.h"
#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

namespace {

constexpr float kSwitchW = 76;
constexpr float kLanguageW = 150;  // the language's button: a language's own name
constexpr float kTitlePx = 15, kLinePx = 13;

struct Row {
  const char* id;
  const char* title;  // N_: translated where shown
  const char* line;
  bool DisplayOptions::*flag;
};
constexpr std::array<Row, 3> kRows{{
    {"display:large_text", N_("Larger text"), N_("Every word on every screen a fifth bigger."),
     &DisplayOptions::large_text},
    {"display:reduced_motion", N_("Reduced motion"),
     N_("Tiles appear in place at once: nothing slides, pulses or fades."), &DisplayOptions::reduced_motion},
    {"display:cb_palette", N_("Colour-blind palette"),
     N_("Pip colours, card suits and good or bad numbers that stay apart with red-green colour blindness."),
     &DisplayOptions::cb_palette},
}};
// TRANSLATORS: the Display screen, under "Reduced motion" when the browser asks for it.
constexpr const char* kBrowserLine = N_("On while your browser asks for reduced motion, whatever this switch says.");

// The language row's button: the language chosen by its own name, or the browser's.
std::string language_label(const std::string& chosen, const std::string& shown) {
  const Language* l = find_language(chosen.empty() ? shown : chosen);
  const std::string name(l ? l->name : "English");
  // TRANSLATORS: the Display screen's language button while the game follows the browser's language:
  // {language} is that language's own name ("Español").
  return chosen.empty() ? trf("Auto: {language}", {{"language", name}}) : name;
}

struct DisplayFrame {
  ListPanelLayout layout;
  std::string lead;
  std::vector<std::string> lines;  // per row, under its title
  float line_w = 0;
  std::vector<Target> targets;
};

DisplayFrame build(Vec2 canvas, const Fonts& fonts, bool browser_reduces_motion) {
  DisplayFrame f;
  f.lead = tr("Applied at once and kept on this device.");
  for (const Row& row : kRows)
    f.lines.push_back(
        tr(row.flag == &DisplayOptions::reduced_motion && browser_reduces_motion ? kBrowserLine : row.line));
  f.lines.push_back(tr("The words of every screen. Auto follows your browser."));
  // The rows are as tall as their wrapped lines need (the text scale included) at their width:
  // one column, or two on a wide short screen (a landscape phone) where one would not fit.
  auto row_h = [&](float row_w) {
    float line_h = 0;
    for (const auto& line : f.lines)
      line_h = std::max(line_h, draw::measure(fonts.regular, kLinePx, line, row_w - kSwitchW - 28).y);
    line_h = std::max(line_h, draw::measure(fonts.regular, kLinePx, f.lines.back(), row_w - kLanguageW - 28).y);
    return 10 + draw::measure(fonts.bold, kTitlePx, "Ag").y + 2 + line_h + 10;
  };
  const float text_w = list_panel_text_width(canvas);
  const float lead_h = draw::measure(fonts.regular, 14, f.lead, text_w).y;
  const int n = static_cast<int>(kRows.size()) + 1;  // and the language
  f.layout = layout_list_panel(canvas, lead_h, n, row_h(text_w), true);
  if (!f.layout.rows.empty() && f.layout.rows[0].w < text_w - 1)  // two columns: narrower, maybe taller rows
    f.layout = layout_list_panel(canvas, lead_h, n, row_h(f.layout.rows[0].w), true);
  f.line_w = (f.layout.rows.empty() ? text_w : f.layout.rows[0].w) - kSwitchW - 28;
  f.targets = {{"button:display_back", f.layout.close}};
  for (std::size_t i = 0; i < f.layout.rows.size(); ++i) {
    const Rect& r = f.layout.rows[i];
    if (i < kRows.size())
      f.targets.push_back({kRows[i].id, {r.right() - kSwitchW - 8, r.center().y - 20, kSwitchW, 40}});
    else
      f.targets.push_back({"display:language", {r.right() - kLanguageW - 8, r.center().y - 20, kLanguageW, 40}});
  }
  return f;
}

}  // namespace

void DisplayScreen::set_language(std::string chosen, std::string shown) {
  chosen_ = std::move(chosen);
  shown_ = std::move(shown);
}

std::vector<Target> DisplayScreen::targets(Vec2 canvas, const Fonts& fonts, bool browser_reduces_motion) const {
  return build(canvas, fonts, browser_reduces_motion).targets;
}

DisplayScreen::Action DisplayScreen::frame(UiFrame& ui, const Fonts& fonts, DisplayOptions& options,
                                           bool browser_reduces_motion) {
  const DisplayFrame f = build(ui.canvas(), fonts, browser_reduces_motion);
  const std::vector<Press> presses = ui.press_all(f.targets);
  ImDrawList* dl = ui.draw_list();
  const ListPanelLayout& L = f.layout;
  panels::list_frame(dl, fonts, L, trc("display options", "Display"), f.lead);
  Action action = Action::None;
  for (std::size_t i = 0; i < L.rows.size(); ++i) {
    const Rect& r = L.rows[i];
    const float title_h = draw::measure(fonts.bold, kTitlePx, "Ag").y;
    panels::list_row(dl, r, i);
    if (i == kRows.size()) {  // the language
      const float line_w = r.w - kLanguageW - 28;
      draw::text_in(dl, fonts.bold, kTitlePx, {r.x + 10, r.y + 10, line_w, title_h}, draw::kText, tr("Language"),
                    draw::Align::Left);
      draw::paragraph(dl, fonts.regular, kLinePx, {r.x + 10, r.y + 10 + title_h + 2}, line_w, draw::kMuted, f.lines[i]);
      const Press& p = presses[i + 1];
      draw::button(dl, fonts, f.targets[i + 1].rect, language_label(chosen_, shown_), draw::ButtonKind::Secondary,
                   p.hovered, p.held, true, 15);
      if (p.clicked) {
        // The next choice: the browser's, then each language in turn.
        const auto& all = languages();
        std::size_t at = 0;  // the browser's
        for (std::size_t k = 0; k < all.size(); ++k)
          if (all[k].code == chosen_) at = k + 1;
        pick_ = at < all.size() ? std::string(all[at].code) : std::string();
        action = Action::Language;
      }
      continue;
    }
    draw::text_in(dl, fonts.bold, kTitlePx, {r.x + 10, r.y + 10, f.line_w, title_h}, draw::kText, tr(kRows[i].title),
                  draw::Align::Left);
    draw::paragraph(dl, fonts.regular, kLinePx, {r.x + 10, r.y + 10 + title_h + 2}, f.line_w, draw::kMuted, f.lines[i]);
    const bool on = options.*kRows[i].flag;
    const Press& p = presses[i + 1];
    draw::button(dl, fonts, f.targets[i + 1].rect, on ? trc("switch", "On") : trc("switch", "Off"),
                 on ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary, p.hovered, p.held, true, 15);
    if (p.clicked) {
      options.*kRows[i].flag = !on;
      action = Action::Changed;
    }
  }
  draw::button(dl, fonts, L.close, tr("Back"), draw::ButtonKind::Primary, presses[0].hovered, presses[0].held);
  if (presses[0].clicked || ui.escape_pressed()) return Action::Back;
  return action;
}

}  // namespace boneyard
