#include "sim/io/save/save.hpp"

#include <xxhash.h>

#include <algorithm>
#include <deque>
#include <optional>
#include <tuple>
#include <utility>

#include "sim/dungeon/layout.hpp"
#include "sim/dungeon/population.hpp"
#include "sim/places/location.hpp"
#include "sim/io/save/bytes.hpp"
#include "sim/io/save/component_io.hpp"
#include "sim/io/save/content_hash.hpp"
#include "sim/io/save/format.hpp"
#include "sim/io/save/migrations.hpp"
#include "sim/io/save/run_fields.hpp"
#include "sim/io/version.hpp"
#include "sim/text/strings.hpp"

namespace yoord::save {

namespace {

// Bytes before the body: magic, format, version length (the text follows), content hash, length, checksum.
constexpr std::size_t kFixedHeaderBytes = 8 + 4 + 4 + 8 + 8 + 8;

std::uint64_t checksum(std::span<const std::byte> body) { return XXH3_64bits(body.data(), body.size()); }

LoadError error(LoadFailure f, std::string detail) {
    std::string text;
    switch (f) {
        case LoadFailure::wrong_magic:
            text = phrase("save.not_a_save");
            break;
        case LoadFailure::truncated:
            text = phrase("save.truncated");
            break;
        case LoadFailure::bad_checksum:
            text = phrase("save.damaged");
            break;
        case LoadFailure::newer_format:
            text = phrase("save.newer");
            break;
        case LoadFailure::corrupt:
            text = phrase("save.corrupt");
            break;
    }
    // The detail names what in the file is wrong (a field, a count, a format number): for whoever looks into it.
    if (!detail.empty()) text += " (" + detail + ")";
    return LoadError{f, std::move(text)};
}

// ---- writing ------------------------------------------------------------------------------------------------

void write_grid(ByteWriter& out, const Grid<bool>& grid) {
    out.i32(grid.width());
    out.i32(grid.height());
    std::uint8_t byte = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        if (grid[i]) byte = static_cast<std::uint8_t>(byte | (1u << (i % 8)));
        if (i % 8 == 7 || i + 1 == grid.size()) {
            out.u8(byte);
            byte = 0;
        }
    }
}

// The layout the run's seed and generation build for the floor it stands on.
FloorMap seed_layout(const RunState& g) {
    Descent here = g.descent;
    here.depth = g.floor.depth;
    return layout_of(*g.content, here);
}

// The live map as a diff against the layout its seed and depth rebuild (opened doors, a sealed stair).
void write_floor(ByteWriter& out, const RunState& g) {
    out.i32(g.floor.depth);
    out.u32(g.floor.floor_changes);
    out.boolean(g.floor.down_open);
    out.u64(g.floor.content_stream.state);
    out.u64(g.floor.content_stream.inc);
    const FloorMap& live = g.floor.map;
    out.i32(live.width());
    out.i32(live.height());
    const FloorMap base = seed_layout(g);
    const bool same_shape = base.width() == live.width() && base.height() == live.height();
    // A map installed by a test or scenario (install_map) is not the seed's: its save records the shape it had,
    // and loading it is refused as corrupt (the seed builds another shape) rather than resumed on wrong walls.
    std::vector<std::pair<std::uint32_t, Tile>> changed;
    for (std::size_t i = 0; same_shape && i < live.tiles.size(); ++i) {
        if (live.tiles[i] != base.tiles[i]) changed.emplace_back(static_cast<std::uint32_t>(i), live.tiles[i]);
    }
    out.u32(static_cast<std::uint32_t>(changed.size()));
    for (const auto& [index, tile] : changed) {
        out.u32(index);
        out.enumeration(tile);
    }
}

void write_view(ByteWriter& out, const View& v) {
    write_grid(out, v.visible);
    write_grid(out, v.remembered);
    write_grid(out, v.trodden);
}

// The loaded pack (index into Game::packs) an entity belongs to: its row's pack, or the pack of whatever holds
// it (a core dagger in a pack monster's hands goes where the monster goes). nullopt for core.
std::optional<std::size_t> owning_pack(const RunState& g, ecs::Entity e) {
    const GameWorld& w = g.world;
    for (int hops = 0; hops < 8 && w.valid(e); ++hops) {
        if (const Identity* id = w.try_get<Identity>(e); id != nullptr && id->row < g.content->row_count(id->category)) {
            const std::string_view pack = pack_of(g.content->common(RowRef{id->category, id->row}).id);
            if (pack != kCorePack) {
                for (std::size_t p = 0; p < g.packs.size(); ++p) {
                    if (g.packs[p].id == pack) return p;
                }
            }
        }
        const Location* loc = w.try_get<Location>(e);
        if (loc == nullptr || loc->place.owner == ecs::null_entity) break;
        e = loc->place.owner;
    }
    return std::nullopt;
}

// Entities sorted by Uid, each tagged with its owning pack.
std::vector<std::tuple<ecs::Uid, ecs::Entity, std::optional<std::size_t>>> entities_by_pack(const RunState& g) {
    const GameWorld& w = g.world;
    std::vector<std::tuple<ecs::Uid, ecs::Entity, std::optional<std::size_t>>> entities;
    w.each_entity([&](ecs::Entity e) { entities.emplace_back(w.uid(e), e, owning_pack(g, e)); });
    std::sort(entities.begin(), entities.end(), [](const auto& a, const auto& b) { return std::get<0>(a) < std::get<0>(b); });
    return entities;
}

// The Uids, then the records, of the entities owned by `pack` (nullopt: core's).
void write_entity_list(ByteWriter& out, const RunState& g, std::optional<std::size_t> pack) {
    std::vector<std::pair<ecs::Uid, ecs::Entity>> mine;
    for (const auto& [uid, e, owner] : entities_by_pack(g)) {
        if (owner == pack) mine.emplace_back(uid, e);
    }
    out.u32(static_cast<std::uint32_t>(mine.size()));
    for (const auto& [uid, e] : mine) out.u64(uid.value);
    RowBaselines rows(*g.content);
    for (const auto& [uid, e] : mine) write_entity(out, g.world, e, rows);
}

void write_entities(ByteWriter& out, const RunState& g) {
    const GameWorld& w = g.world;
    out.u64(w.next_uid_to_issue().value);
    out.u64(w.valid(g.player) ? w.uid(g.player).value : 0);
    write_entity_list(out, g, std::nullopt);
}

// Format 5's packs: how many, then per pack its id, version and block (fields by id, then its entities). A
// missing pack's block is written back exactly as it was read.
void write_packs(ByteWriter& out, const RunState& g) {
    out.u32(static_cast<std::uint32_t>(g.packs.size() + g.packs_aside.size()));
    for (std::size_t p = 0; p < g.packs.size(); ++p) {
        const PackState& state = g.packs[p];
        ByteWriter block;
        const auto& fields = g.content->packs[p].fields;
        block.u32(static_cast<std::uint32_t>(state.values.size()));
        for (std::size_t f = 0; f < state.values.size(); ++f) {
            block.str(fields[f].id);
            block.i64(state.values[f]);
        }
        write_entity_list(block, g, p);
        out.str(state.id);
        out.str(state.version);
        out.u64(block.size());
        out.raw(block.bytes());
    }
    for (const PackAside& aside : g.packs_aside) {
        out.str(aside.id);
        out.str(aside.version);
        out.u64(aside.block.size());
        out.raw(aside.block);
    }
}

// The saved messages' tones (sim/state/tone.hpp, format 7), in the order write_log wrote them, after the log.
void write_tones(ByteWriter& out, const MessageLog& log) {
    const std::vector<Message> tail = log.tail(kSavedLogTail);
    out.u32(static_cast<std::uint32_t>(tail.size()));
    for (const Message& m : tail) out.u8(static_cast<std::uint8_t>(m.tone));
}

void write_log(ByteWriter& out, const MessageLog& log) {
    out.u32(log.turn());
    out.u64(log.next_sequence());
    out.u64(log.first_unseen());
    const std::vector<Message> tail = log.tail(kSavedLogTail);
    out.u32(static_cast<std::uint32_t>(tail.size()));
    for (const Message& m : tail) {
        out.str(m.text);
        out.u32(m.turn);
        out.u32(m.repeats);
        out.u64(m.sequence);
    }
}

// ---- reading ------------------------------------------------------------------------------------------------

bool read_grid(ByteReader& in, Grid<bool>& grid, int width, int height) {
    const int w = in.i32();
    const int h = in.i32();
    if (!in.ok()) return false;
    if (w != width || h != height) {
        in.fail("a view of " + std::to_string(w) + "x" + std::to_string(h) + " over a map of " +
                std::to_string(width) + "x" + std::to_string(height));
        return false;
    }
    grid.reset(w, h, false);
    for (std::size_t i = 0; i < grid.size() && in.ok(); i += 8) {
        const std::uint8_t byte = in.u8();
        for (std::size_t b = 0; b < 8 && i + b < grid.size(); ++b) grid[i + b] = ((byte >> b) & 1u) != 0;
    }
    return in.ok();
}

void read_floor(ByteReader& in, Game& g, const Content& content) {
    g.floor.depth = in.i32();
    g.floor.floor_changes = in.u32();
    g.floor.down_open = in.boolean();
    g.floor.content_stream.state = in.u64();
    g.floor.content_stream.inc = in.u64();
    const int width = in.i32();
    const int height = in.i32();
    if (!in.ok()) return;
    const int deepest = deepest_floor(content, g.descent.endless);
    if (g.floor.depth < 1 || g.floor.depth > deepest || g.descent.depth < 0 || g.descent.depth > deepest + 1) {
        in.fail("a floor at depth " + std::to_string(g.floor.depth));
        return;
    }
    g.floor.map = seed_layout(g);
    if (width != g.floor.map.width() || height != g.floor.map.height()) {
        in.fail("the map is " + std::to_string(width) + "x" + std::to_string(height) + " but the seed builds " +
                std::to_string(g.floor.map.width()) + "x" + std::to_string(g.floor.map.height()));
        return;
    }
    const std::size_t n = in.count(5, "changed tiles");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const std::uint32_t index = in.u32();
        const Tile tile = in.enumeration<Tile>(kTileCount, "tile");
        if (in.ok() && index >= g.floor.map.tiles.size()) in.fail("a changed tile outside the map");
        if (in.ok()) g.floor.map.tiles[index] = tile;
    }
}

// Entities whose row, or an effect they cannot do without, this build lacks; and what they carry.
std::vector<ecs::Entity> entities_to_drop(const GameWorld& w, std::vector<ecs::Entity> dropped) {
    bool grew = true;
    while (grew) {
        grew = false;
        w.each_entity([&](ecs::Entity e) {
            const Location* loc = w.try_get<Location>(e);
            if (loc == nullptr || loc->place.owner == ecs::null_entity) return;
            if (std::find(dropped.begin(), dropped.end(), e) != dropped.end()) return;
            if (std::find(dropped.begin(), dropped.end(), loc->place.owner) != dropped.end()) {
                dropped.push_back(e);
                grew = true;
            }
        });
    }
    return dropped;
}

void forget_destroyed_references(GameWorld& w) {
    w.view<Pack>().each([&](Pack& pack) {
        for (ecs::Entity& item : pack.letters) {
            if (!w.valid(item)) item = ecs::null_entity;
        }
    });
    w.view<Equipment>().each([&](Equipment& gear) {
        for (ecs::Entity& item : gear.slots) {
            if (!w.valid(item)) item = ecs::null_entity;
        }
    });
}

// Saves from before sides were kept hold no Allegiance: the player takes its own side, and every creature the
// side its row gives it.
void give_sides(Game& g, const Content& content) {
    GameWorld& w = g.world;
    if (!w.has<Allegiance>(g.player)) w.emplace<Allegiance>(g.player, Allegiance{Side::player});
    for (const ecs::Entity e : w.view<Mind, Identity>()) {
        if (w.has<Allegiance>(e)) continue;
        const Identity& id = w.get<Identity>(e);
        if (id.category != Category::monster || id.row >= content.monsters.size()) continue;
        w.emplace<Allegiance>(e, Allegiance{content.monsters[id.row].side});
    }
}

// The Uids a pack block holds, read without its records (a missing pack's block is otherwise never parsed).
std::vector<std::uint64_t> uids_in_block(std::span<const std::byte> block) {
    ByteReader in(block);
    const std::size_t fields = in.count(4 + 8, "pack fields");
    for (std::size_t i = 0; i < fields && in.ok(); ++i) {
        (void)in.str(kMaxNameText);
        (void)in.i64();
    }
    std::vector<std::uint64_t> uids;
    const std::size_t n = in.count(8, "pack entities");
    for (std::size_t i = 0; i < n && in.ok(); ++i) uids.push_back(in.u64());
    if (!in.ok()) uids.clear();
    return uids;
}

// A returning pack's item whose holder's letter or slot was left empty while the pack was away goes back there;
// if play gave that letter to something else meanwhile, it takes the first free letter.
void reattach(GameWorld& w, ecs::Entity e) {
    Location* loc = w.try_get<Location>(e);
    if (loc == nullptr || !w.valid(loc->place.owner)) return;
    if (loc->place.kind == PlaceKind::slot) {
        Equipment* eq = w.try_get<Equipment>(loc->place.owner);
        if (eq != nullptr && loc->place.index < eq->slots.size() && eq->slots[loc->place.index] == ecs::null_entity) {
            eq->slots[loc->place.index] = e;
        }
        return;
    }
    if (loc->place.kind != PlaceKind::pack) return;
    Pack* pack = w.try_get<Pack>(loc->place.owner);
    if (pack == nullptr || (loc->place.index < pack->letters.size() && pack->letters[loc->place.index] == e)) return;
    if (loc->place.index < pack->letters.size() && pack->letters[loc->place.index] == ecs::null_entity) {
        pack->letters[loc->place.index] = e;
        return;
    }
    for (std::size_t i = 0; i < pack->letters.size(); ++i) {
        if (pack->letters[i] != ecs::null_entity) continue;
        pack->letters[i] = e;
        loc->place.index = static_cast<std::uint8_t>(i);
        return;
    }
}

// A loaded pack's entities, read after core's: their Uids and the reader positioned at their records.
struct PackEntities {
    std::vector<std::uint64_t> uids;
    ByteReader records;
};

void read_entities(ByteReader& in, Game& g, const Content& content, LoadReport& report,
                   std::vector<PackEntities>& packs) {
    GameWorld& w = g.world;
    std::vector<std::uint64_t> aside;
    for (const PackAside& a : g.packs_aside) {
        for (const std::uint64_t uid : uids_in_block(a.block)) aside.push_back(uid);
    }
    std::sort(aside.begin(), aside.end());
    const std::uint64_t next_uid = in.u64();
    const std::uint64_t player_uid = in.u64();
    const std::size_t n = in.count(8 + 4 + 2, "entities");
    if (n > kMaxEntities) in.fail(std::to_string(n) + " entities");
    std::vector<std::uint64_t> core_uids;
    std::uint64_t last = 0;
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const std::uint64_t uid = in.u64();
        if (in.ok() && uid <= last) in.fail("entity Uids out of order");
        last = uid;
        core_uids.push_back(uid);
    }
    // Every entity exists, in Uid order, before any record is read: records name each other by Uid.
    std::vector<std::uint64_t> all = core_uids;
    for (const PackEntities& p : packs) all.insert(all.end(), p.uids.begin(), p.uids.end());
    std::sort(all.begin(), all.end());
    if (in.ok() && std::adjacent_find(all.begin(), all.end()) != all.end()) in.fail("an entity Uid given twice");
    if (in.ok() && !all.empty() && (all.front() == 0 || all.back() >= next_uid)) {
        in.fail("an entity Uid at or past the next Uid");
    }
    if (in.ok() && all.size() > kMaxEntities) in.fail(std::to_string(all.size()) + " entities");
    if (!in.ok()) return;
    for (const std::uint64_t uid : all) (void)w.create_with_uid(ecs::Uid{uid});
    w.issue_uids_from(ecs::Uid{next_uid});
    g.player = w.find(ecs::Uid{player_uid});
    if (g.player == ecs::null_entity) {
        in.fail("the player is not among the entities");
        return;
    }

    std::vector<ecs::Entity> dropped;
    const auto read_records = [&](ByteReader& from, const std::vector<std::uint64_t>& uids) {
        for (const std::uint64_t uid : uids) {
            const ecs::Entity e = w.find(ecs::Uid{uid});
            ReadContext ctx{w, content};
            ctx.aside = &aside;
            read_entity(from, ctx, e, report.dropped_components);
            if (!from.ok()) return;
            report.dropped_effects += ctx.dropped_effects;
            if (ctx.drop_entity) dropped.push_back(e);
        }
    };
    read_records(in, core_uids);
    for (PackEntities& p : packs) {
        if (!in.ok()) return;
        read_records(p.records, p.uids);
        if (!p.records.ok()) in.fail(p.records.error());
        if (in.ok() && !p.records.at_end()) in.fail("bytes after a pack's entities");
        for (const std::uint64_t uid : p.uids) {
            if (in.ok()) reattach(w, w.find(ecs::Uid{uid}));
        }
    }
    if (!in.ok()) return;
    dropped = entities_to_drop(w, std::move(dropped));
    if (std::find(dropped.begin(), dropped.end(), g.player) != dropped.end()) {
        in.fail("the player cannot be dropped");
        return;
    }
    report.dropped_entities += dropped.size();
    for (const ecs::Entity e : dropped) w.destroy(e);
    forget_destroyed_references(w);
    give_sides(g, content);
}

void read_pack_fields(ByteReader& in, PackState& state, const PackManifest& manifest) {
    const std::size_t n = in.count(4 + 8, "pack fields");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const std::string id = in.str(kMaxNameText);
        const std::int64_t value = in.i64();
        for (std::size_t f = 0; f < manifest.fields.size(); ++f) {
            if (manifest.fields[f].id == id) state.values[f] = value;  // a field the pack dropped is forgotten
        }
    }
}

// Format 5's packs, before the entities: a loaded pack's fields are set and its entities queued; a missing
// pack's block is kept aside as bytes.
std::vector<PackEntities> read_packs(ByteReader& in, Game& g, const Content& content, LoadReport& report) {
    std::vector<PackEntities> queued;
    const std::size_t n = in.count(4 + 4 + 8, "packs");
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        std::string id = in.str(kMaxNameText);
        std::string version = in.str(kMaxVersionText);
        const std::uint64_t length = in.u64();
        if (in.ok() && length > in.remaining()) in.fail("a pack block longer than the save");
        if (!in.ok()) break;
        ByteReader block = in.sub(static_cast<std::size_t>(length));
        std::size_t index = g.packs.size();
        for (std::size_t p = 0; p < g.packs.size(); ++p) {
            if (g.packs[p].id == id) index = p;
        }
        if (index == g.packs.size()) {
            report.missing_packs.push_back(id);
            const auto bytes = block.span();
            g.packs_aside.push_back(PackAside{std::move(id), std::move(version), {bytes.begin(), bytes.end()}});
            continue;
        }
        if (g.packs[index].version != version) {
            report.pack_notes.push_back(phrase("save.pack_version", {{"name", "'" + id + "'"},
                                                                     {"what", g.packs[index].version},
                                                                     {"text", version}}));
        }
        read_pack_fields(block, g.packs[index], content.packs[index]);
        PackEntities entities{{}, ByteReader(std::span<const std::byte>{})};
        const std::size_t count = block.count(8, "pack entities");
        for (std::size_t e = 0; e < count && block.ok(); ++e) entities.uids.push_back(block.u64());
        if (!block.ok()) {
            in.fail("pack '" + id + "': " + block.error());
            break;
        }
        entities.records = block;
        queued.push_back(std::move(entities));
    }
    return queued;
}

// What the rules take for granted of the entities, which a damaged save could break. Between turns nobody on the
// map is dying (deaths_system took the dead off), and the minds count on it (creature_on in sim/state/game.hpp):
// only the player of a run already over may lie there at 0. And an ammo is fired by a firing effect
// (effect_flag::kFiring), as the loader holds every ammo row to.
void check_entities(ByteReader& in, const Game& g) {
    const GameWorld& w = g.world;
    bool spent = false;
    bool misfired = false;
    const auto effects = effect_table();
    w.each_entity([&](ecs::Entity e) {
        const Health* hp = w.try_get<Health>(e);
        if (hp != nullptr && hp->hp <= 0 && w.has<Position>(e) && !(e == g.player && g.outcome != Outcome::alive)) {
            spent = true;
        }
        const Ammo* ammo = w.try_get<Ammo>(e);
        if (ammo != nullptr && (ammo->fired_by >= effects.size() || !effects[ammo->fired_by].firing())) misfired = true;
    });
    if (spent) in.fail("a creature on the map has no hit points left");
    if (in.ok() && misfired) in.fail("an ammo is fired by an effect no launcher fires by");
}

// The spatial index from the Position components, then the invariants move_to() keeps, checked.
void rebuild_places(ByteReader& in, Game& g) {
    GameWorld& w = g.world;
    bool in_bounds = true;
    w.each_entity([&](ecs::Entity e) {
        const Location* loc = w.try_get<Location>(e);
        const Position* pos = w.try_get<Position>(e);
        if (pos != nullptr && !g.floor.map.in_bounds(pos->cell)) in_bounds = false;
        if (loc != nullptr && loc->place.kind == PlaceKind::cell) {
            if (!g.floor.map.in_bounds(loc->place.cell)) in_bounds = false;
        }
    });
    if (!in_bounds) {
        in.fail("an entity stands outside the map");
        return;
    }
    g.places.cover(g.floor.map.width(), g.floor.map.height());
    w.each_entity([&](ecs::Entity e) {
        const Location* loc = w.try_get<Location>(e);
        if (loc != nullptr && loc->place.kind == PlaceKind::cell) g.places.insert(w, loc->place.cell, e);
    });
    const std::vector<std::string> problems = check_locations(w, g.places);
    if (!problems.empty()) {
        in.fail("entity places disagree: " + problems.front());
        return;
    }
    if (g.outcome == Outcome::alive && !w.has<Position>(g.player)) in.fail("the living player is not on the map");
}

void read_view(ByteReader& in, Game& g) {
    const int w = g.floor.map.width();
    const int h = g.floor.map.height();
    if (!read_grid(in, g.view.visible, w, h)) return;
    if (!read_grid(in, g.view.remembered, w, h)) return;
    (void)read_grid(in, g.view.trodden, w, h);
}

// None (a save from before format 7: every message plain) or one per saved message.
void read_tones(ByteReader& in, MessageLog& log) {
    const std::size_t n = in.count(1, "message tones");
    if (!in.ok() || n == 0) return;
    if (n != log.size()) {
        in.fail(std::to_string(n) + " message tones for " + std::to_string(log.size()) + " messages");
        return;
    }
    std::vector<Tone> tones;
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        const std::uint8_t t = in.u8();
        if (t > static_cast<std::uint8_t>(Tone::info)) in.fail("a message tone that does not exist (" + std::to_string(t) + ")");
        tones.push_back(static_cast<Tone>(t));
    }
    if (in.ok()) log.set_tones(tones);
}

void read_log(ByteReader& in, MessageLog& log) {
    const std::uint32_t turn = in.u32();
    const std::uint64_t next_sequence = in.u64();
    const std::uint64_t first_unseen = in.u64();
    const std::size_t n = in.count(4 + 4 + 4 + 8, "messages");
    std::deque<Message> messages;
    for (std::size_t i = 0; i < n && in.ok(); ++i) {
        Message m;
        m.text = in.str(kMaxMessageText);
        m.turn = in.u32();
        m.repeats = in.u32();
        m.sequence = in.u64();
        messages.push_back(std::move(m));
    }
    if (in.ok()) log.restore(std::move(messages), turn, next_sequence, first_unseen);
}

// The run's fields first: the floor is rebuilt from the seed, generation and depth they hold.
Expected<std::unique_ptr<Game>, LoadError> read_body(std::span<const std::byte> body, const Content& content,
                                                     LoadReport& report) {
    ByteReader in(body);
    auto g = std::make_unique<Game>(content, 0, std::string{});
    read_run_fields(in, *g, content, report);
    const StableId level = g->descent.level;
    if (in.ok() && level != StableId{} && content.find_level(level) == nullptr) {
        in.fail("the level forced on every floor of this run is not in the level table");
    }
    if (in.ok()) read_floor(in, *g, content);
    if (in.ok()) read_view(in, *g);
    std::vector<PackEntities> pack_entities;
    if (in.ok()) pack_entities = read_packs(in, *g, content, report);
    if (in.ok()) read_entities(in, *g, content, report, pack_entities);
    if (in.ok()) rebuild_places(in, *g);
    if (in.ok()) check_entities(in, *g);
    if (in.ok()) read_log(in, g->log);
    if (in.ok()) read_tones(in, g->log);
    if (in.ok() && !in.at_end()) in.fail(std::to_string(in.remaining()) + " bytes after the end of the body");
    if (!in.ok()) return Unexpected{error(LoadFailure::corrupt, in.error())};
    return g;
}

}  // namespace

std::string_view failure_name(LoadFailure f) noexcept {
    switch (f) {
        case LoadFailure::wrong_magic:
            return "wrong magic";
        case LoadFailure::truncated:
            return "truncated";
        case LoadFailure::bad_checksum:
            return "bad checksum";
        case LoadFailure::newer_format:
            return "newer format";
        case LoadFailure::corrupt:
            return "corrupt";
    }
    return "corrupt";
}

std::string LoadReport::dropped_message() const {
    if (dropped() == 0) return {};
    std::string parts;
    auto add = [&](std::size_t n, std::string_view key) {
        if (n == 0) return;
        if (!parts.empty()) parts += ", ";
        parts += phrase(key, {{"n", std::to_string(n)}});
    };
    add(dropped_entities, "save.left_out_things");
    add(dropped_effects, "save.left_out_effects");
    add(dropped_components, "save.left_out_properties");
    return phrase("save.left_out", {{"text", parts}});
}

std::string LoadReport::missing_packs_message() const {
    if (missing_packs.empty()) return {};
    std::string names;
    for (std::size_t i = 0; i < missing_packs.size(); ++i) names += (i == 0 ? "'" : ", '") + missing_packs[i] + "'";
    return phrase("save.packs_missing", {{"n", std::to_string(missing_packs.size())}, {"text", names}});
}

std::vector<std::byte> save_bytes(const RunState& g) {
    ByteWriter body;
    write_run_fields(body, g);
    write_floor(body, g);
    write_view(body, g.view);
    write_packs(body, g);
    write_entities(body, g);
    write_log(body, g.log);
    write_tones(body, g.log);

    ByteWriter out;
    for (const char c : kMagic) out.u8(static_cast<std::uint8_t>(c));
    out.u32(kFormatVersion);
    out.str(game_version());
    out.u64(content_hash(*g.content));
    out.u64(body.size());
    out.u64(checksum(body.bytes()));
    out.raw(body.bytes());
    return std::move(out).take();
}

Expected<std::unique_ptr<Game>, LoadError> load_save(std::span<const std::byte> bytes, const Content& content,
                                                     LoadReport* report_out) {
    LoadReport report;
    ByteReader in(bytes);
    for (const char c : kMagic) {
        if (in.remaining() == 0 || in.u8() != static_cast<std::uint8_t>(c)) {
            return Unexpected{error(LoadFailure::wrong_magic, "")};
        }
    }
    if (bytes.size() < kFixedHeaderBytes) return Unexpected{error(LoadFailure::truncated, "no complete header")};
    report.format = in.u32();
    if (report.format > kFormatVersion) {
        return Unexpected{error(LoadFailure::newer_format, "format " + std::to_string(report.format) +
                                                               "; this version reads up to " +
                                                               std::to_string(kFormatVersion))};
    }
    if (report.format == 0) return Unexpected{error(LoadFailure::corrupt, "format 0")};
    report.game_version = in.str(kMaxVersionText);
    report.content_hash = in.u64();
    const std::uint64_t length = in.u64();
    const std::uint64_t sum = in.u64();
    if (!in.ok()) return Unexpected{error(LoadFailure::truncated, in.error())};
    if (length > in.remaining()) {
        return Unexpected{error(LoadFailure::truncated, std::to_string(in.remaining()) + " of " +
                                                            std::to_string(length) + " body bytes")};
    }
    if (length < in.remaining()) {
        return Unexpected{error(LoadFailure::corrupt, std::to_string(in.remaining() - length) +
                                                          " bytes after the body")};
    }
    const std::span<const std::byte> body = bytes.subspan(in.position());
    if (checksum(body) != sum) return Unexpected{error(LoadFailure::bad_checksum, "")};

    auto migrated = migrate_body(report.format, body, migration_steps());
    if (!migrated) return Unexpected{error(LoadFailure::corrupt, migrated.error())};
    auto game = read_body(*migrated, content, report);
    if (!game) return game;
    const std::string dropped = report.dropped_message();
    if (!dropped.empty()) (*game)->log.add(dropped);
    if (const std::string missing = report.missing_packs_message(); !missing.empty()) (*game)->log.add(missing);
    for (const std::string& note : report.pack_notes) (*game)->log.add(note);
    if (report_out != nullptr) *report_out = std::move(report);
    return game;
}

}  // namespace yoord::save
