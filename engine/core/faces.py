"""What a game's card faces look like, declared by the game as data (``Game.face_style``) and
drawn by ``cardimages``: the card's true size, the colour of its back, the frame of each kind of
card, how a cost is printed, what a card without rules text says. No drawing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Protocol

RGB = tuple[int, int, int]


def ink_on(colour: RGB, threshold: float = 110) -> RGB:
    """Light text on a dark ``colour``, dark text on a light one."""
    r, g, b = colour
    return (245, 245, 240) if 0.299 * r + 0.587 * g + 0.114 * b < threshold else (24, 24, 26)


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


class PrintedCard(Protocol):
    """The printed parts a frame is chosen by (``cardimages.faces.FaceData`` has them)."""

    @property
    def type_line(self) -> str: ...
    @property
    def theme(self) -> str: ...
    @property
    def cost(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def colors(self) -> tuple[str, ...]: ...
    @property
    def stats(self) -> tuple[tuple[str, str], ...]: ...


def words(text: str) -> set[str]:
    """The lower-case words of a type line (what a frame is recognised by)."""
    cleaned = "".join(ch if ch.isalnum() else " " for ch in text.casefold())
    return set(cleaned.split())


@dataclass(frozen=True)
class FaceStyle:
    """A game's card faces. ``frame`` picks the frame of a card (``None``: the generic frame by
    card kind, with the type line above the art when ``type_above_art``); ``symbol_colours``
    prints each symbol of a cost (``{2}{R}``) in its own colours (fill, ink), ``other_symbol``
    those it does not name (without it a cost is one disc in the frame's colours); ``no_text``
    is what a card without rules text says; ``keywords`` are printed in bold wherever a card's
    text names them (English and Spanish, as printed on cards); ``printing_id`` is how image
    folders name a printing's picture: by its ``"code"``, by ``"set number"`` (Magic's
    ``10E-31``) or by ``"passcode"`` (Yu-Gi-Oh!'s, decimal without leading zeros)."""

    card_mm: tuple[float, float] = (63.0, 88.0)
    back: RGB = (36, 44, 52)
    frame: Callable[[PrintedCard], Frame | None] | None = None
    type_above_art: bool = False
    symbol_colours: Mapping[str, tuple[RGB, RGB]] | None = None
    other_symbol: tuple[RGB, RGB] = ((200, 196, 190), (30, 30, 30))
    no_text: str = ""
    keywords: tuple[str, ...] = ()
    printing_id: str = "code"
