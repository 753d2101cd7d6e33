#!/usr/bin/env python3
"""Multilingual place-search evaluation: how often wxsh's offline search puts the right city in
its top 3 when the city is typed as people write it in their language.

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

Two splits, scored side by side. The cities fall into halves by a digest of their English name
and coordinates (stable across runs and machines):
- **tuning**: the half every ranking constant and reading rule may be chosen by;
- **untouched**: the half no change is ever judged by. Its score is the honest estimate of how
  search does on names it was not tuned for. Before this split existed (2026-11-29) earlier
  rounds had tuned on the whole set, so both halves carry that history; from then on only the
  tuning half is looked at while tuning (`--split tuning` prints only it, and its misses).

    apt-get install libgweather-4-common
    python3 scripts/search-eval.py [--wxsh .build/release/wxsh] [--languages ko,ja,...]
        [--split both|tuning|untouched] [--misses N]
"""
import argparse
import gettext
import hashlib
import json
import math
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

LOCATIONS = "/usr/share/libgweather-4/Locations.xml"
MO = "/usr/share/locale/{}/LC_MESSAGES/libgweather-4.0-locations.mo"
DEFAULT_LANGUAGES = ("ko,ja,zh_CN,zh_TW,ru,uk,el,he,ar,fa,th,hi,de,fr,es,pt_BR,it,pl,tr,vi,"
                     "bn,pa,gu,or,ta,te,kn,ml,si,ka")
SPLITS = ("tuning", "untouched")


def split_of(english, latitude, longitude):
    """The split a city belongs to: "tuning" or "untouched", half and half."""
    digest = hashlib.sha256(f"{english}|{latitude:.4f}|{longitude:.4f}".encode()).digest()
    return SPLITS[digest[0] & 1]


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


def search_all(wxsh, language, items):
    """{split: (hits, count, misses)} for one language's names ("en": the English names)."""
    queries = []
    if language == "en":
        queries = [(english, latitude, longitude, split_of(english, latitude, longitude))
                   for english, _, latitude, longitude in items]
    else:
        catalog = gettext.GNUTranslations(open(MO.format(language), "rb"))
        for english, context, latitude, longitude in items:
            translated = (
                catalog.pgettext(context, english) if context else catalog.gettext(english))
            if not translated or translated == english or "\n" in translated:
                continue
            queries.append((translated, latitude, longitude,
                            split_of(english, latitude, longitude)))
    return search(wxsh, queries)


def search(wxsh, queries):
    """{split: (hits, count, names missed)}: the queries with the right city in the top 3."""
    if not queries:
        return {split: (0, 0, []) for split in SPLITS}
    with tempfile.TemporaryDirectory() as home:
        environment = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                       "WXSH_GEOCODING_URL": "http://127.0.0.1:9"}
        if "WXSH_DATA_DIR" in os.environ:
            environment["WXSH_DATA_DIR"] = os.environ["WXSH_DATA_DIR"]
        script = "".join(":search " + q[0].replace("\n", " ") + "\n" for q in queries)
        result = subprocess.run([wxsh, "--offline", "--json"], input=script.encode(),
                                capture_output=True, env=environment)
    documents = [json.loads(line) for line in result.stdout.decode().splitlines() if line.strip()]
    scores = {split: [0, 0, []] for split in SPLITS}
    found.clear()
    for (name, latitude, longitude, split), document in zip(queries, documents):
        results = document.get("results", [])[:3]
        score = scores[split]
        score[1] += 1
        if any(distance_km(latitude, longitude, r["latitude"], r["longitude"]) <= 30
               for r in results):
            score[0] += 1
            found.add((name, latitude, longitude))
        else:
            score[2].append(name)
    return {split: tuple(score) for split, score in scores.items()}


# The (name, latitude, longitude) of the last search's hits.
found = set()


def share(hits, count):
    return f"{hits:5d} / {count:5d}  {100 * hits / count if count else 0:5.1f}%"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wxsh", default=".build/release/wxsh")
    parser.add_argument("--languages", default=DEFAULT_LANGUAGES)
    parser.add_argument("--split", choices=("both",) + SPLITS, default="both")
    parser.add_argument("--misses", type=int, default=0,
                        help="print up to N misses a language (from the tuning split only)")
    arguments = parser.parse_args()
    if not os.path.exists(LOCATIONS):
        sys.exit("search-eval: install libgweather-4-common first (apt-get install libgweather-4-common)")
    shown = SPLITS if arguments.split == "both" else (arguments.split,)
    every = cities()
    english = search_all(arguments.wxsh, "en", every)
    known = set(found)
    items = [item for item in every if (item[0], item[2], item[3]) in known]
    hits = sum(english[s][0] for s in SPLITS)
    count = sum(english[s][1] for s in SPLITS)
    print(f"{'':8s}" + "".join(f"{split:>22s}" for split in shown))
    print(f"en      {share(hits, count)}  found by the English name: the cities kept")
    totals = {split: [0, 0] for split in SPLITS}
    for language in arguments.languages.split(","):
        if not os.path.exists(MO.format(language)):
            print(f"{language:6s}  (no translation installed)")
            continue
        scores = search_all(arguments.wxsh, language, items)
        for split in SPLITS:
            totals[split][0] += scores[split][0]
            totals[split][1] += scores[split][1]
        print(f"{language:6s}  " + "  ".join(share(*scores[s][:2]) for s in shown))
        if arguments.misses and "tuning" in shown:
            print("        misses: " + ", ".join(scores["tuning"][2][: arguments.misses]))
    print(f"all     " + "  ".join(share(*totals[s]) for s in shown)
          + f"  ({len(items)} of {len(every)} cities from {LOCATIONS})")


if __name__ == "__main__":
    main()
