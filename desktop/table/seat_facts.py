"""What a seat shows of its player: life, hand, deck and graveyard counts and the game's other
public numbers, read from an observation through the zone roles the game declares
(``ZoneSpec.roles``) and the seat stats of its layout — never guessed from zone names."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from desktop.table.layout import SeatStat, TableLayout
from engine.core.game import Game
from engine.core.observation import Observation

#: MTG mana symbols in pool order.
MANA_ORDER = "WUBRGC"


@dataclass(frozen=True)
class Count:
    """A zone's count at a seat, with the zone's own label."""

    label: str
    value: int


@dataclass(frozen=True)
class Stat:
    """One more public number (or mana pool) at a seat, ready to show."""

    label: str
    text: str
    icon: str
    value: int


@dataclass(frozen=True)
class SeatFacts:
    player: int
    life_label: str
    life: int
    hand: Count
    deck: Count
    graveyard: Count
    stats: tuple[Stat, ...]
    turn: bool
    acting: bool
    #: What is awaited of this player, in words (empty when nothing is).
    awaited: str

    def summary(self) -> str:
        """The facts in one line (a tooltip, a test): «Vidas 20 · Mano 7 · Biblioteca 51 · …»."""
        parts = [f"{self.life_label} {self.life}"]
        parts += [f"{c.label} {c.value}" for c in (self.hand, self.deck, self.graveyard)]
        parts += [f"{s.label} {s.text}" for s in self.stats]
        return " · ".join(parts)


def role_zone(game: Game, role: str) -> str | None:
    """The name of the game's zone of ``role`` (``deck``, ``hand``…), if it declares one."""
    return next((spec.name for spec in game.zone_specs if role in spec.roles), None)


def zone_label(game: Game, name: str | None, lang: str) -> str:
    spec = next((s for s in game.zone_specs if s.name == name), None)
    if spec is None:
        return ""
    return spec.label_en if lang == "en" else spec.label


def zone_count(observation: Observation, player: int, name: str | None) -> int:
    if name is None:
        return 0
    return next((z.count for z in observation.zones if z.owner == player and z.name == name), 0)


def life_of(game: Game, observation: Observation, player: int) -> int:
    """The player's life: the count of its ``life`` zone (Mitos y Leyendas' Castillo), else its
    life counter (``Game.life_counter``)."""
    zone = role_zone(game, "life")
    if zone is not None:
        return zone_count(observation, player, zone)
    return dict(observation.counters[player]).get(game.life_counter, 0) if player < len(observation.counters) else 0


def seat_facts(game: Game, layout: TableLayout, observation: Observation, player: int, lang: str) -> SeatFacts:
    def count(role: str) -> Count:
        zone = role_zone(game, role)
        return Count(zone_label(game, zone, lang), zone_count(observation, player, zone))

    stats = tuple(s for s in (_stat(game, stat, observation, player, lang) for stat in layout.seat_stats) if s is not None)
    prompt = observation.prompt
    acting = observation.acting_player == player and observation.outcome is None
    awaited = ""
    if prompt is not None and prompt.player == player and observation.outcome is None:
        awaited = layout.prompt_words(prompt.kind, lang)
    return SeatFacts(player, layout.seat_life[1 if lang == "en" else 0], life_of(game, observation, player),
                     count("hand"), count("deck"), count("graveyard"), stats,
                     observation.turn_player == player, acting, awaited)


def _stat(game: Game, stat: SeatStat, observation: Observation, player: int, lang: str) -> Stat | None:
    label = stat.text(lang)
    if stat.counter:
        value = dict(observation.counters[player]).get(stat.counter, 0) if player < len(observation.counters) else 0
        text = str(value)
    elif stat.zone:
        value = zone_count(observation, player, stat.zone)
        text = str(value)
    elif stat.card_counter:
        value = sum(dict(card.counters).get(stat.card_counter, 0) for zone in observation.zones if zone.owner == player
                    for card in zone.cards if _in_play(game, zone.name))
        text = str(value)
    elif stat.extra and stat.icon == "mana":
        pools = dict(observation.extra).get(stat.extra, ())
        pool = dict(pools[player]) if player < len(pools) else {}
        value = sum(int(v) for v in pool.values())
        text = " ".join(f"{symbol}{pool[symbol] if pool[symbol] > 1 else ''}" for symbol in _mana_order(pool)) or "0"
    elif stat.extra:
        value, text = _extra_stat(observation, stat.extra, player)
    else:
        return None
    if stat.nonzero and not value:
        return None
    return Stat(label, text, stat.icon, value)


def _mana_order(pool: dict[str, Any]) -> list[str]:
    return sorted((k for k, v in pool.items() if v), key=lambda k: (MANA_ORDER.find(k) % 99 if k in MANA_ORDER else 99, k))


def _extra_stat(observation: Observation, key: str, player: int) -> tuple[int, str]:
    """Commander damage (``(commander, player, amount)`` entries): the most any one commander
    has dealt to ``player``, with its card's name when the viewer sees it."""
    entries = [e for e in dict(observation.extra).get(key, ()) if len(e) == 3 and e[1] == player]
    if not entries:
        return 0, "0"
    worst = max(entries, key=lambda e: e[2])
    card = observation.card(worst[0])
    name = card.name if card is not None and card.name else ""
    return int(worst[2]), f"{worst[2]}" + (f" ({name})" if name else "")


def _in_play(game: Game, zone: str) -> bool:
    return any(spec.name == zone and "battlefield" in spec.roles for spec in game.zone_specs)
