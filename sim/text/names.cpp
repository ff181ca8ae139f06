#include "sim/text/names.hpp"

#include <cctype>

#include "sim/rules/identify.hpp"
#include "sim/rules/shapes.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

std::string name_of(const Game& g, ecs::Entity e) {
    if (e == g.player) return phrase("name.you");
    if (const MonsterDef* form = worn_form(g, e)) return row_name(*form);  // a shapeshifter goes by its form's name
    if (const Identity* id = g.world.try_get<Identity>(e)) {
        if (is_item(id->category)) return kind_name(g, e);  // an unknown potion is "murky potion"
        return row_name(g.content->common(RowRef{id->category, id->row}));
    }
    return phrase("name.something");
}

std::string the_name_of(const Game& g, ecs::Entity e) {
    return e == g.player ? phrase("name.you") : phrase("name.the", {{"name", name_of(g, e)}});
}

namespace {
bool is_vowel(char c) { return std::string_view("aeiou").find(c) != std::string_view::npos; }
}  // namespace

std::string a_name_of(const Game& g, ecs::Entity e) {
    if (e == g.player) return phrase("name.you");
    const Stack* stack = g.world.try_get<Stack>(e);
    return counted_name_of(g, e, stack != nullptr ? stack->count : 1);
}

std::string counted_name_of(const Game& g, ecs::Entity e, int count) {
    const std::string name = name_of(g, e);
    if (count <= 1) return with_article(name);
    const Strings& language = active_strings();
    if (!language.has_grammar()) return phrase("name.counted", {{"n", std::to_string(count)}, {"name", plural_of(name)}});
    // Another language's plural is its file's ([names] plural); a name it cannot make plural (an unknown potion's
    // look) is counted as a stack is: "poção turva (x3)".
    if (const auto plural = language.plural_of(name)) {
        return phrase("name.counted", {{"n", std::to_string(count)}, {"name", *plural}});
    }
    return phrase("name.stack", {{"item", name}, {"n", std::to_string(count)}});
}

std::string with_article(std::string_view name) {
    // The choice of "a" or "an" is English grammar; another language's article is its file's ({a:name}).
    const bool an = !active_strings().has_grammar() && !name.empty() && is_vowel(name[0]);
    return phrase(an ? "name.an" : "name.a", {{"name", std::string(name)}});
}

std::string plural_of(std::string_view name) {
    if (const auto plural = active_strings().plural_of(name)) return *plural;
    // The head noun takes the plural: the word before " of ", else the last word.
    const std::size_t of = name.find(" of ");
    const std::size_t end = of == std::string_view::npos ? name.size() : of;
    const std::string_view head = name.substr(0, end);
    const std::string_view rest = name.substr(end);
    const auto ends_with = [&](std::string_view tail) { return head.ends_with(tail); };
    std::string out(head);
    if (ends_with("s") || ends_with("x") || ends_with("z") || ends_with("ch") || ends_with("sh")) {
        out += "es";
    } else if (head.size() >= 2 && head.back() == 'y' && !is_vowel(head[head.size() - 2])) {
        out.back() = 'i';
        out += "es";
    } else {
        out += 's';
    }
    out += rest;
    return out;
}

std::string subject_of(const Game& g, ecs::Entity e) {
    std::string s = the_name_of(g, e);
    if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

}  // namespace yoord
