"""``import FILE…``: card data into the store, one report line per file.

Each file's format is recognised by its content; each file is imported in its own
transaction, so a file with an error leaves the store as it was and the other files still go
in. A card that cannot be read is skipped and named (file and line) with the rest imported.
The exit status is 1 if any file failed or any card was skipped.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.core.errors import LoadError, TapeteError
from engine.core.problems import SHOWN, summary
from engine.core.text import Text, same
from engine.core.progress import Progress
from tapete_cli.output import Subparsers


def register(subparsers: Subparsers, lang: str) -> None:
    """Add the ``import`` command to ``tapete-cli``'s subcommands (its help in ``lang``)."""
    parser = subparsers.add_parser("import", help=Text(
        "importar datos de cartas (MTGJSON, Scryfall, Cockatrice, YGOPro .cdb, sets de Tapete)",
        "import card data (MTGJSON, Scryfall, Cockatrice, YGOPro .cdb, Tapete sets)").get(lang))
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.add_argument("--db", metavar=Text("ARCHIVO", "FILE").get(lang), help=Text(
        "la base de datos (por defecto, la de la carpeta del usuario)", "the database (by default, the one in the user's folder)").get(lang))
    parser.set_defaults(func=cmd_import)


def cmd_import(args: argparse.Namespace) -> int:
    from engine.formats.carddata.detect import expected_records, open_card_data  # loaded to import only
    from engine.store import Store

    status = 0
    with Store(args.db) as store:
        for name in args.files:
            skipped: list[LoadError] = []
            try:
                fmt, records = open_card_data(name, skipped)
                with Progress(expected_records(name, fmt), Text("cartas", "cards"), args.lang) as progress:
                    report = store.import_cards(records, source=f"{fmt}:{Path(name).name}", progress=progress.update)
            except TapeteError as exc:
                print(Text(f"no importado: {exc.message('es')}",
                           f"not imported: {exc.message('en')}").get(args.lang), file=sys.stderr)
                status = 1
                continue
            merged = Text(f", {report.merged} repetidas (se guarda la última)", f", {report.merged} repeated (the last one kept)") \
                if report.merged else same("")
            print(Text(f"{name}: {fmt}, {report.inserted} nuevas, {report.updated} actualizadas, {report.unchanged} sin cambios{merged.es}",
                       f"{name}: {fmt}, {report.inserted} new, {report.updated} updated, {report.unchanged} unchanged{merged.en}"
                       ).get(args.lang))
            if skipped:
                status = 1
                told = [Text(f"omitida: {error.message('es')}", f"skipped: {error.message('en')}").get(args.lang) for error in skipped[:SHOWN]]
                print("  " + summary(told, len(skipped), "\n  ", args.lang), file=sys.stderr)
    return status
