"""Zone geometry of a game's table, read from ``assets/games/<game>/layout.toml``."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from engine.core.errors import LoadError
from engine.core.game import assets_dir, game_names, get_game
from engine.core.textfiles import find_line, load_toml, read_text

ARRANGEMENTS = ("slots", "row", "pile")


@dataclass(frozen=True)
class ZoneGeometry:
    name: str
    rect: tuple[float, float, float, float]
    arrange: str = "row"
    slots: int = 0
    #: A shorter label (Spanish, English) for where the zone's own does not fit: a small seat.
    short: tuple[str, str] = ("", "")


@dataclass(frozen=True)
class PhaseLabel:
    name: str
    label: str
    label_en: str


@dataclass(frozen=True)
class TableLayout:
    game: str
    width: float
    height: float
    card_width: float
    card_height: float
    label_height: float
    background: str
    zones: dict[str, ZoneGeometry]
    phases: tuple[PhaseLabel, ...] = ()
    steps: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: Zones of no player (Magic's stack): drawn once, where the layout puts them.
    shared: frozenset[str] = frozenset()
    #: Where a player's name goes at a table of more than two, on the bottom side like a zone.
    seat_label: tuple[float, float, float, float] | None = None

    def rect(self, zone: str, owner: int | None, viewer: int, players: int = 2) -> tuple[float, float, float, float]:
        """Where ``owner``'s zone is drawn for ``viewer``: their own side at the bottom, an
        opponent's side turned 180° around the centre. With more than two players each
        opponent's side shrinks (``scale``) into a seat of the far half (``seat``)."""
        return self.place(self.zones[zone].rect, owner, viewer, players)

    def place(self, rect: tuple[float, float, float, float], owner: int | None, viewer: int,
              players: int = 2) -> tuple[float, float, float, float]:
        """``rect`` of the bottom side, drawn on ``owner``'s side for ``viewer`` (see ``rect``)."""
        x, y, w, h = rect
        if owner is None or owner == viewer:
            return (x, y, w, h)
        x, y = self.width - x - w, self.height - y - h
        left, top, scale = self.seat(owner, viewer, players)
        return (left + x * scale, top + y * scale, w * scale, h * scale)

    def scale(self, owner: int | None, viewer: int, players: int = 2) -> float:
        """How much ``owner``'s side and its cards shrink for ``viewer`` (1: not at all)."""
        return 1.0 if owner is None or owner == viewer else self.seat(owner, viewer, players)[2]

    def seat(self, owner: int, viewer: int, players: int) -> tuple[float, float, float]:
        """Left, top and scale of an opponent's side for ``viewer``. Alone, it is the far half
        as it is. Two opponents sit to the left and to the right, half size; three sit left,
        across and right as around a table, the one across behind the other two. The seats end
        above the shared zones (the stack)."""
        if players <= 2:
            return (0.0, 0.0, 1.0)
        half = self.height / 2
        bottom = min([half, *(self.zones[name].rect[1] for name in self.shared if name in self.zones)])
        rows = 1 if players == 3 else 2
        scale = min(0.5, bottom / (rows * half))
        near = bottom - half * scale
        seats = [(0.0, near), (self.width * (1 - scale), near)]
        if players > 3:
            seats.insert(1, (self.width * (1 - scale) / 2, near - half * scale))
        left, top = seats[(owner - viewer - 1) % players % len(seats)]
        return (left, top, scale)


def layout_path(game: str) -> Path:
    return assets_dir() / "games" / game / "layout.toml"


def load_layout(game: str, path: Path | None = None) -> TableLayout:
    """The table layout of ``game``; ``LoadError`` names the line of any problem."""
    path = path or layout_path(game)
    text = read_text(path)
    data = load_toml(path, text)
    table = data.get("table", {})
    zones: dict[str, ZoneGeometry] = {}
    for raw in data.get("zone", []):
        name = raw.get("name")
        rect = raw.get("rect")
        arrange = raw.get("arrange", "row")
        short = (str(raw.get("short", "")), str(raw.get("short_en", "")))
        line = find_line(text, f'"{name}"')
        if not isinstance(name, str) or not isinstance(rect, list) or len(rect) != 4:
            raise LoadError(str(path), "cada [[zone]] necesita name y rect = [x, y, ancho, alto]", line)
        if arrange not in ARRANGEMENTS:
            raise LoadError(str(path), f"zona {name}: arrange {arrange!r} no es uno de {ARRANGEMENTS}", line)
        zones[name] = ZoneGeometry(name, (float(rect[0]), float(rect[1]), float(rect[2]), float(rect[3])), arrange,
                                   int(raw.get("slots", 0)), short)
    phases = tuple(PhaseLabel(p["name"], p.get("label", p["name"]), p.get("label_en", p["name"])) for p in data.get("phase", []))
    steps = {k: (v[0], v[1]) for k, v in data.get("steps", {}).items()}
    seat_label = table.get("seat_label")
    if seat_label is not None and (not isinstance(seat_label, list) or len(seat_label) != 4):
        raise LoadError(str(path), "seat_label necesita [x, y, ancho, alto]", find_line(text, "seat_label"))
    return TableLayout(
        game=game,
        width=float(table.get("width", 1600)),
        height=float(table.get("height", 1000)),
        card_width=float(table.get("card_width", 90)),
        card_height=float(table.get("card_height", 126)),
        label_height=float(table.get("label_height", 18)),
        background=str(table.get("background", "#1f4a35")),
        zones=zones,
        phases=phases,
        steps=steps,
        shared=frozenset(spec.name for spec in get_game(game).zone_specs if spec.shared) if game in game_names() else frozenset(),
        seat_label=(float(seat_label[0]), float(seat_label[1]), float(seat_label[2]), float(seat_label[3])) if seat_label else None,
    )
