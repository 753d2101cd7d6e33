#!/usr/bin/env python3
"""Writes share/wxsh/hangul-2set.tsv: the keys of the Korean 2-set (Dubeolsik) keyboard that
type each Hangul letter, so a command typed with the Korean layout on (`:ㅂ`, `:ㅜㅐㅈ`) is
read as the keys pressed (`:q`, `:now`).

From libhangul's keyboard and combination tables (Debian libhangul-data 0.1.0+git20191003-2,
/usr/share/libhangul/keyboards/, LGPL-2.1+, Copyright 2004-2019 Choe Hwanjin):
- hangul-keyboard-2.xml: the key each initial consonant or vowel is on;
- hangul-combination-default.xml: the two letters a double consonant, a compound vowel or a
  final cluster is typed as (ㅘ = ㅗ ㅏ, ㄳ = ㄱ ㅅ).
Final consonants are their initial forms' keys (by Unicode name); compatibility letters
(ㄱ U+3131, what an input method shows for a letter alone) are their conjoining forms' keys.

    scripts/make-hangul-keys.py [KEYBOARDS-DIR] [--output FILE]
"""
import argparse
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = "/usr/share/libhangul/keyboards"


def items(path, pattern):
    with open(path, encoding="utf-8") as file:
        return [tuple(int(value, 16) for value in match) for match in re.findall(pattern, file.read())]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("keyboards", nargs="?", default=SOURCE)
    parser.add_argument("--output", default=os.path.join(ROOT, "share", "wxsh", "hangul-2set.tsv"))
    args = parser.parse_args()
    keyboard = os.path.join(args.keyboards, "hangul-keyboard-2.xml")
    combination = os.path.join(args.keyboards, "hangul-combination-default.xml")

    keys = {}  # conjoining letter → keys; a lower-case key wins over its shifted form
    for key, value in items(keyboard, r'<item key="(0x[0-9a-f]+)" value="(0x[0-9a-f]+)"'):
        letter = chr(key)
        if value not in keys or (letter.islower() and not keys[value].islower()):
            keys[value] = letter
    pairs = items(combination, r'first="(0x[0-9a-f]+)" second="(0x[0-9a-f]+)" result="(0x[0-9a-f]+)"')
    changed = True
    while changed:  # a combination of combinations (none in 2-set today) resolves in turn
        changed = False
        for first, second, result in pairs:
            if result not in keys and first in keys and second in keys:
                keys[result] = keys[first] + keys[second]
                changed = True
    def same_name(code, old, new):
        """The letter named like `code` with `old` in its name read as `new`, or None."""
        try:
            return ord(unicodedata.lookup(unicodedata.name(chr(code)).replace(old, new)))
        except KeyError:
            return None

    # Final consonants: the initial consonant of the same name (ᆨ KIYEOK → ᄀ KIYEOK).
    for code in range(0x11A8, 0x11C3):
        initial = same_name(code, "JONGSEONG", "CHOSEONG")
        if code not in keys and initial in keys:
            keys[code] = keys[initial]
    # Compatibility letters: their conjoining form's keys. (ㅀ and ㅄ decompose to archaic
    # initials; their final form of the same name is what is typed.)
    for code in range(0x3131, 0x3164):
        conjoining = unicodedata.normalize("NFKC", chr(code))
        if len(conjoining) == 1 and ord(conjoining) in keys:
            keys[code] = keys[ord(conjoining)]
        elif same_name(code, "LETTER", "JONGSEONG") in keys:
            keys[code] = keys[same_name(code, "LETTER", "JONGSEONG")]

    modern = [c for c in keys if 0x1100 <= c <= 0x1112 or 0x1161 <= c <= 0x1175
              or 0x11A8 <= c <= 0x11C2 or 0x3131 <= c <= 0x3163]
    missing = [hex(c) for c in list(range(0x1100, 0x1113)) + list(range(0x1161, 0x1176))
               + list(range(0x11A8, 0x11C3)) + list(range(0x3131, 0x3164)) if c not in keys]
    if missing:
        sys.exit(f"make-hangul-keys: no keys for {', '.join(missing)}")
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    temporary = args.output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write("# wxsh hangul-2set 1 · source: libhangul-data 0.1.0+git20191003-2 "
                   "(hangul-keyboard-2.xml, hangul-combination-default.xml; LGPL-2.1+)\n")
        file.write("# letter<TAB>keys of the 2-set keyboard that type it\n")
        for code in sorted(modern):
            file.write(f"{chr(code)}\t{keys[code]}\n")
    os.replace(temporary, args.output)
    print(f"wrote {len(modern)} letters to {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
