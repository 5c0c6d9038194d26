"""``tapete-cli``: headless games, scenarios, replays and deck checks.

Everything it prints follows ``--lang es|en``; without it, the language of the environment
(``LC_ALL``, ``LC_MESSAGES``, ``LANG``: Spanish when the first one set starts with ``es``, else
English).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from engine.core.errors import TapeteError
from engine.core.text import LANGS, Text, environment_lang
from tapete_cli import collection, coverage, decks, importing, lan, play, proxies

#: The command groups, in the order ``--help`` lists their commands.
GROUPS = (play, decks, collection, proxies, importing, coverage, lan)


def build_parser(lang: str = "es") -> argparse.ArgumentParser:
    """The command line, its help in ``lang``."""
    parser = argparse.ArgumentParser(prog="tapete-cli", description=Text(
        "Tapete sin ventana: partidas, escenarios, repeticiones y mazos.",
        "Tapete without a window: games, scenarios, replays and decks.").get(lang))
    parser.add_argument("--lang", choices=LANGS, default=lang, help=Text(
        "idioma de la salida (por defecto, el del entorno: LC_ALL, LC_MESSAGES, LANG)",
        "language of the output (by default the environment's: LC_ALL, LC_MESSAGES, LANG)").get(lang))
    sub = parser.add_subparsers(dest="command", required=True)
    for group in GROUPS:
        group.register(sub, lang)
    return parser


def chosen_lang(argv: Sequence[str]) -> str:
    """``--lang``'s value when ``argv`` gives one Tapete speaks, else the environment's."""
    for index, arg in enumerate(argv):
        if arg.startswith("--lang="):
            value = arg.partition("=")[2]
        elif arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        else:
            continue
        if value in LANGS:
            return value
    return environment_lang(os.environ)


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command. The one place where what a player can cause (a file that cannot be
    read or written, a deck or game that does not fit) becomes ``error: …`` on stderr and exit
    status 2; anything else is a bug, and shows as one."""
    for stream in (sys.stdout, sys.stderr):  # a file may quote a lone surrogate: print it escaped
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")
    argv = sys.argv[1:] if argv is None else list(argv)
    args = build_parser(chosen_lang(argv)).parse_args(argv)
    try:
        return int(args.func(args))
    except TapeteError as exc:
        print(f"error: {exc.message(args.lang)}", file=sys.stderr)
    except OSError as exc:  # writing an output file: a folder that does not exist, a full disk…
        print(f"error: {exc.filename}: {exc.strerror}" if exc.filename else f"error: {exc}", file=sys.stderr)
    return 2
