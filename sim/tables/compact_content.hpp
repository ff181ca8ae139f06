#pragma once
// The compact form of the compiled-in tables: the Content the loader made of them, written as bytes at build time
// (tools/compact_content.cpp) and read back at start-up instead of parsing the TOML. TOML stays the one source:
// the form is made by the real loader from the compiled-in files, carries their hash and is used only while that
// hash matches, and a test holds what it gives back equal to a load of the TOML, member for member
// (tests/sim/tables/compact_content_test.cpp). Packs, --content-dir and hot reload always read TOML.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "sim/tables/content.hpp"

namespace yoord {

// The bytes of `content`, made from tables whose hash_files() is `tables_hash`. Packs and patches are not written:
// the compiled-in tables have none (the generator refuses a Content holding any).
[[nodiscard]] std::string write_compact_content(const Content& content, std::uint64_t tables_hash);

// The Content those bytes hold when they were made from tables hashing to `tables_hash`; nullopt for bytes that
// are short, long, malformed or made from other tables.
[[nodiscard]] std::optional<Content> read_compact_content(std::span<const unsigned char> bytes,
                                                          std::uint64_t tables_hash);

// hash_files() of the compiled-in tables as embedded_content_files() gives them (a test program's
// YOORD_TEST_CONTENT_DIR included): what the compact form must have been made from.
[[nodiscard]] std::uint64_t embedded_tables_hash();

// The compact form compiled into this program: empty in the generator that writes it.
[[nodiscard]] std::span<const unsigned char> compiled_compact_content();

}  // namespace yoord
