#include "render/data_dir.hpp"

#include <cstdlib>
#include <system_error>

#include "sim/text/strings.hpp"

namespace yoord {

std::optional<std::string> process_env(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr || *value == '\0') return std::nullopt;
    return std::string(value);
}

std::optional<std::filesystem::path> data_dir(const EnvLookup& env) {
    auto set = [&](const char* name) -> std::optional<std::string> {
        auto value = env(name);
        if (value && value->empty()) return std::nullopt;
        return value;
    };
    if (const auto dir = set("YOORD_DATA_DIR")) return std::filesystem::path(*dir);
    if (const auto xdg = set("XDG_DATA_HOME")) return std::filesystem::path(*xdg) / "yoord";
    if (const auto home = set("HOME")) return std::filesystem::path(*home) / ".local" / "share" / "yoord";
    return std::nullopt;
}

bool ensure_data_dir(const std::filesystem::path& dir, std::string& error) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) {
        error = phrase("records.cannot_create", {{"text", dir.string()}, {"reason", ec.message()}});
        return false;
    }
    if (!std::filesystem::is_directory(dir, ec)) {
        error = phrase("records.not_a_folder", {{"text", dir.string()}});
        return false;
    }
    return true;
}

}  // namespace yoord
