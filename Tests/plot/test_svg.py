#!/usr/bin/env python3
"""calc --svg against a renderer: the file parses as XML, and drawn to PNG by rsvg-convert
(librsvg2-bin, installed by scripts/ensure-deps --test) it shows each curve's colour where the
curve must pass, and no line across a pole.

    python3 Tests/plot/test_svg.py .build/debug/calc

The frame carries the plot's ranges (data-x-min…), so pixels are found from values as the SVG
maps them. Standard library only: the PNG is decoded here (zlib and the five row filters).
"""
import math
import os
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"
BLUE, ORANGE = (0x1B, 0x62, 0xB3), (0xD9, 0x5F, 0x02)


def read_png(path):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as file:
        data = file.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, header = 8, b"", None
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unexpected PNG format {header}"
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + predictor) & 0xFF
        rows.append([tuple(line[x * channels : x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def near(pixel, colour, tolerance=40):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


class Picture:
    """A calc SVG and its rendering, with values mapped to pixels as the SVG maps them."""

    def __init__(self, calc, directory, name, arguments):
        self.svg = os.path.join(directory, name + ".svg")
        png = os.path.join(directory, name + ".png")
        run = subprocess.run([calc, "--plot", *arguments, "--svg", self.svg], capture_output=True, text=True)
        assert run.returncode == 0 and run.stdout == "" and run.stderr == "", f"calc failed: {run}"
        self.tree = ET.parse(self.svg)  # raises on anything that is not well-formed XML
        frame = self.tree.getroot().find(f"{SVG}rect[@class='frame']")
        self.box = [float(frame.get(k)) for k in ("x", "y", "width", "height")]
        self.x_range = float(frame.get("data-x-min")), float(frame.get("data-x-max"))
        self.y_range = float(frame.get("data-y-min")), float(frame.get("data-y-max"))
        subprocess.run(["rsvg-convert", "-o", png, self.svg], check=True)
        self.width, self.height, self.rows = read_png(png)

    def pixel_of(self, x, y):
        bx, by, bw, bh = self.box
        (x0, x1), (y0, y1) = self.x_range, self.y_range
        return round(bx + (x - x0) / (x1 - x0) * bw), round(by + bh - (y - y0) / (y1 - y0) * bh)

    def colour_near(self, px, py, colour, reach=2):
        """Whether `colour` is drawn within `reach` pixels of (px, py)."""
        return any(
            near(self.rows[y][x], colour)
            for y in range(max(0, py - reach), min(self.height, py + reach + 1))
            for x in range(max(0, px - reach), min(self.width, px + reach + 1))
        )

    def curves(self):
        return self.tree.getroot().findall(f"{SVG}g[@class='curve']")


failures = []


def check(condition, message):
    print(("ok    " if condition else "FAIL  ") + message)
    if not condition:
        failures.append(message)


def main():
    calc = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/calc")
    with tempfile.TemporaryDirectory(prefix="calc-plot-") as directory:
        waves = Picture(calc, directory, "waves", ["sin(x), cos(x)", "--from", "-pi", "--to", "pi"])
        check(waves.tree.getroot().tag == f"{SVG}svg", "the document is an svg element")
        check((waves.width, waves.height) == (720, 450), "rendered at 720 × 450")
        curves = waves.curves()
        check([c.get("stroke") for c in curves] == ["#1b62b3", "#d95f02"], "one group per curve, in its colour")
        check([len(c.findall(f"{SVG}polyline")) for c in curves] == [1, 1], "one polyline per continuous curve")
        legend = [t.text for t in waves.tree.getroot().findall(f"{SVG}g[@class='legend']/{SVG}text")]
        check(legend == ["sin(x)", "cos(x)"], "the legend names each expression")
        # Away from where the curves cross (x = π/4 and -3π/4), each curve's colour is on it.
        for x in (-2.5, -1.5, -0.5, 0.3, 1.5, 2.5):
            check(waves.colour_near(*waves.pixel_of(x, math.sin(x)), BLUE), f"sin is blue at x = {x}")
            check(waves.colour_near(*waves.pixel_of(x, math.cos(x)), ORANGE), f"cos is orange at x = {x}")
        # Nowhere else: half the height above sin, at x = 0, is white.
        check(not waves.colour_near(*waves.pixel_of(0, 0.5), BLUE, reach=3), "no blue off the curve")

        tan = Picture(calc, directory, "tan", ["tan(x)", "--from", "-3", "--to", "3"])
        pieces = tan.curves()[0].findall(f"{SVG}polyline")
        check(len(pieces) == 3, f"tan over -3…3 is three pieces (got {len(pieces)})")
        low, high = tan.y_range
        check(-20 < low < -2 and 2 < high < 20, f"tan's height keeps its shape ({low:.3g} to {high:.3g})")
        for x in (-1.0, 0.0, 1.0, 2.2):
            check(tan.colour_near(*tan.pixel_of(x, math.tan(x)), BLUE), f"tan is blue at x = {x}")
        # A line joining +∞ to −∞ would cross the middle of the plot at each pole.
        for pole in (-math.pi / 2, math.pi / 2):
            for y in (0, low / 3, high / 3):
                px, py = tan.pixel_of(pole, y)
                check(not tan.colour_near(px, py, BLUE, reach=6), f"nothing crosses the pole at x = {pole:.4f}, y = {y:.3g}")
        for polyline in pieces:
            for pair in polyline.get("points").split():
                px, py = (float(v) for v in pair.split(","))
                bx, by, bw, bh = tan.box
                if not (bx - 0.01 <= px <= bx + bw + 0.01 and by - 0.01 <= py <= by + bh + 0.01):
                    check(False, f"point {pair} lies inside the frame")
                    break
    print(f"{len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
