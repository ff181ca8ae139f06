#include "render/ui/pack_view.hpp"

#include <algorithm>
#include <memory>

#include "render/ui/layer_stack.hpp"
#include "render/ui/menu_layer.hpp"
#include "render/utf8.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

constexpr std::size_t kAlphabet = 26;

}  // namespace

std::string pack_label(const PackEntry& entry) {
    std::string out = entry.name;
    if (entry.count > 1) out += " ×" + std::to_string(entry.count);
    std::string notes = entry.equipped ? "equipped" : "";
    if (!entry.tag.empty()) notes += (notes.empty() ? "" : ", ") + entry.tag;
    if (!notes.empty()) out += " (" + notes + ")";
    return out;
}

std::string pack_line(const PackEntry& entry) {
    std::string out;
    append_utf8(out, entry.letter);
    return out + " - " + pack_label(entry);
}

bool offers(const PackEntry& entry, Action action) {
    return std::find(entry.actions.begin(), entry.actions.end(), action) != entry.actions.end();
}

std::optional<char32_t> query_pack(LayerStack& stack, const std::vector<PackEntry>& pack, const std::string& prompt,
                                   std::optional<Action> only) {
    std::vector<MenuItem> items;
    std::vector<char32_t> letters;
    for (const PackEntry& entry : pack) {
        if (only && !offers(entry, *only)) continue;
        items.push_back(MenuItem{entry.letter, pack_label(entry), true});
        letters.push_back(entry.letter);
    }
    if (items.empty()) items.push_back(MenuItem{0, only ? phrase("pack.nothing_carry_will_do") : phrase("pack.pack_empty"), false});
    const std::optional<std::size_t> picked = stack.query(std::make_unique<MenuLayer>(prompt, std::move(items), "pack"));
    if (!picked || *picked >= letters.size()) return std::nullopt;
    return letters[*picked];
}

std::optional<PileChoice> query_pile(LayerStack& stack, const std::vector<std::string>& names, char32_t all_key) {
    std::vector<MenuItem> items;
    items.push_back(MenuItem{all_key, phrase("pack.everything_here"), true});
    for (std::size_t i = 0; i < names.size(); ++i) {
        // Past z an item is reached with the cursor (a pile that tall is rare).
        const char32_t letter = i < kAlphabet ? static_cast<char32_t>(U'a' + i) : 0;
        items.push_back(MenuItem{letter, names[i], true});
    }
    std::string title = phrase("pack.pick_up");
    append_utf8(title, all_key);
    title += phrase("pack.again_everything");
    const std::optional<std::size_t> picked = stack.query(std::make_unique<MenuLayer>(title, std::move(items), "pile"));
    if (!picked) return std::nullopt;
    if (*picked == 0) return PileChoice{true, 0};
    return PileChoice{false, *picked - 1};
}

std::optional<Action> query_item_action(LayerStack& stack, const Keymap& keymap, const PackEntry& entry) {
    std::vector<MenuItem> items;
    for (const Action a : entry.actions) {
        const std::vector<Key>& keys = keymap.keys_for(a);
        const char32_t letter = keys.empty() || keys.front().code >= keys::kNamedBase ? 0 : keys.front().code;
        items.push_back(MenuItem{letter, phrase(info(a).help), true});
    }
    const std::optional<std::size_t> picked =
        stack.query(std::make_unique<MenuLayer>(pack_line(entry), entry.details, std::move(items), phrase("pack.item_actions")));
    if (!picked || *picked >= entry.actions.size()) return std::nullopt;
    return entry.actions[*picked];
}

}  // namespace yoord
