// The game's fonts: DejaVu Sans regular and bold, embedded at build time (assets/make_fonts.py)
// and rasterized at the device pixel ratio so text stays sharp on high-DPI screens. Text is
// drawn with explicit CSS-pixel sizes (draw.h), so one atlas serves every text size.
#pragma once

struct ImFont;

namespace boneyard {

struct Fonts {
  ImFont* regular = nullptr;  // body text, 12-18 px
  ImFont* bold = nullptr;     // names, buttons, headlines, 13-32 px
  ImFont* display = nullptr;  // the "Boneyard" logo (its letters only)
  float dpr = 0;              // the pixel ratio the atlas was made for
  float text_scale = 0;       // and the text scale (larger text, draw.h Look)
};

// Builds the font atlas for `dpr` and `text_scale` if it was made for others (call before
// NewFrame); returns true when it rebuilt (the renderer's font texture must then be remade).
// Larger text gets glyphs rasterized at its larger sizes, so it stays as sharp.
bool update_fonts(Fonts& fonts, float dpr, float text_scale = 1);

}  // namespace boneyard
