"""How much of a YGOPro ``cards.cdb`` and of ``.ydk`` decks plays automated (printed by
``tapete-cli ygo coverage``, ``tapete_cli/coverage.py``).

Counted honestly: a card counts only when all of its text is automated and every template its
automation rests on (``YgoCard.templates``) is in ``TEMPLATES``, each of which names the test that
plays it (``tests/ygo/test_coverage.py`` checks those tests exist). The card database is counted
over the kinds the classic rulebook knows (no Synchro, Xyz, Pendulum or Link monsters, no tokens);
a deck over every copy of its main, extra and side cards. The sentences of the cards left manual
that the compiler does not read (``cardtext.unread``), with names and numbers blanked, are the
missing templates, commonest first.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable


if TYPE_CHECKING:  # the game is loaded by the command, not when tapete-cli starts
    from engine.core.cards import CardDatabase
    from engine.games.ygo.cards import YgoCard

#: What automates a real card, and the test that plays a real card with it.
TEMPLATES: dict[str, str] = {
    "normal-monster": "tests/ygo/test_real_cards.py::test_normal_monsters_play_fully_automated",
    "fusion-materials": "tests/ygo/test_real_cards.py::test_a_real_card_keeps_its_stats_type_attribute_and_level",
    "tapete-card": "tests/ygo/test_coverage.py::test_every_card_tapete_scripts_by_passcode_has_a_scenario",
    "draw": "tests/ygo/test_cardtext.py::test_draw_pot_of_greed",
    "gain-lp": "tests/ygo/test_cardtext_clauses.py::test_goblin_thief_burns_and_gains",
    "burn": "tests/ygo/test_cardtext_clauses.py::test_goblin_thief_burns_and_gains",
    "ritual-monster": "tests/ygo/test_cardtext.py::test_ritual_black_luster_soldier",
    "ritual-spell": "tests/ygo/test_cardtext.py::test_ritual_black_luster_soldier",
    "ritual-header": "tests/ygo/test_cardtext_rituals.py::test_black_dragon_ritual_summons_its_paladin_with_the_tributes_the_player_chooses",
    "ritual-summon": "tests/ygo/test_cardtext_rituals.py::test_ritual_of_light_summons_a_light_ritual_monster_with_tributes_of_exactly_its_level",
    "destroy-target-spell-trap": "tests/ygo/test_cardtext.py::test_mystical_space_typhoon",
    "destroy-all-spell-trap": "tests/ygo/test_cardtext.py::test_heavy_storm",
    "mirror-force": "tests/ygo/test_cardtext.py::test_mirror_force",
    "return-target-monster": "tests/ygo/test_cardtext.py::test_compulsory_evacuation_device",
    "flip-destroy-opponent-monster": "tests/ygo/test_cardtext.py::test_old_vindictive_magician",
    "equip-boost": "tests/ygo/test_cardtext.py::test_legendary_sword",
    "field-boost": "tests/ygo/test_cardtext.py::test_mountain",
    "direct-attack": "tests/ygo/test_cardtext.py::test_direct_attack",
    "piercing": "tests/ygo/test_cardtext.py::test_piercing",
    # clauses of the compiler (engine.games.ygo.cardtext.zh* / en), each played by a real card
    "activate": "tests/ygo/test_cardtext_clauses.py::test_rush_recklessly_targets_and_raises_atk",
    "target": "tests/ygo/test_cardtext_clauses.py::test_rush_recklessly_targets_and_raises_atk",
    "modify": "tests/ygo/test_cardtext_clauses.py::test_rush_recklessly_targets_and_raises_atk",
    "cost-lp": "tests/ygo/test_cardtext_clauses.py::test_venus_pays_life_points_and_special_summons_from_the_deck",
    "special-summon-from": "tests/ygo/test_cardtext_clauses.py::test_venus_pays_life_points_and_special_summons_from_the_deck",
    "banish": "tests/ygo/test_cardtext_clauses.py::test_cosmic_cyclone_banishes_its_target",
    "cost-discard": "tests/ygo/test_cardtext_clauses.py::test_tribute_to_the_doomed_discards_then_destroys",
    "destroy": "tests/ygo/test_cardtext_clauses.py::test_tribute_to_the_doomed_discards_then_destroys",
    "destroy-all": "tests/ygo/test_cardtext_clauses.py::test_dark_hole_destroys_every_monster_and_the_kite_burns_from_the_graveyard",
    "to-graveyard": "tests/ygo/test_cardtext_clauses.py::test_dark_hole_destroys_every_monster_and_the_kite_burns_from_the_graveyard",
    "flip": "tests/ygo/test_cardtext_clauses.py::test_skelengel_draws_when_flipped",
    "on-summon": "tests/ygo/test_cardtext_clauses.py::test_gem_armadillo_searches_when_normal_summoned",
    "search": "tests/ygo/test_cardtext_clauses.py::test_gem_armadillo_searches_when_normal_summoned",
    "send-from-deck": "tests/ygo/test_cardtext_clauses.py::test_foolish_burial_sends_a_monster_from_the_deck",
    "once-per-turn": "tests/ygo/test_cardtext_clauses.py::test_foolish_burial_goods_once_per_turn_by_name",
    "special-summon-target": "tests/ygo/test_cardtext_clauses.py::test_back_to_the_front_revives_in_defense_position",
    "to-hand": "tests/ygo/test_cardtext_clauses.py::test_monster_reincarnation_returns_a_monster_to_the_hand",
    "summon-limit": "tests/ygo/test_cardtext_clauses.py::test_rare_metal_dragon_cannot_be_normal_summoned",
    "ignition": "tests/ygo/test_cardtext_clauses.py::test_aquaactress_arowana_searches_once_per_turn",
    "cost-tribute": "tests/ygo/test_cardtext_clauses.py::test_photon_lizard_tributes_itself_to_search",
    "on-attack": "tests/ygo/test_cardtext_clauses.py::test_malevolent_catastrophe_answers_an_attack",
    "position": "tests/ygo/test_cardtext_clauses.py::test_superheavy_samurai_changes_its_position_and_survives_battle",
    "battle-indestructible": "tests/ygo/test_cardtext_clauses.py::test_superheavy_samurai_changes_its_position_and_survives_battle",
    "summon-self": "tests/ygo/test_cardtext_clauses.py::test_junk_forward_special_summons_itself_from_the_hand_when_you_control_no_monsters",
    "condition": "tests/ygo/test_cardtext_clauses.py::test_junk_forward_special_summons_itself_from_the_hand_when_you_control_no_monsters",
    "cost-banish-self": "tests/ygo/test_cardtext_clauses.py::test_malicious_banishes_itself_from_the_graveyard_to_summon_from_the_deck",
    "cost-discard-self": "tests/ygo/test_cardtext_clauses.py::test_dd_crow_is_discarded_from_the_hand_to_banish_a_card_in_the_opponents_graveyard",
    "quick": "tests/ygo/test_cardtext_clauses.py::test_dd_crow_is_discarded_from_the_hand_to_banish_a_card_in_the_opponents_graveyard",
    "set-face-down": "tests/ygo/test_cardtext_clauses.py::test_book_of_moon_turns_a_monster_face_down",
    "mill": "tests/ygo/test_cardtext_clauses.py::test_needlebug_nest_and_charge_of_the_light_brigade_send_the_top_of_the_deck",
    "negate": "tests/ygo/test_cardtext_clauses.py::test_magic_jammer_negates_a_spell_and_seven_tools_only_a_trap",
    "end-phase": "tests/ygo/test_cardtext_clauses.py::test_lumina_revives_a_lightsworn_and_mills_in_the_end_phase",
    "effects-negated": "tests/ygo/test_cardtext_clauses.py::test_junk_synchron_revives_a_monster_whose_effects_are_negated",
    "banish-on-leave": "tests/ygo/test_cardtext_clauses.py::test_plaguespreader_zombie_returns_a_card_to_the_deck_and_is_banished_when_it_leaves",
    "cost-to-deck": "tests/ygo/test_cardtext_clauses.py::test_plaguespreader_zombie_returns_a_card_to_the_deck_and_is_banished_when_it_leaves",
    "unique-face-up": "tests/ygo/test_cardtext_clauses.py::test_chronomaly_tula_guardian_comes_out_with_a_field_spell_and_only_one_face_up",
    "summoned-gains": "tests/ygo/test_cardtext_uniques.py::test_ancient_gear_reborn_is_activated_only_while_no_other_is_face_up_and_raises_the_monster_it_revives",
    # clause families (a slot of kind, side, Type, Attribute or Level read in one piece)
    "lasting-boost": "tests/ygo/test_cardtext_families.py::test_spined_gillman_raises_your_fish_sea_serpent_and_aqua_monsters_while_face_up",
    "on-flip-summon": "tests/ygo/test_cardtext_families.py::test_dark_bat_a_flip_summon_trigger_and_not_a_normal_summon",
    "older-trigger": "tests/ygo/test_cardtext_families.py::test_boiler_man_an_older_summon_trigger_searches_a_level_2_monster_if_you_want",
    "destroy-all-of-kind": "tests/ygo/test_cardtext_families.py::test_warrior_elimination_destroys_only_face_up_warriors_and_needs_one",
    "on-direct-damage": "tests/ygo/test_cardtext_families.py::test_plasma_ball_is_destroyed_after_its_direct_attack_deals_damage",
    "older-effects": "tests/ygo/test_cardtext_families.py::test_swarm_of_scarabs_an_older_line_holds_two_effects",
    "discard-random": "tests/ygo/test_cardtext_families.py::test_electric_snake_kin_a_direct_attack_discards_at_random",
    "on-battle-destroy": "tests/ygo/test_cardtext_families.py::test_fossil_tusker_burns_after_destroying_a_monster_by_battle",
    "spirit-return": "tests/ygo/test_cardtext_families.py::test_yaksha_a_spirit_returns_a_spell_and_goes_back_to_the_hand_at_the_end_phase",
    "to-deck": "tests/ygo/test_cardtext_families.py::test_a_card_chosen_in_the_opponents_graveyard_is_shuffled_into_their_deck",
    # clause families of the Structure and Starter decks' cards
    "reload": "tests/ygo/test_cardtext_decks.py::test_reload_shuffles_the_hand_into_the_deck_and_draws_as_many",
    "target-attacker": "tests/ygo/test_cardtext_decks.py::test_magic_cylinder_negates_the_attack_and_burns_its_attackers_atk",
    "negate-attack": "tests/ygo/test_cardtext_decks.py::test_magic_cylinder_negates_the_attack_and_burns_its_attackers_atk",
    "burn-atk": "tests/ygo/test_cardtext_decks.py::test_magic_cylinder_negates_the_attack_and_burns_its_attackers_atk",
    "gain-atk": "tests/ygo/test_cardtext_decks.py::test_draining_shield_negates_the_attack_and_gains_its_attackers_atk",
    "return-all-of-kind": "tests/ygo/test_cardtext_decks.py::test_hurricane_returns_every_spell_and_trap_to_the_hand",
    "tribute-target": "tests/ygo/test_cardtext_decks.py::test_dimension_magic_tributes_its_target_summons_a_spellcaster_and_may_destroy",
    "destroy-pick": "tests/ygo/test_cardtext_decks.py::test_ryko_destroys_a_card_if_its_controller_wants_and_mills_three",
    "positions-all": "tests/ygo/test_cardtext_decks.py::test_zero_gravity_changes_the_position_of_every_face_up_monster",
    "spell-counter": "tests/ygo/test_cardtext_decks.py::test_skilled_dark_magician_counts_spells_and_tributes_itself_for_dark_magician",
    "stays-on-field": "tests/ygo/test_cardtext_decks.py::test_swords_of_revealing_light_flips_stops_attacks_and_lasts_three_opponent_turns",
    "no-attacks": "tests/ygo/test_cardtext_decks.py::test_swords_of_revealing_light_flips_stops_attacks_and_lasts_three_opponent_turns",
    "bound": "tests/ygo/test_cardtext_decks.py::test_call_of_the_haunted_and_its_monster_leave_together",
    "count-boost": "tests/ygo/test_cardtext_decks.py::test_mage_power_and_buster_blader_gain_for_each_card_counted",
    "protect-others": "tests/ygo/test_cardtext_decks.py::test_marauding_captain_keeps_other_warriors_from_being_attacked",
    "destroy-noun-first": "tests/ygo/test_cardtext_decks.py::test_typhoon_pays_life_points_and_destroys_a_face_up_spell_or_trap",
    "battle-keyword": "tests/ygo/test_cardtext_decks.py::test_jain_gains_atk_attacking_a_monster_and_ryu_kokki_destroys_the_warrior_it_battled",
    "destroys-equips": "tests/ygo/test_cardtext_decks.py::test_iron_knight_gearfried_destroys_an_equip_card_equipped_to_it",
    "crossout": "tests/ygo/test_cardtext_decks.py::test_nobleman_of_crossout_banishes_a_flip_monster_and_its_namesakes",
    "position-lock": "tests/ygo/test_cardtext_decks.py::test_lyla_turns_to_defense_destroys_a_spell_and_keeps_her_position",
    "summon-self-discard": "tests/ygo/test_cardtext_decks.py::test_the_tricky_discards_to_summon_itself_and_mandragora_needs_fewer_monsters",
    "destroy-extreme": "tests/ygo/test_cardtext_decks.py::test_fissure_destroys_the_face_up_monster_with_the_lowest_atk",
    "equip-indestructible": "tests/ygo/test_cardtext_decks.py::test_mist_body_keeps_the_equipped_monster_from_being_destroyed_by_battle",
    "attack-twice": "tests/ygo/test_cardtext_decks.py::test_twin_headed_beast_attacks_twice_and_not_a_third_time",
    "cost-pick": "tests/ygo/test_cardtext_starters.py::test_bitrooper_sends_a_level_2_or_lower_monster_from_the_hand_to_summon_itself",
    "control-locked": "tests/ygo/test_cardtext_starters.py::test_kiryu_kin_yasazo_keeps_its_controller_against_change_of_heart",
    "on-any-summon": "tests/ygo/test_cardtext_starters.py::test_torrential_tribute_answers_a_normal_summon_and_a_special_summon",
    "count-names": "tests/ygo/test_cardtext_starters.py::test_shire_gains_atk_for_each_lightsworn_name_in_the_graveyard_and_mills_in_the_end_phase",
    "shields-named": "tests/ygo/test_cardtext_starters.py::test_aurkus_keeps_lightsworn_monsters_from_being_targeted",
    "end-battle": "tests/ygo/test_cardtext_starters.py::test_battle_fader_answers_a_direct_attack_and_ends_the_battle_phase",
    "deck-to-graveyard": "tests/ygo/test_cardtext_starters.py::test_wulf_is_special_summoned_when_sent_from_the_deck_to_the_graveyard",
    "on-discard": "tests/ygo/test_cardtext_starters.py::test_fabled_cerburrel_is_special_summoned_when_discarded",
    "attacks-per-equip": "tests/ygo/test_cardtext_starters.py::test_ben_kei_attacks_once_more_for_each_equip_card",
    "to-hand-locked": "tests/ygo/test_cardtext_starters.py::test_fairy_of_the_spring_returns_an_equip_spell_that_waits_a_turn",
    "summon-untributed": "tests/ygo/test_cardtext_starters.py::test_gaia_is_summoned_without_tributes_as_the_only_card_in_the_hand",
    "until-battle-end": "tests/ygo/test_cardtext_starters.py::test_ego_boost_raises_a_monster_until_the_end_of_the_battle_phase",
    "hold": "tests/ygo/test_cardtext_starters.py::test_shadow_spell_holds_a_monster_and_goes_when_it_leaves",
    "after-damage": "tests/ygo/test_cardtext_starters.py::test_dd_warrior_lady_banishes_both_after_damage_calculation",
    "destroys-unbattled": "tests/ygo/test_cardtext_starters.py::test_ninja_grandmaster_sasuke_destroys_a_face_up_defender_without_damage_calculation",
    "rests-after-attack": "tests/ygo/test_cardtext_starters.py::test_goblin_attack_force_rests_in_defense_after_attacking",
    "before-damage": "tests/ygo/test_cardtext_starters.py::test_ehren_shuffles_the_defender_it_attacks_into_the_deck",
    "boost-per-level": "tests/ygo/test_cardtext_starters.py::test_burden_of_the_mighty_lowers_each_opponents_monster_by_its_level",
    "more-summons": "tests/ygo/test_cardtext_spellcasters.py::test_double_summon_allows_a_second_normal_summon_and_no_third",
    "lasting-ignition": "tests/ygo/test_cardtext_spellcasters.py::test_call_of_the_mummy_special_summons_a_zombie_once_per_turn_while_face_up",
    "own-turn-once": "tests/ygo/test_cardtext_spellcasters.py::test_pitch_black_power_stone_moves_its_counters_once_per_turn_and_goes_with_the_last",
    "burn-count": "tests/ygo/test_cardtext_spellcasters.py::test_magical_blast_burns_for_each_spellcaster_and_comes_back_instead_of_a_draw",
    "draw-instead": "tests/ygo/test_cardtext_spellcasters.py::test_magical_blast_burns_for_each_spellcaster_and_comes_back_instead_of_a_draw",
    "attack-lock": "tests/ygo/test_cardtext_spellcasters.py::test_ancient_gear_golem_attacks_with_no_spell_or_trap_answering",
    "main1-only": "tests/ygo/test_cardtext_spellcasters.py::test_a_monster_that_pays_life_points_in_main_phase_1_to_attack_directly",
    "direct-attack-turn": "tests/ygo/test_cardtext_spellcasters.py::test_a_monster_that_pays_life_points_in_main_phase_1_to_attack_directly",
    "standby": "tests/ygo/test_cardtext_spellcasters.py::test_standby_phase_monsters_burn_and_gain_for_each_monster",
    "gain-count": "tests/ygo/test_cardtext_spellcasters.py::test_standby_phase_monsters_burn_and_gain_for_each_monster",
    "sent-by-opponent": "tests/ygo/test_cardtext_spellcasters.py::test_despair_from_the_dark_and_regenerating_mummy_answer_an_opponents_effect",
    "double-tribute": "tests/ygo/test_cardtext_spellcasters.py::test_double_coston_counts_as_two_tributes_for_a_dark_monster",
    "skip-draws": "tests/ygo/test_cardtext_spellcasters.py::test_reckless_greed_draws_two_and_skips_the_next_two_draw_phases",
    "swap-control": "tests/ygo/test_cardtext_spellcasters.py::test_creature_swap_switches_a_monster_each_player_chooses",
    "spell-gain": "tests/ygo/test_cardtext_spellcasters.py::test_spell_absorption_gains_life_points_after_each_spell_resolves",
    "set-from-hand": "tests/ygo/test_cardtext_spellcasters.py::test_dust_tornado_destroys_a_spell_or_trap_and_may_set_one_from_the_hand",
    "excavate": "tests/ygo/test_cardtext_spellcasters.py::test_crystal_seer_adds_one_of_the_top_two_and_puts_the_other_on_the_bottom",
    "gain-if-destroyed": "tests/ygo/test_cardtext_spellcasters.py::test_soul_taker_destroys_a_face_up_monster_and_its_controller_gains_1000",
    "lone-target-negated": "tests/ygo/test_cardtext_spellcasters.py::test_chaos_command_magician_negates_a_monster_effect_that_targets_only_it",
    # the last manual cards of the Structure and Starter decks
    "spell-burn": "tests/ygo/test_cardtext_remnants.py::test_rapid_fire_magician_burns_for_each_normal_spell_its_controller_activates",
    "boost-others": "tests/ygo/test_cardtext_remnants.py::test_launcher_commander_raises_the_other_cyberse_monsters_and_tributes_one_to_destroy",
    "negate-monster-effect": "tests/ygo/test_cardtext_remnants.py::test_divine_wrath_discards_to_negate_a_monster_effect_and_destroy_the_monster",
    "shelter": "tests/ygo/test_cardtext_remnants.py::test_waboku_keeps_its_controllers_monsters_and_life_points_for_the_turn",
    "own-monster-destroyed": "tests/ygo/test_cardtext_remnants.py::test_supply_squad_draws_once_per_turn_when_its_controllers_monster_is_destroyed",
    "own-gy-summoned": "tests/ygo/test_cardtext_remnants.py::test_card_of_safe_return_may_draw_when_a_monster_in_your_graveyard_is_special_summoned",
    "hand-to-deck": "tests/ygo/test_cardtext_remnants.py::test_card_trader_may_shuffle_a_card_from_the_hand_into_the_deck_and_draw_in_the_standby_phase",
    # monster families (engine.games.ygo.cardtext.zh_monsters)
    "gemini": "tests/ygo/test_cardtext_monsters.py::test_dual_lancer_a_gemini_monster_pierces_only_once_normal_summoned_again",
    "summon-untributed-if": "tests/ygo/test_cardtext_monsters.py::test_big_piece_golem_is_summoned_without_tributing_while_only_the_opponent_controls_monsters",
    "summon-face-up-if": "tests/ygo/test_cardtext_monsters.py::test_ghostrick_witch_is_summoned_face_up_only_beside_a_ghostrick_and_set_anyway",
    "battle-safe-once": "tests/ygo/test_cardtext_monsters.py::test_dark_resonator_survives_the_first_battle_of_each_turn",
    "fusion-only": "tests/ygo/test_cardtext_monsters.py::test_elemental_hero_phoenix_enforcer_is_fusion_summoned_and_survives_battle",
    "self-destruct": "tests/ygo/test_cardtext_monsters.py::test_cagna_of_the_burning_abyss_is_destroyed_beside_a_monster_that_is_not_burning_abyss",
    "summon-trap-lock": "tests/ygo/test_cardtext_monsters.py::test_hawkeye_is_normal_summoned_with_no_trap_answering",
    "ritual-tributes": "tests/ygo/test_cardtext_monsters.py::test_hungry_burger_is_ritual_summoned_with_tributes_of_six_levels_or_more",
    "destroyed-by-opponent": "tests/ygo/test_cardtext_monsters.py::test_madolche_magileine_goes_back_to_the_deck_when_its_opponent_destroys_it",
    "position-chosen": "tests/ygo/test_cardtext_monsters.py::test_otohime_changes_a_monsters_position_and_returns_to_the_hand_as_a_spirit",
    "gains-lasting": "tests/ygo/test_cardtext_monsters.py::test_infinite_truth_gains_atk_for_each_monster_it_destroys_by_battle_while_it_stays",
    "opponent-turn-tribute": "tests/ygo/test_cardtext_monsters.py::test_electromagnet_warrior_alpha_tributes_itself_in_the_opponents_turn_to_summon_a_magnet_warrior",
    "summoned-turn-end": "tests/ygo/test_cardtext_monsters.py::test_heraldic_beast_leo_is_destroyed_at_the_end_of_the_turn_it_was_normal_summoned_and_searches",
    "banished": "tests/ygo/test_cardtext_monsters.py::test_resonance_insect_sends_an_insect_when_banished",
    # the Timelords and the Yosenju's return (cardtext.zh_timelords)
    "timelord-shield": "tests/ygo/test_cardtext_timelords.py::test_timelord_michion_survives_its_battle_takes_no_damage_and_halves_the_opponents_lp_when_the_battle_phase_ends",
    "battle-end": "tests/ygo/test_cardtext_timelords.py::test_timelord_michion_survives_its_battle_takes_no_damage_and_halves_the_opponents_lp_when_the_battle_phase_ends",
    "halve-lp": "tests/ygo/test_cardtext_timelords.py::test_timelord_michion_survives_its_battle_takes_no_damage_and_halves_the_opponents_lp_when_the_battle_phase_ends",
    "self-to-deck": "tests/ygo/test_cardtext_timelords.py::test_timelord_michion_returns_to_the_deck_in_its_controllers_standby_phase",
    "set-lp": "tests/ygo/test_cardtext_timelords.py::test_timelord_zaphion_sets_the_lp_to_4000_only_below_4000_and_hailon_burns_the_difference",
    "lp-difference": "tests/ygo/test_cardtext_timelords.py::test_timelord_zaphion_sets_the_lp_to_4000_only_below_4000_and_hailon_burns_the_difference",
    "all-to-deck": "tests/ygo/test_cardtext_timelords.py::test_timelord_gabrion_returns_the_opponents_cards_to_the_deck_and_they_draw_as_many",
    "special-summoned-turn-end": "tests/ygo/test_cardtext_timelords.py::test_yosenju_returns_to_the_hand_in_the_end_phase_of_the_turn_it_was_special_summoned",
    "self-to-hand": "tests/ygo/test_cardtext_timelords.py::test_yosenju_returns_to_the_hand_in_the_end_phase_of_the_turn_it_was_special_summoned",
    "summon-hand": "tests/ygo/test_cardtext_timelords.py::test_thunder_mom_normal_summons_a_light_thunder_monster_from_the_hand_besides_the_turns_normal_summon",
    "direct-half": "tests/ygo/test_cardtext_timelords.py::test_yosenju_kama_2_attacks_directly_for_half_and_kama_3_searches_when_it_inflicts_battle_damage",
    "ally-battle-damage": "tests/ygo/test_cardtext_timelords.py::test_yosenju_kama_2_attacks_directly_for_half_and_kama_3_searches_when_it_inflicts_battle_damage",
    "battled-value": "tests/ygo/test_cardtext_timelords.py::test_flame_wingman_burns_and_royal_knight_gains_by_the_monster_they_destroy_by_battle",
    "on-tribute-summon": "tests/ygo/test_cardtext_monsters.py::test_zaborg_the_thunder_monarch_destroys_a_monster_when_tribute_summoned_and_not_otherwise",
    # Fusion (cardtext.zh_fusion)
    "fusion-materials-kinds": "tests/ygo/test_cardtext_fusion_ritual.py::test_gem_knight_zirconia_is_fused_from_a_gem_knight_and_a_rock_monster_of_the_players_choice",
    "fusion-summon": "tests/ygo/test_cardtext_fusion_ritual.py::test_el_shaddoll_fusion_summons_only_a_shaddoll_fusion_monster",
    # what a text forbids (cardtext.zh_limits)
    "no-battle-phase": "tests/ygo/test_cardtext_restrictions.py::test_truce_reinforcement_recruits_a_warrior_and_bars_its_controllers_battle_phase",
    "no-attack-turn": "tests/ygo/test_cardtext_restrictions.py::test_super_conductor_tyranno_burns_and_does_not_attack_that_turn",
    "not-from-graveyard": "tests/ygo/test_cardtext_restrictions.py::test_infernity_mirage_is_not_special_summoned_from_the_graveyard",
    "no-synchro-material": "tests/ygo/test_cardtext_restrictions.py::test_blackwing_shinonome_with_no_synchro_summon_plays_as_its_stats",
    # how often a text lets a card be summoned or used (cardtext.zh_limits, turn_limits)
    "special-once-per-turn": "tests/ygo/test_cardtext_limits.py::test_ritual_beast_tamer_wen_is_special_summoned_only_once_per_turn",
    "once-by-method": "tests/ygo/test_cardtext_limits.py::test_the_phantom_knights_silent_boots_summon_themselves_once_per_turn_by_name",
    "uses-per-turn": "tests/ygo/test_cardtext_limits.py::test_lava_man_burns_up_to_twice_per_turn",
    "once-per-duel": "tests/ygo/test_cardtext_limits.py::test_unknown_synchron_special_summons_itself_once_per_duel_and_not_again_a_later_turn",
    "effect-only": "tests/ygo/test_cardtext_limits.py::test_spirit_message_and_the_second_sarcophagus_come_to_the_field_only_by_the_card_they_name",
    "untargetable": "tests/ygo/test_cardtext_limits.py::test_starliege_seyfert_is_not_targeted_by_the_opponents_effects",
    "battle-trap-lock": "tests/ygo/test_cardtext_limits.py::test_phantom_dragon_keeps_the_opponent_from_activating_traps_in_the_battle_phase",
    "treated-as": "tests/ygo/test_cardtext_limits.py::test_proto_cyber_dragon_is_a_cyber_dragon_fusion_material_only_face_up_on_the_field",
    # Spell and Trap families, clauses of effects in general (cardtext.zh_spells)
    "recruit": "tests/ygo/test_cardtext_spells_traps.py::test_mystic_tomato_recruits_a_dark_monster_with_1500_or_less_atk_and_the_deck_is_shuffled",
    "summoned-until-end": "tests/ygo/test_cardtext_spells_traps.py::test_swing_of_memories_revives_a_normal_monster_destroyed_in_the_end_phase",
    "named-boost": "tests/ygo/test_cardtext_spells_traps.py::test_igknight_field_spell_raises_its_monsters_and_uses_its_numbered_effect_while_face_up",
    "lasting-effect": "tests/ygo/test_cardtext_spells_traps.py::test_igknight_field_spell_raises_its_monsters_and_uses_its_numbered_effect_while_face_up",
    "maintenance": "tests/ygo/test_cardtext_spells_traps.py::test_predaplant_pot_is_kept_by_paying_its_upkeep_in_the_standby_phase_or_destroyed",
    "equip-control": "tests/ygo/test_cardtext_spells_traps.py::test_snatch_steal_takes_the_equipped_monster_while_equipped_and_the_opponent_gains_in_their_standby_phase",
    # what a card says of itself, negations of an activation, modal Spells and Traps (cardtext.zh_itself, zh_negate,
    # zh_modal)
    "graveyard-to-hand": "tests/ygo/test_cardtext_modal_negate.py::test_black_stone_of_legend_shuffles_a_red_eyes_into_the_deck_and_comes_back_to_the_hand",
    "once-face-up": "tests/ygo/test_cardtext_modal_negate.py::test_wind_up_kitten_kin_returns_a_monster_once_while_it_stays_face_up",
    "negate-activation": "tests/ygo/test_cardtext_modal_negate.py::test_seal_of_reflection_negates_a_monster_effect_or_a_spell_and_destroys_it",
    "modal": "tests/ygo/test_cardtext_modal_negate.py::test_hermits_poison_kin_is_activated_for_one_of_its_two_effects",
    # Counter Traps negating a Summon (cardtext.zh_summon_negate, summon_negation), modal cards with a cost for all
    "negate-summon": "tests/ygo/test_cardtext_summon_negation.py::test_horn_of_heaven_negates_a_normal_summon_which_never_happened",
    "modal-cost": "tests/ygo/test_cardtext_summon_negation.py::test_solemn_judgment_pays_half_the_life_points_to_negate_a_summon_or_a_spell",
    "negate-targeting": "tests/ygo/test_cardtext_summon_negation.py::test_dark_illusion_negates_only_an_activation_that_targets_a_face_up_dark_monster",
    "modal-either": "tests/ygo/test_cardtext_summon_negation.py::test_pollinosis_negates_a_spell_or_a_summon_at_the_cost_of_a_plant",
    # a monster's effects negated for the turn (cardtext.zh_effect_negate, effect_negation)
    "negate-effects": "tests/ygo/test_cardtext_effect_negation.py::test_breakthrough_skill_negates_an_effect_monster_for_the_turn",
    "drain": "tests/ygo/test_cardtext_effect_negation.py::test_skill_drain_negates_every_face_up_monster_while_it_is_face_up",
    "listed-effects": "tests/ygo/test_cardtext_hand_traps.py::test_ash_blossom_negates_the_effect_of_a_card_that_sends_from_the_deck",
    # Trap Monsters and Standby Phase triggers (cardtext.zh_traps)
    "standby-trigger": "tests/ygo/test_cardtext_upkeep.py::test_dark_contract_with_the_gate_burns_its_controller_each_standby_phase_and_searches_once_per_turn",
    "standby-each": "tests/ygo/test_cardtext_upkeep.py::test_spirit_of_the_breeze_and_dancing_fairy_gain_in_their_position_and_legendary_fiend_grows",
    "trap-monster": "tests/ygo/test_cardtext_trap_monsters.py::test_embodiment_of_apophis_becomes_a_normal_monster_and_is_a_trap_again_in_the_graveyard",
    # generic effect sentences (cardtext.zh_common)
    "cost-banish-field-self": "tests/ygo/test_cardtext_common.py::test_flying_monkey_banishes_itself_from_the_field_to_summon_a_level_4_or_higher_oz_from_the_hand",
    "older-discard-self": "tests/ygo/test_cardtext_common.py::test_gravekeepers_commandant_discards_itself_to_add_necrovalley",
    "to-deck-top": "tests/ygo/test_cardtext_common.py::test_phoenix_wing_wind_blast_returns_the_chosen_card_to_the_top_of_the_deck",
    "condition-common": "tests/ygo/test_cardtext_common.py::test_protector_of_the_order_needs_two_face_up_light_monsters",
    "hand-pick": "tests/ygo/test_cardtext_common.py::test_sparrow_sisters_draw_one_then_discard_one_of_their_controllers_choice",
    # Union monsters (cardtext.zh_union, union_ops)
    "union": "tests/ygo/test_cardtext_union.py::test_heavy_weapon_equips_a_machine_once_per_turn_and_is_summoned_back",
    "union-boost": "tests/ygo/test_cardtext_union.py::test_heavy_weapon_equips_a_machine_once_per_turn_and_is_summoned_back",
    "union-piercing": "tests/ygo/test_cardtext_union.py::test_this_one_equipped_to_that_one_raises_it_and_pierces",
    "union-battle-draw": "tests/ygo/test_cardtext_union.py::test_gasoline_man_draws_when_the_monster_it_equips_destroys_one_by_battle",
    "by-effect-to-graveyard": "tests/ygo/test_cardtext_common.py::test_petiteranodon_kin_summons_a_dinosaur_when_destroyed_by_an_effect_and_not_by_battle",
    "sent-turn-end": "tests/ygo/test_cardtext_common.py::test_white_stone_of_ancients_summons_a_blue_eyes_in_the_end_phase_of_the_turn_it_was_sent",
    # a monster's "this card gains N ATK" in its contexts (cardtext.zh_self_boosts, self_boosts)
    "count-boost-each": "tests/ygo/test_cardtext_self_boosts.py::test_perfect_machine_king_and_machine_king_count_the_machines_on_the_field",
    "boost-while": "tests/ygo/test_cardtext_self_boosts.py::test_boot_up_soldier_and_nightmare_of_thebes_gain_while_their_condition_holds",
    "battle-boost": "tests/ygo/test_cardtext_self_boosts.py::test_ally_of_justice_and_dash_warrior_gain_in_the_damage_step_of_their_battles",
    # a monster's statics about its attacks (cardtext.zh_moves, attack_duty)
    "must-attack": "tests/ygo/test_cardtext_moves.py::test_karakuri_soldier_must_attack_and_karakuri_merchant_turns_to_defense_when_attacked",
    "defends-when-targeted": "tests/ygo/test_cardtext_moves.py::test_karakuri_soldier_must_attack_and_karakuri_merchant_turns_to_defense_when_attacked",
    "rests-after-battle": "tests/ygo/test_cardtext_moves.py::test_battle_axe_dragonewt_rests_after_its_damage_step_and_goblin_black_ops_until_its_next_turn",
    "return": "tests/ygo/test_cardtext_moves.py::test_yellow_dragon_summoner_tributes_a_monster_to_return_one_to_the_hand",
    "end-return": "tests/ygo/test_cardtext_moves.py::test_evil_worm_beast_returns_to_the_hand_in_its_controllers_end_phase",
    "rests-after-effect": "tests/ygo/test_cardtext_moves.py::test_goblindbergh_summons_a_monster_from_the_hand_and_rests_in_defense_position",
    # older wordings of picked costs (cardtext.zh_older_costs)
    "cost-to-deck-pick": "tests/ygo/test_cardtext_older_costs.py::test_disarm_returns_a_gladiator_beast_from_the_hand_to_negate_a_spell",
    # tokens with their printed stats (cardtext.zh_tokens, token_ops)
    "make-token": "tests/ygo/test_cardtext_tokens.py::test_spore_kin_tributes_a_plant_to_give_the_opponent_two_defense_tokens",
    "token-no-tribute": "tests/ygo/test_cardtext_tokens.py::test_multiply_fills_the_zones_with_kuriboh_tokens_that_are_not_tributed_for_a_tribute_summon",
    "summon-lock": "tests/ygo/test_cardtext_tokens.py::test_scapegoat_makes_four_sheep_and_no_other_summon_that_turn",
    # monsters Special Summoning themselves where they lie (cardtext.zh_revive)
    "summon-itself": "tests/ygo/test_cardtext_revive.py::test_vampire_familiar_pays_from_the_hand_or_the_face_up_field_and_summons_itself_from_the_graveyard",
    "cost-hand-or-field": "tests/ygo/test_cardtext_revive.py::test_vampire_familiar_pays_from_the_hand_or_the_face_up_field_and_summons_itself_from_the_graveyard",
    # damage made 0 for a turn (cardtext.zh_damage, damage_bar)
    "no-damage": "tests/ygo/test_cardtext_damage_bar.py::test_winged_kuriboh_destroyed_bars_the_battle_damage_of_the_rest_of_the_turn",
    "battle-damage": "tests/ygo/test_cardtext_damage_bar.py::test_airknight_parshath_draws_when_it_inflicts_battle_damage_and_not_when_it_takes_some",
    "cost-only-activation": "tests/ygo/test_cardtext_spells_traps.py::test_toon_world_is_activated_by_paying_1000_and_stays_on_the_field",
    # the Koa'ki Meiru family: its End Phase upkeep and older wordings (cardtext.zh_upkeep, upkeep)
    "core-upkeep": "tests/ygo/test_cardtext_koaki.py::test_koaki_meiru_guardian_is_kept_by_an_iron_core_or_a_revealed_rock_and_destroyed_otherwise",
    "tribute-negate": "tests/ygo/test_cardtext_koaki.py::test_koaki_meiru_sandman_and_wall_tribute_themselves_to_negate_only_an_opponents_trap_or_spell",
    "standby-once": "tests/ygo/test_cardtext_koaki.py::test_koaki_meiru_prickly_may_send_a_low_level_monster_in_the_standby_phase_and_crusader_adds_a_koaki_meiru",
    "graveyard-pick": "tests/ygo/test_cardtext_koaki.py::test_koaki_meiru_prickly_may_send_a_low_level_monster_in_the_standby_phase_and_crusader_adds_a_koaki_meiru",
    "once-ignition": "tests/ygo/test_cardtext_koaki.py::test_koaki_meiru_beast_reveals_an_iron_core_to_summon_a_koaki_meiru_once_per_turn",
    "cost-reveal": "tests/ygo/test_cardtext_koaki.py::test_koaki_meiru_beast_reveals_an_iron_core_to_summon_a_koaki_meiru_once_per_turn",
    "chosen-to-deck-top": "tests/ygo/test_cardtext_koaki.py::test_koaki_meiru_boulder_kin_sends_an_iron_core_to_put_a_spell_from_the_graveyard_on_top_of_the_deck",
    "cost-gy-to-deck": "tests/ygo/test_cardtext_koaki.py::test_emergency_provisions_kin_returns_an_iron_core_to_the_deck_and_iron_core_reinitialization_adds_one",
    "search-deck-or-gy": "tests/ygo/test_cardtext_koaki.py::test_emergency_provisions_kin_returns_an_iron_core_to_the_deck_and_iron_core_reinitialization_adds_one",
    # Spell Counters placed on a target, removed as an older cost or from the whole field (cardtext.zh_counters)
    "counter-target": "tests/ygo/test_cardtext_counters.py::test_spell_power_grasp_places_a_counter_on_a_card_that_holds_them_and_searches_its_namesake",
    "counter-sweep": "tests/ygo/test_cardtext_counters.py::test_legendary_flame_lord_removes_three_counters_to_destroy_every_other_monster",
    "counter-ignition": "tests/ygo/test_cardtext_counters.py::test_arcanite_magician_assault_mode_removes_two_counters_to_destroy_the_opponents_cards",
    "counter-boost": "tests/ygo/test_cardtext_counters.py::test_geisha_kin_gains_atk_for_the_counter_it_gets_by_destroying_a_monster",
    "counters-cleared": "tests/ygo/test_cardtext_counters.py::test_spell_vanishing_kin_removes_every_spell_counter_on_the_field",
    "counters-tribute": "tests/ygo/test_cardtext_counters.py::test_skilled_red_magician_tributes_itself_with_three_counters_and_places_one_from_the_graveyard",
}
#: Monster kinds beyond the classic rulebook (and tokens, which are not cards of a deck).
NOT_CLASSIC = frozenset({"Synchro", "Xyz", "Pendulum", "Link", "Token"})
_QUOTED = re.compile(r"「[^」]*」|\"[^\"]*\"")
_NUMBER = re.compile(r"[0-9０-９]+")
_MARKER = re.compile(r"[①-⑳]")
_BULLET = re.compile(r"[●・]")
_SENTENCE = re.compile(r"(?<=[。．])(?![）)])|(?<=\.)\s+|[\r\n]+")  # a reminder "（….）" stays with its sentence


def counts(card: YgoCard) -> bool:
    """Whether ``card`` counts as automated: all of its text, by tested templates only."""
    return card.automated and bool(card.templates) and all(t in TEMPLATES for t in card.templates)


def shapes(text: str) -> set[str]:
    """The sentences of a card text with names (quoted) and numbers blanked: its templates."""
    found = set()
    for sentence in _SENTENCE.split(text):
        shape = _NUMBER.sub("N", _QUOTED.sub("「X」", _MARKER.sub("N", _BULLET.sub("", sentence)))).strip(" ：:")
        if shape:
            found.add(shape[:80])
    return found


def missing_shapes(card: YgoCard) -> set[str]:
    """What keeps ``card`` from counting: the sentences the compiler does not read (names and
    numbers blanked), or the templates it uses that have no test."""
    from engine.games.ygo.cardtext import unread

    if card.automated and card.templates:
        return {f"(template without a test) {t}" for t in card.templates if t not in TEMPLATES}
    sentences = unread(card.kind, card.sub, card.text) if card.kind != "monster" or card.sub != "normal" else []
    return {shape for sentence in sentences for shape in shapes(sentence)} or shapes(card.text)


@dataclass
class Coverage:
    """Automated cards out of a total, by template, and the commonest sentences left manual."""

    total: int = 0
    automated: int = 0
    by_template: Counter[str] = field(default_factory=Counter)
    missing: Counter[str] = field(default_factory=Counter)

    @property
    def share(self) -> float:
        return self.automated / self.total if self.total else 0.0

    def add(self, card: YgoCard, copies: int = 1) -> None:
        self.total += copies
        if counts(card):
            self.automated += copies
            self.by_template.update({t: copies for t in card.templates})
        else:
            self.missing.update({shape: copies for shape in missing_shapes(card)})


def classic_kind(types: Iterable[str]) -> bool:
    """A card of a kind the classic rulebook plays (YGO CartasDeMonstruosFusion, Ritual…)."""
    return not NOT_CLASSIC & set(types)


def load_cards(path: str | Path) -> tuple[CardDatabase, Coverage]:
    """The cards of a ``cards.cdb`` (with Tapete's own definitions) and their classic coverage."""
    from engine.core import get_game
    from engine.formats.carddata.ygopro import read_ygopro_cdb
    from engine.games.ygo.cards import YgoCard
    from engine.games.ygo.cdb import card_from_record
    from engine.core.cards import CardDatabase

    # Tapete's own sets as shipped (the game's database may hold cards adopted since)
    own = {c.passcode: c for c in get_game("ygo").load_cards() if isinstance(c, YgoCard) and c.passcode}
    db = CardDatabase("ygo")
    coverage = Coverage()
    for record in read_ygopro_cdb(path):
        card = card_from_record(record, own)
        if card is None:
            continue
        db.add(card)
        if classic_kind(record.extra.get("types", [])):
            coverage.add(card)
    return db, coverage


def deck_coverage(path: str | Path, cards: CardDatabase) -> Coverage:
    """Every copy of the main, extra and side cards of a ``.ydk`` deck (``LoadError`` when the
    database lacks some)."""
    from engine.games.ygo.cards import YgoCard
    from engine.games.ygo.cdb import load_ydk

    deck = load_ydk(path, cards)
    coverage = Coverage()
    for section in ("main", "extra", "side"):
        for card in deck.section(section):
            if isinstance(card, YgoCard):
                coverage.add(card)
    return coverage
