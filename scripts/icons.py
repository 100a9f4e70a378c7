#!/usr/bin/env python3
"""Draw the Attic icon (a small mancala board) as static/icon.svg and as
static/icon-192.png / icon-512.png, with no dependencies: the PNGs are
rasterized here with signed distances (anti-aliased) and written with
zlib + struct. Run from the repository root: python3 scripts/icons.py"""
import math
import struct
import zlib

WOOD, PAPER, PIT, STONE, STONE2 = "#7a4a2a", "#f4ecdf", "#6b3f24", "#e8c17f", "#c9834e"

# Shapes on a 512 x 512 canvas: (kind, params, colour), painted in order.
PITS = [(180, 212), (256, 212), (332, 212), (180, 300), (256, 300), (332, 300)]
STONES = [(170, 205, STONE), (190, 220, STONE2), (248, 296, STONE), (264, 306, STONE2),
          (256, 288, STONE), (340, 206, STONE), (100, 240, STONE), (114, 266, STONE2),
          (408, 250, STONE), (400, 274, STONE2)]
SHAPES = (
    [("rrect", (48, 148, 416, 216, 108), PAPER)]
    + [("ellipse", (108, 256, 36, 78), PIT), ("ellipse", (404, 256, 36, 78), PIT)]
    + [("circle", (x, y, 34), PIT) for x, y in PITS]
    + [("circle", (x, y, 10), c) for x, y, c in STONES]
)


def svg():
    out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
           f'<rect width="512" height="512" rx="96" fill="{WOOD}"/>']
    for kind, p, c in SHAPES:
        if kind == "rrect":
            x, y, w, h, r = p
            out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{r}" fill="{c}"/>')
        elif kind == "ellipse":
            out.append(f'<ellipse cx="{p[0]}" cy="{p[1]}" rx="{p[2]}" ry="{p[3]}" fill="{c}"/>')
        else:
            out.append(f'<circle cx="{p[0]}" cy="{p[1]}" r="{p[2]}" fill="{c}"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def rgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))


def sdf(kind, p, x, y):
    """Signed distance (canvas units) from (x, y) to the shape; < 0 inside."""
    if kind == "circle":
        return math.hypot(x - p[0], y - p[1]) - p[2]
    if kind == "ellipse":
        cx, cy, rx, ry = p
        k = math.hypot((x - cx) / rx, (y - cy) / ry)
        return (k - 1) * min(rx, ry)
    x0, y0, w, h, r = p
    qx = abs(x - (x0 + w / 2)) - (w / 2 - r)
    qy = abs(y - (y0 + h / 2)) - (h / 2 - r)
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r


def png(size):
    s = 512 / size  # canvas units per pixel
    rows = []
    shapes = [(k, p, rgb(c)) for k, p, c in SHAPES]
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            x, y = (px + 0.5) * s, (py + 0.5) * s
            col = list(rgb(WOOD))  # full bleed: the platform masks the corners
            for kind, p, c in shapes:
                a = min(1.0, max(0.0, 0.5 - sdf(kind, p, x, y) / s))
                if a > 0:
                    col = [col[i] + (c[i] - col[i]) * a for i in range(3)]
            row += bytes(int(round(v)) for v in col)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    with open("static/icon.svg", "w") as f:
        f.write(svg())
    for n in (192, 512):
        with open(f"static/icon-{n}.png", "wb") as f:
            f.write(png(n))
    print("wrote static/icon.svg, static/icon-192.png, static/icon-512.png")
