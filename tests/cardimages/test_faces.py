"""Card faces from generic card data: frames per game and card type, true size, text that fits."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageDraw

from cardimages.faces import FaceData, face_from_card_def, face_from_record, plain_face
from cardimages.frames import DEFAULT_PALETTE, THEMES, card_mm, card_pixels, frame_for
from cardimages.keywords import keyword_pattern
from cardimages.render import card_size, render_face
from cardimages.fonts import font
from cardimages.textlayout import fit_text, styled_words
from engine.core.faces import FaceStyle
from engine.core.game import Game, game_names, get_game
from engine.games.mtg.face_style import PALETTES as MTG
from engine.games.ygo.face_style import PALETTES as YGO
from tests.cardimages.decks import mtg_card


def test_true_sizes_at_300_dpi() -> None:
    assert card_mm("mtg") == card_mm("six") == card_mm("eliria") == (63.0, 88.0)
    assert card_mm("ygo") == (59.0, 86.0)
    assert card_pixels("mtg", 300) == (744, 1039)
    assert card_pixels("ygo", 300) == (697, 1016)
    assert render_face(FaceData("ygo", "89631139", "Blue-Eyes White Dragon"), 697).size == card_size(697, "ygo") == (697, 1016)
    assert render_face(FaceData("mtg", "161", "Lightning Bolt"), 744).size == (744, 1039)


def test_frames_follow_game_and_card_type() -> None:
    bolt = FaceData("mtg", "161", "Lightning Bolt", "Instant", "{R}")
    gold = FaceData("mtg", "1", "Niv-Mizzet", "Legendary Creature — Dragon", "{2}{U}{R}")
    forest = FaceData("mtg", "250", "Forest", "Basic Land — Forest")
    assert frame_for(bolt).palette == MTG["R"] and frame_for(gold).palette == MTG["multi"]
    assert frame_for(forest).palette == MTG["land"]
    assert frame_for(face_from_record(mtg_card(1))).palette == MTG["G"]  # the record's colours
    xyz = FaceData("ygo", "1", "Number 39", "[Warrior/Xyz/Effect]")
    trap = FaceData("ygo", "2", "Mirror Force", "Trap Card")
    normal = FaceData("ygo", "89631139", "Blue-Eyes White Dragon", "[Dragon/Normal]", stats=(("level", "8"),))
    assert (frame_for(xyz).kind, frame_for(trap).kind, frame_for(normal).kind) == ("xyz", "trap", "normal")
    assert frame_for(xyz).palette == YGO["xyz"] and frame_for(xyz).palette.ink[0] > 200  # light text on black
    assert frame_for(FaceData("six", "S1", "Lobo", "Unidad", theme="unidad")).palette == THEMES["unidad"]
    # a game Tapete does not know: the kind from the type line's words, else the default frame
    assert frame_for(FaceData("eliria", "E1", "Guardiana", "Unidad — Elfa")).palette == THEMES["unidad"]
    assert frame_for(FaceData("zzz", "Z1", "Mystery")).palette == DEFAULT_PALETTE


def test_every_game_declares_what_its_faces_look_like() -> None:
    """A game's faces are its own declaration (``Game.face_style``), not a branch in cardimages."""
    for name in game_names():
        game = get_game(name)
        assert game.face_style is not Game.face_style, f"{name} declares no face style"
        assert isinstance(game.face_style, FaceStyle) and card_mm(name) == game.face_style.card_mm


def test_different_frames_look_different() -> None:
    red = render_face(FaceData("mtg", "1", "A", "Instant", "{R}"), 200)
    blue = render_face(FaceData("mtg", "1", "A", "Instant", "{U}"), 200)
    assert red.getpixel((3, 100)) != blue.getpixel((3, 100))


def test_keywords_are_bold_and_reminder_text_italic() -> None:
    words = styled_words("Flying, vigilance (This creature can fly.)\nWhen it dies, draw.", keyword_pattern("mtg"))
    styles = {w.text: w.style for w in words[0]}
    assert styles["Flying"] == "bold" and styles["vigilance"] == "bold" and styles["(This"] == "italic"
    comma = next(w for w in words[0] if w.text == ",")
    assert comma.glued and comma.style == "regular"
    assert all(w.style == "regular" for w in words[1])
    # a card's own keywords (SiX "Sed de Sangre") are bold too, multi-word
    six = styled_words("Sed de Sangre. Gana 1.", keyword_pattern("six", ("sed de sangre",)))
    assert [w.style for w in six[0][:3]] == ["bold"] * 3


@settings(max_examples=40)
@given(st.lists(st.text(alphabet="abcdefghij XYZ,.()\n", min_size=1, max_size=12), min_size=1, max_size=120),
       st.integers(60, 400), st.integers(30, 300))
def test_any_text_fits_its_box(words: list[str], width: int, height: int) -> None:
    draw = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    paragraphs = styled_words(" ".join(words), keyword_pattern("mtg"))
    layout = fit_text(draw, paragraphs, width, height, 40)
    assert layout.height <= height or not layout.words
    for placed in layout.words:
        right = placed.x + draw.textlength(placed.word.text, font=font(layout.size, placed.word.style))
        assert right <= width + 0.01
        assert placed.y + layout.size * 1.2 <= height + 0.01


def test_long_text_shrinks_and_short_text_stays_large() -> None:
    draw = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    short = fit_text(draw, styled_words("Draw a card.", None), 600, 300, 44)
    long = fit_text(draw, styled_words("Draw a card. " * 80, None), 600, 300, 44)
    assert short.size == 44 and long.size < 20 and long.height <= 300


def test_users_art_fills_the_art_box(tmp_path: Path) -> None:
    art = tmp_path / "art.png"
    Image.new("RGB", (400, 300), (255, 0, 255)).save(art)
    face = FaceData("mtg", "1", "Magenta", "Sorcery", "{1}", "Text", art=str(art))
    image = render_face(face, 300)
    assert image.getpixel((150, 130)) == (255, 0, 255)
    plain = render_face(FaceData("mtg", "1", "Magenta", "Sorcery", "{1}", "Text", art=str(tmp_path / "missing.png")), 300)
    assert plain.getpixel((150, 130)) != (255, 0, 255)  # unreadable art: the generated picture


def test_faces_for_every_game_show_stats_and_set_line() -> None:
    ygo = FaceData("ygo", "89631139", "Blue-Eyes White Dragon", "[Dragon/Normal]", text="Legendary dragon.",
                   stats=(("level", "8"), ("atk", "3000"), ("def", "2500")))
    mtg = face_from_record(mtg_card(3, text="Flying " * 200))
    unknown = plain_face("eliria", "Carta Sin Datos")
    for face in (ygo, mtg, unknown):
        image = render_face(face, 400, rounded=False)
        assert len(image.getcolors(maxcolors=1 << 20) or []) > 50
        assert image.getpixel((0, 0)) != (255, 255, 255)  # square corners for print


def test_the_games_own_cards_print_their_stats() -> None:
    """Every shipped card's face carries what its game prints: Fuerza of a MyL Aliado, Level/ATK/DEF
    of a Yu-Gi-Oh! monster, power/toughness and loyalty in Magic, Fuerza/Defensa in SiX."""
    seen: dict[str, set[str]] = {}
    for name in game_names():
        for defn in get_game(name).cards:
            face = face_from_card_def(defn)
            assert face.stats == defn.printed_stats()
            seen.setdefault(name, set()).update(key for key, _ in face.stats)
    assert seen["myl"] == {"fuerza"} and seen["six"] == {"fuerza", "defensa"}
    assert seen["ygo"] == {"level", "atk", "def"} and seen["mtg"] == {"power", "toughness", "loyalty"}
    myl = get_game("myl").cards
    ally = next(d for d in myl if getattr(d, "kind", "") == "aliado" and getattr(d, "force", 0) > 0)
    assert dict(face_from_card_def(ally).stats) == {"fuerza": str(ally.force)}  # type: ignore[attr-defined]
    spell = next(d for d in get_game("ygo").cards if getattr(d, "kind", "") == "spell")
    assert face_from_card_def(spell).stats == ()


def test_a_monster_face_shows_atk_and_def() -> None:
    monster = next(d for d in get_game("ygo").cards if getattr(d, "kind", "") == "monster")
    face = face_from_card_def(monster)
    with_stats = render_face(face, 400)
    without = render_face(dataclasses.replace(face, stats=()), 400)
    assert with_stats.tobytes() != without.tobytes()  # the ATK/DEF line and the stars are drawn
