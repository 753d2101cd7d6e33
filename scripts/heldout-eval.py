#!/usr/bin/env python3
"""Held-out multilingual place-search evaluation (issue 25): how often wxsh's offline search
puts the right city in its top 3 when the city is typed as people write it in their language.

The names come from a source wxsh does not read: GNOME libgweather's locations database
(Debian `libgweather-4-common`: /usr/share/libgweather-4/Locations.xml, 4,233 cities with
coordinates, and its translations in libgweather-4.0-locations.mo, written by GNOME's
translation teams; GPL-2+). Nothing of it is committed or shipped: the set is built here, at
run time, from the installed package.

First every city is searched by its English name: libgweather lists weather stations and
small towns the gazetteer (GeoNames' places of 500+ people) may not have, and names several
cities share (London, England and London, Ontario). Only cities found by their English name
are kept, so the score measures what this set is for: finding a city wxsh knows when it is
typed in another language. Then, for each language, each kept city whose translated name
differs from its English name is searched with `wxsh --offline --json -c ':search NAME'` (one
wxsh process per language, the searches on standard input); a hit is a top-3 result within
30 km of libgweather's coordinates. Names identical to the English name are left out: they test
nothing a Latin search does not.

    apt-get install libgweather-4-common
    python3 scripts/heldout-eval.py [--wxsh .build/release/wxsh] [--languages ko,ja,...]
"""
import argparse
import gettext
import json
import math
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

LOCATIONS = "/usr/share/libgweather-4/Locations.xml"
MO = "/usr/share/locale/{}/LC_MESSAGES/libgweather-4.0-locations.mo"
DEFAULT_LANGUAGES = "ko,ja,zh_CN,zh_TW,ru,uk,el,he,ar,fa,th,hi,de,fr,es,pt_BR,it,pl,tr,vi"


def cities():
    """(English name, msgctxt or None, latitude, longitude) for every city."""
    out = []
    for city in ET.parse(LOCATIONS).getroot().iter("city"):
        name = city.find("_name")
        coordinates = city.findtext("coordinates")
        if name is None or not coordinates:
            continue
        latitude, longitude = (float(v) for v in coordinates.split())
        out.append((name.text.strip(), name.get("msgctxt"), latitude, longitude))
    return out


def distance_km(a, b, c, d):
    a, b, c, d = map(math.radians, (a, b, c, d))
    h = math.sin((c - a) / 2) ** 2 + math.cos(a) * math.cos(c) * math.sin((d - b) / 2) ** 2
    return 12742 * math.asin(math.sqrt(min(1, h)))


def evaluate(wxsh, language, items):
    """The hits and the total for one language's names ("en": the English names)."""
    queries = []
    if language == "en":
        queries = [(english, latitude, longitude) for english, _, latitude, longitude in items]
    else:
        catalog = gettext.GNUTranslations(open(MO.format(language), "rb"))
        for english, context, latitude, longitude in items:
            translated = (
                catalog.pgettext(context, english) if context else catalog.gettext(english))
            if not translated or translated == english or "\n" in translated:
                continue
            queries.append((translated, latitude, longitude))
    if not queries:
        return 0, 0, []
    hits, misses = search(wxsh, queries)
    return hits, len(queries), misses


def search(wxsh, queries):
    """The number of queries with the right city in the top 3, and the names missed."""
    with tempfile.TemporaryDirectory() as home:
        environment = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                       "WXSH_GEOCODING_URL": "http://127.0.0.1:9"}
        if "WXSH_DATA_DIR" in os.environ:
            environment["WXSH_DATA_DIR"] = os.environ["WXSH_DATA_DIR"]
        script = "".join(":search " + q[0].replace("\n", " ") + "\n" for q in queries)
        result = subprocess.run([wxsh, "--offline", "--json"], input=script.encode(),
                                capture_output=True, env=environment)
    documents = [json.loads(line) for line in result.stdout.decode().splitlines() if line.strip()]
    hits = 0
    misses = []
    found.clear()
    for (name, latitude, longitude), document in zip(queries, documents):
        results = document.get("results", [])[:3]
        if any(distance_km(latitude, longitude, r["latitude"], r["longitude"]) <= 30
               for r in results):
            hits += 1
            found.add((name, latitude, longitude))
        else:
            misses.append(name)
    return hits, misses


# The (name, latitude, longitude) of the last search's hits.
found = set()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wxsh", default=".build/release/wxsh")
    parser.add_argument("--languages", default=DEFAULT_LANGUAGES)
    parser.add_argument("--misses", type=int, default=0, help="print up to N misses a language")
    arguments = parser.parse_args()
    if not os.path.exists(LOCATIONS):
        sys.exit("heldout-eval: install libgweather-4-common first (apt-get install libgweather-4-common)")
    every = cities()
    hits, count, _ = evaluate(arguments.wxsh, "en", every)
    known = set(found)
    items = [item for item in every if (item[0], item[2], item[3]) in known]
    print(f"en      {hits:5d} / {count:5d}  {100 * hits / count:5.1f}%  found by the English name: "
          "the cities kept")
    total_hits = total = 0
    for language in arguments.languages.split(","):
        if not os.path.exists(MO.format(language)):
            print(f"{language:6s}  (no translation installed)")
            continue
        hits, count, misses = evaluate(arguments.wxsh, language, items)
        total_hits += hits
        total += count
        share = 100 * hits / count if count else 0
        print(f"{language:6s}  {hits:5d} / {count:5d}  {share:5.1f}%")
        if arguments.misses:
            print("        misses: " + ", ".join(misses[: arguments.misses]))
    if total:
        print(f"all     {total_hits:5d} / {total:5d}  {100 * total_hits / total:5.1f}%  "
              f"({len(items)} of {len(every)} cities from {LOCATIONS})")


if __name__ == "__main__":
    main()
