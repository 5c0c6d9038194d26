"""Tapete's scripted Monster Reborn (Monstruo Renacido, 83764718, assets/games/ygo/sets/reglamento.toml) only
targets a monster that may be Special Summoned from the Graveyard (YGO Cartas.2: a card's text overrides the
rulebook), with real cards of the shared cards.cdb beside it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from tests.ygo.test_cardtext import _play, card_state, needs_cdb

REBORN = "Monstruo Renacido"


@needs_cdb
def test_monster_reborn_does_not_list_a_monster_that_cannot_leave_the_graveyard(tmp_path: Path) -> None:
    # 永火幻象 Infernity Mirage: "cannot be Special Summoned from the GY"; 古代的机械巨人 Ancient Gear Golem: "cannot
    # be Special Summoned"; 黑魔术骑士 Dark Magician Knight: only by the effect of "Knight's Calling" — none is listed,
    # while 永火矮人 (no such text) is, on either side (YGO Cartas.2)
    _play(tmp_path, f'[setup.P1]\nhand = ["{REBORN}"]\ngraveyard = ["永火幻象", "永火矮人"]\n[setup.P2]\ngraveyard = ["古代的机械巨人", "黑魔术骑士"]',
          f'[[step]]\ndo = "activate {REBORN}"\n'
          '[[step]]\nexpect = { legal = ["target 永火矮人"], not_legal = ["target 永火幻象", "target 古代的机械巨人", '
          '"target 黑魔术骑士"] }')


@needs_cdb
def test_monster_reborn_is_not_activated_with_only_unsummonable_monsters(tmp_path: Path) -> None:
    _play(tmp_path, f'[setup.P1]\nhand = ["{REBORN}"]\ngraveyard = ["永火幻象"]\n[setup.P2]\ngraveyard = ["古代的机械巨人"]',
          f'[[step]]\nrefuse = "activate {REBORN}"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_monster_reborn_revives_a_legal_target(tmp_path: Path) -> None:
    _play(tmp_path, f'[setup.P1]\nhand = ["{REBORN}"]\ngraveyard = ["永火幻象", "永火矮人"]',
          f'[[step]]\ndo = "activate {REBORN}"\n[[step]]\ndo = "target 永火矮人"\n[[step]]\ndo = "attack position"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.monstruos" = ["永火矮人"] }}, count = {{ "P1.cementerio" = 2 }}, '
          f'contains = {{ "P1.cementerio" = ["永火幻象", "{REBORN}"] }} }}')


@needs_cdb
def test_monster_reborn_refuses_an_unsummonable_target_named_anyway(tmp_path: Path) -> None:
    # the notation names only listed targets; an action naming another (a click on it) is refused by the text's rule
    state = card_state(tmp_path, f'[setup.P1]\nhand = ["{REBORN}"]\ngraveyard = ["永火幻象", "永火矮人", "青眼究极龙"]')
    state.apply_action(state.parse_action(f"activate {REBORN}", 0))
    named = {state.defn(cid).name: cid for cid in state.ids(0, "cementerio")}
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("target", 0, (named["永火幻象"],)))
    assert refused.value.rule.id == "YGO Cartas.2" and "永火幻象" in refused.value.message("en")
    # a Fusion Monster (青眼究极龙 Blue-Eyes Ultimate Dragon) is Special Summoned only by Fusion, as the engine reads it
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("target", 0, (named["青眼究极龙"],)))
    assert refused.value.rule.id == "YGO CartasDeMonstruosFusion.1"
    assert state.state_hash() == before
    assert Action("target", 0, (named["永火矮人"],)) in state.legal_actions()


@needs_cdb
def test_a_fusion_monster_fusion_summoned_comes_back_and_one_never_summoned_does_not(tmp_path: Path) -> None:
    # 宝石骑士·仿钻 Gem-Knight Zirconia, Fusion Summoned by 融合 Polymerization and destroyed by 黑洞 Dark Hole, is a
    # Monster Reborn target; 青眼究极龙 Blue-Eyes Ultimate Dragon, put in the Graveyard with no Fusion Summon, is not
    # (YGO CartasDeMonstruosFusion.1: a Fusion Monster comes out by Fusion; the one made once may come back)
    state = card_state(tmp_path, f'[setup.P1]\nhand = ["融合", "宝石骑士·红榴", "岩石巨兵", "黑洞", "{REBORN}"]\n'
                       'fusion = ["宝石骑士·仿钻"]\ngraveyard = ["青眼究极龙"]')
    for text in ("activate 融合", "choose 宝石骑士·仿钻", "attack position", "activate 黑洞"):
        state.apply_action(state.parse_action(text, 0))
    while state.prompt is not None and state.prompt.kind != "principal":  # the opponent passes
        state.apply_action(Action("pass", state.prompt.player))
    assert state.ids(0, "monstruos") == []
    state.apply_action(state.parse_action(f"activate {REBORN}", 0))
    named = {state.defn(cid).name: cid for cid in state.ids(0, "cementerio")}
    assert Action("target", 0, (named["宝石骑士·仿钻"],)) in state.legal_actions()
    assert Action("target", 0, (named["青眼究极龙"],)) not in state.legal_actions()
    state.apply_action(Action("target", 0, (named["宝石骑士·仿钻"],)))
    state.apply_action(state.parse_action("attack position", 0))
    assert [state.defn(cid).name for cid in state.ids(0, "monstruos")] == ["宝石骑士·仿钻"]
