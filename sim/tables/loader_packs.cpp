// The loader and packs: pack.toml read and ordered by dependencies, names a pack wrote qualified, broken
// packs skipped, and folders of tables read from disk.

#include "sim/tables/loader_state.hpp"

#include "core/io/untrusted_file.hpp"

namespace yoord {
namespace tables::load {

// Dependencies first; otherwise the order the packs were given. Problems name both places.
std::vector<std::size_t> Loader::load_order(std::vector<PackManifest>& manifests) {
    std::map<std::string, std::size_t, std::less<>> by_id;
    for (std::size_t i = 0; i < manifests.size(); ++i) {
        if (manifests[i].id.empty()) continue;
        const auto [it, inserted] = by_id.try_emplace(manifests[i].id, i);
        if (!inserted) {
            out_.error(manifests[i].where, "pack " + q(manifests[i].id) + " is also loaded from " +
                                               out_.place(manifests[it->second].where));
        }
    }
    enum class Mark : std::uint8_t { unvisited, visiting, done };
    std::vector<Mark> mark(manifests.size(), Mark::unvisited);
    std::vector<std::size_t> order;
    std::vector<std::size_t> path;
    std::function<void(std::size_t)> visit = [&](std::size_t i) {
        mark[i] = Mark::visiting;
        path.push_back(i);
        const PackManifest& m = manifests[i];
        for (std::size_t d = 0; d < m.depends.size(); ++d) {
            const auto dep = by_id.find(m.depends[d]);
            if (dep == by_id.end()) {
                std::vector<std::string> known;
                for (const auto& [id, index] : by_id) known.push_back(id);
                out_.error(m.depends_at[d], with_suggestion("pack " + q(m.id) + " depends on " + q(m.depends[d]) +
                                                                ", which is not loaded (give it with --pack DIR)",
                                                            m.depends[d], known));
                continue;
            }
            if (mark[dep->second] == Mark::visiting) {
                std::string cycle;
                const auto start = std::find(path.begin(), path.end(), dep->second);
                for (auto it = start; it != path.end(); ++it) cycle += manifests[*it].id + " -> ";
                out_.error(m.depends_at[d], "dependency cycle: " + cycle + m.depends[d] + "; " + q(m.depends[d]) +
                                                " is declared at " + out_.place(manifests[dep->second].where));
                continue;
            }
            if (mark[dep->second] == Mark::unvisited) visit(dep->second);
        }
        path.pop_back();
        mark[i] = Mark::done;
        order.push_back(i);
    };
    for (std::size_t i = 0; i < manifests.size(); ++i) {
        if (mark[i] == Mark::unvisited) visit(i);
    }
    return order;
}

void Loader::add_packs(std::span<const PackFolder> packs) {
    std::vector<PackManifest> manifests(packs.size());
    for (std::size_t i = 0; i < packs.size(); ++i) {
        const PackFolder& folder = packs[i];
        const bool has_manifest = !folder.paths.empty() && folder.paths.front().ends_with(kPackManifest);
        if (!has_manifest) {
            out_.error_in(folder.dir, "not a pack: it has no pack.toml");
            continue;
        }
        const std::uint32_t file = out_.add_file(folder.paths.front());
        file_pack_.emplace_back(kCorePack);  // until the manifest names it
        if (const std::optional<toml::table> root = parse_toml(folder.texts.front(), folder.paths.front(), file)) {
            manifests[i] = parse_manifest(*root, file, out_);
        }
        manifests[i].dir = folder.dir;
        manifests[i].hash = pack_hash(folder);
        file_pack_[file] = manifests[i].id;
    }
    for (const std::size_t i : load_order(manifests)) {
        if (manifests[i].id.empty()) continue;
        for (std::size_t f = 1; f < packs[i].paths.size(); ++f) {
            parse_file(ContentFile{packs[i].paths[f], packs[i].texts[f]}, manifests[i].id);
        }
        packs_.push_back(std::move(manifests[i]));
    }
}

std::string Loader::qualify(const std::string& name, SourceLoc where) const {
    const std::string& pack = file_pack_[where.file];
    // `core.goblin` names the built-in row even where the pack has a `goblin` of its own.
    if (name.starts_with(kCorePack) && name.size() > kCorePack.size() && name[kCorePack.size()] == '.') {
        return name.substr(kCorePack.size() + 1);
    }
    if (pack == kCorePack || name.find('.') != std::string::npos) return name;
    std::string own = qualified_id(pack, name);
    if (ids_.contains(own)) return own;
    const bool own_spell = std::any_of(spells_.rows().begin(), spells_.rows().end(),
                                       [&](const SpellDef& sp) { return sp.id == own; });
    return own_spell ? own : name;
}

// Pack spells get their pack's name first (they have no IdMap entry), then every name a pack wrote is
// qualified: bases, gear, spells, trigger ids.
void Loader::qualify_references() {
    for (SpellDef& sp : spells_.rows()) {
        const std::string& pack = file_pack_[sp.where.file];
        if (pack == kCorePack || !valid_id(sp.id)) continue;
        sp.id = qualified_id(pack, sp.id);
    }
    const Qualify q_ = [this](const std::string& name, SourceLoc where) { return qualify(name, where); };
    for_each_table([&](auto& t) { t.qualify_bases(q_); });
    for (PackManifest& m : packs_) {
        for (TriggerDef& t : m.triggers) {
            for (RowRefName& id : t.ids) id.id = qualify(id.id, id.where);
            for (TriggerAction& a : t.actions) {
                if (a.verb == TriggerVerb::spawn) a.row.id = qualify(a.row.id, a.row.where);
            }
        }
    }
}

}  // namespace tables::load

namespace {

// The packs among `packs` that an error names a file of.
std::vector<std::size_t> packs_with_errors(const Diagnostics& d, std::span<const PackFolder> packs) {
    std::vector<std::size_t> guilty;
    const std::vector<Diagnostic> all = d.sorted();
    for (std::size_t i = 0; i < packs.size(); ++i) {
        const bool named = std::any_of(all.begin(), all.end(), [&](const Diagnostic& diag) {
            if (diag.severity != Severity::error) return false;
            if (diag.path == packs[i].dir) return true;
            return std::find(packs[i].paths.begin(), packs[i].paths.end(), diag.path) != packs[i].paths.end();
        });
        if (named) guilty.push_back(i);
    }
    return guilty;
}

Diagnostics errors_of(const Diagnostics& d, const PackFolder& pack) {
    Diagnostics out;
    for (const Diagnostic& diag : d.sorted()) {
        const bool mine = diag.path == pack.dir ||
                          std::find(pack.paths.begin(), pack.paths.end(), diag.path) != pack.paths.end();
        if (mine) out.add(diag);
    }
    return out;
}

}  // namespace

PackedLoad load_content_skipping_broken(std::span<const ContentFile> core, std::span<const PackFolder> packs,
                                        std::string_view set_name) {
    PackedLoad out;
    std::vector<PackFolder> active(packs.begin(), packs.end());
    // Broken packs are found over several rounds (a dependent only fails once its dependency is gone); the
    // panel lists them in the order they were given.
    const auto given_order = [&] {
        const auto rank = [&](const BrokenPack& b) {
            return std::find_if(packs.begin(), packs.end(), [&](const PackFolder& p) { return p.dir == b.dir; }) -
                   packs.begin();
        };
        std::stable_sort(out.broken.begin(), out.broken.end(),
                         [&](const BrokenPack& a, const BrokenPack& b) { return rank(a) < rank(b); });
    };
    for (;;) {
        out.result = load_content(core, active, set_name);
        if (out.result.content || active.empty()) {
            given_order();
            return out;
        }
        std::vector<std::size_t> guilty = packs_with_errors(out.result.diagnostics, active);
        if (guilty.empty()) {
            // Nothing names a pack's file (a table left empty, a gap in the population bands): add the packs one
            // at a time and blame the first whose arrival breaks the set; with none at all, core itself is broken.
            if (!load_content(core, {}, set_name).content) {
                out.result = load_content(core, {}, set_name);
                given_order();
                return out;
            }
            for (std::size_t k = 1; k <= active.size() && guilty.empty(); ++k) {
                const LoadResult partial = load_content(core, std::span(active).first(k), set_name);
                if (!partial.content) guilty.push_back(k - 1);
            }
        }
        for (auto it = guilty.rbegin(); it != guilty.rend(); ++it) {
            Diagnostics mine = errors_of(out.result.diagnostics, active[*it]);
            if (mine.empty()) {
                for (const Diagnostic& d : out.result.diagnostics.sorted()) mine.add(d);
            }
            out.broken.insert(out.broken.begin(), BrokenPack{active[*it].dir, std::move(mine)});
            active.erase(active.begin() + static_cast<std::ptrdiff_t>(*it));
        }
    }
}

namespace {

// "cannot open this pack folder: Permission denied": the folder is named by the diagnostic's path.
std::string folder_problem(std::string_view what, const std::filesystem::path& dir) {
    std::error_code ec;
    const bool folder = std::filesystem::is_directory(dir, ec);
    if (ec) return "not " + std::string(what) + ": " + ec.message();
    if (!folder) return "not " + std::string(what);
    return {};
}

// The *.toml files directly in `dir` (pack.toml left out), in name order, read through the guard
// (core/io/untrusted_file.hpp). A .toml entry that cannot be read (a link loop, a FIFO, a device, too large)
// is an error naming it; other entries are none of the loader's business.
std::optional<PackFolder> read_tables_in(const std::filesystem::path& dir, std::string_view what, Diagnostics& out) {
    if (const std::string problem = folder_problem(what, dir); !problem.empty()) {
        out.error(dir.string(), 0, 0, problem);
        return std::nullopt;
    }
    const auto entries = io::list_folder(dir);
    if (!entries) {
        out.error(dir.string(), 0, 0, "cannot read this folder: " + entries.error().reason);
        return std::nullopt;
    }
    PackFolder folder;
    folder.dir = dir.string();
    bool ok = true;
    for (const io::FolderEntry& entry : *entries) {
        const auto& p = entry.path;
        if (p.extension() != ".toml" || p.filename() == kPackManifest) continue;
        if (entry.kind == io::EntryKind::folder) continue;
        auto text = io::read_untrusted_file(p);
        if (!text) {
            out.error(p.string(), 0, 0, "cannot read this file: " + text.error().reason);
            ok = false;
            continue;
        }
        folder.paths.push_back(p.string());
        folder.texts.push_back(std::move(*text));
    }
    if (!ok) return std::nullopt;
    return folder;
}

}  // namespace

std::optional<PackFolder> read_pack_folder(const std::filesystem::path& dir, Diagnostics& out) {
    std::optional<PackFolder> tables = read_tables_in(dir, "a pack folder", out);
    if (!tables) return std::nullopt;
    const std::filesystem::path manifest = dir / kPackManifest;
    auto text = io::read_untrusted_file(manifest);
    if (!text) {
        const bool absent = !io::exists_at(manifest);
        out.error(manifest.string(), 0, 0,
                  absent ? "not a pack: it has no pack.toml" : "cannot read pack.toml: " + text.error().reason);
        return std::nullopt;
    }
    tables->paths.insert(tables->paths.begin(), manifest.string());
    tables->texts.insert(tables->texts.begin(), std::move(*text));
    return tables;
}

std::optional<PackFolder> read_content_folder(const std::filesystem::path& dir, Diagnostics& out) {
    return read_tables_in(dir, "a folder of content files", out);
}

// A folder holds a pack when it has a pack.toml. A folder whose pack.toml cannot even be looked for (no
// permission, a link loop in the way) is kept too, so that reading it says why by name instead of leaving
// the pack out in silence.
std::vector<std::filesystem::path> pack_dirs_in(const std::filesystem::path& packs_dir) {
    std::vector<std::filesystem::path> dirs;
    if (!io::is_folder(packs_dir)) return dirs;
    const auto entries = io::list_folder(packs_dir);
    if (!entries) return dirs;
    for (const io::FolderEntry& entry : *entries) {
        if (entry.kind == io::EntryKind::broken) {
            dirs.push_back(entry.path);
            continue;
        }
        if (entry.kind != io::EntryKind::folder) continue;
        std::error_code ec;
        const bool has_manifest = std::filesystem::exists(entry.path / kPackManifest, ec);
        if (has_manifest || ec) dirs.push_back(entry.path);
    }
    return dirs;
}

LoadResult load_content_dir(const std::filesystem::path& dir) {
    LoadResult failed;
    const std::optional<PackFolder> folder = read_tables_in(dir, "a folder of content files", failed.diagnostics);
    if (!folder) return failed;
    std::vector<ContentFile> files;
    for (std::size_t i = 0; i < folder->paths.size(); ++i) files.push_back(ContentFile{folder->paths[i], folder->texts[i]});
    return load_content(files, dir.string());
}

}  // namespace yoord
