"""What one player may know of a state: a frozen, serializable view, and ``observe``, which
builds it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.actions import Outcome
from engine.core.cards import freeze_mapping
from engine.core.zones import Visibility, zone_key

if TYPE_CHECKING:
    from engine.core.state import State


@dataclass(frozen=True, slots=True)
class CardView:
    """A card as the viewer sees it; ``code`` and ``name`` are ``None`` for a hidden card."""

    id: int
    owner: int
    controller: int
    zone: str
    code: str | None
    name: str | None
    face_up: bool
    rotated: bool
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: int | None = None
    stats: tuple[tuple[str, int], ...] = ()
    markers: tuple[str, ...] = ()

    @property
    def hidden(self) -> bool:
        return self.code is None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "owner": self.owner,
            "controller": self.controller,
            "zone": self.zone,
            "code": self.code,
            "name": self.name,
            "face_up": self.face_up,
            "rotated": self.rotated,
        }
        if self.counters:
            data["counters"] = dict(self.counters)
        if self.attached_to is not None:
            data["attached_to"] = self.attached_to
        if self.stats:
            data["stats"] = dict(self.stats)
        if self.markers:
            data["markers"] = list(self.markers)
        return data


@dataclass(frozen=True, slots=True)
class ZoneView:
    """A zone as the viewer sees it: its count always, its cards where they may be listed."""

    key: str
    owner: int | None
    name: str
    count: int
    cards: tuple[CardView, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "owner": self.owner,
            "name": self.name,
            "count": self.count,
            "cards": [c.to_dict() for c in self.cards],
        }


@dataclass(frozen=True, slots=True)
class ChainLinkView:
    source: int
    controller: int
    name: str
    label: str
    targets: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PromptView:
    """The question being asked; the text is shown only to the player who must answer."""

    kind: str
    player: int
    text: str
    options: tuple[int, ...] = ()
    text_en: str = ""

    def text_in(self, lang: str) -> str:
        return self.text_en if lang == "en" and self.text_en else self.text


@dataclass(frozen=True)
class Observation:
    """Everything ``viewer`` may know (``viewer`` ``None``: a spectator, public facts only)."""

    game: str
    viewer: int | None
    turn: int
    phase: str
    step: str | None
    turn_player: int
    acting_player: int | None
    counters: tuple[tuple[tuple[str, int], ...], ...]
    zones: tuple[ZoneView, ...]
    chain: tuple[ChainLinkView, ...] = ()
    combat: tuple[tuple[int, int | None], ...] = ()
    prompt: PromptView | None = None
    outcome: Outcome | None = None
    extra: tuple[tuple[str, Any], ...] = field(default=())

    def zone(self, key: str) -> ZoneView:
        for zone in self.zones:
            if zone.key == key:
                return zone
        raise KeyError(key)

    def card(self, card_id: int) -> CardView | None:
        for zone in self.zones:
            for card in zone.cards:
                if card.id == card_id:
                    return card
        return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "viewer": self.viewer,
            "turn": self.turn,
            "phase": self.phase,
            "step": self.step,
            "turn_player": self.turn_player,
            "acting_player": self.acting_player,
            "counters": [dict(c) for c in self.counters],
            "zones": [z.to_dict() for z in self.zones],
            "chain": [
                {
                    "source": link.source,
                    "controller": link.controller,
                    "name": link.name,
                    "label": link.label,
                    "targets": list(link.targets),
                }
                for link in self.chain
            ],
            "combat": [list(pair) for pair in self.combat],
            "prompt": None
            if self.prompt is None
            else {
                "kind": self.prompt.kind,
                "player": self.prompt.player,
                "text": self.prompt.text,
                "options": list(self.prompt.options),
            },
            "outcome": None if self.outcome is None else self.outcome.to_dict(),
            "extra": dict(self.extra),
        }


def observe(state: "State", viewer: int | None) -> Observation:
    """All that ``viewer`` may know of ``state`` now (``None``: a spectator): ``State.observation``.
    Each listed or public zone shows its cards as the game's ``_card_view`` draws them."""
    zones = []
    for zi, (owner, spec) in enumerate(state.zone_table):
        ids = state.zones[zi]
        key = zone_key(owner, spec.name)
        views: tuple[CardView, ...] = ()
        if spec.listed or spec.visibility is Visibility.PUBLIC:
            views = tuple(state._card_view(cid, key, viewer) for cid in ids)
        zones.append(ZoneView(key, owner, spec.name, len(ids), views))
    prompt = None
    asked = state.prompt
    if asked is not None and state.outcome is None:
        if viewer == asked.player:
            prompt = PromptView(asked.kind, asked.player, asked.text, asked.options, asked.text_en)
        else:
            prompt = PromptView(asked.kind, asked.player, "")
    return Observation(
        game=state.game.name,
        viewer=viewer,
        turn=state.turn,
        phase=state.phase,
        step=state.step,
        turn_player=state.turn_player,
        acting_player=state.current_player(),
        counters=tuple(freeze_mapping(c) for c in state.counters),
        zones=tuple(zones),
        chain=tuple(
            ChainLinkView(link.source, link.controller, state._card_name(link.source), link.label, link.targets)
            for link in state.chain.links
        ),
        combat=state._combat_view(),
        prompt=prompt,
        outcome=state.outcome,
        extra=state._observation_extra(viewer),
    )
