"""Counter Traps that negate a Summon, in YGOPro's Simplified Chinese wording (played by ``summon_negation``).

The older wording says it in one sentence ("怪兽的召唤·反转召唤·特殊召唤无效并破坏。" Horn of Heaven; "1只对方怪兽的特殊召唤无效，
那只怪兽破坏。" Black Horn of Heaven; "怪兽的召唤·反转召唤无效，那只怪兽回到持有者手卡。"), the newer one names the moment first
("自己或者对方把怪兽召唤·反转召唤·特殊召唤之际才能发动。那个无效，那些怪兽破坏。" Solemn Judgment's; "对方把怪兽特殊召唤之际…那次特殊
召唤无效…"). Either way the card answers a monster being summoned (YGO CartasDeTrampa.7: a Counter Trap answers the Summon
of monsters), of either player or only the opponent's, and of the kinds of Summon the text names; the monster is
destroyed, banished or returned to the hand.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, TIMING, Draft, Piece
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES

#: The Summons a text names, as ``negate_summon``'s ``kinds``.
_KINDS = {"召唤": "summon", "反转召唤": "flip", "特殊召唤": "special"}
_NAMED = "召唤·反转召唤·特殊召唤|召唤·特殊召唤|召唤·反转召唤|特殊召唤|召唤"
#: What becomes of the monster whose Summon is negated.
_TO = {"破坏": "destroyed", "从游戏中除外": "banish", "除外": "banish", "回到持有者手卡": "hand"}
#: The newer wording's moment: "when you or your opponent would Summon a monster".
_MOMENT = re.compile(rf"(?:自己场上有「(?P<q>[^」]+)」怪兽存在，)?(?P<who>自己或者对方|对方)把怪兽(?P<kinds>{_NAMED})之际")


def _counter_trap(draft: Draft) -> None:
    if (draft.kind, draft.sub) != ("trap", "counter") or draft.ops:
        raise ValueError("a Counter Trap negating a Summon")


def _kinds(named: str) -> str:
    return ",".join(_KINDS[kind] for kind in named.split("·"))


def _moment(draft: Draft, found: re.Match[str]) -> None:
    """"When you or your opponent (your opponent) would Summon a monster": the window of a monster being summoned."""
    if draft.when is not None:
        raise ValueError("one moment")
    _counter_trap(draft)
    draft.when = "opponent_summoning" if found.group("who") == "对方" else "summoning"
    if found.group("q"):  # 剑之落穴: "if you control an "X-Saber" monster, …"
        draft.conditions.append("own_has:" + found.group("q"))


def _negates_that(draft: Draft, found: re.Match[str]) -> None:
    """"Negate that Summon (the Special Summon), and destroy those monsters": the Summon its moment names."""
    moment = _MOMENT.search(found.string, 0, found.start())
    if draft.when not in ("summoning", "opponent_summoning") or moment is None:
        raise ValueError("a Summon named before")
    if found.group("named") and _kinds(found.group("named")) != _kinds(moment.group("kinds")):
        raise ValueError("the Summon its moment names")
    _counter_trap(draft)
    draft.op("negate_summon", kinds=_kinds(moment.group("kinds")), to=_TO[found.group("how")])


def _negates_older(draft: Draft, found: re.Match[str]) -> None:
    """The older one-sentence wording: what it answers is what it negates."""
    if draft.when is not None:
        raise ValueError("what it negates is what it answers")
    _counter_trap(draft)
    draft.when, draft.activated = ("opponent_summoning" if found.group("opp") else "summoning"), True
    attributes = ",".join(ATTRIBUTES[found.group(g)] for g in ("attr", "attr2") if found.group(g))
    draft.op("negate_summon", kinds=_kinds(found.group("named")), to=_TO[found.group("how") or found.group("how2")],
             **({"attributes": attributes} if attributes else {}))


PIECES: tuple[Piece, ...] = (
    Piece("negate-summon", TIMING, _MOMENT.pattern, _moment),
    Piece("negate-summon", ACTION, rf"那(?:个|次(?P<named>{_NAMED}))无效，那些怪兽(?P<how>破坏|除外)", _negates_that),
    # 混沌落穴 Chaos Trap Hole: "negate the Summon of a LIGHT or DARK monster, and banish it"
    Piece("negate-summon", ACTION, rf"(?:1只)?(?P<opp>对方)?(?:(?P<attr>[地水炎风光暗])属性以及(?P<attr2>[地水炎风光暗])属性)?怪兽的(?P<named>{_NAMED})无效"
          r"(?:并(?P<how>破坏|从游戏中除外)|，那只怪兽(?P<how2>破坏|回到持有者手卡))", _negates_older),
)
