"""Text files: fallback encodings, TOML errors with lines, and writes that never leave half a file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.core import textfiles
from engine.core.errors import LoadError
from engine.formats.collection import write_collection
from engine.formats.records import CollectionRow


def test_atomic_write_replaces_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "mazo.txt"
    path.write_text("viejo\n", encoding="utf-8")
    textfiles.write_text_atomic(path, "nuevo\r\nlínea\n")
    assert path.read_bytes() == "nuevo\r\nlínea\n".encode()
    assert [p.name for p in tmp_path.iterdir()] == ["mazo.txt"]


def test_failed_atomic_write_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "coleccion.csv"
    path.write_text("lo que ya estaba\n", encoding="utf-8")

    def disk_full(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(OSError):
        write_collection([CollectionRow(2, "Shock", "M21")], "manabox", path)
    assert path.read_text(encoding="utf-8") == "lo que ya estaba\n"
    assert [p.name for p in tmp_path.iterdir()] == ["coleccion.csv"]


def test_read_text_falls_back_from_utf8(tmp_path: Path) -> None:
    path = tmp_path / "viejo.ydk"
    path.write_bytes("#main\n#created by Ñandú\r\n".encode("cp1252"))
    assert textfiles.read_text(path, fallback="cp1252") == "#main\n#created by Ñandú\n"
    with pytest.raises(LoadError) as info:
        textfiles.read_text(path)
    assert "viejo.ydk:2" in str(info.value) and "UTF-8" in str(info.value)


def test_toml_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "set.toml"
    path.write_text('[carta]\nnombre = "Ángel"\ncoste = \n', encoding="utf-8")
    with pytest.raises(LoadError) as info:
        textfiles.load_toml(path)
    assert "set.toml" in str(info.value) and "3" in str(info.value)
