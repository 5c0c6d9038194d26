"""Parts of a card (CR 200–209): name, mana cost and colour, mana value, type line (card types,
subtypes, supertypes), power and toughness, as the cards of the demo sets carry them."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, names, position

HAND = ["Oso Musgoso", "Coloso Indómito", "Yara, Reina del Claro", "Duende Travieso", "Pacto Voraz", "Estallido de Lava",
        "Bosque", "Legión Creciente"]


def _defs():  # type: ignore[no-untyped-def]
    state = position({"P1": {"hand": HAND, "battlefield": ["Oso Musgoso"]}, "P2": {}})
    return state, {name: state.defn(cid(state, name)) for name in HAND}


def test_a_card_referring_to_itself_by_name_means_that_object_CR_201_5() -> None:
    """Dawn Healer's "When Dawn Healer enters, you gain 3 life": casting a second one with the
    first on the battlefield triggers once, for the new one."""
    # Checks CR 201.5
    state = position({"P1": {"battlefield": ["Sanadora del Alba", "Llanura", "Llanura"], "hand": ["Sanadora del Alba"]}, "P2": {}})
    do(state, "cast Sanadora del Alba", "pass", "P2: pass")
    new = cid(state, "Sanadora del Alba", 1)
    assert [link.source for link in state.chain.links] == [new]


def test_colour_comes_from_the_mana_cost_CR_202_1_CR_202_2_CR_202_2a_CR_202_2b_CR_202_2c_CR_202_2d() -> None:
    """{1}{G} is green; {5} colourless; {2}{G}{W} green and white; the hybrid {U/R} blue and red;
    the Phyrexian {R/P} red."""
    # Checks CR 202.1, CR 202.2, CR 202.2a, CR 202.2b, CR 202.2c, CR 202.2d
    _state, defs = _defs()
    assert defs["Oso Musgoso"].colors == ("G",) and defs["Coloso Indómito"].colors == ()
    assert set(defs["Yara, Reina del Claro"].colors) == {"G", "W"}
    assert set(defs["Duende Travieso"].colors) == {"U", "R"} and defs["Pacto Voraz"].colors == ("R",)


def test_mana_value_CR_202_3_CR_202_3a_CR_202_3e_CR_202_3f_CR_202_3g_CR_107_3g() -> None:
    """Bear 2, Colossus 5, Yara 4; a land without mana cost 0; {X}{R} outside the stack 1 (X is
    0); a hybrid symbol counts 1 ({U/R}: 1) and a Phyrexian one 1 ({R/P}: 1)."""
    # Checks CR 202.3, CR 202.3a, CR 202.3e, CR 202.3f, CR 202.3g, CR 107.3g
    _state, defs = _defs()
    values = {name: d.mana_value for name, d in defs.items()}
    assert (values["Oso Musgoso"], values["Coloso Indómito"], values["Yara, Reina del Claro"]) == (2, 5, 4)
    assert (values["Bosque"], values["Estallido de Lava"], values["Duende Travieso"], values["Pacto Voraz"]) == (0, 1, 1, 1)


def test_the_type_line_CR_205_1_CR_205_2_CR_205_2a_CR_205_2b_CR_205_3_CR_205_3a_CR_205_3i_CR_205_3m_CR_205_4_CR_205_4a_CR_205_4c() -> None:
    """Card types (an artifact creature has two), subtypes (creature types, the Forest's land
    type) and supertypes (legendary, basic)."""
    # Checks CR 205.1, CR 205.2, CR 205.2a, CR 205.2b, CR 205.3, CR 205.3a, CR 205.3i, CR 205.3m, CR 205.4, CR 205.4a, CR 205.4c
    _state, defs = _defs()
    assert defs["Coloso Indómito"].types == frozenset({"artifact", "creature"}) and defs["Coloso Indómito"].subtypes == ("golem",)
    assert defs["Yara, Reina del Claro"].subtypes == ("elf", "noble") and "legendary" in defs["Yara, Reina del Claro"].supertypes
    assert defs["Bosque"].types == frozenset({"land"}) and defs["Bosque"].subtypes == ("forest",)
    assert "basic" in defs["Bosque"].supertypes and defs["Pacto Voraz"].types == frozenset({"instant"})


def test_tokens_have_card_types_CR_205_2c() -> None:
    # Checks CR 205.2c
    state = position({"P1": {"battlefield": ["Llanura"] * 3, "hand": ["Llamada a la Milicia"]}, "P2": {}})
    do(state, "cast Llamada a la Milicia", "pass", "P2: pass")
    assert all(state.defn(t).types == frozenset({"creature"}) for t in state.tokens)


def test_supertypes_bring_their_rules_CR_205_4d() -> None:
    """Two legendary Yaras under one controller: the legend rule asks which stays."""
    # Checks CR 205.4d
    state = position({"P1": {"battlefield": ["Yara, Reina del Claro", "Yara, Reina del Claro"]}, "P2": {}})
    assert state.prompt is not None and state.prompt.kind == "leyenda"


def test_power_and_toughness_printed_or_defined_CR_208_1_CR_208_2_CR_208_2a() -> None:
    """The bear's 2/2 is printed; Growing Legion's */* is defined by its ability: the number of
    creatures its controller controls (one, the bear, while it is in the hand)."""
    # Checks CR 208.1, CR 208.2, CR 208.2a
    state, defs = _defs()
    assert (defs["Oso Musgoso"].power, defs["Oso Musgoso"].toughness) == (2, 2)
    assert state.power_toughness(cid(state, "Legión Creciente")) == (1, 1)


def test_a_land_made_a_creature_until_end_of_turn_is_one_only_then_CR_613_1d_CR_611_2a() -> None:
    # Checks CR 613.1d, CR 611.2a
    state = position({"P1": {"battlefield": ["Bosque", "Bosque", "Bosque"], "hand": ["Despertar de la Tierra"]}, "P2": {}})
    forest = cid(state, "Bosque")
    do(state, "cast Despertar de la Tierra", "target Bosque@P1.campo.1", "pass", "P2: pass")
    assert state.defn(forest).is_creature and state.power_toughness(forest) == (3, 3)
    while state.turn_player == 0:
        do(state, "pass")
    assert not state.defn(forest).is_creature and names(state, 0, "campo").count("Bosque") == 3
