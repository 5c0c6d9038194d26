"""What a card face shows, independent of where the card data came from."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from engine.core.cards import CardDef
from engine.core.terms import type_line
from engine.formats.records import CardRecord


@dataclass(frozen=True)
class FaceData:
    """The printed parts of a card. ``theme`` picks the frame colours (``unidad``, ``conjuro``,
    ``arma``, ``ente``, ``mana``, ``token``, or a generic one); ``stats`` are printed numbers such
    as ``(("fuerza", "3"), ("defensa", "2"))``; ``colors`` are MTG colour letters; ``keywords``
    are printed in bold wherever the text names them."""

    game: str
    code: str
    name: str
    type_line: str = ""
    cost: str = ""
    text: str = ""
    stats: tuple[tuple[str, str], ...] = ()
    theme: str = ""
    limbo: bool = False
    set_code: str = ""
    extra_lines: tuple[str, ...] = field(default=())
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    art: str = ""  # a local picture for the art box (the player's art), never a URL

    def digest(self) -> str:
        """A stable key for caches: changes whenever anything printed changes."""
        return hashlib.sha256(repr(self).encode("utf-8")).hexdigest()[:24]


def face_from_card_def(defn: CardDef, lang: str = "es") -> FaceData:
    """The face of an engine card definition (cost, archetypes and the printed stats)."""
    cost = getattr(defn, "cost", None)
    kind = getattr(defn, "kind", "")
    text = defn.text_en if lang == "en" and defn.text_en else defn.text
    return FaceData(
        game=defn.game,
        code=defn.code,
        name=defn.display_name(lang),
        type_line=type_line(defn, lang),
        cost="" if cost is None else str(cost),
        text=text,
        stats=defn.printed_stats(),
        theme="token" if defn.is_token else kind,
        limbo=bool(getattr(defn, "limbo", False)),
        set_code=str(getattr(defn, "set_code", "")),
        keywords=tuple(sorted(k.replace("_", " ") for k in getattr(defn, "keywords", ()))),
    )


def face_from_record(record: CardRecord) -> FaceData:
    """The face of a catalogue printing (MTG, Yu-Gi-Oh!…)."""
    order = ("power", "toughness", "loyalty", "defense", "level", "rank", "link", "atk", "def", "fuerza", "defensa")
    stats = tuple((key, record.stats[key]) for key in order if record.stats.get(key) not in (None, ""))
    theme = "token" if record.is_token else ""  # the frame comes from the type line
    return FaceData(
        game=record.game,
        code=record.number or record.oracle_id,
        name=record.name,
        type_line=record.type_line,
        cost=record.cost,
        text=record.text,
        stats=stats,
        theme=theme,
        set_code=record.set_code,
        colors=tuple(record.colors),
    )


def plain_face(game: str, name: str, code: str = "") -> FaceData:
    """A plain named card, for a deck line that matches no card data."""
    return FaceData(game=game, code=code, name=name or code or "?")



def record_face(record: CardRecord, lang: str = "es") -> FaceData:
    """The face of a catalogue printing: the engine's own data when the game ships the card."""
    from engine.core.game import game_names, get_game

    if record.game in game_names():
        cards = get_game(record.game).catalogue_cards()  # what is printed, never the rules
        if record.number in cards:
            return face_from_card_def(cards.by_code(record.number), lang)
    return face_from_record(record)
