#!/usr/bin/env python3
"""Writes share/wxsh/locale/LANG.cldr for wxsh's ten languages: countries' names as CLDR
writes them (중국, 中国, China — not the toolchain's ICU fork's 중국 본토) and how the language
writes numbers (decimal and grouping signs, and the short compact patterns: 1,035만, 1035万,
10,3 Mio.).

From CLDR's locale data in Debian's unicode-cldr-core (41-0.1,
/usr/share/unicode/cldr/common/main/, Unicode licence): <territory> names (the alt="short"
form where there is one: 홍콩, not 홍콩(중국 특별행정구)), the Latin-digit <symbols> and the
short <decimalFormatLength> patterns of count "other".

Regions' names come from CLDR's subdivisions (common/subdivisions/, ISO 3166-2 codes: cnbj is
CN-BJ, 베이징 시), those its contributors confirmed (no draft mark, or "contributed"); wxsh
asks them only where iso-codes' names in LANG.names have none. CLDR 41 has no Traditional
Chinese subdivisions; zh-Hant has none.

Lines: `CC<TAB>name` (ISO 3166-1 alpha-2), `CC-SUB<TAB>name` (ISO 3166-2),
`number<TAB>decimal|group|minimumGrouping<TAB>value`,
`compact<TAB>MAGNITUDE<TAB>pattern` (`0` alone: the number is written in full).

    scripts/make-cldr-names.py [CLDR-MAIN-DIR] [--output-dir DIR]
"""
import argparse
import html
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = "/usr/share/unicode/cldr/common/main"
# wxsh's languages and the CLDR locales that hold them (a child falls back to its parent).
LANGUAGES = {
    "en": ["en"], "ko": ["ko"], "ja": ["ja"], "zh-Hans": ["zh"], "zh-Hant": ["zh_Hant", "zh"],
    "de": ["de"], "fr": ["fr"], "es": ["es"], "pt-BR": ["pt"], "ru": ["ru"],
}


def read(directory, locale):
    with open(os.path.join(directory, locale + ".xml"), encoding="utf-8") as file:
        return file.read()


def territories(xml):
    names, short = {}, {}
    for code, alt, name in re.findall(r'<territory type="([A-Z]{2})"(?: alt="([a-z-]+)")?>([^<]+)<', xml):
        if alt == "short":
            short[code] = html.unescape(name)
        elif not alt:
            names[code] = html.unescape(name)
    return {**names, **short}


def subdivisions(directory, locale):
    path = os.path.join(os.path.dirname(directory.rstrip("/")), "subdivisions", locale + ".xml")
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as file:
        xml = file.read()
    found = {}
    for code, attributes, name in re.findall(r'<subdivision type="([a-z0-9]+)"([^>]*)>([^<]+)<', xml):
        draft = re.search(r'draft="([a-z]+)"', attributes)
        if draft and draft.group(1) != "contributed":
            continue
        if not re.fullmatch(r"[a-z]{2}[a-z0-9]{1,3}", code):
            continue
        found[code[:2].upper() + "-" + code[2:].upper()] = html.unescape(name)
    return found


def numbers(xml):
    found = {}
    symbols = re.search(r'<symbols numberSystem="latn">(.*?)</symbols>', xml, re.S)
    if symbols:
        for name in ["decimal", "group"]:
            match = re.search(r"<%s>([^<]*)</%s>" % (name, name), symbols.group(1))
            if match:
                found[name] = html.unescape(match.group(1))
    match = re.search(r"<minimumGroupingDigits>(\d)</minimumGroupingDigits>", xml)
    if match:
        found["minimumGrouping"] = match.group(1)
    compact = {}
    block = re.search(
        r'<decimalFormats numberSystem="latn">.*?<decimalFormatLength type="short">(.*?)</decimalFormatLength>',
        xml, re.S)
    if block:
        for magnitude, pattern in re.findall(r'<pattern type="(\d+)" count="other">([^<]+)<', block.group(1)):
            compact[int(magnitude)] = html.unescape(pattern).replace("'", "")
    return found, compact


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source", nargs="?", default=SOURCE)
    parser.add_argument("--output-dir", default=os.path.join(ROOT, "share/wxsh/locale"))
    arguments = parser.parse_args()
    for language, locales in LANGUAGES.items():
        names, symbols, compact = {}, {}, {}
        for locale in reversed(locales):  # the parent first, the child over it
            xml = read(arguments.source, locale)
            names.update(territories(xml))
            found, patterns = numbers(xml)
            symbols.update(found)
            compact.update(patterns)
        if len(names) < 200 or "decimal" not in symbols or not compact:
            sys.exit("make-cldr-names: %s: CLDR's data looks incomplete" % language)
        lines = ["# %s: countries' names and number formats from CLDR 41 (Debian unicode-cldr-core);" % language,
                 "# written at set-up by scripts/make-cldr-names.py."]
        lines += ["%s\t%s" % (code, names[code]) for code in sorted(names)]
        if language not in ("en", "zh-Hant"):
            regions = subdivisions(arguments.source, locales[-1])
            lines += ["%s\t%s" % (code, regions[code]) for code in sorted(regions)]
        lines += ["number\t%s\t%s" % (key, symbols[key]) for key in sorted(symbols)]
        lines += ["compact\t%d\t%s" % (magnitude, compact[magnitude]) for magnitude in sorted(compact)]
        output = os.path.join(arguments.output_dir, language + ".cldr")
        with open(output + ".tmp", "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        os.replace(output + ".tmp", output)
    print("wrote countries and number formats for %d languages to %s" % (
        len(LANGUAGES), os.path.relpath(arguments.output_dir, ROOT)))


if __name__ == "__main__":
    main()
