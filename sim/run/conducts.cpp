#include "sim/run/conducts.hpp"

#include <bit>
#include <string>

#include "sim/state/game.hpp"
#include "sim/rules/loadout.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

struct ConductRow {
    std::string_view id;
    std::string_view words;
    char mark;
};

constexpr ConductRow kRows[] = {
#define YOORD_CONDUCT_ROW(name, words, mark) ConductRow{#name, words, mark},
    YOORD_CONDUCTS(YOORD_CONDUCT_ROW)
#undef YOORD_CONDUCT_ROW
};

const ConductRow& row(Conduct c) noexcept { return kRows[static_cast<std::size_t>(c)]; }

}  // namespace

std::string_view conduct_id(Conduct c) noexcept { return row(c).id; }
std::string conduct_name(Conduct c) { return phrase("conduct_name." + std::string(row(c).id)); }
std::string conduct_words(Conduct c) { return phrase(row(c).words); }
char conduct_mark(Conduct c) noexcept { return row(c).mark; }

std::string conduct_marks(ConductMask mask) {
    std::string out;
    for (const Conduct c : conducts_in(mask)) out += conduct_mark(c);
    return out.empty() ? "-" : out;
}

std::vector<Conduct> all_conducts() {
    std::vector<Conduct> out;
    for (std::size_t i = 0; i < kConductCount; ++i) out.push_back(static_cast<Conduct>(i));
    return out;
}

std::vector<Conduct> conducts_in(ConductMask mask) {
    std::vector<Conduct> out;
    for (const Conduct c : all_conducts()) {
        if ((mask & conduct_bit(c)) != 0) out.push_back(c);
    }
    return out;
}

std::vector<std::string> conduct_words_in(ConductMask mask) {
    std::vector<std::string> out;
    for (const Conduct c : conducts_in(mask)) out.emplace_back(conduct_words(c));
    return out;
}

void break_conduct(Game& g, ecs::Entity who, Conduct c) {
    if (who != g.player || who == ecs::null_entity) return;
    g.conducts_broken = static_cast<ConductMask>(g.conducts_broken | conduct_bit(c));
}

ConductMask kept_conducts(const Game& g) {
    ConductMask kept = static_cast<ConductMask>(kAllConducts & ~g.conducts_broken);
    const bool lurk = g.world.valid(g.player) && has_effect<LurkBody>(g.world, g.player);
    if (!lurk) kept = static_cast<ConductMask>(kept & ~conduct_bit(Conduct::lurk));
    return kept;
}

ConductMask settle_old_meanings(ConductMask broken) noexcept {
    return static_cast<ConductMask>(broken & ~(conduct_bit(Conduct::armour) | conduct_bit(Conduct::lurk)));
}

int conduct_bonus_percent(ConductMask mask) noexcept {
    return std::popcount(static_cast<unsigned>(mask & kAllConducts)) * kConductPercent;
}

}  // namespace yoord
