#include "online/qr_code.h"

#include <algorithm>

#include "qrcodegen.h"

namespace boneyard {

Result<QrCode> encode_qr(std::string_view text, int max_version) {
  if (text.empty()) return Status::fail("there is nothing to put in a QR code");
  max_version = std::clamp(max_version, qrcodegen_VERSION_MIN, qrcodegen_VERSION_MAX);
  const std::size_t len = static_cast<std::size_t>(qrcodegen_BUFFER_LEN_FOR_VERSION(max_version));
  std::vector<std::uint8_t> data(std::max(len, text.size()));
  std::vector<std::uint8_t> out(len);
  std::copy(text.begin(), text.end(), data.begin());
  // As bytes: a link's letters are mostly lower case, which no shorter mode holds.
  if (text.size() > len || !qrcodegen_encodeBinary(data.data(), text.size(), out.data(), qrcodegen_Ecc_LOW,
                                                   qrcodegen_VERSION_MIN, max_version, qrcodegen_Mask_AUTO, true))
    return Status::fail("the text is too long for a QR code (" + std::to_string(text.size()) + " characters; version " +
                        std::to_string(max_version) + " holds fewer)");
  QrCode code;
  code.size = qrcodegen_getSize(out.data());
  code.dark.resize(static_cast<std::size_t>(code.size * code.size));
  for (int y = 0; y < code.size; ++y)
    for (int x = 0; x < code.size; ++x)
      code.dark[static_cast<std::size_t>(y * code.size + x)] = qrcodegen_getModule(out.data(), x, y) ? 1 : 0;
  return code;
}

const Result<QrCode>& QrCache::get(const std::string& text) {
  auto it = std::find_if(kept_.begin(), kept_.end(), [&](const Entry& e) { return e.text == text; });
  if (it == kept_.end()) {
    if (kept_.size() == kKept) kept_.erase(kept_.begin());
    kept_.push_back({text, encode_qr(text)});
    ++encodings_;
    return kept_.back().code;
  }
  std::rotate(it, it + 1, kept_.end());  // the most recent last
  return kept_.back().code;
}

}  // namespace boneyard
