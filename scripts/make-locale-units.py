#!/usr/bin/env python3
"""Writes share/wxsh/locale-units.tsv: the units a region's people read the weather in, so wxsh
follows the user's locale (`LANG=en_US.UTF-8`: °F, mph, inches, inHg, a 12-hour clock) until
they choose units with `:units`.

From CLDR's supplemental data in Debian's unicode-cldr-core (41-0.1,
/usr/share/unicode/cldr/common/supplemental/, Unicode licence):
- units.xml, <unitPreferences>: temperature for "weather", speed for "wind", length for
  "rainfall" and pressure for "baromtrc" (barometric);
- supplementalData.xml, <timeData>: a region's preferred hour cycle (h or K: 12-hour, H or k:
  24-hour).
wxsh's units are a subset: rainfall in centimetres (Brazil) is shown in millimetres and
millibars in hectopascals (the same number).

One supplement, not in CLDR 41: Japan and China read wind in metres per second, as their
weather services publish it (the Japan Meteorological Agency's and the China Meteorological
Administration's forecasts give wind speed in m/s), like Korea and Russia, which CLDR lists.

Each line is a region (or a language in a region, `fr_CA`, where CLDR gives that its own hour
cycle) and its five units (temperature, wind, precipitation, pressure, clock); only those that
differ from the world's ("001", the first line) or from their region's are written.

    scripts/make-locale-units.py [CLDR-SUPPLEMENTAL-DIR] [--output FILE]
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = "/usr/share/unicode/cldr/common/supplemental"
WIND_SUPPLEMENT = {"JP": "ms", "CN": "ms"}

# CLDR's unit names to wxsh's.
NAMES = {
    "celsius": "c", "fahrenheit": "f",
    "kilometer-per-hour": "kmh", "meter-per-second": "ms", "mile-per-hour": "mph",
    "knot": "kn", "beaufort": "kmh",
    "millimeter": "mm", "centimeter": "mm", "inch": "in",
    "hectopascal": "hpa", "millibar": "hpa", "inch-ofhg": "inhg", "millimeter-ofhg": "mmhg",
}


def preferences(units_xml, category, usage):
    """The first preference of each region for a category and usage: {region: wxsh unit}."""
    block = re.search(
        r'<unitPreferences category="%s" usage="%s">(.*?)</unitPreferences>' % (category, usage),
        units_xml, re.S)
    if not block:
        sys.exit("make-locale-units: no %s/%s preferences in units.xml" % (category, usage))
    found = {}
    for regions, unit in re.findall(r'<unitPreference regions="([^"]+)"[^>]*>([^<]+)<', block.group(1)):
        if unit not in NAMES:
            sys.exit("make-locale-units: unknown CLDR unit %s" % unit)
        for region in regions.split():
            found.setdefault(region, NAMES[unit])
    return found


def hour_cycles(supplemental_xml):
    """Each region's clock: 12h when its preferred hour cycle is h or K, else 24h."""
    found = {}
    for preferred, regions in re.findall(r'<hours preferred="([hHkK])"[^>]*regions="([^"]+)"', supplemental_xml):
        for region in regions.split():
            found[region] = "12h" if preferred in "hK" else "24h"
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source", nargs="?", default=SOURCE)
    parser.add_argument("--output", default=os.path.join(ROOT, "share/wxsh/locale-units.tsv"))
    arguments = parser.parse_args()
    with open(os.path.join(arguments.source, "units.xml"), encoding="utf-8") as file:
        units_xml = file.read()
    with open(os.path.join(arguments.source, "supplementalData.xml"), encoding="utf-8") as file:
        supplemental_xml = file.read()
    tables = [
        preferences(units_xml, "temperature", "weather"),
        {**preferences(units_xml, "speed", "wind"), **WIND_SUPPLEMENT},
        preferences(units_xml, "length", "rainfall"),
        preferences(units_xml, "pressure", "baromtrc"),
        hour_cycles(supplemental_xml),
    ]
    world = [table.get("001", default) for table, default in zip(tables, ["c", "kmh", "mm", "hpa", "24h"])]
    regions = sorted({region for table in tables for region in table if re.fullmatch("[A-Z]{2}", region)})
    lines = ["# region\ttemperature\twind\tprecipitation\tpressure\tclock",
             "# from CLDR 41 (Debian unicode-cldr-core): scripts/make-locale-units.py",
             "\t".join(["001"] + world)]
    rows = {}
    for region in regions:
        rows[region] = [table.get(region, world[index]) for index, table in enumerate(tables)]
    # A language in a region with its own hour cycle (fr_CA: 24-hour where Canada's English
    # reads 12-hour) is a line of its own, looked up before the region's.
    for key, clock in sorted(tables[4].items()):
        if re.fullmatch("[a-z]{2,3}_[A-Z]{2}", key):
            region = key.split("_")[1]
            rows[key] = rows.get(region, world)[:4] + [clock]
    for key in sorted(rows):
        fallback = world if key in regions else rows.get(key.split("_")[-1], world)
        if rows[key] != fallback:
            lines.append("\t".join([key] + rows[key]))
    temporary = arguments.output + ".tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    os.replace(temporary, arguments.output)
    print("wrote the units of %d regions to %s" % (len(lines) - 3, os.path.relpath(arguments.output, ROOT)))


if __name__ == "__main__":
    main()
