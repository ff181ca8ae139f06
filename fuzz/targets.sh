# The libFuzzer targets of fuzz/ and what each is fed, sourced by fuzz/run.sh (make fuzz) and fuzz/build.sh (the
# continuous-fuzzing services' contract), so both build and feed the same targets the same way:
#   yoord_fuzz_targets         the target names (fuzz/<name>.cpp)
#   yoord_fuzz_corpus DIR      writes each target's seed corpus into DIR/<target>/, from the repository's files
#   yoord_fuzz_dictionary T    the dictionary of fuzz/dict/ that target T reads
#   yoord_fuzz_max_len T       the longest input T is fed
# It expects $yoord_root, the repository's top folder.

yoord_fuzz_targets="content_loader_fuzz pack_fuzz strings_fuzz options_fuzz keymap_fuzz recording_fuzz journal_fuzz
save_fuzz determinism_fuzz"

# The ```toml blocks of a page, each as its own file in DIR.
yoord_fuzz_toml_blocks() {
  awk -v dir="$2" '/^```toml/ {n++; on=1; next} /^```/ {on=0; next} on {print > (dir "/seed-" n ".toml")}' "$1"
}

# A determinism input (fuzz/determinism_fuzz.cpp): SEED's eight bytes, the save point, then COUNT intents of 7
# bytes, each an explore step (kind 15) but every tenth the stairs (14) and every seventh auto-fight (23).
yoord_fuzz_determinism_input() {
  local seed=$1 count=$2 i kind
  for i in 0 1 2 3 4 5 6 7; do printf "\\$(printf '%03o' $(((seed >> (8 * i)) & 255)))"; done
  printf '\040'
  for ((i = 1; i <= count; i++)); do
    kind=15
    ((i % 7 == 0)) && kind=23
    ((i % 10 == 0)) && kind=14
    printf "\\$(printf '%03o' "$kind")\\000\\000\\000\\000\\000\\000"
  done
}

yoord_fuzz_corpus() {
  local corpus=$1 i f target
  for target in $yoord_fuzz_targets; do mkdir -p "$corpus/$target"; done
  # content_loader_fuzz: first byte = index of the table among the embedded *.toml files (sorted by name).
  i=0
  for f in $(ls "$yoord_root"/content/*.toml | sort); do
    { printf "\\$(printf '%03o' "$i")"; cat "$f"; } > "$corpus/content_loader_fuzz/seed-$(basename "$f")"
    i=$((i + 1))
  done
  # pack_fuzz: pack.toml, a NUL, a byte choosing the table file's name, then that file (the sample pack's).
  for f in "$yoord_root"/docs/tutorial/sample-pack/*.toml; do
    [ "$(basename "$f")" = pack.toml ] && continue
    { cat "$yoord_root/docs/tutorial/sample-pack/pack.toml"; printf '\0\0'; cat "$f"; } \
      > "$corpus/pack_fuzz/seed-$(basename "$f")"
  done
  cp "$yoord_root"/content/strings/*.toml "$corpus/strings_fuzz/"
  yoord_fuzz_toml_blocks "$yoord_root/docs/reference/options.md" "$corpus/options_fuzz"
  yoord_fuzz_toml_blocks "$yoord_root/docs/reference/options.md" "$corpus/keymap_fuzz"
  cp "$yoord_root"/tests/golden/recordings/*.yrec "$corpus/recording_fuzz/" 2>/dev/null || true
  # journal_fuzz: a recording's turn lines, which the target puts after its game's journal header.
  for f in "$yoord_root"/tests/golden/recordings/*.yrec; do
    sed -n '/^turns$/,$p' "$f" | tail -n +2 | head -n 40 > "$corpus/journal_fuzz/seed-$(basename "$f" .yrec)"
  done
  cp "$yoord_root"/tests/golden/*.yrd "$corpus/save_fuzz/" 2>/dev/null || true
  for i in 1 2 3 4 5 6 7 8; do yoord_fuzz_determinism_input "$i" 120 > "$corpus/determinism_fuzz/seed-$i"; done
}

yoord_fuzz_dictionary() {
  case $1 in
    content_loader_fuzz | pack_fuzz) echo content ;;
    strings_fuzz) echo strings ;;
    options_fuzz) echo options ;;
    keymap_fuzz) echo keymap ;;
    determinism_fuzz) echo determinism ;;
    *) echo recording ;;
  esac
}

# The content and pack targets are fed at most 8 KiB: whole tables (the seeds) are tens of KiB, and parsing them
# on every run would hold these targets under a hundred runs a second; 8 KiB still holds dozens of rows. A
# determinism input of 4 KiB is about 580 intents, past the 400 the target plays.
yoord_fuzz_max_len() {
  case $1 in
    content_loader_fuzz | pack_fuzz) echo 8192 ;;
    determinism_fuzz) echo 4096 ;;
    *) echo 65536 ;;
  esac
}
