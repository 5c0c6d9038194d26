"""Each game looks like itself: the frame of a face follows the card's kind in every game —
Yu-Gi-Oh! Normal, Effect, Fusion and Ritual monsters, spells and traps each in their own
colours (in Spanish or English), Magic by colour, Souls in Xtinction, Mitos y Leyendas and
Eliria by their kinds."""

from __future__ import annotations

import pytest

from cardimages.faces import FaceData, face_from_card_def
from cardimages.frames import DEFAULT_PALETTE, frame_for
from cardimages.render import render_face
from engine.core.game import get_game

YGO_KINDS = {"Monstruo Normal": "normal", "Monstruo de Efecto": "effect", "Monstruo de Fusión": "fusion",
             "Monstruo de Ritual": "ritual", "Mágica Normal": "spell", "Mágica de Ritual": "spell",
             "Mágica de Campo": "spell", "Mágica de Equipo": "spell", "Trampa Normal": "trap",
             "Trampa Continua": "trap", "Trampa de Contraefecto": "trap", "Ficha de Monstruo": "token"}


def _kinds(game: str) -> dict[str, set[str]]:
    """The frame kinds of a game's shipped cards, by the first part of their type line."""
    kinds: dict[str, set[str]] = {}
    for card in get_game(game).cards:
        face = face_from_card_def(card)
        kinds.setdefault(face.type_line.split(" — ")[0].replace(" · Limbo", ""), set()).add(frame_for(face).kind)
    return kinds


def test_each_yugioh_card_type_has_its_frame() -> None:
    kinds = _kinds("ygo")
    for type_line, kind in YGO_KINDS.items():
        assert kinds.get(type_line) == {kind}, (type_line, kinds.get(type_line))
    palettes = {kind: frame_for(next(face_from_card_def(c) for c in get_game("ygo").cards
                                     if frame_for(face_from_card_def(c)).kind == kind)).palette
                for kind in ("normal", "effect", "fusion", "ritual", "spell", "trap")}
    assert len(set(palettes.values())) == 6, "two Yu-Gi-Oh! card types share a frame"


@pytest.mark.parametrize(("type_line", "kind"), [
    ("Spell Card", "spell"), ("Trap Card", "trap"), ("Normal Monster", "normal"), ("Effect Monster", "effect"),
    ("Fusion Monster", "fusion"), ("Ritual Monster", "ritual"), ("[Spellcaster/Fusion/Effect]", "fusion"),
    ("Quick-Play Spell", "spell"), ("Counter Trap", "trap")])
def test_english_yugioh_type_lines_find_their_frame(type_line: str, kind: str) -> None:
    assert frame_for(FaceData("ygo", "1", "A card", type_line, stats=(("atk", "1000"),))).kind == kind


def test_eliria_kinds_have_frames_of_their_own() -> None:
    kinds = _kinds("eliria")
    assert kinds["Combate"] >= {"combate"} and kinds["Invocación"] == {"invocacion"} and kinds["Reacción"] == {"reaccion"}
    palettes = {frame_for(face_from_card_def(c)).palette for c in get_game("eliria").cards}
    assert DEFAULT_PALETTE not in palettes and len(palettes) >= 3


@pytest.mark.parametrize(("game", "expected"), [
    ("six", {"Unidad": {"unidad", "token"}, "Conjuro": {"conjuro"}, "Ente": {"ente"}, "Arma": {"arma"}, "Maná": {"mana"}}),
    ("myl", {"Aliado": {"aliado"}, "Talismán": {"talismán"}, "Tótem": {"tótem"}, "Arma": {"arma"}, "Oro": {"oro"}})])
def test_six_and_myl_kinds_have_their_frames(game: str, expected: dict[str, set[str]]) -> None:
    kinds = _kinds(game)
    for type_line, kind in expected.items():
        assert kinds[type_line] <= kind and kinds[type_line], (type_line, kinds[type_line])


def test_a_spell_and_a_trap_look_different_on_the_table() -> None:
    spell = render_face(FaceData("ygo", "1", "Raigeki", "Mágica Normal", theme="spell"), 120)
    trap = render_face(FaceData("ygo", "2", "Hueco Trampa", "Trampa Normal", theme="trap"), 120)
    monster = render_face(FaceData("ygo", "3", "Dragón", "Monstruo Normal", theme="monster"), 120)
    border = (2, 90)
    assert len({spell.getpixel(border), trap.getpixel(border), monster.getpixel(border)}) == 3
