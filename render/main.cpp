// yoord's entry point: parse the command line (render/cli.hpp) and hand over. It owns nothing else.

#include <iostream>

#include "render/app.hpp"
#include "render/cli.hpp"
#include "render/man_page.hpp"
#include "render/scores.hpp"
#include "sim/tools/catalog.hpp"
#include "sim/tools/balance.hpp"
#include "sim/tools/balance_page.hpp"
#include "sim/tools/headless.hpp"
#include "sim/io/replay/replay.hpp"
#include "sim/tools/recordings.hpp"
#include "sim/tools/content_cli.hpp"
#include "sim/io/version.hpp"
#include "sim/text/strings.hpp"

namespace {

yoord::BotKind bot_kind_of(const yoord::CommandLine& line, yoord::BotKind otherwise) {
    if (!line.bot_kind) return otherwise;
    return yoord::bot_kind_from_name(*line.bot_kind).value_or(otherwise);
}

// The dungeon of the runs (or catalog) this command makes: --generation, else the newest; --endless.
yoord::DungeonChoice dungeon_of(const yoord::CommandLine& line) {
    yoord::DungeonChoice d;
    d.generation = line.generation.value_or(yoord::kNewestGeneration);
    if (line.level) d.level = yoord::stable_id(*line.level);
    d.endless = line.endless;
    return d;
}

// The run every run-starting command plays (sim/tools/run_setup.hpp): the content with its packs, the dungeon,
// the body and the companion, read from the same flags in every mode.
yoord::RunSetup run_setup_of(const yoord::CommandLine& line) {
    yoord::RunSetup setup;
    setup.content_dir = line.content_dir;
    setup.packs = line.packs;
    setup.dungeon = dungeon_of(line);
    setup.body = line.body;
    setup.companion = line.companion;
    setup.name = line.name;
    setup.wizard = line.wizard;
    return setup;
}

// --help and --man-page are in the language the game would speak: --lang, else LANGUAGE, LC_ALL or LANG. A
// broken language file in the data folder is reported (false) as the game would report it.
bool speak_chosen_language(const yoord::CommandLine& line) {
    return yoord::choose_language(line, yoord::data_dir(), yoord::process_env, std::cerr);
}

// A command whose feature has not landed: its flag is pending in the table, so the parser never produces it.
// Each feature's engineer replaces its arm below with the call into their code and marks the flag landed.
int not_landed() {
    std::cerr << "yoord: " << yoord::phrase("cli_error.not_in_this_build") << '\n';
    return yoord::kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
    using yoord::Command;
    const yoord::ParseResult parsed = yoord::parse_command_line(argc, argv);
    if (!parsed.line) {
        // The mistake is said in the language the game would speak. Parsing is pure, so once the language is
        // chosen from the words given (--lang CODE, else the locale) the same mistake is read again in it.
        yoord::choose_language_of_arguments(argc, argv);
        std::cerr << yoord::usage_error(yoord::parse_command_line(argc, argv).error);
        return yoord::kExitUsage;
    }
    switch (parsed.line->command) {
        case Command::help:
            if (!speak_chosen_language(*parsed.line)) return 1;
            std::cout << yoord::help_text();
            return 0;
        case Command::man_page:
            if (!speak_chosen_language(*parsed.line)) return 1;
            std::cout << yoord::man_page();
            return 0;
        case Command::version: std::cout << "yoord " << yoord::game_version() << '\n'; return 0;
        case Command::play: return yoord::run_front_end(*parsed.line);
        case Command::check_content:
            return yoord::check_content_command(parsed.line->check_content_dir, parsed.line->packs, std::cout,
                                                std::cerr);
        case Command::list_content:
            return yoord::list_content_command(parsed.line->content_dir, parsed.line->packs, std::cout, std::cerr);
        case Command::seed_catalog:
            return yoord::seed_catalog_command(parsed.line->seed_catalog.first, parsed.line->seed_catalog.last,
                                               parsed.line->depth, run_setup_of(*parsed.line), std::cout, std::cerr);
        case Command::headless:
            if (parsed.line->record) {
                return yoord::record_headless_command(parsed.line->seed.value_or(yoord::kDefaultHeadlessSeed),
                                                      parsed.line->turns.value_or(0), run_setup_of(*parsed.line),
                                                      *parsed.line->record, std::cout, std::cerr,
                                                      bot_kind_of(*parsed.line, yoord::BotKind::naive));
            }
            return yoord::headless_command(parsed.line->seed.value_or(yoord::kDefaultHeadlessSeed),
                                           parsed.line->turns.value_or(0), run_setup_of(*parsed.line), std::cout,
                                           std::cerr, bot_kind_of(*parsed.line, yoord::BotKind::naive));
        case Command::scores:
            if (!yoord::choose_language(*parsed.line, yoord::load_front_end_config().data_dir, yoord::process_env, std::cerr)) {
                return 1;
            }
            return yoord::scores_command(*parsed.line, std::cout, std::cerr);
        case Command::verify_scores: return yoord::verify_scores_command(*parsed.line, std::cout, std::cerr);
        case Command::replay: return yoord::run_replay(*parsed.line);
        case Command::check_lang: return yoord::check_lang_command(*parsed.line, std::cout, std::cerr);
        case Command::lang_skeleton: return yoord::lang_skeleton_command(std::cout, std::cerr);
        case Command::balance: {
            yoord::BalanceOptions o;
            o.first = parsed.line->balance.first;
            o.last = parsed.line->balance.last;
            o.shard = parsed.line->shard.index;
            o.shards = parsed.line->shard.count;
            o.bot = bot_kind_of(*parsed.line, yoord::BotKind::careful);
            o.jobs = parsed.line->jobs.value_or(1);
            o.csv = parsed.line->csv;
            o.svg = parsed.line->svg;
            o.setup = run_setup_of(*parsed.line);
            return yoord::balance_command(o, std::cout, std::cerr);
        }
        case Command::balance_merge:
            return yoord::balance_merge_command(parsed.line->merge_files, parsed.line->svg, parsed.line->csv, std::cout,
                                                std::cerr);
        case Command::balance_page: {
            const yoord::LoadResult loaded = yoord::load_selected_content(parsed.line->content_dir);
            if (!loaded.content) {
                loaded.diagnostics.write(std::cerr);
                return yoord::kExitContentError;
            }
            return yoord::balance_page_command(*loaded.content, *parsed.line->balance_page, std::cout, std::cerr);
        }
        case Command::verify:
            return yoord::verify_command(*parsed.line->verify, parsed.line->content_dir, parsed.line->packs, std::cout,
                                         std::cerr);
    }
    return not_landed();
}
