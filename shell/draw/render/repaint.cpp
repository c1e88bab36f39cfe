#include "render/repaint.h"

#include <cstring>
#include <type_traits>

#include "imgui.h"

namespace boneyard {
namespace {

void append(std::vector<unsigned char>& out, const void* bytes, std::size_t size) {
  const std::size_t at = out.size();
  out.resize(at + size);
  if (size > 0) std::memcpy(out.data() + at, bytes, size);
}

template <typename T>
void put(std::vector<unsigned char>& out, const T& value) {
  static_assert(std::is_trivially_copyable_v<T>);
  append(out, &value, sizeof value);
}

template <typename T>
void put_all(std::vector<unsigned char>& out, const ImVector<T>& items) {
  put(out, items.Size);
  append(out, items.Data, static_cast<std::size_t>(items.Size) * sizeof(T));
}

}  // namespace

bool RepaintCheck::differs(const ImDrawData& data, std::uint64_t atlas_generation) {
  next_.clear();
  put(next_, atlas_generation);
  put(next_, data.DisplayPos);
  put(next_, data.DisplaySize);
  put(next_, data.FramebufferScale);
  put(next_, data.CmdListsCount);
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    put_all(next_, list.VtxBuffer);  // ImDrawVert: position, uv, colour; no padding
    put_all(next_, list.IdxBuffer);
    // A command's padding (8 bytes' alignment) is zero: ImDrawCmd() clears it, and ImGui copies
    // commands whole and compares them with memcmp too.
    put_all(next_, list.CmdBuffer);
  }
  const bool same = next_.size() == last_.size() && std::memcmp(next_.data(), last_.data(), next_.size()) == 0;
  last_.swap(next_);
  return !same;
}

}  // namespace boneyard
