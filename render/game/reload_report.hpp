#pragma once
// What a hot reload changed, in the reader's words: one line per row for the reload panel and one for the log
// (the rows themselves come from sim/tables/content_changes.hpp).

#include <string>
#include <vector>

#include "sim/tables/content_changes.hpp"

namespace yoord {

// "edited monster 'sewer_rat': hp, speed", one per change, in content_changes' order.
[[nodiscard]] std::vector<std::string> reload_change_lines(const std::vector<RowChange>& changes);
// "Reloaded. Rows added: 1, edited: 2, removed: 0.", or that nothing changed.
[[nodiscard]] std::string reload_summary(const std::vector<RowChange>& changes);

}  // namespace yoord
