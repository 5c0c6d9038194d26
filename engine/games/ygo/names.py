"""Names a card's text treats it as (YGO Cartas.2: the text overrides the rulebook): "this card's name becomes "X"
while it is on the field or in the GY" (这张卡的卡名只要在场上·墓地存在当作「X」使用) and its kin.

``cardtext.zh_names`` writes the keyword ``alias`` and ``alias:<zones>:<up|any>:<name>`` (zones: a comma list of
zone names, ``*`` everywhere — "this card's name is treated as "X" for the rules"). Where the text says, and face-up
when it says so, ``YgoBase.defn`` answers with its named form (``named``): the card with that name — so every name
check that reads the board through ``defn`` (``textops.matches``, Fusion Materials, "you can only control 1", once
per turn by name) and every event the players read name it as the text says. Its code, and so its picture and its
notation reference, stay the printed card's.
"""

from __future__ import annotations

from dataclasses import replace

from engine.games.ygo.cards import ALIAS as ALIAS  # the keyword of a card whose text names it otherwise
from engine.games.ygo.cards import YgoCard

_PREFIX = ALIAS + ":"
#: By code: the card, where its text renames it (zones, face-up only) and its named form.
_FORMS: dict[str, tuple[YgoCard, frozenset[str], bool, YgoCard]] = {}


def keyword(zones: tuple[str, ...], face_up: bool, name: str) -> str:
    return f"{_PREFIX}{','.join(zones) or '*'}:{'up' if face_up else 'any'}:{name}"


def _form(defn: YgoCard) -> tuple[YgoCard, frozenset[str], bool, YgoCard]:
    known = _FORMS.get(defn.code)
    if known is not None and known[0] is defn:
        return known
    word = next(w for w in defn.keywords if w.startswith(_PREFIX))
    zones, up, name = word[len(_PREFIX):].split(":", 2)
    known = (defn, frozenset(zones.split(",")), up == "up", replace(defn, name=name))
    _FORMS[defn.code] = known
    return known


def named(defn: YgoCard, zone: str, face_up: bool) -> YgoCard:
    """What ``defn`` is in ``zone`` (face-up or not): the card its text names it as there, else itself."""
    _, zones, up, form = _form(defn)
    if (zone in zones or "*" in zones) and (face_up or not up):
        return form
    return defn
