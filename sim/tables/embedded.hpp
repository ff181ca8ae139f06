#pragma once
// The content/ folder as compiled into the binary. cmake/EmbedContent.cmake generates the definitions: one
// byte array per file, sorted by file name, regenerated whenever a file in content/ changes.

#include <cstddef>

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

}  // namespace yoord::embedded
