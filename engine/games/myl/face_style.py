"""What a Mitos y Leyendas card face looks like (``cardimages`` draws it): a frame per card type
(Aliado, Talismán, Arma, Tótem, Oro, named in Spanish or English), the type line above the art."""

from __future__ import annotations

from engine.core.faces import FaceStyle, Frame, Palette, PrintedCard, words

P = Palette
PALETTES = {
    "aliado": P((110, 40, 30), (242, 226, 210), (170, 80, 50)),
    "talismán": P((30, 70, 120), (218, 230, 244), (70, 120, 180)),
    "arma": P((70, 70, 76), (228, 228, 230), (130, 130, 140)),
    "tótem": P((40, 90, 40), (222, 238, 214), (90, 150, 80)),
    "oro": P((150, 120, 30), (248, 238, 200), (214, 180, 60)),
}
#: The kinds as an English type line names them.
ENGLISH = {"ally": "aliado", "talisman": "talismán", "weapon": "arma", "totem": "tótem", "gold": "oro"}


def frame(card: PrintedCard) -> Frame | None:
    """The frame of the card's type; ``None`` (the generic frame) for a type line naming none."""
    found = {ENGLISH.get(word, word) for word in words(card.type_line)}
    chosen = next((k for k in PALETTES if k in found), "")
    return Frame(PALETTES[chosen], type_above_art=True, kind=chosen) if chosen else None


FACE_STYLE = FaceStyle(frame=frame, type_above_art=True, keywords=(
    "Imbloqueable", "Furia", "Exhumar", "Indestructible", "Guardián", "Retador", "Errante", "Desterrar"))
