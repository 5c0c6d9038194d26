"""Zone geometry of a game's table, read from ``assets/games/<game>/layout.toml``.

A layout is written in card units: ``x`` and widths in card widths, ``y`` and heights in card
heights, for the bottom player (you). Your side has two rows, ``y`` 0–1 by the centre line and
1–2 behind it, and the hand strip at the table's edge (``y`` 2 onwards). The opponent's side is
the same turned 180° around the centre; its hand strip is narrower (``rival_hand``). Zones of
no player (Magic's stack) are placed around the centre line (``y`` −0.5 straddles it).

``TableLayout.fit`` turns the units into pixels for a view: the card size is the largest that
lets every row and strip fit, so the table uses the window and its cards grow with it; spare
width spreads the zones apart (up to ``MAX_SPREAD``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardimages.frames import card_mm
from desktop.table.action_words import ActionWords, load_words
from engine.core.errors import LoadError
from engine.core.game import game_names, get_game
from engine.core.textfiles import find_line, load_toml, read_text

ARRANGEMENTS = ("slots", "row", "pile", "hand", "battlefield")
Rect = tuple[float, float, float, float]

#: Horizontal room around a card in its cell (a share of the card's width) and vertical room
#: between rows (a share of its height).
GAP = 0.07
VGAP = 0.035
#: Pixels around the table and across the centre line.
MARGIN = 6.0
CENTRE = 8.0
#: How far spare width may spread the zones apart (1.5: half as wide again).
MAX_SPREAD = 1.5
#: Cards are never drawn narrower than this (a tiny window still shows cards).
MIN_CARD = 28.0


@dataclass(frozen=True)
class ZoneGeometry:
    name: str
    #: x, y, width, height in card units, on the bottom side (see the module's text).
    at: Rect
    arrange: str = "row"
    slots: int = 0
    #: A shorter label (Spanish, English) for where the zone's own does not fit: a small seat.
    short: tuple[str, str] = ("", "")
    #: ``battlefield``: the card kinds (``Game.card_kind``) drawn in the back row (Magic: lands).
    back: tuple[str, ...] = ()


@dataclass(frozen=True)
class PhaseLabel:
    name: str
    label: str
    label_en: str
    #: The steps of the phase a player may stop at, in order (Magic's upkeep, draw…); none: the
    #: phase itself is the stop (``desktop.passing``).
    stops: tuple[str, ...] = ()


@dataclass(frozen=True)
class SeatStat:
    """One more number on a seat plate: a player counter (``counter``), the size of a zone
    (``zone``), the sum of a counter over the player's cards in play (``card_counter``) or a
    value of the observation's ``extra`` (``extra``: ``mana`` pools, ``commander`` damage).
    ``nonzero``: shown only when it is not zero."""

    label: str
    label_en: str
    counter: str = ""
    zone: str = ""
    card_counter: str = ""
    extra: str = ""
    nonzero: bool = False
    icon: str = ""

    def text(self, lang: str) -> str:
        return self.label_en if lang == "en" else self.label


@dataclass(frozen=True)
class CardStats:
    """Which of a card's stats its badge shows on the battlefield (``ATK 1800 / DEF 1200``)."""

    keys: tuple[str, ...] = ()
    #: ``pair``: ``3/2``; ``atkdef``: two numbers, the one of the card's position lit;
    #: ``single``: one number beside ``icon``.
    style: str = "pair"
    icon: str = ""
    #: How a counter is drawn by its name: ``die`` (Eliria's d12), else a round token.
    counters: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class TableGeometry:
    """A layout fitted to a view: every size in pixels (scene units at zoom 1)."""

    layout: "TableLayout"
    width: float
    height: float
    card_width: float
    card_height: float
    players: int
    #: Pixels per card unit across and down, and where the table's units start.
    unit_x: float
    unit_y: float
    left: float
    centre: float
    own_strip: float
    rival_strip: float

    @property
    def game(self) -> str:
        return self.layout.game

    def rect(self, zone: str, owner: int | None, viewer: int) -> Rect:
        """Where ``owner``'s zone is drawn for ``viewer``: their own side at the bottom, an
        opponent's side turned 180° around the centre (smaller at a table of more than two)."""
        return self.place(self.layout.zones[zone].at, owner, viewer)

    def place(self, at: Rect, owner: int | None, viewer: int) -> Rect:
        """``at`` (card units, bottom side) in pixels on ``owner``'s side for ``viewer``."""
        x, y, w, h = at
        if owner is None:  # shared: around the centre line, as written
            return (self.left + x * self.unit_x, self.centre + y * self.unit_y, w * self.unit_x, h * self.unit_y)
        if owner == viewer:
            return (self.left + x * self.unit_x, self._own_y(y), w * self.unit_x, self._own_y(y + h) - self._own_y(y))
        px, py, pw, ph = self._rival(x, y, w, h)
        left, top, scale = self.seat(owner, viewer)
        return (left + px * scale, top + py * scale, pw * scale, ph * scale)

    def _own_y(self, y: float) -> float:
        """Card units down from the centre line, in pixels on the bottom side: two rows, then
        the hand strip (``y`` 2 to 3: the whole strip, ``own_strip`` pixels high)."""
        rows = min(y, 2.0)
        strip = min(1.0, max(0.0, y - 2.0)) * self.own_strip
        return self.centre + CENTRE / 2 + rows * self.unit_y + strip

    def _rival(self, x: float, y: float, w: float, h: float) -> Rect:
        """``(x, y, w, h)`` turned 180° onto the far side, relative to the table (before any seat)."""
        table_w = self.layout.columns * self.unit_x
        top = self._rival_y(y + h)
        return (self.left + table_w - (x + w) * self.unit_x, top, w * self.unit_x, self._rival_y(y) - top)

    def _rival_y(self, y: float) -> float:
        rows = min(y, 2.0)
        strip = min(1.0, max(0.0, y - 2.0)) * self.rival_strip
        return self.centre - CENTRE / 2 - rows * self.unit_y - strip

    def scale(self, owner: int | None, viewer: int) -> float:
        """How much ``owner``'s side and its cards shrink for ``viewer`` (1: not at all)."""
        return 1.0 if owner is None or owner == viewer else self.seat(owner, viewer)[2]

    def seat(self, owner: int, viewer: int) -> tuple[float, float, float]:
        """Left, top and scale of an opponent's side for ``viewer``. Alone, it is the far half
        as it is. Two opponents sit to the left and to the right, half size; three sit left,
        across and right as around a table, the one across behind the other two. The seats end
        above the shared zones (the stack)."""
        if self.players <= 2:
            return (0.0, 0.0, 1.0)
        far = self.centre - CENTRE / 2  # the far half: from the top to the centre line
        shared = [self.place(self.layout.zones[name].at, None, viewer)[1] for name in self.layout.shared
                  if name in self.layout.zones]
        bottom = min([far, *shared])
        width = self.layout.columns * self.unit_x
        rows = 1 if self.players == 3 else 2
        scale = min(0.5, bottom / (rows * far)) if far > 0 else 0.5
        near = bottom - far * scale
        # scaled about the table's left edge (the left seat) or its right edge (the right seat)
        low, high = self.left * (1 - scale), (self.left + width) * (1 - scale)
        seats = [(low, near), (high, near)]
        if self.players > 3:
            seats.insert(1, ((low + high) / 2, near - far * scale))
        left, top = seats[(owner - viewer - 1) % self.players % len(seats)]
        return (left, top, scale)

    def hand_scale(self, owner: int | None, viewer: int) -> float:
        """How big the cards of ``owner``'s hand are drawn, a card being 1: the own hand
        larger, an opponent's as small as its strip."""
        if owner == viewer:
            return self.layout.hand_scale
        return self.rival_strip / self.card_height * 0.94

    def plate(self, owner: int, viewer: int) -> Rect:
        """The seat plate of ``owner`` (its name, life and counts) for ``viewer``: in the hand
        strip, at the left of one's own and the right of an opponent's."""
        x, w = self.layout.plate
        return self.place((x, 2.0, w, 1.0), owner, viewer)


@dataclass(frozen=True)
class TableLayout:
    game: str
    background: str
    zones: dict[str, ZoneGeometry]
    phases: tuple[PhaseLabel, ...] = ()
    steps: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: Zones of no player (Magic's stack): drawn once, where the layout puts them.
    shared: frozenset[str] = frozenset()
    #: A card's height over its width (the game's printed cards).
    card_ratio: float = 88 / 63
    #: The own hand: how big its cards are, and how much of their height shows (a hovered card
    #: rises whole); the opponent's hand strip, in card heights.
    hand_scale: float = 1.12
    hand_shown: float = 0.64
    rival_hand: float = 0.42
    #: The seat plate: x and width in card units, in the hand strip.
    plate: tuple[float, float] = (0.0, 1.6)
    #: What a seat plate shows besides life, hand, deck and graveyard.
    seat_life: tuple[str, str] = ("Vidas", "Lives")
    seat_stats: tuple[SeatStat, ...] = ()
    #: Player counters by name in both languages (``vidas`` → Vidas / Lives).
    counters: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: Words for each kind of prompt (what is awaited of a player), in both languages.
    prompts: dict[str, tuple[str, str]] = field(default_factory=dict)
    card_stats: CardStats = CardStats()
    #: Markers drawn on a card as small icons, by marker name (``""``: none).
    markers: dict[str, str] = field(default_factory=dict)
    #: The observation's ``extra`` that lists the cards of each merged permanent, top first
    #: (``[card] merged``: Magic's mutate); a permanent's tooltip names them all.
    merged: str = ""
    #: How the window words the game's card actions and answers (``[words]``).
    words: ActionWords = field(default_factory=ActionWords)
    #: What the game calls the links waiting to resolve (``[table] chain``): the stack, the chain…
    chain: tuple[str, str] = ("Cadena", "Chain")

    @property
    def hand_strip(self) -> float:
        """The own hand strip's height in card units."""
        return self.hand_scale * self.hand_shown

    @property
    def columns(self) -> float:
        """The table's width in card units."""
        return max([x + w for x, _, w, _ in (z.at for z in self.zones.values())] + [sum(self.plate)])

    def fit(self, width: float, height: float, players: int = 2) -> TableGeometry:
        """The table in a view of ``width`` × ``height`` pixels: the largest cards that let
        both sides fit, the zones spread over spare width."""
        columns = self.columns
        across = (width - 2 * MARGIN) / (columns * (1 + GAP))
        rows = 4 * (1 + VGAP) + self.hand_strip + self.rival_hand
        down = (height - 2 * MARGIN - CENTRE) / rows / self.card_ratio
        card_w = max(MIN_CARD, min(across, down))
        card_h = card_w * self.card_ratio
        unit_x = card_w * (1 + GAP) * min(MAX_SPREAD, max(1.0, across / card_w))
        used = columns * unit_x
        left = max(MARGIN, (width - used) / 2)
        unit_y = card_h * (1 + VGAP)
        rival_strip = self.rival_hand * card_h
        own_strip = self.hand_strip * card_h
        total = 4 * unit_y + rival_strip + own_strip + CENTRE
        top = max(MARGIN, (height - total) / 2)
        centre = top + rival_strip + 2 * unit_y + CENTRE / 2
        return TableGeometry(self, max(width, used + 2 * left), max(height, total + 2 * top), card_w, card_h, players,
                             unit_x, unit_y, left, centre, own_strip, rival_strip)

    def prompt_words(self, kind: str, lang: str) -> str:
        """What a prompt of ``kind`` awaits, in ``lang`` (the kind itself when unnamed)."""
        words = self.prompts.get(kind)
        return (words[1] if lang == "en" else words[0]) if words else kind

    def chain_title(self, lang: str) -> str:
        """The chain panel's title in ``lang``, as the game's rulebook names it."""
        return self.chain[1] if lang == "en" else self.chain[0]

    def counter_label(self, name: str, lang: str) -> str:
        words = self.counters.get(name)
        return (words[1] if lang == "en" else words[0]) if words else name


def layout_path(game: str) -> Path:
    """The game's ``layout.toml``, in the game's own folder (``Game.folder``)."""
    return get_game(game).folder / "layout.toml"


def _pair(value: Any, path: Path, text: str, key: str) -> tuple[str, str]:
    if not isinstance(value, list) or len(value) != 2 or not all(isinstance(v, str) for v in value):
        raise LoadError(str(path), f"{key} necesita [español, inglés]", find_line(text, key))
    return (value[0], value[1])


def _number(table: dict[str, Any], key: str, default: float, path: Path, text: str) -> float:
    value = table.get(key, default)
    if not isinstance(value, (int, float)) or isinstance(value, bool) or value < 0:
        raise LoadError(str(path), f"{key} debe ser un número no negativo", find_line(text, key))
    return float(value)


def load_layout(game: str, path: Path | None = None) -> TableLayout:
    """The table layout of ``game``; ``LoadError`` names the line of any problem."""
    path = path or layout_path(game)
    text = read_text(path)
    data = load_toml(path, text)
    table = data.get("table", {})
    zones: dict[str, ZoneGeometry] = {}
    for raw in data.get("zone", []):
        name = raw.get("name")
        at = raw.get("at")
        arrange = raw.get("arrange", "row")
        short = (str(raw.get("short", "")), str(raw.get("short_en", "")))
        line = find_line(text, f'"{name}"')
        if not isinstance(name, str) or not isinstance(at, list) or len(at) != 4 \
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in at):
            raise LoadError(str(path), "cada [[zone]] necesita name y at = [x, y, ancho, alto] en cartas", line)
        if arrange not in ARRANGEMENTS:
            raise LoadError(str(path), f"zona {name}: arrange {arrange!r} no es uno de {ARRANGEMENTS}", line)
        zones[name] = ZoneGeometry(name, (float(at[0]), float(at[1]), float(at[2]), float(at[3])), arrange,
                                   int(raw.get("slots", 0)), short, tuple(str(k) for k in raw.get("back", ())))
    phases = tuple(PhaseLabel(p["name"], p.get("label", p["name"]), p.get("label_en", p["name"]),
                              tuple(str(s) for s in p.get("stops", ()))) for p in data.get("phase", []))
    steps = {k: _pair(v, path, text, k) for k, v in data.get("steps", {}).items()}
    prompts = {k: _pair(v, path, text, k) for k, v in data.get("prompts", {}).items()}
    counters = {k: _pair(v, path, text, k) for k, v in data.get("counters", {}).items()}
    seat = data.get("seat", {})
    plate = seat.get("plate", [0.0, 1.6])
    if not isinstance(plate, list) or len(plate) != 2:
        raise LoadError(str(path), "plate necesita [x, ancho] en cartas", find_line(text, "plate"))
    stats = tuple(SeatStat(str(s.get("label", "")), str(s.get("label_en", s.get("label", ""))), str(s.get("counter", "")),
                           str(s.get("zone", "")), str(s.get("card_counter", "")), str(s.get("extra", "")),
                           bool(s.get("nonzero", False)), str(s.get("icon", "")))
                  for s in seat.get("stat", []))
    card = data.get("card", {})
    known = game in game_names()
    w_mm, h_mm = card_mm(game)
    return TableLayout(
        game=game,
        background=str(table.get("background", "#1f4a35")),
        zones=zones,
        phases=phases,
        steps=steps,
        shared=frozenset(spec.name for spec in get_game(game).zone_specs if spec.shared) if known else frozenset(),
        card_ratio=h_mm / w_mm,
        hand_scale=_number(table, "hand_scale", 1.12, path, text),
        hand_shown=_number(table, "hand_shown", 0.64, path, text),
        rival_hand=_number(table, "rival_hand", 0.42, path, text),
        plate=(float(plate[0]), float(plate[1])),
        seat_life=_pair(seat.get("life", ["Vidas", "Lives"]), path, text, "life"),
        seat_stats=stats,
        counters=counters,
        prompts=prompts,
        card_stats=CardStats(tuple(str(k) for k in card.get("stats", ())), str(card.get("style", "pair")),
                             str(card.get("icon", "")), {str(k): str(v) for k, v in card.get("counters", {}).items()}),
        markers={str(k): str(v) for k, v in card.get("markers", {}).items()},
        merged=str(card.get("merged", "")),
        words=load_words(data.get("words"), path, text),
        chain=_pair(table.get("chain", ["Cadena", "Chain"]), path, text, "chain"),
    )
