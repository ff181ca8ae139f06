#pragma once
// The save's run block (format 11): the run's own fields, as sim/io/game_traits.hpp names them, each a tagged
// record: a count (u32), then per field the stable id of its tag (u64), its length (u32) and its bytes. Read back
// by tag, so the block's order is free, a newer build's extra field is left out (counted), and a field marked
// optional that the save lacks keeps its default.

#include <cstdint>
#include <string_view>

#include "sim/io/save/bytes.hpp"
#include "sim/io/save/save.hpp"
#include "sim/state/game.hpp"

namespace yoord::save {

// The block's tag for a field: the stable id of its name, as component records are tagged.
[[nodiscard]] std::uint64_t run_field_tag(std::string_view tag) noexcept;

void write_run_fields(ByteWriter& out, const RunState& game);

// Reads the block into `game` (made for `content`); a bad field fails `in` with its name. A field this build does
// not know counts as a dropped property in `report`, a spawn row it lacks as a dropped thing.
void read_run_fields(ByteReader& in, RunState& game, const Content& content, LoadReport& report);

}  // namespace yoord::save
