#include "sim/io/records/crash_report.hpp"

#include <array>
#include <charconv>

#include "core/io/atomic_file.hpp"
#include "sim/io/version.hpp"
#include "sim/io/records/hex.hpp"

namespace yoord {

namespace {

constexpr int kMaxSameDateReports = 1000;

std::string_view direction_word(Direction d) {
    static constexpr std::array<std::string_view, 8> kWords = {"north", "north-east", "east", "south-east",
                                                               "south", "south-west", "west", "north-west"};
    return kWords[static_cast<std::size_t>(d)];
}

std::string cell(Point p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

std::string letter(std::uint8_t l) { return std::string(1, static_cast<char>('a' + l)); }

std::string date_digits(std::string_view date) {
    std::string out;
    for (const char c : date) {
        if (c >= '0' && c <= '9') out.push_back(c);
        if (c == ' ') out.push_back('-');
    }
    return out;
}

}  // namespace

std::string describe_intent(const Intent& i) {
    std::string out(intent_name(i.kind));
    switch (i.kind) {
        case IntentKind::step:
        case IntentKind::strike:
        case IntentKind::open:
        case IntentKind::close:
        case IntentKind::run: return out + " " + std::string(direction_word(i.direction));
        case IntentKind::drop:
        case IntentKind::equip:
        case IntentKind::quaff:
        case IntentKind::read: return out + " " + letter(i.letter);
        case IntentKind::zap:
        case IntentKind::throw_item:
        case IntentKind::fire: return out + " " + letter(i.letter) + " at " + cell(i.target);
        case IntentKind::unequip: return out + " slot " + std::to_string(static_cast<int>(i.slot));
        case IntentKind::travel: return out + " to " + cell(i.target);
        case IntentKind::cast: return out + " " + std::to_string(i.letter + 1) + " at " + cell(i.target);
        case IntentKind::forget: return out + " " + std::to_string(i.letter + 1);
        case IntentKind::trade:
            return out + " " + std::to_string(static_cast<int>(i.direction)) + " ware " + std::to_string(i.letter) +
                   " for " + std::to_string(i.amount);
        case IntentKind::wizard:
            return out + " " + std::string(wizard_act_name(i.wizard_act())) + " row " + std::to_string(i.row) +
                   " amount " + std::to_string(i.amount) + " at " + cell(i.target);
        case IntentKind::pick_up: return i.letter == 0 ? out : out + " " + std::to_string(i.letter) + " down the pile";
        case IntentKind::fight: return i.letter == kNothingQuivered ? out : out + " quiver " + letter(i.letter);
        case IntentKind::wait:
        case IntentKind::take_stairs:
        case IntentKind::explore:
        case IntentKind::rest: return out;
    }
    return out;
}

std::string crash_report_text(const Game& g, std::span<const Intent> recent, const CrashFacts& facts) {
    std::string out = "Yoord " + std::string(game_version()) + " crash report\n\n";
    out += "What happened  " + facts.what + "\n";
    out += "Date           " + facts.date + " UTC\n";
    out += "Version        " + std::string(game_version()) + "\n";
    out += "Seed           " + std::to_string(g.descent.seed) + "\n";
    out += "Content hash   " + hex(facts.content_hash) + "\n";
    out += "Player         " + g.player_name + "\n";
    out += "Turn           " + std::to_string(g.turn) + " (depth " + std::to_string(g.depth()) + ")\n";
    out += "The run        " + facts.saved + "\n";
    out += "\n-- Recent intents, oldest first; the last one failed --\n";
    for (const Intent& i : recent) out += describe_intent(i) + "\n";
    out += "\n-- Last messages --\n";
    for (const Message& m : g.log.tail(kCrashMessages)) out += display_text(m) + "\n";
    return out;
}

Expected<std::filesystem::path, std::string> write_crash_report(const std::filesystem::path& data_dir,
                                                                const Game& g, std::span<const Intent> recent,
                                                                const CrashFacts& facts) {
    namespace fs = std::filesystem;
    const fs::path folder = data_dir / kCrashFolder;
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) return Unexpected{"cannot create " + folder.string() + ": " + ec.message()};
    const std::string stem = "crash-" + date_digits(facts.date);
    fs::path path = folder / (stem + ".txt");
    for (int n = 2; fs::exists(path, ec); ++n) {
        if (n > kMaxSameDateReports) return Unexpected{"no free file name in " + folder.string()};
        path = folder / (stem + "-" + std::to_string(n) + ".txt");
    }
    const std::string text = crash_report_text(g, recent, facts);
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte*>(text.data()), text.size());
    if (const std::optional<io::IoError> failed = io::write_file_atomically(path, bytes)) {
        return Unexpected{failed->message("write")};
    }
    return path;
}

}  // namespace yoord
