#include "render/cli.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>

#include "core/diag.hpp"
#include "render/game/cast_export.hpp"
#include "sim/dungeon/generation.hpp"
#include "sim/text/strings.hpp"

namespace yoord {

// Two or three lower-case letters, then optionally '_' or '-' and two letters (fr, pt_BR, ast); or "pseudo",
// the built-in pseudo-locale. A code becomes a file name under the language folders, so nothing else (no '/',
// no '.') can reach the file system.
bool is_language_code(std::string_view code) {
    if (code == "pseudo") return true;
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    const auto letter = [&](char c) { return lower(c) || (c >= 'A' && c <= 'Z'); };
    std::size_t n = 0;
    while (n < code.size() && lower(code[n])) ++n;
    if (n < 2 || n > 3) return false;
    if (n == code.size()) return true;
    return code.size() == n + 3 && (code[n] == '_' || code[n] == '-') && letter(code[n + 1]) && letter(code[n + 2]);
}

namespace {

constexpr unsigned bit(Command c) noexcept { return 1U << static_cast<unsigned>(c); }

constexpr unsigned kPlayLike = bit(Command::play) | bit(Command::headless);
constexpr unsigned kLoadsContent = bit(Command::play) | bit(Command::headless) | bit(Command::list_content) |
                                   bit(Command::seed_catalog) | bit(Command::replay) | bit(Command::verify) |
                                   bit(Command::balance) | bit(Command::check_lang) | bit(Command::verify_scores) |
                                   bit(Command::balance_page);
// Every command that loads content loads it with its packs: a run is its content with the packs (one run
// description, sim/tools/run_setup.hpp), and --verify and --replay need the packs a recording names.
constexpr unsigned kTakesPacks = bit(Command::play) | bit(Command::check_content) | bit(Command::list_content) |
                                 bit(Command::headless) | bit(Command::balance) | bit(Command::seed_catalog) |
                                 bit(Command::verify) | bit(Command::replay);
// The commands that start runs of their own: a body and a companion are chosen for each.
constexpr unsigned kStartsRuns = kPlayLike | bit(Command::balance);
// The commands that read or write a leaderboard: --scores-dir and --daily choose which one.
constexpr unsigned kBoards = bit(Command::play) | bit(Command::scores) | bit(Command::verify_scores);
constexpr unsigned kBotDriven = bit(Command::headless) | bit(Command::balance);
constexpr int kMaxJobs = 256;
constexpr int kHelpColumn = 26;

template <class Int>
bool parse_number(std::string_view text, Int min, Int max, Int& out) {
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc{} && ptr == end && out >= min && out <= max;
}

bool set_name(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    if (value->empty()) {
        error = phrase("cli_error.empty_name");
        return false;
    }
    line.name = std::string(*value);
    return true;
}

bool set_seed(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    std::uint64_t seed = 0;
    if (!parse_number<std::uint64_t>(*value, 0, std::numeric_limits<std::uint64_t>::max(), seed)) {
        error = phrase("cli_error.seed", {{"text", std::string(*value)}});
        return false;
    }
    line.seed = seed;
    return true;
}

bool set_generation(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    int generation = 0;
    if (!parse_number<int>(*value, kFirstGeneration, kNewestGeneration, generation)) {
        error = phrase("cli_error.generation", {{"n", std::to_string(kFirstGeneration)},
                                                 {"total", std::to_string(kNewestGeneration)},
                                                 {"text", std::string(*value)}});
        return false;
    }
    line.generation = generation;
    return true;
}

bool set_level(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    if (value->empty()) {
        error = phrase("cli_error.empty_level");
        return false;
    }
    line.level = std::string(*value);
    return true;
}

bool set_content_dir(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.content_dir = std::string(*value);
    return true;
}

bool add_pack(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    if (value->empty()) {
        error = phrase("cli_error.empty_pack");
        return false;
    }
    line.packs.emplace_back(*value);
    return true;
}

bool set_no_data_packs(CommandLine& line, std::optional<std::string_view> /*value*/, std::string& /*error*/) {
    line.data_packs = false;
    return true;
}

bool set_watch(CommandLine& line, std::optional<std::string_view> /*value*/, std::string& /*error*/) {
    line.watch = true;
    return true;
}

bool set_check_content(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    if (value) line.check_content_dir = std::string(*value);
    return true;
}

bool parse_range(std::string_view flag, std::string_view value, SeedRange& out, std::string& error) {
    const std::size_t dots = value.find("..");
    SeedRange range;
    const auto max = std::numeric_limits<std::uint64_t>::max();
    if (dots == std::string_view::npos || !parse_number<std::uint64_t>(value.substr(0, dots), 0, max, range.first) ||
        !parse_number<std::uint64_t>(value.substr(dots + 2), 0, max, range.last) || range.first > range.last) {
        error = phrase("cli_error.range", {{"what", std::string(flag)}, {"text", std::string(value)}});
        return false;
    }
    out = range;
    return true;
}

bool set_seed_catalog(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    return parse_range("--seed-catalog", *value, line.seed_catalog, error);
}

bool set_balance(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    return parse_range("--balance", *value, line.balance, error);
}

bool set_shard(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    const std::size_t slash = value->find('/');
    const auto max = std::numeric_limits<std::uint64_t>::max();
    Shard shard;
    if (slash == std::string_view::npos || !parse_number<std::uint64_t>(value->substr(slash + 1), 1, max, shard.count) ||
        !parse_number<std::uint64_t>(value->substr(0, slash), 1, shard.count, shard.index)) {
        error = phrase("cli_error.shard", {{"text", std::string(*value)}});
        return false;
    }
    line.shard = shard;
    return true;
}

bool set_merge_file(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.merge_files.emplace_back(*value);
    return true;
}

bool set_jobs(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    int jobs = 0;
    if (!parse_number<int>(*value, 1, kMaxJobs, jobs)) {
        error = phrase("cli_error.jobs", {{"n", std::to_string(kMaxJobs)}, {"text", std::string(*value)}});
        return false;
    }
    line.jobs = jobs;
    return true;
}

bool set_balance_page(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.balance_page = std::string(*value);
    return true;
}

bool set_csv(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.csv = std::string(*value);
    return true;
}

bool set_svg(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.svg = std::string(*value);
    return true;
}

bool set_depth(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    int depth = 0;
    if (!parse_number<int>(*value, 1, std::numeric_limits<int>::max(), depth)) {
        error = phrase("cli_error.depth", {{"text", std::string(*value)}});
        return false;
    }
    line.depth = depth;
    return true;
}

bool set_turns(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    std::int64_t turns = 0;
    if (!parse_number<std::int64_t>(*value, 1, std::numeric_limits<std::int64_t>::max(), turns)) {
        error = phrase("cli_error.turns", {{"text", std::string(*value)}});
        return false;
    }
    line.turns = turns;
    return true;
}

bool set_bot(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    line.bot = true;
    if (!value) return true;
    const std::vector<std::string> kinds{"naive", "careful", "scummer", "dancer", "swapper"};
    if (std::find(kinds.begin(), kinds.end(), *value) == kinds.end()) {
        error = phrase("cli_error.bot", {{"text", std::string(*value)}});
        if (const auto guess = did_you_mean(*value, kinds)) {
            error += phrase("cli_error.did_you_mean", {{"text", *guess}});
        }
        return false;
    }
    line.bot_kind = std::string(*value);
    return true;
}

bool set_endless(CommandLine& line, std::optional<std::string_view> /*value*/, std::string& /*error*/) {
    line.endless = true;
    return true;
}

bool set_wizard(CommandLine& line, std::optional<std::string_view> /*value*/, std::string& /*error*/) {
    line.wizard = true;
    return true;
}

bool set_no_bones(CommandLine& line, std::optional<std::string_view> /*value*/, std::string& /*error*/) {
    line.no_bones = true;
    return true;
}

bool set_companion(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.companion = std::string(*value);
    return true;
}

bool set_body(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    if (line.body) {
        error = phrase("cli_error.one_body");
        return false;
    }
    line.body = std::string(*value);
    return true;
}

bool set_record(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.record = std::string(*value);
    return true;
}

bool set_replay(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.replay = std::string(*value);
    return true;
}

bool set_export(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    if (value->empty()) {
        error = phrase("cli_error.empty_export");
        return false;
    }
    line.export_path = std::string(*value);
    return true;
}

bool set_speed(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    double speed = 0;
    const char* end = value->data() + value->size();
    const auto [ptr, ec] = std::from_chars(value->data(), end, speed);
    if (ec != std::errc{} || ptr != end || !(speed >= kMinCastSpeed && speed <= kMaxCastSpeed)) {
        error = phrase("cli_error.speed", {{"text", std::string(*value)}});
        return false;
    }
    line.speed = speed;
    return true;
}

bool set_scores_dir(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    if (value->empty()) {
        error = phrase("cli_error.empty_scores_dir");
        return false;
    }
    line.scores_dir = std::string(*value);
    return true;
}

bool set_daily(CommandLine& line, std::optional<std::string_view> /*value*/, std::string& /*error*/) {
    line.daily = true;
    return true;
}

bool set_verify(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.verify = std::string(*value);
    return true;
}

bool set_lang(CommandLine& line, std::optional<std::string_view> value, std::string& error) {
    if (!is_language_code(*value)) {
        error = phrase("cli_error.lang", {{"text", std::string(*value)}});
        return false;
    }
    line.lang = std::string(*value);
    return true;
}

bool set_check_lang(CommandLine& line, std::optional<std::string_view> value, std::string& /*error*/) {
    line.check_lang = std::string(*value);
    return true;
}

bool set_screen_reader(CommandLine& line, std::optional<std::string_view> /*value*/, std::string& /*error*/) {
    line.screen_reader = true;
    return true;
}

bool set_nothing(CommandLine& /*line*/, std::optional<std::string_view> /*value*/, std::string& /*error*/) {
    return true;
}

using enum ArgKind;
using enum FlagStatus;

// The table. Pending rows name the issue whose feature they wait for.
const std::array kFlagTable = {
    FlagSpec{"--help", none, "", "flag.help", landed, Command::help, 0, set_nothing},
    FlagSpec{"--man-page", none, "", "flag.man_page", landed, Command::man_page, 0, set_nothing},
    FlagSpec{"--version", none, "", "flag.version", landed, Command::version, 0, set_nothing},
    // The turn issue (5): a game to play.
    FlagSpec{"--name", required, "NAME", "flag.name", landed, std::nullopt, kPlayLike, set_name},
    FlagSpec{"--seed", required, "N", "flag.seed", landed, std::nullopt, kPlayLike, set_seed},
    // The dungeon generations issue (30).
    FlagSpec{"--generation", required, "N", "flag.generation", landed,
             std::nullopt, kPlayLike | bit(Command::seed_catalog) | bit(Command::balance), set_generation},
    FlagSpec{"--level", required, "ID", "flag.level", landed,
             std::nullopt, kPlayLike | bit(Command::seed_catalog) | bit(Command::balance), set_level},
    // Tricks, transformations, bones and endless (issue 31): not --balance, whose band counts wins (why_not).
    FlagSpec{"--endless", none, "", "flag.endless", landed,
             std::nullopt, kPlayLike | bit(Command::seed_catalog), set_endless},
    // The content issue (3).
    FlagSpec{"--content-dir", required, "DIR", "flag.content_dir", landed, std::nullopt, kLoadsContent,
             set_content_dir},
    FlagSpec{"--check-content", optional, "[DIR]", "flag.check_content", landed,
             Command::check_content, 0, set_check_content},
    // The content packs issue (15).
    FlagSpec{"--pack", repeated, "DIR", "flag.pack", landed, std::nullopt, kTakesPacks, add_pack},
    FlagSpec{"--no-data-packs", none, "", "flag.no_data_packs", landed,
             std::nullopt, bit(Command::play), set_no_data_packs},
    FlagSpec{"--list-content", none, "", "flag.list_content", landed, Command::list_content, 0, set_nothing},
    // The dungeon issue (4).
    FlagSpec{"--seed-catalog", required, "A..B", "flag.seed_catalog", landed,
             Command::seed_catalog, 0, set_seed_catalog},
    FlagSpec{"--depth", required, "D", "flag.depth", landed, std::nullopt, bit(Command::seed_catalog), set_depth},
    // The turn issue (5): the bot.
    FlagSpec{"--headless", none, "", "flag.headless", landed, Command::headless, 0, set_nothing},
    FlagSpec{"--turns", required, "T", "flag.turns", landed, std::nullopt, bit(Command::headless), set_turns},
    FlagSpec{"--bot", optional, "[KIND]", "flag.bot", landed, std::nullopt, kBotDriven, set_bot},
    // The bot and balance issue (19).
    FlagSpec{"--balance", required, "A..B", "flag.balance", landed, Command::balance, 0, set_balance},
    FlagSpec{"--jobs", required, "N", "flag.jobs", landed, std::nullopt, bit(Command::balance), set_jobs},
    FlagSpec{"--shard", required, "I/N", "flag.shard", landed, std::nullopt, bit(Command::balance), set_shard},
    FlagSpec{"--csv", required, "FILE", "flag.csv", landed,
             std::nullopt, bit(Command::balance) | bit(Command::balance_merge), set_csv},
    FlagSpec{"--svg", required, "FILE", "flag.svg", landed,
             std::nullopt, bit(Command::balance) | bit(Command::balance_merge), set_svg},
    FlagSpec{"--balance-merge", many, "FILE...", "flag.balance_merge", landed,
             Command::balance_merge, 0, set_merge_file},
    // The economy issue (28).
    FlagSpec{"--balance-page", required, "PAGE", "flag.balance_page", landed,
             Command::balance_page, 0, set_balance_page},
    // The run-records issue (8).
    FlagSpec{"--scores", none, "", "flag.scores", landed, Command::scores, 0, set_nothing},
    // The determinism issue (9).
    // The live workshop issue (16).
    FlagSpec{"--wizard", none, "", "flag.wizard", landed, std::nullopt, kPlayLike, set_wizard},
    // --help and --man-page speak the chosen language too.
    FlagSpec{"--lang", required, "CODE", "flag.lang", landed, std::nullopt,
             bit(Command::play) | bit(Command::scores) | bit(Command::replay) | bit(Command::help) | bit(Command::man_page),
             set_lang},
    // The languages issue (34).
    FlagSpec{"--check-lang", required, "CODE|FILE", "flag.check_lang", landed, Command::check_lang, 0, set_check_lang},
    FlagSpec{"--lang-skeleton", none, "", "flag.lang_skeleton", landed, Command::lang_skeleton, 0, set_nothing},
    FlagSpec{"--screen-reader", none, "", "flag.screen_reader", landed,
             std::nullopt, bit(Command::play), set_screen_reader},
    FlagSpec{"--watch", none, "", "flag.watch", landed, std::nullopt, bit(Command::play), set_watch},
    // The allies issue (18).
    FlagSpec{"--companion", required, "ID", "flag.companion", landed, std::nullopt, kStartsRuns, set_companion},
    FlagSpec{"--body", required, "ID", "flag.body", landed, std::nullopt, kStartsRuns, set_body},
    FlagSpec{"--as", required, "ID", "flag.as", landed, std::nullopt, kStartsRuns, set_body},
    FlagSpec{"--record", required, "FILE", "flag.record", landed, std::nullopt, kPlayLike, set_record},
    // The issue of small delights (31), item 7: bones.
    FlagSpec{"--no-bones", none, "", "flag.no_bones", landed, std::nullopt, kPlayLike, set_no_bones},
    FlagSpec{"--replay", required, "FILE", "flag.replay", landed, Command::replay, 0, set_replay},
    FlagSpec{"--verify", required, "FILE", "flag.verify", landed, Command::verify, 0, set_verify},
    // The shipping issue (36): runs to share.
    FlagSpec{"--export", required, "FILE", "flag.export", landed, std::nullopt, bit(Command::replay), set_export},
    FlagSpec{"--speed", required, "X", "flag.speed", landed, std::nullopt, bit(Command::replay), set_speed},
    FlagSpec{"--scores-dir", required, "DIR", "flag.scores_dir", landed, std::nullopt, kBoards, set_scores_dir},
    FlagSpec{"--verify-scores", none, "", "flag.verify_scores", landed, Command::verify_scores, 0, set_nothing},
    FlagSpec{"--daily", none, "", "flag.daily", landed, std::nullopt, kBoards, set_daily},
};

const std::array kEnvTable = {
    EnvSpec{"YOORD_DATA_DIR", "environment.yoord_data_dir", landed},
    EnvSpec{"XDG_DATA_HOME", "environment.xdg_data_home", landed},
    EnvSpec{"HOME", "environment.home", landed},
    EnvSpec{"YOORD_SPAWN", "environment.yoord_spawn", landed},
    EnvSpec{"LANGUAGE", "environment.language", landed},
    EnvSpec{"LC_ALL", "environment.lc_all", landed},
    EnvSpec{"YOORD_DATE", "environment.yoord_date", landed},
    EnvSpec{"LANG", "environment.lang", landed},
};

// The flags with a one-letter spelling: the usual ones for the help and the version, which newcomers, packaging
// and scripts try first.
struct ShortFlag {
    std::string_view short_form;
    std::string_view long_form;
};
constexpr std::array kShortFlags = {ShortFlag{"-h", "--help"}, ShortFlag{"-V", "--version"}};

std::string_view long_form_of(std::string_view arg) noexcept {
    for (const ShortFlag& s : kShortFlags) {
        if (s.short_form == arg) return s.long_form;
    }
    return arg;
}

// "option '--seed' needs a value: --seed N"
std::string needs_value(std::string_view flag, std::string_view metavar) {
    return phrase("cli_error.needs_value", {{"what", std::string(flag)}, {"text", std::string(metavar)}});
}

bool visible(const FlagSpec& f, bool include_pending) { return include_pending || f.status == landed; }

// The flags that choose a part of a new run besides its content: a recording's header names each of them.
constexpr std::array<std::string_view, 9> kRunPartFlags = {"--seed",   "--name",      "--generation", "--level",
                                                           "--wizard", "--companion", "--body",       "--as",
                                                           "--endless"};

// Why `flag` cannot apply to `command`, where the bare "does not apply" would leave a reader guessing; empty
// where it says enough.
std::string why_not(std::string_view flag, Command command) {
    const bool run_part = std::find(kRunPartFlags.begin(), kRunPartFlags.end(), flag) != kRunPartFlags.end();
    if (run_part && (command == Command::verify || command == Command::replay)) {
        return phrase("cli_error.replay_names_the_run");
    }
    const bool body = flag == "--body" || flag == "--as" || flag == "--companion";
    if (body && command == Command::seed_catalog) {
        return phrase("cli_error.catalog_has_no_body");
    }
    if (flag == "--endless" && command == Command::balance) {
        return phrase("cli_error.balance_has_no_endless");
    }
    return {};
}

// Checks that apply to the line as a whole, once every flag is read.
std::string check_combination(const CommandLine& line, const std::vector<const FlagSpec*>& given) {
    for (const FlagSpec* f : given) {
        if (f->command || (f->applies_to & bit(line.command)) != 0) continue;
        const auto parent = std::find_if(kFlagTable.begin(), kFlagTable.end(), [&](const FlagSpec& p) {
            return p.command && (f->applies_to & bit(*p.command)) != 0;
        });
        const bool lone_modifier = line.command == Command::play && (f->applies_to & bit(Command::play)) == 0;
        if (lone_modifier && parent != kFlagTable.end()) {
            return phrase("cli_error.needs", {{"what", std::string(f->flag)}, {"text", std::string(parent->flag)}});
        }
        const auto command = std::find_if(given.begin(), given.end(), [](const FlagSpec* g) { return g->command; });
        return phrase("cli_error.does_not_apply", {{"what", std::string(f->flag)}, {"text", std::string((*command)->flag)}}) +
               why_not(f->flag, line.command);
    }
    if (line.speed && !line.export_path) return phrase("cli_error.needs", {{"what", "--speed"}, {"text", "--export"}});
    if (line.level && line.command == Command::play && !line.wizard) {
        return phrase("cli_error.level_needs_wizard");
    }
    if (line.level && line.generation == kFirstGeneration) {
        return phrase("cli_error.level_needs_generation");
    }
    if (line.daily && line.seed) return phrase("cli_error.daily_and_seed");
    if (line.command == Command::headless && (!line.bot || !line.turns)) {
        return phrase("cli_error.headless_needs");
    }
    return {};
}

}  // namespace

std::span<const FlagSpec> flag_table() noexcept { return kFlagTable; }

std::string_view short_flag_of(std::string_view flag) noexcept {
    for (const ShortFlag& s : kShortFlags) {
        if (s.long_form == flag) return s.short_form;
    }
    return {};
}
std::span<const EnvSpec> env_table() noexcept { return kEnvTable; }

const FlagSpec* find_flag(std::string_view flag, bool include_pending) noexcept {
    for (const FlagSpec& f : kFlagTable) {
        if (f.flag == flag && visible(f, include_pending)) return &f;
    }
    return nullptr;
}

ParseResult parse_command_line(std::span<const std::string_view> args, bool include_pending) {
    CommandLine line;
    std::vector<const FlagSpec*> given;
    const FlagSpec* command_flag = nullptr;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = long_form_of(args[i]);
        if (!arg.starts_with("--")) return {std::nullopt, phrase("cli_error.unexpected", {{"text", std::string(arg)}})};
        const std::size_t equals = arg.find('=');
        const std::string_view flag = arg.substr(0, equals);
        std::optional<std::string_view> value;
        if (equals != std::string_view::npos) value = arg.substr(equals + 1);
        const FlagSpec* spec = find_flag(flag, include_pending);
        if (spec == nullptr) {
            std::vector<std::string> names;
            for (const FlagSpec& f : kFlagTable) {
                if (visible(f, include_pending)) names.emplace_back(f.flag);
            }
            std::string error = phrase("cli_error.unknown", {{"text", std::string(flag)}});
            if (const auto guess = did_you_mean(flag, names)) error += phrase("cli_error.did_you_mean", {{"text", *guess}});
            return {std::nullopt, error};
        }
        if (spec->arg != ArgKind::repeated && std::find(given.begin(), given.end(), spec) != given.end()) {
            return {std::nullopt, phrase("cli_error.twice", {{"what", std::string(flag)}})};
        }
        const bool next_is_value = i + 1 < args.size() && !args[i + 1].starts_with("--");
        switch (spec->arg) {
            case ArgKind::none:
                if (value) return {std::nullopt, phrase("cli_error.takes_no_value", {{"what", std::string(flag)}})};
                break;
            case ArgKind::required:
            case ArgKind::repeated:
                if (!value && !next_is_value) {
                    return {std::nullopt, needs_value(flag, spec->metavar)};
                }
                if (!value) value = args[++i];
                break;
            case ArgKind::optional:
                if (!value && next_is_value) value = args[++i];
                break;
            case ArgKind::many:
                if (!value && !next_is_value) {
                    return {std::nullopt, needs_value(flag, spec->metavar)};
                }
                if (!value) value = args[++i];
                break;
        }
        if (spec->command) {
            if (command_flag != nullptr) {
                return {std::nullopt, phrase("cli_error.cannot_combine",
                                         {{"what", std::string(command_flag->flag)}, {"text", std::string(flag)}})};
            }
            command_flag = spec;
            line.command = *spec->command;
        }
        std::string error;
        if (!spec->apply(line, value, error)) return {std::nullopt, error};
        while (spec->arg == ArgKind::many && i + 1 < args.size() && !args[i + 1].starts_with("--")) {
            if (!spec->apply(line, args[++i], error)) return {std::nullopt, error};
        }
        given.push_back(spec);
    }
    if (std::string error = check_combination(line, given); !error.empty()) return {std::nullopt, error};
    return {line, {}};
}

ParseResult parse_command_line(int argc, const char* const* argv) {
    std::vector<std::string_view> args;
    for (int i = 1; i < argc; ++i) args.emplace_back(argv[i]);
    return parse_command_line(args);
}

std::string help_text(bool include_pending) {
    std::string out = phrase("cli.usage") + "\n\n" + phrase("cli.about") + "\n" + phrase("cli.keys_in_game") + "\n\n" +
                      phrase("cli.options") + "\n";
    auto row = [&](const std::string& flag, std::string_view help) {
        std::string left = "  ";
        left += flag;
        if (left.size() + 1 < static_cast<std::size_t>(kHelpColumn)) left.resize(static_cast<std::size_t>(kHelpColumn), ' ');
        else left += "  ";
        out += left + std::string(help) + "\n";
    };
    for (const FlagSpec& f : kFlagTable) {
        if (!visible(f, include_pending)) continue;
        std::string left;
        if (const std::string_view letter = short_flag_of(f.flag); !letter.empty()) left.append(letter).append(", ");
        left += f.flag;
        if (!f.metavar.empty()) {
            left += ' ';
            left += f.metavar;
        }
        row(left, phrase(f.help));
    }
    out += "\n" + phrase("cli.environment") + "\n";
    for (const EnvSpec& e : kEnvTable) {
        if (include_pending || e.status == landed) row(std::string(e.name), phrase(e.help));
    }
    out += "\n" + phrase("cli.files") + "\n";
    return out;
}

std::string usage_error(std::string_view error) {
    return "yoord: " + std::string(error) + "\n" + phrase("cli_error.try_help") + "\n";
}

}  // namespace yoord
