"""``collection import`` and ``collection export``: a collection CSV of another program into the
store, and the store's collection out to one."""

from __future__ import annotations

import argparse

from engine.core.problems import SHOWN, at_line, summary
from engine.core.progress import Progress
from engine.core.text import Text
from engine.formats.collection import LAYOUTS
from engine.formats.records import GAMES
from tapete_cli.output import Subparsers, helper, out, say


def cmd_collection_import(args: argparse.Namespace) -> int:
    from engine.formats.collection import read_collection_file
    from engine.store import Store

    collection = read_collection_file(args.file)
    with Store(args.db) as store, Progress(len(collection.rows), Text("filas", "rows"), args.lang) as progress:
        report = store.import_collection(collection.rows, args.game, replace=args.replace, progress=progress.update)
        progress.clear()
        closest = {note.name: store.closest_names(note.name, args.game, 3) for note in report.unmatched[:SHOWN]}
    say(args, f"{args.file} ({collection.layout}): {report.stored} entradas, {report.copies} copias guardadas",
        f"{args.file} ({collection.layout}): {report.stored} entries, {report.copies} copies stored")
    lang = args.lang
    listings = (
        [at_line(row.line, Text(f"no es de la colección ({row.extra.get('binder_type', '')} «{row.location}»)",
                                f"not part of the collection ({row.extra.get('binder_type', '')} «{row.location}»)")).get(lang)
         for row in collection.skipped[:SHOWN]],
        [at_line(note.line, note.reason).get(lang) for note in report.substituted[:SHOWN]],
        [at_line(note.line, Text(f"sin coincidencia: {note.reason.es}{_perhaps(closest.get(note.name)).es}",
                                 f"no match: {note.reason.en}{_perhaps(closest.get(note.name)).en}")).get(lang)
         for note in report.unmatched[:SHOWN]],
    )
    for listed, total in zip(listings, (len(collection.skipped), len(report.substituted), len(report.unmatched))):
        if listed:
            out("  " + summary(listed, total, "\n  ", lang))
    return 1 if report.unmatched else 0


def _perhaps(names: list[str] | None) -> Text:
    """``; ¿quizá «A», «B»?`` for the closest names, nothing without them."""
    if not names:
        return Text("", "")
    offered = ", ".join(f"«{name}»" for name in names)
    return Text(f"; ¿quizá {offered}?", f"; perhaps {offered}?")


def cmd_collection_export(args: argparse.Namespace) -> int:
    from engine.formats.collection import write_collection
    from engine.store import Store

    with Store(args.db) as store:
        rows = store.export_collection(args.game)
    write_collection(rows, args.layout, args.output)
    say(args, f"{args.output}: {len(rows)} entradas ({args.layout})", f"{args.output}: {len(rows)} entries ({args.layout})")
    return 0


def register(sub: Subparsers, lang: str) -> None:
    """``collection import`` and ``collection export``, their help in ``lang``."""
    h = helper(lang)
    file = h("ARCHIVO", "FILE")
    collection = sub.add_parser("collection", help=h("la colección", "the collection"))
    collection_sub = collection.add_subparsers(dest="collection_command", required=True)
    importing = collection_sub.add_parser("import", help=h("importar un CSV (Deckbox, Moxfield, ManaBox, Archidekt, Dragon Shield)",
                                                           "import a CSV (Deckbox, Moxfield, ManaBox, Archidekt, Dragon Shield)"))
    importing.add_argument("file")
    importing.add_argument("--game", default="mtg", choices=GAMES)
    importing.add_argument("--replace", action="store_true", help=h("sustituir la colección del juego en vez de sumar",
                                                                    "replace the game's collection instead of adding to it"))
    importing.add_argument("--db", metavar=file)
    importing.set_defaults(func=cmd_collection_import)
    export = collection_sub.add_parser("export", help=h("exportar la colección a CSV", "export the collection to CSV"))
    export.add_argument("output")
    export.add_argument("--layout", required=True, choices=LAYOUTS)
    export.add_argument("--game", choices=GAMES)
    export.add_argument("--db", metavar=file)
    export.set_defaults(func=cmd_collection_export)
