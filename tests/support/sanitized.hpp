#pragma once
// Whether this test program was built with AddressSanitizer, where the game runs several times slower: long
// sweeps and fuzz campaigns scale themselves down so `make sanitize` stays short.

namespace yoord::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace yoord::test
