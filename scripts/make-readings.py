#!/usr/bin/env python3
"""Writes share/wxsh/readings.tsv: how wxsh reads characters it cannot search as typed.

Five tables in one file, one line each `TABLE<TAB>KEY<TAB>READING`, sorted by their UTF-8
bytes (Python sorts strings by code point, which is the same order), so wxsh finds a key by
binary search over the mapped file and never reads it whole:

- `pinyin`: each Han character of the basic block (U+4E00–U+9FFF) and its Mandarin reading
  without tones (`柯` → `ke`), from Unihan's kMandarin. A name Chinese writes by ear (柯都努,
  Cotonou) is read in pinyin for the sound index.
- `hanja`: each Han character's first Korean reading (`漢` → `한`), from Unihan's kHangul;
  Simplified characters take their traditional form's, through kTraditionalVariant. A query
  typed in Hanja is also searched by how a Korean reads it (漢城 → 한성, Seoul's old name).
- `fold`: each Traditional Chinese or Japanese shinjitai character OpenCC folds to another,
  Simplified one (`橫` → `横`, `濱` → `滨`): OpenCC's `t2s` after `jp2t`, one character at a
  time, for the Unified Ideographs, extensions A and B and the compatibility ideographs, where
  the decomposition the names and queries go through leaves the character as it is. Names and
  queries are compared folded, so `橫濱`, `横浜` and `横滨` are one name (Yokohama).
- `letter`: each letter and mark of the scripts wxsh reads by ear (Bengali, Gurmukhi,
  Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Sinhala, Lao, Myanmar, Georgian, Ethiopic,
  Khmer, Armenian, Thai, Devanagari, Arabic, Hebrew), and of Cyrillic and Greek, which are read
  before the search too, in ASCII letters (`ঢ` → `dh`, `া` → `a`, `্` → nothing), from
  anyascii's per-character tables, lower case and letters only. A letter written as a base and
  a nukta (`क़`, which normalisation leaves in two) is a key of two characters. Abugidas leave
  the inherent vowel unwritten here; the sound index counts a vowel the query does not write as
  cheap, as it does for Arabic. Where anyascii writes a romanisation's convention rather than
  the sound, share/wxsh/letter-sounds.tsv overrides it, saying why.
- `word`: the generic words of place names (`lago`, `झील`, `川`) and the English word each
  stands for with where English puts it (`lake<TAB>after`), from share/wxsh/generic-words.tsv.

Sources: Unicode's Unihan database (Unicode License V3) as Debian's `unicode-data` ships it
(/usr/share/unicode/Unihan_*.txt.bz2; bookworm: 15.0.0-1), and the opencc (Apache-2.0) and
anyascii (ISC) wheels pinned with their hashes in scripts/readings-requirements.txt, and the
two data files above. Run by scripts/ensure-readings.sh:

    python3 scripts/make-readings.py --output share/wxsh/readings.tsv
"""
import argparse
import bz2
import os
import sys
import unicodedata

READINGS = "/usr/share/unicode/Unihan_Readings.txt.bz2"
VARIANTS = "/usr/share/unicode/Unihan_Variants.txt.bz2"

# The scripts read letter by letter, by their Unicode blocks.
LETTER_BLOCKS = {
    "Bengali": (0x0980, 0x09FF), "Gurmukhi": (0x0A00, 0x0A7F), "Gujarati": (0x0A80, 0x0AFF),
    "Odia": (0x0B00, 0x0B7F), "Tamil": (0x0B80, 0x0BFF), "Telugu": (0x0C00, 0x0C7F),
    "Kannada": (0x0C80, 0x0CFF), "Malayalam": (0x0D00, 0x0D7F), "Sinhala": (0x0D80, 0x0DFF),
    "Lao": (0x0E80, 0x0EFF), "Myanmar": (0x1000, 0x109F), "Georgian": (0x10A0, 0x10FF),
    "Georgian Mtavruli": (0x1C90, 0x1CBF), "Ethiopic": (0x1200, 0x137F),
    "Ethiopic Supplement": (0x1380, 0x139F), "Khmer": (0x1780, 0x17FF),
    "Armenian": (0x0530, 0x058F), "Cyrillic": (0x0400, 0x052F), "Greek": (0x0370, 0x03FF),
    "Greek Extended": (0x1F00, 0x1FFF), "Thai": (0x0E00, 0x0E7F),
    "Devanagari": (0x0900, 0x097F), "Arabic": (0x0600, 0x06FF), "Hebrew": (0x0590, 0x05FF),
}
LETTER_SOUNDS = "share/wxsh/letter-sounds.tsv"
GENERIC_WORDS = "share/wxsh/generic-words.tsv"


def unihan(path, field):
    """(character, value) for every line of `field` in the Unihan file at `path`."""
    with bz2.open(path, "rt", encoding="utf-8") as source:
        for line in source:
            fields = line.rstrip("\n").split("\t")
            if len(fields) == 3 and fields[1] == field:
                yield chr(int(fields[0][2:], 16)), fields[2]


def pinyin():
    readings = {}
    for character, value in unihan(READINGS, "kMandarin"):
        if not 0x4E00 <= ord(character) <= 0x9FFF:
            continue
        reading = unicodedata.normalize("NFD", value.split()[0])
        reading = "".join(c for c in reading if "a" <= c <= "z")
        if reading:
            readings[character] = reading
    return readings


def hanja():
    readings = {}
    for character, value in unihan(READINGS, "kHangul"):
        reading = value.split()[0].split(":")[0]
        if len(reading) == 1 and 0xAC00 <= ord(reading) <= 0xD7A3:
            readings[character] = reading
    # Simplified characters have no Korean reading of their own: they take their traditional
    # form's (汉 reads as 漢, 한).
    for character, value in unihan(VARIANTS, "kTraditionalVariant"):
        if character in readings:
            continue
        for variant in value.split():
            traditional = chr(int(variant.split("<")[0][2:], 16))
            if traditional in readings:
                readings[character] = readings[traditional]
                break
    return readings


# Where Han characters are folded, as OpenCC's tables reach.
FOLD_RANGES = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2A6DF)]


def folds():
    import opencc  # noqa: PLC0415 (from the pinned wheel; imported only here)

    to_simplified = opencc.OpenCC("t2s")
    to_traditional = opencc.OpenCC("jp2t")
    readings = {}
    for first, last in FOLD_RANGES:
        for code in range(first, last + 1):
            character = chr(code)
            if unicodedata.category(character) != "Lo":
                continue
            # The names and queries are decomposed first (NFKD): fold what that leaves.
            if unicodedata.normalize("NFKD", character) != character:
                continue
            folded = to_simplified.convert(to_traditional.convert(character))
            if len(folded) == 1 and folded != character:
                readings[character] = folded
    return readings


def rows(path):
    """The tab-separated fields of each line of `path` that is neither blank nor a comment."""
    with open(path, encoding="utf-8") as source:
        for line in source:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                yield line.split("\t")


def letters():
    from anyascii import anyascii  # noqa: PLC0415 (from the pinned wheel; imported only here)

    def ascii_letters(text):
        return "".join(c for c in anyascii(text).lower() if "a" <= c <= "z")

    readings = {}
    for first, last in LETTER_BLOCKS.values():
        for code in range(first, last + 1):
            character = chr(code)
            if unicodedata.category(character)[0] not in "LM":
                continue
            reading = ascii_letters(character)
            readings[character] = reading
            # A letter normalisation leaves as a base and a mark is found in that form.
            normalised = unicodedata.normalize("NFC", character)
            if len(normalised) == 2:
                readings[normalised] = reading
    for fields in rows(LETTER_SOUNDS):
        key, reading = fields[0], fields[1] if len(fields) > 1 else ""
        if not 1 <= len(key) <= 2 or not all(c.isascii() and c.isalpha() for c in reading):
            sys.exit(f"make-readings: {LETTER_SOUNDS}: a bad line for {key!r}")
        readings[key] = reading
    return readings


def words():
    readings = {}
    for english, place, names in rows(GENERIC_WORDS):
        if place not in ("before", "after"):
            sys.exit(f"make-readings: {GENERIC_WORDS}: {english}: `before` or `after`, not {place!r}")
        for name in names.split(","):
            if name in readings:
                sys.exit(f"make-readings: {GENERIC_WORDS}: {name!r} is listed twice")
            readings[name] = f"{english}\t{place}"
    return readings


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", default="share/wxsh/readings.tsv")
    arguments = parser.parse_args()
    tables = {
        "fold": folds(), "hanja": hanja(), "letter": letters(), "pinyin": pinyin(), "word": words()}
    lines = sorted(
        f"{table}\t{key}\t{value}\n" for table, rows in tables.items() for key, value in rows.items())
    temporary = arguments.output + ".tmp"
    with open(temporary, "w", encoding="utf-8", newline="\n") as output:
        output.writelines(lines)
    os.replace(temporary, arguments.output)
    counts = ", ".join(f"{len(rows):,} {table}" for table, rows in tables.items())
    print(f"make-readings: {counts} -> {arguments.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
