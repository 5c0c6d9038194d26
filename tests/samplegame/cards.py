"""The sample game's cards: a name and a strength, read from ``assets/sets/*.toml``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from engine.core.cardfile import CardReader
from engine.core.cards import CardDef
from engine.core.text import Text
from engine.core.textfiles import load_toml, read_text


@dataclass(frozen=True)
class SampleCard(CardDef):
    fuerza: int = 0

    def printed_stats(self) -> tuple[tuple[str, str], ...]:
        return (("fuerza", str(self.fuerza)),)


def load_set(path: Path) -> Iterator[SampleCard]:
    text = read_text(path)
    for index, table in enumerate(load_toml(path, text).get("card", [])):
        reader = CardReader(str(path), text, table, index)
        reader.check_keys(table, {"code", "name", "name_en", "fuerza", "text"}, Text("carta", "card"))
        if not isinstance(table.get("fuerza"), int):
            raise reader.fail(Text("«fuerza» debe ser un número", "«fuerza» must be a number"))
        yield SampleCard("muestra", table["code"], table["name"], "Unidad", str(table.get("text", "")),
                         name_en=str(table.get("name_en", "")), fuerza=table["fuerza"])
