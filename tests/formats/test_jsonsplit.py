"""The fast reader of big JSON files (members cut out of the bytes, each parsed by orjson) reads
what ijson's C backend reads, and a file it cannot read is read again by ijson: whatever the
file, ``kvitems`` gives the same members, or the same error naming the same place."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import LoadError
from engine.formats.carddata import jsonstream
from engine.formats.carddata.jsonsplit import reach
from engine.formats.carddata.jsonstream import exact_kvitems, json_source, kvitems

_TEXT = st.text(alphabet=st.sampled_from(list('ab"\\{}[],: \n\tñ/') + ["\u2014", "\U0001F600", "\x01"]), max_size=10)
_SCALARS = st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False, allow_infinity=False) | _TEXT
_VALUES = st.recursive(_SCALARS, lambda children: st.lists(children, max_size=4) | st.dictionaries(_TEXT, children, max_size=4),
                       max_leaves=25)
_SETS = st.dictionaries(_TEXT, _VALUES | st.fixed_dictionaries({"cards": st.lists(_VALUES, max_size=4)}), max_size=5)
_SPACES = st.sampled_from(["", " ", "\n", "\t ", "\r\n  "])

Reader = Callable[[Any, str], Iterator[tuple[str, Any]]]


def outcome(path: Path, reader: Reader) -> tuple[str, Any]:
    """The members ``reader`` gives of ``data``, or the message of its error."""
    try:
        with json_source(path) as source:
            return "read", [(key, json.dumps(value)) for key, value in reader(source, "data")]
    except LoadError as exc:
        return "refused", (str(exc), exc.message("en"))


def spaced(text: str, spaces: list[str]) -> str:
    """``text`` (compact JSON) with whitespace after its commas and colons outside strings."""
    out, in_string, escaped, index = [], False, False, 0
    for char in text:
        out.append(char)
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = in_string
        elif char == '"':
            in_string = not in_string
        elif char in ",:{[" and not in_string and spaces:
            out.append(spaces[index % len(spaces)])
            index += 1
    return "".join(out)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(_SETS, st.dictionaries(_TEXT, _VALUES, max_size=2), st.lists(_SPACES, max_size=5), st.booleans(),
       st.sampled_from([1, 2, 3, 7, 64, 2**16]), st.data())
def test_the_fast_reader_reads_and_refuses_as_ijson_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sets: dict[str, Any], meta: dict[str, Any], spaces: list[str],
    ascii_only: bool, block: int, data: st.DataObject,
) -> None:
    monkeypatch.setattr(jsonstream, "FAST_BLOCK", block)  # members cut across blocks of every size
    text = spaced(json.dumps({"meta": meta, "data": sets}, ensure_ascii=ascii_only, separators=(",", ":")), spaces)
    raw = text.encode()
    mutation = data.draw(st.sampled_from(["none", "delete", "insert", "replace", "cut"]))
    if mutation != "none" and raw:
        at = data.draw(st.integers(0, len(raw) - 1))
        byte = data.draw(st.sampled_from(list(b'{}[]",:\\ \x0cx0e-') + [0xFF]))
        raw = {"delete": raw[:at] + raw[at + 1:], "insert": raw[:at] + bytes([byte]) + raw[at:],
               "replace": raw[:at] + bytes([byte]) + raw[at + 1:], "cut": raw[:at]}[mutation]
    path = tmp_path / "AllPrintings.json"
    path.write_bytes(raw)
    assert outcome(path, kvitems) == outcome(path, exact_kvitems)


def test_a_valid_file_is_read_without_ijson(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(source: Any, prefix: str) -> Iterator[tuple[str, Any]]:
        raise AssertionError("read again by ijson")
        yield  # a generator, as the exact reader is

    monkeypatch.setattr(jsonstream, "exact_kvitems", refused)
    path = tmp_path / "AllPrintings.json"
    sets = {"A": {"code": "A", "cards": [{"name": "x {[\\\"", "text": "]}" * 40}] * 3000}, "B": {"cards": []}, "C": 5}
    path.write_text(json.dumps({"meta": {"v": [1, {"a": "}"}]}, "data": sets}, indent=1), encoding="utf-8")
    with json_source(path) as source:
        assert dict(kvitems(source, "data")) == sets


def test_a_broken_set_after_good_ones_names_the_byte_ijson_names(tmp_path: Path) -> None:
    path = tmp_path / "AllPrintings.json"
    good = json.dumps({"cards": [{"name": "c", "text": "x" * 100}] * 2000})
    path.write_text('{"data": {"A": ' + good + ', "B": ' + good + ', "C": {"cards": [{"name": "c",, }]}}}', encoding="utf-8")
    offset = path.read_bytes().index(b",, }") + 1
    with pytest.raises(LoadError) as refusal, json_source(path) as source:
        members = kvitems(source, "data")
        assert [next(members)[0], next(members)[0]] == ["A", "B"]
        next(members)
    assert refusal.value.message("en").endswith(f"invalid JSON at byte {offset}: parse error: invalid object key (must be a string)")


def test_what_only_ijson_reads_is_read_by_ijson(tmp_path: Path) -> None:
    path = tmp_path / "set.json"
    path.write_bytes(b'{"data": {"A": {"cards": [{"name": "a"}]},\x0c"B": {"cards": [{"name": "\\ud800"}]}}}')  # a form feed, a lone surrogate
    with json_source(path) as source:
        assert list(kvitems(source, "data")) == [("A", {"cards": [{"name": "a"}]}), ("B", {"cards": [{"name": "?"}]})]


@given(st.text(alphabet="[]{}", max_size=200))
def test_reach_is_how_far_below_and_a_bound_on_how_far_above(brackets: str) -> None:
    depth, lowest, highest = 0, 0, 0
    for bracket in brackets:
        depth += 1 if bracket in "[{" else -1
        lowest, highest = min(lowest, depth), max(highest, depth)
    below, above = reach(brackets.encode())
    assert below == -lowest
    assert above >= highest
