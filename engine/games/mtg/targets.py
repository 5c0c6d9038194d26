"""Which objects and players a target kind accepts (CR 115), and hexproof/shroud (CR 702.11, 702.18)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from engine.core.cards import Card
from engine.games.mtg.base import code_player, player_code
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.color_change import SPELL_OR_PERMANENT
from engine.games.mtg.attack_permissions import enchant_fits
from engine.games.mtg.keywords import SPIRIT_CARD, spirit_fits
from engine.games.mtg.tribal import has_creature_type
from engine.games.mtg.player_hexproof import has_hexproof
from engine.games.mtg.type_targets import KINDS as TYPE_KINDS, type_target_fits
from engine.games.mtg.typed_targets import PREFIX as TYPED, typed_fits
from engine.games.mtg.kin_targets import KIN, kin_fits
from engine.games.mtg.graveyard_targets import PREFIX as GRAVEYARD, graveyard_fits
from engine.games.mtg.x_targets import SPELL_MV_X, mana_value_fits
from engine.games.mtg.next_end_step import TOUGHNESS_BELOW_POWER, toughness_below_power
from engine.games.mtg.sole_aura import shut_out
from engine.games.mtg.mutate import TARGET as MUTATE_TARGET, target_fits as mutate_fits
from engine.games.mtg.land_difference import LAND_CARD_ANY_GRAVEYARD

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

NO_TARGET = -100
"""A target slot left empty: "up to N targets" with fewer chosen (CR 115.6, 601.2c)."""
EXILED_FLASHBACK = "exiled_flashback_card_you_own"  # "target exiled card with flashback you own"

_PERMANENT_KINDS = {
    "creature", "creature_you_control", "creature_opponent", "attacking_creature", "blocking_creature",
    "combat_creature", "tapped_creature", "untapped_creature", "nonblack_creature", "nonwhite_creature",
    "flying_creature", "artifact", "enchantment", "artifact_or_enchantment", "land", "nonland_permanent", "permanent",
    "artifact_or_enchantment_opponent",
    "nonland_permanent_opponent", TOUGHNESS_BELOW_POWER,
    "nonartifact_nonblack_creature", "artifact_creature_or_land", "creature_or_planeswalker", "noncreature_permanent",
    "artifact_or_creature", "artifact_enchantment_flying_creature", "snow_land", "token_you_control",
    "snow_land_you_control",
    "artifact_or_creature_opponent", "artifact_creature",
    *(c + "_permanent" for c in "WUBRG"), *(f"creature_power_ge{n}" for n in range(1, 10)),
    *(f"creature_power_le{n}" for n in range(0, 10)),
}
_SPELL_KINDS = {"spell", "creature_spell", "noncreature_spell", "instant_sorcery_spell", "artifact_enchantment_spell",
                *(c + "_spell" for c in "WUBRG"), *(f"spell_mv_ge{n}" for n in range(1, 10)), SPELL_MV_X}
_GRAVEYARD_KINDS = {"creature_card_graveyard", "card_graveyard"}
#: permanent kinds only a creature fits (``_permanent_fits`` leaves them to ``_creature_fits``)
_CREATURE_KINDS = {
    "creature", "creature_you_control", "creature_opponent", "attacking_creature", "blocking_creature",
    "combat_creature", "tapped_creature", "untapped_creature", "nonblack_creature", "nonwhite_creature",
    "nonartifact_nonblack_creature", "flying_creature", "artifact_creature", TOUGHNESS_BELOW_POWER,
    *(f"creature_power_ge{n}" for n in range(1, 10)), *(f"creature_power_le{n}" for n in range(0, 10)),
}
#: kinds that accept planeswalkers (CR 115.4: "any target" is a creature, player, planeswalker or battle)
_PLANESWALKER_KINDS = {"any", "creature_or_player", "player_or_planeswalker", "creature_or_planeswalker", "planeswalker"}


def is_player_kind(kind: str) -> bool:
    return kind in ("any", "player", "opponent", "creature_or_player", "player_or_planeswalker", "enchant_player")


def _is_subtype_kind(kind: str) -> bool:
    return kind[:1].isupper()


def candidates(state: "MtgBase", kind: str, controller: int, source: int) -> list[int]:
    """Every legal choice for a target of ``kind`` (cards by id, players by ``player_code``)."""
    return list(_choices(state, kind, controller, source))


def any_candidate(state: "MtgBase", kind: str, controller: int, source: int, besides: int | None = None) -> bool:
    """Whether ``candidates`` has a choice other than ``besides``, looking no further than the
    first (CR 601.2c: every priority asks this of each spell in hand that targets): the players
    first (a few, never ``besides``), then the cards."""
    kind = kind.removesuffix("?")  # an "up to" target (CR 115.6)
    return any(True for _ in _player_choices(state, kind, controller, source)) \
        or any(choice != besides for choice in _card_choices(state, kind, controller, source))


def _choices(state: "MtgBase", kind: str, controller: int, source: int) -> Iterator[int]:
    """The legal choices for a target of ``kind``, in ``candidates``' order, one at a time: the
    cards, then the players."""
    kind = kind.removesuffix("?")  # an "up to" target (CR 115.6)
    yield from _card_choices(state, kind, controller, source)
    yield from _player_choices(state, kind, controller, source)


def _player_choices(state: "MtgBase", kind: str, controller: int, source: int) -> Iterator[int]:
    """The players ``kind`` (no "?") accepts as targets now, by ``player_code``."""
    if is_player_kind(kind):
        yield from (player_code(p) for p in range(state.num_players) if is_legal(state, kind, player_code(p), controller, source))


def _card_choices(state: "MtgBase", kind: str, controller: int, source: int) -> Iterator[int]:
    """The cards ``kind`` (no "?") accepts as targets now, by id."""
    if kind == "card_any_graveyard":  # "target card from a graveyard": any player's
        yield from [cid for p in range(state.num_players) for cid in state.ids(p, "cementerio")]
        return
    if kind == LAND_CARD_ANY_GRAVEYARD:  # "target land card from a graveyard"
        yield from [cid for p in range(state.num_players) for cid in state.ids(p, "cementerio") if state.defn(cid).is_land]
        return
    if kind == EXILED_FLASHBACK:  # "target exiled card with flashback you own" (CR 115.1, 702.34)
        yield from (cid for cid in list(state.ids(controller, "exilio")) if is_legal(state, kind, cid, controller, source))
        return
    if kind in _GRAVEYARD_KINDS or kind == KIN or kind.startswith((SPIRIT_CARD, GRAVEYARD)):
        yield from (cid for cid in list(state.ids(controller, "cementerio")) if is_legal(state, kind, cid, controller, source))
        return
    if kind in _SPELL_KINDS:
        yield from (cid for cid in list(state.ids(None, "pila")) if cid != source and is_legal(state, kind, cid, controller, source))
        return
    if kind == SPELL_OR_PERMANENT:  # CR 115.1: a spell (not itself, CR 115.5) or a permanent
        yield from (cid for cid in [*state.ids(None, "pila"), *state.battlefield()]
                    if cid != source and is_legal(state, kind, cid, controller, source))
        return
    if kind in _CREATURE_KINDS:  # only a creature fits (``_creature_fits``): no other permanent is looked at
        yield from (cid for cid in state.creatures() if is_legal(state, kind, cid, controller, source))
    elif kind in _PERMANENT_KINDS or kind in _PLANESWALKER_KINDS or kind.startswith(("enchant_", TYPED, *TYPE_KINDS)) \
            or _is_subtype_kind(kind) or kind == MUTATE_TARGET:
        yield from (cid for cid in state.battlefield() if is_legal(state, kind, cid, controller, source))


def target_rule(state: "MtgBase", kind: str, target: int, controller: int, source: int) -> str:
    """The most specific rule that forbids ``target`` for ``kind``: shroud, hexproof or
    protection when only they stand in the way, an Aura's "Enchant" line (CR 303.4a) for a
    permanent it may not enchant, else CR 601.2c."""
    if 0 <= target < len(state.cards) and is_legal(state, kind, target, controller, source, shields=False):
        return shield_rule(state, target, controller, source) or "601.2c"
    card = state.cards[target] if state.on_battlefield(target) else None
    if kind.startswith("enchant_") and card is not None \
            and not enchant_fits(kind.removeprefix("enchant_"), state.defn(target), card.controller == controller):
        return "303.4a"  # CR 303.4a: an Aura spell's target is defined by its enchant ability
    if kind == "artifact_creature" and card is not None:
        return "702.43a"  # modular's "target artifact creature"
    if kind == MUTATE_TARGET:
        return "702.140a"  # mutate's "non-Human creature with the same owner as this spell"
    if target < 0 and is_legal(state, kind, target, controller, source, shields=False):
        return "702.11c"  # a player with hexproof
    return "601.2c"


def shield_rule(state: "MtgBase", target: int, controller: int, source: int) -> str | None:
    """The keyword that keeps permanent ``target`` from being targeted by ``controller``'s
    ``source``: CR 702.18a shroud, 702.11b hexproof (opponents only), hexproof from a colour,
    702.16b protection."""
    card = state.cards[target]
    assert card is not None
    keywords = state.keywords(target)
    if "shroud" in keywords:
        return "702.18a"
    if "hexproof" in keywords and card.controller != controller:
        return "702.11b"
    if card.controller != controller and source >= 0 and any(f"hexproof:{c}" in keywords for c in state.defn(source).colors):
        return "702.16i"  # hexproof from a colour (numbered 702.16i in our rulebook, 702.11d in English)
    if source >= 0 and state.protected_from(target, source):
        return "702.16b"
    return None


def is_legal(state: "MtgBase", kind: str, target: int, controller: int, source: int, shields: bool = True) -> bool:
    """Whether ``target`` is a legal target of ``kind`` now (CR 115.1, 608.2b rechecks it);
    ``shields=False`` leaves out shroud, hexproof and protection."""
    if kind[-1] == "?":
        kind = kind[:-1]
    if target < 0:
        return _player_fits(state, kind, code_player(target), controller, shields)
    card = state.cards[target] if target < len(state.cards) else None
    if card is None:
        return False
    zone = state.zone_table[card.zone][1].name
    defn = state.defn(target)
    if kind == "card_any_graveyard":
        return zone == "cementerio"
    if kind == LAND_CARD_ANY_GRAVEYARD:  # CR 115.1: a land card in any graveyard
        return zone == "cementerio" and defn.is_land
    if kind == EXILED_FLASHBACK:  # exiled, its owner the controller, with flashback (CR 702.34a)
        return zone == "exilio" and card.owner == controller and defn.program.has_static("flashback")
    if kind in _GRAVEYARD_KINDS or kind == KIN or kind.startswith((SPIRIT_CARD, GRAVEYARD)):  # CR 115.1: "from your graveyard"
        if zone != "cementerio" or card.owner != controller:
            return False
        return _graveyard_card_fits(state, kind, target, defn, controller, source)
    if kind in _SPELL_KINDS:
        return zone == "pila" and _spell_fits(state, kind, target, defn, controller, source)
    if kind == SPELL_OR_PERMANENT and zone == "pila":
        return True
    if zone != "campo":
        return False
    if shields and shield_rule(state, target, controller, source) is not None:
        return False  # CR 702.18a, 702.11b, 702.16b
    return _permanent_fits(state, kind, target, card, defn, controller, source)


def _player_fits(state: "MtgBase", kind: str, player: int, controller: int, shields: bool) -> bool:
    """Whether ``player`` is a legal target of ``kind`` for ``controller``'s object."""
    if not 0 <= player < state.num_players or player in state.left:  # CR 800.4a
        return False
    if shields and player != controller and has_hexproof(state, player):  # CR 702.11c: "You have hexproof."
        return False
    if kind == "opponent":
        return player != controller
    return is_player_kind(kind)


def _graveyard_card_fits(state: "MtgBase", kind: str, target: int, defn: MtgCard, controller: int, source: int) -> bool:
    """Whether a card of ``controller``'s graveyard fits a "… card from your graveyard" ``kind``."""
    if kind == KIN:  # "two target creature cards that share a creature type" (CR 601.2c)
        return kin_fits(state, target, controller, source)
    if kind.startswith(SPIRIT_CARD):  # CR 702.46a
        return spirit_fits(kind, defn)
    if kind.startswith(GRAVEYARD):  # "another target Elf card from your graveyard"
        return graveyard_fits(kind, defn, target, source)
    return kind == "card_graveyard" or defn.is_creature


def _spell_fits(state: "MtgBase", kind: str, target: int, defn: MtgCard, controller: int, source: int) -> bool:
    """Whether a spell on the stack fits a spell ``kind``."""
    if kind[1:] == "_spell":
        return kind[0] in defn.colors
    if kind.startswith("spell_mv_ge"):  # "with mana value 4 or greater" (CR 202.3)
        return defn.mana_value >= int(kind.removeprefix("spell_mv_ge"))
    if kind == SPELL_MV_X:  # "with mana value X": the X announced (CR 601.2b)
        return mana_value_fits(state, target, controller, source)
    return {"spell": True, "creature_spell": defn.is_creature, "noncreature_spell": not defn.is_creature,
            "instant_sorcery_spell": bool(defn.types & {"instant", "sorcery"}),
            "artifact_enchantment_spell": bool(defn.types & {"artifact", "enchantment"})}[kind]


def _permanent_fits(state: "MtgBase", kind: str, target: int, card: Card, defn: MtgCard, controller: int, source: int) -> bool:
    """Whether a permanent (that no shield keeps out) fits ``kind``."""
    if kind.startswith(TYPED):  # "target artifact or land", "… an opponent controls that was dealt damage this turn"
        return typed_fits(state, kind, target, controller)
    if kind.startswith(TYPE_KINDS):  # "target non-Human creature" (CR 205.3m)
        return type_target_fits(kind, defn)
    if kind == MUTATE_TARGET:  # CR 702.140a
        return mutate_fits(state, target, source)
    if kind == "token_you_control":  # CR 111.1: "target token you control"
        return defn.is_token and card.controller == controller
    if kind == "snow_land":  # CR 205.4g
        return defn.is_land and "snow" in defn.supertypes
    if kind == "snow_land_you_control":  # "target snow land you control"
        return defn.is_land and "snow" in defn.supertypes and card.controller == controller
    if kind == "artifact_or_creature":
        return bool(defn.types & {"artifact", "creature"})
    if kind == "artifact_or_creature_opponent":  # "target artifact or creature an opponent controls"
        return bool(defn.types & {"artifact", "creature"}) and card.controller != controller
    if kind == "artifact_enchantment_flying_creature":
        return bool(defn.types & {"artifact", "enchantment"}) or defn.is_creature and "flying" in state.keywords(target)
    if kind.startswith("enchant_"):
        wanted = kind.removeprefix("enchant_")  # CR 303.4a: "Enchant land", "Enchant Wall"; not where another Aura forbids it
        return enchant_fits(wanted, defn, card.controller == controller) and not shut_out(state, target, source)
    if kind in ("permanent", SPELL_OR_PERMANENT):
        return True
    if "planeswalker" in defn.types and kind in _PLANESWALKER_KINDS - {"creature_or_player"}:
        return True
    if kind[1:] == "_permanent":
        return kind[0] in defn.colors
    if kind == "artifact_creature_or_land":
        return bool(defn.types & {"artifact", "creature", "land"})
    if kind == "nonland_permanent":
        return not defn.is_land
    if kind == "nonland_permanent_opponent":  # "target nonland permanent an opponent controls"
        return not defn.is_land and card.controller != controller
    if kind == "noncreature_permanent":
        return not defn.is_creature
    if kind in ("artifact", "enchantment", "land"):
        return kind in defn.types
    if kind == "artifact_or_enchantment":
        return bool(defn.types & {"artifact", "enchantment"})
    if kind == "artifact_or_enchantment_opponent":  # "target artifact or enchantment an opponent controls"
        return bool(defn.types & {"artifact", "enchantment"}) and card.controller != controller
    return defn.is_creature and _creature_fits(state, kind, target, card, defn, controller, source)


def _creature_fits(state: "MtgBase", kind: str, target: int, card: Card, defn: MtgCard, controller: int, source: int) -> bool:
    """Whether a creature on the battlefield fits a creature ``kind``."""
    if kind == "artifact_creature":  # CR 702.43a: modular's target
        return "artifact" in defn.types
    if kind == TOUGHNESS_BELOW_POWER:  # Stone Giant: "with toughness less than CARDNAME's power"
        return toughness_below_power(state, target, controller, source)
    if kind.startswith("creature_power_ge"):  # "with power N or greater"
        return state.power_toughness(target)[0] >= int(kind.removeprefix("creature_power_ge"))
    if kind.startswith("creature_power_le"):  # "with power N or less"
        return state.power_toughness(target)[0] <= int(kind.removeprefix("creature_power_le"))
    if kind[0].isupper():  # a creature subtype ("target Wall"), or changeling's every type (CR 702.73a)
        return has_creature_type(defn, kind.lower())
    attacking = any(a == target for a, _ in state.attackers)
    blocking = any(b == target for b, _ in state.blockers)
    return {
        "any": True, "creature_or_player": True, "creature": True, "creature_or_planeswalker": True,
        "creature_you_control": card.controller == controller,
        "creature_opponent": card.controller != controller,
        "attacking_creature": attacking, "blocking_creature": blocking, "combat_creature": attacking or blocking,
        "tapped_creature": card.rotated, "untapped_creature": not card.rotated,
        "nonblack_creature": "B" not in defn.colors,
        "nonartifact_nonblack_creature": "B" not in defn.colors and "artifact" not in defn.types, "nonwhite_creature": "W" not in defn.colors,
        "flying_creature": kind == "flying_creature" and "flying" in state.keywords(target),
    }.get(kind, False)
