// The How to play page: a game's HowToPlay (content/how_to_play.h) drawn as one scrolling page:
// what this table plays, the six topics with their examples drawn with the table's own
// tiles, every option in force with its help, and the sources. The page scrolls (wheel or
// drag) under a fixed header with Back (button:back_rules), which returns where it was
// opened from with nothing changed.
#include <algorithm>
#include <cmath>

#include "core/i18n.h"
#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

void HowToPlayScreen::open(HowToPlay page, bool from_match) {
  page_ = std::move(page);
  from_match_ = from_match;
  scroll_ = 0;
  content_h_ = 0;
}

std::vector<Target> HowToPlayScreen::targets(Vec2 canvas) const {
  return {{"button:back_rules", layout_how_to_play(canvas).back}};
}

HowToPlayScreen::Action HowToPlayScreen::frame(UiFrame& ui, const Fonts& fonts) {
  const HowToPlayLayout l = layout_how_to_play(ui.canvas());
  ImDrawList* dl = ui.draw_list();

  const float max_scroll = std::max(0.0f, content_h_ - l.content.h);
  scroll_ -= ui.wheel() * 60;
  scroll_ += static_cast<float>(ui.unused_arrow()) * 60;  // the arrows scroll the page
  if (ui.dragging() && l.content.contains(ui.press_origin())) scroll_ -= ui.drag_dy();
  scroll_ = std::clamp(scroll_, 0.0f, max_scroll);

  const Rect clip = l.content;
  ImGui::PushClipRect(ImVec2(clip.x, clip.y), ImVec2(clip.right(), clip.bottom()), true);
  const float x = l.column_x, w = l.column_w;
  const float top = clip.y + 14 - scroll_;
  float y = top;

  // What this table plays, in one line, on a card.
  {
    // TRANSLATORS: How to play, over a card with the rules in a line (the match's, or those chosen in setup).
    const std::string head = from_match_ ? tr("This table plays") : tr("With the rules chosen");
    const float text_h = draw::measure(fonts.regular, 15, page_.summary, w - 32).y;
    const Rect card{x, y, w, 14 + 20 + 4 + text_h + 14};
    draw::panel(dl, card, 14, draw::rgba(0, 0, 0, 0.25f), draw::fade(draw::kGold, 0.45f));
    draw::text(dl, fonts.bold, 15, {card.x + 16, card.y + 12}, draw::kGold, head);
    draw::paragraph(dl, fonts.regular, 15, {card.x + 16, card.y + 36}, w - 32, draw::kText, page_.summary);
    y += card.h + 22;
  }

  for (const HowToSection& section : page_.sections) {
    draw::text(dl, fonts.bold, 20, {x, y}, draw::kText, section.heading, draw::Align::Left, true);
    y += 30;
    for (const std::string& p : section.paragraphs) y += draw::paragraph(dl, fonts.regular, 15, {x, y}, w, draw::kMuted, p) + 10;
    for (const HowToFigure& figure : section.figures) {
      std::vector<bool> across;
      for (const FigureTile& t : figure.tiles) across.push_back(figure.line && t.face.is_double());
      const FigureLayout f = layout_figure({x + 8, y + 6}, w - 16, across, figure.line);
      for (std::size_t i = 0; i < f.tiles.size(); ++i) {
        const FigureTile& t = figure.tiles[i];
        TilePose pose = f.tiles[i];
        if (t.low_on_top) pose.angle -= kPi;  // upright, the low end on top
        draw::TileStyle style;
        style.glow = t.glow ? 0.8f : 0;
        draw::face(dl, fonts, pose, t.face, style);
      }
      y += f.box.h + 14;
      y += draw::paragraph(dl, fonts.regular, 13, {x + 8, y}, w - 16, draw::fade(draw::kGold, 0.9f), figure.caption) + 14;
    }
    y += 18;
  }

  // Every option in force, with the help the setup screen shows for it.
  draw::text(dl, fonts.bold, 20, {x, y}, draw::kText,
             from_match_ ? tr("This table's options") : tr("The options chosen"), draw::Align::Left, true);
  y += 32;
  for (const TableLine& line : page_.table) {
    // TRANSLATORS: How to play, an option in force: {option} its name ("Target score"), {value} its value ("150").
    const std::string said = trf("{option}: {value}", {{"option", line.label}, {"value", line.value}});
    y += draw::paragraph(dl, fonts.bold, 15, {x, y}, w, draw::kText, said) + 2;
    if (!line.help.empty()) y += draw::paragraph(dl, fonts.regular, 13, {x, y}, w, draw::kMuted, line.help);
    y += 10;
  }
  y += 14;
  if (!page_.sources.empty()) y += draw::paragraph(dl, fonts.regular, 13, {x, y}, w, draw::fade(draw::kMuted, 0.8f), page_.sources);
  content_h_ = y - top + 28;
  ImGui::PopClipRect();

  // Header (fixed).
  dl->AddRectFilledMultiColor(ImVec2(0, l.header.y), ImVec2(l.header.w, l.header.bottom() + 14),
                              draw::rgba(8, 36, 21, 0.97f), draw::rgba(8, 36, 21, 0.97f), draw::rgba(8, 36, 21, 0),
                              draw::rgba(8, 36, 21, 0));
  // (Just the game's name where that does not fit; and where even that does not fit the centre,
  // all the room right of Back.)
  // TRANSLATORS: the title of a game's How to play page; {game} is the game's name ("Domino Whist").
  const std::string heading = trf("How to play {game}", {{"game", page_.title}});
  const bool fits = draw::measure(fonts.bold, 21, heading).x <= l.title.w;
  const std::string& title = fits ? heading : page_.title;
  const Rect& room = draw::fits_in(fonts.bold, 21, {l.title.w, l.title.h}, title) ? l.title : l.title_beside;
  draw::text_in(dl, fonts.bold, 21, room, draw::kText, title, draw::Align::Center, true);
  const Press back = ui.press("button:back_rules", l.back);
  draw::button(dl, fonts, l.back, tr("\u2190 Back"), draw::ButtonKind::Secondary, back.hovered, back.held, true, 15);
  return back.clicked || ui.escape_pressed() ? Action::Back : Action::None;
}

}  // namespace boneyard
