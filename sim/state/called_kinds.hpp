#pragma once
// What the player has called the item kinds it has not identified (NetHack's "call"): after drinking a murky
// potion that did nothing to see, the player may name the kind "fizzy", and every murky potion reads "murky
// potion called fizzy" until the kind is known. The player's words, for the player: saved with the run
// (format 10, docs/reference/save-format.md), never hashed, since no rule reads them.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/stable_id.hpp"

namespace yoord {

// A name is at most this many bytes (cut at a whole UTF-8 character): a note, not an essay.
inline constexpr std::size_t kMaxCalledName = 40;

struct CalledKind {
    StableId row;
    std::string name;

    friend bool operator==(const CalledKind&, const CalledKind&) = default;
};

struct CalledKinds {
    std::vector<CalledKind> kinds;  // sorted by row, each once, never an empty name

    // The name the player gave `row`, or null.
    [[nodiscard]] const std::string* find(StableId row) const;
    // Names `row`: the name cleaned (see clean_called_name); an empty one forgets the call.
    void call(StableId row, std::string_view name);
};

// `name` as a call keeps it: control characters dropped, spaces at either end trimmed, at most kMaxCalledName
// bytes, never cutting a UTF-8 character in two.
[[nodiscard]] std::string clean_called_name(std::string_view name);

}  // namespace yoord
