#include "core/io/untrusted_file.hpp"

#include <algorithm>
#include <cstring>
#include <system_error>

namespace yoord::io {
namespace {

namespace fs = std::filesystem;

EntryKind kind_of(const fs::directory_entry& entry, std::string& reason) {
    std::error_code ec;
    const fs::file_status status = entry.status(ec);  // follows links; a loop is ELOOP, not an exception
    if (ec) {
        reason = ec.message();
        return EntryKind::broken;
    }
    if (fs::is_regular_file(status)) return EntryKind::file;
    if (fs::is_directory(status)) return EntryKind::folder;
    if (status.type() == fs::file_type::not_found) {
        reason = "a link to nothing";
        return EntryKind::broken;
    }
    return EntryKind::other;
}

}  // namespace

Expected<std::string, IoError> read_untrusted_file(const fs::path& path, std::uint64_t limit) {
    Expected<std::vector<std::byte>, IoError> bytes = read_file(path, limit);
    if (!bytes) return Unexpected{bytes.error()};
    std::string text(bytes->size(), '\0');
    if (!bytes->empty()) std::memcpy(text.data(), bytes->data(), bytes->size());
    return text;
}

Expected<std::vector<FolderEntry>, IoError> list_folder(const fs::path& dir) {
    try {
        std::error_code ec;
        fs::directory_iterator it(dir, ec);
        if (ec) return Unexpected{IoError{dir.string(), ec.message()}};
        std::vector<FolderEntry> entries;
        for (; it != fs::directory_iterator(); it.increment(ec)) {
            if (ec) return Unexpected{IoError{dir.string(), ec.message()}};
            FolderEntry e;
            e.path = it->path();
            e.kind = kind_of(*it, e.reason);
            entries.push_back(std::move(e));
        }
        if (ec) return Unexpected{IoError{dir.string(), ec.message()}};
        std::sort(entries.begin(), entries.end(),
                  [](const FolderEntry& a, const FolderEntry& b) { return a.path < b.path; });
        return entries;
    } catch (const std::exception& e) {  // only allocation can throw here
        return Unexpected{IoError{dir.string(), e.what()}};
    }
}

bool is_folder(const fs::path& path) noexcept {
    std::error_code ec;
    return fs::is_directory(path, ec);
}

bool exists_at(const fs::path& path) noexcept {
    std::error_code ec;
    const fs::file_status status = fs::symlink_status(path, ec);
    return !ec && status.type() != fs::file_type::not_found;
}

}  // namespace yoord::io
