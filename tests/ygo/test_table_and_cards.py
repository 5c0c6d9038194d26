"""What each player sees of the table, the shuffle, and the demo cards' printed data."""

from __future__ import annotations

from engine.core import get_game
from engine.games.ygo.cards import YgoCard
from tests.helpers import demo_state

GAME = get_game("ygo")
TYPES = {"Dragón", "Lanzador de Conjuros", "Zombi", "Guerrero", "Guerrero Bestia", "Bestia", "Bestia Alada", "Demonio",
         "Hada", "Insecto", "Dinosaurio", "Reptil", "Pez", "Serpiente Marina", "Máquina", "Trueno", "Aqua", "Piro",
         "Roca", "Planta"}
ATTRIBUTES = {"TIERRA", "AGUA", "FUEGO", "VIENTO", "LUZ", "OSCURIDAD"}


def test_monsters_have_one_of_the_20_types_and_6_attributes() -> None:
    # YGO CartasDeMonstruosNormales.1, YGO CartasDeMonstruosNormales.2, YGO CartasDeMonstruos.1
    monsters = [c for c in GAME.cards if isinstance(c, YgoCard) and c.is_monster]
    assert len(monsters) > 20
    for card in monsters:
        assert card.race in TYPES, card.name
        assert card.attribute in ATTRIBUTES, card.name
        assert 1 <= card.level <= 12


def test_each_duel_shuffles_the_decks() -> None:
    # YGO Juego.3: both players shuffle their decks before the duel
    orders = set()
    for seed in range(5):
        state = demo_state("ygo", seed, first_player=0)
        orders.add(tuple(state._card(c).defn.code for c in state.ids(0, "mazo")))
    assert len(orders) == 5


def test_what_each_player_sees() -> None:
    # YGO AreaDeJuego.5: the Fusion Deck is face-down; YGO AreaDeJuego.6, YGO ModalesDelDuelo.3:
    # the graveyard is public and the hand's size is known; YGO AreaDeJuego.9: the Deck face-down
    state = demo_state("ygo", 4, first_player=0)
    seen = {zone.key: zone for zone in state.observation(1).zones}
    assert seen["P1.mano"].count == 6 and all(c.hidden for c in seen["P1.mano"].cards)
    assert all(c.hidden for c in seen["P1.fusion"].cards) and seen["P1.fusion"].count == 4
    assert seen["P1.mazo"].count == 34 and seen["P1.mazo"].cards == ()
    own = {zone.key: zone for zone in state.observation(0).zones}
    assert all(not c.hidden for c in own["P1.fusion"].cards)
    graveyard = state.zone(0, "cementerio")
    state.move(state.ids(0, "mano")[0], graveyard)
    assert not next(z for z in state.observation(1).zones if z.key == "P1.cementerio").cards[0].hidden


def test_the_field_is_three_zones() -> None:
    # YGO PalabrasClave.3: the Field is the Monster, Spell & Trap and Field zones
    from engine.games.ygo.base import FIELD_ZONES

    assert FIELD_ZONES == ("monstruos", "magias", "campo_magico")
    assert {spec.name for _, spec in GAME.zone_table} >= set(FIELD_ZONES) | {"mazo", "mano", "fusion", "cementerio", "desterradas"}
