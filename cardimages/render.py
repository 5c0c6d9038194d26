"""Card faces and backs drawn with Pillow: never a blank rectangle.

Faces keep the 63 × 88 proportion of a standard card. Everything is drawn from the card's data
with the fonts shipped in ``assets/fonts``; the art panel is an abstract pattern seeded by the
card's code, so every card looks different and the same card always looks the same.
"""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from cardimages.faces import FaceData

RATIO = 88 / 63
FONTS = Path(__file__).resolve().parents[1] / "assets" / "fonts"

#: Frame colours per theme: (outer, inner, accent).
THEMES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]] = {
    "unidad": ((92, 58, 30), (236, 222, 196), (170, 110, 50)),
    "conjuro": ((28, 58, 110), (214, 226, 242), (60, 110, 190)),
    "arma": ((60, 66, 74), (224, 228, 232), (120, 130, 142)),
    "ente": ((70, 36, 98), (228, 216, 238), (130, 80, 170)),
    "mana": ((20, 90, 84), (212, 238, 232), (40, 150, 140)),
    "token": ((80, 80, 80), (240, 240, 240), (150, 150, 150)),
    "": ((50, 50, 56), (232, 232, 228), (110, 110, 120)),
}
GOLD = (212, 172, 60)
STAT_LABELS = {"fuerza": "⚔", "defensa": "🛡", "power": "", "toughness": "", "atk": "ATK", "def": "DEF"}


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "") + ".ttf"
    return ImageFont.truetype(str(FONTS / name), size)


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * RATIO)


def _wrap(draw: ImageDraw.ImageDraw, text: str, face: ImageFont.FreeTypeFont, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        words = paragraph.split()
        line = ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if draw.textlength(candidate, font=face) <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def _fit_text(draw: ImageDraw.ImageDraw, text: str, box: tuple[int, int, int, int], start: int) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """The largest font (down to a readable minimum) whose wrapped text fits the box."""
    x0, y0, x1, y1 = box
    size = start
    while True:
        face = font(size, condensed=size < start)
        lines = _wrap(draw, text, face, x1 - x0)
        height = len(lines) * round(size * 1.22)
        if height <= y1 - y0 or size <= 8:
            return face, lines
        size -= 1


def _fit_line(draw: ImageDraw.ImageDraw, text: str, width: int, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    while size > 8 and draw.textlength(text, font=font(size, bold, condensed=True)) > width:
        size -= 1
    return font(size, bold, condensed=True)


def _art(image: Image.Image, box: tuple[int, int, int, int], seed: str, accent: tuple[int, int, int]) -> None:
    """An abstract, deterministic picture for the art panel."""
    rng = random.Random(seed)
    x0, y0, x1, y1 = box
    panel = Image.new("RGB", (x1 - x0, y1 - y0))
    draw = ImageDraw.Draw(panel)
    base = tuple(min(255, max(0, c + rng.randint(-40, 40))) for c in accent)
    top = tuple(min(255, c + 70) for c in base)
    for y in range(panel.height):
        t = y / max(1, panel.height - 1)
        draw.line([(0, y), (panel.width, y)], fill=tuple(round(a + (b - a) * t) for a, b in zip(top, base)))
    for _ in range(rng.randint(5, 9)):
        w = rng.randint(panel.width // 6, panel.width // 2)
        cx, cy = rng.randint(0, panel.width), rng.randint(0, panel.height)
        shade = tuple(min(255, max(0, c + rng.randint(-90, 90))) for c in base)
        if rng.random() < 0.5:
            draw.ellipse([cx - w // 2, cy - w // 2, cx + w // 2, cy + w // 2], outline=shade, width=max(2, w // 10))
        else:
            draw.polygon([(cx, cy - w // 2), (cx + w // 2, cy + w // 2), (cx - w // 2, cy + w // 2)], outline=shade,
                         width=max(2, w // 12))
    image.paste(panel, (x0, y0))


def render_face(face: FaceData, width: int = 375) -> Image.Image:
    """The card's face, ``width`` pixels wide."""
    w, h = card_size(width)
    outer, inner, accent = THEMES.get(face.theme, THEMES[""])
    image = Image.new("RGB", (w, h), outer)
    draw = ImageDraw.Draw(image)
    m = max(4, w // 26)
    r = max(6, w // 20)
    draw.rounded_rectangle([0, 0, w - 1, h - 1], radius=r, fill=outer)
    if face.limbo:  # SiX 2.7.1: Limbo cards have a golden lower border
        draw.rounded_rectangle([0, h // 2, w - 1, h - 1], radius=r, fill=GOLD)
    draw.rounded_rectangle([m, m, w - m, h - m], radius=r // 2, fill=inner)
    # title bar: name and cost
    title_h = round(h * 0.085)
    draw.rounded_rectangle([m + 2, m + 2, w - m - 2, m + 2 + title_h], radius=r // 3, fill=accent)
    cost_d = title_h - 4
    name_right = w - m - 8 - (cost_d + 6 if face.cost else 0)
    name_font = _fit_line(draw, face.name, name_right - (m + 10), round(title_h * 0.62), bold=True)
    draw.text((m + 10, m + 2 + title_h / 2), face.name, font=name_font, fill="white", anchor="lm")
    if face.cost:
        cx = w - m - 6 - cost_d // 2
        cy = m + 2 + title_h // 2
        draw.ellipse([cx - cost_d // 2, cy - cost_d // 2, cx + cost_d // 2, cy + cost_d // 2], fill=inner, outline=outer, width=2)
        cost_font = _fit_line(draw, face.cost, cost_d - 6, round(cost_d * 0.7), bold=True)
        draw.text((cx, cy), face.cost, font=cost_font, fill=outer, anchor="mm")
    # type line
    type_y = m + 6 + title_h
    type_font = _fit_line(draw, face.type_line, w - 2 * m - 16, round(h * 0.032))
    draw.text((m + 10, type_y + 2), face.type_line, font=type_font, fill=outer, anchor="lt")
    # art
    art_top = type_y + round(h * 0.05)
    art_bottom = art_top + round(h * 0.40)
    _art(image, (m + 8, art_top, w - m - 8, art_bottom), f"{face.game}:{face.code}", accent)
    draw.rectangle([m + 8, art_top, w - m - 8, art_bottom], outline=outer, width=2)
    # rules text
    stats_h = round(h * 0.075) if face.stats else 0
    text_box = (m + 14, art_bottom + 10, w - m - 14, h - m - 12 - stats_h - round(h * 0.03))
    draw.rectangle([m + 8, art_bottom + 6, w - m - 8, text_box[3] + 4], fill=tuple(min(255, c + 12) for c in inner))
    body = face.text if face.text else ("(sin efecto)" if face.game == "six" else "")
    text_font, lines = _fit_text(draw, body, text_box, round(h * 0.044))
    line_h = round(text_font.size * 1.22)
    for i, line in enumerate(lines):
        draw.text((text_box[0], text_box[1] + i * line_h), line, font=text_font, fill=(30, 30, 30))
    # stats
    if face.stats:
        stat_y = h - m - 8 - stats_h // 2 - round(h * 0.03)
        slots = len(face.stats)
        for i, (key, value) in enumerate(face.stats):
            cx = round(m + 8 + (w - 2 * m - 16) * (i + 0.5) / slots)
            box_w = round((w - 2 * m) / max(2, slots)) - 10
            draw.rounded_rectangle([cx - box_w // 2, stat_y - stats_h // 2, cx + box_w // 2, stat_y + stats_h // 2],
                                   radius=6, fill=accent, outline=outer, width=2)
            label = STAT_LABELS.get(key, key[:3].upper())
            text = f"{label} {value}".strip() if label not in ("⚔", "🛡") else value
            stat_font = _fit_line(draw, text, box_w - 8, round(stats_h * 0.7), bold=True)
            draw.text((cx, stat_y), text, font=stat_font, fill="white", anchor="mm")
            if label in ("⚔", "🛡"):
                _stat_icon(draw, cx - box_w // 2 + stats_h // 2, stat_y, stats_h // 3, label == "⚔")
    # footer: code and set
    foot_font = font(max(8, round(h * 0.022)), condensed=True)
    draw.text((m + 10, h - m - 4), face.code, font=foot_font, fill=outer if not face.limbo else (60, 40, 0), anchor="lb")
    if face.set_code:
        draw.text((w - m - 10, h - m - 4), face.set_code, font=foot_font, fill=outer, anchor="rb")
    return image


def _stat_icon(draw: ImageDraw.ImageDraw, cx: int, cy: int, size: int, sword: bool) -> None:
    """A small sword (Fuerza) or shield (Defensa), SiX 2.6.1–2.6.2."""
    if sword:
        draw.line([(cx - size, cy + size), (cx + size, cy - size)], fill="white", width=max(2, size // 3))
        draw.line([(cx - size // 2, cy), (cx, cy + size // 2)], fill="white", width=max(2, size // 3))
    else:
        draw.polygon([(cx - size, cy - size), (cx + size, cy - size), (cx + size, cy), (cx, cy + size), (cx - size, cy)],
                     outline="white", width=max(2, size // 4))


def render_back(game: str, width: int = 375, limbo: bool = False) -> Image.Image:
    """The back of a card of ``game`` (SiX 2.7.1: Limbo cards have a red back)."""
    w, h = card_size(width)
    base = (130, 22, 30) if limbo else {"six": (26, 30, 62), "ygo": (92, 48, 22), "mtg": (50, 36, 26)}.get(game, (36, 44, 52))
    image = Image.new("RGB", (w, h), base)
    draw = ImageDraw.Draw(image)
    r = max(6, w // 20)
    draw.rounded_rectangle([0, 0, w - 1, h - 1], radius=r, fill=(20, 20, 24))
    draw.rounded_rectangle([w // 26, w // 26, w - w // 26, h - w // 26], radius=r, fill=base)
    cx, cy = w // 2, h // 2
    for i in range(6, 0, -1):
        radius = round(w * 0.07 * i)
        shade = tuple(min(255, c + 18 * (7 - i)) for c in base)
        draw.ellipse([cx - radius, cy - radius, cx + radius, cy + radius], outline=shade, width=max(2, w // 90))
    title = "TAPETE" if not limbo else "LIMBO"
    draw.text((cx, cy), title, font=font(round(w * 0.11), bold=True), fill=(236, 220, 170), anchor="mm")
    draw.text((cx, cy + round(w * 0.12)), game.upper(), font=font(round(w * 0.05)), fill=(236, 220, 170), anchor="mm")
    return image
