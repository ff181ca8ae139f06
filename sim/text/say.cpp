#include "sim/text/say.hpp"

#include "sim/state/game.hpp"
#include "sim/rules/shapes.hpp"
#include "sim/rules/visibility.hpp"
#include "sim/text/names.hpp"

namespace yoord {

namespace {

const std::string& word_ref(std::string_view key) {
    static const std::string missing;
    const Template* t = active_strings().find(key);
    return t == nullptr ? missing : t->text;
}

Fill fill_of(const Game& g, const Words& words) {
    Fill fill;
    if (words.subject != ecs::null_entity) fill.subject = noun_of(g, words.subject);
    if (words.object != ecs::null_entity) fill.object = noun_of(g, words.object);
    fill.args = words.args;
    return fill;
}

// A word of the table with no blank in it ("name.you"), as written: no formatting, so a quiet turn that names
// the player allocates nothing (tests/sim/turn/allocations).
std::string word(std::string_view key) {
    const Template* t = active_strings().find(key);
    return t == nullptr ? std::string(key) : t->text;
}

// "the rat's": name.possessive with its one blank filled in place, as cheaply as English's `name + "'s"` was.
std::string possessive_of(const std::string& name) {
    const std::string& pattern = word_ref("name.possessive");
    const std::size_t at = pattern.find("{name}");
    if (at == std::string::npos) return pattern;
    std::string out;
    out.reserve(pattern.size() + name.size());
    out.append(pattern, 0, at).append(name).append(pattern, at + 6, std::string::npos);
    return out;
}

}  // namespace

Noun noun_of(const Game& g, ecs::Entity e) {
    if (e == g.player) return Noun{word("name.you"), word("name.your"), true};
    if (g.world.has<Health>(e) && !player_sees(g, e)) {
        return Noun{.name = word("name.it"), .possessive = word("name.its"), .pronoun = true};
    }
    std::string bare = name_of(g, e);
    std::string name = the_name_of(g, e);
    std::string possessive = possessive_of(name);
    return Noun{.name = std::move(name), .possessive = std::move(possessive), .bare = std::move(bare)};
}

std::string sentence(const Game& g, std::string_view key, const Words& words) {
    return active_strings().format(key, fill_of(g, words));
}

std::string written(const Wording& w) {
    switch (w.kind) {
        case Wording::Kind::text: return w.text;
        case Wording::Kind::row: return with_article(row_text(w.text, RowText::name, w.english));
        case Wording::Kind::bare_row: return row_text(w.text, RowText::name, w.english);
        case Wording::Kind::key: break;
    }
    std::vector<std::string> filled;
    filled.reserve(w.blanks.size());
    for (const auto& [name, blank] : w.blanks) filled.push_back(written(blank));
    Fill fill;
    for (std::size_t i = 0; i < w.blanks.size(); ++i) fill.args.emplace_back(w.blanks[i].first, std::move(filled[i]));
    return active_strings().format(w.text, fill);
}

Wording a_name_wording(const Game& g, ecs::Entity e) {
    if (e == g.player) return Wording::of_key("name.you");
    if (const MonsterDef* form = worn_form(g, e)) return Wording::of_row(form->id, form->name);
    const Identity* id = g.world.try_get<Identity>(e);
    // An item goes by what the player knows of it, which can change: it is kept as the words of the moment.
    if (id == nullptr || is_item(id->category)) return Wording::plain(a_name_of(g, e));
    const auto& row = g.content->common(RowRef{id->category, id->row});
    return Wording::of_row(row.id, row.name);
}

void say(Game& g, std::string_view key, const Words& words) {
    g.log.add(sentence(g, key, words), active_strings().tone(key));
}

void tell(Game& g, ecs::Entity e, std::string_view key, Words words) {
    if (e != g.player && !player_sees(g, e)) return;
    if (words.subject == ecs::null_entity) words.subject = e;
    say(g, key, words);
}

void tell_joined(Game& g, ecs::Entity e, std::string_view key, Words words) {
    if (e != g.player && !player_sees(g, e)) return;
    if (words.subject == ecs::null_entity) words.subject = e;
    g.log.join(sentence(g, key, words), active_strings().tone(key));
}

void tell_you(Game& g, ecs::Entity e, std::string_view key, Words words) {
    if (e != g.player) return;
    if (words.subject == ecs::null_entity) words.subject = e;
    say(g, key, words);
}

}  // namespace yoord
