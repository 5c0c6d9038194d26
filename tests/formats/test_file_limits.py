"""Every file of 100 MB built to hang or exhaust Tapete (``benchmarks/hostile_files.py``: random
bytes, a million tiny cards, one value of 100 MB, nesting, comments, cells of 100 MB…) is read or
refused, in a child process, under 200 MB of memory and with a message naming it. The child has a
generous time limit (a hang guard); the benchmark prints the times (target 10 s)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.hostile_files import HOSTILE, read_in_child, write

MEGABYTES = 100


@pytest.mark.soak
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the peak memory from /proc")
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_file_of_100_mb_is_read_or_refused_within_200_mb(tmp_path: Path, name: str) -> None:
    kind = HOSTILE[name][0]
    path = write(name, tmp_path, MEGABYTES * 2**20)
    reading = read_in_child(kind, path, timeout=300)
    assert not reading.crashed, reading.outcome
    assert reading.outcome == "leído" or reading.outcome.startswith(f"rechazado: {path}")
    assert len(reading.outcome) < 500
    assert reading.peak_mb < 200, f"{name}: {reading.peak_mb} MB"
