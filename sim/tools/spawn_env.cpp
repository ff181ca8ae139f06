#include "sim/tools/spawn_env.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/diag.hpp"

namespace yoord {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

}  // namespace

SpawnRequest parse_spawn_env(std::string_view value, const Content& content) {
    SpawnRequest request;
    std::vector<std::string> unknown;
    std::vector<std::string> ids;  // filled on the first unknown id only
    while (!value.empty()) {
        const std::size_t comma = value.find(',');
        const std::string_view entry = trim(value.substr(0, comma));
        value = comma == std::string_view::npos ? std::string_view{} : value.substr(comma + 1);
        if (entry.empty()) continue;
        if (const auto ref = content.find(entry)) {
            request.rows.push_back(*ref);
            continue;
        }
        if (std::find(unknown.begin(), unknown.end(), entry) != unknown.end()) continue;
        unknown.emplace_back(entry);
        if (ids.empty()) {
            for (const RowRef r : content.all_rows()) ids.push_back(content.common(r).id);
        }
        std::string message = std::string(kSpawnEnvVar) + ": no content row has the id '" + std::string(entry) + "'";
        if (const auto guess = did_you_mean(entry, ids)) message += "; did you mean '" + *guess + "'?";
        request.messages.push_back(std::move(message));
    }
    return request;
}

std::string spawn_env_value() {
    const char* value = std::getenv(kSpawnEnvVar);
    return value == nullptr ? std::string{} : std::string(value);
}

}  // namespace yoord
