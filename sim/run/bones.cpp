#include "sim/run/bones.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <span>

#include "sim/items/pack.hpp"
#include "sim/places/enchantment.hpp"
#include "sim/places/spawn.hpp"
#include "sim/tables/toml_text.hpp"
#include "sim/text/say.hpp"

namespace yoord {

namespace {

constexpr int kMaxBonesDepth = 10000;
constexpr int kMaxBonesCount = 100000;
constexpr int kMaxBonesPlus = 100;
constexpr int kMaxBonesCharges = 10000;
constexpr std::size_t kMaxBonesName = 256;
constexpr std::size_t kMaxBonesId = 128;

struct At {
    int line = 0;
    int column = 0;
};

At at(const toml::node& node) {
    return {static_cast<int>(node.source().begin.line), static_cast<int>(node.source().begin.column)};
}

class BonesReader {
public:
    BonesReader(const std::string& path, Diagnostics& out) : path_(path), out_(out) {}

    void error(const toml::node& where, std::string message) {
        const At a = at(where);
        out_.error(path_, a.line, a.column, std::move(message));
    }

    bool integer(const toml::node& value, std::string_view key, int min, int max, int& into) {
        const auto* n = value.as_integer();
        if (n == nullptr || n->get() < min || n->get() > max) {
            error(value, "'" + std::string(key) + "' must be a whole number from " + std::to_string(min) + " to " +
                             std::to_string(max));
            return false;
        }
        into = static_cast<int>(n->get());
        return true;
    }

    bool text(const toml::node& value, std::string_view key, std::size_t longest, std::string& into) {
        const auto* s = value.as_string();
        if (s == nullptr || s->get().size() > longest) {
            error(value, "'" + std::string(key) + "' must be a string of at most " + std::to_string(longest) + " bytes");
            return false;
        }
        into = s->get();
        return true;
    }

    void unknown(const toml::key& key, std::string_view where, std::span<const std::string> known) {
        std::string message = "unknown key '" + std::string(key.str()) + "' in " + std::string(where);
        if (const auto guess = did_you_mean(key.str(), known)) message += "; did you mean '" + *guess + "'?";
        out_.error(path_, static_cast<int>(key.source().begin.line), static_cast<int>(key.source().begin.column),
                   std::move(message));
    }

    void item(const toml::node& node, Bones& bones) {
        const toml::table* t = node.as_table();
        if (t == nullptr) {
            error(node, "each [[item]] must be a table");
            return;
        }
        static const std::array<std::string, 5> kKnown = {"charges", "count", "id", "plus", "worn"};
        BonesItem item;
        bool has_id = false;
        for (const auto& [key, value] : *t) {
            const std::string_view k = key.str();
            if (k == "id") {
                has_id = text(value, k, kMaxBonesId, item.id);
                if (has_id && (item.id.empty() || !std::all_of(item.id.begin(), item.id.end(), [](char c) {
                        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
                    }))) {
                    error(value, "'id' must be a row id: lower-case letters, digits, '_' and '.'");
                    has_id = false;
                }
            } else if (k == "count") {
                (void)integer(value, k, 1, kMaxBonesCount, item.count);
            } else if (k == "plus") {
                (void)integer(value, k, -kMaxBonesPlus, kMaxBonesPlus, item.plus);
            } else if (k == "charges") {
                int charges = 0;
                if (integer(value, k, 0, kMaxBonesCharges, charges)) item.charges = charges;
            } else if (k == "worn") {
                const auto* b = value.as_boolean();
                if (b == nullptr) error(value, "'worn' must be true or false");
                else item.worn = b->get();
            } else {
                unknown(key, "an [[item]]", kKnown);
            }
        }
        if (!has_id) {
            const At a = at(node);
            out_.error(path_, a.line, a.column, "an [[item]] needs an 'id' (the item row)");
            return;
        }
        bones.items.push_back(std::move(item));
    }

    void items(const toml::node& value, Bones& bones) {
        const toml::array* list = value.as_array();
        if (list == nullptr) {
            error(value, "'item' must be an array of tables ([[item]])");
            return;
        }
        if (list->size() > kMaxBonesItems) {
            error(value, "more than " + std::to_string(kMaxBonesItems) + " items");
            return;
        }
        for (const toml::node& node : *list) item(node, bones);
    }

private:
    const std::string& path_;
    Diagnostics& out_;
};

// A TOML basic string: quotes, backslashes and control bytes escaped.
std::string quoted(std::string_view text) {
    std::string out = "\"";
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += ch;
        } else if (c < 0x20 || c == 0x7f) {
            char code[8];
            std::snprintf(code, sizeof code, "\\u%04x", static_cast<unsigned>(c));
            out += code;
        } else {
            out += ch;
        }
    }
    return out + "\"";
}

bool is_carried_gear(const Content& content, const Identity& id) {
    return is_item(id.category) && id.category != Category::element && content.find(id.id).has_value();
}

BonesItem bones_item(const Game& g, ecs::Entity e, bool worn) {
    const GameWorld& w = g.world;
    BonesItem item;
    item.id = g.content->common(*g.content->find(w.get<Identity>(e).id)).id;
    item.worn = worn;
    if (const Item* it = w.try_get<Item>(e)) item.plus = it->plus;
    if (const Stack* s = w.try_get<Stack>(e)) item.count = std::clamp(s->count, 1, kMaxBonesCount);
    if (const Charges* c = w.try_get<Charges>(e)) item.charges = std::clamp(c->left, 0, kMaxBonesCharges);
    item.plus = std::clamp(item.plus, -kMaxBonesPlus, kMaxBonesPlus);
    return item;
}

// A free floor cell for the ghost, from `rng`: away from the player when the floor has room, else any free one.
std::optional<Point> ghost_cell(const Game& g, Rng& rng) {
    const FloorMap& map = g.map();
    const Point me = player_cell(g);
    std::vector<Point> far;
    std::vector<Point> near;
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        const Point p = map.tiles.point(i);
        if (map.tiles[i] != Tile::floor || creature_at(g, p) != ecs::null_entity) continue;
        (chebyshev(p, me) >= kGhostClearance ? far : near).push_back(p);
    }
    const std::vector<Point>& from = far.empty() ? near : far;
    if (from.empty()) return std::nullopt;
    return from[rng.below(static_cast<std::uint32_t>(from.size()))];
}

// The ghost wears what its owner wore, where the slot is free (a second ring takes the right hand: slot_for).
void wear(Game& g, ecs::Entity ghost, ecs::Entity item) {
    if (!g.world.has<Equippable>(item)) return;
    const EquipSlot slot = slot_for(g, ghost, item);
    if (g.world.get<Equipment>(ghost).slots[static_cast<std::size_t>(slot)] != ecs::null_entity) return;
    (void)move_to(g.world, g.places, item, Place::worn(ghost, slot));
}

void give_gear(Game& g, SpawnContext& ctx, ecs::Entity ghost, const BonesItem& piece) {
    const std::optional<RowRef> row = g.content->find(piece.id);
    if (!row || !is_item(row->category) || row->category == Category::element) return;
    const SpawnResult made = spawn_row(ctx, *row, Place::in_pack(ghost));
    if (!made) return;  // the ghost's pack is full
    GameWorld& w = g.world;
    (void)add_plus(w, made.entity, piece.plus);  // folded into its bonus, as a floor's rolled plus is
    if (Item* it = w.try_get<Item>(made.entity)) {
        it->cursed = true;  // bones are never kind
        it->known = false;
    }
    if (Stack* s = w.try_get<Stack>(made.entity)) s->count = piece.count;
    if (Charges* c = w.try_get<Charges>(made.entity); c != nullptr && piece.charges) c->left = *piece.charges;
    if (piece.worn) wear(g, ghost, made.entity);
}

}  // namespace

BonesParse parse_bones(std::string_view text, const std::string& path) {
    BonesParse out;
    if (text.size() > kMaxBonesBytes) {
        out.diagnostics.error(path, 0, 0, "larger than " + std::to_string(kMaxBonesBytes) + " bytes: not a bones file");
        return out;
    }
    const std::optional<toml::table> parsed = tables::parse_untrusted_toml(text, path, out.diagnostics);
    if (!parsed) return out;
    const toml::table& table = *parsed;
    BonesReader read(path, out.diagnostics);
    static const std::array<std::string, 4> kKnown = {"depth", "format", "item", "name"};
    Bones bones;
    bool has_format = false;
    bool has_depth = false;
    for (const auto& [key, value] : table) {
        const std::string_view k = key.str();
        if (k == "format") {
            int format = 0;
            has_format = read.integer(value, k, kBonesFormat, kBonesFormat, format);
        } else if (k == "depth") {
            has_depth = read.integer(value, k, 1, kMaxBonesDepth, bones.depth);
        } else if (k == "name") {
            (void)read.text(value, k, kMaxBonesName, bones.name);
        } else if (k == "item") {
            read.items(value, bones);
        } else {
            read.unknown(key, "a bones file", kKnown);
        }
    }
    if (!has_format && !out.diagnostics.has_errors()) {
        out.diagnostics.error(path, 1, 1, "a bones file starts with 'format = " + std::to_string(kBonesFormat) + "'");
    }
    if (!has_depth && !out.diagnostics.has_errors()) out.diagnostics.error(path, 1, 1, "a bones file names its 'depth'");
    if (!out.diagnostics.has_errors()) out.bones = std::move(bones);
    return out;
}

std::string format_bones(const Bones& bones) {
    std::string out = "# Yoord bones: the gear of a run that died on this depth. The next run to climb back here with\n"
                      "# the Element meets a ghost carrying it, cursed, and this file is taken (docs/explanation/bones.md).\n";
    out += "format = " + std::to_string(kBonesFormat) + "\n";
    out += "depth = " + std::to_string(bones.depth) + "\n";
    out += "name = " + quoted(bones.name) + "\n";
    for (const BonesItem& item : bones.items) {
        out += "\n[[item]]\nid = " + quoted(item.id) + "\n";
        if (item.count != 1) out += "count = " + std::to_string(item.count) + "\n";
        if (item.plus != 0) out += "plus = " + std::to_string(item.plus) + "\n";
        if (item.charges) out += "charges = " + std::to_string(*item.charges) + "\n";
        if (item.worn) out += "worn = true\n";
    }
    return out;
}

Bones bones_of(const Game& g) {
    Bones bones;
    bones.depth = g.depth();
    bones.name = g.player_name.substr(0, kMaxBonesName);
    const GameWorld& w = g.world;
    const auto add = [&](ecs::Entity e, bool worn) {
        if (e == ecs::null_entity || bones.items.size() >= kMaxBonesItems) return;
        const Identity* id = w.try_get<Identity>(e);
        if (id != nullptr && is_carried_gear(*g.content, *id)) bones.items.push_back(bones_item(g, e, worn));
    };
    if (const Pack* pack = w.try_get<Pack>(g.player)) {
        for (const ecs::Entity e : pack->letters) {
            // A worn item keeps its letter but sits in its slot: it is listed once, from the slots.
            if (e != ecs::null_entity && w.get<Location>(e).place.kind == PlaceKind::pack) add(e, false);
        }
    }
    if (const Equipment* eq = w.try_get<Equipment>(g.player)) {
        for (const ecs::Entity e : eq->slots) add(e, true);
    }
    return bones;
}

ecs::Entity place_ghost(Game& g, const Bones& bones) {
    const std::optional<RowRef> ghost_row = g.content->find(g.constants().bones_ghost);
    if (!ghost_row || ghost_row->category != Category::monster) return ecs::null_entity;
    Rng rng = bones_rng(g.descent.seed, g.depth());
    const std::optional<Point> cell = ghost_cell(g, rng);
    if (!cell) return ecs::null_entity;
    SpawnContext ctx{g.world, g.places, *g.content, rng, g.depth()};
    const SpawnResult ghost = spawn_row(ctx, *ghost_row, Place::at(*cell));
    if (!ghost) return ecs::null_entity;
    for (const BonesItem& piece : bones.items) give_gear(g, ctx, ghost.entity, piece);
    return ghost.entity;
}

void meet_bones(Game& g) {
    if (!g.bones || !g.descent.element_carried) return;
    const std::optional<RowRef> ghost_row = g.content->find(g.constants().bones_ghost);
    if (!ghost_row || ghost_row->category != Category::monster) return;  // no ghost to meet: the file stays
    std::optional<std::string> text = g.bones->take(g.depth());
    if (!text) return;
    g.now.bones_met = MetBones{g.depth(), *text};
    // The source refuses a broken file before handing it over; text that still does not read (a damaged recording)
    // places nothing, in play and in every replay alike.
    const BonesParse parsed = parse_bones(*text, "bones");
    if (!parsed.bones) return;
    if (place_ghost(g, *parsed.bones) == ecs::null_entity) return;
    const std::string name = parsed.bones->name.empty() ? phrase("descent.bones_someone") : parsed.bones->name;
    say(g, "descent.bones_ghost", {.args = {{"name", name}}});
}

}  // namespace yoord
