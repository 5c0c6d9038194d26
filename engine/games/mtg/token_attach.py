"""Equipment that make their own bearer (Kaldheim): "When CARDNAME enters the battlefield, you may
pay {2}. If you do, create a 1/1 green Elf Warrior creature token, then attach CARDNAME to it"
(CR 111.1, 701.3a: the token just created is the object "it" refers to).

``token_attach_patterns`` reads the sentence into the token effect and an ``attach`` effect whose
subject is ``NEWEST_TOKEN``; ``newest_token`` finds that token as the effect resolves (the last
token its controller got, CR 613.7d: the latest timestamp).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin
    from engine.games.mtg.oracle_sentences import _Sentence

NEWEST_TOKEN = "newest_token"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def token_attach_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """"create a … creature token …, then attach CARDNAME to it" (``oracle_sentences._Sentence``)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        created = sentence.parse(m["c"])
        if not created or len(created) != 1 or created[0].op != "token" or created[0].amount != 1 or created[0].x:
            return None
        return [created[0], Effect("attach", who=NEWEST_TOKEN)]

    return [(r"(?P<c>create an? .+ creature token.*), then attach CARDNAME to it", build)]


def newest_token(state: "EffectsMixin", controller: int) -> list[int]:
    """The creature token ``controller`` got last, if it is still on the battlefield."""
    mine = [c for c in state.tokens if state.on_battlefield(c) and state._card(c).controller == controller
            and state.defn(c).is_creature]
    return [max(mine, key=lambda c: state.timestamps.get(c, 0))] if mine else []


__all__ = ["NEWEST_TOKEN", "newest_token", "token_attach_patterns"]
