// The panels over the screens (see panels.h), drawn with the renderer's primitives.
#include "panels/panels.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/i18n.h"
#include "session/seats.h"

namespace boneyard::panels {

using namespace draw;  // the primitives these panels are made of

void list_frame(ImDrawList* dl, const Fonts& fonts, const ListPanelLayout& L, std::string_view title,
                std::string_view lead) {
  panel(dl, L.panel, 18, kPanel, fade(kGold, 0.35f));
  text_in(dl, fonts.bold, 21, L.title, rgba(255, 236, 180), title, Align::Left, true);
  paragraph(dl, fonts.regular, 14, {L.lead.x, L.lead.y}, L.lead.w, kMuted, lead);
}

void list_row(ImDrawList* dl, const Rect& r, std::size_t i) {
  dl->AddRectFilled(iv({r.x, r.y + 2}), iv({r.right(), r.bottom() - 2}), rgba(255, 255, 255, i % 2 ? 0.03f : 0.06f), 8);
}

void analysis_panel(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const ListPanelLayout& L, const AnalysisPanel& c,
                    const Press& close, float thinking) {
  dim_screen(dl, canvas, 0.5f);
  shadow(dl, L.panel, 18, 16, 0.4f);
  panel(dl, L.panel, 18, kPanel, fade(kHint, 0.45f));
  text_in(dl, fonts.bold, 21, L.title, rgba(255, 236, 180), c.title, Align::Left, true);
  if (!c.message.empty()) {
    paragraph(dl, fonts.regular, 15, {L.lead.x, L.lead.y}, L.lead.w, fade(kText, 0.7f + 0.3f * thinking), c.message);
  } else {
    paragraph(dl, fonts.regular, 14, {L.lead.x, L.lead.y}, L.lead.w, kMuted, c.lead);
    const Rect& first = L.rows.empty() ? L.heading : L.rows.front();
    const bool narrow = first.w < 420;
    // Columns from the right: deals (unless the win column needs the room on a phone), win, gap, value.
    const float deals_w = narrow && c.match ? 0.0f : narrow ? 52.0f : 90.0f, win_w = c.match ? 54.0f : 0.0f;
    // The gap column as wide as "best" needs, a word's space clear of the value before it.
    const std::string best = trc("move analysis", "best");
    const float gap_w = std::max(narrow ? 50.0f : 58.0f, measure(fonts.regular, 13, best).x + 10);
    const float value_w = narrow ? 56.0f : 86.0f;
    const float win_x = first.right() - 10 - deals_w - win_w;
    const float value_x = win_x - gap_w - value_w;
    // TRANSLATORS: the move analysis's column heading: each move's chance to win the match.
    const std::string win = trc("column heading", "Win");
    if (c.match) text_in(dl, fonts.regular, 12, {win_x, L.heading.y, win_w, L.heading.h}, kMuted, win, Align::Right);
    text_in(dl, fonts.regular, 12, {value_x - 40, L.heading.y, value_w + 40, L.heading.h}, kMuted, c.column,
            Align::Right);
    if (deals_w > 0)
      text_in(dl, fonts.regular, 12, {first.right() - 10 - deals_w, L.heading.y, deals_w, L.heading.h}, kMuted,
              // TRANSLATORS: the move analysis's column heading: how many deals each move was weighed on.
              trc("column heading", "Deals"), Align::Right);
    for (std::size_t i = 0; i < L.rows.size() && i < c.rows.size(); ++i) {
      const Rect& r = L.rows[i];
      const AnalysisRow& row = c.rows[i];
      dl->AddRectFilled(iv({r.x, r.y + 1}), iv({r.right(), r.bottom() - 1}),
                        row.best ? fade(kHint, 0.16f) : rgba(255, 255, 255, i % 2 ? 0.03f : 0.06f), 8);
      const Color col = row.best ? kHint : row.rough ? kMuted : kText;
      text_in(dl, row.best ? fonts.bold : fonts.regular, 15, {r.x + 10, r.y, value_x - r.x - 16, r.h}, col, row.words,
              Align::Left);
      text_in(dl, fonts.bold, 15, {value_x, r.y, value_w, r.h}, col, row.value, Align::Right);
      text_in(dl, fonts.regular, 13, {value_x + value_w + 10, r.y, gap_w - 10, r.h}, row.best ? kHint : bad_color(),
              row.best ? best : row.gap, Align::Right);
      if (c.match) text_in(dl, fonts.bold, 13, {win_x, r.y, win_w, r.h}, col, row.win, Align::Right);
      if (deals_w > 0)
        text_in(dl, fonts.regular, 12, {r.right() - 10 - deals_w, r.y, deals_w, r.h}, kMuted, row.deals, Align::Right);
    }
    if (L.more.h > 0 && c.rows.size() > L.rows.size()) {
      // TRANSLATORS: under the move analysis, the moves that do not fit the screen (the English says
      // "choices" for any count).
      const std::string more = trn("and {n} more choices, worth less", "and {n} more choices, worth less",
                                   static_cast<long long>(c.rows.size() - L.rows.size()));
      text_in(dl, fonts.regular, 13, L.more, kMuted, more, Align::Left);
    }
  }
  button(dl, fonts, L.close, tr("Close"), ButtonKind::Secondary, close.hovered, close.held);
}

namespace {

// The first letter of `s`, a whole UTF-8 character ("\u00c9" of "\u00c9va").
std::string first_letter(const std::string& s) {
  std::size_t end = s.empty() ? 0 : 1;
  while (end < s.size() && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) ++end;
  return s.substr(0, end);
}

}  // namespace

void tracker_panel(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const ListPanelLayout& L, const Tracker& t,
                   const std::string& lead, int players, const Press& close) {
  dim_screen(dl, canvas, 0.5f);
  shadow(dl, L.panel, 18, 16, 0.4f);
  panel(dl, L.panel, 18, kPanel, fade(kGold, 0.35f));
  text_in(dl, fonts.bold, 21, L.title, rgba(255, 236, 180), tr("Tracker"), Align::Left, true);
  paragraph(dl, fonts.regular, 14, {L.lead.x, L.lead.y}, L.lead.w, kMuted, lead);
  for (std::size_t i = 0; i < L.rows.size() && i < t.rows.size(); ++i) {
    const Rect& r = L.rows[i];
    const TrackerRow& row = t.rows[i];
    dl->AddRectFilled(iv({r.x, r.y + 1}), iv({r.right(), r.bottom() - 1}), rgba(255, 255, 255, i % 2 ? 0.03f : 0.06f), 8);
    const float label_w = std::min(112.0f, r.w * 0.3f);
    const bool noted = !row.note.empty();
    text_in(dl, fonts.bold, 14, {r.x + 8, r.y, label_w - 8, noted ? r.h * 0.55f : r.h}, kText, row.name,
            Align::Left);
    if (noted)
      text_in(dl, fonts.regular, 11, {r.x + 8, r.y + r.h * 0.55f, label_w - 8, r.h * 0.45f}, bad_color(), row.note, Align::Left);
    const float x0 = r.x + label_w + 10, room = r.right() - 6 - x0;  // a space clear of the name and its note
    if (!t.chips) {
      text_in(dl, fonts.regular, 14, {x0, r.y, room, r.h}, kText, row.counts, Align::Left);
      continue;
    }
    const float n = static_cast<float>(std::max<std::size_t>(row.items.size(), 1));
    const float pitch = std::min(30.0f, room / n), cw = pitch - 3, ch = r.h - 6;
    for (std::size_t k = 0; k < row.items.size(); ++k) {
      const TrackerItem& item = row.items[k];
      const Rect c{x0 + static_cast<float>(k) * pitch, r.y + 3, cw, ch};
      using W = TrackerItem::Where;
      Color fill = rgba(250, 245, 230), ink = kDarkText, rim = rgba(0, 0, 0, 0);
      if (item.where == W::Mine) fill = kGold;
      if (item.where == W::Played || item.where == W::Out) {
        fill = rgba(255, 255, 255, 0.05f);
        ink = fade(kMuted, 0.8f);
      }
      if (item.where == W::Given) {
        fill = fade(kHint, 0.12f);
        ink = kHint;
        rim = kHint;
      }
      dl->AddRectFilled(iv({c.x, c.y}), iv({c.right(), c.bottom()}), fill, 5);
      if (item.where == W::Given) dl->AddRect(iv({c.x, c.y}), iv({c.right(), c.bottom()}), rim, 5, 0, 1.2f);
      const bool initial = item.by >= 0 && (item.where == W::Played || item.where == W::Given);
      const ExactText exact;  // sized to its chip: the number over who played it
      text_in(dl, fonts.bold, cw < 20 ? 11.0f : 13.0f, {c.x, c.y + 1, c.w, initial ? c.h * 0.57f : c.h - 2}, ink,
              item.label);
      if (initial)
        text_in(dl, fonts.regular, 9, {c.x, c.y + 1 + c.h * 0.57f, c.w, c.h * 0.43f - 1}, ink,
                first_letter(seat_name(players, item.by)));
      if (item.where == W::Out)
        dl->AddLine(iv({c.x + 3, c.bottom() - 4}), iv({c.right() - 3, c.y + 4}), fade(kMuted, 0.8f), 1.2f);
    }
  }
  if (L.more.h > 0 && t.rows.size() > L.rows.size()) {
    // TRANSLATORS: under the tracker, the rows that do not fit the screen (the English says "rows" for any count).
    const std::string more =
        trn("and {n} more rows", "and {n} more rows", static_cast<long long>(t.rows.size() - L.rows.size()));
    text_in(dl, fonts.regular, 13, L.more, kMuted, more, Align::Left);
  }
  button(dl, fonts, L.close, tr("Close"), ButtonKind::Secondary, close.hovered, close.held);
}

namespace {

// Faces standing in a row inside `box` (left aligned), as large as fit up to `cap` units.
void faces_in_row(ImDrawList* dl, const Fonts& fonts, const Rect& box, const std::vector<Face>& faces, int set,
                  bool four_colour, float cap, bool lying = false) {
  constexpr float kUpright = 3.14159265f / 2;
  if (faces.empty()) return;
  const float n = static_cast<float>(faces.size());
  const float per = lying ? 2.08f : 1.12f;  // widths in units, with the gap
  // Marks stand over the tiles (look/face.h) and keep apart side by side.
  const bool marks = std::any_of(faces.begin(), faces.end(), [](const Face& f) { return f.value > 0 || f.trump; });
  auto step = [&](float u) { return std::max(u * per, marks ? 2 * mark_radius(u) + 1 : 0.0f); };
  auto tall = [&](float u) { return u * (lying ? 1.05f : 2.1f) + (marks ? marks_above(u) : 0.0f); };
  float unit = std::min({cap, box.h / (lying ? 1.05f : 2.1f), box.w / (n * per)});
  while (unit > 4 && (tall(unit) > box.h || n * step(unit) > box.w)) unit -= 0.25f;
  const float y = box.center().y + (marks ? marks_above(unit) / 2 : 0.0f);
  float cx = box.x + unit * (lying ? 1.0f : 0.5f);
  for (const Face& f : faces) {
    TileStyle style;
    style.set = set;
    style.four_colour = four_colour;
    const bool across = lying && f.is_double();
    face(dl, fonts, {{cx, y}, unit, lying && !across ? 0.0f : kUpright}, f, style);
    cx += step(unit);
  }
}

}  // namespace

namespace {
ButtonKind review_step_kind(std::size_t i) { return i == 2 ? ButtonKind::Primary : ButtonKind::Secondary; }
float review_step_size(const ReviewLayout& L, std::size_t i) {
  return L.steps_shared || L.buttons[i].rect.w < 90 ? 14.0f : 16.0f;
}
}  // namespace

void review(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const ReviewLayout& L, const ReviewView& v,
            const std::vector<Press>& presses, bool four_colour) {
  dim_screen(dl, canvas, 0.6f);
  panel(dl, L.panel, 18, rgba(9, 33, 20), fade(kGold, 0.35f));
  auto press_of = [&](std::size_t i) { return i < presses.size() ? presses[i] : Press{}; };
  text_in(dl, fonts.bold, 20, L.title, rgba(255, 236, 180), v.title, Align::Left, true);
  text_in(dl, fonts.regular, 14, L.counter, kMuted, v.counter, Align::Right);
  button(dl, fonts, L.close, tr("Close"), ButtonKind::Secondary, press_of(0).hovered, press_of(0).held, true, 16);
  const std::size_t extra = 1 + L.buttons.size();  // after Close and the steps: Copy record, the rounds
  button(dl, fonts, L.copy, tr("Copy record"), ButtonKind::Secondary, press_of(extra).hovered, press_of(extra).held,
         true, 14);
  if (v.rounds > 1) {
    button(dl, fonts, L.prev_round, "\u2190", ButtonKind::Secondary, press_of(extra + 1).hovered,
           press_of(extra + 1).held, v.round > 1, 18);
    button(dl, fonts, L.next_round, "\u2192", ButtonKind::Secondary, press_of(extra + 2).hovered,
           press_of(extra + 2).held, v.round < v.rounds, 18);
  }
  text_in(dl, fonts.bold, 15, L.last, kText, v.last, Align::Left);
  text_in(dl, fonts.regular, 14, L.next, v.decision ? kGold : kMuted, v.next, Align::Left);
  // The hands, face up.
  const float name_w = 70;
  for (std::size_t i = 0; i < L.seats.size() && i < v.frame.seats.size(); ++i) {
    const Rect& r = L.seats[i];
    const ReviewSeat& seat = v.frame.seats[i];
    dl->AddRectFilled(iv({r.x, r.y + 1}), iv({r.right(), r.bottom() - 1}),
                      seat.to_move ? rgba(240, 199, 94, 0.14f) : rgba(255, 255, 255, i % 2 ? 0.03f : 0.06f), 8);
    text_in(dl, fonts.bold, 14, {r.x + 8, r.y, name_w - 8, r.h}, seat.to_move ? kGold : kText, seat.name, Align::Left);
    if (seat.hand.empty())
      text_in(dl, fonts.regular, 13, {r.x + name_w, r.y, r.w - name_w, r.h}, kMuted, tr("no tiles left"), Align::Left);
    faces_in_row(dl, fonts, {r.x + name_w, r.y + 3, r.w - name_w - 6, r.h - 6}, seat.hand, v.frame.set, four_colour,
                 30);
  }
  // The table.
  const Rect& t = L.table;
  if (t.h > 20) {
    text_in(dl, fonts.regular, 13, {t.x, t.y, t.w, 18}, kMuted, v.frame.table_label, Align::Left);
    const Rect strip{t.x, t.y + 18, t.w, t.h - 18};
    faces_in_row(dl, fonts, strip, v.frame.table, v.frame.set, four_colour, 18, v.frame.line);
    if (!v.frame.line && !v.frame.table_by.empty()) {  // who played each, beside the trick
      const float unit = std::min({18.0f, strip.h / 2.1f, strip.w / (static_cast<float>(v.frame.table.size()) * 1.12f)});
      std::string by;
      for (const auto& name : v.frame.table_by) by += (by.empty() ? "" : ", ") + name;
      const float x0 = strip.x + unit * 1.12f * static_cast<float>(v.frame.table.size()) + 8;
      // TRANSLATORS: the round review, beside the trick: who played its tiles, in order ({names}: "You, West").
      const std::string played_by = trf("by {names}", {{"names", by}});
      text_in(dl, fonts.regular, 12, {x0, strip.y, std::max(0.0f, strip.right() - x0), strip.h}, kMuted, played_by,
              Align::Left);
    }
  }
  // The analysis of the player's decision.
  if (v.decision && L.analysis_heading.h > 0) {
    text_in(dl, fonts.bold, 13, L.analysis_heading, v.costly ? bad_color() : kHint,
            v.verdict.empty() ? v.analysis.column : v.verdict, Align::Left);
    if (!v.analysis.message.empty() && !L.analysis.empty()) {
      paragraph(dl, fonts.regular, 13, {L.analysis[0].x, L.analysis[0].y + 4}, L.analysis[0].w, kMuted, v.analysis.message);
    }
    for (std::size_t i = 0; i < L.analysis.size() && i < v.analysis.rows.size(); ++i) {
      const Rect& r = L.analysis[i];
      const AnalysisRow& row = v.analysis.rows[i];
      const bool mine = row.move == v.played;
      dl->AddRectFilled(iv({r.x, r.y + 1}), iv({r.right(), r.bottom() - 1}),
                        row.best ? fade(kHint, 0.16f) : mine ? fade(bad_color(), 0.16f) : rgba(255, 255, 255, i % 2 ? 0.03f : 0.06f), 6);
      const Color col = row.best ? kHint : mine ? bad_color() : row.rough ? kMuted : kText;
      text_in(dl, row.best || mine ? fonts.bold : fonts.regular, 13, {r.x + 8, r.y, r.w - 154, r.h}, col, row.words,
              Align::Left);
      text_in(dl, fonts.bold, 13, {r.right() - 144, r.y, 60, r.h}, col, row.value,
              Align::Right);  // a space before `whose`
      // TRANSLATORS: the round review's analysis, beside a move: the expert's choice, or the player's own.
      const std::string whose = row.best ? trc("move analysis", "expert")
                                : mine   ? trc("move analysis", "yours")
                                         : row.gap;
      text_in(dl, fonts.regular, 12, {r.right() - 70, r.y, 62, r.h}, col, whose, Align::Right);  // clear of the value
    }
  }
  // The timeline: a tick per move; the step shown ringed.
  const Rect& tl = L.timeline;
  const std::size_t n = v.marks.size();
  if (n > 0) {
    const float step = tl.w / static_cast<float>(n);
    for (std::size_t i = 0; i < n; ++i) {
      const float x0 = tl.x + static_cast<float>(i) * step;
      const Color c = v.marks[i] == 2 ? bad_color() : v.marks[i] == 1 ? kGold : rgba(255, 255, 255, 0.18f);
      // The safe palette does not leave a costly move to colour alone: its tick stands taller.
      const float top = tl.y + (v.marks[i] ? 0 : 3) - (v.marks[i] == 2 && look().safe_palette ? 5 : 0);
      dl->AddRectFilled(iv({x0 + 0.5f, top}), iv({x0 + std::max(1.5f, step - 1), tl.bottom() - (v.marks[i] ? 0 : 3)}), c, 2);
    }
    const float at = tl.x + static_cast<float>(v.at) * step;
    dl->AddLine(iv({at, tl.y - 3}), iv({at, tl.bottom() + 3}), kIvory, 2.0f);
  }
  const bool mistakes = std::find(v.marks.begin(), v.marks.end(), 2) != v.marks.end();
  const auto labels = review_steps(v);
  for (std::size_t i = 0; i < L.buttons.size() && i < labels.size(); ++i) {
    const Press p = press_of(i + 1);
    const bool enabled = i == 4 ? mistakes : (i < 2 ? v.at > 0 : v.at < static_cast<int>(n));
    button(dl, fonts, L.buttons[i].rect, labels[i], review_step_kind(i), p.hovered, p.held, enabled,
           review_step_size(L, i));
  }
}

std::array<std::string, 5> review_steps(const ReviewView& v) {
  const bool mistakes = std::find(v.marks.begin(), v.marks.end(), 2) != v.marks.end();
  // TRANSLATORS: the round review's steps: to the deal, one move back, one on, to the round's end, and to
  // the player's next costly move.
  return {trc("review step", "Start"), tr("\u2190 Back"), tr("Next \u2192"), trc("review step", "End"),
          mistakes ? tr("Next mistake") : tr("No mistakes")};
}

void fit_review_steps(const Fonts& fonts, ReviewLayout& L, const ReviewView& v) {
  const auto labels = review_steps(v);
  const std::size_t n = std::min(L.buttons.size(), labels.size());
  bool fit = true;
  for (std::size_t i = 0; i < n; ++i)
    fit = fit && label_fits(fonts, L.buttons[i].rect, labels[i], review_step_kind(i), review_step_size(L, i));
  if (fit) return;
  L.steps_shared = true;
  std::vector<float> need;
  for (std::size_t i = 0; i < n; ++i)
    need.push_back(
        least_label_width(fonts, labels[i], review_step_kind(i), review_step_size(L, i), L.buttons[i].rect.h));
  share_row(std::span<Target>(L.buttons.data(), n), need);
}

void score_sheet(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const SheetLayout& L, const ScoreSheet& sheet,
                 const std::string& headline, bool good, const std::vector<Press>& presses) {
  dim_screen(dl, canvas, 0.5f);
  shadow(dl, L.panel, 18, 16, 0.4f);
  panel(dl, L.panel, 18, kPanel, fade(kGold, 0.35f));
  const bool end = L.buttons.size() > 1;
  text_in(dl, fonts.bold, end ? 24.0f : 19.0f, L.headline, good || !end ? rgba(255, 236, 180) : kText, headline,
          Align::Left, true);
  text_in(dl, fonts.regular, 14, L.rule, kMuted, sheet.rule, Align::Left);
  for (std::size_t i = 0; i < L.standings.size() && i < sheet.standings.size(); ++i)
    text_in(dl, i == 0 ? fonts.bold : fonts.regular, 16, L.standings[i], i == 0 ? kGold : kText, sheet.standings[i],
            Align::Left);
  // The table: names, the rounds shown (the latest), the totals.
  const Rect& t = L.table;
  const std::size_t cols = sheet.columns.size();
  const float col_w = (t.w - L.first_col_w) / static_cast<float>(std::max<std::size_t>(cols, 1));
  auto cell = [&](std::size_t c, float y, float h) {
    return Rect{t.x + L.first_col_w + static_cast<float>(c) * col_w, y, col_w - 6, h};
  };
  if (sheet.you >= 0)  // the reader's column
    dl->AddRectFilled(ImVec2(t.x + L.first_col_w + static_cast<float>(sheet.you) * col_w - 3, t.y),
                      ImVec2(t.x + L.first_col_w + static_cast<float>(sheet.you + 1) * col_w - 3, t.bottom()),
                      rgba(255, 255, 255, 0.06f), 6);
  for (std::size_t c = 0; c < cols; ++c)
    text_in(dl, fonts.bold, 13, cell(c, t.y, 24), kText, sheet.columns[c], Align::Right);
  const std::size_t total = sheet.rows.size();
  const std::size_t shown = std::min<std::size_t>(total, static_cast<std::size_t>(std::max(L.rows_shown, 0)));
  float y = t.y + 24;
  for (std::size_t r = total - shown; r < total; ++r, y += L.row_h) {
    if ((r % 2) == 0) dl->AddRectFilled(ImVec2(t.x, y), ImVec2(t.right(), y + L.row_h), rgba(255, 255, 255, 0.035f), 4);
    text_in(dl, fonts.regular, 13, {t.x + 4, y, L.first_col_w - 8, L.row_h}, kMuted,
            trf("Round {round}", {{"round", static_cast<long long>(r + 1)}}), Align::Left);
    for (std::size_t c = 0; c < cols && c < sheet.rows[r].size(); ++c)
      text_in(dl, fonts.regular, 14, cell(c, y, L.row_h), kText, sheet.rows[r][c], Align::Right);
  }
  dl->AddLine(ImVec2(t.x, y + 2), ImVec2(t.right(), y + 2), rgba(255, 255, 255, 0.25f), 1.2f);
  text_in(dl, fonts.bold, 14, {t.x + 4, y + 2, L.first_col_w - 8, 24}, kText, trc("column heading", "Total"),
          Align::Left);
  for (std::size_t c = 0; c < cols && c < sheet.totals.size(); ++c)
    text_in(dl, fonts.bold, 15, cell(c, y + 2, 24), rgba(255, 226, 150), sheet.totals[c], Align::Right);
  auto label = [](const std::string& id) {
    return id == "button:play_again"     ? tr("Play again")
           : id == "button:review"       ? trc("button", "Review")
           : id == "button:change_rules" ? tr("Change rules")
           : id == "button:leave_table"  ? tr("Leave table")
           : id == "button:main_menu"    ? tr("Main menu")
                                         : tr("Close");
  };
  for (std::size_t i = 0; i < L.buttons.size(); ++i) {
    const Press p = i < presses.size() ? presses[i] : Press{};
    button(dl, fonts, L.buttons[i].rect, label(L.buttons[i].id),
           i == 0 ? ButtonKind::Primary : ButtonKind::Secondary, p.hovered, p.held, true, 17);
  }
}

void summary(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const SummaryLayout& S, const SummaryContent& c,
             const std::vector<Press>& presses) {
  constexpr float kUpright = 3.14159265f / 2;
  dim_screen(dl, canvas, 0.6f);
  panel(dl, S.panel, 18, rgba(9, 33, 20));
  text_in(dl, fonts.bold, 26, S.headline, c.good ? kGold : kText, c.headline, Align::Center, true);
  paragraph(dl, fonts.regular, 15, {S.text.x, S.text.y}, S.text.w, kMuted, c.text);

  // Columns: name | tiles | three numbers, each as wide as its heading needs (a word's space clear
  // of the heading before it) and at least `num_w`.
  const Rect& first = S.rows.front();
  const float num_w = first.w < 420 ? 44.0f : 58.0f;
  const float name_w = std::max(70.0f, first.w * 0.2f);
  const float tiles_x = first.x + 10 + name_w;
  // The room they take beyond `num_w` comes from the tiles' column, which keeps 110 px (all it has
  // on a narrow phone): a heading that still does not fit is shrunk into its column.
  constexpr float kHeadingGap = 10, kLeastTiles = 110;
  const float spare = std::max(0.0f, first.w - name_w - 3 * num_w - 20 - kLeastTiles);
  float col_w[3], wanted = 0;
  for (int k = 0; k < 3; ++k) {
    col_w[k] = std::max(num_w, measure(fonts.regular, 12, c.headers[static_cast<std::size_t>(k)]).x + kHeadingGap);
    wanted += col_w[k] - num_w;
  }
  if (wanted > spare)
    for (float& w : col_w) w = num_w + (w - num_w) * spare / wanted;
  const float tiles_w = first.w - name_w - col_w[0] - col_w[1] - col_w[2] - 20;
  const float cols[3] = {first.right() - 8 - col_w[2] - col_w[1], first.right() - 8 - col_w[2], first.right() - 8};
  // Each heading right-aligned over its column, within the column's width (clear of the one before).
  for (int k = 0; k < 3; ++k)
    text_within(dl, fonts.regular, 12, {cols[k], first.y - 16}, col_w[k] - kHeadingGap, kMuted, c.headers[k],
                Align::Right);
  text_in(dl, fonts.regular, 12, {tiles_x, first.y - 16, tiles_w, 14}, kMuted,
          fit(fonts.regular, 12 * kLeastShrink, c.tiles_header, tiles_w), Align::Left);
  for (std::size_t i = 0; i < c.rows.size() && i < S.rows.size(); ++i) {
    const SummaryRow& row = c.rows[i];
    const Rect& r = S.rows[i];
    dl->AddRectFilled(ImVec2(r.x, r.y + 2), ImVec2(r.right(), r.bottom() - 2),
                      row.highlight ? rgba(240, 199, 94, 0.14f) : rgba(255, 255, 255, i % 2 ? 0.03f : 0.06f), 10);
    text_in(dl, fonts.bold, r.h < 40 ? 14.0f : 16.0f, {r.x + 10, r.y, name_w - kHeadingGap, r.h},
            row.highlight ? kGold : kText, row.name, Align::Left);  // a word's space clear of the tiles
    if (!row.tiles.empty()) {
      bool marks =
          std::any_of(row.tiles.begin(), row.tiles.end(), [](const Face& f) { return f.value > 0 || f.trump; });
      const std::size_t n = row.tiles.size();
      // A line of tiles `su` large: from one tile to the next (marks side by side keep apart), and
      // its height with the marks over the tiles (look/face.h).
      auto step = [&](float su) { return marks ? std::max(1.5f * su, 2 * mark_radius(su) + 1) : 1.18f * su; };
      auto line_h = [&](float su) { return 2 * su + (marks ? marks_above(su) : 0.0f); };
      // As large as pips stay readable on a phone, `per_line` of them a line, in `lines` lines.
      const float cap = row.tiles.front().card ? 22.0f : 24.0f;
      auto fitted = [&](std::size_t per_line, float lines) {
        float su = cap;
        while (su > 4 &&
               (static_cast<float>(per_line) * step(su) > tiles_w || lines * line_h(su) + (lines - 1) * 2 > r.h - 10))
          su -= 0.5f;
        return su;
      };
      // One line, or two when that gives larger tiles.
      const std::size_t per_line = (n + 1) / 2;
      float one = fitted(n, 1), two = fitted(per_line, 2);
      if (marks && std::max(one, two) < 8) {  // no room for the marks side by side: the tiles alone
        marks = false;
        one = fitted(n, 1);
        two = fitted(per_line, 2);
      }
      const bool wrap = n > 1 && two > one;
      const float su = wrap ? two : one;
      const std::size_t line_len = wrap ? per_line : n;
      const float above = marks ? marks_above(su) : 0.0f;
      const float lines_h = (wrap ? 2 : 1) * line_h(su) + (wrap ? 2.0f : 0.0f);
      for (std::size_t k = 0; k < n; ++k) {
        const float line = wrap ? static_cast<float>(k / line_len) : 0;
        const float y = r.center().y - lines_h / 2 + above + su + line * (line_h(su) + 2);
        const TilePose pose{{tiles_x + su / 2 + static_cast<float>(k % line_len) * step(su), y}, su, kUpright};
        TileStyle style;
        style.set = c.set;
        style.four_colour = c.four_colour;
        Face shown = row.tiles[k];
        if (!marks) shown.value = 0, shown.trump = false;
        face(dl, fonts, pose, shown, style);
      }
    } else {
      if (fits_in(fonts.regular, 13, {tiles_w, r.h}, row.no_tiles))
        text_in(dl, fonts.regular, 13, {tiles_x, r.y, tiles_w, r.h}, kMuted, row.no_tiles, Align::Left);
      else  // a narrow phone's larger text: cut short rather than run into the numbers
        text_within(dl, fonts.regular, 13, {tiles_x, r.center().y - 8}, tiles_w, kMuted, row.no_tiles);
    }
    text_in(dl, fonts.regular, 15, {cols[0] - col_w[0], r.y, col_w[0], r.h}, kText, row.numbers[0], Align::Right);
    text_in(dl, fonts.bold, 15, {cols[1] - col_w[1], r.y, col_w[1], r.h}, tone_color(row.middle), row.numbers[1],
            Align::Right);
    text_in(dl, fonts.bold, 17, {cols[2] - col_w[2], r.y, col_w[2], r.h}, kText, row.numbers[2], Align::Right);
  }
  const auto words = summary_buttons(c);
  const Press primary = presses.empty() ? Press{} : presses[0];
  button(dl, fonts, S.primary, words[0], ButtonKind::Primary, primary.hovered, primary.held, true, kSummaryPrimary);
  if (S.secondary) {
    const Press secondary = presses.size() > 1 ? presses[1] : Press{};
    button(dl, fonts, *S.secondary, words[1], ButtonKind::Secondary, secondary.hovered, secondary.held, true,
           kSummarySecondary);
  }
  if (S.review) {
    const Press review = presses.size() > 2 ? presses[2] : Press{};
    button(dl, fonts, *S.review, words[2], ButtonKind::Secondary, review.hovered, review.held, true, kSummarySecondary);
  }
}

std::array<std::string, 3> summary_buttons(const SummaryContent& c) {
  return {!c.primary.empty() ? c.primary
          : c.match_over     ? tr("New match")
                             : tr("Next round"),
          !c.secondary.empty() ? c.secondary
          : c.match_over       ? tr("Main menu")
                               : tr("Show table"),
          trc("button", "Review")};
}

bool fit_summary_buttons(const Fonts& fonts, SummaryLayout& S, const SummaryContent& c) {
  const auto words = summary_buttons(c);
  // The buttons side by side, left to right, with the room each one's words need whole.
  std::vector<Target> row{{"", S.primary}};
  std::vector<float> need{whole_label_width(fonts, words[0], ButtonKind::Primary, kSummaryPrimary)};
  const bool side_by_side = S.secondary && S.secondary->y == S.primary.y;
  if (S.review && S.review->y == S.primary.y) {
    row.push_back({"", *S.review});
    need.push_back(whole_label_width(fonts, words[2], ButtonKind::Secondary, kSummarySecondary));
  }
  if (side_by_side) {
    row.push_back({"", *S.secondary});
    need.push_back(whole_label_width(fonts, words[1], ButtonKind::Secondary, kSummarySecondary));
  }
  if (row.size() < 2) return true;
  const float gap = row[1].rect.x - row[0].rect.right();
  float needed = gap * static_cast<float>(row.size() - 1);
  for (float w : need) needed += w;
  if (needed > row.back().rect.right() - row.front().rect.x) return false;
  share_row(row, need);
  S.primary = row[0].rect;
  if (S.review && S.review->y == S.primary.y) S.review = row[1].rect;
  if (side_by_side) S.secondary = row.back().rect;
  return true;
}

}  // namespace boneyard::panels
