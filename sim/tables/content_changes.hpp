#pragma once
// What a reload changed: the rows of two loads of the content compared table by table, by id, key by key. The
// author who saves a file while `--watch` runs reads it in the reload panel (render/game/game_screen.cpp), so
// a typo that silently left a row as it was (a misspelt key is an error; a value put under the wrong row is
// not) shows as "nothing changed" where the author expected an edit.

#include <string>
#include <string_view>
#include <vector>

#include "sim/tables/content.hpp"

namespace yoord {

struct RowChange {
    enum class Kind : std::uint8_t { added, removed, edited };
    Kind kind = Kind::edited;
    std::string_view table;             // "monster", "spell", "constants" ...: the TOML table's name
    std::string id;                     // the row's id; empty for a table whose rows have none (drops, hands ...)
    std::vector<std::string_view> keys; // an edit's keys whose values differ, in the schema's order
};

// The changes from `before` to `after`: the tables in a fixed order, each table's rows in id order. A row that
// only moved (another line, another file) is unchanged; a table without ids (drops, hands, population) is one
// edit when any of its rows differs, and constants are one edit naming the constants that changed.
[[nodiscard]] std::vector<RowChange> content_changes(const Content& before, const Content& after);

}  // namespace yoord
