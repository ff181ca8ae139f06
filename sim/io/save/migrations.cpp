#include "sim/io/save/migrations.hpp"

#include <array>

namespace yoord::save {

namespace {

// One entry per format that ever shipped, oldest first: kSteps[k - 1] is the step from format k to k + 1.
constexpr std::array<MigrationStep, kFormatVersion - 1> kSteps{};
static_assert(kSteps.size() == kFormatVersion - 1, "each format but the newest needs its step to the next");

}  // namespace

std::span<const MigrationStep> migration_steps() noexcept { return kSteps; }

Expected<std::vector<std::byte>, std::string> migrate_body(std::uint32_t from, std::span<const std::byte> body,
                                                           std::span<const MigrationStep> steps) {
    std::vector<std::byte> current(body.begin(), body.end());
    if (from == 0) return Unexpected{std::string("format 0 does not exist")};
    for (std::size_t k = from; k <= steps.size(); ++k) {
        auto next = steps[k - 1](current);
        if (!next) return Unexpected{"migrating from format " + std::to_string(k) + ": " + next.error()};
        current = std::move(next).value();
    }
    return current;
}

}  // namespace yoord::save
