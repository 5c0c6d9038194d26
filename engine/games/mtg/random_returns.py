"""Cards returned from a graveyard chosen at random: "return a Zombie card at random from your
graveyard to your hand" (Ghoulraiser), "Return two cards at random from your graveyard to your
hand" (Make a Wish), "return an instant or sorcery card at random …" (Charmbreaker Devils), "return
two creature cards at random from your graveyard to the battlefield" (Moldgraf Monstrosity).

``random_return_patterns`` reads the sentence into an effect ``RETURN_RANDOM`` about its
controller (``who="you"``), how many in ``amount`` and which cards in ``keyword`` (a card type,
"instant|sorcery", ``type:zombie`` or empty for any card); ``return_at_random`` follows it as it
resolves: the cards are picked by the game's random generator among those that fit, and when
fewer fit, only those return (CR 609.3: as much as possible is done).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

RETURN_RANDOM = "return_random"
RETURN_RANDOM_BATTLEFIELD = "return_random_battlefield"  # "… at random from your graveyard to the battlefield"
_CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_SENTENCE = (r"return (?P<n>a|an|one|two|three) (?:(?P<w>[A-Za-z]+(?: or [a-z]+)?) )?cards? at random "
             r"from your graveyard to (?P<to>your hand|the battlefield)")
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def _kind(words: str | None) -> str | None:
    """The cards a phrase names: "" (any), "creature", "instant|sorcery", "type:zombie"; ``None`` when unknown."""
    if not words:
        return ""
    parts = words.split(" or ")
    if all(p.lower() in _CARD_TYPES and p.islower() for p in parts):
        return "|".join(parts)
    if len(parts) == 1 and words[0].isupper():  # a creature type, capitalized as printed (CR 205.3m)
        return "type:" + creature_type(words)
    return None


def random_return_patterns() -> list[tuple[str, Builder]]:
    """The sentence as its effect (``oracle_sentences._Sentence``)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        kind = _kind(m["w"])
        op = RETURN_RANDOM if m["to"].lower() == "your hand" else RETURN_RANDOM_BATTLEFIELD
        return None if kind is None else [Effect(op, _COUNT[m["n"].lower()], who="you", keyword=kind)]

    return [(_SENTENCE, build)]


def fits(defn: "MtgCard", kind: str) -> bool:
    """Whether a card with ``defn`` is one of the cards ``kind`` names."""
    if not kind:
        return True
    if kind.startswith("type:"):
        return has_creature_type(defn, kind.removeprefix("type:"))
    return bool(set(kind.split("|")) & defn.types)


def return_at_random(state: "MtgBase", player: int, amount: int, kind: str, battlefield: bool = False) -> None:
    """``amount`` cards that fit ``kind``, picked at random from ``player``'s graveyard, to their
    hand or onto the battlefield under their control (CR 110.2), all at once."""
    pool = [c for c in state.ids(player, "cementerio") if fits(state.defn(c), kind)]
    chosen = [pool.pop(state.rng.below(len(pool))) for _ in range(min(amount, len(pool)))]  # CR 609.3
    for card in chosen:
        state.move(card, state.zone(player, "campo") if battlefield else state.owner_zone(card, "mano"), kind="return")


__all__ = ["RETURN_RANDOM", "RETURN_RANDOM_BATTLEFIELD", "fits", "random_return_patterns", "return_at_random"]
