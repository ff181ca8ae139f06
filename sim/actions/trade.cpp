#include "sim/actions/trade.hpp"

#include <optional>
#include <string>
#include <vector>

#include "sim/items/pack.hpp"
#include "sim/rules/spirits.hpp"
#include "sim/text/say.hpp"

namespace yoord {

ActionResult trade(Game& g, ecs::Entity trader, Direction d, std::uint8_t theirs, std::int32_t yours) {
    if (trader != g.player) return ActionResult::failure();  // only the one who leads a side trades
    const Position* at = g.world.try_get<Position>(trader);
    if (at == nullptr) return ActionResult::failure();
    const ecs::Entity spirit = creature_at(g, at->cell + offset(d));
    if (!trading_spirit(g, spirit)) return ActionResult::failure(sentence(g, "trade.no_spirit"));
    const Spirit s = g.world.get<Spirit>(spirit);
    const std::vector<Ware> wares = spirit_wares(g, spirit);
    if (theirs >= wares.size()) return ActionResult::failure(sentence(g, "trade.no_such_ware"));
    const Ware& ware = wares[theirs];
    std::optional<Ware> good;
    if (s.trade == SpiritTrade::barter) {
        const std::vector<Ware> goods = barter_goods(g, trader);
        if (yours < 0 || static_cast<std::size_t>(yours) >= goods.size()) {
            return ActionResult::failure(sentence(g, "trade.no_such_good"));
        }
        good = goods[static_cast<std::size_t>(yours)];
    }
    if (std::string why = price_refusal(g, trader, s); !why.empty()) return ActionResult::failure(std::move(why));
    const bool frees_letter = good && good->kind == Ware::Kind::item;
    if (ware.kind == Ware::Kind::item && !frees_letter && !has_free_letter(g, trader)) {
        return ActionResult::failure(sentence(g, "refuse.pack_full"));
    }

    settle_trade(g, trader, spirit, ware, good);
    return ActionResult::success();
}

}  // namespace yoord
