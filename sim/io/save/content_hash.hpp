#pragma once
// The content hash written into a save's header: XXH3-64 over every concrete row's (category, stable id), in
// --list-content order. It tells which table set wrote a save (two builds with the same ids agree); the
// loader does not refuse a mismatch, it resolves every id one by one and drops what is gone.

#include <cstdint>

#include "sim/tables/content.hpp"

namespace yoord::save {

[[nodiscard]] std::uint64_t content_hash(const Content& content);

}  // namespace yoord::save
