"""How the window words a game's card actions and answers: the ``[words]`` table of the game's
``layout.toml``. The game picks among the window's own phrasings (translated in
``desktop.widgets.card_actions`` and ``desktop.widgets.prompt_bar``) by key, so the window names
no game and every word a player reads stays in the translation file.

    [words]
    at_once = ["play"]        # action kinds a click does at once when they are a card's only action
    attack = "numbered"       # the alternate drag is a second attack: "Attack… (first attack)"
    attack_zone = "player"    # an attack onto a zone: "Attack P2" ("player") or "Attack directly"
    play = "land"             # a play from the hand: "Play land"
    play_on_card = "replacing"  # a play onto a card: "Play replacing …"
    set = "face down"         # "Set face down" instead of "Set"
    flip = "flip summon"      # "Flip Summon" instead of "Turn face up"
    zone_named = ["play"]     # action kinds whose menu line names the zone the card goes to
    mulligan = "discard"      # the selected cards of a mulligan are discarded, not returned
    battle = "battle"         # "Go to battle" instead of "Go to the Battle Phase"
    resolves = true           # passing with a chain or stack resolves its last link
    done_later = ["ataque"]   # prompt kinds whose "done" shows, disabled, until it can be given
    chain_markers = ["copia"] # markers of a link's card the chain list names ("Link 2: Shock · Copy")
    [words.pass]              # what passing says, by prompt kind ("*": any other kind)
    "*" = "pass priority"
    [words.losing_pass]       # passing at this prompt with no card in these zones loses the game
    prompt = "movimiento"
    empty = "combate"         # zones whose names start so
    label = "…: pierdes…"     # what the pass button says then, in Spanish and in English: the
    label_en = "…: you lose…" # game's own words and rule, as its phases' labels are
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import find_line

#: The phrasings a game may pick, by field: every key here has its words in the window.
CHOICES: dict[str, tuple[str, ...]] = {
    "attack": ("numbered",),
    "attack_zone": ("player", "directly"),
    "play": ("land",),
    "play_on_card": ("replacing",),
    "set": ("face down",),
    "flip": ("flip summon",),
    "mulligan": ("discard",),
    "battle": ("battle",),
}
#: What passing may say (``[words.pass]``).
PASS_WORDS = ("pass", "pass priority", "pass the action", "don't respond", "don't activate", "don't react",
              "don't attack", "to the power phase", "end the turn")
#: What passing says where the game declares nothing.
DEFAULT_PASS = {"ventana": "don't respond", "respuesta": "don't respond", "*": "pass"}
_LISTS = ("at_once", "zone_named", "done_later", "chain_markers")


@dataclass(frozen=True)
class LosingPass:
    """Passing at prompts of kind ``prompt`` loses when the player has no card in the zones whose
    names start with ``empty`` (Eliria 7.b: the power phase without a combat card); the pass
    button then ``says`` so, in the game's words."""

    prompt: str
    empty: str
    says: Text


@dataclass(frozen=True)
class ActionWords:
    """The ``[words]`` of a game's layout (see the module's text); the defaults are the plain words."""

    at_once: frozenset[str] = frozenset()
    attack: str = ""
    attack_zone: str = ""
    play: str = ""
    play_on_card: str = ""
    set: str = ""
    flip: str = ""
    zone_named: frozenset[str] = frozenset()
    mulligan: str = ""
    battle: str = ""
    resolves: bool = False
    done_later: frozenset[str] = frozenset()
    chain_markers: frozenset[str] = frozenset()
    passing: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_PASS))
    losing_pass: LosingPass | None = None

    def pass_word(self, kind: str) -> str:
        """The key of what passing says at a prompt of ``kind``."""
        return self.passing.get(kind, self.passing.get("*", "pass"))


def _problem(path: Path, text: str, key: str, es: str, en: str) -> LoadError:
    return LoadError(str(path), Text(f"[words] {key}: {es}", f"[words] {key}: {en}"), find_line(text, key))


def _strings(raw: Any, path: Path, text: str, key: str) -> frozenset[str]:
    if not isinstance(raw, list) or not all(isinstance(v, str) for v in raw):
        raise _problem(path, text, key, "necesita una lista de textos", "needs a list of strings")
    return frozenset(raw)


def _passing(raw: Any, path: Path, text: str) -> dict[str, str]:
    if not isinstance(raw, dict):
        raise _problem(path, text, "pass", "necesita una tabla tipo de pregunta = palabras",
                       "needs a table of prompt kind = words")
    for kind, words in raw.items():
        if words not in PASS_WORDS:
            raise _problem(path, text, kind, f"{words!r} no es una de {PASS_WORDS}", f"{words!r} is not one of {PASS_WORDS}")
    return dict(raw)


def load_words(raw: Any, path: Path, text: str) -> ActionWords:
    """The ``[words]`` table of a layout; ``LoadError`` names the line of an unknown key or choice."""
    if raw is None:
        return ActionWords()
    if not isinstance(raw, dict):
        raise _problem(path, text, "words", "necesita una tabla", "needs a table")
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key in CHOICES:
            if value not in CHOICES[key]:
                raise _problem(path, text, key, f"{value!r} no es una de {CHOICES[key]}", f"{value!r} is not one of {CHOICES[key]}")
            values[key] = value
        elif key in _LISTS:
            values[key] = _strings(value, path, text, key)
        elif key == "resolves":
            if not isinstance(value, bool):
                raise _problem(path, text, key, "debe ser true o false", "must be true or false")
            values[key] = value
        elif key == "pass":
            values["passing"] = _passing(value, path, text)
        elif key == "losing_pass":
            if not isinstance(value, dict) or set(value) != {"prompt", "empty", "label", "label_en"} \
                    or not all(isinstance(v, str) and v for v in value.values()):
                raise _problem(path, text, key, "necesita prompt, empty, label y label_en",
                               "needs prompt, empty, label and label_en")
            values[key] = LosingPass(value["prompt"], value["empty"], Text(value["label"], value["label_en"]))
        else:
            raise _problem(path, text, key, "clave desconocida", "unknown key")
    return ActionWords(**values)
