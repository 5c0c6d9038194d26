"""``mtg coverage`` and ``ygo coverage``: their parsers, built without
loading a game (the command loads its game's text compiler when it runs)."""

from __future__ import annotations

import argparse
import importlib
from typing import Callable

from engine.core.text import Text
from tapete_cli.output import Subparsers


def _run(game: str) -> Callable[[argparse.Namespace], int]:
    """The handler of ``game``'s coverage command, imported when the command runs."""

    def run(args: argparse.Namespace) -> int:
        module = importlib.import_module(f"engine.games.{game}.coverage")
        result: int = module.cmd_coverage(args)
        return result

    return run


def register(sub: Subparsers, lang: str) -> None:
    """Both coverage commands, their help in ``lang``."""
    mtg = sub.add_parser("mtg", help="Magic: The Gathering").add_subparsers(dest="mtg_command", required=True)
    coverage = mtg.add_parser("coverage", help=Text("parte de cada set que el compilador de texto automatiza",
                                                    "the share of each set the text compiler automates").get(lang))
    coverage.add_argument("files", nargs="+", help=Text("MTGJSON, Scryfall o Cockatrice",
                                                        "MTGJSON, Scryfall or Cockatrice").get(lang))
    coverage.add_argument("--top", type=int, default=0, help=Text("mostrar las N líneas sin compilar más comunes",
                                                                  "show the N most common lines not compiled").get(lang))
    coverage.set_defaults(func=_run("mtg"))
    ygo = sub.add_parser("ygo", help="Yu-Gi-Oh!").add_subparsers(dest="ygo_command", required=True)
    coverage = ygo.add_parser("coverage", help=Text("parte de las cartas y de los mazos que se juega automatizada",
                                                    "the share of the cards and decks that plays automated").get(lang))
    coverage.add_argument("cdb", help=Text("un cards.cdb de YGOPro o EDOPro", "a YGOPro or EDOPro cards.cdb").get(lang))
    coverage.add_argument("decks", nargs="*", help=Text("mazos .ydk", ".ydk decks").get(lang))
    coverage.add_argument("--top", type=int, default=20, help=Text("mostrar las N plantillas que faltan más comunes",
                                                                   "show the N most common missing templates").get(lang))
    coverage.set_defaults(func=_run("ygo"))
