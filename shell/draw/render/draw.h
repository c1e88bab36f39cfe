// The renderer's primitives, drawn with ImDrawList: the felt, domino tiles (face up with
// pips in the standard patterns 0-12, face down, empty drop slots), panels, buttons, text
// and speech bubbles. Everything takes CSS-pixel geometry from layout/geometry.h; nothing here
// decides where things go or what they mean.
//
// Index
//   [SECTION] Look          the display options as drawing applies them
//   [SECTION] Colours
//   [SECTION] Surfaces      background, table felt, panels
//   [SECTION] Tiles         tile_face, tile_back, tile_slot
//   [SECTION] Text          measure, text, text_in, paragraph
//   [SECTION] Controls      button, chip, bubble, menu icon, menu
//   [SECTION] Table pieces  seat plates, count badges, toasts
//   [SECTION] Record        what a frame drew, for the layout test
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "imgui.h"
#include "look/face.h"
#include "look/palette.h"
#include "online/qr_code.h"
#include "layout/screen_layout.h"
#include "render/fonts.h"
#include "render/ui_frame.h"
#include "session/seats.h"  // SeatSide: where a bubble points from
#include "content/pointer_words.h"

namespace boneyard::draw {

// [SECTION] Look --------------------------------------------------------------------------
// The display options (look/display_options.h) as every drawing function applies them, set once per
// frame by the app: text drawn `text_scale` times its given size (measure() too, so layouts
// that measure text make room), the colour-blind-safe palette (look/palette.h) for pips, suits and
// good and bad numbers, and reduced motion (screens read it: no glides, pulses or fades).
// `mouse`: the player points with a mouse, so text says "Click" where it says "Tap" (and
// "click", "clicks", "clicking"), as whole words, wherever it is measured and drawn.
struct Look {
  float text_scale = 1;
  bool reduced_motion = false;
  bool safe_palette = false;
  bool mouse = false;
};
void set_look(const Look& look);
const Look& look();
// While one lives, text is drawn at exactly its given size: text that is part of a picture,
// sized to its shape (a card's rank, a disc's number, the logo).
class ExactText {
 public:
  ExactText();
  ~ExactText();
  ExactText(const ExactText&) = delete;
  ExactText& operator=(const ExactText&) = delete;

 private:
  float saved_;
};
// 0..1, breathing with the clock `ms`; still at 1 with reduced motion.
float pulse(double ms);

// [SECTION] Colours -----------------------------------------------------------------------
using Color = ImU32;
constexpr Color rgba(int r, int g, int b, float a = 1.0f) {
  return IM_COL32(r, g, b, static_cast<int>(a * 255.0f + 0.5f));
}
Color fade(Color c, float alpha);      // multiplies the alpha
Color mix(Color a, Color b, float t);  // straight blend, t in 0..1

inline constexpr Color kIvory = rgba(246, 240, 222);
inline constexpr Color kText = rgba(244, 239, 224);
inline constexpr Color kMuted = rgba(186, 208, 192);
inline constexpr Color kDarkText = rgba(18, 48, 31);
inline constexpr Color kGold = rgba(240, 199, 94);
Color bad_color();  // a costly move, a penalty: a salmon red, or the safe palette's reddish purple
inline constexpr Color kHint = rgba(120, 215, 255);  // what the hint lights: tiles, the bulb
inline constexpr Color kPanel = rgba(7, 28, 17);  // opaque: nothing of the table shows through a panel over it
inline constexpr Color kPanelBorder = rgba(255, 255, 255, 0.09f);

inline ImVec2 iv(Vec2 v) { return ImVec2(v.x, v.y); }

// [SECTION] Surfaces ----------------------------------------------------------------------
void background(ImDrawList* dl, const Rect& screen);   // green baize, lit from the centre
void table_surface(ImDrawList* dl, const Rect& felt);  // the inset play area
void panel(ImDrawList* dl, const Rect& r, float radius, Color fill = kPanel, Color border = kPanelBorder);
void shadow(ImDrawList* dl, const Rect& r, float radius, float size, float alpha);
void dim_screen(ImDrawList* dl, Vec2 canvas, float alpha);  // behind a modal panel
void focus_ring(ImDrawList* dl, const Rect& r);  // the keyboard focus: white on a dark edge, clear of `r`

// [SECTION] Tiles -------------------------------------------------------------------------
struct TileStyle {
  float alpha = 1;  // whole tile opacity
  float dim = 0;    // 0..1 darkening (unplayable tiles)
  float glow = 0;   // 0..1 golden halo (playable, picked, just played)
  Color glow_color = kGold;
  int set = 6;               // double-N: sets above 6 get coloured pips
  bool marked = false;       // a gold rim: the tile just drawn from the boneyard
  bool four_colour = false;  // cardominoes: diamonds blue and clubs green
  int line_place = -1;       // a line tile: its place along the line (recorded: a tile touches only
                             // its neighbours, the layout test checks)
};
// A face-up domino: `a` pips on the pose's -x half, `b` on the +x half (layout/geometry.h TilePose).
void tile_face(ImDrawList* dl, const TilePose& pose, int a, int b, const TileStyle& style = {});
void tile_back(ImDrawList* dl, const TilePose& pose, float alpha = 1);
// A cardomino standing upright: the card's rank on the top half, its suit's sign below, in
// the suit's colour (red and black, or four colours).
void card_face(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, Card card, const TileStyle& style = {});
Color suit_color(CardSuit suit, bool four_colour);
std::string_view suit_glyph(CardSuit suit);  // "\u2660"...
// Any face (look/face.h) with its marks: a counter's value disc, a trump's gold "T" (both on its
// top edge, clear of the pips: look/face.h).
void face(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, const Face& f, const TileStyle& style = {});
void trump_mark(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, float alpha = 1);
Color tone_color(Tone tone);  // Plain muted, Bad bad_color(), Good gold
// Where the picked tile can go: a pulsing golden slot, with the tile's ghost if a/b >= 0.
void tile_slot(ImDrawList* dl, const TilePose& pose, int a, int b, float pulse, bool hovered, int set);
// Where the line goes on at an open end, while no tile is picked: a faint outline of the next
// tile's place.
void open_end(ImDrawList* dl, const TilePose& pose);

// [SECTION] Text --------------------------------------------------------------------------
enum class Align { Left, Center, Right };
ImVec2 measure(ImFont* font, float size, std::string_view s, float wrap_width = 0);
// `s` in the words of the pointer in use (Look::mouse: "Tap a tile" -> "Click a tile"); kept
// in `buffer` when changed. measure, text, text_in and paragraph apply it.
std::string_view pointer_words(std::string_view s, std::string& buffer);
// `s` as it fits in `width` at this size: whole, or cut short with an ellipsis (a long name).
std::string fit(ImFont* font, float size, std::string_view s, float width);
void text(ImDrawList* dl, ImFont* font, float size, Vec2 pos, Color col, std::string_view s, Align align = Align::Left,
          bool shadowed = false);
// text() where `s` is no wider than `width` (to the right of `pos.x`, left of it or round it, as
// aligned); else shrunk into that width, cut short with an ellipsis where even that is not enough.
void text_within(ImDrawList* dl, ImFont* font, float size, Vec2 pos, float width, Color col, std::string_view s,
                 Align align = Align::Left);
// One line centred vertically in `box`, aligned horizontally, shrunk to fit its width; where
// that would shrink it below kOneLineShrink and the box is tall enough, two lines (broken at
// the space that makes the longer line shortest), as large as the box allows. A line is never
// drawn below kLeastShrink of its size (one that would need it overflows: fit() it first).
inline constexpr float kOneLineShrink = 0.8f;
inline constexpr float kLeastShrink = 0.6f;
void text_in(ImDrawList* dl, ImFont* font, float size, const Rect& box, Color col, std::string_view s,
             Align align = Align::Center, bool shadowed = false);
// Whether text_in() draws `s` whole in a box `room` big (shrunk or on two lines, but not cut):
// a layout may then give a longer word more room.
bool fits_in(ImFont* font, float size, Vec2 room, std::string_view s);
// A table's status row: what to do now (`main`, bold) over what just happened (`detail`,
// smaller). Where `main` would not fit on its line (a narrow phone) it takes the whole box,
// on two lines if need be, and the detail is left out.
void status_text(ImDrawList* dl, const Fonts& fonts, const Rect& box, Color main_color, std::string_view main,
                 std::string_view detail);
// Wrapped text; returns its height.
float paragraph(ImDrawList* dl, ImFont* font, float size, Vec2 pos, float width, Color col, std::string_view s,
                Align align = Align::Left);
// The height of the text paragraph() draws centred (its lines further apart than measure()'s).
float centred_height(ImFont* font, float size, std::string_view s, float width);

// [SECTION] Controls ----------------------------------------------------------------------
enum class ButtonKind { Primary, Secondary, Selected };
void button(ImDrawList* dl, const Fonts& fonts, const Rect& r, std::string_view label, ButtonKind kind, bool hovered,
            bool held, bool enabled = true, float font_size = 18);
// Whether button() draws `label` whole in `r` (fits_in); and the least width of a button `h` high
// that does (a row of buttons shared by their words).
bool label_fits(const Fonts& fonts, const Rect& r, std::string_view label, ButtonKind kind, float font_size = 18);
float least_label_width(const Fonts& fonts, std::string_view label, ButtonKind kind, float font_size, float h);
// The width of a button that shows `label` on one line at its size, kLabelInset clear of each end.
inline constexpr float kLabelInset = 8;
float whole_label_width(const Fonts& fonts, std::string_view label, ButtonKind kind, float font_size);
// A speech bubble pointing at `anchor` from the side of the table that `from` names.
void bubble(ImDrawList* dl, const Fonts& fonts, Vec2 anchor, SeatSide from, std::string_view s, float alpha);
void menu_icon(ImDrawList* dl, const Rect& r, Color col);
void menu_button(ImDrawList* dl, const Rect& r, bool hovered, bool held);  // the round button with the icon
// The table menu's panel and items (layout_menu), over a dimmed screen.
void table_menu(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const MenuLayout& menu,
                const std::vector<Press>& presses);
// The round button beside the menu button that takes back the player's last decision (an arrow
// turning back); dimmed when there is nothing to take back.
void undo_button(ImDrawList* dl, const Rect& r, bool enabled, bool hovered, bool held);
// The hint button: a light bulb; `thinking` (0..1, a pulse) lights it while the hint is worked out.
void hint_button(ImDrawList* dl, const Rect& r, bool enabled, bool hovered, bool held, float thinking);

// A QR code (online/qr_code.h) with its white quiet zone, `module_px` a module, its top-left
// corner at `at`: (size + 2 * kQrQuietModules) * module_px a side.
void qr_code(ImDrawList* dl, Vec2 at, const QrCode& code, float module_px);

// [SECTION] Table pieces --------------------------------------------------------------------
// A seat's name plate, with its score at the right when given; `active`: the seat to move.
void seat_plate(ImDrawList* dl, const Fonts& fonts, const Rect& r, std::string_view name,
                const std::optional<std::string>& score, bool active, float pulse);
// A banner over the table (the contract, "Hearts broken") in a gold-rimmed chip at the middle
// of `band`'s width, its bottom on the band's: one line, or where that is too wide for the band
// its parts (" \u2022 " between them) on as many lines as they need. Returns the chip.
Rect banner(ImDrawList* dl, const Fonts& fonts, const Rect& band, std::string_view s);
float banner_height(const Fonts& fonts, float width, std::string_view s);  // its chip's, in a band `width` wide
void count_badge(ImDrawList* dl, const Fonts& fonts, Vec2 at, int count);  // a tile count in a dark disc
// A tile's "new" tag (a tile just drawn, or passed to the player): a gold tag with dark words
// hanging from the bottom edge of the tile at `pose` (look/face.h new_tag_box), at most `max_w`
// wide (0: as its words), its words shrunk into it; as small as the tiles, whatever the text size.
void new_tag(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, std::string_view s, float max_w = 0);
// The widest the tags on a row of tiles (a hand) may be so that two side by side never touch: the
// least distance between two neighbours' centres, less a gap (0: no limit).
float tag_room(const std::vector<TilePose>& row);
// A short message in a light pill centred at the top (`y`), faded by `alpha`.
void toast(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float y, std::string_view s, float alpha);
// A tile's value (a counter's penalty points) in a red disc on its top edge, at the right corner.
void value_mark(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, int value, float alpha = 1);

// The coach line: a tip for a newcomer, wrapped in a gold-rimmed card centred above `bottom`
// (`coach_box`: where that card goes).
inline constexpr float kCoachText = 15;
Rect coach_box(const Fonts& fonts, Vec2 canvas, float bottom, std::string_view s);
void coach(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float bottom, std::string_view s, float alpha);

// The play checker's note: wrapped in a light card with the hint's blue rim, its top at `top`,
// over the table (a layer of its own: overlay()).
void note(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float top, std::string_view s, float alpha);

// The toast over a table: a message shown for a while, fading in and out.
class Toast {
 public:
  static constexpr double kMs = 2600;  // how long a message usually shows
  void show(std::string text, double now, double ms = kMs);
  void hide(double now);                // fades out now
  // Fades out now, or once it has shown for `least_ms` (already shorter: unchanged).
  void hide_after(double now, double least_ms);
  bool showing(double now) const;       // shown and not faded out
  bool fading(double now) const;        // showing, fading in or out (frames are needed)
  double ends_at() const { return at_ + ms_; }
  double fade_out_at() const;  // when it starts to fade out (with reduced motion: when it goes)
  const std::string& text() const { return text_; }
  bool draw(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float y, double now) const;  // true while it shows
  // The same timing drawn as a coach line (wrapped, its bottom at `bottom`).
  bool draw_coach(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float bottom, double now) const;
  bool draw_note(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float top, double now) const;  // as note()

 private:
  float alpha(double now) const;  // 0 when not showing
  std::string text_;
  double at_ = -1e12;
  double ms_ = 0;
};

// [SECTION] Record ------------------------------------------------------------------------
// What a frame drew, for the layout test (tests/layout/): every text run, control, tile, drop
// slot, panel, mark (a count badge, a tile's value disc) and pip with its rectangle in the canvas,
// the clip rectangle it was drawn in and its layer: 0 for the screen, and each overlay drawn
// over it (a dimmed screen: the menu, the summary, a coach's panel, a question) opens the next.
// Off, at the cost of testing a null pointer, unless a Record lives.
// A face-up tile's pips are recorded too (Pip), each a box round its disc: a mark may not lie
// over one (look/face.h).
enum class Drawn { Text, Control, Tile, Slot, Panel, Mark, Pip };
struct DrawnItem {
  Drawn kind = Drawn::Text;
  Rect rect;
  Rect clip;
  int layer = 0;
  std::string label;       // the text; a control's label
  bool opaque = true;      // a panel's fill hides what lies under it
  bool overflows = false;  // text wider than the box it was given, even at its smallest
};
class Record {
 public:
  Record();  // recording from now on (one at a time)
  ~Record();
  Record(const Record&) = delete;
  Record& operator=(const Record&) = delete;
  std::vector<DrawnItem> take();  // what was drawn since the last take; the next frame starts at layer 0

 private:
  std::vector<DrawnItem> items_;
};
// What is drawn from now on lies over everything drawn before in this frame (dim_screen calls it).
void overlay();
// While one lives, what is drawn is one picture (the title's logo: a fan of tiles that overlap
// on purpose and a word): recorded as a single panel, the box around it all.
class Picture {
 public:
  explicit Picture(std::string label);
  ~Picture();
  Picture(const Picture&) = delete;
  Picture& operator=(const Picture&) = delete;

 private:
  std::string label_;
  std::size_t start_;
};

}  // namespace boneyard::draw
