#include "render/game/monster_memory.hpp"

#include <algorithm>
#include <utility>

#include "render/game/item_details.hpp"
#include "sim/text/strings.hpp"

namespace yoord {
namespace {

// "frost bolt, fire breath": the spells or wands a record names, in the player's language; an id the tables no
// longer have is left out.
std::string arts_words(const Content& content, const std::vector<std::string>& ids) {
    std::string out;
    for (const std::string& id : ids) {
        std::string name;
        if (const SpellDef* spell = content.find_spell(stable_id(id))) {
            name = row_name(*spell);
        } else if (const auto row = content.find(id)) {
            name = row_name(content.common(*row));
        }
        if (name.empty()) continue;
        out += out.empty() ? name : phrase("guide.and_more", {{"text", name}});
    }
    return out;
}

std::string conditions_words(const std::vector<std::string>& ids) {
    std::string out;
    for (const std::string& id : ids) {
        const std::string words = effect_words(id);
        out += out.empty() ? words : phrase("guide.and_more", {{"text", words}});
    }
    return out;
}

void add_record(const Content& content, const MonsterRecord& r, std::string name, std::vector<std::string>& out) {
    out.push_back(std::move(name));
    if (r.kills > 0) out.push_back(phrase("memory.kills", {{"n", std::to_string(r.kills)}}));
    if (r.blows_landed > 0) {
        out.push_back(phrase("memory.blows", {{"n", std::to_string(r.blows_landed)}, {"count", std::to_string(r.heaviest_blow)}}));
    }
    if (r.misses > 0) out.push_back(phrase("memory.misses", {{"n", std::to_string(r.misses)}}));
    if (!r.conditions.empty()) out.push_back(phrase("memory.conditions", {{"text", conditions_words(r.conditions)}}));
    if (const std::string arts = arts_words(content, r.arts); !arts.empty()) {
        out.push_back(phrase("memory.arts", {{"text", arts}}));
    }
    if (r.hardest_hit > 0) out.push_back(phrase("memory.your_blow", {{"n", std::to_string(r.hardest_hit)}}));
}

}  // namespace

std::vector<std::string> monster_memory_lines(const Game& g) {
    std::vector<std::pair<std::string, const MonsterRecord*>> named;
    for (const MonsterRecord& r : g.memory.kinds) {
        const auto row = g.content->find(r.row);
        if (!row) continue;  // a kind the tables no longer have: kept in the save, not shown
        named.emplace_back(row_name(g.content->common(*row)), &r);
    }
    std::sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (const auto& [name, record] : named) {
        if (!out.empty()) out.emplace_back();
        add_record(*g.content, *record, name, out);
    }
    if (out.empty()) out.push_back(phrase("memory.none"));
    return out;
}

std::unique_ptr<TextPagerLayer> make_monster_memory_layer(const Game& g) {
    return make_lines_layer("monster_memory", phrase("memory.title"), monster_memory_lines(g));
}

}  // namespace yoord
