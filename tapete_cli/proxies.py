"""``proxies`` and ``scans``: proxy sheets of a deck as PDF, and which images of a folder of the
player's own match a card. The drawing lives in ``cardimages``, imported by the commands when
they run: ``tapete-cli`` starts without Pillow."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Callable

from engine.core.problems import at_line
from engine.core.text import Text
from engine.formats.decks.playable import unknown_card
from engine.formats.records import GAMES, CardRecord
from tapete_cli.output import Subparsers, helper, say

_COLOURS = {"black": "#000000", "negro": "#000000", "grey": "#808080", "gris": "#808080", "red": "#ff0000", "rojo": "#ff0000",
            "cyan": "#00a0e0", "magenta": "#e000a0", "white": "#ffffff", "blanco": "#ffffff"}


def _colour_type(lang: str) -> Callable[[str], tuple[int, int, int]]:
    """``--mark-colour``'s reader: ``#rrggbb`` or a colour's name, refused in ``lang``."""
    def colour(text: str) -> tuple[int, int, int]:
        value = _COLOURS.get(text.casefold(), text).lstrip("#")
        if len(value) != 6 or any(c not in "0123456789abcdefABCDEF" for c in value):
            names = ", ".join(_COLOURS)
            raise argparse.ArgumentTypeError(Text(f"color «{text}»: usa #rrggbb o {names}",
                                                  f"colour «{text}»: use #rrggbb or {names}").get(lang))
        return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
    return colour


def cmd_proxies(args: argparse.Namespace) -> int:
    """Proxy sheets of a deck as PDF; the drawing lives in ``cardimages`` (imported here, lazily:
    tapete-cli starts without Pillow)."""
    from cardimages.proxies import proxy_list, write_pdf
    from cardimages.scans import ScanFolder
    from cardimages.sheets import SheetOptions, parse_paper
    from engine.formats.decks.reference import load_deck_reference, owned_copies

    deck = load_deck_reference(args.deck, args.game, args.db)
    owned = None
    if args.only_missing:
        from engine.store import Store

        with Store(args.db) as store:
            owned = owned_copies(store, deck.game)
    cards = proxy_list(deck, skip_basic_lands=args.skip_basic_lands, owned=owned)
    options = SheetOptions(
        paper=parse_paper(args.paper), landscape=args.landscape, margin=args.margin, gap=args.gap, bleed=args.bleed,
        bleed_mode=args.bleed_mode, marks=args.marks, mark_colour=args.mark_colour, mark_width=args.mark_width,
        backs=args.backs, back_offset=tuple(args.back_offset), scale=tuple(args.scale), calibration=args.calibration,
        proxy_mark=not args.no_proxy_mark, dpi=args.dpi)
    scans = ScanFolder(Path(args.scans)) if args.scans else None
    from cardimages.imagecache.settings import stored_library

    library = stored_library(Path(args.db) if args.db else None, [Path(p) for p in args.images or []])
    if not cards.cards and not args.calibration:
        say(args, f"{args.deck}: no queda ninguna carta que imprimir", f"{args.deck}: no card is left to print")
        for note in cards.skipped:
            say(args, f"  omitida: {note}", f"  left out: {note}")
        return 1
    report = write_pdf(cards, args.output, options, scans, library=library)
    say(args, f"{args.output}: {report.cards} cartas en {report.pages} páginas ({deck.name or args.deck}); "
              f"{report.pictured} con imagen propia, {report.cards - report.pictured} dibujadas",
        f"{args.output}: {report.cards} cards on {report.pages} pages ({deck.name or args.deck}); "
        f"{report.pictured} with a picture of your own, {report.cards - report.pictured} drawn")
    for note in report.skipped:
        say(args, f"  omitida: {note}", f"  left out: {note}")
    if deck.unknown:
        from engine.formats.decks.reference import card_lookup

        with card_lookup(deck.game, args.db) as lookup:
            for line in deck.unknown:
                told = at_line(line.line, unknown_card(line, deck.game, lookup))
                say(args, f"  impresa con su nombre: {told.es}", f"  printed with its name: {told.en}")
    return 1 if report.unknown else 0


def cmd_scans(args: argparse.Namespace) -> int:
    """Which images of a scans folder match a card of the game, and which match none."""
    from cardimages.faces import record_face
    from cardimages.scans import ScanFolder

    from engine.formats.decks.reference import card_lookup
    from engine.store.search import SearchQuery

    records: list[CardRecord] = []  # every card the player has: the store's (--db, else the user's) and the shipped ones
    with card_lookup(args.game, args.db) as cards:
        if cards.store is not None:
            while page := cards.store.search(SearchQuery(game=args.game), limit=5000, offset=len(records)):
                records.extend(result.card for result in page)
        shipped = cards.shipped(args.game)
        stored = {(record.set_code, record.number, record.name) for record in records}
        records += [record for record in (shipped.by_code.values() if shipped else ())
                    if (record.set_code, record.number, record.name) not in stored]
    folder = ScanFolder(Path(args.folder))
    faces = [record_face(record) for record in records]
    unmatched = folder.unmatched(faces)
    matched = sum(1 for face in faces if folder.find(face) is not None)
    say(args, f"{args.folder}: {len(folder.index)} imágenes; {matched} de {len(faces)} cartas de {args.game} tienen imagen",
        f"{args.folder}: {len(folder.index)} images; {matched} of {len(faces)} {args.game} cards have an image")
    for path in unmatched:
        say(args, f"  sin coincidencia: {folder.relative(path)}", f"  no match: {folder.relative(path)}")
    return 1 if unmatched else 0


def register(sub: Subparsers, lang: str) -> None:
    """``proxies`` and ``scans``, their help in ``lang``."""
    h = helper(lang)
    file, deck_ref, folder = h("ARCHIVO", "FILE"), h("MAZO", "DECK"), h("CARPETA", "FOLDER")
    database = h("la base de datos de cartas (por defecto, la del usuario)", "the card database (by default, the user's)")
    proxies = sub.add_parser("proxies", help=h("hojas de proxies de un mazo en PDF, a tamaño real",
                                               "proxy sheets of a deck as PDF, true size"))
    proxies.add_argument("deck", metavar=deck_ref, help=h("un archivo de mazo (cualquier formato) o un mazo guardado (número o nombre)",
                                                          "a deck file (any format) or a saved deck (number or name)"))
    proxies.add_argument("-o", "--output", required=True, metavar=h("ARCHIVO.pdf", "FILE.pdf"))
    proxies.add_argument("--game", choices=GAMES, help=h("el juego, si el archivo no lo dice",
                                                         "the game, if the file does not say"))
    proxies.add_argument("--db", metavar=file, help=database)
    proxies.add_argument("--paper", default="a4", help=h("a4, letter, a3 o ANCHOxALTO en mm (por defecto a4)",
                                                         "a4, letter, a3 or WIDTHxHEIGHT in mm (a4 by default)"))
    proxies.add_argument("--landscape", action="store_true", help=h("papel apaisado", "landscape paper"))
    proxies.add_argument("--margin", type=float, default=5.0, help=h("margen mínimo en mm (5)", "least margin in mm (5)"))
    proxies.add_argument("--gap", type=float, default=0.0, help=h("separación entre cartas, 0–5 mm (0)",
                                                                  "gap between cards, 0–5 mm (0)"))
    proxies.add_argument("--bleed", type=float, default=0.0, help=h("sangrado, 0–3 mm (0)", "bleed, 0–3 mm (0)"))
    proxies.add_argument("--bleed-mode", choices=("extend", "mirror"), default="extend", help=h("borde extendido o reflejado",
                                                                                                "edge extended or mirrored"))
    proxies.add_argument("--marks", choices=("corners", "lines", "none"), default="corners", help=h("marcas de corte (corners)",
                                                                                                    "cut marks (corners)"))
    proxies.add_argument("--mark-colour", type=_colour_type(lang), default=(0, 0, 0), metavar=h("COLOR", "COLOUR"),
                         help=h("#rrggbb o un nombre (negro)", "#rrggbb or a name (black)"))
    proxies.add_argument("--mark-width", type=float, default=0.2, metavar="MM", help=h("grosor de las marcas (0,2 mm)",
                                                                                       "width of the marks (0.2 mm)"))
    proxies.add_argument("--backs", action="store_true", help=h("una página de dorsos tras cada página (dúplex, borde largo)",
                                                                "a page of backs after each page (duplex, long edge)"))
    proxies.add_argument("--back-offset", type=float, nargs=2, default=(0.0, 0.0), metavar=("X", "Y"),
                         help=h("desplazamiento del dorso en mm", "offset of the back in mm"))
    proxies.add_argument("--scale", type=float, nargs=2, default=(1.0, 1.0), metavar=("X", "Y"), help=h("escala por eje (0,9–1,1)",
                                                                                                        "scale per axis (0.9–1.1)"))
    proxies.add_argument("--calibration", action="store_true", help=h("añadir una página de calibración con reglas milimetradas",
                                                                      "add a calibration page with millimetre rulers"))
    proxies.add_argument("--no-proxy-mark", action="store_true", help=h("sin la marca «PROXY»", "without the «PROXY» mark"))
    proxies.add_argument("--skip-basic-lands", action="store_true", help=h("sin tierras básicas (MTG)",
                                                                           "without basic lands (MTG)"))
    proxies.add_argument("--only-missing", action="store_true", help=h("solo las copias que faltan en la colección",
                                                                       "only the copies the collection lacks"))
    proxies.add_argument("--scans", metavar=folder, help=h("carpeta con imágenes propias de las cartas",
                                                           "a folder of your own card images"))
    proxies.add_argument("--images", metavar=folder, action="append",
                         help=h("carpeta o archivo .zip de imágenes de Cockatrice, Forge, XMage o EDOPro, leída donde está "
                                "(se repite; después, las fuentes de imágenes guardadas en la base de datos)",
                                "a folder or .zip archive of Cockatrice, Forge, XMage or EDOPro pictures, read where it is "
                                "(repeatable; then the image sources kept in the database)"))
    proxies.add_argument("--dpi", type=int, default=300, help=h("resolución de las imágenes (300)",
                                                                "resolution of the images (300)"))
    proxies.set_defaults(func=cmd_proxies)
    scans = sub.add_parser("scans", help=h("comprobar una carpeta de imágenes propias: qué cartas reconoce y qué archivos no",
                                           "check a folder of your own images: which cards it recognises and which files not"))
    scans.add_argument("folder", metavar=folder)
    scans.add_argument("--game", required=True, choices=GAMES)
    scans.add_argument("--db", metavar=file, help=database)
    scans.set_defaults(func=cmd_scans)
