"""Mutated saves, decks, card files and collections: Tapete reads each or refuses it with an
error naming the file, never a traceback, never a hang, never a message of megabytes.

The soak run (``pytest -m soak``; CI runs it) gives every seed file each kind of byte mutation
once (files over 1 MB: two mutants, they are read by the same code as their smaller kin), each
saved game every kind too, each distinct field of the saves (``actions[*].player`` once, not
once per action) a value of another type, and the small card databases every column and cell
value between them: a few hundred well-chosen mutants per format, where it used to be thousands
of random ones (over an hour on a slow CI machine). The normal suite runs a few hundred of the
same kinds. A failure lists each file (and mutation) that broke, with the exception and where
it was raised.
"""

from __future__ import annotations

import json
import signal
import traceback
from itertools import chain
from pathlib import Path
from typing import Callable, Iterator

import pytest

from engine.core import Rng
from engine.core.errors import TapeteError
from tests.formats.fuzz_mutations import BYTE_MUTATIONS, SWAPS, cdb_swaps, json_paths, mutants, swapped
from tests.formats.fuzz_seeds import READERS, TESTDATA, Seed, real_seeds, save_seeds, written_seeds

HANG_SECONDS = 60
"""A generous guard: a mutant still being read after this long is reported as a hang."""

MAX_MESSAGE = 25_000
"""The longest refusal: twenty problems of at most 1,000 characters, and the count of the rest."""

Case = tuple[Seed, str, bytes]


class Hang(Exception):
    """Raised by the guard's alarm inside a reader that does not finish."""


def _alarm(_signum: int, _frame: object) -> None:
    raise Hang


def failure(reader: Callable[[Path], object], path: Path) -> str | None:
    """What is wrong with how ``reader`` treats the file at ``path``, or ``None``."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(HANG_SECONDS)
    try:
        reader(path)
    except TapeteError as exc:
        message = str(exc)
        if str(path) not in message:
            return f"la negativa no nombra el archivo: {message[:300]}"
        if len(message) > MAX_MESSAGE:
            return f"un mensaje de {len(message)} caracteres"
    except Hang:
        return f"no termina en {HANG_SECONDS} s"
    except Exception as exc:  # the point of the test: anything else reaches the player as a traceback
        where = traceback.extract_tb(exc.__traceback__)[-1]
        return f"{type(exc).__name__} en {Path(where.filename).name}:{where.lineno}: {str(exc)[:300]}"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return None


def run(cases: Iterator[Case], folder: Path) -> tuple[int, list[str]]:
    """Read every case from ``folder``; the number read and the failures, each naming its file."""
    count, failures = 0, []
    for number, (seed, description, data) in enumerate(cases):
        path = folder / str(number) / seed.name
        path.parent.mkdir(parents=True)
        path.write_bytes(data)
        problem = failure(READERS[seed.kind], path)
        if problem:
            failures.append(f"{seed.kind} {seed.name} ({description}): {problem}")
        path.unlink()
        count += 1
    return count, failures


def byte_cases(seeds: list[Seed], per_seed: Callable[[Seed], int], rng: Rng) -> Iterator[Case]:
    for seed in seeds:
        for description, data in mutants(seed.data, rng.fork(), per_seed(seed)):
            yield seed, description, data


def each_kind(seed: Seed) -> int:
    """Mutants enough for every kind of byte mutation once: twice as many for JSON and SQLite
    files, every other one of which changes a field or cell (``mutants``)."""
    kinds = len(BYTE_MUTATIONS)
    if seed.data.startswith(b"SQLite format 3\x00"):
        return 2 * kinds
    try:
        json.loads(seed.data.decode("utf-8-sig"))
    except ValueError:
        return kinds
    return 2 * kinds


def field_cases(saves: list[Seed], rng: Rng, every: int = 1, shapes: bool = False) -> Iterator[Case]:
    """Each ``every``-th field of each save given a value of another type (types in turn); with
    ``shapes``, only the first field of each shape (list indexes aside: ``actions[*].player``)."""
    for seed in saves:
        doc = json.loads(seed.data)
        seen: set[tuple[object, ...]] = set()
        for index, path in enumerate(json_paths(doc)):
            shape = tuple("*" if isinstance(key, int) else key for key in path)
            if index % every == 0 and not (shapes and shape in seen):
                seen.add(shape)
                description, data = swapped(doc, path, SWAPS[(index // every + rng.below(len(SWAPS))) % len(SWAPS)])
                yield seed, description, data


def cell_cases(seeds: list[Seed], every: int = 1) -> Iterator[Case]:
    """Each ``every``-th cell swap of the small SQLite card databases among ``seeds``, the n-th
    database from its n-th swap on: with ``every`` databases, each swap is made to one of them."""
    small = [seed for seed in seeds if seed.data.startswith(b"SQLite format 3\x00") and len(seed.data) <= 200_000]
    for number, seed in enumerate(small):
        for index, (description, data) in enumerate(cdb_swaps(seed.data)):
            if index % every == number % every:
                    yield seed, description, data


def report(count: int, failures: list[str]) -> str:
    shown = "\n".join(failures[:40])
    more = f"\n… y {len(failures) - 40} más" if len(failures) > 40 else ""
    return f"{len(failures)} de {count} archivos mutados fallan:\n{shown}{more}"


@pytest.fixture(scope="module")
def saves() -> list[Seed]:
    return list(save_seeds())


def test_a_sample_of_mutated_files_is_read_or_refused_by_name(tmp_path: Path, saves: list[Seed]) -> None:
    seeds = [*real_seeds(size_limit=300_000), *written_seeds()]
    rng = Rng(20)
    cases = chain(byte_cases(seeds, lambda seed: 2, rng), byte_cases(saves, lambda seed: 6, rng),
                  field_cases(saves, rng, every=25), cell_cases(seeds, every=20))
    count, failures = run(cases, tmp_path)
    assert count >= (300 if TESTDATA.is_dir() else 100)  # without ../shared/testdata: the assets' and writers' files
    assert not failures, report(count, failures)


@pytest.mark.soak
def test_every_kind_of_mutation_of_every_file_is_read_or_refused_by_name(tmp_path: Path, saves: list[Seed]) -> None:
    seeds = [*real_seeds(size_limit=None), *written_seeds()]
    rng = Rng(2026)
    cases = chain(byte_cases(seeds, lambda seed: 2 if len(seed.data) > 1_000_000 else each_kind(seed), rng),
                  byte_cases(saves, each_kind, rng), field_cases(saves, rng, shapes=True), cell_cases(seeds, every=2))
    count, failures = run(cases, tmp_path)
    print(f"{count} archivos mutados de {len(seeds) + len(saves)} semillas")
    assert count >= (2000 if TESTDATA.is_dir() else 400)  # without ../shared/testdata: the assets' and writers' files
    assert not failures, report(count, failures)
