"""What every command shares: printing in the chosen language, help texts, the store warning."""

from __future__ import annotations

import argparse
import sys
from typing import Callable, TypeAlias

from engine.core.text import Text

#: ``tapete-cli``'s subcommands, as ``add_subparsers`` returns them.
Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def out(text: str = "") -> None:
    print(text, flush=False)


def say(args: argparse.Namespace, es: str, en: str) -> None:
    """Print a line in the chosen language."""
    out(Text(es, en).get(args.lang))


def helper(lang: str) -> Callable[[str, str], str]:
    """``h(es, en)``: a help text in ``lang``."""
    def h(es: str, en: str) -> str:
        return Text(es, en).get(lang)
    return h


def store_left_out(args: argparse.Namespace, problem: Text | None) -> None:
    """Say on standard error that the user's store was left out, and why."""
    if problem is not None:
        print(Text(f"aviso: sin tu base de datos de cartas ({problem.es}); solo las cartas que trae Tapete",
                   f"warning: without your card database ({problem.en}); only the cards Tapete ships").get(args.lang),
              file=sys.stderr)
