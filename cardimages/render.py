"""Card faces and backs drawn with Pillow from card data: never a blank rectangle.

A face has the true proportions of its game's card (``frames.card_mm``); render it at
``card_pixels(game, 300)[0]`` pixels wide for print. What the faces of a game look like is the
game's declaration (``Game.face_style``); the frame (colours and the place of each part) comes
from ``frames.frame_for``: name and cost, an art box (the player's art when the face
names one, else an abstract pattern seeded by the card's code, so every card looks different and
the same card always looks the same), type line, rules text with keywords in bold that wraps and
shrinks until it fits, stats, and a set/code line.
"""

from __future__ import annotations

import random
import re

from PIL import Image, ImageDraw, ImageOps

from cardimages.faces import FaceData
from cardimages.frames import card_mm, face_style, frame_for, lighter
from cardimages.keywords import keyword_pattern
from cardimages.fonts import font
from cardimages.textlayout import draw_line, draw_text, fit_line, fit_text, styled_words
from engine.core.faces import RGB, FaceStyle, Frame, Palette

GOLD = (212, 172, 60)
STAT_LABELS = {"power": "", "toughness": "", "atk": "ATK", "def": "DEF", "loyalty": "", "defense": ""}


def card_size(width: int, game: str = "") -> tuple[int, int]:
    """A face ``width`` pixels wide in the proportions of ``game``'s cards."""
    w_mm, h_mm = card_mm(game)
    return width, round(width * h_mm / w_mm)


def cost_symbols(face: FaceData) -> list[str]:
    """The cost as symbols: MTG ``{2}{R}{R}`` → ``["2", "R", "R"]``; other games one symbol."""
    if not face.cost:
        return []
    symbols = re.findall(r"\{([^}]*)\}", face.cost)
    return symbols if symbols else [face.cost]


def _art(image: Image.Image, box: tuple[int, int, int, int], seed: str, accent: RGB) -> None:
    """An abstract, deterministic picture for the art box."""
    rng = random.Random(seed)
    x0, y0, x1, y1 = box
    size = (x1 - x0, y1 - y0)
    base = tuple(min(255, max(0, c + rng.randint(-40, 40))) for c in accent)
    top = tuple(min(255, c + 70) for c in base)
    gradient = Image.linear_gradient("L").resize(size)
    panel = Image.composite(Image.new("RGB", size, base), Image.new("RGB", size, top), gradient)
    draw = ImageDraw.Draw(panel)
    pw, ph = panel.size
    for _ in range(rng.randint(5, 9)):  # sizes and places as fractions: the same picture at any resolution
        w = round(pw * rng.uniform(1 / 6, 1 / 2))
        cx, cy = round(pw * rng.random()), round(ph * rng.random())
        shade = tuple(min(255, max(0, c + rng.randint(-90, 90))) for c in base)
        if rng.random() < 0.5:
            draw.ellipse([cx - w // 2, cy - w // 2, cx + w // 2, cy + w // 2], outline=shade, width=max(1, w // 10))
        else:
            draw.polygon([(cx, cy - w // 2), (cx + w // 2, cy + w // 2), (cx - w // 2, cy + w // 2)], outline=shade,
                         width=max(1, w // 12))
    image.paste(panel, (x0, y0))


def _user_art(image: Image.Image, box: tuple[int, int, int, int], path: str) -> bool:
    """The player's art, cropped to fill the box; ``False`` when it cannot be read."""
    x0, y0, x1, y1 = box
    try:
        with Image.open(path) as art:
            art.draft("RGB", (x1 - x0, y1 - y0))  # JPEG: decode at a reduced size when it is big
            fitted = ImageOps.fit(art.convert("RGB"), (x1 - x0, y1 - y0), Image.Resampling.LANCZOS)
    except OSError:
        return False
    image.paste(fitted, (x0, y0))
    return True


def _cost(draw: ImageDraw.ImageDraw, face: FaceData, style: FaceStyle, right: int, cy: int, d: int, palette: Palette) -> int:
    """Cost symbols right-aligned at ``right``; returns their left edge."""
    symbols = cost_symbols(face)
    coloured = style.symbol_colours
    x = right
    for symbol in reversed(symbols):
        fill, ink = coloured.get(symbol.upper(), style.other_symbol) if coloured is not None else (palette.inner, palette.outer)
        label = symbol if len(symbols) > 1 or coloured is not None else face.cost
        diameter = max(d, round(draw.textlength(label, font=font(round(d * 0.7), "bold")) + d * 0.3))
        draw.ellipse([x - diameter, cy - d // 2, x, cy + d // 2], fill=fill, outline=palette.outer, width=max(1, d // 14))
        draw.text((x - diameter / 2, cy), label, font=fit_line(draw, label, diameter * 0.9, round(d * 0.7)), fill=ink, anchor="mm")
        x -= diameter + max(1, d // 10)
    return x


def _stat_text(key: str, value: str) -> str:
    label = STAT_LABELS.get(key, key[:3].upper())
    return f"{label} {value}".strip()


class _Face:
    """One face being drawn: sizes in pixels derived from the width."""

    def __init__(self, face: FaceData, width: int, rounded: bool = True) -> None:
        self.face = face
        self.rounded = rounded
        self.style = face_style(face.game)
        self.frame: Frame = frame_for(face)
        self.w, self.h = card_size(width, face.game)
        self.m = max(3, round(self.w * 0.045))
        self.pad = max(2, round(self.w * 0.018))
        self.image = Image.new("RGB", (self.w, self.h), "white")
        self.draw = ImageDraw.Draw(self.image)

    def bar(self, y: int, height: int, fill: RGB) -> tuple[int, int, int, int]:
        box = (self.m + self.pad, y, self.w - self.m - self.pad, y + height)
        self.draw.rounded_rectangle(box, radius=max(2, height // 4), fill=fill, outline=self.frame.palette.outer,
                                    width=max(1, self.w // 300))
        return box

    def render(self) -> Image.Image:
        face, frame, draw, w, h, m, pad = self.face, self.frame, self.draw, self.w, self.h, self.m, self.pad
        palette = frame.palette
        radius = max(4, round(w * 0.045))
        corner = radius if self.rounded else 0  # printed cards are square: the cutter rounds them
        draw.rounded_rectangle([0, 0, w - 1, h - 1], radius=corner, fill=palette.outer)
        if face.limbo:  # SiX 2.7.1: Limbo cards have a golden lower border
            draw.rounded_rectangle([0, h // 2, w - 1, h - 1], radius=corner, fill=GOLD)
        draw.rounded_rectangle([m, m, w - m, h - m], radius=radius // 2, fill=palette.inner)
        y = m + pad
        y = self.title(y) + pad // 2
        if frame.level_row:
            y = self.level_row(y)
        if frame.type_above_art:
            y = self.type_line(y) + pad // 2
        art_box = (m + pad, y, w - m - pad, y + round(h * frame.art))
        if not (face.art and _user_art(self.image, art_box, face.art)):
            _art(self.image, art_box, f"{face.game}:{face.code}:{face.name}", palette.accent)
        draw.rectangle(art_box, outline=palette.outer, width=max(1, w // 200))
        y = art_box[3] + pad // 2
        if not frame.type_above_art:
            y = self.type_line(y) + pad // 2
        foot_h = max(6, round(h * 0.03))
        bottom = h - m - foot_h
        stats_h = round(h * 0.065) if face.stats and frame.stats == "boxes" else 0
        text_box = (m + pad, y, w - m - pad, bottom - stats_h - (pad // 2 if stats_h else 0))
        draw.rectangle(text_box, fill=lighter(palette.inner, 12))
        reserve = self.stats(text_box, bottom)
        self.rules_text((text_box[0], text_box[1], text_box[2], text_box[3] - reserve))
        self.footer(bottom, foot_h)
        return self.image

    def title(self, y: int) -> int:
        face, draw, palette = self.face, self.draw, self.frame.palette
        height = round(self.h * 0.072)
        box = self.bar(y, height, palette.accent)
        cy = (box[1] + box[3]) // 2
        cost_left = _cost(draw, face, self.style, box[2] - self.pad, cy, height - 2 * max(2, height // 8), palette)
        left = box[0] + self.pad
        draw_line(draw, (left, cy), face.name, cost_left - left - self.pad, round(height * 0.6), "title", palette.title_ink)
        return box[3]

    def level_row(self, y: int) -> int:
        """Yu-Gi-Oh! level (stars on the right) or rank (on the left); Link rating as text."""
        stats = dict(self.face.stats)
        height = round(self.h * 0.04)
        box = (self.m + self.pad, y, self.w - self.m - self.pad, y + height)
        star_font = fit_line(self.draw, "★" * 12, box[2] - box[0], height, "plain")
        for key, anchor, x in (("level", "rm", box[2]), ("rank", "lm", box[0])):
            if stats.get(key, "").isdigit():
                self.draw.text((x, (box[1] + box[3]) // 2), "★" * int(stats[key]), font=star_font, fill=(206, 60, 30), anchor=anchor)
        return box[3] + self.pad // 2 if set(stats) & {"level", "rank"} else y

    def type_line(self, y: int) -> int:
        height = round(self.h * 0.048)
        box = self.bar(y, height, lighter(self.frame.palette.inner, 20))
        text = self.face.type_line
        draw_line(self.draw, (box[0] + self.pad, (box[1] + box[3]) // 2), text, box[2] - box[0] - 2 * self.pad,
                  round(height * 0.62), "bold", self.frame.palette.ink)
        return box[3]

    def rules_text(self, box: tuple[int, int, int, int]) -> None:
        face = self.face
        body = face.text or self.style.no_text
        if not body:
            return
        inset = self.pad
        paragraphs = styled_words(body, keyword_pattern(face.game, face.keywords))
        layout = fit_text(self.draw, paragraphs, box[2] - box[0] - 2 * inset, box[3] - box[1] - 2 * inset, round(self.h * 0.037))
        draw_text(self.draw, layout, (box[0] + inset, box[1] + inset), self.frame.palette.ink)

    def stats(self, text_box: tuple[int, int, int, int], bottom: int) -> int:
        """Draws the stats; returns how much of the text box's bottom they cover."""
        face, draw, palette = self.face, self.draw, self.frame.palette
        shown = [(k, v) for k, v in face.stats if k not in ("level", "rank")] if self.frame.level_row else list(face.stats)
        if not shown:
            return 0
        if self.frame.stats == "corner":  # MTG: power/toughness (or loyalty, defense) bottom right
            values = dict(shown)
            text = f"{values['power']}/{values['toughness']}" if "power" in values and "toughness" in values else \
                next(iter(values.values()))
            bw, bh = round(self.w * 0.22), round(self.h * 0.055)
            box = (text_box[2] - bw, text_box[3] - bh, text_box[2], text_box[3])
            draw.rounded_rectangle(box, radius=bh // 4, fill=palette.accent, outline=palette.outer, width=max(1, self.w // 250))
            draw.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text,
                      font=fit_line(draw, text, bw * 0.85, round(bh * 0.7)), fill=palette.title_ink, anchor="mm")
            return bh
        if self.frame.stats == "line":  # Yu-Gi-Oh!: ATK/2500 DEF/2100 (or LINK-2) under the text
            values = dict(shown)
            parts = [f"ATK/{values['atk']}"] if "atk" in values else []
            parts += [f"DEF/{values['def']}"] if "def" in values else []
            parts += [f"LINK-{values['link']}"] if "link" in values else []
            text = "  ".join(parts)
            height = round(self.h * 0.032)
            y = text_box[3] - self.pad // 2
            draw.line([(text_box[0] + self.pad, y - height - 2), (text_box[2] - self.pad, y - height - 2)], fill=palette.ink,
                      width=max(1, self.w // 400))
            draw.text((text_box[2] - self.pad, y), text, font=fit_line(draw, text, text_box[2] - text_box[0], height),
                      fill=palette.ink, anchor="rb")
            return height + self.pad
        slots = len(shown)
        stats_h = round(self.h * 0.065)
        cy = bottom - stats_h // 2 - self.pad // 2
        span = self.w - 2 * self.m - 2 * self.pad
        box_w = round(span / max(2, slots)) - self.pad
        for i, (key, value) in enumerate(shown):
            cx = round(self.m + self.pad + span * (i + 0.5) / slots)
            draw.rounded_rectangle([cx - box_w // 2, cy - stats_h // 2, cx + box_w // 2, cy + stats_h // 2],
                                   radius=max(2, stats_h // 6), fill=palette.accent, outline=palette.outer, width=max(1, self.w // 250))
            icon = key in ("fuerza", "defensa")
            text = value if icon else _stat_text(key, value)
            draw.text((cx, cy), text, font=fit_line(draw, text, box_w * 0.6, round(stats_h * 0.7)), fill=palette.title_ink, anchor="mm")
            if icon:
                _stat_icon(draw, cx - box_w // 2 + stats_h // 2, cy, stats_h // 3, key == "fuerza", palette.title_ink)
        return 0

    def footer(self, bottom: int, height: int) -> None:
        face = self.face
        ink = self.frame.palette.ink
        foot_font = font(max(4, round(height * 0.75)), "regular")
        y = bottom + height // 2 + self.pad // 3
        self.draw.text((self.m + self.pad, y), face.code, font=foot_font, fill=ink, anchor="lm")
        if face.set_code:
            self.draw.text((self.w - self.m - self.pad, y), face.set_code, font=foot_font, fill=ink, anchor="rm")


def _stat_icon(draw: ImageDraw.ImageDraw, cx: int, cy: int, size: int, sword: bool, ink: RGB) -> None:
    """A small sword (Fuerza) or shield (Defensa), SiX 2.6.1–2.6.2."""
    if sword:
        draw.line([(cx - size, cy + size), (cx + size, cy - size)], fill=ink, width=max(2, size // 3))
        draw.line([(cx - size // 2, cy), (cx, cy + size // 2)], fill=ink, width=max(2, size // 3))
    else:
        draw.polygon([(cx - size, cy - size), (cx + size, cy - size), (cx + size, cy), (cx, cy + size), (cx - size, cy)],
                     outline=ink, width=max(2, size // 4))


def render_face(face: FaceData, width: int = 375, rounded: bool = True) -> Image.Image:
    """The card's face, ``width`` pixels wide; square corners with ``rounded=False`` (print)."""
    return _Face(face, width, rounded).render()


def render_back(game: str, width: int = 375, limbo: bool = False, rounded: bool = True) -> Image.Image:
    """The back of a card of ``game`` (SiX 2.7.1: Limbo cards have a red back); square corners
    with ``rounded=False`` (print)."""
    w, h = card_size(width, game)
    base = (130, 22, 30) if limbo else face_style(game).back
    image = Image.new("RGB", (w, h), base)
    draw = ImageDraw.Draw(image)
    r = max(6, w // 20)
    draw.rounded_rectangle([0, 0, w - 1, h - 1], radius=r if rounded else 0, fill=(20, 20, 24))
    draw.rounded_rectangle([w // 26, w // 26, w - w // 26, h - w // 26], radius=r, fill=base)
    cx, cy = w // 2, h // 2
    for i in range(6, 0, -1):
        radius = round(w * 0.07 * i)
        shade = tuple(min(255, c + 18 * (7 - i)) for c in base)
        draw.ellipse([cx - radius, cy - radius, cx + radius, cy + radius], outline=shade, width=max(2, w // 90))
    title = "TAPETE" if not limbo else "LIMBO"
    draw.text((cx, cy), title, font=font(round(w * 0.11), "title"), fill=(236, 220, 170), anchor="mm")
    draw.text((cx, cy + round(w * 0.12)), game.upper(), font=font(round(w * 0.05), "plain"), fill=(236, 220, 170), anchor="mm")
    return image
