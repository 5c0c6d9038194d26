"""Souls in Xtinction: deck construction (SiX 2.7, 2.8, 3.1–3.4, 5.1), the setup of a duel (5.2)
and the visibility of zones (3.1.4, 3.3.3, 3.4.3, 3.8.4, 3.10, 3.11), checked in Python.

Each test cites the clauses it checks as ``SiX N.N`` (the coverage tool finds them there).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Iterable

import pytest

from engine.core import get_game
from engine.core.actions import Action
from engine.core.errors import DeckError, IllegalActionError, LoadError
from engine.formats.tapete_deck import parse_deck
from engine.games.six.cards import load_set
from engine.games.six.deckcheck import load_banlist

GAME = get_game("six")

#: 20 different main-deck cards (no Maná, no Limbo), two copies each: a legal main deck of 40.
MAIN_CARDS = [
    "Bruja Invocadora", "Bruja del Umbral", "Diablillo Reclutador", "Zadkiel Misericordioso",
    "Ángel Guardián", "Ángel de la Aurora", "Ángel Vengador", "Recluta Errante", "Larva Sombría",
    "Vampiro Antiguo", "Señuelo Carmesí", "Cazador Nocturno", "Centinela de Piedra",
    "Lobo de Ceniza", "Oso Acorazado", "Altar de Huesos", "Faro Espectral", "Rayo Sagrado",
    "Inspiración", "Espada Solar",
]


def deck_text(
    main: Iterable[str] | None = None,
    mana: Iterable[str] | None = None,
    limbo: Iterable[str] = (),
    support: Iterable[str] = (),
) -> str:
    """Deck text with one line per copy; the defaults make a legal deck."""
    main = [name for name in MAIN_CARDS for _ in range(2)] if main is None else list(main)
    mana = ["Maná Ámbar"] * 6 if mana is None else list(mana)
    lines = ["game = six", "name = Prueba", "[main]", *main, "[mana]", *mana]
    if limbo:
        lines += ["[limbo]", *limbo]
    if support:
        lines += ["[support]", *support]
    return "\n".join(lines) + "\n"


def violations_of(text: str, banlist: Any = None) -> set[str]:
    deck = parse_deck(text, GAME)
    return {v.rule.id for v in GAME.validate_deck(deck, banlist)}


def legal_main(replace: dict[str, str] | None = None, extra: Iterable[str] = (), drop: int = 0) -> list[str]:
    """The legal 40-card main deck, replacing some copies, adding cards or dropping the last ones."""
    cards = [name for name in MAIN_CARDS for _ in range(2)]
    for old, new in (replace or {}).items():
        cards[cards.index(old)] = new
    cards = cards[: len(cards) - drop] + list(extra)
    return cards


def new_duel(seed: int = 0, limbo: Iterable[str] = (), **params: Any) -> Any:
    deck = parse_deck(deck_text(limbo=limbo), GAME)
    return GAME.new_initial_state([deck, deck], seed, params)


def scenario(setup: dict[str, Any], seed: int = 1) -> Any:
    return GAME.scenario_state(setup, seed, "<prueba>", "")


def do(state: Any, text: str, player: int | None = None) -> None:
    state.apply_action(state.parse_action(text, player))


def zone_view(state: Any, viewer: int, key: str) -> Any:
    return next(z for z in state.observation(viewer).zones if z.key == key)


def names(state: Any, player: int, zone: str) -> list[str]:
    return [state.cards[cid].defn.name for cid in state.ids(player, zone)]


# ---------------------------------------------------------------------- 1.1 players


def test_two_players() -> None:
    # SiX 1.1.1: the game is for 2 players, one against the other.
    assert GAME.num_players == 2
    deck = parse_deck(deck_text(), GAME)
    with pytest.raises(ValueError):
        GAME.new_initial_state([deck, deck, deck], 0)
    state = GAME.new_initial_state([deck, deck], 0)
    assert len(state.counters) == 2


def test_simultaneous_mulligans_start_with_the_attack_token_holder() -> None:
    # SiX 1.4.4: simultaneous decisions are taken first by the holder of the Ficha de Ataque.
    for first in (0, 1):
        state = new_duel(3, first_player=first)
        assert state.prompt.kind == "mulligan"
        assert state.current_player() == first
        with pytest.raises(IllegalActionError) as refused:
            state.apply_action(Action("keep", 1 - first))
        assert refused.value.rule.id == "SiX 1.4.4"
        state.apply_action(Action("keep", first))
        assert state.prompt.kind == "mulligan"
        assert state.current_player() == 1 - first


# ---------------------------------------------------------------------- 2 card information


def test_five_card_types(tmp_path: Path) -> None:
    # SiX 2.3.2: there are 5 card types: Maná, Unidad, Conjuro, Arma and Ente.
    kinds = {card.card_type for card in GAME.cards}
    assert kinds == {"Maná", "Unidad", "Conjuro", "Arma", "Ente"}
    bad = tmp_path / "malo.toml"
    bad.write_text('[set]\ncode = "TMP"\n[[card]]\ncode = "TMP-1"\nname = "Trampa Rara"\ntype = "Trampa"\n',
                   encoding="utf-8")
    with pytest.raises(LoadError):
        load_set(bad)


def test_mana_cards_belong_to_the_mana_deck() -> None:
    # SiX 2.3.3: Maná cards go in the mana deck (and not in the main deck, SiX 3.1.5).
    assert violations_of(deck_text()) == set()
    assert violations_of(deck_text(main=legal_main({"Rayo Sagrado": "Maná Ámbar"}))) == {"SiX 3.1.5"}


def test_limbo_holds_0_to_6_cards_face_up() -> None:
    # SiX 2.7.2: Limbo cards go face up in the Limbo zone; a player may have 0 to 6 of them.
    assert violations_of(deck_text(limbo=[])) == set()
    six = ["Azrael, Ángel del Juicio", "Baal, Señor Demonio", "Apocalipsis", "Grimorio Prohibido",
           "Puerta del Abismo", "Ritual del Eclipse"]
    assert violations_of(deck_text(limbo=six)) == set()
    assert violations_of(deck_text(limbo=six + ["Azrael, Ángel del Juicio"])) == {"SiX 3.4.4"}
    state = new_duel(1, limbo=six)
    for player in (0, 1):
        assert sorted(names(state, player, "limbo")) == sorted(six)
        assert all(state.cards[cid].face_up for cid in state.ids(player, "limbo"))


def test_no_limbo_mana_cards() -> None:
    # SiX 2.7.3: there are Limbo cards of every type except Maná.
    limbo_kinds = {card.card_type for card in GAME.cards if card.limbo}
    assert "Maná" not in limbo_kinds
    assert limbo_kinds == {"Unidad", "Conjuro", "Arma", "Ente"}
    # a Maná card cannot be put in the Limbo (SiX 5.1.2: only Limbo cards go there)
    assert violations_of(deck_text(limbo=["Maná Ámbar"])) == {"SiX 5.1.2"}


def test_two_copies_per_card_code() -> None:
    # SiX 2.8.1: at most 2 cards with the same code per deck.
    main = legal_main({"Espada Solar": "Rayo Sagrado"})  # three Rayo Sagrado (TAU-042)
    assert Counter(main)["Rayo Sagrado"] == 3
    violations = GAME.validate_deck(parse_deck(deck_text(main=main), GAME))
    assert {v.rule.id for v in violations} == {"SiX 2.8.1"}
    assert "TAU-042" in violations[0].message.es
    assert violations_of(deck_text(main=legal_main())) == set()


# ---------------------------------------------------------------------- 3.1 main deck


def test_main_deck_exactly_40() -> None:
    # SiX 3.1.1: the main deck is built with exactly 40 cards.
    assert violations_of(deck_text(main=legal_main())) == set()
    assert violations_of(deck_text(main=legal_main(drop=1))) == {"SiX 3.1.1"}
    assert violations_of(deck_text(main=legal_main(extra=["Bendición"]))) == {"SiX 3.1.1"}


def shuffled_orders(seeds: Iterable[int]) -> list[tuple[str, ...]]:
    """The deck order after «Remolino del Destino» (Baraja tu mazo. Roba 1 carta.) per seed."""
    deck = ["Lobo de Ceniza", "Rayo Sagrado", "Oso Acorazado", "Bendición", "Escudero Leal", "Inspiración",
            "Centinela de Piedra", "Destierro"]
    orders = []
    for seed in seeds:
        state = scenario({"P1": {"hand": ["Remolino del Destino"], "deck": deck}}, seed)
        do(state, "play Remolino del Destino")
        order = tuple(names(state, 0, "mano")) + tuple(names(state, 0, "mazo"))
        assert Counter(order) == Counter(deck)  # the same cards, only the order changes
        orders.append(order)
    return orders


def test_shuffling_randomizes_the_order() -> None:
    # SiX 3.1.2: shuffling changes the order of the deck at random.
    # SiX 4.9.4: «Barajar» shuffles the designated player's main deck at random.
    orders = shuffled_orders(range(12))
    assert len(set(orders)) > 6
    original = ("Lobo de Ceniza", "Rayo Sagrado", "Oso Acorazado", "Bendición", "Escudero Leal", "Inspiración",
                "Centinela de Piedra", "Destierro")
    assert sum(order == original for order in orders) <= 1
    assert len({order[0] for order in orders}) > 2  # the drawn card is not always the same


def test_each_player_places_the_main_deck() -> None:
    # SiX 3.1.3: each player places the main deck in the deck zone at the start of the game.
    state = new_duel(2)
    for player in (0, 1):
        assert len(state.ids(player, "mazo")) == 40 - 6
        assert len(state.ids(player, "mano")) == 6


def test_the_deck_is_private_and_face_down() -> None:
    # SiX 3.1.4: the deck is a private zone, face down; nobody may check its contents or order,
    # nor change the order.
    state = new_duel(4)
    for viewer in (0, 1):
        for player in (0, 1):
            view = zone_view(state, viewer, f"P{player + 1}.mazo")
            assert view.count == 34
            assert view.cards == ()  # not even the owner sees the contents or the order
    assert not any(state.cards[cid].face_up for cid in state.ids(0, "mazo"))
    assert not any(state.is_visible_to(p, state.cards[cid]) for p in (0, 1) for cid in state.ids(0, "mazo"))
    # nobody may reorder a deck
    state = scenario({"P1": {"deck": ["Lobo de Ceniza", "Rayo Sagrado"]}})
    top = state.ids(0, "mazo")[0]
    with pytest.raises(IllegalActionError):
        state.apply_action(Action("reorder", 0, (top,), choice=1))
    assert names(state, 0, "mazo") == ["Lobo de Ceniza", "Rayo Sagrado"]


def test_no_mana_or_limbo_cards_in_the_main_deck() -> None:
    # SiX 3.1.5: no Maná or Limbo cards in the main deck.
    assert violations_of(deck_text(main=legal_main({"Rayo Sagrado": "Maná Carmesí"}))) == {"SiX 3.1.5"}
    assert violations_of(deck_text(main=legal_main({"Rayo Sagrado": "Apocalipsis"}))) == {"SiX 3.1.5"}


def test_at_most_two_copies_in_the_main_deck() -> None:
    # SiX 3.1.6: the main deck holds at most 2 copies of a card (reported under SiX 2.8.1).
    assert violations_of(deck_text(main=legal_main({"Espada Solar": "Lobo de Ceniza"}))) == {"SiX 2.8.1"}
    four = legal_main({"Espada Solar": "Oso Acorazado", "Inspiración": "Oso Acorazado"})
    assert Counter(four)["Oso Acorazado"] == 4
    assert violations_of(deck_text(main=four)) == {"SiX 2.8.1"}


def write_banlist(tmp_path: Path, cards: dict[str, int]) -> Any:
    path = tmp_path / "lista.toml"
    lines = ["[list]", 'name = "Lista de prueba"', "[cards]"] + [f'"{name}" = {limit}' for name, limit in cards.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return load_banlist(path, GAME.cards)


def test_main_deck_follows_the_banned_and_limited_list(tmp_path: Path) -> None:
    # SiX 3.1.7: the main deck follows the published list of banned and limited cards.
    banlist = write_banlist(tmp_path, {"Rayo Sagrado": 0, "Inspiración": 1, "Faro Espectral": 2})
    assert violations_of(deck_text(), banlist) == {"SiX 3.1.7"}  # Rayo banned, Inspiración limited
    main = legal_main({"Rayo Sagrado": "Bendición", "Inspiración": "Destierro"})
    main[main.index("Rayo Sagrado")] = "Canto de Cuna"
    assert Counter(main)["Rayo Sagrado"] == 0 and Counter(main)["Inspiración"] == 1
    assert violations_of(deck_text(main=main), banlist) == set()
    assert violations_of(deck_text(main=main)) == set()


# ---------------------------------------------------------------------- 3.2–3.4 mana deck and Limbo


def test_mana_deck_placed_at_the_start() -> None:
    # SiX 3.2.1: each player places the mana deck in its zone at the start of the game.
    state = new_duel(5)
    for player in (0, 1):
        assert names(state, player, "mazo_mana") == ["Maná Ámbar"] * 6
        assert state.ids(player, "mana") == []


def test_mana_deck_exactly_six_mana_cards() -> None:
    # SiX 3.2.2: the mana deck holds only Maná cards, exactly 6.
    # SiX 5.1.3: the mana deck is made of exactly 6 Maná cards.
    assert violations_of(deck_text(mana=["Maná Ámbar"] * 3 + ["Maná Índigo"] * 3)) == set()
    assert violations_of(deck_text(mana=["Maná Ámbar"] * 5)) == {"SiX 3.2.2"}
    assert violations_of(deck_text(mana=["Maná Ámbar"] * 7)) == {"SiX 3.2.2"}
    assert violations_of(deck_text(mana=["Maná Ámbar"] * 5 + ["Lobo de Ceniza"])) == {"SiX 3.2.2"}


def test_mana_deck_private_but_its_owner_may_look() -> None:
    # SiX 3.3.3: the mana deck is private; its owner may review it freely.
    state = new_duel(6)
    own = zone_view(state, 0, "P1.mazo_mana")
    rival = zone_view(state, 1, "P1.mazo_mana")
    assert own.count == rival.count == 6
    assert [c.name for c in own.cards] == ["Maná Ámbar"] * 6
    assert [c.name for c in rival.cards] == [None] * 6


def test_limbo_placed_at_the_start_and_public() -> None:
    # SiX 3.4.2: each player places the Limbo deck in its zone at the start of the game.
    # SiX 3.4.3: the Limbo zone is public; its cards are face up.
    # SiX 5.1.2.2: the Limbo deck is public and therefore face up.
    limbo = ["Azrael, Ángel del Juicio", "Apocalipsis"]
    state = new_duel(7, limbo=limbo)
    for player in (0, 1):
        assert sorted(names(state, player, "limbo")) == sorted(limbo)
        for viewer in (0, 1):
            view = zone_view(state, viewer, f"P{player + 1}.limbo")
            assert sorted(c.name for c in view.cards) == sorted(limbo)
            assert all(c.face_up for c in view.cards)


def test_limbo_zero_to_six_cards() -> None:
    # SiX 3.4.4: 0 to 6 Limbo cards in the Limbo zone.
    # SiX 5.1.2.1: a player may have 0 to 6 Limbo cards.
    assert violations_of(deck_text(limbo=[])) == set()
    assert violations_of(deck_text(limbo=["Apocalipsis"])) == set()
    seven = ["Azrael, Ángel del Juicio", "Azrael, Ángel del Juicio", "Apocalipsis", "Apocalipsis",
             "Ritual del Eclipse", "Ritual del Eclipse", "Puerta del Abismo"]
    assert violations_of(deck_text(limbo=seven)) == {"SiX 3.4.4"}


def test_limbo_copies_and_banned_list(tmp_path: Path) -> None:
    # SiX 3.4.5: at most 2 copies of a card in the Limbo, following the banned and limited list.
    assert violations_of(deck_text(limbo=["Apocalipsis", "Apocalipsis"])) == set()
    assert violations_of(deck_text(limbo=["Apocalipsis"] * 3)) == {"SiX 3.4.5"}
    banlist = write_banlist(tmp_path, {"Apocalipsis": 0, "Ritual del Eclipse": 1})
    assert violations_of(deck_text(limbo=["Apocalipsis"]), banlist) == {"SiX 3.4.5"}
    assert violations_of(deck_text(limbo=["Ritual del Eclipse"] * 2), banlist) == {"SiX 3.4.5"}
    assert violations_of(deck_text(limbo=["Ritual del Eclipse"]), banlist) == set()


# ---------------------------------------------------------------------- 3.6–3.11 zones


def test_only_your_own_cemetery_can_be_reordered() -> None:
    # SiX 3.6.2: each player may freely reorder their own cemetery (not the rival's).
    state = scenario({"P1": {"cemetery": ["Lobo de Ceniza", "Rayo Sagrado"]},
                      "P2": {"cemetery": ["Oso Acorazado", "Bendición"]}})
    rival_card = state.ids(1, "cementerio")[1]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("reorder", 0, (rival_card,), choice=0))
    assert refused.value.rule.id == "SiX 3.6.2"
    assert names(state, 1, "cementerio") == ["Oso Acorazado", "Bendición"]
    own_card = state.ids(1, "cementerio")[1]
    state.apply_action(Action("reorder", 1, (own_card,), choice=0))
    assert names(state, 1, "cementerio") == ["Bendición", "Oso Acorazado"]
    # both players see every card of both cemeteries, face up and in order
    for viewer in (0, 1):
        assert [c.name for c in zone_view(state, viewer, "P2.cementerio").cards] == ["Bendición", "Oso Acorazado"]


def test_the_field_is_public() -> None:
    # SiX 3.8.4: the field is a public zone; its cards are face up.
    state = scenario({"P1": {"field": ["Oso Acorazado", "Altar de Huesos"]}})
    for viewer in (0, 1):
        view = zone_view(state, viewer, "P1.campo")
        assert [c.name for c in view.cards] == ["Oso Acorazado", "Altar de Huesos"]
        assert all(c.face_up for c in view.cards)


def test_the_hand_is_private_but_its_owner_sees_and_orders_it() -> None:
    # SiX 3.10.1: the hand is private, but its owner sees its contents and may reorder it.
    # SiX 3.10.2: a player cannot see the cards in the rival's hand unless an effect says so.
    state = scenario({"P1": {"hand": ["Mirada Intrusa"], "mana": 1},
                      "P2": {"hand": ["Oso Acorazado", "Bendición"]}})
    assert [c.name for c in zone_view(state, 1, "P2.mano").cards] == ["Oso Acorazado", "Bendición"]
    assert [c.name for c in zone_view(state, 0, "P2.mano").cards] == [None, None]
    assert zone_view(state, 0, "P2.mano").count == 2
    rival_card = state.ids(1, "mano")[1]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("reorder", 0, (rival_card,), choice=0))
    assert refused.value.rule.id == "SiX 3.10.1"
    state.apply_action(Action("reorder", 1, (rival_card,), choice=0))
    assert names(state, 1, "mano") == ["Bendición", "Oso Acorazado"]
    # «Revela la mano de tu rival»: now both players see it
    do(state, "play Mirada Intrusa", 0)
    assert sorted(c.name for c in zone_view(state, 0, "P2.mano").cards) == ["Bendición", "Oso Acorazado"]


def test_every_player_has_one_of_each_zone() -> None:
    # SiX 3.11.1: unless stated otherwise, each player has one of each zone.
    names_ = {spec.name for spec in GAME.zone_specs}
    assert names_ == {"mazo", "mazo_mana", "mana", "limbo", "conjuros", "cementerio", "halo", "campo", "combate", "mano"}
    state = new_duel(8)
    for player in (0, 1):
        for name in names_:
            assert (player, name) in state.zone_index
    keys = [z.key for z in state.observation(0).zones]
    assert len(keys) == len(set(keys)) == 2 * len(names_)


def test_zone_sizes_are_open_information() -> None:
    # SiX 3.11.2: the number of cards in each zone is open information for both players.
    state = scenario({"P1": {"hand": ["Oso Acorazado", "Bendición", "Rayo Sagrado"], "mana_deck": 4,
                             "halo": ["Lobo de Ceniza"], "deck": ["Lobo de Ceniza"] * 7}})
    for viewer in (0, 1):
        counts = {z.key: z.count for z in state.observation(viewer).zones}
        assert counts["P1.mano"] == 3
        assert counts["P1.mazo"] == 7
        assert counts["P1.mazo_mana"] == 4
        assert counts["P1.halo"] == 1


def test_public_and_private_zones() -> None:
    # SiX 3.11.3: zones that reveal their cards to both players are public; the others private.
    state = scenario({"P1": {"hand": ["Bendición"], "deck": ["Rayo Sagrado"], "mana_deck": 1,
                             "halo": [{"card": "Lobo de Ceniza", "face_up": False}],
                             "cemetery": ["Oso Acorazado"], "field": ["Escudero Leal"],
                             "limbo": ["Apocalipsis"], "mana": 1}})
    public = {"cementerio", "campo", "limbo", "mana"}
    private = {"mano", "mazo", "mazo_mana", "halo"}
    for zone in public:
        card = state.cards[state.ids(0, zone)[0]]
        assert state.is_visible_to(1, card), zone
    for zone in private:
        card = state.cards[state.ids(0, zone)[0]]
        assert not state.is_visible_to(1, card), zone


# ---------------------------------------------------------------------- 4.5 drawing


def test_a_drawn_card_is_not_shown_to_the_rival() -> None:
    # SiX 4.5.1: «robar 1 carta» adds the top card of your deck to your hand without showing it.
    state = scenario({"phase": "robo", "P1": {"deck": ["Oso Acorazado", "Lobo de Ceniza"]}})
    assert names(state, 0, "mano") == ["Oso Acorazado"]
    drawn = state.cards[state.ids(0, "mano")[0]]
    assert state.is_visible_to(0, drawn)
    assert not state.is_visible_to(1, drawn)
    assert [c.name for c in zone_view(state, 1, "P1.mano").cards] == [None]


# ---------------------------------------------------------------------- 5.1 deck construction


def test_deck_sizes() -> None:
    # SiX 5.1: the main deck, Limbo and mana deck are prepared before the game starts.
    # SiX 5.1.1: exactly 40 main cards, 6 mana cards and 0 to 6 Limbo cards.
    assert violations_of(deck_text()) == set()
    assert violations_of(deck_text(main=legal_main(drop=2), mana=["Maná Ámbar"] * 5,
                                   limbo=["Apocalipsis"] * 2 + ["Ritual del Eclipse"] * 2 + ["Azrael, Ángel del Juicio"] * 2
                                   + ["Puerta del Abismo"])) == {"SiX 3.1.1", "SiX 3.2.2", "SiX 3.4.4"}
    # tokens are not cards of any deck
    assert violations_of(deck_text(main=legal_main({"Rayo Sagrado": "Demonio"}))) == {"SiX 5.1.1"}


def test_main_deck_composition() -> None:
    # SiX 5.1.1.1: the main deck holds Unidad, Arma, Conjuro and Ente cards that are not Limbo cards.
    main = legal_main({"Rayo Sagrado": "Estandarte del Alba", "Lobo de Ceniza": "Lanza del Vigía"})
    assert {GAME.cards.find(n).card_type for n in main} == {"Unidad", "Arma", "Conjuro", "Ente"}
    assert violations_of(deck_text(main=main)) == set()
    assert violations_of(deck_text(main=legal_main({"Rayo Sagrado": "Grimorio Prohibido"}))) == {"SiX 3.1.5"}
    assert violations_of(deck_text(main=legal_main({"Rayo Sagrado": "Baal, Señor Demonio"}))) == {"SiX 3.1.5"}


def test_limbo_composition() -> None:
    # SiX 5.1.2: the Limbo holds Limbo cards (Unidad, Arma, Conjuro, Ente).
    limbo = ["Azrael, Ángel del Juicio", "Apocalipsis", "Grimorio Prohibido", "Puerta del Abismo"]
    assert violations_of(deck_text(limbo=limbo)) == set()
    assert violations_of(deck_text(limbo=["Rayo Sagrado"])) == {"SiX 5.1.2"}
    assert violations_of(deck_text(limbo=["Oso Acorazado", "Apocalipsis"])) == {"SiX 5.1.2"}


# ---------------------------------------------------------------------- 5.2 before the game


def test_setup_procedure() -> None:
    # SiX 5.2: before the game each player follows the procedure of 5.2.1–5.2.8.
    state = new_duel(9, limbo=["Apocalipsis"], first_player=1)
    for player in (0, 1):
        assert len(state.ids(player, "mazo")) == 34
        assert len(state.ids(player, "mano")) == 6
        assert len(state.ids(player, "mazo_mana")) == 6
        assert names(state, player, "limbo") == ["Apocalipsis"]
        assert state.counters[player]["vidas"] == 6
    assert state.prompt.kind == "mulligan" and state.current_player() == 1


def test_the_presented_deck_must_be_legal() -> None:
    # SiX 5.2.1: the deck presented must follow the construction rules of 5.1.1.
    legal = parse_deck(deck_text(), GAME)
    illegal = parse_deck(deck_text(main=legal_main(drop=1)), GAME)
    with pytest.raises(DeckError) as error:
        GAME.new_initial_state([legal, illegal], 0)
    assert {v.rule.id for v in error.value.violations} == {"SiX 3.1.1"}
    GAME.new_initial_state([legal, legal], 0)


def test_mana_deck_and_limbo_go_to_their_zones() -> None:
    # SiX 5.2.2: each player puts the mana deck and the Limbo in their zones.
    state = new_duel(10, limbo=["Ritual del Eclipse", "Azrael, Ángel del Juicio"])
    for player in (0, 1):
        assert names(state, player, "mazo_mana") == ["Maná Ámbar"] * 6
        assert sorted(names(state, player, "limbo")) == ["Azrael, Ángel del Juicio", "Ritual del Eclipse"]


def test_main_decks_are_shuffled_and_face_down() -> None:
    # SiX 5.2.3: each main deck is shuffled completely and placed face down in the deck zone.
    listed = [name for name in MAIN_CARDS for _ in range(2)]
    orders = set()
    for seed in range(6):
        state = new_duel(seed, mulligan=False, first_player=0)
        for player in (0, 1):
            order = names(state, player, "mano") + names(state, player, "mazo")
            assert Counter(order) == Counter(listed)
            orders.add(tuple(order))
            assert not any(state.cards[cid].face_up for cid in state.ids(player, "mazo"))
    assert len(orders) > 6  # both decks of each game, all different
    assert tuple(listed) not in orders


def test_random_first_player() -> None:
    # SiX 5.2.4: a random method decides who starts with the Ficha de Ataque.
    firsts = Counter(new_duel(seed).turn_player for seed in range(20))
    assert set(firsts) == {0, 1}


def test_six_starting_lives() -> None:
    # SiX 5.2.6: each player starts with 6 lives and can never have more than 6.
    state = new_duel(11)
    assert [c["vidas"] for c in state.counters] == [6, 6]
    state = scenario({"P1": {"lives": 5, "hand": ["Bendición"], "mana": 2}})
    do(state, "play Bendición")
    assert state.counters[0]["vidas"] == 6


def test_opening_hand_and_mulligan() -> None:
    # SiX 5.2.7: each player draws 6 cards as the opening hand, then may shuffle back the
    # unwanted ones once.
    # SiX 5.2.7.1: the returned cards go back to the main deck, it is shuffled and as many
    # cards are drawn, for 6 in hand.
    state = new_duel(12, first_player=0)
    for player in (0, 1):
        assert len(state.ids(player, "mano")) == 6
    before = Counter(names(state, 0, "mano") + names(state, 0, "mazo"))
    returned = tuple(state.ids(0, "mano")[:2])
    kept = [state.cards[cid].defn.name for cid in state.ids(0, "mano")[2:]]
    state.apply_action(Action("mulligan", 0, tuple(sorted(returned))))
    hand = names(state, 0, "mano")
    assert len(hand) == 6 and len(state.ids(0, "mazo")) == 34
    assert not Counter(kept) - Counter(hand)  # the kept cards stay in hand
    assert Counter(hand + names(state, 0, "mazo")) == before
    # P2 keeps: the hand stays (then the first Draw phase adds 1 card)
    p2_hand = names(state, 1, "mano")
    state.apply_action(Action("keep", 1))
    assert not Counter(p2_hand) - Counter(names(state, 1, "mano"))
    assert len(state.ids(1, "mano")) == 7


def test_mulligan_only_once() -> None:
    # SiX 5.2.7.1.1: the mulligan can be done only once, at the start of each duel.
    state = new_duel(13, first_player=0)
    do(state, "keep", 0)
    do(state, "keep", 1)
    assert state.phase == "accion"
    card = state.ids(0, "mano")[0]
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("mulligan", 0, (card,)))
    assert refused.value.rule.id == "SiX 5.2.7.1.1"


def test_the_attack_token_holder_starts() -> None:
    # SiX 5.2.8: the player with the Ficha de Ataque starts the game and the turn.
    for first in (0, 1):
        state = new_duel(14, first_player=first)
        do(state, "keep", first)
        do(state, "keep", 1 - first)
        assert state.turn == 1
        assert state.turn_player == first
        assert state.phase == "accion"
        assert state.current_player() == first
        # the first turn began with the Mana and Draw phases: 1 mana and 7 cards each
        for player in (0, 1):
            assert len(state.ids(player, "mana")) == 1
            assert len(state.ids(player, "mano")) == 7
