#pragma once
// ByteWriter and ByteReader: the save format's primitives. Every number is little-endian and fixed-width,
// so a save reads the same on every machine. Strings are a u32 length and the bytes.
//
// ByteReader never reads past its span: a read beyond the end, a length larger than what is left, or an enum
// value out of range makes the reader fail (sticky: later reads return zero and do nothing) with a reason,
// and the loader turns that into a LoadError. A truncated or hostile file is an error, never undefined
// behaviour.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace yoord::save {

class ByteWriter {
public:
    void u8(std::uint8_t v) { bytes_.push_back(static_cast<std::byte>(v)); }
    void u16(std::uint16_t v) { put(v, 2); }
    void u32(std::uint32_t v) { put(v, 4); }
    void u64(std::uint64_t v) { put(v, 8); }
    void i32(std::int32_t v) { put(static_cast<std::uint32_t>(v), 4); }
    void i64(std::int64_t v) { put(static_cast<std::uint64_t>(v), 8); }
    void boolean(bool v) { u8(v ? 1 : 0); }
    void str(std::string_view s);
    void raw(std::span<const std::byte> b) { bytes_.insert(bytes_.end(), b.begin(), b.end()); }
    template <class E>
        requires std::is_enum_v<E>
    void enumeration(E e) {
        u8(static_cast<std::uint8_t>(e));
    }

    // A u32 to fill in later (a length written before what it measures).
    [[nodiscard]] std::size_t placeholder_u16();
    [[nodiscard]] std::size_t placeholder_u32();
    void patch_u16(std::size_t at, std::uint16_t v);
    void patch_u32(std::size_t at, std::uint32_t v);

    [[nodiscard]] std::size_t size() const noexcept { return bytes_.size(); }
    [[nodiscard]] const std::vector<std::byte>& bytes() const noexcept { return bytes_; }
    [[nodiscard]] std::vector<std::byte> take() && { return std::move(bytes_); }

private:
    void put(std::uint64_t v, int width);
    std::vector<std::byte> bytes_;
};

class ByteReader {
public:
    explicit ByteReader(std::span<const std::byte> bytes) noexcept : bytes_(bytes) {}

    std::uint8_t u8();
    std::uint16_t u16() { return static_cast<std::uint16_t>(get(2)); }
    std::uint32_t u32() { return static_cast<std::uint32_t>(get(4)); }
    std::uint64_t u64() { return get(8); }
    std::int32_t i32() { return static_cast<std::int32_t>(static_cast<std::uint32_t>(get(4))); }
    std::int64_t i64() { return static_cast<std::int64_t>(get(8)); }
    bool boolean();
    // At most `max_length` bytes; longer is a failure (a hostile length must not allocate gigabytes).
    std::string str(std::size_t max_length);
    // The next `n` bytes as their own reader; this one moves past them.
    ByteReader sub(std::size_t n);
    // A value below `count` (the enum's number of values), else a failure naming `what`.
    template <class E>
        requires std::is_enum_v<E>
    E enumeration(std::size_t count, std::string_view what) {
        const std::uint8_t v = u8();
        if (v >= count) fail("unknown " + std::string(what) + " value " + std::to_string(v));
        return ok() ? static_cast<E>(v) : E{};
    }
    // A count of records each at least `min_record_bytes` long: more than could fit in what is left fails.
    std::size_t count(std::size_t min_record_bytes, std::string_view what);

    void skip(std::size_t n);
    void fail(std::string reason);

    [[nodiscard]] bool ok() const noexcept { return error_.empty(); }
    [[nodiscard]] const std::string& error() const noexcept { return error_; }
    [[nodiscard]] std::size_t remaining() const noexcept { return bytes_.size() - at_; }
    [[nodiscard]] std::size_t position() const noexcept { return at_; }
    [[nodiscard]] bool at_end() const noexcept { return at_ == bytes_.size(); }
    // Every byte this reader covers, read or not.
    [[nodiscard]] std::span<const std::byte> span() const noexcept { return bytes_; }

private:
    std::uint64_t get(int width);

    std::span<const std::byte> bytes_;
    std::size_t at_ = 0;
    std::string error_;
};

}  // namespace yoord::save
