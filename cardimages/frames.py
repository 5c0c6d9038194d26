"""Frames per game and card type: card size, colours, where the parts of a face go.

A frame is picked from generic card data (game, type line, colours, theme), so cards of any
game that reaches the store get a fitting face; a game Tapete does not know gets the default
frame. Sizes are true sizes in millimetres (63 × 88 mm for most games, 59 × 86 mm Yu-Gi-Oh!).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardimages.faces import FaceData

RGB = tuple[int, int, int]

#: Card size in millimetres (width, height) per game; every other game uses ``DEFAULT_MM``.
DEFAULT_MM = (63.0, 88.0)
CARD_MM: dict[str, tuple[float, float]] = {"ygo": (59.0, 86.0)}


def card_mm(game: str) -> tuple[float, float]:
    """The printed size of a card of ``game`` in millimetres."""
    return CARD_MM.get(game, DEFAULT_MM)


def mm_to_px(mm: float, dpi: int) -> int:
    return round(mm / 25.4 * dpi)


def card_pixels(game: str, dpi: int) -> tuple[int, int]:
    """A card of ``game`` in pixels at ``dpi`` (744 × 1039 at 300 dpi for 63 × 88 mm)."""
    w, h = card_mm(game)
    return mm_to_px(w, dpi), mm_to_px(h, dpi)


@dataclass(frozen=True)
class Palette:
    """Frame colours: ``outer`` border, ``inner`` panels, ``accent`` title and stat bars."""

    outer: RGB
    inner: RGB
    accent: RGB

    @property
    def ink(self) -> RGB:
        """Text colour readable on ``inner``."""
        return ink_on(self.inner)

    @property
    def title_ink(self) -> RGB:
        return ink_on(self.accent, 150)


@dataclass(frozen=True)
class Frame:
    """How a face is laid out: ``type_above_art`` (SiX, Mitos y Leyendas) or below (MTG);
    ``stats`` drawn as ``boxes`` (a box per stat), ``corner`` (MTG power/toughness) or
    ``line`` (Yu-Gi-Oh! ATK/DEF); ``level_row`` shows Yu-Gi-Oh! level/rank stars under the
    name; ``art`` is the art box's share of the card height."""

    palette: Palette
    type_above_art: bool = False
    stats: str = "boxes"
    level_row: bool = False
    art: float = 0.40
    kind: str = ""


def lighter(colour: RGB, by: int) -> RGB:
    r, g, b = colour
    return min(255, r + by), min(255, g + by), min(255, b + by)


def ink_on(colour: RGB, threshold: float = 110) -> RGB:
    """Light text on a dark ``colour``, dark text on a light one."""
    r, g, b = colour
    return (245, 245, 240) if 0.299 * r + 0.587 * g + 0.114 * b < threshold else (24, 24, 26)


P = Palette
DEFAULT_PALETTE = P((50, 50, 56), (232, 232, 228), (110, 110, 120))

#: SiX themes (the card kinds of the rulebook, SiX 2.1) and the token frame.
SIX = {
    "unidad": P((92, 58, 30), (236, 222, 196), (170, 110, 50)),
    "conjuro": P((28, 58, 110), (214, 226, 242), (60, 110, 190)),
    "arma": P((60, 66, 74), (224, 228, 232), (120, 130, 142)),
    "ente": P((70, 36, 98), (228, 216, 238), (130, 80, 170)),
    "mana": P((20, 90, 84), (212, 238, 232), (40, 150, 140)),
    "token": P((80, 80, 80), (240, 240, 240), (150, 150, 150)),
}

#: MTG frames by colour identity of the cost (W U B R G), multicolour, artifact, land.
MTG = {
    "W": P((150, 140, 110), (248, 244, 230), (214, 204, 170)),
    "U": P((20, 70, 130), (214, 230, 244), (60, 120, 190)),
    "B": P((30, 28, 30), (200, 196, 196), (80, 74, 78)),
    "R": P((140, 36, 24), (246, 222, 210), (200, 80, 50)),
    "G": P((24, 90, 44), (220, 236, 214), (60, 140, 80)),
    "multi": P((150, 120, 40), (246, 234, 196), (210, 172, 70)),
    "artifact": P((90, 100, 110), (226, 230, 234), (150, 160, 172)),
    "land": P((100, 78, 56), (236, 226, 212), (160, 128, 96)),
    "colorless": P((120, 120, 124), (236, 236, 236), (172, 172, 176)),
    "token": P((80, 80, 80), (240, 240, 240), (150, 150, 150)),
}

#: Yu-Gi-Oh! frames by card type, in the order they are recognised in the type line.
YGO = {
    "token": P((90, 90, 90), (220, 220, 220), (150, 150, 150)),
    "link": P((20, 50, 110), (210, 224, 240), (30, 80, 160)),
    "xyz": P((20, 20, 22), (60, 60, 66), (40, 40, 44)),
    "synchro": P((150, 150, 150), (246, 246, 246), (210, 210, 210)),
    "fusion": P((90, 50, 120), (232, 220, 240), (140, 90, 170)),
    "ritual": P((50, 90, 170), (220, 232, 248), (90, 130, 210)),
    "pendulum": P((40, 110, 90), (228, 240, 232), (80, 160, 130)),
    "spell": P((20, 110, 100), (214, 240, 234), (30, 150, 130)),
    "trap": P((130, 30, 90), (244, 218, 232), (180, 60, 130)),
    "effect": P((150, 80, 30), (244, 226, 206), (200, 120, 60)),
    "normal": P((170, 130, 50), (248, 236, 204), (214, 170, 90)),
}

#: Mitos y Leyendas card types (Aliado, Talismán, Arma, Tótem, Oro).
MYL = {
    "aliado": P((110, 40, 30), (242, 226, 210), (170, 80, 50)),
    "talismán": P((30, 70, 120), (218, 230, 244), (70, 120, 180)),
    "arma": P((70, 70, 76), (228, 228, 230), (130, 130, 140)),
    "tótem": P((40, 90, 40), (222, 238, 214), (90, 150, 80)),
    "oro": P((150, 120, 30), (248, 238, 200), (214, 180, 60)),
}
#: The Mitos y Leyendas kinds as an English type line names them.
MYL_EN = {"ally": "aliado", "talisman": "talismán", "weapon": "arma", "totem": "tótem", "gold": "oro"}

#: Eliria TCG card kinds (Reglamento 4): combat cards, invocations, reactions.
ELIRIA = {
    "combate": P((120, 40, 30), (244, 226, 214), (186, 84, 56)),
    "invocacion": P((36, 62, 128), (218, 226, 246), (78, 110, 190)),
    "reaccion": P((26, 96, 78), (212, 238, 228), (52, 150, 120)),
    "token": P((80, 80, 80), (240, 240, 240), (150, 150, 150)),
}

#: Yu-Gi-Oh! card types by the words of a type line, Spanish or English, in the order they are
#: recognised: a "Mágica de Ritual" is a spell, a "Monstruo de Ritual" a Ritual monster.
YGO_WORDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("token", frozenset({"token", "ficha"})),
    ("spell", frozenset({"spell", "mágica", "magica", "magia"})),
    ("trap", frozenset({"trap", "trampa"})),
    ("link", frozenset({"link"})),
    ("xyz", frozenset({"xyz"})),
    ("synchro", frozenset({"synchro", "sincronía", "sincronia"})),
    ("fusion", frozenset({"fusion", "fusión"})),
    ("ritual", frozenset({"ritual"})),
    ("pendulum", frozenset({"pendulum", "péndulo", "pendulo"})),
    ("effect", frozenset({"effect", "efecto"})),
    ("normal", frozenset({"normal"})),
)

#: Generic card kinds, recognised by words of the type line in games without a table above.
GENERIC_WORDS: tuple[tuple[str, str], ...] = (
    ("token", "token"), ("ficha", "token"),
    ("creature", "unidad"), ("criatura", "unidad"), ("unit", "unidad"), ("unidad", "unidad"), ("ally", "unidad"),
    ("aliado", "unidad"), ("monster", "unidad"), ("monstruo", "unidad"),
    ("spell", "conjuro"), ("hechizo", "conjuro"), ("conjuro", "conjuro"), ("instant", "conjuro"),
    ("sorcery", "conjuro"), ("evento", "conjuro"), ("event", "conjuro"),
    ("weapon", "arma"), ("arma", "arma"), ("artifact", "arma"), ("artefacto", "arma"), ("equipment", "arma"),
    ("land", "mana"), ("tierra", "mana"), ("resource", "mana"), ("recurso", "mana"), ("oro", "mana"),
    ("enchantment", "ente"), ("encantamiento", "ente"), ("trap", "ente"), ("trampa", "ente"), ("ente", "ente"),
)

MTG_SYMBOLS = "WUBRG"


def mtg_colours(face: FaceData) -> tuple[str, ...]:
    """The colours of an MTG card: its recorded colours, else the coloured symbols of its cost."""
    if face.colors:
        return tuple(c for c in MTG_SYMBOLS if c in face.colors)
    return tuple(c for c in MTG_SYMBOLS if c in face.cost.upper())


def _words(text: str) -> set[str]:
    cleaned = "".join(ch if ch.isalnum() else " " for ch in text.casefold())
    return set(cleaned.split())


def _mtg_kind(face: FaceData) -> str:
    words = _words(face.type_line)
    if face.theme == "token" or "token" in words:
        return "token"
    if "land" in words or "tierra" in words:
        return "land"
    colours = mtg_colours(face)
    if len(colours) > 1:
        return "multi"
    if colours:
        return colours[0]
    return "artifact" if "artifact" in words or "artefacto" in words else "colorless"


def _ygo_kind(face: FaceData) -> str:
    """Token, spell, trap, or the monster's frame (Link, Xyz, Synchro, Fusion, Ritual,
    Pendulum, Effect, Normal), from the card's theme and its type line in either language."""
    words = _words(face.type_line)
    if face.theme in ("token", "spell", "trap"):
        return face.theme
    for kind, names in YGO_WORDS:
        if words & names:
            return kind
    return "effect" if face.text and face.stats else "normal"


def _generic_kind(face: FaceData) -> str:
    if face.theme:
        return face.theme
    words = _words(face.type_line)
    for word, kind in GENERIC_WORDS:
        if word in words:
            return kind
    return ""


def frame_for(face: FaceData) -> Frame:
    """The frame of a face: by game and card type, with a sensible default for other games."""
    if face.game == "mtg":
        kind = _mtg_kind(face)
        return Frame(MTG[kind], stats="corner", kind=kind)
    if face.game == "ygo":
        kind = _ygo_kind(face)
        return Frame(YGO[kind], stats="line", level_row=True, art=0.44, kind=kind)
    if face.game == "myl":
        words = {MYL_EN.get(word, word) for word in _words(face.type_line)}
        kind = next((k for k in MYL if k in words), "")
        if kind:
            return Frame(MYL[kind], type_above_art=True, kind=kind)
    if face.game == "eliria" and face.theme in ELIRIA:
        return Frame(ELIRIA[face.theme], kind=face.theme)
    kind = _generic_kind(face)
    return Frame(SIX.get(kind, DEFAULT_PALETTE), type_above_art=face.game in ("six", "myl"), kind=kind)
