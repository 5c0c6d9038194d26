"""Tapete's icon, drawn with Pillow: green felt with two cards, in every size and format the
installers need (PNG for Linux and the window, ICO for Windows, ICNS for macOS).

``python installer/icons.py OUT`` writes ``tapete.png`` (512 px), ``tapete.ico``, ``tapete.icns``
and ``hicolor/<n>x<n>/apps/tapete.png`` into OUT; ``build.py`` calls it at build time.
``assets/icons/tapete.png`` (the window icon) is the 256 px drawing, committed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw

BASE = 1024
FELT_DARK, FELT_LIGHT = (21, 55, 38), (46, 107, 77)
CARD, CARD_EDGE, GOLD = (243, 234, 210), (29, 59, 44), (214, 170, 72)
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def _felt() -> Image.Image:
    """A rounded square of felt, lighter towards the middle."""
    felt = Image.new("RGBA", (BASE, BASE), (0, 0, 0, 0))
    mask = Image.new("L", (BASE, BASE), 0)
    ImageDraw.Draw(mask).rounded_rectangle((40, 40, BASE - 40, BASE - 40), radius=190, fill=255)
    glow = Image.new("RGBA", (BASE, BASE), FELT_DARK + (255,))
    draw = ImageDraw.Draw(glow)
    steps = 60
    for i in range(steps):
        t = i / steps
        colour = tuple(round(d + (l - d) * t) for d, l in zip(FELT_DARK, FELT_LIGHT))
        inset = round(40 + t * 330)
        draw.ellipse((inset - 120, inset - 160, BASE - inset + 120, BASE - inset + 40), fill=colour + (255,))
    felt.paste(glow, (0, 0), mask)
    return felt


def _card(angle: float, pip: bool) -> Image.Image:
    """One card, cream with a gold frame, turned by ``angle`` degrees."""
    width, height = 420, 590
    card = Image.new("RGBA", (width + 40, height + 40), (0, 0, 0, 0))
    draw = ImageDraw.Draw(card)
    draw.rounded_rectangle((20, 20, width + 20, height + 20), radius=44, fill=CARD, outline=CARD_EDGE, width=14)
    draw.rounded_rectangle((62, 62, width - 22, height - 22), radius=26, outline=GOLD, width=12)
    if pip:
        cx, cy, r = (width + 40) // 2, (height + 40) // 2, 96
        draw.polygon([(cx, cy - r * 1.4), (cx + r, cy), (cx, cy + r * 1.4), (cx - r, cy)], fill=FELT_LIGHT, outline=CARD_EDGE)
    return card.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)


def draw_icon(size: int = BASE) -> Image.Image:
    """The icon at ``size`` × ``size`` pixels (drawn at 1024 and scaled down smoothly)."""
    icon = _felt()
    for angle, pip, (x, y) in ((14, False, (150, 170)), (-9, True, (330, 200))):
        card = _card(angle, pip)
        icon.alpha_composite(card, (x, y))
    return icon if size == BASE else icon.resize((size, size), Image.Resampling.LANCZOS)


def write_icons(out: Path) -> dict[str, Path]:
    """Every icon file the installers use, in ``out``; returns them by kind."""
    out.mkdir(parents=True, exist_ok=True)
    big = draw_icon()
    files = {"png": out / "tapete.png", "ico": out / "tapete.ico", "icns": out / "tapete.icns"}
    big.resize((512, 512), Image.Resampling.LANCZOS).save(files["png"])
    big.save(files["ico"], sizes=[(n, n) for n in ICO_SIZES])
    big.save(files["icns"])
    for n in HICOLOR_SIZES:
        target = out / "hicolor" / f"{n}x{n}" / "apps" / "tapete.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        big.resize((n, n), Image.Resampling.LANCZOS).save(target)
    return files


if __name__ == "__main__":
    write_icons(Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons"))
