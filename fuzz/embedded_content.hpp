#pragma once
// The built-in tables, loaded once per fuzzing process: the targets that play or load games (recording, journal,
// save) run every input on them.

#include "sim/tables/loader.hpp"

namespace yoord::fuzz {

inline const Content& embedded_content() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

}  // namespace yoord::fuzz
