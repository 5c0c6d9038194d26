"""Card references in action notation, shared by every game.

A card is named by its name (``Ángel Guardián``). When another card of the same name in the
same scope differs from it, the reference adds a locator: ``Ángel Guardián@P1.campo.2`` (zone key
and 1-based position). A card the actor cannot see is named by its locator alone
(``@P2.mano.3``). Lookups ignore case, accents and repeated spaces.

A name that could be read as part of the grammar (a comma, ``@``, ``#``, a quote, a digit, or a
word such as ``to`` or ``with``) is written in double quotes, with ``\"`` and ``\\`` inside:
``set Gólem de Chatarra tributing "Exodia, el Prohibido"``. ``protect`` hides quoted names from
a game's grammar while it splits a text; ``resolve_ref`` and ``unquote`` read them back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Container, Iterable, Protocol, Sequence, TypeVar

from engine.core.cards import normalize_name
from engine.core.errors import NotationError
from engine.core.text import Text
from engine.core.zones import zone_key

if TYPE_CHECKING:
    from engine.core.actions import Action
    from engine.core.state import State

S = TypeVar("S", bound="State", contravariant=True)


class Notation(Protocol[S]):
    """A game's notation module (``engine.games.<game>.notation``), set as its state's
    ``notation_module``: every action as text and back (``docs/scenarios.md``)."""

    def to_string(self, state: S, action: Action) -> str:
        """``action`` (about to be applied to ``state``) in the game's notation, without the player."""
        ...

    def parse(self, state: S, text: str, player: int) -> Action:
        """The action ``text`` names for ``player`` in ``state``; ``NotationError`` says why not."""
        ...

_LOCATOR = re.compile(r"^(?P<name>.*?)\s*@\s*(?:P(?P<player>\d+)\.)?(?P<zone>[\w-]+)\.(?P<index>\d+)$")
_QUOTED_REF = re.compile(r'^"(?P<name>(?:[^"\\]|\\.)*)"\s*(?P<rest>.*)$')
_ESCAPE = re.compile(r"\\(.)")
#: What makes a name need quotes: characters and words that the games' grammars use.
_NEEDS_QUOTES = re.compile(
    r'[,@#"«»\\\d]|^\s|\s$|\s\s|\b(?:over|to|with|on|at|as|for|tributing|targeting|and|from)\b', re.IGNORECASE)
#: Quoted text is moved to Unicode plane 15 (private use) while a grammar splits the text.
_HIDDEN = 0xF0000


def quote(name: str) -> str:
    """``name`` as notation writes it: in quotes when it could be read as grammar."""
    if not _NEEDS_QUOTES.search(name):
        return name
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def protect(text: str) -> str:
    """``text`` with every quoted name moved out of reach of a grammar's separators (commas,
    `` to ``…); ``unquote`` and ``resolve_ref`` read such names back."""
    out: list[str] = []
    inside = escaped = False
    for ch in text:
        if inside:
            out.append(chr(_HIDDEN + ord(ch)) if ord(ch) < 0x10000 else ch)
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                inside = False
        else:
            if ch == '"':
                inside = True
                out.append(chr(_HIDDEN + ord(ch)))
            else:
                out.append(ch)
    if inside:
        raise NotationError(Text(f"faltan unas comillas de cierre en «{text}»", f"a closing quote is missing in «{text}»"))
    return "".join(out)


def restore(text: str) -> str:
    """``text`` with protected quoted names back as they were written."""
    return "".join(chr(ord(ch) - _HIDDEN) if _HIDDEN <= ord(ch) < _HIDDEN + 0x10000 else ch for ch in text)


def unquote(text: str) -> str:
    """A name as written in notation (quoted or not, protected or not) as the plain name."""
    text = restore(text).strip()
    match = _QUOTED_REF.match(text)
    if match and not match["rest"]:
        return _ESCAPE.sub(r"\1", match["name"])
    return text


def _split_ref(text: str) -> tuple[str, re.Match[str] | None]:
    """A reference as its name and its locator (``None`` without one)."""
    quoted = _QUOTED_REF.match(text)
    if quoted:
        name = _ESCAPE.sub(r"\1", quoted["name"])
        rest = quoted["rest"]
        if not rest:
            return name, None
        match = _LOCATOR.match(rest)
        if match is None or match["name"]:
            raise NotationError(Text(f"tras el nombre entre comillas se espera «@LUGAR», no «{rest}»",
                                     f"after the quoted name «@PLACE» is expected, not «{rest}»"))
        return name, match
    match = _LOCATOR.match(text)
    return (match["name"], match) if match else (text, None)


def locator(state: "State", card_id: int) -> str:
    """``P1.campo.2``: the zone key and 1-based position of a card."""
    card = state.cards[card_id]
    assert card is not None
    owner, spec = state.zone_table[card.zone]
    index = state.zones[card.zone].index(card_id) + 1
    return f"{zone_key(owner, spec.name)}.{index}"


def card_ref(state: "State", card_id: int, scope: Iterable[int], actor: int | None) -> str:
    """The shortest unambiguous reference to ``card_id`` among the cards of ``scope``."""
    card = state.cards[card_id]
    assert card is not None
    if actor is not None and not state.is_visible_to(actor, card):
        return "@" + locator(state, card_id)
    name = normalize_name(card.defn.name)
    key = state.card_key(card_id)
    for other in scope:
        if other == card_id:
            continue
        other_card = state.cards[other]
        if other_card is None or normalize_name(other_card.defn.name) != name:
            continue
        if actor is not None and not state.is_visible_to(actor, other_card):
            continue
        if state.card_key(other) != key:
            return f"{quote(card.defn.name)}@{locator(state, card_id)}"
    return quote(card.defn.name)


def resolve_ref(
    state: "State",
    text: str,
    scope: Sequence[int],
    actor: int | None,
    exclude: Container[int] = (),
) -> int:
    """The card a reference names within ``scope`` (the first of equivalent copies).

    ``exclude`` leaves out cards already named, so ``A, A`` names two copies of ``A``.
    """
    text = restore(text).strip()
    scope = [card_id for card_id in scope if card_id not in exclude]
    name, match = _split_ref(text)
    if match:
        owner = f"P{match['player']}." if match["player"] else ""  # shared zones (a stack) have no owner
        wanted = f"{owner}{match['zone']}.{match['index']}"
        for card_id in scope:
            if locator(state, card_id).casefold() == wanted.casefold():
                card = state.cards[card_id]
                assert card is not None
                if name and actor is not None and not state.is_visible_to(actor, card):
                    # a guessed name is neither confirmed nor denied: the answer is the same
                    # whatever the card is
                    raise NotationError(Text(f"no ves la carta de {wanted}: nómbrala solo por su lugar, «@{wanted}»",
                                             f"you cannot see the card at {wanted}: name it by its place only, «@{wanted}»"))
                if name and normalize_name(name) != normalize_name(card.defn.name):
                    raise NotationError(Text(f"en {wanted} no está «{name}» sino otra carta",
                                             f"«{name}» is not at {wanted}: another card is"))
                return card_id
        raise NotationError(Text(f"no hay ninguna carta elegible en {wanted}", f"there is no eligible card at {wanted}"))
    wanted_name = normalize_name(name)
    found: list[int] = []
    for card_id in scope:
        card = state.cards[card_id]
        if card is None:
            continue
        if actor is not None and not state.is_visible_to(actor, card):
            continue
        if normalize_name(card.defn.name) == wanted_name or (
            card.defn.name_en and normalize_name(card.defn.name_en) == wanted_name
        ):
            found.append(card_id)
    if not found:
        raise NotationError(Text(f"ninguna carta elegible se llama «{name}»", f"no eligible card is called «{name}»"))
    keys = {state.card_key(card_id) for card_id in found}
    if len(keys) > 1:
        options = ", ".join(f"{quote(name)}@{locator(state, c)}" for c in found)
        raise NotationError(Text(f"«{name}» es ambigua: indica cuál ({options})",
                                 f"«{name}» is ambiguous: say which ({options})"))
    return min(found)


def split_list(text: str) -> list[str]:
    """Split a comma-separated list of references (a quoted name may hold commas)."""
    return [part.strip() for part in protect(text).split(",") if part.strip()]


def split_verb(text: str) -> tuple[str, str]:
    """An action's text as its verb (lower case) and the rest (``"Play Recluta"`` → ``("play", "Recluta")``)."""
    verb, _, rest = text.partition(" ")
    return verb.lower(), rest.strip()
