// Layouts of the shared screens (see screen_layout.h).
#include "layout/screen_layout.h"

#include <algorithm>
#include <cmath>
#include <span>

#include "core/i18n.h"

namespace boneyard {

namespace {
float title_pad(Vec2 canvas) { return clampf(std::min(canvas.x, canvas.y) * 0.03f, 12, 28); }
float title_column_w(Vec2 canvas) { return std::min(canvas.x - 2 * title_pad(canvas), 400.0f); }
}  // namespace

float ui_zoom(Vec2 screen) {
  // In sixteenths, so that resizing a window rebuilds the fonts (drawn at the zoom) seldom.
  const float fit = std::min(screen.x / kZoomBase.x, screen.y / kZoomBase.y);
  return std::clamp(std::floor(fit * 16) / 16, 1.0f, 3.0f);
}

float title_message_text_width(Vec2 canvas) { return title_column_w(canvas) - 32; }

TitleLayout layout_title(Vec2 canvas, bool can_resume, std::optional<float> message_text_h) {
  TitleLayout out;
  const float W = canvas.x, H = canvas.y;
  const float pad = title_pad(canvas);
  const float cw = title_column_w(canvas);
  const float x = W / 2 - cw / 2;
  const bool has_message = message_text_h.has_value();
  // With a match to resume, Continue comes first, the big button (it says which match on a
  // second line), and Play below it.
  const float buttons = 24.0f + (can_resume ? 66 + 12 + 50 : 58) + 12 + 44;
  // The card holds its text (84 high at least, as a one- to three-line message needs), but no
  // more than the screen has room for below the buttons: a longer text is cut at its bottom.
  const float card_h =
      has_message ? std::max(84.0f, std::min(*message_text_h + 2 * kTitleMessageMargin, H - 2 * pad - buttons - 16))
                  : 0;
  const float rest = buttons + (has_message ? 16 + card_h : 0);
  // The logo gives way on a short screen so the buttons stay clear of the credits. A message's
  // card may take the credits' place; on a screen too short for it and the logo (a phone on
  // its side), the logo goes: why a link or a save was refused matters more.
  const float room = H - 2 * pad - rest - (has_message ? 0 : 48);
  float logo_h = has_message && room < 100 ? 0 : clampf(std::min(H * 0.3f, room), 100, 280);
  const float block_h = logo_h + rest;
  float y = std::max(pad, (H - 48 - block_h) * 0.42f);
  out.display = {W - pad - 112, pad, 112, 40};  // in the corner
  const float logo_w = std::min(W - 2 * pad, 560.0f);
  if (y < out.display.bottom() + 8 && W / 2 + logo_w / 2 > out.display.x) {
    // A narrow screen's logo would reach the corner: it starts below the button, a little lower.
    const float shift = out.display.bottom() + 8 - y;
    y += shift;
    logo_h = logo_h > 0 ? std::max(100.0f, logo_h - shift) : 0;
  }
  out.logo = {W / 2 - logo_w / 2, y, logo_w, logo_h};
  y += logo_h + 24;
  if (can_resume) {
    out.resume = Rect{x, y, cw, 66};
    out.play = {x, y + 66 + 12, cw, 50};
    y += 66 + 12 + 50;
  } else {
    out.play = {x, y, cw, 58};
    y += 58;
  }
  const float half = (cw - 12) / 2;
  out.daily = {x, y + 12, half, 44};
  out.stats = {x + half + 12, y + 12, half, 44};
  y += 12 + 44;
  if (has_message) out.message = Rect{x, y + 16, cw, std::min(card_h, H - pad - (y + 16))};
  const Rect credits{pad, H - pad - 36, W - 2 * pad, 36};
  if (!out.message || !out.message->overlaps(credits)) out.credits = credits;
  return out;
}

SetupLayout layout_setup(Vec2 canvas) {
  SetupLayout out;
  const float W = canvas.x, H = canvas.y;
  const float pad = clampf(std::min(W, H) * 0.025f, 10, 20);
  out.header = {0, 0, W, 60};
  out.back = {pad, 10, 100, 40};
  out.how_to_play = {W - pad - 124, 10, 124, 40};
  const float beside = W - 2 * (pad + 132);  // the title between the buttons, centred
  if (beside >= 170) {
    out.title = {pad + 132, 10, beside, 40};
  } else {  // a narrow phone: under them
    out.title = {pad, 54, W - 2 * pad, 28};
    out.header.h = 88;
  }
  if (H < 520 && W >= 600) {  // a short, wide screen (a phone on its side): the note beside Start
    const float footer_h = 54 + 2 * pad;
    out.footer = {0, H - footer_h, W, footer_h};
    const float bw = std::min(300.0f, W * 0.36f);
    out.start = {W - pad - bw, H - pad - 54, bw, 54};
    out.note = {pad, out.start.y, out.start.x - 2 * pad, 54};
  } else {
    const float footer_h = 112;  // room for a two-line reason why Start is off
    out.footer = {0, H - footer_h, W, footer_h};
    const float bw = std::min(W - 2 * pad, 360.0f);
    out.start = {W / 2 - bw / 2, H - pad - 54, bw, 54};
    out.note = {pad, out.footer.y + 4, W - 2 * pad, out.start.y - out.footer.y - 8};
  }
  out.content = {0, out.header.bottom(), W, out.footer.y - out.header.bottom()};
  out.column_w = std::min(W - 2 * pad, 640.0f);
  out.column_x = W / 2 - out.column_w / 2;
  return out;
}

int choices_per_row(float w, float widest, int count) {
  return std::clamp(static_cast<int>((w + kChoiceGap) / (widest + kChoicePad + kChoiceGap)), 1, std::max(count, 1));
}

float choices_width(float widest, int count) {
  return static_cast<float>(count) * (widest + kChoicePad) + static_cast<float>(count - 1) * kChoiceGap;
}

ChoiceGrid layout_choices(float w, const std::vector<float>& label_w) {
  const int count = static_cast<int>(label_w.size());
  ChoiceGrid out;
  out.per_row = choices_per_row(w, label_w.empty() ? 0 : *std::max_element(label_w.begin(), label_w.end()), count);
  float sized = static_cast<float>(count - 1) * kChoiceGap;
  for (float l : label_w) sized += l + kChoicePad;
  if (out.per_row < count && sized <= w) {  // one row after all, each as wide as its words
    out.per_row = count;
    for (float l : label_w) out.col_w.push_back(l + kChoicePad + (w - sized) / static_cast<float>(count));
    return out;
  }
  const float seg_w = (w - kChoiceGap * static_cast<float>(out.per_row - 1)) / static_cast<float>(out.per_row);
  out.col_w.assign(static_cast<std::size_t>(out.per_row), seg_w);
  return out;
}

SeatRowLayout layout_seat_row(float column_x, float column_w, float kinds_need) {
  SeatRowLayout out;
  out.name_w = std::min(170.0f, column_w * 0.36f);
  out.kinds_x = column_x + out.name_w + kChoiceGap;
  out.kinds_w = column_w - out.name_w - kChoiceGap;
  if (out.kinds_w < kinds_need) {
    out.below = true;
    out.kinds_x = column_x;
    out.kinds_w = column_w;
  }
  return out;
}

float summary_text_width(Vec2 canvas) {
  const float panel_w = std::min(canvas.x - 24, 620.0f);
  return panel_w - 40;
}

namespace {
// Where a panel `w` wide, centred across the screen, may start: 12 from the top, or under
// `clear_of` where it would reach it.
float panel_top(Vec2 canvas, float w, const Rect& clear_of) {
  const bool reaches = clear_of.w > 0 && canvas.x / 2 - w / 2 < clear_of.right();
  return reaches ? std::max(12.0f, clear_of.bottom() + 8) : 12.0f;
}
}  // namespace

SummaryLayout layout_summary(Vec2 canvas, int players, bool match_over, float text_h, bool review, bool tiles,
                             bool stacked, const Rect& clear_of) {
  SummaryLayout out;
  const float W = canvas.x, H = canvas.y;
  const float panel_w = std::min(W - 24, 620.0f);
  const float top = panel_top(canvas, panel_w, clear_of);
  const float inner = 20;
  const float button_h = 52;
  const float header_h = 18;  // column headings above the rows
  stacked = stacked && match_over;
  const float buttons_h = stacked ? 2 * button_h + 8 : button_h;
  const float fixed_h = inner + 40 + 8 + text_h + 14 + header_h + 18 + buttons_h + inner;
  // Rows get lower at a big table so the panel still fits the screen.
  const float row_h = std::clamp((H - top - 12 - fixed_h) / static_cast<float>(std::max(players, 1)), 30.0f,
                                 W < 480 && tiles ? 104.0f : 58.0f);
  const float panel_h = fixed_h + static_cast<float>(players) * row_h;
  out.panel = {W / 2 - panel_w / 2, std::max(top, H / 2 - panel_h / 2), panel_w, panel_h};
  float y = out.panel.y + inner;
  out.headline = {out.panel.x + inner, y, panel_w - 2 * inner, 40};
  y += 40 + 8;
  out.text = {out.panel.x + inner, y, panel_w - 2 * inner, text_h};
  y += text_h + 14 + header_h;
  for (int i = 0; i < players; ++i) {
    out.rows.push_back({out.panel.x + inner / 2, y, panel_w - inner, row_h});
    y += row_h;
  }
  y += 18;
  const float bw = panel_w - 2 * inner;
  if (stacked) {  // Next round across the panel; Review | Show table (or Main menu) under it
    out.primary = {out.panel.x + inner, y, bw, button_h};
    y += button_h + 8;
    const float half = (bw - 8) / 2;
    if (review) out.review = Rect{out.panel.x + inner, y, half, button_h};
    out.secondary =
        review ? Rect{out.panel.x + inner + half + 8, y, half, button_h} : Rect{out.panel.x + inner, y, bw, button_h};
  } else if (match_over && review) {  // Next round | Review | Show table
    const float third = (bw - 16) / 3;
    out.primary = {out.panel.x + inner, y, third, button_h};
    out.review = Rect{out.panel.x + inner + third + 8, y, third, button_h};
    out.secondary = Rect{out.panel.x + inner + 2 * (third + 8), y, third, button_h};
  } else if (match_over) {
    const float half = (bw - 12) / 2;
    out.primary = {out.panel.x + inner, y, half, button_h};
    out.secondary = Rect{out.panel.x + inner + half + 12, y, half, button_h};
  } else {
    out.primary = {out.panel.x + inner, y, bw, button_h};
  }
  return out;
}

SheetLayout layout_sheet(Vec2 canvas, int columns, int rounds, bool match_end, bool friend_seat, const Rect& clear_of) {
  SheetLayout out;
  const float W = canvas.x, H = canvas.y;
  const float w = std::min(W - 24, 640.0f), inner = 18, button_h = 48;
  const float top = panel_top(canvas, w, clear_of);
  static const char* const kEnd[] = {"button:play_again", "button:review", "button:change_rules", "button:main_menu"};
  static const char* const kFriendEnd[] = {"button:leave_table", "button:main_menu"};
  const auto ids = friend_seat ? std::span<const char* const>(kFriendEnd) : std::span<const char* const>(kEnd);
  const int end_buttons = static_cast<int>(ids.size());
  const bool stacked = match_end && w < 470 && end_buttons > 2;
  const float buttons_h = !match_end ? button_h : stacked ? 2 * button_h + 8 : button_h;
  const int places = match_end && columns <= 5 && H >= 560 ? columns : 0;  // a short screen: the totals say it
  const float head_h = (match_end ? 38.0f : 30.0f) + 22 + static_cast<float>(places) * 22 + (places ? 8 : 0);
  const float fixed = inner + head_h + 10 + 24 + 26 + 16 + buttons_h + inner;  // header and totals rows
  const float room = std::max(0.0f, H - top - 12 - fixed);
  out.row_h = std::clamp(room / static_cast<float>(std::max(rounds, 1)), 18.0f, 24.0f);
  out.rows_shown = std::min(rounds, static_cast<int>(room / out.row_h));
  const float h = fixed + static_cast<float>(out.rows_shown) * out.row_h;
  out.panel = {W / 2 - w / 2, std::max(top, H / 2 - h / 2), w, h};
  float y = out.panel.y + inner;
  const float x = out.panel.x + inner, iw = w - 2 * inner;
  out.headline = {x, y, iw, match_end ? 38.0f : 30.0f};
  y += out.headline.h;
  out.rule = {x, y, iw, 22};
  y += 22;
  for (int i = 0; i < places; ++i) out.standings.push_back({x, y + 4 + 22 * static_cast<float>(i), iw, 22});
  if (places) y += 8 + 22 * static_cast<float>(places);
  y += 10;
  out.first_col_w = std::min(90.0f, iw * 0.2f);
  out.table = {x, y, iw, 24 + static_cast<float>(out.rows_shown) * out.row_h + 26};
  y = out.table.bottom() + 16;
  if (!match_end) {
    const float bw = std::min(iw, 220.0f);
    out.buttons.push_back({"button:close_sheet", {out.panel.center().x - bw / 2, y, bw, button_h}});
    return out;
  }
  // All across, or two rows of two on a narrow screen.
  const int per_row = stacked ? 2 : end_buttons;
  const float bw = (iw - 8 * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  for (int i = 0; i < end_buttons; ++i) {
    const float col = static_cast<float>(i % per_row), row = static_cast<float>(i / per_row);
    out.buttons.push_back({ids[i], {x + col * (bw + 8), y + row * (button_h + 8), bw, button_h}});
  }
  return out;
}

namespace {

constexpr float kModalW = 460, kModalInner = 24;

// A question's panel, `h` high, centred on the screen: its heading and text at the top.
// Returns the y under the text plus `gap`.
float modal_top(Vec2 canvas, float h, float heading_h, float heading_gap, float text_h, float gap, Rect& panel,
                Rect& heading, Rect& text) {
  const float w = std::min(canvas.x - 24, kModalW), inner = kModalInner;
  panel = {canvas.x / 2 - w / 2, std::max(12.0f, canvas.y / 2 - h / 2), w, h};
  heading = {panel.x + inner, panel.y + inner, w - 2 * inner, heading_h};
  text = {panel.x + inner, heading.bottom() + heading_gap, w - 2 * inner, text_h};
  return text.bottom() + gap;
}

}  // namespace

float confirm_text_width(Vec2 canvas) { return std::min(canvas.x - 24, kModalW) - 2 * kModalInner; }

ConfirmLayout layout_confirm(Vec2 canvas, float text_h) {
  ConfirmLayout out;
  const float w = std::min(canvas.x - 24, kModalW), inner = kModalInner, button_h = 50;
  const bool stacked = w < 380;
  const float buttons_h = stacked ? 2 * button_h + 10 : button_h;
  const float h = inner + 32 + 10 + text_h + 22 + buttons_h + inner;
  const float y = modal_top(canvas, h, 32, 10, text_h, 22, out.panel, out.heading, out.text);
  const float bw = stacked ? w - 2 * inner : (w - 2 * inner - 12) / 2;
  out.no = {out.panel.x + inner, y, bw, button_h};  // the safe answer first (and on top)
  out.yes = stacked ? Rect{out.panel.x + inner, y + button_h + 10, bw, button_h}
                    : Rect{out.panel.x + inner + bw + 12, y, bw, button_h};
  return out;
}

float cover_text_width(Vec2 canvas) { return confirm_text_width(canvas); }

CoverLayout layout_cover(Vec2 canvas, float text_h, bool undo) {
  CoverLayout out;
  const float w = std::min(canvas.x - 24, kModalW), inner = kModalInner, ready_h = 56, menu_h = 40;
  const float h = inner + 40 + 12 + text_h + 24 + ready_h + 14 + menu_h + inner;
  float y = modal_top(canvas, h, 40, 12, text_h, 24, out.panel, out.heading, out.text);
  out.ready = {out.panel.x + inner, y, w - 2 * inner, ready_h};
  y += ready_h + 14;
  if (undo) {
    const float half = (w - 2 * inner - 12) / 2;
    out.undo = Rect{out.panel.x + inner, y, half, menu_h};
    out.menu = {out.panel.x + inner + half + 12, y, half, menu_h};
  } else {
    const float menu_w = std::min(180.0f, w - 2 * inner);
    out.menu = {canvas.x / 2 - menu_w / 2, y, menu_w, menu_h};
  }
  return out;
}

MenuLayout layout_menu(Vec2 canvas, const Rect& menu_button, const MenuSettings& settings) {
  MenuLayout out;
  struct Item {
    std::string id, label, key;
  };
  using Online = MenuSettings::Online;
  const bool online = settings.online != Online::None;
  std::vector<Item> items;
  // The items' words; the keys (A, K, S) are keycaps, not words.
  if (settings.online != Online::Friend) items.push_back({"menu:new_match", tr("New match"), ""});
  if (online)
    items.push_back({"menu:friends", settings.online == Online::Host ? tr("Friends online") : tr("Online table"), ""});
  items.push_back({"menu:how_to_play", tr("How to play"), ""});
  if (settings.at == MenuSettings::At::Table) {
    items.push_back({"menu:analysis", tr("Analysis of your move"), "A"});
    items.push_back({"menu:tracker", tr("Tracker"), "K"});
  }
  if (settings.at != MenuSettings::At::MatchOver) items.push_back({"menu:score_sheet", tr("Score sheet"), "S"});
  // TRANSLATORS: the table menu's switches, each with its state.
  items.push_back({"menu:check", settings.check_plays ? tr("Check my plays: on") : tr("Check my plays: off"), ""});
  if (!online) items.push_back({"menu:undo", settings.undo ? tr("Undo: on") : tr("Undo: off (strict play)"), ""});
  if (settings.online != Online::Friend)
    items.push_back({"menu:speed",
                     settings.speed == "slow"   ? tr("Computer speed: Slow")
                     : settings.speed == "fast" ? tr("Computer speed: Fast")
                                                : tr("Computer speed: Normal"),
                     ""});
  items.push_back({"menu:sound", settings.sound ? tr("Sound: on") : tr("Sound: off"), ""});
  if (!online) items.push_back({"menu:copy_link", tr("Copy share link"), ""});
  if (settings.suit_colours)
    items.push_back(
        {"menu:four_colour", settings.four_colour ? tr("Four-colour suits: on") : tr("Four-colour suits: off"), ""});
  items.push_back({"menu:display", tr("Display options"), ""});
  items.push_back({"menu:main_menu", tr("Main menu"), ""});
  const float count = static_cast<float>(items.size());
  const float top = menu_button.bottom() + 8;
  const float room = canvas.y - top - 8 - 16;
  const int columns = count * 36 > room ? 2 : 1;
  const float rows = std::ceil(count / static_cast<float>(columns));
  const float w = std::min(270.0f, (canvas.x - 2 * menu_button.x - 16) / static_cast<float>(columns));
  const float item_h = clampf(room / rows, 36, 50);
  out.panel = {menu_button.x, top, static_cast<float>(columns) * (w - 16) + 16, rows * item_h + 16};
  for (std::size_t i = 0; i < items.size(); ++i) {
    const float col = std::floor(static_cast<float>(i) / rows), row = static_cast<float>(i) - col * rows;
    out.items.push_back(
        {items[i].id, {out.panel.x + 8 + col * (w - 16), out.panel.y + 8 + row * item_h, w - 16, item_h}});
    out.labels.push_back(items[i].label);
    out.keys.push_back(items[i].key);
  }
  return out;
}

namespace {
constexpr float kListInner = 18;
float list_panel_w(Vec2 canvas) { return std::min(canvas.x - 16, 620.0f); }
}  // namespace

float list_panel_text_width(Vec2 canvas) { return list_panel_w(canvas) - 2 * kListInner; }

ListPanelLayout layout_list_panel(Vec2 canvas, float lead_h, int rows, float row_h, bool two_columns) {
  ListPanelLayout out;
  const float W = canvas.x, H = canvas.y, inner = kListInner;
  const float title_h = 32, heading_h = 20, more_h = 20, close_h = 44;
  const float fixed = inner + title_h + 6 + lead_h + 10 + heading_h + more_h + 10 + close_h + inner;
  const int fit = std::max(1, static_cast<int>((H - 16 - fixed) / row_h));
  const int columns = two_columns && rows > fit && W >= 700 ? 2 : 1;
  const float w = columns == 2 ? std::min(W - 16, 1000.0f) : list_panel_w(canvas);
  const int per_column = std::min(fit, (rows + columns - 1) / columns);
  out.rows_shown = std::min(rows, per_column * columns);
  const float h = fixed + static_cast<float>(per_column) * row_h - (out.rows_shown < rows ? 0 : more_h);
  out.panel = {W / 2 - w / 2, std::max(8.0f, H / 2 - h / 2), w, h};
  float y = out.panel.y + inner;
  const float x = out.panel.x + inner, iw = w - 2 * inner;
  out.title = {x, y, iw, title_h};
  y += title_h + 6;
  out.lead = {x, y, iw, lead_h};
  y += lead_h + 10;
  out.heading = {x, y, iw, heading_h};
  y += heading_h;
  const float col_w = (w - inner) / static_cast<float>(columns);
  for (int i = 0; i < out.rows_shown; ++i) {
    const int col = i / per_column, row = i % per_column;
    out.rows.push_back({out.panel.x + inner / 2 + static_cast<float>(col) * col_w, y + static_cast<float>(row) * row_h,
                        col_w - (columns == 2 ? 6.0f : 0.0f), row_h});
  }
  y += static_cast<float>(per_column) * row_h;
  if (out.rows_shown < rows) {
    out.more = {x, y, iw, more_h};
    y += more_h;
  }
  y += 10;
  out.close = {out.panel.x + w / 2 - 80, y, 160, close_h};
  return out;
}

ReviewLayout layout_review(Vec2 canvas, int seats, int analysis_rows, bool rounds) {
  ReviewLayout out;
  const float W = canvas.x, H = canvas.y, inner = 14, gap = 8;
  const bool wide = W > H * 1.4f && W >= 700;
  out.panel = {8, 8, W - 16, H - 16};
  const float x = out.panel.x + inner, iw = out.panel.w - 2 * inner;
  float y = out.panel.y + inner;
  out.close = {out.panel.right() - inner - 96, y, 96, 40};
  constexpr float kCopyW = 132;
  const float round_w = rounds ? 44 : 0, round_gap = rounds ? 8 : 0;  // no arrows: the counter has their room
  if (W >= 600) {  // one row: title, counter, the rounds, Copy record, Close
    out.copy = {out.close.x - 8 - kCopyW, y, kCopyW, 40};
    out.next_round = {out.copy.x - round_gap - round_w, y, round_w, 40};
    out.prev_round = {out.next_round.x - (rounds ? 4 : 0) - round_w, y, round_w, 40};
    out.title = {x, y, std::max(0.0f, out.prev_round.x - 8 - x) * 0.6f, 40};
    out.counter = {out.title.right(), y, std::max(0.0f, out.prev_round.x - 8 - out.title.right()), 40};
    y += 40 + gap;
  } else {  // the title beside Close; the rounds, the counter and Copy record below
    out.title = {x, y, std::max(0.0f, out.close.x - 8 - x), 40};
    y += 40 + 4;
    out.prev_round = {x, y, round_w, 34};
    out.next_round = {x + (rounds ? round_w + 4 : 0), y, round_w, 34};
    out.copy = {x + iw - kCopyW, y, kCopyW, 34};
    out.counter = {out.next_round.right() + round_gap, y,
                   std::max(0.0f, out.copy.x - 8 - out.next_round.right() - round_gap), 34};
    y += 34 + gap;
  }
  // The two columns (one, stacked, unless the screen is wide).
  const float col_w = wide ? (iw - 16) / 2 : iw;
  const float right_x = wide ? x + col_w + 16 : x;
  const float bottom = out.panel.bottom() - inner;
  const float button_h = 44, timeline_h = 12, row_h = 24;
  const float rows = static_cast<float>(std::max(analysis_rows, 0));
  const float side_h = 22 + 22 + gap + (analysis_rows > 0 ? 20 + rows * row_h + gap : 0) + timeline_h + gap + button_h;
  // Right (or lower) part: the moves, the analysis, the timeline, the steps.
  float ry = wide ? y : bottom - side_h;
  out.last = {right_x, ry, col_w, 22};
  out.next = {right_x, ry + 22, col_w, 22};
  ry += 44 + gap;
  if (analysis_rows > 0) {
    out.analysis_heading = {right_x, ry, col_w, 20};
    ry += 20;
    for (int i = 0; i < analysis_rows; ++i)
      out.analysis.push_back({right_x, ry + static_cast<float>(i) * row_h, col_w, row_h});
    ry += rows * row_h + gap;
  }
  if (wide) ry = std::max(ry, bottom - timeline_h - gap - button_h);
  out.timeline = {right_x, ry, col_w, timeline_h};
  ry += timeline_h + gap;
  const char* ids[] = {"review:start", "review:back", "review:next", "review:end", "review:mistake"};
  const float mistake_w = std::min(150.0f, col_w * 0.3f), step_w = (col_w - mistake_w - 4 * 6) / 4;
  for (int i = 0; i < 5; ++i) {
    const float bx = right_x + static_cast<float>(i) * (step_w + 6);
    out.buttons.push_back({ids[i], {bx, ry, i == 4 ? mistake_w : step_w, button_h}});
  }
  // Left (or upper) part: the seats, then the table.
  const float left_bottom = wide ? bottom : out.last.y - gap;
  const float table_h = 58;
  const float seat_h =
      std::clamp((left_bottom - y - table_h - gap) / static_cast<float>(std::max(seats, 1)), 26.0f, 72.0f);
  for (int i = 0; i < seats; ++i) out.seats.push_back({x, y + static_cast<float>(i) * seat_h, col_w, seat_h});
  y += static_cast<float>(seats) * seat_h + gap;
  out.table = {x, y, col_w, std::min(table_h, std::max(0.0f, left_bottom - y))};
  return out;
}

void share_row(std::span<Target> row, const std::vector<float>& need) {
  if (row.size() < 2 || need.size() < row.size()) return;
  const float gap = row[1].rect.x - row[0].rect.right();
  const float n = static_cast<float>(row.size());
  const float room = row.back().rect.right() - row.front().rect.x - gap * (n - 1);
  float needed = 0;
  for (std::size_t i = 0; i < row.size(); ++i) needed += need[i];
  float x = row.front().rect.x;
  for (std::size_t i = 0; i < row.size(); ++i) {
    const float w = needed <= room ? need[i] + (room - needed) / n : room * need[i] / needed;
    row[i].rect.x = x;
    row[i].rect.w = w;
    x += w + gap;
  }
}

HowToPlayLayout layout_how_to_play(Vec2 canvas) {
  HowToPlayLayout out;
  const float W = canvas.x, H = canvas.y;
  const float pad = clampf(std::min(W, H) * 0.025f, 10, 20);
  out.header = {0, 0, W, 60};
  out.back = {pad, 10, 100, 40};
  out.title = {pad + 108, 10, std::max(0.0f, W - 2 * (pad + 108)), 40};
  out.title_beside = {pad + 108, 10, std::max(0.0f, W - pad - (pad + 108)), 40};
  out.content = {0, out.header.bottom(), W, std::max(0.0f, H - out.header.bottom())};
  out.column_w = std::min(W - 2 * pad, 680.0f);
  out.column_x = W / 2 - out.column_w / 2;
  return out;
}

FigureLayout layout_figure(Vec2 top_left, float max_w, const std::vector<bool>& across, bool line) {
  constexpr float kUpright = 3.14159265f / 2;
  FigureLayout out;
  const float n = static_cast<float>(across.size());
  if (across.empty()) return out;
  // Widths in units of the tile's short side: standing tiles 1 wide with 0.45 between; in a
  // line 2 (1 across) with a hairline between.
  float units = 0;
  for (bool a : across) units += line ? (a ? 1.0f : 2.0f) : 1.0f;
  const float gap_units = line ? 0.06f : 0.45f;
  units += gap_units * (n - 1);
  const float u = std::min(line ? 30.0f : 28.0f, max_w / units);
  float x = top_left.x;
  const float mid = top_left.y + u;  // every tile is at most 2u high
  for (bool a : across) {
    const bool upright = !line || a;
    const float w = upright ? u : 2 * u;
    out.tiles.push_back({{x + w / 2, mid}, u, upright ? kUpright : 0.0f});
    x += w + gap_units * u;
  }
  out.box = {top_left.x, top_left.y, x - gap_units * u - top_left.x, 2 * u};
  return out;
}

}  // namespace boneyard
