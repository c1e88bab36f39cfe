#!/usr/bin/env python3
"""Draw Boneyard's app icons (a 6-4 domino on green felt) as PNG files.

Usage: make_icons.py OUTPUT_DIR

Writes, into OUTPUT_DIR:
  icon-192.png, icon-512.png   rounded green square, transparent corners (manifest "any")
  icon-maskable-512.png        full-bleed square, domino inside the 80% safe zone ("maskable")
  apple-touch-icon.png         180 px, full bleed and opaque (iOS rounds the corners itself)
  favicon-32.png               32 px browser-tab icon

Run at build time (web/CMakeLists.txt); the PNGs are never committed. Standard library
only: shapes are signed-distance functions, pixels far from an edge are filled directly and
pixels near one are supersampled (5x5) for antialiasing; zlib + struct write the PNG.
"""
import math
import os
import struct
import sys
import zlib

# Colours (sRGB 0..1).
FELT_CENTRE = (0.20, 0.50, 0.31)
FELT_EDGE = (0.06, 0.25, 0.15)
RIM = (0.04, 0.17, 0.10)
IVORY_TOP = (0.995, 0.98, 0.93)
IVORY_BOTTOM = (0.90, 0.86, 0.76)
TILE_EDGE = (0.62, 0.57, 0.46)
GROOVE = (0.30, 0.27, 0.22)
PIP = (0.10, 0.09, 0.08)
BRASS = (0.80, 0.64, 0.30)

SUB = 5  # supersampling grid per axis for edge pixels


def hex_colour(c):
    """'#rrggbb' for an sRGB triple (used to print what the page should match)."""
    return "#%02x%02x%02x" % tuple(round(v * 255) for v in c)


class Canvas:
    """Straight-alpha RGBA float image with 'over' compositing of SDF shapes."""

    def __init__(self, size):
        self.size = size
        n = size * size
        self.r = [0.0] * n
        self.g = [0.0] * n
        self.b = [0.0] * n
        self.a = [0.0] * n

    def blend(self, i, colour, alpha):
        if alpha <= 0.0:
            return
        da = self.a[i]
        oa = alpha + da * (1.0 - alpha)
        if oa <= 0.0:
            return
        k = da * (1.0 - alpha)
        self.r[i] = (colour[0] * alpha + self.r[i] * k) / oa
        self.g[i] = (colour[1] * alpha + self.g[i] * k) / oa
        self.b[i] = (colour[2] * alpha + self.b[i] * k) / oa
        self.a[i] = oa

    def fill(self, sdf, bbox, paint, opacity=1.0):
        """Composite shape `sdf` (negative inside, in pixels) over its bounding box.

        `paint(x, y)` gives the colour at a point. Coverage is exact away from the edge and
        supersampled within one pixel of it.
        """
        x0, y0, x1, y1 = bbox
        s = self.size
        x0 = max(0, int(math.floor(x0)) - 1)
        y0 = max(0, int(math.floor(y0)) - 1)
        x1 = min(s, int(math.ceil(x1)) + 1)
        y1 = min(s, int(math.ceil(y1)) + 1)
        offs = [(k + 0.5) / SUB for k in range(SUB)]
        for py in range(y0, y1):
            for px in range(x0, x1):
                cx, cy = px + 0.5, py + 0.5
                d = sdf(cx, cy)
                if d > 0.75:
                    continue
                if d < -0.75:
                    cov = 1.0
                else:
                    hits = 0
                    for oy in offs:
                        for ox in offs:
                            if sdf(px + ox, py + oy) < 0.0:
                                hits += 1
                    cov = hits / (SUB * SUB)
                if cov > 0.0:
                    self.blend(py * s + px, paint(cx, cy), cov * opacity)

    def soft(self, sdf, bbox, colour, blur, opacity):
        """Composite a blurred shape (a shadow): alpha falls off over `blur` pixels."""
        x0, y0, x1, y1 = bbox
        s = self.size
        x0 = max(0, int(x0 - blur) - 1)
        y0 = max(0, int(y0 - blur) - 1)
        x1 = min(s, int(x1 + blur) + 2)
        y1 = min(s, int(y1 + blur) + 2)
        for py in range(y0, y1):
            for px in range(x0, x1):
                d = sdf(px + 0.5, py + 0.5)
                t = min(1.0, max(0.0, 0.5 - d / (2.0 * blur)))
                t = t * t * (3.0 - 2.0 * t)
                if t > 0.0:
                    self.blend(py * s + px, colour, t * opacity)

    def png(self):
        s = self.size
        rows = bytearray()
        for y in range(s):
            rows.append(0)  # filter: none
            base = y * s
            for x in range(s):
                i = base + x
                rows += bytes((
                    _byte(self.r[i]), _byte(self.g[i]), _byte(self.b[i]), _byte(self.a[i])))
        return _png_bytes(s, s, bytes(rows))


def _byte(v):
    return max(0, min(255, int(round(v * 255.0))))


def _png_bytes(width, height, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def rounded_rect(cx, cy, hw, hh, radius, angle=0.0):
    """SDF of a rectangle centred at (cx, cy), half-size (hw, hh), rotated by `angle`."""
    ca, sa = math.cos(angle), math.sin(angle)
    ix, iy = hw - radius, hh - radius

    def sdf(x, y):
        dx, dy = x - cx, y - cy
        lx = abs(dx * ca + dy * sa) - ix
        ly = abs(-dx * sa + dy * ca) - iy
        outside = math.hypot(max(lx, 0.0), max(ly, 0.0))
        return outside + min(max(lx, ly), 0.0) - radius

    ext = abs(hw * ca) + abs(hh * sa), abs(hw * sa) + abs(hh * ca)
    return sdf, (cx - ext[0], cy - ext[1], cx + ext[0], cy + ext[1])


def circle(cx, cy, radius):
    def sdf(x, y):
        return math.hypot(x - cx, y - cy) - radius
    return sdf, (cx - radius, cy - radius, cx + radius, cy + radius)


def mix(a, b, t):
    t = min(1.0, max(0.0, t))
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


# Pip positions on a 3x3 grid (-1, 0, 1) for the faces we draw.
PIPS = {
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
}


def draw_icon(size, full_bleed, content_scale):
    """One icon. `full_bleed`: square background to the edges (maskable, Apple);
    otherwise a rounded square with transparent corners. `content_scale` shrinks the
    domino (maskable icons keep it inside the central safe circle)."""
    c = Canvas(size)
    s = float(size)
    mid = s / 2.0

    # --- felt background -------------------------------------------------------
    if full_bleed:
        bg, bg_box = rounded_rect(mid, mid, mid + 1.0, mid + 1.0, 0.0)
    else:
        inset = s * 0.03
        bg, bg_box = rounded_rect(mid, mid, mid - inset, mid - inset, s * 0.2)

    def felt(x, y):
        d = math.hypot(x - mid, y - mid * 0.85) / (s * 0.72)
        return mix(FELT_CENTRE, FELT_EDGE, d * d * 1.2)

    c.fill(bg, bg_box, felt)
    if not full_bleed and size >= 64:
        # A thin darker rim, like the edge of a card table.
        rim_w = s * 0.012
        outer, _ = rounded_rect(mid, mid, mid - inset, mid - inset, s * 0.2)
        inner, _ = rounded_rect(mid, mid, mid - inset - rim_w, mid - inset - rim_w, s * 0.2 - rim_w)
        c.fill(lambda x, y: max(outer(x, y), -inner(x, y)), bg_box, lambda x, y: RIM, 0.6)

    # --- the domino: a 6-4, tilted -------------------------------------------------
    k = s * content_scale
    angle = math.radians(-18.0)
    hw, hh = k * 0.215, k * 0.40          # half width / half height of the tile
    radius = k * 0.06
    cx, cy = mid, mid + k * 0.01
    ca, sa = math.cos(angle), math.sin(angle)

    def to_world(lx, ly):  # tile-local (x right, y down) -> pixels
        return cx + lx * ca - ly * sa, cy + lx * sa + ly * ca

    shadow, sh_box = rounded_rect(cx + k * 0.03, cy + k * 0.045, hw, hh, radius, angle)
    c.soft(shadow, sh_box, (0.0, 0.0, 0.0), max(1.0, k * 0.03), 0.55)

    body, body_box = rounded_rect(cx, cy, hw, hh, radius, angle)
    c.fill(body, body_box, lambda x, y: TILE_EDGE)
    edge = max(0.8, k * 0.012)
    face, face_box = rounded_rect(cx, cy, hw - edge, hh - edge, radius - edge * 0.6, angle)

    def ivory(x, y):
        ly = -(x - cx) * sa + (y - cy) * ca  # tile-local y
        return mix(IVORY_TOP, IVORY_BOTTOM, (ly + hh) / (2.0 * hh) * 0.9)

    c.fill(face, face_box, ivory)

    # Groove across the middle and the brass pin at its centre.
    gx, gy = to_world(0.0, 0.0)
    groove, groove_box = rounded_rect(gx, gy, hw * 0.78, max(0.5, k * 0.008), max(0.25, k * 0.004), angle)
    c.fill(groove, groove_box, lambda x, y: GROOVE, 0.85)
    if size >= 64:
        pin, pin_box = circle(gx, gy, k * 0.022)
        c.fill(pin, pin_box, lambda x, y: BRASS)

    # Pips: six on the upper half, four on the lower.
    step = hw * 0.50
    pip_r = hw * (0.17 if size >= 64 else 0.18)
    for half, count in ((-1, 6), (1, 4)):
        hy = half * hh * 0.5
        for gx_, gy_ in PIPS[count]:
            px, py = to_world(gx_ * step, hy + gy_ * step * (0.95 if count == 6 else 1.0))
            pip, pip_box = circle(px, py, pip_r)
            c.fill(pip, pip_box, lambda x, y: PIP)
    return c


ICONS = [
    ("icon-192.png", 192, False, 0.84),
    ("icon-512.png", 512, False, 0.84),
    ("icon-maskable-512.png", 512, True, 0.78),
    ("apple-touch-icon.png", 180, True, 0.80),
    ("favicon-32.png", 32, False, 1.0),
]


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: make_icons.py OUTPUT_DIR\n")
        return 2
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    for name, size, full_bleed, scale in ICONS:
        data = draw_icon(size, full_bleed, scale).png()
        tmp = os.path.join(out, name + ".tmp")
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, os.path.join(out, name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
