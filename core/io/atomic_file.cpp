#include "core/io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

namespace yoord::io {
namespace {

namespace fs = std::filesystem;

// The most attempts at finding an unused temporary or aside name before giving up; far beyond what any
// real folder holds, small enough that a hostile folder cannot make us spin.
constexpr int max_name_attempts = 10000;

std::string errno_text(int err) {
    return std::strerror(err);
}

IoError error_at(const fs::path& path, std::string reason) {
    return IoError{path.string(), std::move(reason)};
}

fs::path folder_of(const fs::path& path) {
    const fs::path parent = path.parent_path();
    return parent.empty() ? fs::path(".") : parent;
}

// Closes on scope exit, so every early return releases the descriptor.
class Fd {
public:
    explicit Fd(int fd) noexcept : fd_(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() {
        if (fd_ >= 0) ::close(fd_);
    }
    [[nodiscard]] int get() const noexcept { return fd_; }
    // Closes now and reports close's error (NFS reports write errors here).
    int close_now() noexcept {
        const int fd = fd_;
        fd_ = -1;
        return ::close(fd);
    }

private:
    int fd_;
};

std::optional<IoError> fsync_folder(const fs::path& folder) noexcept {
    Fd dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() < 0) return error_at(folder, errno_text(errno));
    // Some filesystems refuse fsync on a directory (EINVAL); the rename is still done, so that is not a failure.
    if (::fsync(dir.get()) != 0 && errno != EINVAL) return error_at(folder, errno_text(errno));
    return std::nullopt;
}

std::optional<IoError> write_all(int fd, const fs::path& path, std::span<const std::byte> bytes) noexcept {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return error_at(path, errno_text(errno));
        }
        done += static_cast<std::size_t>(n);
    }
    return std::nullopt;
}

// Opens a new, unique temporary beside `path`: "<name>.tmp-<pid>-<counter>". O_EXCL makes the name ours.
int open_temporary(const fs::path& path, fs::path& temp_out) noexcept {
    static std::atomic<unsigned> counter{0};
    for (int attempt = 0; attempt < max_name_attempts; ++attempt) {
        temp_out = path;
        temp_out += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1));
        const int fd = ::open(temp_out.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

// rename(2) that fails with EEXIST instead of replacing `to`.
int rename_no_replace(const fs::path& from, const fs::path& to) noexcept {
#ifdef RENAME_NOREPLACE
    if (::renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) == 0) return 0;
    if (errno != EINVAL && errno != ENOSYS) return -1;
#endif
    // Without renameat2: a hard link fails when `to` exists; then drop the old name.
    if (::link(from.c_str(), to.c_str()) != 0) return -1;
    return ::unlink(from.c_str());
}

// "not a regular file (a FIFO)": what the path is instead, so the player knows what to fix.
std::string not_regular_reason(mode_t mode) {
    std::string what = "something else";
    if (S_ISDIR(mode)) what = "a folder";
    if (S_ISFIFO(mode)) what = "a FIFO";
    if (S_ISCHR(mode) || S_ISBLK(mode)) what = "a device";
    if (S_ISSOCK(mode)) what = "a socket";
    return "not a regular file (" + what + ")";
}

}  // namespace

std::string IoError::message(std::string_view verb) const {
    std::string text = "cannot ";
    text += verb;
    text += ' ';
    text += path;
    text += ": ";
    text += reason;
    return text;
}

std::optional<IoError> write_file_atomically(const fs::path& path, std::span<const std::byte> bytes) noexcept {
    try {
        fs::path temp;
        Fd out(open_temporary(path, temp));
        if (out.get() < 0) return error_at(path, errno_text(errno));
        auto fail = [&](IoError e) {
            ::unlink(temp.c_str());
            return std::optional<IoError>(std::move(e));
        };
        if (auto e = write_all(out.get(), temp, bytes)) return fail(*e);
        if (::fsync(out.get()) != 0) return fail(error_at(temp, errno_text(errno)));
        if (out.close_now() != 0) return fail(error_at(temp, errno_text(errno)));
        if (::rename(temp.c_str(), path.c_str()) != 0) return fail(error_at(path, errno_text(errno)));
        return fsync_folder(folder_of(path));
    } catch (const std::exception& e) {  // only allocation can throw here
        return error_at(path, e.what());
    }
}

Expected<std::vector<std::byte>, IoError> read_file(const fs::path& path, std::uint64_t limit) {
    // O_NONBLOCK: opening a FIFO would otherwise wait for a writer forever; it is refused below as not a
    // regular file, and a regular file ignores the flag.
    Fd in(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY));
    if (in.get() < 0) return Unexpected{error_at(path, errno_text(errno))};
    struct stat info {};
    if (::fstat(in.get(), &info) != 0) return Unexpected{error_at(path, errno_text(errno))};
    if (!S_ISREG(info.st_mode)) return Unexpected{error_at(path, not_regular_reason(info.st_mode))};
    if (static_cast<std::uint64_t>(info.st_size) > limit) {
        return Unexpected{error_at(path, "larger than " + std::to_string(limit) + " bytes")};
    }
    std::vector<std::byte> bytes(static_cast<std::size_t>(info.st_size));
    std::size_t done = 0;
    while (true) {
        // The file may have grown since fstat; read until end of file, within the limit.
        if (done == bytes.size()) {
            if (bytes.size() >= limit) {
                std::byte probe{};
                const ssize_t extra = ::read(in.get(), &probe, 1);
                if (extra == 0) break;
                return Unexpected{error_at(path, "larger than " + std::to_string(limit) + " bytes")};
            }
            bytes.resize(std::min<std::uint64_t>(limit, bytes.size() * 2 + 4096));
        }
        const ssize_t n = ::read(in.get(), bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return Unexpected{error_at(path, errno_text(errno))};
        }
        if (n == 0) break;
        done += static_cast<std::size_t>(n);
    }
    bytes.resize(done);
    return bytes;
}

Expected<fs::path, IoError> move_aside(const fs::path& path, std::string_view tag) {
    for (int n = 1; n <= max_name_attempts; ++n) {
        fs::path aside = path;
        aside += "." + std::string(tag) + "-" + std::to_string(n);
        if (rename_no_replace(path, aside) == 0) {
            if (auto e = fsync_folder(folder_of(path))) return Unexpected{*e};
            return aside;
        }
        if (errno != EEXIST) return Unexpected{error_at(path, errno_text(errno))};
    }
    return Unexpected{error_at(path, "every aside name up to " + std::to_string(max_name_attempts) + " is taken")};
}

std::optional<IoError> remove_file(const fs::path& path) noexcept {
    try {
        if (::unlink(path.c_str()) != 0) {
            if (errno == ENOENT) return std::nullopt;
            return error_at(path, errno_text(errno));
        }
        return fsync_folder(folder_of(path));
    } catch (const std::exception& e) {
        return error_at(path, e.what());
    }
}

}  // namespace yoord::io
