// std::sort and std::stable_sort through a comparison held by reference, for the sorts of
// decisions and displays: the sorting code is compiled once per element type instead of once
// per lambda (each lambda is a type of its own, and each std::sort over one a 1-7 KB copy of
// the algorithm in boneyard.wasm). The algorithm is std::sort's (std::stable_sort's) itself,
// making the same comparisons, so the order, ties included, is exactly theirs. A comparison
// costs an indirect call: keep plain std::sort in the search's inner loops.
#pragma once

#include <algorithm>
#include <cstddef>

namespace boneyard {

// A "less than" on T, by reference to a callable that outlives it.
template <class T>
class LessRef {
 public:
  template <class Less>
  explicit LessRef(const Less& less)
      : less_(&less),
        call_([](const void* f, const T& a, const T& b) -> bool { return (*static_cast<const Less*>(f))(a, b); }) {}
  bool operator()(const T& a, const T& b) const { return call_(less_, a, b); }

 private:
  const void* less_;
  bool (*call_)(const void*, const T&, const T&);
};

// The elements [first, last) of a contiguous range (a vector's, an array's) in `less` order.
template <class T, class Less>
void sort_by(T* first, T* last, const Less& less) {
  std::sort(first, last, LessRef<T>(less));
}
template <class T, class Less>
void stable_sort_by(T* first, T* last, const Less& less) {
  std::stable_sort(first, last, LessRef<T>(less));
}
// The whole of a contiguous container.
template <class Range, class Less>
void sort_by(Range& range, const Less& less) {
  sort_by(range.data(), range.data() + range.size(), less);
}
template <class Range, class Less>
void stable_sort_by(Range& range, const Less& less) {
  stable_sort_by(range.data(), range.data() + range.size(), less);
}

}  // namespace boneyard
