"""``tapete-cli ygo coverage``: a card counts only when all of its text is automated by templates
that have a test; the command reports a cards.cdb over the classic kinds and the .ydk decks."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from engine.core import get_game
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.coverage import TEMPLATES, Coverage, classic_kind, counts, shapes
from tapete_cli.main import main
from tests.helpers import SHARED

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios" / "ygo"
CDB = SHARED / "testdata" / "ygo-cdb" / "cards.cdb"
YDK = SHARED / "testdata" / "ydk"


@pytest.mark.parametrize("template", sorted(TEMPLATES))
def test_every_template_names_a_test_that_exists(template: str) -> None:
    path, name = TEMPLATES[template].split("::")
    assert re.search(rf"^def {name}\(", (ROOT / path).read_text(encoding="utf-8"), re.M), TEMPLATES[template]


def test_every_card_tapete_scripts_by_passcode_has_a_scenario() -> None:
    scenarios = " ".join(p.read_text(encoding="utf-8") for p in SCENARIOS.glob("*.toml"))
    scripted = [c for c in get_game("ygo").load_cards() if isinstance(c, YgoCard) and c.passcode and c.automated]
    assert len(scripted) >= 10
    assert [c.name for c in scripted if f'"{c.name}"' not in scenarios] == []


def test_a_card_counts_only_when_automated_by_tested_templates() -> None:
    card = YgoCard(game="ygo", code="1", name="x", card_type="Monstruo Normal")
    assert counts(replace(card, templates=("normal-monster",)))
    assert not counts(card)  # automated but nothing says how: not counted
    assert not counts(replace(card, templates=("normal-monster", "no-such-template")))
    assert not counts(replace(card, automated=False, templates=("normal-monster",)))


def test_missing_templates_blank_names_and_numbers() -> None:
    assert shapes('Destroy "Dark Magician". Draw 2 cards.') == {"Destroy 「X」.", "Draw N cards."}
    assert shapes("①：从自己的卡组抽2张卡。「青眼白龙」破坏。") == {"N：从自己的卡组抽N张卡。", "「X」破坏。"}
    coverage = Coverage()
    coverage.add(YgoCard(game="ygo", code="2", name="y", card_type="Trampa Normal", text="Draw 1 card.",
                         kind="trap", automated=False), copies=3)
    assert (coverage.total, coverage.automated, coverage.missing["Draw N cards."]) == (3, 0, 0)
    assert coverage.missing["Draw N card."] == 3


def test_the_classic_kinds_leave_out_synchro_xyz_pendulum_link_and_tokens() -> None:
    assert classic_kind(["Monster", "Effect"]) and classic_kind(["Monster", "Fusion"]) and classic_kind(["Trap"])
    assert not any(classic_kind(["Monster", kind]) for kind in ("Synchro", "Xyz", "Pendulum", "Link", "Token"))


@pytest.mark.skipif(not CDB.exists(), reason="shared/testdata is not beside the checkout")
def test_the_command_reports_the_shared_card_data_and_decks(capsys: pytest.CaptureFixture[str]) -> None:
    decks = [str(YDK / "Starter Deck - Yugi Reloaded.ydk"), str(YDK / "Rose Dragon.ydk")]
    assert main(["--lang", "en", "ygo", "coverage", str(CDB), *decks, "--top", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    first = re.match(r"cards\.cdb: (\d+)/(\d+) = [\d.]+ % automated", out[0])
    assert first is not None and int(first.group(2)) == 8152 and 0 < int(first.group(1)) < 8152
    assert any(line.startswith("Starter Deck - Yugi Reloaded.ydk: ") for line in out)
    assert any(line.startswith("Rose Dragon.ydk: does not load (") and "unknown code" in line for line in out)
    assert out[-4] == "missing templates, commonest first:" and len(out[-3:]) == 3
