// A link as a QR code (issue 46: a phone's camera opens an invitation or a reply in the same
// room). The modules come from Nayuki's QR Code generator (its C library, Debian source package
// qr-code-generator, built from .deps/ by shell/CMakeLists.txt); this is pure: the screens draw
// the modules (render/draw.h qr_code) and keep one encoding per link (QrCache), never one a frame.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace boneyard {

// The modules of a QR code, row by row, without the quiet zone (which the drawing adds).
struct QrCode {
  int size = 0;                    // modules a side: 21 (version 1) to 177 (version 40)
  std::vector<std::uint8_t> dark;  // size * size, 1 = dark, row after row
  bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)] != 0; }
};

// The light margin a reader needs around the code, in modules (the standard's 4).
inline constexpr int kQrQuietModules = 4;

// Encodes `text` (UTF-8, as bytes) in the smallest version that holds it at low error
// correction, raised to the highest correction that still fits that version; refused with a
// message when it needs more than `max_version` (a larger code is too fine to read off a
// screen) or is empty.
Result<QrCode> encode_qr(std::string_view text, int max_version = 40);

// The last few links encoded, for a screen that draws them every frame: get() encodes a text
// the first time it is asked for and returns the kept code (or refusal) after that.
class QrCache {
 public:
  const Result<QrCode>& get(const std::string& text);
  int encodings() const { return encodings_; }  // how many times the encoder ran

 private:
  static constexpr std::size_t kKept = 8;  // more than a table's friends' links and a reply
  struct Entry {
    std::string text;
    Result<QrCode> code;
  };
  std::vector<Entry> kept_;  // the most recently asked for last
  int encodings_ = 0;
};

}  // namespace boneyard
