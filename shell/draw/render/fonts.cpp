// Font atlas at the device pixel ratio (see fonts.h).
#include "render/fonts.h"

#include <algorithm>

#include "fonts_embedded.h"
#include "imgui.h"
#include "imgui_internal.h"  // ImFontAtlasGetBuilderForStbTruetype

namespace boneyard {

namespace {

// Keep in sync with UNICODES in assets/make_fonts.py.
const ImWchar kTextRanges[] = {
    0x0020, 0x00FF,  // Latin-1
    0x0152, 0x0153,  // Œ œ (French)
    0x0178, 0x0178,  // Ÿ (French)
    0x2010, 0x2026,  // dashes, quotes, bullet, ellipsis
    0x2190, 0x2193,  // arrows
    0x2660, 0x2667,  // card suits
    0x2212, 0x2212,  // minus sign
    0x2713, 0x2713,  // check mark
    0xFFFD, 0xFFFD,  // replacement character: a quoted byte that is not text (core/text.h)
    0,
};
// The display font draws the logo alone: its letters, at the biggest size (rasterized at
// start-up, so every glyph left out is time saved before the title shows).
const ImWchar kLogoRanges[] = {'B', 'B', 'a', 'a', 'd', 'e', 'n', 'o', 'r', 'r', 'y', 'y', 0};

// Sizes (CSS px) the glyphs are drawn at; other sizes scale from these.
constexpr float kRegularPx = 18;
constexpr float kBoldPx = 26;
constexpr float kDisplayPx = 64;

ImFont* add(const unsigned char* data, int size, float px, float scale, const ImWchar* ranges) {
  ImFontConfig config;
  config.FontDataOwnedByAtlas = false;  // the bytes are a static array
  config.OversampleH = scale >= 2 ? 1 : 2;
  config.OversampleV = 1;
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), size, px * scale, &config,
                                                    ranges);
}

}  // namespace

bool update_fonts(Fonts& fonts, float dpr, float text_scale) {
  const float scale = std::clamp(dpr, 1.0f, 3.0f);
  if (fonts.dpr == scale && fonts.text_scale == text_scale) return false;
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  atlas->Clear();
  const float text = scale * text_scale;
  fonts.regular = add(k_dejavu_sans, static_cast<int>(sizeof k_dejavu_sans), kRegularPx, text, kTextRanges);
  fonts.bold = add(k_dejavu_sans_bold, static_cast<int>(sizeof k_dejavu_sans_bold), kBoldPx, text, kTextRanges);
  fonts.display = add(k_dejavu_sans_bold, static_cast<int>(sizeof k_dejavu_sans_bold), kDisplayPx, scale, kLogoRanges);
  // The atlas's builder, called directly: ImFontAtlas::Build() adds ImGui's own default font
  // when none was given, and that reference alone keeps its 12 KB of base85 font data in the
  // web module (10 KB gzip) although the game always gives its own.
  ImFontAtlasGetBuilderForStbTruetype()->FontBuilder_Build(atlas);
  ImGui::GetIO().FontDefault = fonts.regular;
  ImGui::GetIO().FontGlobalScale = 1.0f / scale;
  fonts.dpr = scale;
  fonts.text_scale = text_scale;
  return true;
}

}  // namespace boneyard
