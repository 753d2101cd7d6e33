#!/usr/bin/env python3
"""Writes share/wxsh/locale/LANG.names: each city's name in a wxsh language, by GeoNames id.

The names are GeoNames' preferred names per language (CC BY 4.0, geonames.org) as Debian's
libgeonames-common ships them (/usr/share/locale/<lang>/LC_MESSAGES/geonames.mo, msgid = the
GeoNames id). Traditional Chinese takes zh_TW's names, then zh's converted with OpenCC's s2tw
(Apache-2.0, pinned in scripts/readings-requirements.txt). The output is committed; regenerate:
    apt-get install libgeonames-common
    python3 -m pip install --no-deps --target .build/han-python -r scripts/readings-requirements.txt
    PYTHONPATH=.build/han-python python3 scripts/make-place-names.py
"""
import os
import struct
import sys

import opencc

LOCALE = "/usr/share/locale/{}/LC_MESSAGES/geonames.mo"
# Region (ISO 3166-2 subdivision) names: Debian iso-codes' translations, keyed by the English
# name in iso_3166-2.json (LGPL-2.1 data).
REGION_LOCALE = "/usr/share/locale/{}/LC_MESSAGES/iso_3166-2.mo"
REGION_JSON = "/usr/share/iso-codes/json/iso_3166-2.json"
# Korea's own provinces in Korean, which iso-codes does not translate (written for wxsh).
KOREAN_REGIONS = {
    "KR-11": "서울", "KR-26": "부산", "KR-27": "대구", "KR-28": "인천", "KR-29": "광주",
    "KR-30": "대전", "KR-31": "울산", "KR-41": "경기도", "KR-42": "강원도", "KR-43": "충청북도",
    "KR-44": "충청남도", "KR-45": "전라북도", "KR-46": "전라남도", "KR-47": "경상북도",
    "KR-48": "경상남도", "KR-49": "제주도", "KR-50": "세종",
}
# wxsh language -> the .mo files to read, later ones overriding earlier ones.
SOURCES = {
    "ko": ["ko"],
    "ja": ["ja"],
    "zh-Hans": ["zh", "zh_CN"],
    "zh-Hant": ["zh", "zh_TW"],
    "de": ["de"],
    "fr": ["fr"],
    "es": ["es"],
    "pt-BR": ["pt", "pt_BR"],
    "ru": ["ru"],
}


def read_mo(path: str) -> dict:
    """The msgid -> msgstr pairs of a GNU .mo file."""
    with open(path, "rb") as f:
        data = f.read()
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">"
    _, count, originals, translations = struct.unpack(order + "4I", data[4:20])
    pairs = {}
    for index in range(count):
        length, offset = struct.unpack(order + "2I", data[originals + 8 * index : originals + 8 * index + 8])
        key = data[offset : offset + length].decode("utf-8")
        length, offset = struct.unpack(order + "2I", data[translations + 8 * index : translations + 8 * index + 8])
        value = data[offset : offset + length].decode("utf-8")
        if key:
            pairs[key] = value
    return pairs


# Administrative designations a person leaves out when naming the city: 서울특별시 is 서울,
# 東京都 is 東京, 首尔特别市 is 首尔.
SUFFIXES = {
    "ko": ["특별자치시", "특별시", "광역시"],
    "ja": ["特別自治市", "特別市", "広域市"],
    "zh-Hans": ["特别自治市", "特别市", "广域市"],
    "zh-Hant": ["特別自治市", "特別市", "廣域市"],
}
SPECIAL = {"東京都": "東京"}


def short(language: str, name: str) -> str:
    """The name without a designation a person would not say."""
    if name in SPECIAL:
        return SPECIAL[name]
    for suffix in SUFFIXES.get(language, []):
        if name.endswith(suffix) and len(name) - len(suffix) >= 2:
            return name[: -len(suffix)]
    return name


def clean(name: str) -> str:
    """One line of printable text, or empty."""
    name = " ".join(name.split())
    return "" if any(ord(c) < 0x20 or ord(c) == 0x7F for c in name) else name


def regions(language: str, sources: list) -> dict:
    """Subdivision names in the language by ISO 3166-2 code."""
    import json

    if not os.path.exists(REGION_JSON):
        return {}
    with open(REGION_JSON, encoding="utf-8") as f:
        subdivisions = json.load(f)["3166-2"]
    names = {}
    for source in sources:
        path = REGION_LOCALE.format(source)
        if not os.path.exists(path):
            continue
        translated = read_mo(path)
        for item in subdivisions:
            name = translated.get(item["name"], "")
            if name and name != item["name"] and clean(name):
                names[item["code"]] = clean(name)
    if language == "ko":
        names.update(KOREAN_REGIONS)
    return names


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "share/wxsh/locale"
    traditional = opencc.OpenCC("s2tw")
    for language, sources in SOURCES.items():
        names = {}
        for source in sources:
            path = LOCALE.format(source)
            if not os.path.exists(path):
                continue
            for key, value in read_mo(path).items():
                if not key.isdigit() or not clean(value):
                    continue
                if language == "zh-Hant" and source == "zh":
                    value = traditional.convert(value)
                names[int(key)] = short(language, clean(value))
        with open(os.path.join(out, language + ".names"), "w", encoding="utf-8") as f:
            f.write("# " + language + ": city names by GeoNames id, from GeoNames (CC BY 4.0) via\n")
            f.write("# Debian libgeonames-common; written by scripts/make-place-names.py.\n")
            for key in sorted(names):
                f.write(f"{key}\t{names[key]}\n")
            # Regions by ISO 3166-2 code (KR-41), after the cities.
            region_names = regions(language, sources)
            for code in sorted(region_names):
                f.write(f"{code}\t{region_names[code]}\n")
        print(language, len(names), "regions", len(region_names))


if __name__ == "__main__":
    main()
