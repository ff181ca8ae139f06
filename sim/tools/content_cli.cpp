#include "sim/tools/content_cli.hpp"

#include <algorithm>
#include <fstream>
#include <ostream>
#include <sstream>

#include "sim/tables/golden.hpp"

namespace yoord {

namespace {

// Prints the diagnostics and a closing count; true when the content can be used.
bool report(const LoadResult& r, std::ostream& err) {
    r.diagnostics.write(err);
    if (r.content) return true;
    err << "yoord: " << r.diagnostics.error_count() << (r.diagnostics.error_count() == 1 ? " error" : " errors")
        << " in the content; nothing was loaded\n";
    return false;
}

// The golden list a folder is measured against: its own ids.golden when it has one (the source tree's content/),
// else the one built in (a mod's folder adds to the shipped set).
GoldenList golden_of(const std::string& dir) {
    const std::filesystem::path file = std::filesystem::path(dir) / kGoldenFileName;
    std::ifstream in(file);
    if (!in) return embedded_golden();
    std::ostringstream text;
    text << in.rdbuf();
    Diagnostics ignored;  // a malformed list is the golden-id test's to report
    return parse_golden(text.str(), file.string(), ignored);
}

}  // namespace

std::optional<std::string> default_content_dir(const std::filesystem::path& cwd) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(cwd / "content" / kGoldenFileName, ec)) return "content";
    return std::nullopt;
}

std::string checking_line(const std::optional<std::string>& dir) {
    if (!dir) return "checking the tables built into yoord";
    if (*dir == "content") return "checking content/ (on disk: this is a source tree)";
    return "checking " + *dir;
}

LoadResult load_selected_content(const std::optional<std::string>& content_dir) {
    return content_dir ? load_content_dir(*content_dir) : load_embedded_content();
}

LoadResult load_selected_content(const std::optional<std::string>& content_dir,
                                 const std::vector<std::string>& pack_dirs) {
    if (pack_dirs.empty()) return load_selected_content(content_dir);
    LoadResult failed;
    std::vector<PackFolder> packs;
    for (const std::string& dir : pack_dirs) {
        if (auto folder = read_pack_folder(dir, failed.diagnostics)) packs.push_back(std::move(*folder));
    }
    std::optional<PackFolder> core_dir;
    if (content_dir) core_dir = read_content_folder(*content_dir, failed.diagnostics);
    if (failed.diagnostics.has_errors()) return failed;
    std::vector<ContentFile> core;
    if (core_dir) {
        for (std::size_t i = 0; i < core_dir->paths.size(); ++i) core.push_back({core_dir->paths[i], core_dir->texts[i]});
    }
    const std::span<const ContentFile> files = core_dir ? std::span<const ContentFile>(core) : embedded_content_files();
    return load_content(files, packs, content_dir.value_or("content"));
}

std::vector<std::string> pack_report(const Content& content) {
    std::vector<std::string> lines;
    const std::vector<RowRef> rows = content.all_rows();
    for (const PackManifest& pack : content.packs) {
        lines.push_back("pack " + pack.id + " " + pack.version + " (" + pack.dir + ")");
        for (const RowRef ref : rows) {
            const std::string& id = content.common(ref).id;
            if (pack_of(id) == pack.id) lines.push_back("  adds " + std::string(enum_name(ref.category)) + " " + id);
        }
        for (const SpellDef& sp : content.spells) {
            if (pack_of(sp.id) == pack.id) lines.push_back("  adds spell " + sp.id);
        }
        for (const PatchNote& n : content.patches) {
            if (n.pack != pack.id) continue;
            lines.push_back(std::string("  patches ") + n.target + " " + n.key + (n.appended ? " (appends)" : "") +
                            " at " + n.where);
        }
    }
    // A key several packs set: the last applied wins. Said once per key, naming every pack in load order.
    std::vector<std::pair<std::string, std::string>> seen;
    for (const PatchNote& n : content.patches) {
        if (n.appended) continue;
        const std::pair<std::string, std::string> key{n.target, n.key};
        if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
        seen.push_back(key);
        std::vector<std::string> setters;
        for (const PatchNote& m : content.patches) {
            if (m.appended || m.target != n.target || m.key != n.key) continue;
            if (std::find(setters.begin(), setters.end(), m.pack) == setters.end()) setters.push_back(m.pack);
        }
        if (setters.size() < 2) continue;
        std::string line = "conflict: " + n.target + " " + n.key + " is set by";
        for (std::size_t i = 0; i < setters.size(); ++i) line += (i == 0 ? " " : ", ") + setters[i];
        line += "; " + setters.back() + " wins (it loads later)";
        lines.push_back(std::move(line));
    }
    return lines;
}

std::string count_line(const Content& content) {
    std::string line = "content ok:";
    for (std::size_t i = 0; i < kCategoryCount; ++i) {
        const auto c = static_cast<Category>(i);
        line += (i == 0 ? " " : ", ") + std::to_string(content.row_count(c)) + " " + std::string(enum_name(c));
    }
    line += ", " + std::to_string(content.spells.size()) + " spell";
    line += ", " + std::to_string(content.hands.size()) + " hand";
    line += ", " + std::to_string(content.drops.size()) + " drop";
    line += ", " + std::to_string(content.population.size()) + " population";
    return line;
}

int check_content_command(const std::optional<std::string>& named, std::ostream& out, std::ostream& err) {
    const std::optional<std::string> dir = named ? named : default_content_dir(std::filesystem::current_path());
    if (!named) out << checking_line(dir) << '\n' << std::flush;
    const LoadResult r = load_selected_content(dir);
    if (!report(r, err)) return kExitContentError;
    if (dir) {
        for (const IdRecord& fresh : new_ids(golden_of(*dir), current_ids(*r.content))) {
            out << "new id: " << fresh.kind << ' ' << fresh.id << '\n';
        }
    }
    out << count_line(*r.content) << '\n';
    return 0;
}

int check_content_command(const std::optional<std::string>& named, const std::vector<std::string>& pack_dirs,
                          std::ostream& out, std::ostream& err) {
    if (pack_dirs.empty()) return check_content_command(named, out, err);
    const std::optional<std::string> dir = named ? named : default_content_dir(std::filesystem::current_path());
    if (!named) out << checking_line(dir) << '\n' << std::flush;
    const LoadResult r = load_selected_content(dir, pack_dirs);
    if (!report(r, err)) return kExitContentError;
    for (const std::string& line : pack_report(*r.content)) out << line << '\n';
    out << count_line(*r.content) << '\n';
    return 0;
}

std::vector<std::string> content_listing(const Content& c) {
    std::vector<std::pair<std::string, std::string>> lines;  // (table, line)
    const auto add = [&](std::string_view table, const std::string& rest) {
        lines.emplace_back(std::string(table), std::string(table) + ' ' + rest);
    };
    for (const RowRef ref : c.all_rows()) {
        const RowCommon& row = c.common(ref);
        add(enum_name(ref.category), row.id + ' ' + row.name);
    }
    std::vector<const SpellDef*> spells;
    for (const SpellDef& sp : c.spells) spells.push_back(&sp);
    std::sort(spells.begin(), spells.end(), [](const SpellDef* a, const SpellDef* b) { return a->id < b->id; });
    for (const SpellDef* sp : spells) add(kSpellKind, sp->id + ' ' + sp->name);
    for (const HandDef& h : c.hands) add("hand", std::string(enum_name(h.shape)) + ' ' + h.name + " (" + std::to_string(h.points) + " points)");
    for (const DropDef& d : c.drops) {
        add("drop", std::string(enum_name(d.category)) + " weight " + std::to_string(d.weight) + " from depth " +
                        std::to_string(d.min_depth));
    }
    for (const PopulationBand& p : c.population) {
        add("population", "depths " + std::to_string(p.min_depth) + ".." + std::to_string(p.max_depth) +
                              ": monsters " + std::to_string(p.monsters_min) + "-" + std::to_string(p.monsters_max) +
                              ", items " + std::to_string(p.items_min) + "-" + std::to_string(p.items_max) +
                              ", traps " + std::to_string(p.traps_min) + "-" + std::to_string(p.traps_max));
    }
    for (const LevelDef& l : c.levels) {
        add("level", l.id + ' ' + l.name + ", depths " + std::to_string(l.min_depth) + ".." + std::to_string(l.max_depth));
    }
    for (const VaultDef& v : c.vaults) {
        const std::size_t width = v.map.empty() ? 0 : v.map.front().size();
        add("vault", v.id + ' ' + std::to_string(width) + "x" + std::to_string(v.map.size()) + ", depths " +
                         std::to_string(v.min_depth) + ".." + std::to_string(v.max_depth));
    }
    for (const RoomDef& r : c.rooms) {
        add("room", r.id + ' ' + r.name + " (" + std::string(enum_name(r.kind)) + "), depths " +
                        std::to_string(r.min_depth) + ".." + std::to_string(r.max_depth));
    }
    std::stable_sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    out.reserve(lines.size());
    for (auto& [table, line] : lines) out.push_back(std::move(line));
    return out;
}

int list_content_command(const std::optional<std::string>& content_dir, std::ostream& out, std::ostream& err) {
    return list_content_command(content_dir, {}, out, err);
}

int list_content_command(const std::optional<std::string>& named, const std::vector<std::string>& pack_dirs,
                         std::ostream& out, std::ostream& err) {
    const std::optional<std::string> content_dir =
        named ? named : default_content_dir(std::filesystem::current_path());
    const LoadResult r = load_selected_content(content_dir, pack_dirs);
    if (!report(r, err)) return kExitContentError;
    for (const std::string& line : content_listing(*r.content)) out << line << '\n';
    return 0;
}

bool check_dungeon_choice(const Content& content, DungeonChoice dungeon, std::ostream& err) {
    if (dungeon.level == StableId{} || content.find_level(dungeon.level) != nullptr) return true;
    err << "yoord: option '--level' names no row of the level table; its ids:";
    for (const LevelDef& level : content.levels) err << ' ' << level.id;
    err << '\n';
    return false;
}

}  // namespace yoord
