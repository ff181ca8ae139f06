#include "sim/text/say.hpp"

#include "sim/game.hpp"
#include "sim/rules/visibility.hpp"

namespace yoord {

namespace {

Fill fill_of(const Game& g, const Words& words) {
    Fill fill;
    if (words.subject != ecs::null_entity) fill.subject = noun_of(g, words.subject);
    if (words.object != ecs::null_entity) fill.object = noun_of(g, words.object);
    fill.args = words.args;
    return fill;
}

}  // namespace

Noun noun_of(const Game& g, ecs::Entity e) {
    if (e == g.player) return Noun{phrase("name.you"), phrase("name.your"), true};
    if (g.world.has<Health>(e) && !player_sees(g, e)) {
        return Noun{.name = phrase("name.it"), .possessive = phrase("name.its"), .pronoun = true};
    }
    std::string bare = name_of(g, e);
    std::string name = the_name_of(g, e);
    std::string possessive = phrase("name.possessive", {{"name", name}});
    return Noun{.name = std::move(name), .possessive = std::move(possessive), .bare = std::move(bare)};
}

std::string sentence(const Game& g, std::string_view key, const Words& words) {
    return active_strings().format(key, fill_of(g, words));
}

void say(Game& g, std::string_view key, const Words& words) {
    g.log.add(sentence(g, key, words), active_strings().tone(key));
}

void tell(Game& g, ecs::Entity e, std::string_view key, Words words) {
    if (e != g.player && !player_sees(g, e)) return;
    if (words.subject == ecs::null_entity) words.subject = e;
    say(g, key, words);
}

void tell_you(Game& g, ecs::Entity e, std::string_view key, Words words) {
    if (e != g.player) return;
    if (words.subject == ecs::null_entity) words.subject = e;
    say(g, key, words);
}

}  // namespace yoord
