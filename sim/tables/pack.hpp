#pragma once
// Content packs: a folder with `pack.toml` (id, version, depends, description, save fields, widgets,
// triggers) and tables in the built-in layout. A pack's rows are named `pack.row`; the built-in set is the pack
// `core` and keeps its bare ids. docs/reference/packs.md describes every key.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sim/tables/row.hpp"
#include "sim/vocab/modifiers.hpp"

namespace yoord {

inline constexpr std::string_view kCorePack = "core";
inline constexpr std::string_view kPackManifest = "pack.toml";

// A pack as read from disk: its folder and every file in it, pack.toml first, then the tables in name order.
struct PackFolder {
    std::string dir;                 // as diagnostics print it
    std::vector<std::string> paths;  // "<dir>/pack.toml", "<dir>/monsters.toml" ...
    std::vector<std::string> texts;  // the files' text, same order
};

// A save field: a number the pack keeps in the save, per run.
#define YOORD_PACK_FIELD_KINDS(X) X(counter) X(flag) X(number)
enum class PackFieldKind : std::uint8_t { YOORD_PACK_FIELD_KINDS(YOORD_ENUM_VALUE) };
inline constexpr std::array PackFieldKind_names{YOORD_PACK_FIELD_KINDS(YOORD_ENUM_NAME)};
[[nodiscard]] constexpr std::span<const std::string_view> enum_names(PackFieldKind) noexcept {
    return PackFieldKind_names;
}

struct PackFieldDef {
    std::string id;  // bare, unique within the pack
    PackFieldKind kind = PackFieldKind::counter;
    std::int64_t initial = 0;  // `default`
    SourceLoc where;
    friend bool operator==(const PackFieldDef&, const PackFieldDef&) = default;
};

// One piece of a widget's `format`: text as written, or the value of one of the pack's fields.
struct WidgetPiece {
    std::string text;
    std::optional<std::size_t> field;  // index into PackManifest::fields; set: the piece is that field's value
    friend bool operator==(const WidgetPiece&, const WidgetPiece&) = default;
};

// A HUD widget the pack declares: "label value", the value its `format` with each `{field}` filled in (without
// a format, the value of `field`).
struct PackWidgetDef {
    std::string label;
    std::vector<WidgetPiece> format;  // never empty after loading: no `format` reads as "{field}"
    SourceLoc where;
    friend bool operator==(const PackWidgetDef&, const PackWidgetDef&) = default;
};

// A map draw layer the pack declares: `glyph` in `colour` over every cell the player sees whose creature or
// item carries `effect`.
struct PackLayerDef {
    EffectRef effect;
    char glyph = '*';
    ColourName colour = ColourName::white;
    SourceLoc where;
    friend bool operator==(const PackLayerDef&, const PackLayerDef&) = default;
};

// What a trigger listens for: a closed list (docs/reference/packs.md).
#define YOORD_TRIGGER_EVENTS(X) X(kill) X(pick_up) X(use) X(enter_depth) X(turn)
enum class TriggerEvent : std::uint8_t { YOORD_TRIGGER_EVENTS(YOORD_ENUM_VALUE) };
inline constexpr std::array TriggerEvent_names{YOORD_TRIGGER_EVENTS(YOORD_ENUM_NAME)};
[[nodiscard]] constexpr std::span<const std::string_view> enum_names(TriggerEvent) noexcept {
    return TriggerEvent_names;
}
// What it does: a closed list.
#define YOORD_TRIGGER_VERBS(X) X(add) X(set) X(spawn) X(grant) X(say)
enum class TriggerVerb : std::uint8_t { YOORD_TRIGGER_VERBS(YOORD_ENUM_VALUE) };
inline constexpr std::array TriggerVerb_names{YOORD_TRIGGER_VERBS(YOORD_ENUM_NAME)};
[[nodiscard]] constexpr std::span<const std::string_view> enum_names(TriggerVerb) noexcept {
    return TriggerVerb_names;
}
#define YOORD_FIELD_TESTS(X) X(at_least) X(below) X(equals)
enum class FieldTest : std::uint8_t { YOORD_FIELD_TESTS(YOORD_ENUM_VALUE) };
inline constexpr std::array FieldTest_names{YOORD_FIELD_TESTS(YOORD_ENUM_NAME)};
[[nodiscard]] constexpr std::span<const std::string_view> enum_names(FieldTest) noexcept { return FieldTest_names; }

struct TriggerCondition {
    std::size_t field = 0;
    FieldTest test = FieldTest::at_least;
    std::int64_t value = 0;
    friend bool operator==(const TriggerCondition&, const TriggerCondition&) = default;
};

struct TriggerAction {
    TriggerVerb verb = TriggerVerb::say;
    std::size_t field = 0;      // add, set
    std::int64_t amount = 0;    // add: by; set: to
    RowRefName row;             // spawn: a row id (qualified after loading)
    EffectRef effect;           // grant: an effect id; `turns` below
    int turns = 0;              // grant: 0 = permanent
    GearModifiers lends;        // grant with `lend`: numbers the held effect lends for its turns
    std::string text;           // say
    friend bool operator==(const TriggerAction&, const TriggerAction&) = default;
};

struct TriggerDef {
    TriggerEvent event = TriggerEvent::kill;
    std::vector<RowRefName> ids;  // kill, pick_up, use: the rows it matches (empty: any)
    int depth = 0;                // enter_depth: this depth only (0: any)
    int turn = 0;                 // turn: fires when the run's turn count reaches it
    std::vector<TriggerCondition> conditions;
    std::vector<TriggerAction> actions;
    SourceLoc where;
    friend bool operator==(const TriggerDef&, const TriggerDef&) = default;
};

struct PackManifest {
    std::string id;
    std::string version;
    std::string description;
    std::vector<std::string> depends;  // pack ids; `core` is always loaded first and need not be named
    std::vector<SourceLoc> depends_at;
    std::vector<PackFieldDef> fields;
    std::vector<PackWidgetDef> widgets;
    std::vector<PackLayerDef> layers;
    std::vector<TriggerDef> triggers;
    std::string dir;
    SourceLoc where;  // the id's place in pack.toml
    std::uint64_t hash = 0;  // pack_hash() of the folder it was read from: a recording names the pack by id and hash

    [[nodiscard]] const PackFieldDef* find_field(std::string_view field_id) const {
        for (const PackFieldDef& f : fields) {
            if (f.id == field_id) return &f;
        }
        return nullptr;
    }
    friend bool operator==(const PackManifest&, const PackManifest&) = default;
};

// One key a patch set or appended to, for --check-content.
struct PatchNote {
    std::string pack;
    std::string target;
    std::string key;
    bool appended = false;
    std::string where;  // file:line:col
    friend bool operator==(const PatchNote&, const PatchNote&) = default;
};

// A file as the content hashes see it: its name (no folder) and its bytes.
struct NamedText {
    std::string_view name;
    std::string_view text;
};
// XXH3-64 over `files` in the order given, each as its name, its bytes, then both lengths (so that moving bytes
// from one file to the next changes the hash): the one hashing of a pack (pack_hash) and of the core tables
// (sim/io/replay/content_hash.hpp).
[[nodiscard]] std::uint64_t hash_files(std::span<const NamedText> files);

// The pack's own content hash: XXH3-64 over its files (pack.toml and its tables), each as its file name (no
// folder) and its bytes, in the folder's order. The same pack hashes alike wherever its folder lies; change one
// byte of it and the hash changes, so a recording played with a pack is verified only with that pack.
[[nodiscard]] std::uint64_t pack_hash(const PackFolder& folder);

// "sample" + "chief" -> "sample.chief"; the core pack's rows keep their bare ids.
[[nodiscard]] std::string qualified_id(std::string_view pack, std::string_view id);
// The pack a row id belongs to: "sample.chief" -> "sample", "goblin" -> "core".
[[nodiscard]] std::string_view pack_of(std::string_view id);

}  // namespace yoord
