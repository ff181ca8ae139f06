#include "sim/tables/content.hpp"

#include <algorithm>

namespace yoord {

void Content::index_rows() {
    by_stable_.clear();
#define YOORD_CONTENT_INDEX(cat, Def, member)                                                   \
    for (std::size_t i = 0; i < member.size(); ++i) {                                          \
        by_stable_.push_back({member[i].stable, RowRef{Category::cat, static_cast<std::uint32_t>(i)}}); \
    }
    YOORD_ROW_TABLES(YOORD_CONTENT_INDEX)
#undef YOORD_CONTENT_INDEX
    std::sort(by_stable_.begin(), by_stable_.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
}

std::optional<RowRef> Content::find(StableId id) const {
    const auto it = std::lower_bound(by_stable_.begin(), by_stable_.end(), id,
                                     [](const auto& entry, StableId key) { return entry.first < key; });
    if (it == by_stable_.end() || it->first != id) return std::nullopt;
    return it->second;
}

std::optional<RowRef> Content::find(std::string_view id) const {
    const auto ref = find(stable_id(id));
    // A hash match with a different string would be a collision; the golden test forbids those among shipped
    // ids, and this check keeps a modded id from answering to someone else's name.
    if (!ref || common(*ref).id != id) return std::nullopt;
    return ref;
}

const RowCommon& Content::common(RowRef ref) const {
    return visit(ref, [](const RowCommon& row) -> const RowCommon& { return row; });
}

const SpellDef* Content::find_spell(StableId id) const noexcept {
    for (const SpellDef& sp : spells) {
        if (sp.stable == id) return &sp;
    }
    return nullptr;
}

const LevelDef* Content::find_level(StableId id) const noexcept {
    for (const LevelDef& level : levels) {
        if (level.stable == id) return &level;
    }
    return nullptr;
}

const PackManifest* Content::find_pack(std::string_view id) const noexcept {
    for (const PackManifest& p : packs) {
        if (p.id == id) return &p;
    }
    return nullptr;
}

std::size_t Content::row_count(Category c) const {
    switch (c) {
#define YOORD_CONTENT_COUNT(cat, Def, member) \
    case Category::cat:                      \
        return member.size();
        YOORD_ROW_TABLES(YOORD_CONTENT_COUNT)
#undef YOORD_CONTENT_COUNT
    }
    return 0;
}

std::vector<RowRef> Content::all_rows() const {
    std::vector<RowRef> rows;
    rows.reserve(by_stable_.size());
    for (const auto& entry : by_stable_) rows.push_back(entry.second);
    std::sort(rows.begin(), rows.end(), [this](RowRef a, RowRef b) {
        const std::string_view ca = enum_name(a.category);
        const std::string_view cb = enum_name(b.category);
        if (ca != cb) return ca < cb;
        return common(a).id < common(b).id;
    });
    return rows;
}

}  // namespace yoord
