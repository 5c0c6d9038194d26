"""The deck commands of ``tapete-cli``: ``deck convert IN OUT`` and ``deck validate FILE --game G
--format F [--banlist LIST]`` for files of any format. Each returns the exit status: 0 done
(a legal deck), 1 a deck with unknown cards or violations; a file that cannot be read or
written raises ``LoadError``/``DeckFormatError``, which ``tapete-cli`` reports with status 2.

``validate_command`` needs a ``CardLookup`` (the store) to match the file's lines to cards."""

from __future__ import annotations

from engine.core.errors import LoadError
from engine.core.problems import SHOWN, shorten, summary
from engine.formats.decks.convert import convert
from engine.formats.decks.detect import parse_deck_file
from engine.formats.decks.lines import card_label
from engine.formats.decks.resolve import resolve
from engine.formats.records import CardLookup, DeckList
from engine.formats.validation import load_banlist, validate


def _sizes(deck: DeckList) -> str:
    return ", ".join(f"{section} {deck.count(section)}" for section in deck.sections) or "vacío"


def convert_command(in_path: str, out_path: str, fmt: str | None = None) -> int:
    """Convert a deck file; the output format comes from ``fmt`` or the extension of ``out_path``."""
    deck, written = convert(in_path, out_path, fmt)
    print(f"{in_path} → {out_path} ({written}): {_sizes(deck)}")
    return 0


def validate_command(path: str, game: str | None, fmt: str, banlist: str | None, lookup: CardLookup) -> int:
    """Check a deck file of any format against the rules of ``game`` (the file's own game when
    ``None``) and ``fmt``; prints every unknown line with its line number and every violation
    with its rule."""
    deck = parse_deck_file(path)
    game = game or deck.game
    if game is None:
        raise LoadError(path, "el archivo no dice de qué juego es; indica --game")
    if deck.game is not None and deck.game != game:
        raise LoadError(path, f"el mazo es de «{deck.game}», no de «{game}»")
    listing = load_banlist(banlist, game) if banlist else None
    resolved = resolve(deck, game, lookup, fmt)
    violations = validate(resolved, game, fmt, listing)
    if not violations and not resolved.unknown:
        print(f"{path}: mazo legal para {game}{f' ({fmt})' if fmt else ''} ({_sizes(deck)})")
        return 0
    print(f"{path}: {len(resolved.unknown)} carta(s) desconocida(s), {len(violations)} problema(s)")
    unknown = (f"{f'línea {line.line}: ' if line.line is not None else ''}carta desconocida «{card_label(line)}»"
               for line in resolved.unknown[:SHOWN])
    problems = [*unknown, *(str(violation) for violation in violations[: max(0, SHOWN - len(resolved.unknown))])]
    print("  " + summary((shorten(problem) for problem in problems), len(resolved.unknown) + len(violations), "\n  "))
    return 1
