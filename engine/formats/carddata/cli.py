"""``tapete-cli import FILE…``: card data into the store, one report line per file.

Each file's format is recognised by its content; each file is imported in its own
transaction, so a file with an error leaves the store as it was and the other files still go
in. The exit status is 1 if any file failed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.core.errors import TapeteError
from engine.formats.carddata.detect import open_card_data
from engine.store import Store


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``import`` command to ``tapete-cli``'s subcommands."""
    parser = subparsers.add_parser(
        "import", help="importar datos de cartas (MTGJSON, Scryfall, Cockatrice, YGOPro .cdb, sets de Tapete)"
    )
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.add_argument("--db", metavar="ARCHIVO", help="la base de datos (por defecto, la de la carpeta del usuario)")
    parser.set_defaults(func=cmd_import)


def cmd_import(args: argparse.Namespace) -> int:
    status = 0
    with Store(args.db) as store:
        for name in args.files:
            try:
                fmt, records = open_card_data(name)
                report = store.import_cards(records, source=f"{fmt}:{Path(name).name}")
            except TapeteError as exc:
                print(f"no importado: {exc}", file=sys.stderr)
                status = 1
                continue
            print(f"{name}: {fmt}, {report.inserted} nuevas, {report.updated} actualizadas, {report.unchanged} sin cambios")
    return status
