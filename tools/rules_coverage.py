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
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@dataclass(frozen=True)
class GameRules:
    prefix: str
    title: str
    rulebook: str
    clause: re.Pattern[str] | None = None  # numbered clauses; None: sections and paragraphs
    cite: str = r"\d+(?:\.\d+)+"  # how a clause id looks where it is cited
    example: str = "N.N"  # a clause id as the document describes it


GAMES = {
    "six": GameRules(
        prefix="SiX",
        title="Souls in Xtinction",
        rulebook="souls-in-xtinction.txt",
        clause=re.compile(r"^\s*-?\s*(\d+(?:\.\d+)+)\.?\s+(\S.*)$"),
    ),
    "ygo": GameRules(
        prefix="YGO",
        title="Yu-Gi-Oh!",
        rulebook="yu-gi-oh.txt",
        cite=r"[A-Z][A-Za-z]*\.\d+",
        example="Seccion.N",
    ),
}


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


def rulebook_clauses(rules: GameRules, text: str) -> list[tuple[str, str]]:
    if rules.clause is None:
        return section_paragraphs(text)
    found: list[tuple[str, str]] = []
    seen = set()
    for line in text.splitlines():
        match = rules.clause.match(line)
        if match and match[1] not in seen:
            seen.add(match[1])
            found.append((match[1], match[2].strip()))
    return found


def is_title(clause: str, text: str, all_ids: set[str]) -> bool:
    has_children = any(other.startswith(clause + ".") for other in all_ids)
    return has_children and (text.endswith(":") or len(text.split()) <= 7)


def scenario_citations(rules: GameRules, folder: Path) -> dict[str, list[str]]:
    cited: dict[str, list[str]] = {}
    for path in sorted(folder.rglob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for rule in data.get("scenario", {}).get("rules", []):
            if rule.startswith(rules.prefix + " "):
                cited.setdefault(rule.split(" ", 1)[1], []).append(path.relative_to(ROOT).as_posix())
    return cited


def test_citations(rules: GameRules, folder: Path) -> dict[str, list[str]]:
    cited: dict[str, list[str]] = {}
    pattern = re.compile(re.escape(rules.prefix) + r" (" + rules.cite + ")")
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


def notes(folder: Path) -> dict[str, str]:
    reasons: dict[str, str] = {}
    for path in sorted(folder.glob("*.toml")):
        for clause, reason in tomllib.loads(path.read_text(encoding="utf-8")).get("notes", {}).items():
            reasons[clause] = reason
    return reasons


def render(game: str) -> tuple[str, list[str]]:
    """The document, and the clauses that are neither covered nor explained."""
    rules = GAMES[game]
    clauses = rulebook_clauses(rules, (SHARED / "rules" / rules.rulebook).read_text(encoding="utf-8"))
    ids = {clause for clause, _ in clauses}
    scenarios = scenario_citations(rules, ROOT / "tests" / "scenarios" / game)
    tests = test_citations(rules, ROOT / "tests")
    reasons = notes(ROOT / "docs" / "rules-coverage" / f"{game}-notes")
    rows, missing = [], []
    counts = {"tested": 0, "reason": 0, "title": 0}
    for clause, text in clauses:
        covered = [f"`{s}`" for s in scenarios.get(clause, [])] + [f"`{t}`" for t in tests.get(clause, [])]
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
        rows.append(f"| {clause} | {short.replace('|', '/')} | {status} |")
    unknown = sorted((set(scenarios) | set(reasons)) - ids, key=lambda c: [p.zfill(4) for p in c.split(".")])
    head = [
        f"# {rules.title}: cobertura de reglas",
        "",
        f"Generado por `python tools/rules_coverage.py {game}` a partir de `shared/rules/{rules.rulebook}`, "
        f"los escenarios de `tests/scenarios/{game}/` (su lista `rules`), las pruebas de `tests/` que citan "
        f"`{rules.prefix} {rules.example}` y los motivos de `docs/rules-coverage/{game}-notes/`. No editar a mano.",
        "",
        f"{len(clauses)} reglas: {counts['tested']} con pruebas, {counts['reason']} sin conducta comprobable "
        f"(con motivo), {counts['title']} títulos de sección, {len(missing)} sin cubrir.",
        "",
    ]
    if unknown:
        head += [f"Citas a reglas que no existen en el reglamento: {', '.join(unknown)}", ""]
    head += ["| regla | texto | cubierta por |", "|---|---|---|"]
    return "\n".join(head + rows) + "\n", missing + [f"inexistente {u}" for u in unknown]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
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
