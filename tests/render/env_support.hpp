#pragma once
// An environment for the code that reads variables through an EnvLookup (render/data_dir.hpp): exactly these
// variables, none of the process's own.

#include <map>
#include <optional>
#include <string>
#include <utility>

#include "render/data_dir.hpp"

namespace yoord::test {

inline EnvLookup env_of(std::map<std::string, std::string> vars) {
    return [vars = std::move(vars)](const char* name) -> std::optional<std::string> {
        const auto it = vars.find(name);
        if (it == vars.end()) return std::nullopt;
        return it->second;
    };
}

}  // namespace yoord::test
