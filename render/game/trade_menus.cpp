#include "render/game/trade_menus.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "render/ui/barter_layer.hpp"
#include "render/ui/confirm_layer.hpp"
#include "render/ui/menu_layer.hpp"
#include "render/ui/pack_view.hpp"
#include "render/game/item_details.hpp"
#include "render/game/view_model.hpp"
#include "sim/world/components.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {
namespace {

constexpr char32_t kStrikeLetter = U'X';

// The spirit's wares (a, b, c: they are not the player's), each with what the player would know of it once made,
// as the pack's item screen says it (render/game/item_details.hpp).
std::vector<MenuItem> ware_items(Game& g, const std::vector<Ware>& wares, bool affordable) {
    std::vector<MenuItem> items;
    for (std::size_t i = 0; i < wares.size(); ++i) {
        std::vector<std::string> details;
        if (wares[i].kind == Ware::Kind::item) details = row_details(g, wares[i].row);
        items.push_back(MenuItem{static_cast<char32_t>(U'a' + i), wares[i].name, affordable, std::move(details)});
    }
    items.push_back(MenuItem{kStrikeLetter, phrase("trade.strike_it"), true});
    return items;
}

// What the spirit is and what it asks, above its wares; why the player cannot pay, when it cannot.
std::vector<std::string> trade_header(const Game& g, ecs::Entity spirit, const std::string& refusal) {
    std::vector<std::string> header;
    const std::string about = row_description(g.content->common(RowRef{Category::monster, g.world.get<Identity>(spirit).row}));
    if (!about.empty()) header.push_back(about);
    const Spirit& s = g.world.get<Spirit>(spirit);
    header.push_back(phrase(s.pulls < 0 ? "trade.price_shadow" : "trade.price_light", {{"what", price_text(s)}}));
    if (!refusal.empty()) header.push_back(refusal);
    return header;
}

// The player's goods as the pack shows them: each item under its own pack letter, named as the pack names it
// (count, tag), with the pack's details (its dice, armour, charges); then the spells it could give, numbered as
// the spell menu numbers them.
std::vector<MenuItem> goods_items(Game& g, const std::vector<Ware>& goods) {
    const std::vector<PackEntry> pack = make_pack_entries(g);
    std::vector<MenuItem> items;
    char32_t spell_key = U'1';
    for (const Ware& good : goods) {
        if (good.kind == Ware::Kind::spell) {
            items.push_back(MenuItem{spell_key <= U'9' ? spell_key : 0, good.name, true});
            ++spell_key;
            continue;
        }
        const auto letter = static_cast<char32_t>(U'a' + g.world.get<Location>(good.item).place.index);
        const auto entry = std::find_if(pack.begin(), pack.end(), [&](const PackEntry& e) { return e.letter == letter; });
        if (entry == pack.end()) {
            items.push_back(MenuItem{letter, good.name, true});
            continue;
        }
        items.push_back(MenuItem{letter, pack_label(*entry), true, entry->details});
    }
    return items;
}

std::optional<Intent> confirm_strike(LayerStack& stack, const Game& g, ecs::Entity spirit, Direction d) {
    const std::string question = phrase("trade.really_strike", {{"name", the_name_of(g, spirit)}});
    if (!stack.query(std::make_unique<ConfirmLayer>(question)).value_or(false)) return std::nullopt;
    return Intent::strike(d);
}

// A barter: the spirit's wares against the player's goods, two columns on one screen (render/ui/barter_layer.hpp).
std::optional<Intent> ask_barter(LayerStack& stack, Game& g, ecs::Entity spirit, Direction d, const std::string& title,
                                 const std::vector<Ware>& wares, const std::string& refusal) {
    const std::vector<Ware> goods = barter_goods(g, g.player);
    if (goods.empty()) {
        say(g, "trade.nothing_to_give", {.object = spirit});
        return std::nullopt;
    }
    BarterColumns columns;
    columns.theirs_title = phrase("trade.theirs");
    columns.theirs = ware_items(g, wares, refusal.empty());
    columns.final_lines = 1;  // strike it
    columns.yours_title = phrase("trade.yours");
    columns.yours = goods_items(g, goods);
    const std::optional<BarterChoice> choice = stack.query(
        std::make_unique<BarterLayer>(title, trade_header(g, spirit, refusal), std::move(columns), "barter"));
    if (!choice) return std::nullopt;
    if (choice->theirs >= wares.size() || !choice->yours) return confirm_strike(stack, g, spirit, d);
    return Intent::trade(d, static_cast<std::uint8_t>(choice->theirs), static_cast<std::int32_t>(*choice->yours));
}

}  // namespace

std::optional<Intent> ask_trade(LayerStack& stack, Game& g, Direction d) {
    const ecs::Entity spirit = creature_at(g, player_cell(g) + offset(d));
    if (!trading_spirit(g, spirit)) return std::nullopt;
    const Spirit& s = g.world.get<Spirit>(spirit);
    const std::vector<Ware> wares = spirit_wares(g, spirit);
    if (wares.empty()) {
        say(g, "trade.nothing_for_you", {.subject = spirit});
        return std::nullopt;
    }
    const std::string refusal = price_refusal(g, g.player, s);
    const bool barter = s.trade == SpiritTrade::barter;
    const std::string title = sentence(g, barter ? "trade.would_trade" : "trade.offers", {.subject = spirit});
    if (barter) return ask_barter(stack, g, spirit, d, title, wares, refusal);
    const std::optional<std::size_t> picked = stack.query(std::make_unique<MenuLayer>(
        title, trade_header(g, spirit, refusal), ware_items(g, wares, refusal.empty()), "offer"));
    if (!picked) return std::nullopt;
    if (*picked >= wares.size()) return confirm_strike(stack, g, spirit, d);
    return Intent::trade(d, static_cast<std::uint8_t>(*picked));
}

}  // namespace yoord
