#include "render/game/discoveries.hpp"

#include <algorithm>
#include <string_view>
#include <utility>

#include "sim/rules/identify.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

namespace {

struct Shelf {
    Category category;
    std::string_view heading;  // a sentence key
};

// The categories whose kinds start unknown (has_appearances), each with its heading.
constexpr Shelf kShelves[] = {
    {Category::potion, "knowledge.potions"},
    {Category::scroll, "knowledge.scrolls"},
    {Category::wand, "knowledge.wands"},
};

void add_shelf(const Game& g, const Shelf& shelf, std::vector<std::string>& out) {
    std::vector<std::pair<std::string, std::string>> known;  // name, look
    std::vector<std::pair<std::string, std::string>> unknown;  // look, what the player calls it (or nothing)
    const std::size_t rows = g.content->row_count(shelf.category);
    for (std::size_t i = 0; i < rows; ++i) {
        const RowRef row{shelf.category, static_cast<std::uint32_t>(i)};
        std::string look = appearance(*g.content, g.descent.seed, row);
        if (kind_known(g, row)) {
            known.emplace_back(row_name(g.content->common(row)), std::move(look));
        } else {
            const std::string* called = g.called.find(g.content->common(row).stable);
            unknown.emplace_back(std::move(look), called != nullptr ? *called : std::string{});
        }
    }
    std::sort(known.begin(), known.end());
    std::sort(unknown.begin(), unknown.end());
    out.push_back(phrase(shelf.heading, {{"n", std::to_string(known.size())}, {"total", std::to_string(rows)}}));
    for (const auto& [name, look] : known) out.push_back(phrase("knowledge.known_kind", {{"item", name}, {"text", look}}));
    for (const auto& [look, called] : unknown) {
        out.push_back(called.empty() ? phrase("knowledge.unknown_kind", {{"text", look}})
                                     : phrase("knowledge.called_kind", {{"text", look}, {"item", called}}));
    }
    out.emplace_back();
}

}  // namespace

std::vector<std::string> discoveries_lines(const Game& g) {
    std::vector<std::string> out;
    for (const Shelf& shelf : kShelves) add_shelf(g, shelf, out);
    if (!out.empty() && out.back().empty()) out.pop_back();
    return out;
}

std::unique_ptr<TextPagerLayer> make_discoveries_layer(const Game& g) {
    return make_lines_layer("discoveries", phrase("knowledge.discoveries_title"), discoveries_lines(g));
}

}  // namespace yoord
