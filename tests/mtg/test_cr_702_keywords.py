"""Keyword abilities (CR 702): what kind of ability each keyword is, the evasion abilities,
redundant instances, and abilities gained or lost in the middle of combat."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE, LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, pass_until, position, refusal, where
from tests.mtg.own_cards import own_card


def _grant(state: MtgState, name: str, *keywords: str) -> int:
    """One more instance of each keyword on ``name`` until end of turn (CR 611.2), as a spell
    granting it would."""
    card = cid(state, name)
    state.add_continuous("keywords", frozenset((card,)), card, "turn", tuple(keywords))
    state.sba_checked = False  # changed from outside an action: state-based actions look again
    return card


def _combat(p1: list, p2: list, attack: list[str], blocks: list[tuple[str, str]] | None = None,
            **grant: tuple[str, ...]) -> MtgState:
    """P1 attacks with ``attack``; P2 declares ``blocks`` (attacker, blocker) and is done, or
    (``None``) is left declaring; ``grant`` gives a card (by name with spaces as ``_``) extra
    keyword instances first."""
    state = position({"P1": {"battlefield": p1}, "P2": {"battlefield": p2}}, step="atacantes")
    for name, keywords in grant.items():
        _grant(state, name.replace("_", " "), *keywords)
    for name in attack:
        do(state, f"attack {name}")
    do(state, "done")
    while state.prompt is not None and state.prompt.kind != "bloqueadores" and state.step == "atacantes":
        do(state, "pass")
    if blocks is not None and state.prompt is not None and state.prompt.kind == "bloqueadores":
        for attacker, blocker in blocks:
            do(state, f"P2: block {attacker} with {blocker}")
        do(state, "P2: done")
    return state


def _after_damage(state: MtgState) -> MtgState:
    return pass_until(state, "fin_combate")


# ---------------------------------------------------------------- static abilities and their instances


def test_deathtouch_is_static_and_two_instances_destroy_once_CR_702_2_CR_702_2a_CR_702_2f() -> None:
    """Deathtouch works from the battlefield with no trigger on the stack (a static ability);
    a second instance changes nothing: the damaged creature is destroyed, no extra damage."""
    # Checks CR 702.2, CR 702.2a, CR 702.2f
    state = _combat(["Araña Tejesombras"], ["Guardián de Raíces"], ["Araña Tejesombras"],
                    [("Araña Tejesombras", "Guardián de Raíces")], Araña_Tejesombras=("deathtouch",))
    pass_until(state, "dano")
    assert not state.chain.links  # nothing triggered: the damage itself destroys
    assert names(state, 1, "cementerio") == ["Guardián de Raíces"]


def test_defender_is_static_and_redundant_CR_702_3_CR_702_3a_CR_702_3c() -> None:
    # Checks CR 702.3, CR 702.3a, CR 702.3c
    state = position({"P1": {"battlefield": ["Muro de Escarcha", "Lobezno del Claro"]}, "P2": {}}, step="atacantes")
    _grant(state, "Muro de Escarcha", "defender")
    assert refusal(state, "attack Muro de Escarcha") == "CR 702.3b"
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Lobezno del Claro"]}, "P2": {}}, step="inicio_combate")
    _grant(state, "Oso Musgoso", "defender", "defender")
    do(state, "pass", "P2: pass")
    assert refusal(state, "attack Oso Musgoso") == "CR 702.3b"  # granted, it forbids as printed defender does


def test_double_strike_twice_still_deals_damage_twice_CR_702_4_CR_702_4a_CR_702_4e() -> None:
    """CR 702.4a: double strike changes the combat damage step (a first-strike step and a regular
    one); two instances are one: 2 + 2 damage, not more."""
    # Checks CR 702.4, CR 702.4a, CR 702.4e
    state = _combat(["Campeón Gemelo"], [], ["Campeón Gemelo"], Campeón_Gemelo=("double strike",))
    pass_until(state, "dano_primero")
    assert state.counters[1][LIFE] == 18
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 16


def test_losing_double_strike_after_first_strike_damage_CR_702_4c() -> None:
    """Runic Silence on Twin Champion in the first-strike damage step: it loses double strike
    and deals no damage in the regular combat damage step."""
    # Checks CR 702.4c
    state = position({"P1": {"battlefield": ["Campeón Gemelo", "Isla", "Isla"], "hand": ["Silencio Rúnico"]}, "P2": {}},
                     step="atacantes")
    do(state, "attack Campeón Gemelo", "done")
    pass_until(state, "dano_primero")
    assert state.counters[1][LIFE] == 18
    do(state, "cast Silencio Rúnico", "target Campeón Gemelo", "pass", "P2: pass")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 18


def test_first_strike_is_static_and_redundant_CR_702_7_CR_702_7a_CR_702_7d() -> None:
    """A 2/1 first striker blocked by a 2/2: it deals its damage first (the blocker dies before
    it can strike back); a second instance does not make it deal damage twice."""
    # Checks CR 702.7, CR 702.7a, CR 702.7d
    state = _combat(["Berserker de Fuego"], ["Oso Musgoso"], ["Berserker de Fuego"],
                    [("Berserker de Fuego", "Oso Musgoso")], Berserker_de_Fuego=("first strike",))
    pass_until(state, "fin_combate")
    assert names(state, 1, "cementerio") == ["Oso Musgoso"]
    assert names(state, 0, "campo") == ["Berserker de Fuego"]
    assert not state._card(cid(state, "Berserker de Fuego")).counters.get(DAMAGE)


def test_flying_is_an_evasion_ability_and_redundant_CR_702_9_CR_702_9a_CR_702_9c() -> None:
    # Checks CR 702.9, CR 702.9a, CR 702.9c
    state = _combat(["Halcón de Niebla"], ["Oso Musgoso", "Guardián de Raíces"], ["Halcón de Niebla"],
                    Halcón_de_Niebla=("flying",))
    assert refusal(state, "P2: block Halcón de Niebla with Oso Musgoso") == "CR 702.9b"
    do(state, "P2: block Halcón de Niebla with Guardián de Raíces")  # reach blocks it, two instances or one


def test_haste_is_static_and_lets_tap_abilities_be_activated_CR_702_10_CR_702_10a_CR_702_10c() -> None:
    """Cry of Betrayal takes the opponent's Vein Keeper, untaps it and gives it haste: its new
    controller may activate its {T} ability this turn."""
    # Checks CR 702.10, CR 702.10a, CR 702.10c
    state = position({"P1": {"battlefield": ["Montaña", "Montaña", "Montaña"], "hand": ["Grito de Traición"]},
                      "P2": {"battlefield": ["Guardiana de la Veta"]}})
    keeper = cid(state, "Guardiana de la Veta")
    do(state, "cast Grito de Traición", "target Guardiana de la Veta", "pass", "P2: pass")
    assert state._card(keeper).controller == 0 and state.has(keeper, "haste")
    do(state, "tap Guardiana de la Veta")
    assert state.pools[0].get("C") == 1


def test_without_haste_a_new_creature_cannot_tap_CR_702_10c() -> None:
    # Checks CR 702.10c
    state = position({"P1": {"battlefield": [{"card": "Guardiana de la Veta", "sick": True}]}, "P2": {}})
    assert refusal(state, "tap Guardiana de la Veta") == "CR 302.6"
    state = position({"P1": {"battlefield": [{"card": "Guardiana de la Veta", "sick": True}]}, "P2": {}})
    _grant(state, "Guardiana de la Veta", "haste")
    do(state, "tap Guardiana de la Veta")
    assert state.pools[0].get("C") == 1


def test_hexproof_is_static_and_redundant_CR_702_11_CR_702_11a_CR_702_11h() -> None:
    # Checks CR 702.11, CR 702.11a, CR 702.11h
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {"hand": ["Chispa Ígnea"], "battlefield": ["Montaña"]}},
                     step="final")
    _grant(state, "Oso Musgoso", "hexproof", "hexproof")
    do(state, "pass", "P2: cast Chispa Ígnea")
    assert refusal(state, "P2: target Oso Musgoso") == "CR 702.11b"


def test_indestructible_is_static_and_redundant_CR_702_12_CR_702_12a_CR_702_12c() -> None:
    # Checks CR 702.12, CR 702.12a, CR 702.12c
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "damage": 5}]}, "P2": {}})
    assert names(state, 0, "cementerio") == ["Oso Musgoso"]
    state = position({"P1": {"battlefield": ["Oso Musgoso"], "hand": ["Sentencia Final"]}, "P2": {}})
    bear = _grant(state, "Oso Musgoso", "indestructible", "indestructible")
    state._card(bear).counters[DAMAGE] = 5
    state.invalidate_statics()
    do(state, "pass", "P2: pass")
    assert state.on_battlefield(bear)


def test_intimidate_is_an_evasion_ability_and_redundant_CR_702_13_CR_702_13a_CR_702_13c() -> None:
    # Checks CR 702.13, CR 702.13a, CR 702.13c
    state = _combat(["Acechador Carmesí"], ["Oso Musgoso", "Berserker de Fuego"], ["Acechador Carmesí"],
                    Acechador_Carmesí=("intimidate",))
    assert refusal(state, "P2: block Acechador Carmesí with Oso Musgoso") == "CR 702.13b"
    do(state, "P2: block Acechador Carmesí with Berserker de Fuego")  # it shares red


def test_landwalk_is_evasion_that_does_not_cancel_and_is_redundant_CR_702_14_CR_702_14b_CR_702_14d_CR_702_14e() -> None:
    """A swampwalker against a player with a Swamp cannot be blocked even by a swampwalker of
    their own (landwalk does not cancel); two instances are one."""
    # Checks CR 702.14, CR 702.14b, CR 702.14d, CR 702.14e
    state = position({"P1": {"battlefield": ["Acechador del Pantano", "Pantano"]},
                      "P2": {"battlefield": ["Acechador del Pantano", "Pantano"]}}, step="atacantes")
    attacker, blocker = cid(state, "Acechador del Pantano", 0), cid(state, "Acechador del Pantano", 1)
    state.add_continuous("keywords", frozenset((attacker,)), attacker, "turn", ("swampwalk",))
    do(state, "attack Acechador del Pantano@P1.campo.1", "done")
    problem = state.block_problem(blocker, attacker, 1)
    assert problem is not None and problem.id == "CR 702.14c"
    state = _combat(["Acechador del Pantano"], ["Oso Musgoso"], ["Acechador del Pantano"])
    do(state, "P2: block Acechador del Pantano with Oso Musgoso")  # no Swamp: it is blocked


def test_lifelink_is_static_and_two_instances_gain_once_CR_702_15_CR_702_15a_CR_702_15f() -> None:
    # Checks CR 702.15, CR 702.15a, CR 702.15f
    state = _combat(["Clérigo Devoto"], [], ["Clérigo Devoto"], Clérigo_Devoto=("lifelink",))
    _after_damage(state)
    assert (state.counters[0][LIFE], state.counters[1][LIFE]) == (22, 18)


def test_lifelink_sources_dealing_damage_together_gain_separately_CR_702_15e() -> None:
    """Two lifelinkers deal combat damage at once: two life-gain events of 2, not one of 4."""
    # Checks CR 702.15e
    state = _combat(["Clérigo Devoto", "Clérigo Devoto"], [], ["Clérigo Devoto@P1.campo.1", "Clérigo Devoto@P1.campo.2"])
    events = []
    while state.step != "fin_combate":
        events += state.apply_action(state.parse_action("pass", None))
    gains = [e.amount for e in events if e.kind == "counter" and e.text == LIFE and e.player == 0]
    assert state.counters[0][LIFE] == 24 and gains == [2, 2]


def test_protection_sheds_auras_of_that_quality_and_is_redundant_CR_702_16_CR_702_16c_CR_702_16m() -> None:
    """An Aura of a colour the creature gains protection from is put into its owner's
    graveyard as a state-based action; two instances of protection from green are one."""
    # Checks CR 702.16, CR 702.16c, CR 702.16m
    state = position({"P1": {"battlefield": ["Oso Musgoso", {"card": "Escudo de Robles", "attached": "Oso Musgoso"}]},
                      "P2": {}})
    bear = cid(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (4, 4)
    _grant(state, "Oso Musgoso", "protection:G", "protection:G")
    assert state.state_based_actions()  # CR 704.5m: the check the next priority makes
    assert names(state, 0, "cementerio") == ["Escudo de Robles"] and state.power_toughness(bear) == (2, 2)


def test_reach_is_static_and_redundant_CR_702_17_CR_702_17a_CR_702_17c() -> None:
    # Checks CR 702.17, CR 702.17a, CR 702.17c
    state = _combat(["Halcón de Niebla"], ["Guardián de Raíces"], ["Halcón de Niebla"], Guardián_de_Raíces=("reach",))
    do(state, "P2: block Halcón de Niebla with Guardián de Raíces")
    assert state.blockers == ((cid(state, "Guardián de Raíces"), cid(state, "Halcón de Niebla")),)


def test_shroud_stops_every_player_and_is_redundant_CR_702_18_CR_702_18a_CR_702_18b() -> None:
    """Shroud: "can't be the target of spells or abilities" — its own controller's included."""
    # Checks CR 702.18, CR 702.18a, CR 702.18b
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Lobezno del Claro", "Bosque"], "hand": ["Crecimiento Salvaje"]},
                      "P2": {}})
    _grant(state, "Oso Musgoso", "shroud", "shroud")
    do(state, "cast Crecimiento Salvaje")
    assert refusal(state, "target Oso Musgoso") == "CR 702.18a"
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Bosque"], "hand": ["Crecimiento Salvaje"]}, "P2": {}})
    _grant(state, "Oso Musgoso", "shroud")
    assert refusal(state, "cast Crecimiento Salvaje") == "CR 601.2c"  # no legal target at all


def test_trample_is_static_and_redundant_CR_702_19_CR_702_19a_CR_702_19g() -> None:
    """A 4/3 trampler blocked by a 2/2: lethal damage to the blocker, the rest to the player
    (the attacking player divides it); a second instance changes nothing."""
    # Checks CR 702.19, CR 702.19a, CR 702.19g
    state = _combat(["Alce Arrollador"], ["Oso Musgoso"], ["Alce Arrollador"], [("Alce Arrollador", "Oso Musgoso")],
                    Alce_Arrollador=("trample",))
    pass_until(state, "dano") if state.prompt.kind == "prioridad" else None
    if state.prompt.kind == "asignar":
        do(state, "assign 2 to Oso Musgoso")
    _after_damage(state)
    assert state.counters[1][LIFE] == 18 and names(state, 1, "cementerio") == ["Oso Musgoso"]


def test_vigilance_is_static_and_redundant_CR_702_20_CR_702_20a_CR_702_20c() -> None:
    # Checks CR 702.20, CR 702.20a, CR 702.20c
    state = _combat(["Grifo Vigía"], [], ["Grifo Vigía"], Grifo_Vigía=("vigilance",))
    assert not state._card(cid(state, "Grifo Vigía")).rotated


def test_fear_is_an_evasion_ability_and_redundant_CR_702_36_CR_702_36a_CR_702_36c() -> None:
    # Checks CR 702.36, CR 702.36a, CR 702.36c
    state = _combat(["Espectro del Páramo"], ["Oso Musgoso", "Coloso Indómito"], ["Espectro del Páramo"],
                    Espectro_del_Páramo=("fear",))
    assert refusal(state, "P2: block Espectro del Páramo with Oso Musgoso") == "CR 702.36b"
    do(state, "P2: block Espectro del Páramo with Coloso Indómito")  # an artifact creature


def test_menace_is_an_evasion_ability_and_redundant_CR_702_111_CR_702_111a_CR_702_111c() -> None:
    # Checks CR 702.111, CR 702.111a, CR 702.111c
    state = _combat(["Bruto Trasgo"], ["Oso Musgoso", "Lobezno del Claro"], ["Bruto Trasgo"], Bruto_Trasgo=("menace",))
    do(state, "P2: block Bruto Trasgo with Oso Musgoso")
    assert refusal(state, "P2: done") == "CR 702.111b"
    do(state, "P2: block Bruto Trasgo with Lobezno del Claro", "P2: done")
    assert len(state.blockers) == 2


def test_flash_lets_a_creature_be_cast_any_time_with_priority_CR_702_8() -> None:
    # Checks CR 702.8
    state = position({"P1": {}, "P2": {"hand": ["Emboscador Sombrío", "Oso Musgoso"], "battlefield": ["Bosque", "Bosque"]}},
                     step="final")
    do(state, "pass")
    assert refusal(state, "P2: cast Oso Musgoso") == "CR 117.1a"
    do(state, "P2: cast Emboscador Sombrío")
    assert [link.source for link in state.chain.links] == [cid(state, "Emboscador Sombrío")]
    assert where(state)[3] == 1


# ---------------------------------------------------------------- keywords of other kinds


def _adopt(name: str, type_line: str, cost: str, text: str, power: str, toughness: str, whole: bool = True) -> None:
    """A card from its Oracle text (for keywords no card in shared/testdata has); ``whole``:
    all of its text must be automated (else only its keywords are used)."""
    from engine.core import get_game
    from engine.formats.records import CardRecord

    record = CardRecord(game="mtg", name=name, oracle_id=f"test-{name}", type_line=type_line, cost=cost, text=text,
                        stats={"power": power, "toughness": toughness})
    assert own_card(record).program.automated or not whole  # type: ignore[union-attr]


def test_soulshift_returns_a_changeling_as_a_spirit_CR_702_46_CR_702_46a_CR_702_73_CR_702_73a_CR_115_1d() -> None:
    """Thousand-legged Kami (Soulshift 7) dies: its trigger may target Kaldheim's Mistwalker in
    the graveyard — a changeling is every creature type, a Spirit too, in every zone — and not
    the bear."""
    # Checks CR 702.46, CR 702.46a, CR 702.73, CR 702.73a, CR 115.1d
    from tests.mtg.real_cards import SETS, real_card

    assert real_card(SETS["KHM"], "Mistwalker").program.automated
    _adopt("Thousand-legged Kami", "Creature — Spirit", "{6}{G}{G}", "Soulshift 7", "6", "6")
    state = position({"P1": {"battlefield": [{"card": "Thousand-legged Kami", "damage": 5}, "Montaña"], "hand": ["Chispa Ígnea"],
                             "graveyard": ["Mistwalker", "Oso Musgoso"]}, "P2": {}})
    do(state, "cast Chispa Ígnea", "target Thousand-legged Kami", "pass", "P2: pass")
    assert state.prompt.kind == "objetivo"
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Mistwalker"}
    do(state, "target Mistwalker", "pass", "P2: pass", "yes")
    assert names(state, 0, "mano") == ["Mistwalker"]


def test_foretell_is_a_special_action_from_the_hand_CR_702_143_CR_702_143a_CR_702_143b() -> None:
    """Demon Bolt (Kaldheim): foretelling it exiles it face down for {2} without using the stack
    (P1 keeps priority, nothing to respond to); on a later turn it is cast for its foretell cost."""
    # Checks CR 702.143, CR 702.143a, CR 702.143b
    from tests.mtg.real_cards import SETS, real_card

    assert real_card(SETS["KHM"], "Demon Bolt").program.automated
    state = position({"P1": {"hand": ["Demon Bolt"], "battlefield": ["Montaña", "Montaña", "Montaña"]},
                      "P2": {"battlefield": ["Oso Musgoso"]}})
    bolt = cid(state, "Demon Bolt")
    do(state, "foretell Demon Bolt")
    assert state.zone_name_of(bolt) == "exilio" and not state.chain.links and where(state)[3] == 0
    assert "cast Demon Bolt" not in {state.action_to_string(a) for a in state.legal_actions()}
    while state.turn_player == 0 or state.prompt.player != 0:
        do(state, "pass")
    do(state, "cast Demon Bolt", "target Oso Musgoso", "pass", "P2: pass")
    assert names(state, 1, "cementerio") == ["Oso Musgoso"]


def test_enchant_restricts_what_an_aura_targets_CR_702_5_CR_702_5a() -> None:
    """Oakshield (Enchant creature) can target a creature, never a land."""
    # Checks CR 702.5, CR 702.5a
    state = position({"P1": {"battlefield": ["Bosque", "Bosque", "Oso Musgoso"], "hand": ["Escudo de Robles"]}, "P2": {}})
    do(state, "cast Escudo de Robles")
    options = {state.action_to_string(a) for a in state.legal_actions()}
    assert "target Oso Musgoso" in options and not any("Bosque" in o for o in options)


def test_equip_attaches_to_a_creature_you_control_CR_702_6_CR_702_6a() -> None:
    # Checks CR 702.6, CR 702.6a
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Espada de Hierro Viejo", "Bosque", "Bosque"]},
                      "P2": {"battlefield": ["Lobezno del Claro"]}})
    do(state, "activate Espada de Hierro Viejo")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"target Oso Musgoso"}
    do(state, "target Oso Musgoso", "pass", "P2: pass")
    assert state._card(cid(state, "Espada de Hierro Viejo")).attached_to == cid(state, "Oso Musgoso")
    assert state.power_toughness(cid(state, "Oso Musgoso")) == (4, 2)


def test_kicker_is_an_optional_additional_cost_CR_702_33_CR_702_33a_CR_702_33d() -> None:
    """Braced Bolt kicked: {2} more paid, and its "if this spell was kicked" part happens."""
    # Checks CR 702.33, CR 702.33a, CR 702.33d
    state = position({"P1": {"battlefield": ["Montaña", "Montaña", "Montaña"], "hand": ["Rayo Reforzado"]}, "P2": {}})
    do(state, "cast Rayo Reforzado")
    kicked = [a for a in state.legal_actions() if state.action_to_string(a) in ("yes", "kick 1")]
    assert kicked
    state.apply_action(kicked[0])
    while state.prompt.kind != "prioridad":
        do(state, "target P2")
    assert all(state._card(c).rotated for c in state.battlefield(0))
    do(state, "pass", "P2: pass")
    assert state.counters[1][LIFE] == 16


def test_flashback_casts_from_the_graveyard_then_exiles_CR_702_34_CR_702_34a() -> None:
    # Checks CR 702.34, CR 702.34a
    state = position({"P1": {"battlefield": ["Isla"] * 4, "graveyard": ["Eco de la Marea"]}, "P2": {}})
    tide = cid(state, "Eco de la Marea")
    do(state, "cast Eco de la Marea", "pass", "P2: pass")
    while state.prompt.kind != "prioridad":
        do(state, "done")
    assert state.zone_name_of(tide) == "exilio"


def test_ward_counters_unless_its_cost_is_paid_CR_702_21_CR_702_21a() -> None:
    """Rune Sentinel (Ward {1}) targeted by a Spark whose caster cannot pay {1}: the ward trigger
    counters the Spark."""
    # Checks CR 702.21, CR 702.21a
    state = position({"P1": {"battlefield": ["Centinela Rúnica"]}, "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}},
                     step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target Centinela Rúnica")
    for _ in range(10):
        if not state.chain.links:
            break
        do(state, "no" if state.prompt.kind in ("quizas", "rebatir") else "pass")
    assert names(state, 1, "cementerio") == ["Chispa Ígnea"] and state.on_battlefield(cid(state, "Centinela Rúnica"))
    assert not state._card(cid(state, "Centinela Rúnica")).counters.get(DAMAGE)


# ---------------------------------------------------------------- shadow, horsemanship, skulk, infect, wither
# Cards built from their Oracle text: no card with these keywords is in shared/testdata.


def _evasion_cards() -> None:
    _adopt("Soltari Foot Soldier", "Creature — Soltari Soldier", "{W}", "Shadow", "1", "1")
    _adopt("Soltari Lancer", "Creature — Soltari Knight", "{2}{W}", "Shadow", "2", "2")
    _adopt("Shu Cavalry", "Creature — Human Soldier", "{2}{W}", "Horsemanship", "2", "2")
    _adopt("Vampire Cutthroat", "Creature — Vampire", "{B}", "Skulk, lifelink", "1", "1")


def test_shadow_blocks_and_is_blocked_only_by_shadow_CR_702_28_CR_702_28a_CR_702_28b_CR_702_28c() -> None:
    # Checks CR 702.28, CR 702.28a, CR 702.28b, CR 702.28c
    _evasion_cards()
    state = _combat(["Soltari Foot Soldier", "Oso Musgoso"], ["Lobezno del Claro", "Soltari Lancer"],
                    ["Soltari Foot Soldier", "Oso Musgoso"], Soltari_Foot_Soldier=("shadow",))
    assert refusal(state, "P2: block Soltari Foot Soldier with Lobezno del Claro") == "CR 702.28b"
    assert refusal(state, "P2: block Oso Musgoso with Soltari Lancer") == "CR 702.28b"
    do(state, "P2: block Soltari Foot Soldier with Soltari Lancer", "P2: block Oso Musgoso with Lobezno del Claro")


def test_horsemanship_is_blocked_only_by_horsemanship_and_blocks_anything_CR_702_31_CR_702_31a_CR_702_31b_CR_702_31c() -> None:
    # Checks CR 702.31, CR 702.31a, CR 702.31b, CR 702.31c
    _evasion_cards()
    _adopt("Shu Light Cavalry", "Creature — Human Soldier", "{1}{W}", "Horsemanship", "1", "1")
    state = _combat(["Shu Cavalry"], ["Halcón de Niebla", "Shu Light Cavalry"], ["Shu Cavalry"], Shu_Cavalry=("horsemanship",))
    assert refusal(state, "P2: block Shu Cavalry with Halcón de Niebla") == "CR 702.31b"  # flying is no help
    do(state, "P2: block Shu Cavalry with Shu Light Cavalry")
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {"battlefield": ["Shu Cavalry"]}}, step="atacantes")
    do(state, "attack Oso Musgoso", "done", "pass", "P2: pass", "P2: block Oso Musgoso with Shu Cavalry")
    assert state.blockers == ((cid(state, "Shu Cavalry"), cid(state, "Oso Musgoso")),)


def test_skulk_is_not_blocked_by_greater_power_CR_702_118_CR_702_118a_CR_702_118b_CR_702_118c() -> None:
    # Checks CR 702.118, CR 702.118a, CR 702.118b, CR 702.118c
    _evasion_cards()
    state = _combat(["Vampire Cutthroat"], ["Oso Musgoso", "Duende Travieso"], ["Vampire Cutthroat"],
                    Vampire_Cutthroat=("skulk",))
    assert refusal(state, "P2: block Vampire Cutthroat with Oso Musgoso") == "CR 702.118b"
    do(state, "P2: block Vampire Cutthroat with Duende Travieso")  # power 1, equal: allowed


def test_infect_damage_is_poison_and_minus_counters_CR_702_90_CR_702_90a_CR_702_90b_CR_702_90c_CR_702_90f_CR_120_3b_CR_120_3d() -> None:
    """Glistener Elf (Infect) unblocked gives the player poison counters instead of damage;
    blocked by a 2/2, the damage becomes -1/-1 counters that stay after the turn; a second
    instance of infect changes nothing."""
    # Checks CR 702.90, CR 702.90a, CR 702.90b, CR 702.90c, CR 702.90f, CR 120.3b, CR 120.3d
    _adopt("Glistener Elf", "Creature — Phyrexian Elf Warrior", "{G}", "Infect", "1", "1")
    state = _combat(["Glistener Elf"], [], ["Glistener Elf"], [], Glistener_Elf=("infect",))
    _after_damage(state)
    assert state.counters[1][LIFE] == 20 and state.counters[1]["veneno"] == 1
    state = _combat(["Glistener Elf"], ["Oso Musgoso"], ["Glistener Elf"], [("Glistener Elf", "Oso Musgoso")])
    _after_damage(state)
    bear = cid(state, "Oso Musgoso")
    assert state._card(bear).counters.get("-1/-1") == 1 and not state._card(bear).counters.get(DAMAGE)
    assert state.power_toughness(bear) == (1, 1)
    while state.turn_player == 0:
        do(state, "pass")
    assert state.power_toughness(bear) == (1, 1)  # counters, not damage: they do not wear off


def test_ten_poison_counters_from_infect_lose_the_game_CR_702_90b_CR_704_5c() -> None:
    # Checks CR 702.90b, CR 704.5c
    _adopt("Glistener Elf", "Creature — Phyrexian Elf Warrior", "{G}", "Infect", "1", "1")
    state = position({"P1": {"battlefield": ["Glistener Elf"]}, "P2": {"poison": 9}}, step="atacantes")
    do(state, "attack Glistener Elf", "done")
    while state.outcome is None:
        do(state, "pass")
    assert state.outcome.winner == 0 and state.outcome.rule.id == "CR 704.5c"


def test_wither_damage_is_minus_counters_CR_702_80_CR_702_80a_CR_702_80d_CR_120_3d() -> None:
    """Boggart Ram-Gang (Haste, wither) blocked by Rootwarden (2/4): its 3 damage are three
    -1/-1 counters, a 2/4 becomes a -1/1 that survives, and stays so next turn; a second
    instance of wither changes nothing."""
    # Checks CR 702.80, CR 702.80a, CR 702.80d, CR 120.3d
    _adopt("Boggart Ram-Gang", "Creature — Goblin Warrior", "{R/G}{R/G}{R/G}", "Haste\nWither", "3", "3")
    state = position({"P1": {"battlefield": ["Boggart Ram-Gang"]}, "P2": {"battlefield": ["Guardián de Raíces"]}}, step="atacantes")
    _grant(state, "Boggart Ram-Gang", "wither")
    do(state, "attack Boggart Ram-Gang", "done", "pass", "P2: pass", "P2: block Boggart Ram-Gang with Guardián de Raíces", "P2: done")
    _after_damage(state)
    keeper = cid(state, "Guardián de Raíces")
    assert state._card(keeper).counters.get("-1/-1") == 3 and state.power_toughness(keeper) == (-1, 1)
    assert not state._card(keeper).counters.get(DAMAGE)
    ram = cid(state, "Boggart Ram-Gang")
    assert state._card(ram).counters.get(DAMAGE) == 2  # the blocker's damage is ordinary


def test_protection_from_two_colours_is_two_protections_CR_702_16g() -> None:
    """Paladin en-Vec (protection from black and from red): red and black spells cannot target
    it, a red creature cannot block it, and a white one can."""
    # Checks CR 702.16g
    _adopt("Paladin en-Vec", "Creature — Human Knight", "{1}{W}{W}", "First strike, protection from black and from red", "2", "2")
    state = position({"P1": {"battlefield": ["Paladin en-Vec"]},
                      "P2": {"battlefield": ["Montaña", "Pantano", "Pantano", "Oso Musgoso"], "hand": ["Chispa Ígnea", "Sentencia Final"]}},
                     step="final")
    do(state, "pass", "P2: cast Chispa Ígnea")
    assert refusal(state, "P2: target Paladin en-Vec") == "CR 702.16b"
    state = _combat(["Paladin en-Vec"], ["Trasgo Impetuoso", "Sanadora del Alba"], ["Paladin en-Vec"])
    assert refusal(state, "P2: block Paladin en-Vec with Trasgo Impetuoso") == "CR 702.16f"
    do(state, "P2: block Paladin en-Vec with Sanadora del Alba")


def test_protection_from_creatures_CR_702_16a() -> None:
    """Beloved Chaplain: no creature can block it; a creature's damage to it is prevented; an
    instant (not a creature) can still target it."""
    # Checks CR 702.16a
    _adopt("Beloved Chaplain", "Creature — Human Cleric", "{1}{W}", "Protection from creatures", "1", "1")
    state = position({"P1": {"battlefield": ["Beloved Chaplain"]}, "P2": {"battlefield": ["Lobezno del Claro"]}}, step="atacantes")
    do(state, "attack Beloved Chaplain", "done")
    problem = state.block_problem(cid(state, "Lobezno del Claro"), cid(state, "Beloved Chaplain"), 1)
    assert problem is not None and problem.id == "CR 702.16f"
    state = position({"P1": {"battlefield": ["Beloved Chaplain"]}, "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}},
                     step="final")
    do(state, "pass", "P2: cast Chispa Ígnea", "P2: target Beloved Chaplain", "P2: pass", "pass")
    assert names(state, 0, "cementerio") == ["Beloved Chaplain"]


def test_protection_from_everything_CR_702_16j() -> None:
    """Progenitus (protection from everything; its other line aside): no spell targets it, no
    Aura can be attached to it, no creature blocks it and damage to it is prevented."""
    # Checks CR 702.16j
    _adopt("Progenitus", "Legendary Creature — Hydra Avatar", "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}",
           "Protection from everything\nIf Progenitus would be put into a graveyard from anywhere, reveal Progenitus and "
           "shuffle it into its owner's library instead.", "10", "10", whole=False)
    state = position({"P1": {"battlefield": ["Progenitus", "Bosque", "Bosque"], "hand": ["Escudo de Robles"]}, "P2": {}})
    assert refusal(state, "cast Escudo de Robles") == "CR 601.2c"  # its only creature cannot be targeted
    state = position({"P1": {"battlefield": ["Progenitus"]}, "P2": {"battlefield": ["Montaña"] * 3, "hand": ["Ola de Calor"]}},
                     turn_player="P2")
    progenitus = cid(state, "Progenitus")
    do(state, "P2: cast Ola de Calor", "P2: pass", "pass")
    assert names(state, 1, "cementerio") == ["Ola de Calor"] and not state._card(progenitus).counters.get(DAMAGE)
    state = _combat(["Progenitus"], ["Oso Musgoso"], ["Progenitus"])
    assert state.block_problem(cid(state, "Oso Musgoso"), cid(state, "Progenitus"), 1).id == "CR 702.16f"


def test_double_strike_gained_after_first_strike_damage_deals_regular_damage_too_CR_702_4d() -> None:
    """Fire Berserker (first strike) deals its first-strike damage; given double strike then, it
    deals combat damage again in the regular step."""
    # Checks CR 702.4d
    state = position({"P1": {"battlefield": ["Berserker de Fuego"]}, "P2": {}}, step="atacantes")
    do(state, "attack Berserker de Fuego", "done")
    pass_until(state, "dano_primero")
    assert state.counters[1][LIFE] == 18
    _grant(state, "Berserker de Fuego", "double strike")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 16


def test_first_strike_gained_after_first_strike_damage_still_deals_regular_damage_CR_702_7c() -> None:
    """Mossback Bear attacks beside Fire Berserker; after the first-strike step it gains first
    strike: it did not deal first-strike damage, so it deals regular damage."""
    # Checks CR 702.7c
    state = position({"P1": {"battlefield": ["Berserker de Fuego", "Oso Musgoso"]}, "P2": {}}, step="atacantes")
    do(state, "attack Berserker de Fuego", "attack Oso Musgoso", "done")
    pass_until(state, "dano_primero")
    assert state.counters[1][LIFE] == 18
    _grant(state, "Oso Musgoso", "first strike")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 16


def test_keywords_are_read_past_their_reminder_text_CR_702_1() -> None:
    """Mistwalker's printed text (Kaldheim) carries reminder text; the keywords are what count."""
    # Checks CR 702.1
    from tests.mtg.real_cards import SETS, real_card

    card = real_card(SETS["KHM"], "Mistwalker")
    assert "(This card is every creature type.)" in card.text or "every creature type" in card.text
    assert {"changeling", "flying"} <= set(card.program.keywords)


# ---------------------------------------------------------------- exalted, rampage, toxic (Oracle text, not in shared/testdata)


def test_exalted_triggers_when_a_creature_attacks_alone_CR_702_83_CR_702_83a_CR_702_83b_CR_506_5() -> None:
    """Two Akrasan Squires (Exalted): the bear attacking alone gets +1/+1 from each instance;
    with a second attacker, nothing triggers."""
    # Checks CR 702.83, CR 702.83a, CR 702.83b, CR 506.5
    _adopt("Akrasan Squire", "Creature — Human Soldier", "{W}", "Exalted", "1", "1")
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Akrasan Squire", "Akrasan Squire"]}, "P2": {}}, step="atacantes")
    do(state, "attack Oso Musgoso", "done")
    assert len(state.chain.links) == 2
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 16  # 2 + 1 + 1
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Lobezno del Claro", "Akrasan Squire"]}, "P2": {}}, step="atacantes")
    do(state, "attack Oso Musgoso", "attack Lobezno del Claro", "done")
    assert not state.chain.links


def test_rampage_counts_the_blockers_beyond_the_first_as_it_resolves_CR_702_23_CR_702_23a_CR_702_23b() -> None:
    """Craw Giant (Trample, rampage 2) blocked by three creatures: +4/+4 — but when one blocker is
    killed before the trigger resolves, only +2/+2; blocked by one, nothing."""
    # Checks CR 702.23, CR 702.23a, CR 702.23b
    _adopt("Craw Giant", "Creature — Giant", "{3}{G}{G}{G}{G}", "Trample\nRampage 2", "6", "4")

    def blocked(blockers: list[str], kill: bool) -> tuple[int, int]:
        state = position({"P1": {"battlefield": ["Craw Giant", "Montaña"], "hand": ["Chispa Ígnea"]},
                          "P2": {"battlefield": blockers}}, step="atacantes")
        do(state, "attack Craw Giant", "done", "pass", "P2: pass")
        for name in blockers:
            do(state, f"P2: block Craw Giant with {name}")
        do(state, "P2: done")
        if kill:
            do(state, "cast Chispa Ígnea", f"target {blockers[0]}", "pass", "P2: pass")
        do(state, "pass", "P2: pass")
        return state.power_toughness(cid(state, "Craw Giant"))

    assert blocked(["Oso Musgoso", "Lobezno del Claro", "Guardián de Raíces"], kill=False) == (10, 8)
    assert blocked(["Lobezno del Claro", "Oso Musgoso", "Guardián de Raíces"], kill=True) == (8, 6)
    assert blocked(["Oso Musgoso"], kill=False) == (6, 4)


def test_toxic_gives_poison_with_combat_damage_to_a_player_CR_702_164_CR_702_164a_CR_702_164c_CR_120_3g() -> None:
    """Pestilent Syphoner (Flying, toxic 1) unblocked: P2 loses 1 life and gets a poison counter."""
    # Checks CR 702.164, CR 702.164a, CR 702.164c, CR 120.3g
    _adopt("Pestilent Syphoner", "Creature — Phyrexian Insect", "{1}{B}", "Flying\nToxic 1", "1", "1")
    state = position({"P1": {"battlefield": ["Pestilent Syphoner"]}, "P2": {}}, step="atacantes")
    do(state, "attack Pestilent Syphoner", "done")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 19 and state.counters[1]["veneno"] == 1


def test_flanking_shrinks_a_blocker_without_flanking_CR_702_25_CR_702_25a() -> None:
    """Suq'Ata Lancer (Haste, flanking) blocked by Mossback Bear: the bear gets -1/-1 before
    damage, so the 2/2 Lancer kills it and survives its 1 damage; a blocker with flanking itself
    is not shrunk."""
    # Checks CR 702.25, CR 702.25a
    _adopt("Suq'Ata Lancer", "Creature — Human Knight", "{2}{R}", "Haste\nFlanking", "2", "2")
    state = position({"P1": {"battlefield": ["Suq'Ata Lancer"]}, "P2": {"battlefield": ["Oso Musgoso"]}}, step="atacantes")
    do(state, "attack Suq'Ata Lancer", "done", "pass", "P2: pass", "P2: block Suq'Ata Lancer with Oso Musgoso", "P2: done")
    assert [link.source for link in state.chain.links] == [cid(state, "Suq'Ata Lancer")]
    do(state, "pass", "P2: pass")
    assert state.power_toughness(cid(state, "Oso Musgoso")) == (1, 1)
    pass_until(state, "fin_combate")
    assert names(state, 1, "cementerio") == ["Oso Musgoso"] and state.on_battlefield(cid(state, "Suq'Ata Lancer"))
    state = position({"P1": {"battlefield": ["Suq'Ata Lancer"]},
                      "P2": {"battlefield": ["Suq'Ata Lancer"]}}, step="atacantes")
    attacker, blocker = cid(state, "Suq'Ata Lancer", 0), cid(state, "Suq'Ata Lancer", 1)
    do(state, "attack Suq'Ata Lancer@P1.campo.1", "done", "pass", "P2: pass",
       "P2: block Suq'Ata Lancer@P1.campo.1 with Suq'Ata Lancer@P2.campo.1", "P2: done", "pass", "P2: pass")
    assert state.power_toughness(blocker) == (2, 2) and attacker != blocker


def test_devoid_makes_a_coloured_cost_colourless_CR_702_114_CR_702_114a() -> None:
    """Forerunner of Slaughter ({B}{R}, Devoid) is colourless in the hand and on the battlefield:
    Dawn Paladin's protection from red does not stop it."""
    # Checks CR 702.114, CR 702.114a
    _adopt("Forerunner of Slaughter", "Creature — Eldrazi Drone", "{B}{R}",
           "Devoid\n{1}: Target colorless creature gains haste until end of turn.", "3", "2", whole=False)
    state = position({"P1": {"battlefield": ["Forerunner of Slaughter"], "hand": ["Forerunner of Slaughter"]},
                      "P2": {"battlefield": ["Paladín del Alba"]}}, step="atacantes")
    assert all(state.defn(cid(state, "Forerunner of Slaughter", n)).colors == () for n in (0, 1))
    do(state, "attack Forerunner of Slaughter", "done", "pass", "P2: pass",
       "P2: block Forerunner of Slaughter with Paladín del Alba", "P2: done")
    pass_until(state, "fin_combate")
    assert names(state, 1, "cementerio") == ["Paladín del Alba"]


def test_battle_cry_pumps_each_other_attacker_CR_702_91_CR_702_91a() -> None:
    """Goblin Wardriver (Battle cry) attacks with the bear: the bear deals 3, the Wardriver 2."""
    # Checks CR 702.91, CR 702.91a
    _adopt("Goblin Wardriver", "Creature — Goblin Warrior", "{R}{R}", "Battle cry", "2", "2")
    state = position({"P1": {"battlefield": ["Goblin Wardriver", "Oso Musgoso"]}, "P2": {}}, step="atacantes")
    do(state, "attack Goblin Wardriver", "attack Oso Musgoso", "done")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 15 and state.power_toughness(cid(state, "Goblin Wardriver")) == (2, 2)


def test_melee_counts_the_opponents_attacked_CR_702_121_CR_702_121a() -> None:
    """Wings of the Guard (Flying, melee): +1/+1 attacking one opponent; in a game of three,
    attacking both opponents (itself one, the bear the other) gives +2/+2."""
    # Checks CR 702.121, CR 702.121a
    _adopt("Wings of the Guard", "Creature — Bird", "{1}{W}", "Flying\nMelee", "1", "1")
    state = position({"P1": {"battlefield": ["Wings of the Guard"]}, "P2": {}}, step="atacantes")
    do(state, "attack Wings of the Guard", "done", "pass", "P2: pass")
    assert state.power_toughness(cid(state, "Wings of the Guard")) == (2, 2)
    state = position({"P1": {"battlefield": ["Wings of the Guard", "Oso Musgoso"]}, "P2": {}, "P3": {}}, players=3, step="atacantes")
    do(state, "attack Wings of the Guard at P2", "attack Oso Musgoso at P3", "done", "pass", "P2: pass", "P3: pass")
    assert state.power_toughness(cid(state, "Wings of the Guard")) == (3, 3)


def test_afflict_makes_the_defending_player_lose_life_when_blocked_CR_702_130_CR_702_130a() -> None:
    """Khenra Eternal (Afflict 1) blocked by the bear: P2 loses 1 life."""
    # Checks CR 702.130, CR 702.130a
    _adopt("Khenra Eternal", "Creature — Zombie Jackal Warrior", "{1}{B}", "Afflict 1", "2", "2")
    state = position({"P1": {"battlefield": ["Khenra Eternal"]}, "P2": {"battlefield": ["Guardián de Raíces"]}}, step="atacantes")
    do(state, "attack Khenra Eternal", "done", "pass", "P2: pass", "P2: block Khenra Eternal with Guardián de Raíces", "P2: done",
       "pass", "P2: pass")
    assert state.counters[1][LIFE] == 19


def test_poisonous_gives_poison_counters_on_combat_damage_CR_702_70_CR_702_70a() -> None:
    """Swamp Mosquito (Flying, poisonous 1) unblocked: P2 gets a poison counter (and loses no life:
    it is a 0/1)."""
    # Checks CR 702.70, CR 702.70a
    _adopt("Swamp Mosquito", "Creature — Insect", "{1}{B}", "Flying\nPoisonous 1", "0", "1")
    state = position({"P1": {"battlefield": ["Swamp Mosquito"]}, "P2": {}}, step="atacantes")
    do(state, "attack Swamp Mosquito", "done")
    pass_until(state, "fin_combate")
    assert state.counters[1]["veneno"] == 0  # a 0/1 deals no damage, so nothing triggers (CR 120.8)
    state = position({"P1": {"battlefield": ["Swamp Mosquito", "Bosque"], "hand": ["Crecimiento Salvaje"]}, "P2": {}},
                     step="atacantes")
    do(state, "attack Swamp Mosquito", "done", "cast Crecimiento Salvaje", "target Swamp Mosquito", "pass", "P2: pass")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 17 and state.counters[1]["veneno"] == 1
