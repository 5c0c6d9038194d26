"""``python -m benchmarks.report --only NAME …`` replaces just those benchmarks' rows in
``docs/performance.md``, keeping every other row and the text around the table."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.figures import ROOT, Figure
from benchmarks.report import HEADER, replace_rows, row

MEASURED = "row of `--only import_mtgjson --runs 3`, 2026-11-27 15:00 UTC, commit abc1234"


def _file(*rows: str) -> str:
    return "\n".join(["# Performance", "", "Measured by `python -m benchmarks.report --runs 3` on 2026-11-27 08:26 UTC.", "",
                      *HEADER, *rows, "", "Some text written by hand about `import_mtgjson`.", "", "## Method", "",
                      "- **import** (`import_mtgjson`): how.", ""])


def _figure(name: str, median: float) -> Figure:
    return Figure(name, "s", 20, [median - 1, median, median + 1], loads=[2.0, 2.5, 3.0], note="100133 new")


OLD_CPU = "| tapete-cli import: CPU (`import_mtgjson`)<br>old note | ≤ 20.0 s | **21.5 s** | 21.0–21.7 | 3 | 7.0–8.1 | **no** |"
OLD_MB = "| tapete-cli import: peak memory (`import_mtgjson`) | ≤ 200 MB | **173 MB** | 173–173 | 3 | 7.0–8.1 | yes |"
LAN = "| LAN bytes per duel (`lan_bytes`) | ≤ 250 kB | **19.9 kB** | 15.9–29.1 | 3 | 3.2–3.3 | yes |"
SEARCH = "| card search (`store_search`)<br>200 searches | ≤ 10.0 ms | **6.68 ms** | 6.19–7.13 | 3 | 3.3–3.3 | yes |"


def test_only_the_named_benchmark_rows_change_in_place() -> None:
    text = _file(LAN, OLD_CPU, OLD_MB, SEARCH)
    new = [("import_mtgjson", _figure("tapete-cli import: CPU", 16.0))]  # the peak-memory figure no longer given
    lines = replace_rows(text, ["import_mtgjson"], new, MEASURED).split("\n")
    table = lines[lines.index(HEADER[0]) + 2:lines.index("Some text written by hand about `import_mtgjson`.") - 1]
    assert table == [LAN, row("import_mtgjson", new[0][1], MEASURED), SEARCH]
    assert "**16.0 s**" in table[1] and "15.0–17.0" in table[1] and "| 2.0–3.0 | yes |" in table[1]
    assert "100133 new; " + MEASURED in table[1]
    outside = [line for line in lines if not line.startswith("| ")]
    assert outside == [line for line in text.split("\n") if not line.startswith("| ")]


def test_a_benchmark_without_rows_yet_gets_them_at_the_end_of_the_table() -> None:
    text = _file(LAN, SEARCH)
    new = [("import_mtgjson", _figure("tapete-cli import: CPU", 16.0)), ("import_mtgjson", _figure("peak", 150.0))]
    lines = replace_rows(text, ["import_mtgjson"], new, MEASURED).split("\n")
    start = lines.index(HEADER[0]) + 2
    assert lines[start:start + 5] == [LAN, SEARCH, row("import_mtgjson", new[0][1], MEASURED),
                                      row("import_mtgjson", new[1][1], MEASURED), ""]


def test_a_file_without_a_table_is_refused() -> None:
    with pytest.raises(SystemExit, match="without --only first"):
        replace_rows("# Performance\n\nnothing measured\n", ["import_mtgjson"], [], MEASURED)


def test_the_real_file_keeps_every_other_line() -> None:
    path: Path = ROOT / "docs" / "performance.md"
    text = path.read_text(encoding="utf-8")
    new = [("import_mtgjson", _figure("tapete-cli import, 100k-printing MTGJSON: CPU", 16.0))]
    before = text.split("\n")
    after = replace_rows(text, ["import_mtgjson"], new, MEASURED).split("\n")
    ours = "| tapete-cli import, 100k-printing MTGJSON"
    assert [line for line in after if not line.startswith(ours)] == [line for line in before if not line.startswith(ours)]
    assert [line for line in after if line.startswith(ours)] == [row("import_mtgjson", new[0][1], MEASURED)]
