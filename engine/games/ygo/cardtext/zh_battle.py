"""The wordings of "when this card destroys a monster by battle (and sends it to the GY)" that ``zh`` does not read:
"这张卡战斗破坏怪兽(并将其)送去墓地时" and "这张卡战斗破坏怪兽的场合" name no side — the monster this card destroys
by battle is always one its opponent controlled (YGO DeterminacionDelDano: a monster battles the opponent's) — the
same Trigger Effect ``battle_destroys`` (``EffectsMixin.battle_triggers``, CartasDeMonstruosDeEfecto.7); and what
such an effect does with the destroyed monster's ATK, DEF or Level (``battled_ops``).
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, TIMING, Draft, Fill, Piece
from engine.games.ygo.cardtext.zh_clauses import fill_values

NUM = "[0-9]+"


def _battled(op: str) -> Fill:
    """What a "when this card destroys a monster by battle" effect does with the destroyed monster's ATK, DEF or
    Level × N (``battled_ops``)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.trigger != "battle_destroys":
            raise ValueError("said of the monster this card destroyed by battle")
        times = found.groupdict().get("n")
        stat = "level" if times else {"守备力": "def"}.get(found.groupdict().get("stat") or "", "atk")
        draft.op(op, stat=stat, times=int(times or 1))
    return fill


_DESTROYED = r"(?:那只怪兽|被?破坏的?怪兽|那次战斗破坏的怪兽)的?"
BATTLED: tuple[Piece, ...] = (
    Piece("battled-value", ACTION, rf"给与对方(?:基本分)?{_DESTROYED}原本攻击力数值的伤害", _battled("battled_damage")),
    Piece("battled-value", ACTION, rf"(?:给与对方(?:基本分)?|对对方基本分造成数值等同于){_DESTROYED}(?:原本)?等级×(?P<n>{NUM})"
          r"(?:的数值的|点的)?伤害", _battled("battled_damage")),
    Piece("battled-value", ACTION, rf"自己(?:基本分)?回复{_DESTROYED}(?:原本)?等级×(?P<n>{NUM})基本分", _battled("battled_gain")),
    Piece("battled-value", ACTION, rf"自己基本分回复{_DESTROYED}(?:原本)?(?P<stat>攻击力|守备力)的数值", _battled("battled_gain")),
)
PIECES: tuple[Piece, ...] = (
    Piece("on-battle-destroy", TIMING, r"这张卡战斗破坏(?:对方)?怪兽(?:并将其|并)?(?:送去墓地)?(?:时|的场合)",
          fill_values(trigger="battle_destroys")),
) + BATTLED
