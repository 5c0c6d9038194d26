"""What a Yu-Gi-Oh! card face looks like (``cardimages`` draws it): 59 × 86 mm, a frame per card
type (Token, Spell, Trap, Link, Xyz, Synchro, Fusion, Ritual, Pendulum, Effect, Normal), level
or rank stars under the name, ATK/DEF on a line under the text."""

from __future__ import annotations

from engine.core.faces import FaceStyle, Frame, Palette, PrintedCard, words

P = Palette
#: Frames by card type.
PALETTES = {
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

#: Card types by the words of a type line, Spanish or English, in the order they are
#: recognised: a "Mágica de Ritual" is a spell, a "Monstruo de Ritual" a Ritual monster.
TYPE_WORDS: tuple[tuple[str, frozenset[str]], ...] = (
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


def kind(card: PrintedCard) -> str:
    """Token, spell, trap, or the monster's frame (Link, Xyz, Synchro, Fusion, Ritual,
    Pendulum, Effect, Normal), from the card's theme and its type line in either language."""
    found = words(card.type_line)
    if card.theme in ("token", "spell", "trap"):
        return card.theme
    for name, names in TYPE_WORDS:
        if found & names:
            return name
    return "effect" if card.text and card.stats else "normal"


def frame(card: PrintedCard) -> Frame:
    chosen = kind(card)
    return Frame(PALETTES[chosen], stats="line", level_row=True, art=0.44, kind=chosen)


FACE_STYLE = FaceStyle(card_mm=(59.0, 86.0), back=(92, 48, 22), frame=frame, keywords=(
    "FLIP", "Once per turn", "Twice per turn", "Quick Effect", "Una vez por turno", "Efecto Rápido", "VOLTEO"),
    printing_id="passcode")
