#pragma once
// The content loader. Two phases:
//   1. parse every file and type-check every row against its table's schema (unknown keys, wrong types,
//      values out of range, bad dice, unknown names of closed sets, duplicate ids across all files);
//   2. resolve references in this fixed order:
//        a. bases: `base = "..."` names a row of the same table; cycles are refused; a child copies its base
//           key by key and overrides what it sets itself (abstract is never inherited);
//        b. required keys, checked on the merged row (a child may inherit them);
//        c. grants and `fired_by`: effect ids against the effects registry (sim/vocab/effects.hpp);
//        d. gear rolls: item ids against the item tables;
//        e. drops: categories against the item tables that have rows;
//        f. population bands: ordered, no overlap, covering 1..final_depth (the deepest may be open-ended);
//        g. min_depth of every row within final_depth;
//        h. every table has at least one concrete row.
// Every problem is reported, sorted by place, and any error means no Content.

#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/diag.hpp"
#include "sim/tables/content.hpp"
#include "sim/tables/pack.hpp"

namespace yoord {

// One file to load. `text` must outlive the load_content() call.
struct ContentFile {
    std::string path;       // as diagnostics print it
    std::string_view text;  // the file as written (the content hash reads it)
    // What the loader parses instead of `text`, line for line: the compiled-in tables with their comment lines
    // blanked (cmake/EmbedContent.cmake), and the text it was made from. A copy whose `text` was replaced (a test
    // adding a row) parses its own text: `parsed` stands only for the text it was made from.
    std::string_view parsed = {};
    const char* parsed_from = nullptr;
    [[nodiscard]] std::string_view to_parse() const {
        return !parsed.empty() && text.data() == parsed_from ? parsed : text;
    }
};

struct LoadResult {
    std::optional<Content> content;  // empty when diagnostics hold an error
    Diagnostics diagnostics;
};

// `set_name` names the whole set in problems no single file owns ("table 'wand' has no rows").
[[nodiscard]] LoadResult load_content(std::span<const ContentFile> files, std::string_view set_name = "content");

// The core set plus packs (sim/tables/pack.hpp): each pack.toml is read, the packs are ordered by their
// dependencies (a cycle, a missing dependency or a pack given twice is an error naming both places), their rows
// are named `pack.row`, and their [[patch]] rows are applied in load order after bases are merged. Any error
// anywhere means no Content: this is --check-content's strict load.
[[nodiscard]] LoadResult load_content(std::span<const ContentFile> core, std::span<const PackFolder> packs,
                                      std::string_view set_name = "content");

// The core tables after phase 1 (parsed and type-checked, nothing resolved), to load many sets on: phase 1 of
// the core files is most of a load's time and the same every time, so the fuzzers parse it once and load each
// input on a copy. Not copyable; moving keeps it valid.
class ParsedCore {
public:
    struct State;
    explicit ParsedCore(std::unique_ptr<State> state);
    ParsedCore(ParsedCore&&) noexcept;
    ParsedCore& operator=(ParsedCore&&) noexcept;
    ~ParsedCore();
    [[nodiscard]] const State& state() const { return *state_; }

private:
    std::unique_ptr<State> state_;
};
[[nodiscard]] ParsedCore parse_core(std::span<const ContentFile> core, std::string_view set_name = "content");
// The same result as load_content(core + more, packs): `more` are tables of core (a fuzzed file standing in for
// one left out of `core`), parsed after the core's own.
[[nodiscard]] LoadResult load_content(const ParsedCore& core, std::span<const ContentFile> more,
                                      std::span<const PackFolder> packs);

// A pack left out because of its errors, with them.
struct BrokenPack {
    std::string dir;
    Diagnostics diagnostics;
};
struct PackedLoad {
    LoadResult result;               // the content without the broken packs (empty only when core is broken)
    std::vector<BrokenPack> broken;  // in the order given
};
// The game's load: a pack with errors (or whose dependency has them) is skipped and the rest load.
[[nodiscard]] PackedLoad load_content_skipping_broken(std::span<const ContentFile> core,
                                                      std::span<const PackFolder> packs,
                                                      std::string_view set_name = "content");

// A pack folder from disk: DIR/pack.toml, then DIR/*.toml in name order. nullopt (with the reason in `out`)
// when DIR or its pack.toml cannot be read.
[[nodiscard]] std::optional<PackFolder> read_pack_folder(const std::filesystem::path& dir, Diagnostics& out);
// A --content-dir folder read the same way (every *.toml in name order, no pack.toml).
[[nodiscard]] std::optional<PackFolder> read_content_folder(const std::filesystem::path& dir, Diagnostics& out);
// The pack folders (those holding a pack.toml) directly in `packs_dir`, sorted by name; none when it is absent.
[[nodiscard]] std::vector<std::filesystem::path> pack_dirs_in(const std::filesystem::path& packs_dir);

// The content/ folder compiled into the binary (cmake/EmbedContent.cmake), every file including
// ids.golden, sorted by name. Only *.toml files are tables.
[[nodiscard]] std::span<const ContentFile> embedded_content_files();
// Their compact form when this program has it (sim/tables/compact_content.hpp), else a load of the TOML: the same
// Content either way. So is load_content(embedded_content_files(), {}) (the game's start with no pack).
[[nodiscard]] LoadResult load_embedded_content();
// Always a load of the TOML: what the compact form is made from and checked against.
[[nodiscard]] LoadResult load_embedded_content_from_toml();
// Every *.toml file directly in `dir`, in name order; paths print as "<dir>/<name>".
[[nodiscard]] LoadResult load_content_dir(const std::filesystem::path& dir);

// The keys a table accepts, for docs and tests: (key, type, required).
struct SchemaKey {
    std::string_view key;
    std::string_view type;
    bool required = false;
};
struct TableSchema {
    std::string_view table;  // "monster", "drop", "population", "constants"
    std::vector<SchemaKey> keys;
};
[[nodiscard]] std::vector<TableSchema> content_schemas();

}  // namespace yoord
