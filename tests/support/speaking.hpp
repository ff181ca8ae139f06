#pragma once
// The sentence table of one shipped language in force until the end of a scope, then English again: a test reads
// what a player of that language reads.
//
//     const Speaking portuguese("pt");
//     EXPECT_EQ(end_cause(g), "morto por um rato de esgoto na profundidade 3");

#include <string_view>

#include "core/diag.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

struct Speaking {
    explicit Speaking(std::string_view code) {
        Diagnostics problems;
        LanguageLoad load = load_language(code, "", problems);
        if (load.table) use_strings(std::move(*load.table));
    }
    ~Speaking() { use_strings(english_strings()); }
    Speaking(const Speaking&) = delete;
    Speaking& operator=(const Speaking&) = delete;
};

}  // namespace yoord
