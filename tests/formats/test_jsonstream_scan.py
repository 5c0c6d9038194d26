"""The block scanner that guards ijson's C backend: it follows strings, escapes and nesting
exactly, whatever the block boundaries, and refuses what would exhaust the memory."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import LoadError
from engine.formats.carddata import jsonstream
from engine.formats.carddata.jsonstream import MAX_DEPTH, _Scan, json_source, kvitems

_TEXT = st.text(alphabet=st.sampled_from(list('ab"\\{}[],: \n\tñ') + ["\u2014"]), max_size=12)
_VALUES = st.recursive(
    st.none() | st.booleans() | st.floats(allow_nan=False, allow_infinity=False) | _TEXT,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(_TEXT, children, max_size=4),
    max_leaves=30,
)


def depth(value: object) -> int:
    if isinstance(value, list):
        return 1 + max(map(depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(depth, value.values()), default=0)
    return 0


def fed(data: bytes, cuts: list[int]) -> _Scan:
    """A scan of ``data`` handed out in blocks ending at ``cuts``."""
    scan = _Scan(Path(__file__))  # a refusal names a line of some existing file
    start = 0
    for end in sorted({min(cut, len(data)) for cut in cuts} | {len(data)}):
        if end > start:
            scan.feed(data[start:end], end)
            start = end
    return scan


@settings(max_examples=100)
@given(_VALUES, st.lists(st.integers(min_value=1, max_value=400), max_size=12))
def test_any_json_ends_outside_strings_at_depth_zero(value: object, cuts: list[int]) -> None:
    data = json.dumps({"v": value}, ensure_ascii=False).encode()
    scan = fed(data, cuts)
    assert (scan.depth, scan.in_string, scan.escaped) == (0, False, False)


@settings(max_examples=80)
@given(_VALUES, st.lists(st.integers(min_value=1, max_value=400), max_size=12), st.integers(min_value=1, max_value=5))
def test_nesting_is_refused_exactly_past_the_limit(value: object, cuts: list[int], extra: int) -> None:
    nested: object = value
    levels = MAX_DEPTH - depth(value) - 1 + (extra if extra > 2 else 0)  # over the limit when extra > 2
    for _ in range(max(levels, 0)):
        nested = [nested]
    data = json.dumps({"v": nested}, ensure_ascii=False).encode()
    if depth({"v": nested}) > MAX_DEPTH:
        with pytest.raises(LoadError, match="anidado a más de 64 niveles"):
            fed(data, cuts)
    else:
        assert fed(data, cuts).depth == 0


def test_brackets_and_escaped_quotes_inside_strings_are_not_nesting() -> None:
    data = json.dumps({"text": "{T}: Add {G}. [+1]: \\\" \"quoted\" " + "[" * 100}).encode()
    for block in (1, 2, 3, 7, len(data)):
        assert fed(data, list(range(block, len(data), block))).depth == 0


def test_a_string_longer_than_any_card_text_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonstream, "MAX_VALUE_BYTES", 1000)
    monkeypatch.setattr(jsonstream, "READ_BLOCK", 2**16)  # the string spans blocks, as a 16 MB one spans 1 MiB blocks
    path = tmp_path / "set.json"
    path.write_text('{"data": {"code": "X", "name": "' + "x" * 200_000 + '"}}', encoding="utf-8")
    with json_source(path) as source, pytest.raises(LoadError, match="un valor JSON de más de 0 MB no es una carta"):
        list(kvitems(source, "data"))


def test_a_set_of_more_values_than_any_set_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonstream, "MAX_ITEM_ELEMENTS", 5000)
    monkeypatch.setattr(jsonstream, "READ_BLOCK", 2**16)
    path = tmp_path / "set.json"
    x, y = json.dumps({"cards": [{"name": "c"}] * 1000}), json.dumps({"cards": list(range(10_000))})
    path.write_text('{"data": {"X": ' + x + ', "Y": ' + " " * 2**17 + y + "}}", encoding="utf-8")  # read in 64 KiB blocks
    with json_source(path) as source:
        values = kvitems(source, "data")
        assert next(values)[0] == "X"  # 3,000 values: read
        with pytest.raises(LoadError, match="5.000 elementos no es un set de cartas"):
            next(values)
