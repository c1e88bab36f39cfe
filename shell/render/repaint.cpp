#include "render/repaint.h"

#include <cstring>
#include <type_traits>

#include "imgui.h"

namespace boneyard {
namespace {

template <typename T>
void put(std::vector<unsigned char>& out, const T& value) {
  static_assert(std::is_trivially_copyable_v<T>);
  const auto* bytes = reinterpret_cast<const unsigned char*>(&value);
  out.insert(out.end(), bytes, bytes + sizeof value);
}

template <typename T>
void put_all(std::vector<unsigned char>& out, const ImVector<T>& items) {
  put(out, items.Size);
  if (items.Size == 0) return;
  const auto* bytes = reinterpret_cast<const unsigned char*>(items.Data);
  out.insert(out.end(), bytes, bytes + static_cast<std::size_t>(items.Size) * sizeof(T));
}

}  // namespace

bool RepaintCheck::differs(const ImDrawData& data, std::uint64_t atlas_generation) {
  next_.clear();
  put(next_, atlas_generation);
  for (const ImVec2& v : {data.DisplayPos, data.DisplaySize, data.FramebufferScale}) {
    put(next_, v.x);
    put(next_, v.y);
  }
  put(next_, data.CmdListsCount);
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    put_all(next_, list.VtxBuffer);  // ImDrawVert: position, uv, colour; no padding
    put_all(next_, list.IdxBuffer);
    put(next_, list.CmdBuffer.Size);
    for (const ImDrawCmd& cmd : list.CmdBuffer) {  // field by field: a command has padding
      put(next_, cmd.ClipRect);
      put(next_, cmd.TextureId);
      put(next_, cmd.VtxOffset);
      put(next_, cmd.IdxOffset);
      put(next_, cmd.ElemCount);
      put(next_, cmd.UserCallback);
      put(next_, cmd.UserCallbackData);
    }
  }
  const bool same = next_.size() == last_.size() && std::memcmp(next_.data(), last_.data(), next_.size()) == 0;
  last_.swap(next_);
  return !same;
}

}  // namespace boneyard
