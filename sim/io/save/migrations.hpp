#pragma once
// Migrations: a save written in an older format is brought forward one step at a time, k -> k+1, by a table
// of step functions, until it reaches kFormatVersion; only then is it parsed. A step sees only the body bytes
// (the header is checked first) and returns the body in the next format, or the reason it cannot.
//
// Policy (docs/reference/save-format.md): every format that ever shipped keeps its step for ever, and
// tests/golden/save-v1.yrd must keep loading. A change to the body bumps kFormatVersion and adds one step.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/io/expected.hpp"
#include "sim/io/save/format.hpp"

namespace yoord::save {

using MigrationStep = Expected<std::vector<std::byte>, std::string> (*)(std::span<const std::byte> body);

// steps[k - 1] turns a format-k body into a format-(k+1) body. Format 1 is the first, so the table holds
// kFormatVersion - 1 steps: 1 -> 2 (entities name where their components come from), 2 -> 3 (the wizard mark).
[[nodiscard]] std::span<const MigrationStep> migration_steps() noexcept;

// Runs steps[from - 1], steps[from], ... until the body is in format `from + steps.size()`. `from` >= 1.
[[nodiscard]] Expected<std::vector<std::byte>, std::string> migrate_body(std::uint32_t from,
                                                                         std::span<const std::byte> body,
                                                                         std::span<const MigrationStep> steps);

}  // namespace yoord::save
