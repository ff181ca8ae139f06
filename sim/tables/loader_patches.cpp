// The loader: [[patch]] rows (read in phase 1, applied after bases in load order), effect references and
// pack triggers.

#include "sim/tables/loader_state.hpp"

namespace yoord::tables::load {

void resolve_effect(EffectRef& ref, Resolver& r) {
    if (const EffectInfo* e = find_effect(ref.id)) {
        ref.bit = e->bit;
        return;
    }
    r.out.error(ref.where, with_suggestion("unknown effect " + q(ref.id), ref.id, r.effect_ids));
}

void resolve_firing_effect(EffectRef& ref, Resolver& r) {
    const EffectInfo* e = find_effect(ref.id);
    if (e == nullptr || e->firing()) {
        resolve_effect(ref, r);  // found and firing, or unknown (said as any unknown effect is)
        return;
    }
    std::string firing;
    for (const EffectInfo& f : effect_table()) {
        if (f.firing()) firing += (firing.empty() ? "" : ", ") + q(f.id);
    }
    r.out.error(ref.where, "fired_by names " + q(ref.id) + ", which no launcher fires by; it must be one of " + firing);
}

void resolve_gear(MonsterDef& d, Resolver& r) {
    for (const RowRefName& look : d.disguise) {
        const auto it = r.ids.find(look.id);
        if (it == r.ids.end()) {
            r.out.error(look.where, with_suggestion("disguise names an unknown item " + q(look.id), look.id, r.item_ids));
        } else if (!is_item(it->second.category)) {
            r.out.error(look.where, "disguise " + q(look.id) + " is a " + std::string(enum_name(it->second.category)) +
                                        ", not an item");
        }
    }
    for (const GearRoll& roll : d.gear) {
        const auto it = r.ids.find(roll.item.id);
        if (it == r.ids.end()) {
            r.out.error(roll.item.where, with_suggestion("unknown item " + q(roll.item.id), roll.item.id, r.item_ids));
        } else if (!is_item(it->second.category)) {
            r.out.error(roll.item.where, "gear " + q(roll.item.id) + " is a " +
                                             std::string(enum_name(it->second.category)) + ", not an item");
        }
    }
}

void Loader::parse_patches(const toml::node& node, std::uint32_t file) {
    if (file_pack_[file] == kCorePack) {
        out_.error(loc_of(node, file), "[[patch]] belongs in a pack; the built-in set edits its rows directly");
        return;
    }
    const auto* rows = node.as_array();
    if (rows == nullptr || !rows->is_array_of_tables()) {
        out_.error(loc_of(node, file), "'patch' must be an array of tables: write each one as [[patch]]");
        return;
    }
    for (const toml::node& row_node : *rows) {
        const toml::table& row = *row_node.as_table();
        PendingPatch patch;
        patch.file = file;
        patch.where = loc_of(row, file);
        for (const auto& [key, value] : row) {
            FieldCtx c{out_, file, key.str()};
            if (key.str() == "target") {
                if (read_text(value, c, patch.target)) patch.target_at = loc_of(value, file);
            } else if ((key.str() == "set" || key.str() == "append") && value.is_table()) {
                (key.str() == "set" ? patch.set : patch.append) = *value.as_table();
            } else if (key.str() == "set" || key.str() == "append") {
                out_.error(loc_of(value, file), "key " + q(key.str()) + " must be a table of keys: " +
                                                    std::string(key.str()) + " = { hp = \"2d8\" }");
            } else {
                unknown_key(out_, key, file, "a [[patch]]", std::vector<std::string>{"append", "set", "target"});
            }
        }
        if (patch.target.empty()) {
            out_.error(patch.where, "a [[patch]] needs 'target', the id of the row it changes");
            continue;
        }
        if (!patch.set && !patch.append) {
            out_.error(patch.where, "a [[patch]] needs 'set' or 'append' (or both): what it changes");
            continue;
        }
        patches_.push_back(std::move(patch));
    }
}

void Loader::apply_patches() {
    std::vector<std::string> known;
    for (const auto& [id, entry] : ids_) known.push_back(id);
    for (const PendingPatch& patch : patches_) {
        const std::string& pack = file_pack_[patch.file];
        const std::string target = qualify(patch.target, patch.target_at);
        const auto it = ids_.find(target);
        if (it == ids_.end()) {
            out_.error(patch.target_at, with_suggestion("a patch of unknown row " + q(target), target, known));
            continue;
        }
        const std::string_view owner = pack_of(target);
        const auto manifest = std::find_if(packs_.begin(), packs_.end(), [&](const PackManifest& m) { return m.id == pack; });
        const bool allowed = owner == kCorePack || owner == pack ||
                             (manifest != packs_.end() &&
                              std::find(manifest->depends.begin(), manifest->depends.end(), owner) != manifest->depends.end());
        if (!allowed) {
            out_.error(patch.target_at, "pack " + q(pack) + " patches " + q(target) + " but does not depend on " +
                                            q(owner) + "; add it to 'depends' in pack.toml so it loads first");
            continue;
        }
        for_each_table([&](auto& t) {
            if (t.category() == it->second.category) t.apply_patch(target, patch, pack, out_, patch_notes_);
        });
    }
}

void Loader::resolve_triggers(Resolver& r) {
    std::vector<std::string> known;
    for (const auto& [id, entry] : ids_) known.push_back(id);
    const auto check_row = [&](const RowRefName& name) {
        if (!ids_.contains(name.id)) out_.error(name.where, with_suggestion("unknown row " + q(name.id), name.id, known));
    };
    for (PackManifest& m : packs_) {
        for (TriggerDef& t : m.triggers) {
            for (const RowRefName& id : t.ids) check_row(id);
            for (TriggerAction& a : t.actions) {
                if (a.verb == TriggerVerb::spawn) check_row(a.row);
                if (a.verb == TriggerVerb::grant) resolve_effect(a.effect, r);
            }
        }
        for (PackLayerDef& layer : m.layers) resolve_effect(layer.effect, r);
    }
}

}  // namespace yoord::tables::load
