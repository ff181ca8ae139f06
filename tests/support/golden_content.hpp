#pragma once
// The content the golden files were made on. The seed catalog and the golden recordings pin what the engine's
// rules do with one fixed set of tables: a frozen copy of content/ in tests/golden/content/, refreshed only
// when the goldens are regenerated (make regenerate-golden). So an author who adds a row to content/ changes
// no golden file and fails no golden test (only the golden-id list asks for a line), while a change to the
// engine's rules still shows up in them as before. The layouts (the walls of every seed) do not depend on the
// tables at all, and a test checks them against the golden catalog with the shipped content too. Every other test
// whose expectations depend on which rows exist plays them as well (frozen_content() below): the render sessions,
// the special rooms' pictures, the balance page's reports. tests/support/new_rows_test.cpp checks that a row added
// to each table, at depth 1, fails the golden-id test alone.
//
// When the engine's schema moves on (a new required key), the frozen copy may stop loading: the tests then say
// to regenerate, the same command as for any meant change of the goldens.

#include <filesystem>
#include <string>

#include "sim/tables/content.hpp"

namespace yoord::test {

// tests/golden/content/ in the source tree.
[[nodiscard]] std::filesystem::path golden_content_dir();

// The frozen tables, loaded once; nullptr when they do not load, with the loader's errors in `why`.
[[nodiscard]] const Content* golden_content(std::string* why = nullptr);

// The frozen tables for a test whose expectations depend on which rows exist (a snapshot, a count, a tuned
// threshold over fixed seeds): a row added to content/ does not move them. When the copy does not load, a test
// failure says to regenerate it, and the shipped tables stand in so the test runs on.
[[nodiscard]] const Content& frozen_content();

// Replaces the frozen copy with content/'s tables as they are now (stale files removed). Only a golden test
// that is rewriting its file calls this, before recording.
void refresh_golden_content();

// What a golden test prints when the frozen copy does not load.
[[nodiscard]] std::string golden_content_refusal(const std::string& why);

}  // namespace yoord::test
