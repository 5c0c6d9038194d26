"""What a player cannot see: who sees a card where it lies, and the copies of a state in which
the hidden cards are drawn at random (``resample``, for the bots) or replaced by the game's
stand-ins (``masked``, for whatever a player is told). ``State`` offers them as
``resample_from_infostate`` and ``masked_for``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Container, Mapping

from engine.core.cards import CardDef
from engine.core.rng import Rng
from engine.core.zones import Visibility

if TYPE_CHECKING:
    from engine.core.state import State


_PUBLIC, _OWNER = Visibility.PUBLIC, Visibility.OWNER  # asked at every move: read once


def seers(state: "State", zone: int, face_up: bool, controller: int) -> int:
    """The players who see a card in ``zone`` with that face and controller, as a bit mask."""
    owner, spec = state.zone_table[zone]
    visibility = spec.visibility
    if visibility is _PUBLIC:
        return (1 << state.num_players) - 1 if face_up else 1 << controller
    if visibility is _OWNER and owner is not None:
        return 1 << owner
    return 0


def resample(state: "State", player: int, rng: Rng) -> "State":
    """A state ``player`` cannot tell apart from ``state``, with hidden cards drawn at random.

    Cards ``player`` neither sees nor knows are exchanged within their owner's resample group
    (hand and deck together, for instance); the random stream is replaced too, so the future
    shuffles are not leaked.
    """
    twin = state.clone()
    groups: dict[tuple[int, str], list[int]] = {}
    kinds: dict[int, tuple[str, ...]] = {}
    for zi, (_owner, spec) in enumerate(state.zone_table):
        if spec.resample_group is None:
            continue
        for cid in state.zones[zi]:
            card = state.cards[cid]
            assert card is not None
            if not state.is_visible_to(player, card):
                groups.setdefault((card.owner, spec.resample_group), []).append(cid)
                kinds[cid] = spec.resample_kinds
    for ids in groups.values():
        # sorted first, so the result depends only on what ``player`` knows (which hidden
        # cards exist, not where they really are): the bots' decisions cannot leak it
        defs = sorted((twin._card(cid).defn for cid in ids), key=lambda defn: defn.code)
        for cid, defn in _deal_hidden(state, ids, defs, kinds, rng).items():
            twin._card(cid).defn = defn
    twin.rng = rng.fork()
    twin._identities_changed()
    return twin


def masked(state: "State", player: int, keep: Container[int] = (), lang: str = "es") -> "State":
    """A copy of ``state`` in which every card ``player`` can neither see nor knows (except
    those of ``keep``) is the game's stand-in for its kind (``Game.stand_in``)."""
    twin = state.clone()
    for zi, (_owner, spec) in enumerate(state.zone_table):
        for cid in state.zones[zi]:
            card = twin._card(cid)
            if cid not in keep and not state.is_visible_to(player, card):
                card.defn = state.game.stand_in(spec.resample_kinds, lang)
    twin._identities_changed()
    return twin


def _deal_hidden(state: "State", ids: list[int], defs: list[CardDef], kinds: Mapping[int, tuple[str, ...]],
                 rng: Rng, attempts: int = 8) -> dict[int, CardDef]:
    """Deal ``defs`` at random to the hidden cards ``ids``; a card whose zone says what it is
    (``ZoneSpec.resample_kinds``) gets a definition of that kind. The first matching card of
    a shuffled pool is a uniform pick among the matching ones."""
    constrained = [cid for cid in ids if kinds.get(cid)]
    free = [cid for cid in ids if not kinds.get(cid)]
    for _ in range(attempts):
        pool = list(defs)
        rng.shuffle(pool)
        dealt: dict[int, CardDef] = {}
        for cid in constrained:
            pick = next((i for i, defn in enumerate(pool) if state.game.card_kind(defn) in kinds[cid]), None)
            if pick is None:
                break  # earlier picks took every card of that kind: deal again
            dealt[cid] = pool.pop(pick)
        else:
            dealt.update(zip(free, pool))
            return dealt
    # no deal found (very unlikely): the constrained cards keep what they are
    real = {cid: state._card(cid).defn for cid in constrained}
    pool = list(defs)
    for defn in real.values():
        pool.remove(defn)
    rng.shuffle(pool)
    return {**real, **dict(zip(free, pool))}
