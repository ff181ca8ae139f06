#pragma once
// The content/ folder as compiled into the binary. cmake/EmbedContent.cmake generates the definitions: one
// byte array per file, sorted by file name, regenerated whenever a file in content/ changes.

#include <cstddef>
#include <filesystem>
#include <optional>

// A seam for the test programs, and only them: tests/support/test_content_dir.cpp, linked into each test program
// and into nothing else, defines this to return $YOORD_TEST_CONTENT_DIR. When that names a folder (laid out as
// content/ is: the tables, ids.golden, strings/), the files below are read from it instead of the compiled-in
// copy, so a test can play a changed set of tables without a rebuild (tests/support/new_rows_test.cpp). English
// sentences are the exception: they are compiled from en.toml (sim/text/english_compact.hpp). The game,
// the benchmarks and the fuzzers define no such function: a weak declaration left undefined has a null address,
// and they always play the tables they were built with.
extern "C" [[gnu::weak]] const char* yoord_test_content_dir();

namespace yoord::embedded {

struct Blob {
    const char* name;  // file name inside content/, e.g. "monsters.toml"
    const unsigned char* data;
    std::size_t size;
    // What the loader parses: a table's bytes with its comment lines blanked, line for line (the same lines and
    // columns); for any other file, `data` again. `data` stays the file as written: the content hash reads it.
    const unsigned char* parsed_data;
    std::size_t parsed_size;
};

extern const Blob kContentFiles[];
extern const std::size_t kContentFileCount;
// content/strings/*.toml: the sentence tables, one per language, named by file ("en.toml").
extern const Blob kStringFiles[];
extern const std::size_t kStringFileCount;

// The folder a test program was told to read instead of the compiled-in files, or nullopt (always, in the game).
[[nodiscard]] inline std::optional<std::filesystem::path> test_content_dir() {
    if (yoord_test_content_dir == nullptr) return std::nullopt;
    const char* dir = yoord_test_content_dir();
    if (dir == nullptr || *dir == '\0') return std::nullopt;
    return std::filesystem::path(dir);
}

}  // namespace yoord::embedded
