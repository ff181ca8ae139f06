#pragma once
// What a run keeps for each content pack (sim/tables/pack.hpp): the values of the pack's save fields, and, for a
// pack the save names but this run's content lacks, its block of the save kept aside untouched so the next save
// writes it back (docs/reference/save-format.md, format 5).

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/stable_id.hpp"
#include "sim/tables/pack.hpp"

namespace yoord {

struct PackState {
    std::string id;
    std::string version;
    std::vector<std::int64_t> values;  // one per PackManifest::fields, same order
};

// A missing pack's save block: its fields and its entities, as bytes, written back as they came.
struct PackAside {
    std::string id;
    std::string version;
    std::vector<std::byte> block;
};

// Something that happened this turn that a trigger may listen for.
struct PackEvent {
    TriggerEvent event = TriggerEvent::kill;
    StableId row{};  // kill: the victim's row; pick_up, use: the item's row
    int depth = 0;   // enter_depth
};

}  // namespace yoord
