#include "sim/rules/identify.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "sim/run/events.hpp"
#include "sim/text/say.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

// Looks for potions and wands: more than any table holds rows, so every row gets its own.
// The looks an unknown potion or wand may have, as keys of the sentence table ([potion_look], [wand_look]):
// the order is the seed's shuffle, so a new word goes at the end.
constexpr std::array<std::string_view, 28> kPotionLooks{
    "murky",   "fizzy",  "cloudy",    "smoky",   "bubbly",  "milky",  "golden",   "crimson", "azure",   "emerald",
    "violet",  "amber",  "inky",      "silvery", "pink",    "brown",  "orange",   "turquoise", "viscous", "glowing",
    "sparkling", "oily", "swirling", "effervescent", "dark", "puce", "clear",  "speckled"};
constexpr std::array<std::string_view, 26> kWandLooks{
    "oak",    "ash",   "yew",    "maple",  "pine",    "birch",  "ebony",  "bone",   "ivory",   "copper",
    "iron",   "brass", "silver", "glass",  "crystal", "jade",   "bamboo", "cedar",  "marble",  "pewter",
    "redwood", "hickory", "tin", "obsidian", "willow", "elm"};
// Scroll labels are made of these syllables, two or three to a label.
constexpr std::array<std::string_view, 24> kSyllables{"XU", "NAB", "ZO", "KER", "VEL", "TH", "ORM", "PRA",
                                                       "GU",  "LIX", "EB", "FOO", "SNA", "RIK", "AM",  "DU",
                                                       "BLE", "ZAR", "YOK", "MAS", "TE",  "WIN", "QU",  "ELB"};
constexpr int kMinSyllables = 2;
constexpr int kExtraSyllables = 2;  // up to 2 + 1 syllables

std::string_view category_noun(Category c) {
    switch (c) {
        case Category::potion:
            return "potion";
        case Category::scroll:
            return "scroll";
        case Category::wand:
            return "wand";
        case Category::monster:
        case Category::ring:
        case Category::weapon:
        case Category::armour:
        case Category::launcher:
        case Category::ammo:
        case Category::coin:
        case Category::element:
        case Category::trap:
        case Category::rune:
        case Category::deck:
        case Category::card:
        case Category::treat:
            return "";
    }
    return "";
}

Rng appearance_stream(std::uint64_t seed, Category c) {
    return Rng::derive(seed, "appearances", {static_cast<std::uint64_t>(c)});
}

// The i-th look of a shuffled word list.
template <std::size_t N>
std::string_view shuffled_word(const std::array<std::string_view, N>& words, Rng rng, std::uint32_t index) {
    std::array<std::string_view, N> order = words;
    rng.shuffle(std::span<std::string_view>(order));
    return order[index % N];
}

std::string label(Rng& rng) {
    std::string out;
    const int count = kMinSyllables + static_cast<int>(rng.below(kExtraSyllables));
    for (int i = 0; i < count; ++i) out += kSyllables[rng.below(kSyllables.size())];
    return out;
}

// The label of scroll row `index`: the scroll rows' labels are drawn in row order, all distinct, so the rows
// after it do not change it and are not drawn.
std::string scroll_label(const Content& content, std::uint64_t seed, std::uint32_t index) {
    Rng rng = appearance_stream(seed, Category::scroll);
    std::vector<std::string> labels;
    const std::size_t rows = std::min<std::size_t>(content.row_count(Category::scroll), index + std::size_t{1});
    labels.reserve(rows);
    while (labels.size() < rows) {
        std::string next = label(rng);
        if (std::find(labels.begin(), labels.end(), next) == labels.end()) labels.push_back(std::move(next));
    }
    return std::move(labels.back());
}

const std::vector<StableId>* discoveries(const Game& g) {
    const Discoveries* d = g.world.try_get<Discoveries>(g.player);
    return d != nullptr ? &d->kinds : nullptr;
}

std::optional<RowRef> item_row(const Game& g, ecs::Entity item) {
    const Identity* id = g.world.try_get<Identity>(item);
    if (id == nullptr) return std::nullopt;
    return RowRef{id->category, id->row};
}

}  // namespace

bool has_appearances(Category c) noexcept { return !category_noun(c).empty(); }

std::string appearance(const Content& content, std::uint64_t seed, RowRef row) {
    static_assert(kPotionLooks.size() >= 20 && kWandLooks.size() >= 20, "room for every row and a few more");
    switch (row.category) {
        case Category::potion:
            return phrase("name.potion_look",
                          {{"word", phrase("potion_look." + std::string(shuffled_word(kPotionLooks, appearance_stream(seed, row.category), row.index)))}});
        case Category::wand:
            return phrase("name.wand_look",
                          {{"word", phrase("wand_look." + std::string(shuffled_word(kWandLooks, appearance_stream(seed, row.category), row.index)))}});
        case Category::scroll:
            return phrase("name.scroll_look", {{"word", scroll_label(content, seed, row.index)}});
        case Category::monster:
        case Category::ring:
        case Category::weapon:
        case Category::armour:
        case Category::launcher:
        case Category::ammo:
        case Category::coin:
        case Category::element:
        case Category::trap:
        case Category::rune:
        case Category::deck:
        case Category::card:
        case Category::treat:
            return "";
    }
    return "";
}

bool kind_known(const Game& g, RowRef row) {
    if (!has_appearances(row.category)) return true;
    const std::vector<StableId>* known = discoveries(g);
    if (known == nullptr) return false;
    return std::binary_search(known->begin(), known->end(), g.content->common(row).stable);
}

bool kind_known(const Game& g, ecs::Entity item) {
    const auto row = item_row(g, item);
    return !row || kind_known(g, *row);
}

bool learn_kind(Game& g, RowRef row) {
    if (kind_known(g, row)) return false;
    if (!g.world.has<Discoveries>(g.player)) g.world.emplace<Discoveries>(g.player);
    std::vector<StableId>& known = g.world.get<Discoveries>(g.player).kinds;
    const StableId id = g.content->common(row).stable;
    known.insert(std::upper_bound(known.begin(), known.end(), id), id);
    return true;
}

bool learn_kind(Game& g, ecs::Entity item) {
    const auto row = item_row(g, item);
    return row && learn_kind(g, *row);
}

void learn_from_use(Game& g, RowRef row, bool shown, bool used_up) {
    if (!shown) {
        if (!kind_known(g, row)) {
            TurnEvent used = make_event(EventKind::unknown_use, g.player);
            used.key = g.content->common(row).id;
            record(g, std::move(used));
        }
        return;
    }
    if (!learn_kind(g, row)) return;
    const std::string name = row_name(g.content->common(row));
    say(g, used_up ? "identify.that_was" : "identify.that_is", {.args = {{"item", with_article(name)}}});
}

bool can_call(const Game& g, RowRef row) { return has_appearances(row.category) && !kind_known(g, row); }

bool call_kind(Game& g, RowRef row, std::string_view name) {
    if (!can_call(g, row)) return false;
    g.called.call(g.content->common(row).stable, name);
    return true;
}

std::string kind_name(const Game& g, RowRef row) {
    if (kind_known(g, row)) return row_name(g.content->common(row));
    std::string look = appearance(*g.content, g.descent.seed, row);
    const std::string* called = g.called.find(g.content->common(row).stable);
    if (called == nullptr) return look;
    return phrase("name.called", {{"item", std::move(look)}, {"text", *called}});
}

std::string kind_name(const Game& g, ecs::Entity item) {
    const auto row = item_row(g, item);
    if (!row) return phrase("name.something");
    return kind_name(g, *row);
}

}  // namespace yoord
