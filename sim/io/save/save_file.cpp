#include "sim/io/save/save_file.hpp"

#include <cerrno>
#include <cstring>
#include <system_error>

#include "sim/io/save/format.hpp"
#include "sim/text/strings.hpp"

namespace yoord::save {

namespace fs = std::filesystem;

namespace {

bool plain_byte(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

}  // namespace

std::string save_file_stem(std::string_view player_name) {
    if (player_name.empty()) return "%";
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string stem;
    for (const char ch : player_name) {
        const auto c = static_cast<unsigned char>(ch);
        if (plain_byte(c)) {
            stem += ch;
        } else {
            stem += '%';
            stem += kHex[c >> 4];
            stem += kHex[c & 0xf];
        }
    }
    return stem;
}

fs::path save_path(const fs::path& data_dir, std::string_view player_name) {
    return data_dir / "saves" / (save_file_stem(player_name) + kSaveExtension);
}

SaveWritten write_save_file(const fs::path& path, const Game& game) {
    SaveWritten result;
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    if (ec) {
        result.error = io::IoError{path.parent_path().string(), ec.message()};
        return result;
    }
    const std::vector<std::byte> bytes = save_bytes(game);
    if (fs::exists(path, ec)) {
        auto aside = io::move_aside(path, "kept");
        if (!aside) {
            result.error = aside.error();
            return result;
        }
        result.kept = *aside;
    }
    result.error = io::write_file_atomically(path, bytes);
    return result;
}

Resume resume_from(const fs::path& path, const Content& content) {
    Resume r;
    std::error_code ec;
    if (!fs::exists(path, ec)) return r;
    auto bytes = io::read_file(path);
    std::string reason;
    if (bytes) {
        auto loaded = load_save(*bytes, content, &r.report);
        if (loaded) {
            r.state = ResumeState::resumed;
            r.game = std::move(loaded).value();
            return r;
        }
        reason = loaded.error().message;
    } else {
        reason = bytes.error().message("read");
    }
    r.state = ResumeState::refused;
    std::string said = phrase("save.not_loaded", {{"reason", reason}});
    auto aside = io::move_aside(path, "bad");
    if (aside) {
        said += " " + phrase("save.kept_as", {{"text", aside->string()}});
    } else {
        said += " " + phrase("save.not_moved", {{"reason", aside.error().reason}, {"text", path.string()}});
    }
    r.messages.push_back(said);
    r.messages.push_back(phrase("save.new_run"));
    return r;
}

std::optional<io::IoError> consume_save(const fs::path& path) { return io::remove_file(path); }

}  // namespace yoord::save
