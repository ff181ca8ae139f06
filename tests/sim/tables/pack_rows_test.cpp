// A pack's rows can do what core's can: every name of every closed list a core row picks from (a potion's kind, a
// spell's mechanic, a level's layout ...) is accepted in a pack row too. The lists are read from the schemas
// (sim/tables/schemas.hpp), so a new mechanic is covered the day it is added.

#include <gtest/gtest.h>

#include <algorithm>

#include "sim/tables/loader.hpp"
#include "sim/tables/schemas.hpp"
#include "sim/pack_test_support.hpp"

namespace yoord {
namespace {
namespace YOORD_UNITY_ID {

const Content& core() {
    static const LoadResult loaded = load_embedded_content();
    return *loaded.content;
}

std::string toml_string(std::string_view s) { return "\"" + std::string(s) + "\""; }

// One pack row per name of each name key of Def's schema: `base` is core's first row of the table, the key set
// to the name. Returns the rows' text; `expected` gets (row id, key, name).
struct Expected {
    std::string id;
    std::string_view key;
    std::string_view name;
};

template <class Def>
void rows_for(std::string_view table, const std::vector<Def>& core_rows, std::string& text,
              std::vector<Expected>& expected) {
    ASSERT_FALSE(core_rows.empty()) << table;
    for (const tables::Field<Def>& field : tables::schema_of<Def>()) {
        for (std::size_t i = 0; i < field.choices.size(); ++i) {
            const std::string id = std::string(table) + "_" + std::string(field.key) + "_" + std::to_string(i);
            text += "[[" + std::string(table) + "]]\nid = " + toml_string(id) + "\nbase = " +
                    toml_string(core_rows.front().id) + "\n" + std::string(field.key) + " = " +
                    toml_string(field.choices[i]) + "\n\n";
            expected.push_back({"mechanics." + id, field.key, field.choices[i]});
        }
    }
}

// Whether the loaded row `e.id` holds `e.name` at `e.key`: the name read on its own gives the row's value.
template <class Def>
bool reads(const std::vector<Def>& rows, const Content& c, const Expected& e) {
    const auto ref = c.find(e.id);
    if (!ref) return false;
    const Def& row = rows[ref->index];
    for (const tables::Field<Def>& field : tables::schema_of<Def>()) {
        if (field.key != e.key) continue;
        Def named = row;
        const toml::table one{{std::string(e.key), std::string(e.name)}};
        Diagnostics sink;
        tables::Reporter reporter(sink);
        reporter.add_file("test");
        tables::FieldCtx ctx{reporter, 0, e.key};
        field.read(named, *one.get(e.key), ctx);
        return !sink.has_errors() && field.same(named, row);
    }
    return false;
}

// Spells have no `base`: each row gives the spell table's required keys, then the name key.
void spell_rows(std::string& text, std::vector<Expected>& expected) {
    for (const tables::Field<SpellDef>& field : tables::schema_of<SpellDef>()) {
        for (std::size_t i = 0; i < field.choices.size(); ++i) {
            const std::string id = "spell_" + std::string(field.key) + "_" + std::to_string(i);
            text += "[[spell]]\nid = " + toml_string(id) + "\nname = " + toml_string(id) + "\ntier = 1\ncost = 1\n";
            if (field.key != "mechanic") text += "mechanic = \"heal\"\n";
            text += std::string(field.key) + " = " + toml_string(field.choices[i]) + "\n\n";
            expected.push_back({"mechanics." + id, field.key, field.choices[i]});
        }
    }
}

TEST(PackRows, APackSpellMayUseEveryMechanicACoreSpellCan) {
    std::string text;
    std::vector<Expected> expected;
    spell_rows(text, expected);
    ASSERT_FALSE(expected.empty());
    const LoadResult r = testing::load_with_pack("mechanics", {{"pack.toml", "id = \"mechanics\"\nversion = \"1\"\n"},
                                                               {"spells.toml", text}});
    ASSERT_TRUE(r.content);
    for (const Expected& e : expected) {
        const auto spell = std::find_if(r.content->spells.begin(), r.content->spells.end(),
                                        [&](const SpellDef& sp) { return sp.id == e.id; });
        ASSERT_NE(spell, r.content->spells.end()) << e.id;
        bool ok = false;
        for (const tables::Field<SpellDef>& field : tables::schema_of<SpellDef>()) {
            if (field.key != e.key) continue;
            SpellDef named = *spell;
            const toml::table one{{std::string(e.key), std::string(e.name)}};
            Diagnostics sink;
            tables::Reporter reporter(sink);
            reporter.add_file("test");
            tables::FieldCtx ctx{reporter, 0, e.key};
            field.read(named, *one.get(e.key), ctx);
            ok = !sink.has_errors() && field.same(named, *spell);
        }
        EXPECT_TRUE(ok) << e.id << ": " << e.key << " = " << e.name;
    }
}

TEST(PackRows, APackRowMayUseEveryNameOfEveryListACoreRowPicksFrom) {
    std::string text;
    std::vector<Expected> expected;
#define YOORD_PACK_ROWS(cat, Def, member) rows_for<Def>(#cat, core().member, text, expected);
    YOORD_ROW_TABLES(YOORD_PACK_ROWS)
#undef YOORD_PACK_ROWS
    ASSERT_GT(expected.size(), 100u);
    const LoadResult r = testing::load_with_pack("mechanics", {{"pack.toml", "id = \"mechanics\"\nversion = \"1\"\n"},
                                                               {"rows.toml", text}});
    ASSERT_TRUE(r.content);
    for (const Expected& e : expected) {
        const auto ref = r.content->find(e.id);
        ASSERT_TRUE(ref) << e.id;
        bool ok = false;
        switch (ref->category) {
#define YOORD_PACK_ROW_CASE(cat, Def, member) \
    case Category::cat: ok = reads<Def>(r.content->member, *r.content, e); break;
            YOORD_ROW_TABLES(YOORD_PACK_ROW_CASE)
#undef YOORD_PACK_ROW_CASE
        }
        EXPECT_TRUE(ok) << e.id << ": " << e.key << " = " << e.name;
    }
}

}  // namespace YOORD_UNITY_ID
}  // namespace
}  // namespace yoord
