"""Zone geometry of a game's table, read from ``assets/games/<game>/layout.toml``."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from engine.core.errors import LoadError
from engine.core.game import assets_dir
from engine.core.textfiles import find_line, load_toml, read_text

ARRANGEMENTS = ("slots", "row", "pile")


@dataclass(frozen=True)
class ZoneGeometry:
    name: str
    rect: tuple[float, float, float, float]
    arrange: str = "row"
    slots: int = 0


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

    def rect(self, zone: str, owner: int | None, viewer: int) -> tuple[float, float, float, float]:
        """Where ``owner``'s zone is drawn for ``viewer``: their own side at the bottom, the other
        side turned 180° around the centre."""
        x, y, w, h = self.zones[zone].rect
        if owner is not None and owner != viewer:
            return (self.width - x - w, self.height - y - h, w, h)
        return (x, y, w, h)


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
        line = find_line(text, f'"{name}"')
        if not isinstance(name, str) or not isinstance(rect, list) or len(rect) != 4:
            raise LoadError(str(path), "cada [[zone]] necesita name y rect = [x, y, ancho, alto]", line)
        if arrange not in ARRANGEMENTS:
            raise LoadError(str(path), f"zona {name}: arrange {arrange!r} no es uno de {ARRANGEMENTS}", line)
        zones[name] = ZoneGeometry(name, (float(rect[0]), float(rect[1]), float(rect[2]), float(rect[3])), arrange,
                                   int(raw.get("slots", 0)))
    phases = tuple(PhaseLabel(p["name"], p.get("label", p["name"]), p.get("label_en", p["name"])) for p in data.get("phase", []))
    steps = {k: (v[0], v[1]) for k, v in data.get("steps", {}).items()}
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
    )
