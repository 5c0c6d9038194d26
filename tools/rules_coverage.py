"""Generate ``docs/rules-coverage/<game>.md``: every rulebook clause and what checks it.

A clause is covered by the scenarios that list it in ``rules`` and by the Python tests that cite
it (``SiX 7.2.2.2`` inside a test function). Clauses that state no testable behaviour carry a
reason in ``docs/rules-coverage/<game>-notes/*.toml`` (``"2.9.1" = "…"``). Section titles are
recognised by themselves.

A rulebook without numbers (Yu-Gi-Oh!) is cited by section and paragraph: a section starts at a
heading (a line without lowercase letters) and is named by its words in CamelCase without accents
(``CADENAS`` → ``Cadenas``, ``DETERMINACION DEL DAÑO`` → ``DeterminacionDelDano``); every
non-blank line after it is a paragraph numbered from 1: ``YGO Cadenas.3``.

    python tools/rules_coverage.py six           # rewrite the document
    python tools/rules_coverage.py six --check   # exit 1 if it is out of date or a clause is uncovered

A game without a numbered rulebook (Mitos y Leyendas: a rulebook excerpt plus the rules as players
know them, and assumptions that are parameters of the game) names a ``catalogue``: a module whose
``coverage_catalogue()`` lists every rule (``id``, ``text``, ``origin``, ``param``, ``default``) and
whose docstring explains its identifiers; citations are then found by those ids.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
import tomllib
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a script: import this checkout's engine

from engine.core.game import game_names, get_game  # noqa: E402
from engine.core.rulebook import Rulebook  # noqa: E402


def rulebooks() -> dict[str, Rulebook]:
    """Each registered game's rulebook, as the game declares it (``Game.rulebook``; a rulebook
    named by an absolute path is read there, else in ``shared/rules``)."""
    return {name: rulebook for name in game_names() if (rulebook := get_game(name).rulebook) is not None}


def _shown(folder: Path) -> str:
    return folder.relative_to(ROOT).as_posix() if folder.is_relative_to(ROOT) else folder.as_posix()


def section_slug(heading: str) -> str:
    """``DETERMINACION DEL DAÑO`` → ``DeterminacionDelDano``."""
    plain = "".join(ch for ch in unicodedata.normalize("NFKD", heading) if not unicodedata.combining(ch))
    return "".join(word.capitalize() for word in re.findall(r"[A-Za-z0-9]+", plain))


def is_heading(line: str) -> bool:
    text = line.strip().lstrip("•").strip()
    return bool(re.search(r"[A-ZÁÉÍÓÚÑ]", text)) and not re.search(r"[a-záéíóúñü]", text)


def section_paragraphs(text: str) -> list[tuple[str, str]]:
    """``(Section.N, paragraph)`` for every non-blank line of an unnumbered rulebook."""
    found: list[tuple[str, str]] = []
    section, number = "Preambulo", 0
    for line in text.splitlines():
        if not line.strip():
            continue
        if is_heading(line):
            section, number = section_slug(line), 0
            continue
        number += 1
        found.append((f"{section}.{number}", line.strip().lstrip("•").strip()))
    return found


def rulebook_clauses(rules: Rulebook, text: str) -> list[tuple[str, str]]:
    if rules.clause is None:
        return section_paragraphs(text)
    found: list[tuple[str, str]] = []
    seen = set()
    path: list[str] = []
    for line in text.splitlines():
        if rules.end and line.strip() == rules.end:
            break
        match = rules.clause.match(line)
        clause = match[1] if match else None
        if match:
            path = [match[1]]
        for depth, pattern in enumerate(rules.nested, start=1):
            sub = pattern.match(line) if path else None
            if sub and len(path) >= depth:
                path = path[:depth] + [sub[1]]
                clause, match = ".".join(path), sub
                break
        if match and clause and clause not in seen:
            seen.add(clause)
            found.append((clause, match[2].strip()))
    return found


def clause_order(clause: str) -> list[tuple[int, int | str]]:
    return [(0, int(part)) if part.isdigit() else (1, part) for part in clause.split(".")]


def is_title(clause: str, text: str, all_ids: set[str]) -> bool:
    has_children = any(other.startswith(clause + ".") for other in all_ids)
    return has_children and (text.endswith(":") or len(text.split()) <= 7)


def scenario_citations(rules: Rulebook, folder: Path) -> dict[str, list[str]]:
    cited: dict[str, list[str]] = {}
    for path in sorted(folder.rglob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for rule in data.get("scenario", {}).get("rules", []):
            if rule.startswith(rules.prefix + " "):
                cited.setdefault(rule.split(" ", 1)[1], []).append(path.relative_to(ROOT).as_posix())
    return cited


def test_citations(rules: Rulebook, folder: Path, ids: set[str] | None = None) -> dict[str, list[str]]:
    """Clauses cited inside test functions: numbered ones, or the catalogue's ``ids``."""
    cited: dict[str, list[str]] = {}
    pattern = re.compile(re.escape(rules.prefix) + " " + rules.cite.pattern)
    if ids:
        names = "|".join(re.escape(i) for i in sorted(ids, key=len, reverse=True))
        pattern = re.compile(re.escape(rules.prefix) + rf" ({names})(?!\w)")
    for path in sorted(folder.rglob("*.py")):
        current = None
        for line in path.read_text(encoding="utf-8").splitlines():
            header = re.match(r"^(?:async )?def (test_\w+)", line)
            if header:
                current = header[1]
                continue
            if re.match(r"^\S", line):
                current = None
            if current:
                for clause in pattern.findall(line):
                    ref = f"{path.relative_to(ROOT).as_posix()}::{current}"
                    if ref not in cited.setdefault(clause, []):
                        cited[clause].append(ref)
    return cited


def read_notes(folder: Path) -> dict[str, str]:
    reasons: dict[str, str] = {}
    for path in sorted(folder.glob("*.toml")):
        for clause, reason in tomllib.loads(path.read_text(encoding="utf-8")).get("notes", {}).items():
            reasons[clause] = reason
    return reasons


def render(game: str, scenarios: Path | None = None, notes: Path | None = None) -> tuple[str, list[str]]:
    """The document, and the clauses that are neither covered nor explained; the game's scenarios
    are read in ``scenarios`` (``tests/scenarios/<game>``), its notes in ``notes``
    (``docs/rules-coverage/<game>-notes``)."""
    rules = rulebooks()[game]
    scenario_folder = scenarios or ROOT / "tests" / "scenarios" / game
    if rules.catalogue:
        return render_catalogue(game, rules, scenario_folder)
    notes_folder = notes or ROOT / "docs" / "rules-coverage" / f"{game}-notes"
    clauses = rulebook_clauses(rules, (SHARED / "rules" / rules.rulebook).read_text(encoding="utf-8"))
    ids = {clause for clause, _ in clauses}
    scenarios_cited = scenario_citations(rules, scenario_folder)
    tests = test_citations(rules, ROOT / "tests")
    reasons = read_notes(notes_folder)
    rows, missing = [], []
    counts = {"tested": 0, "reason": 0, "title": 0}
    for clause, text in clauses:
        covered = [f"`{s}`" for s in scenarios_cited.get(clause, [])] + [f"`{t}`" for t in tests.get(clause, [])]
        if covered:
            status = "<br>".join(covered)
            counts["tested"] += 1
        elif clause in reasons:
            status = f"sin prueba: {reasons[clause]}"
            counts["reason"] += 1
        elif is_title(clause, text, ids):
            status = "título de sección (ver sus reglas)"
            counts["title"] += 1
        else:
            status = "**SIN CUBRIR**"
            missing.append(clause)
        short = text if len(text) <= 90 else text[:87] + "…"
        if rules.strict or status != "**SIN CUBRIR**":
            rows.append(f"| {clause} | {short.replace('|', '/')} | {status} |")
    unknown = sorted((set(scenarios_cited) | set(reasons)) - ids, key=clause_order)
    head = [
        f"# {rules.title}: cobertura de reglas",
        "",
        f"Generado por `python tools/rules_coverage.py {game}` a partir de `shared/rules/{rules.rulebook}`, "
        f"los escenarios de `{_shown(scenario_folder)}/` (su lista `rules`), las pruebas de `tests/` que citan "
        f"`{rules.prefix} {rules.example}` y los motivos de `{_shown(notes_folder)}/`. No editar a mano.",
        "",
        f"{len(clauses)} reglas: {counts['tested']} con pruebas, {counts['reason']} sin conducta comprobable "
        f"(con motivo), {counts['title']} títulos de sección, {len(missing)} sin cubrir.",
        "",
    ]
    if unknown:
        head += [f"Citas a reglas que no existen en el reglamento: {', '.join(unknown)}", ""]
    head += ["| regla | texto | cubierta por |", "|---|---|---|"]
    if not rules.strict:
        rows += ["", "## Aún no implementado ni probado", "",
                 "Reglas del reglamento que ninguna prueba cita todavía, por sección:", ""]
        sections: dict[str, list[str]] = {}
        for clause in missing:
            sections.setdefault(clause.split(".")[0], []).append(clause)
        rows += [f"- **{section}** ({len(ids)}): {', '.join(ids)}" for section, ids in sections.items()]
        return "\n".join(head + rows) + "\n", [f"inexistente {u}" for u in unknown]
    return "\n".join(head + rows) + "\n", missing + [f"inexistente {u}" for u in unknown]


def render_catalogue(game: str, rules: Rulebook, folder: Path) -> tuple[str, list[str]]:
    """The document of a game whose rules come from a catalogue module (see the docstring), its
    scenarios read in ``folder``."""
    module = importlib.import_module(rules.catalogue)
    entries = module.coverage_catalogue()
    ids = {entry["id"] for entry in entries}
    scenarios = scenario_citations(rules, folder)
    tests = test_citations(rules, ROOT / "tests", ids)
    origins = {"extracto": f"extracto `{rules.rulebook}`", "reglas": "reglas publicadas", "supuesto": "supuesto"}
    rows, missing = [], []
    counts: dict[str, int] = {}
    for entry in entries:
        clause = entry["id"]
        covered = [f"`{s}`" for s in scenarios.get(clause, [])] + [f"`{t}`" for t in tests.get(clause, [])]
        if not covered:
            missing.append(clause)
        counts[entry["origin"]] = counts.get(entry["origin"], 0) + 1
        text = entry["text"]
        if entry["param"]:
            text += f" (parámetro `{entry['param']}`, por defecto `{entry['default']!r}`)"
        status = "<br>".join(covered) if covered else "**SIN CUBRIR**"
        rows.append(f"| {rules.prefix} {clause} | {origins[entry['origin']]} | {text.replace('|', '/')} | {status} |")
    unknown = sorted(set(scenarios) - ids)
    doc = (module.__doc__ or "").strip().splitlines()
    head = [
        f"# {rules.title}: cobertura de reglas",
        "",
        f"Generado por `python tools/rules_coverage.py {game}` a partir del catálogo `{rules.catalogue}`, "
        f"los escenarios de `{_shown(folder)}/` (su lista `rules`) y las pruebas de `tests/` que citan "
        f"`{rules.prefix} <id>`. No editar a mano.",
        "",
        "## Identificadores",
        "",
        *doc[2:],
        "",
        f"{len(entries)} reglas: {counts.get('extracto', 0)} pasos del extracto, {counts.get('reglas', 0)} reglas "
        f"publicadas, {counts.get('supuesto', 0)} supuestos con parámetro; {len(entries) - len(missing)} con pruebas, "
        f"{len(missing)} sin cubrir.",
        "",
    ]
    if unknown:
        head += [f"Citas a reglas que no existen en el catálogo: {', '.join(unknown)}", ""]
    head += ["| regla | origen | texto | cubierta por |", "|---|---|---|---|"]
    return "\n".join(head + rows) + "\n", missing + [f"inexistente {u}" for u in unknown]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(rulebooks()))
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    document, missing = render(args.game)
    target = ROOT / "docs" / "rules-coverage" / f"{args.game}.md"
    if args.check:
        stale = not target.exists() or target.read_text(encoding="utf-8") != document
        if stale:
            print(f"{target.relative_to(ROOT)} no está al día: python tools/rules_coverage.py {args.game}")
        if missing:
            print("sin cubrir: " + ", ".join(missing))
        return 1 if stale or missing else 0
    target.write_text(document, encoding="utf-8")
    print(f"{target.relative_to(ROOT)}: {len(missing)} sin cubrir")
    return 0


if __name__ == "__main__":
    sys.exit(main())
