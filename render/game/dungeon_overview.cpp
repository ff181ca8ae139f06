#include "render/game/dungeon_overview.hpp"

#include "sim/dungeon/levels.hpp"
#include "sim/text/names.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

// Generation 1 has no level table: its floors go by their layout.
std::string layout_words(LayoutKind kind) {
    switch (kind) {
        case LayoutKind::rogue: return phrase("overview.layout_rogue");
        case LayoutKind::caves: return phrase("overview.layout_caves");
        case LayoutKind::maze: return phrase("overview.layout_maze");
        case LayoutKind::battlefield: return phrase("overview.layout_battlefield");
        case LayoutKind::honeycomb: return phrase("overview.layout_honeycomb");
        case LayoutKind::castle: return phrase("overview.layout_castle");
        case LayoutKind::island: return phrase("overview.layout_island");
    }
    return phrase("overview.layout_rogue");
}

// "caves", "a castle": the kind of floor the run's seed makes at `depth`, in the player's language.
std::string kind_words(const Game& g, int depth) {
    Descent there = g.descent;
    there.depth = depth;
    const FloorKind kind = floor_kind(*g.content, there);
    return kind.level != nullptr ? row_name(*kind.level) : layout_words(kind.layout);
}

std::string stairs_words(const FloorNote& note) {
    if (note.stairs_up && note.stairs_down) return phrase("overview.stairs_both");
    if (note.stairs_up) return phrase("overview.stairs_up");
    if (note.stairs_down) return phrase("overview.stairs_down");
    return phrase("overview.stairs_none");
}

// "a will-o'-wisp, a banshee": the spirits noted, by their names now; an id the tables no longer have is left out.
std::string spirits_words(const Content& content, const std::vector<std::string>& ids) {
    std::string out;
    for (const std::string& id : ids) {
        const auto row = content.find(id);
        if (!row) continue;
        const std::string name = with_article(row_name(content.common(*row)));
        out += out.empty() ? name : phrase("guide.and_more", {{"text", name}});
    }
    return out;
}

void add_floor(const Game& g, const FloorNote& note, std::vector<std::string>& out) {
    const std::string depth = std::to_string(note.depth);
    const std::string kind = kind_words(g, note.depth);
    out.push_back(note.depth == g.depth() ? phrase("overview.depth_here", {{"depth", depth}, {"text", kind}})
                                          : phrase("overview.depth", {{"depth", depth}, {"text", kind}}));
    out.push_back(phrase("overview.visits", {{"n", std::to_string(note.visits)}, {"turns", std::to_string(note.turns)}}));
    out.push_back(stairs_words(note));
    if (const std::string spirits = spirits_words(*g.content, note.spirits); !spirits.empty()) {
        out.push_back(phrase("overview.spirits", {{"text", spirits}}));
    }
}

}  // namespace

std::vector<std::string> dungeon_overview_lines(const Game& g) {
    std::vector<std::string> out;
    for (const FloorNote& note : g.notes.floors) {
        if (!out.empty()) out.emplace_back();
        add_floor(g, note, out);
    }
    if (out.empty()) {
        out.push_back(phrase("overview.none"));
        return out;
    }
    out.emplace_back();
    out.push_back(phrase("overview.made_anew"));
    return out;
}

std::unique_ptr<TextPagerLayer> make_dungeon_overview_layer(const Game& g) {
    return make_lines_layer("dungeon_overview", phrase("overview.title"), dungeon_overview_lines(g));
}

}  // namespace yoord
