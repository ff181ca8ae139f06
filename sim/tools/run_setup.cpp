#include "sim/tools/run_setup.hpp"

#include <ostream>
#include <string_view>

#include "core/diag.hpp"

#include "sim/io/replay/content_hash.hpp"
#include "sim/run/floors.hpp"
#include "sim/tools/content_cli.hpp"

namespace yoord {

RunContent load_run_content(const RunSetup& setup) {
    RunContent out;
    out.loaded = load_selected_content(setup.content_dir, setup.packs);
    if (out.loaded.content) out.core_hash = content_hash_of(setup.content_dir);
    return out;
}

namespace {

// " (did you mean 'goblin'?)" when a creature row's id is close to `id`; empty otherwise.
std::string creature_guess(const Content& content, std::string_view id) {
    std::vector<std::string> creatures;
    for (const RowRef ref : content.all_rows()) {
        if (ref.category == Category::monster) creatures.push_back(content.common(ref).id);
    }
    const std::optional<std::string> guess = did_you_mean(id, creatures);
    return guess ? " (did you mean '" + *guess + "'?)" : "";
}

}  // namespace

std::optional<StartChoices> start_choices_of(const Content& content, const RunSetup& setup, std::ostream& err) {
    if (!check_dungeon_choice(content, setup.dungeon, err)) return std::nullopt;
    StartChoices start;
    start.dungeon = setup.dungeon;
    if (setup.body) {
        start.body = body_row(content, *setup.body);
        if (!start.body) {
            err << "yoord: no creature row '" << *setup.body << "' to play as (--body, --as; try: lurk)"
                << creature_guess(content, *setup.body) << '\n';
            return std::nullopt;
        }
    }
    if (setup.companion) {
        start.companion = content.find(*setup.companion);
        if (!start.companion) {
            err << "yoord: no row '" << *setup.companion << "' to start with as a companion (--companion; try: dog)"
                << creature_guess(content, *setup.companion) << '\n';
            return std::nullopt;
        }
    }
    return start;
}

std::unique_ptr<Game> start_run(const Content& content, std::uint64_t seed, const RunSetup& setup,
                                const StartChoices& start) {
    auto game = new_game(content, seed, setup.name.value_or(std::string(kToolRunName)), {}, start);
    game->wizard = setup.wizard;
    return game;
}

std::string run_label(const Content& content, const StartChoices& start) {
    std::string label;
    const auto add = [&](const std::string& part) { label += (label.empty() ? "" : ", ") + part; };
    if (start.body) add("as " + content.common(*start.body).id);
    if (start.companion) add("with the companion " + content.common(*start.companion).id);
    for (const PackManifest& pack : content.packs) add("with the pack " + pack.id + " " + pack.version);
    return label;
}

}  // namespace yoord
