#pragma once
// The English sentence table (content/strings/en.toml) in a compact form: what Strings::parse loads from the
// file, written out as arrays at build time by tools/compact_strings.cpp, which reads the file with that same
// parser and so refuses, with the same file:line:col messages, a table the game would refuse. english_strings()
// copies these arrays instead of parsing TOML and checking every template at each start, most of the sentence
// table's cost (docs/explanation/performance/content.md). en.toml stays the one source: the arrays are
// regenerated whenever it or the generator changes, and a test holds them equal to the file's parse.
//
// English has no [grammar] and no [names] (its rules are the code's defaults), so the form holds only
// sentences and the places they were written; the generator refuses a file that has either.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace yoord::english_compact {

struct Sentence {
    std::string_view key;  // "combat.miss"
    std::string_view text;
    std::uint8_t tone;     // a Tone
};

// Where a key (a sentence's or a group's) was written: Strings::place_of.
struct Place {
    std::string_view key;
    std::int32_t line;
    std::int32_t column;
};

// Each sorted by key, the order of the table's own maps, so the maps are filled without searching.
extern const Sentence kSentences[];
extern const std::size_t kSentenceCount;
extern const Place kPlaces[];
extern const std::size_t kPlaceCount;

}  // namespace yoord::english_compact
