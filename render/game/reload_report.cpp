#include "render/game/reload_report.hpp"

#include "sim/text/strings.hpp"

namespace yoord {

namespace {

std::string joined(const std::vector<std::string_view>& keys) {
    std::string out;
    for (std::string_view key : keys) {
        if (!out.empty()) out += ", ";
        out += key;
    }
    return out;
}

std::string line_of(const RowChange& c) {
    const std::string table(c.table);
    switch (c.kind) {
        case RowChange::Kind::added: return phrase("ui.reload_row_added", {{"table", table}, {"id", c.id}});
        case RowChange::Kind::removed: return phrase("ui.reload_row_removed", {{"table", table}, {"id", c.id}});
        case RowChange::Kind::edited:
            if (c.id.empty()) return phrase("ui.reload_table_edited", {{"table", table}, {"keys", joined(c.keys)}});
            return phrase("ui.reload_row_edited", {{"table", table}, {"id", c.id}, {"keys", joined(c.keys)}});
    }
    return {};
}

}  // namespace

std::vector<std::string> reload_change_lines(const std::vector<RowChange>& changes) {
    std::vector<std::string> lines;
    lines.reserve(changes.size());
    for (const RowChange& c : changes) lines.push_back(line_of(c));
    return lines;
}

std::string reload_summary(const std::vector<RowChange>& changes) {
    if (changes.empty()) return phrase("ui.reload_nothing_changed");
    int added = 0;
    int edited = 0;
    int removed = 0;
    for (const RowChange& c : changes) {
        switch (c.kind) {
            case RowChange::Kind::added: ++added; break;
            case RowChange::Kind::removed: ++removed; break;
            case RowChange::Kind::edited: ++edited; break;
        }
    }
    return phrase("ui.reload_summary", {{"added", std::to_string(added)},
                                        {"edited", std::to_string(edited)},
                                        {"removed", std::to_string(removed)}});
}

}  // namespace yoord
