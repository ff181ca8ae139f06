#include "tests/support/golden_content.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <system_error>

#include "sim/tables/loader.hpp"

namespace yoord::test {

namespace {

std::filesystem::path shipped_content_dir() { return std::filesystem::path(YOORD_SOURCE_DIR) / "content"; }

// Tables only: ids.golden and notes change no rule (the content hash leaves them out too).
bool is_table(const std::filesystem::directory_entry& entry) {
    return entry.is_regular_file() && entry.path().extension() == ".toml";
}

struct Loaded {
    LoadResult result;
    std::string why;
};

std::unique_ptr<Loaded> load_frozen() {
    auto loaded = std::make_unique<Loaded>();
    loaded->result = load_content_dir(golden_content_dir());
    if (loaded->result.content) return loaded;
    std::ostringstream errors;
    loaded->result.diagnostics.write(errors);
    loaded->why = errors.str();
    return loaded;
}

std::unique_ptr<Loaded>& cache() {
    static std::unique_ptr<Loaded> loaded;
    return loaded;
}

}  // namespace

std::filesystem::path golden_content_dir() { return std::filesystem::path(YOORD_SOURCE_DIR) / "tests/golden/content"; }

const Content* golden_content(std::string* why) {
    if (!cache()) cache() = load_frozen();
    if (why != nullptr) *why = cache()->why;
    return cache()->result.content ? &*cache()->result.content : nullptr;
}

void refresh_golden_content() {
    const std::filesystem::path to = golden_content_dir();
    std::filesystem::create_directories(to);
    for (const auto& entry : std::filesystem::directory_iterator(to)) {
        if (is_table(entry)) std::filesystem::remove(entry.path());
    }
    for (const auto& entry : std::filesystem::directory_iterator(shipped_content_dir())) {
        if (!is_table(entry)) continue;
        std::filesystem::copy_file(entry.path(), to / entry.path().filename(),
                                   std::filesystem::copy_options::overwrite_existing);
    }
    cache().reset();  // the next golden_content() reads the new copy
}

const Content& frozen_content() {
    std::string why;
    if (const Content* frozen = golden_content(&why)) return *frozen;
    ADD_FAILURE() << golden_content_refusal(why);
    static const LoadResult shipped = load_embedded_content();
    return *shipped.content;
}

std::string golden_content_refusal(const std::string& why) {
    return "the frozen content the golden files were made on (" + golden_content_dir().string() +
           ") does not load with this engine:\n" + why +
           "If the schema change was meant, regenerate the golden files (the copy with them):\n"
           "    make regenerate-golden\n";
}

}  // namespace yoord::test
