// The panels the screens open over a table or a list: the score sheet, the list panels (the
// move analysis, the tracker, and the frame the statistics, today's deal, the display options
// and the online screen share), the round review and the round summary. Each is composed of
// draw.h's primitives from what views/ worked out (content/, coach/, layout/); nothing here
// decides what they say or where they go.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "coach/analysis_panel.h"
#include "coach/review.h"
#include "coach/tracker.h"
#include "content/score_sheet.h"
#include "content/summary_content.h"
#include "layout/screen_layout.h"
#include "render/draw.h"

namespace boneyard::panels {

// The score sheet, or the end of a match (layout_sheet, content/score_sheet.h): `headline` over it
// (the winner at the end; `good`: the player's side won), the standings, the rounds and the
// totals, the player's column picked out; the buttons in the layout's order.
void score_sheet(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const SheetLayout& layout, const ScoreSheet& sheet,
                 const std::string& headline, bool good, const std::vector<Press>& presses);

// A list panel's frame (layout_list_panel): the panel, its title and lead paragraph; and the
// banded background of its row `i`.
void list_frame(ImDrawList* dl, const Fonts& fonts, const ListPanelLayout& layout, std::string_view title,
                std::string_view lead);
void list_row(ImDrawList* dl, const Rect& r, std::size_t i);

// The move analysis (layout_list_panel, coach/analysis_panel.h) over a dimmed table: the
// expert's choice first, picked out in the hint's blue; `thinking` (0..1) pulses the message
// while the figures are worked out.
void analysis_panel(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const ListPanelLayout& layout,
                    const AnalysisPanel& content, const Press& close, float thinking);

// The tracker (layout_list_panel, coach/tracker.h) over a dimmed table: per row its name (and
// who is void in it or lacks it) and either its items as chips (gold: yours; light: unseen;
// faded: played, with the initial of who played it; blue: passed by you, with the initial of
// who got it) or its counts; `lead` above says so and what still matters.
void tracker_panel(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const ListPanelLayout& layout,
                   const Tracker& tracker, const std::string& lead, int players, const Press& close);

// The round review (layout_review, coach/review.h): every hand face up, the table, the moves,
// the analysis of the player's decision with the player's move marked, the timeline (the
// player's moves in gold, costly ones in red, the step shown ringed) and the step buttons.
void review(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const ReviewLayout& layout, const ReviewView& view,
            const std::vector<Press>& presses, bool four_colour);
// Its step buttons' words (review:start, review:back, review:next, review:end, review:mistake);
// fit_review_steps() shares the layout's row of steps by their words where some would not fit
// as laid out (share_row), their words then all at the smaller size.
std::array<std::string, 5> review_steps(const ReviewView& view);
void fit_review_steps(const Fonts& fonts, ReviewLayout& layout, const ReviewView& view);

// The round summary and the match end (layout_summary, content/summary_content.h), for every table,
// with its buttons (Next round; New match and Main menu at the match end).
void summary(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const SummaryLayout& layout,
             const SummaryContent& content, const std::vector<Press>& presses);
// Its buttons' words (the primary, the secondary, Review), at their sizes; and the row of them
// in `layout` shared by their words, each on one line at its size: false where the row cannot
// hold them so (then layout_summary's `stacked`).
inline constexpr float kSummaryPrimary = 19, kSummarySecondary = 17;
std::array<std::string, 3> summary_buttons(const SummaryContent& content);
bool fit_summary_buttons(const Fonts& fonts, SummaryLayout& layout, const SummaryContent& content);

}  // namespace boneyard::panels
