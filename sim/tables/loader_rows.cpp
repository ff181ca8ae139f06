// The loader, phase 1: each file parsed, its tables dispatched to their rows (sim/tables/loader.hpp).

#include "sim/tables/loader_state.hpp"

#include "core/io/toml_nesting.hpp"

namespace yoord::tables::load {

// Nesting is bounded before toml++ sees the text: it recurses once per level (core/io/toml_nesting.hpp).
std::optional<toml::table> Loader::parse_toml(std::string_view text, const std::string& path, std::uint32_t file) {
    if (const auto deep = io::check_toml_nesting(text)) {
        out_.error(SourceLoc{file, deep->line, deep->column}, deep->message);
        return std::nullopt;
    }
    try {
        return toml::parse(text, path);
    } catch (const toml::parse_error& e) {
        const auto& b = e.source().begin;
        out_.error(SourceLoc{file, static_cast<std::uint32_t>(b.line), static_cast<std::uint32_t>(b.column)},
                   std::string(e.description()));
        return std::nullopt;
    }
}

void Loader::parse_file(const ContentFile& file, std::string_view pack) {
    const std::uint32_t index = out_.add_file(file.path);
    file_pack_.emplace_back(pack);
    const std::optional<toml::table> root = parse_toml(file.to_parse(), file.path, index);
    if (!root) return;
    for (const auto& [key, node] : *root) parse_root_key(key, node, index);
}

void Loader::parse_root_key(const toml::key& key, const toml::node& node, std::uint32_t file) {
    const std::string_view table = key.str();
    if (table == kConstantsTable) {
        if (file_pack_[file] != kCorePack) {
            out_.error(loc_of_key(key, file), "a pack cannot set [constants]; the game's constants belong to core");
            return;
        }
        parse_constants(node, file);
        return;
    }
    if (table == kPatchTable) {
        parse_patches(node, file);
        return;
    }
    if (table == kDropTable || table == kPopulationTable || table == kSpellTable || table == kHandTable ||
        table == kLevelTable || table == kVaultTable || table == kRoomTable ||
        enum_from_name<Category>(table)) {
        parse_rows(table, node, file);
        return;
    }
    std::vector<std::string> names{std::string(kDropTable), std::string(kPopulationTable),
                                   std::string(kSpellTable), std::string(kHandTable), std::string(kLevelTable),
                                   std::string(kVaultTable), std::string(kRoomTable),
                                   std::string(kConstantsTable), std::string(kPatchTable)};
    for (std::string_view c : Category_names) names.emplace_back(c);
    out_.error(loc_of_key(key, file), with_suggestion("unknown table " + q(table), table, names));
}

void Loader::parse_rows(std::string_view table, const toml::node& node, std::uint32_t file) {
    const auto* rows = node.as_array();
    if (rows != nullptr && rows->empty()) {
        out_.error(loc_of(node, file), "table " + q(table) + " is empty; give it rows or leave it out");
        return;
    }
    if (rows == nullptr || !rows->is_array_of_tables()) {
        out_.error(loc_of(node, file), "table " + q(table) + " must be an array of tables: write each row as [[" +
                                           std::string(table) + "]]");
        return;
    }
    for (const toml::node& row_node : *rows) {
        const toml::table& row = *row_node.as_table();
        if (table == kDropTable) {
            drops_.parse_row(row, file, out_);
        } else if (table == kPopulationTable) {
            population_.parse_row(row, file, out_);
        } else if (table == kSpellTable) {
            spells_.parse_row(row, file, out_);
        } else if (table == kHandTable) {
            hands_.parse_row(row, file, out_);
        } else if (table == kLevelTable) {
            levels_.parse_row(row, file, out_);
        } else if (table == kVaultTable) {
            vaults_.parse_row(row, file, out_);
        } else if (table == kRoomTable) {
            rooms_.parse_row(row, file, out_);
        }
#define YOORD_LOADER_DISPATCH(cat, Def, member) \
    else if (table == #cat) {                   \
        member.parse_row(row, file, file_pack_[file], out_, ids_); \
    }
        YOORD_ROW_TABLES(YOORD_LOADER_DISPATCH)
#undef YOORD_LOADER_DISPATCH
    }
}

void Loader::parse_constants(const toml::node& node, std::uint32_t file) {
    const auto* t = node.as_table();
    if (t == nullptr) {
        out_.error(loc_of(node, file), "'constants' must be a table: write it as [constants]");
        return;
    }
    if (constants_) {
        out_.error(loc_of(node, file), "[constants] is already set at " + out_.place(constants_->where));
        return;
    }
    PlainTable<GameConstants> one{kConstantsTable};
    one.parse_row(*t, file, out_);
    constants_ = one.rows().front();
}

}  // namespace yoord::tables::load
