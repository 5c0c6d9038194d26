"""What a Magic card face looks like (``cardimages`` draws it): frames by the colours of the
card (its recorded colours, else the coloured symbols of its cost), multicolour, artifact and
land; power/toughness in the corner; each mana symbol of a cost in its own colours."""

from __future__ import annotations

from engine.core.faces import FaceStyle, Frame, Palette, PrintedCard, words

P = Palette
#: Frames by colour identity of the cost (W U B R G), multicolour, artifact, land.
PALETTES = {
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
#: Mana symbol colours (fill, ink).
MANA = {
    "W": ((248, 240, 200), (40, 40, 40)), "U": ((120, 180, 230), (10, 30, 60)), "B": ((70, 64, 66), (240, 240, 240)),
    "R": ((232, 120, 90), (50, 10, 0)), "G": ((110, 180, 120), (10, 40, 10)), "C": ((210, 206, 204), (40, 40, 40)),
}
SYMBOLS = "WUBRG"


def colours(card: PrintedCard) -> tuple[str, ...]:
    """The colours of a card: its recorded colours, else the coloured symbols of its cost."""
    if card.colors:
        return tuple(c for c in SYMBOLS if c in card.colors)
    return tuple(c for c in SYMBOLS if c in card.cost.upper())


def kind(card: PrintedCard) -> str:
    """Token, land, one colour, multicolour, artifact or colourless."""
    found = words(card.type_line)
    if card.theme == "token" or "token" in found:
        return "token"
    if "land" in found or "tierra" in found:
        return "land"
    coloured = colours(card)
    if len(coloured) > 1:
        return "multi"
    if coloured:
        return coloured[0]
    return "artifact" if "artifact" in found or "artefacto" in found else "colorless"


def frame(card: PrintedCard) -> Frame:
    chosen = kind(card)
    return Frame(PALETTES[chosen], stats="corner", kind=chosen)


#: Evergreen and common keywords, as printed on cards.
KEYWORDS = (
    "Flying", "First strike", "Double strike", "Deathtouch", "Defender", "Enchant", "Equip", "Flash", "Haste",
    "Hexproof", "Indestructible", "Lifelink", "Menace", "Protection", "Reach", "Trample", "Vigilance", "Ward",
    "Cycling", "Kicker", "Flashback", "Prowess", "Scry", "Landfall", "Convoke", "Cascade", "Affinity",
    "Vuela", "Dañar primero", "Dañar dos veces", "Toque mortal", "Defensor", "Encantar", "Equipar", "Destello",
    "Prisa", "Antimaleficio", "Indestructible", "Vínculo vital", "Amenaza", "Protección", "Alcance", "Arrollar",
    "Vigilancia", "Custodia", "Ciclo", "Estímulo", "Retrospectiva", "Destreza", "Adivina",
)

FACE_STYLE = FaceStyle(back=(50, 36, 26), frame=frame, symbol_colours=MANA, keywords=KEYWORDS, printing_id="set number")
