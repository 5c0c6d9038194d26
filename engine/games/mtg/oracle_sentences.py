"""Effect sentences: ``_Sentence`` reads one sentence into effects (numbering its targets), with
the sentence forms of the template modules; ``_effects`` reads a whole effect text, sentence by
sentence, and joins what refers back (CR 608.2c)."""

from __future__ import annotations

import re
from dataclasses import replace

from engine.games.mtg.abilities import Effect, Token
from engine.games.mtg.flip import flip_sentence
from engine.games.mtg.back_references import refer_back, settled
from engine.games.mtg.counted_bonuses import counted_pump_patterns, counted_x_patterns
from engine.games.mtg.type_targets import type_kind
from engine.games.mtg.graveyard_targets import graveyard_kind
from engine.games.mtg.typed_targets import typed_kind
from engine.games.mtg.oracle_replacement import MODIFIERS, modified
from engine.games.mtg.oracle_words import Builder, _keyword_list, _n, _NUM, _pt, _SELF, _SUBJECTS, _TARGET, TARGETS
from engine.games.mtg.up_to_targets import up_to

TAPPED = "tapped"  # a token created tapped ("create two tapped 2/2 black Zombie creature tokens")


class _Sentence:
    """Parses one effect sentence into effects, numbering targets as it goes."""

    def __init__(self) -> None:
        self.targets: list[str] = []

    def target(self, phrase: str) -> tuple[str, int]:
        kind = TARGETS.get(phrase.lower()) or type_kind(phrase) or graveyard_kind(phrase) or typed_kind(phrase)  # CR 205.3m, 115.1
        if kind is None:
            raise ValueError(f"target phrase not known: {phrase!r}")
        self.targets.append(kind)
        return kind, len(self.targets) - 1

    def parse(self, text: str) -> list[Effect] | None:
        text = text.strip().rstrip(".").strip()
        if not text:
            return []
        for pattern, build in self._patterns():
            match = re.fullmatch(pattern, text, re.IGNORECASE)
            if match:
                result = build(match)
                if result is not None:
                    return result
        return None

    def _patterns(self) -> list[tuple[str, Builder]]:
        """Every sentence form, in the order they are tried (the first that reads a sentence wins)."""
        from engine.games.mtg.joined_instructions import joined_patterns

        return [*self._effect_patterns(), *self._more_effect_patterns(), *self._basic_patterns(),
                *self._player_and_pump_patterns(),
                *joined_patterns(self)]  # CR 608.2c: "You gain 2 life and draw two cards" (last: each side on its own)

    def _effect_patterns(self) -> list[tuple[str, Builder]]:
        """The patterns of effects with a module of their own (first half): "this way", random
        damage, exile until, conditions, top cards, edicts, graveyards, tutors, sweepers, impulse
        draws, chosen targets, continuous effects (``oracle_layers``) and divided damage."""
        from engine.games.mtg.this_way import this_way_patterns
        from engine.games.mtg.shared_types import shared_type_patterns
        from engine.games.mtg.random_damage import random_damage_patterns
        from engine.games.mtg.exile_until import exile_until_patterns
        from engine.games.mtg.kin_targets import kin_patterns
        from engine.games.mtg.counter_removal import counter_removal_patterns
        from engine.games.mtg.top_or_bottom import top_or_bottom_patterns
        from engine.games.mtg.oracle_layers import sentence_patterns
        from engine.games.mtg.oracle_damage import damage_patterns
        from engine.games.mtg.conditional_effects import conditional_patterns
        from engine.games.mtg.top_cards import top_card_patterns
        from engine.games.mtg.targeted_player import targeted_player_patterns
        from engine.games.mtg.edicts import edict_patterns
        from engine.games.mtg.self_exile import self_exile_patterns
        from engine.games.mtg.graveyard_exile import graveyard_exile_patterns
        from engine.games.mtg.that_creature import that_creature_patterns
        from engine.games.mtg.chosen_targets import chosen_target_patterns
        from engine.games.mtg.graveyard_puts import graveyard_put_patterns
        from engine.games.mtg.greatest_power import greatest_power_patterns
        from engine.games.mtg.targeted_tutor import tutor_patterns
        from engine.games.mtg.type_sweepers import sweeper_patterns
        from engine.games.mtg.land_difference import land_difference_patterns
        from engine.games.mtg.impulse import impulse_patterns
        from engine.games.mtg.kept_mana import kept_mana_patterns
        from engine.games.mtg.graveyard_tolls import toll_patterns
        from engine.games.mtg.card_type_reveal import card_type_patterns
        from engine.games.mtg.graveyard_shuffles import graveyard_shuffle_patterns
        from engine.games.mtg.named_search import named_search_patterns

        return [
            *this_way_patterns(self),  # CR 608.2c: "If an artifact is destroyed this way, …", "Its controller creates …"
            *shared_type_patterns(self),  # CR 608.2h: "the greatest number of creatures you control that have a creature type in common"
            *random_damage_patterns(),  # CR 608.2d: "it deals 7 damage to a creature an opponent controls chosen at random"
            *exile_until_patterns(self, _TARGET),  # CR 610.3: "exile target creature until CARDNAME leaves the battlefield"
            *kin_patterns(self),  # CR 601.2c: "two target creature cards that share a creature type"
            *counter_removal_patterns(self, _TARGET),  # CR 608.2d: "Remove X counters from target permanent, where X is …"
            *top_or_bottom_patterns(self, _TARGET),  # CR 608.2d: "The owner of target … puts it on the top or bottom of their library"
            *conditional_patterns(self),  # CR 608.2c: "If this spell was foretold, scry 2", "Otherwise, …"
            *top_card_patterns(self),  # CR 401.5: "Look at the top three cards of your library. Put one of them …"
            *targeted_player_patterns(),  # CR 608.2c: "That player discards a card" after "target player"
            *edict_patterns(self),  # CR 701.17a: "Each player sacrifices two creatures"
            *self_exile_patterns(),  # CR 608.2m: "Exile CARDNAME."
            *graveyard_exile_patterns(),  # CR 406.3: "exile a creature card from your graveyard"
            *graveyard_put_patterns(),  # CR 608.2d: "You may put an Elf or Tyvar card from your graveyard onto the battlefield"
            *greatest_power_patterns(self),  # CR 608.2d: "Exile a creature with the greatest power among creatures target opponent controls"
            *tutor_patterns(self),  # CR 701.19a: "Target player searches their library for a card, then shuffles and puts that card on top"
            *sweeper_patterns(),  # CR 120.3: "CARDNAME deals 4 damage to each non-Giant creature and each planeswalker"
            *land_difference_patterns(self),  # CR 608.2h: "create a number of … tokens … equal to the difference"
            *impulse_patterns(),  # CR 601.3: "Exile the top card of your library. You may play that card this turn."
            *kept_mana_patterns(),  # CR 106.3: "Add {R} for each Berserker you control"
            *toll_patterns(self),  # CR 608.2c: "exile two cards from your graveyard. If you can't, …"
            *card_type_patterns(self),  # CR 608.2d: "choose a card type, then reveal the top two cards of your library"
            *graveyard_shuffle_patterns(self),  # CR 701.20a: "Choose three cards in each graveyard. Their owners shuffle …"
            *named_search_patterns(),  # CR 701.19a: "Search your library for a card named Halvar, God of Battle or an Equipment card"
            *chosen_target_patterns(self, _TARGET, _keyword_list),  # CR 115.1: "Choose target … and target …. Then those creatures fight"
            *that_creature_patterns(self, _TARGET),  # CR 701.12a: "Then that creature fights up to one target creature"
            *sentence_patterns(self),  # CR 611–616, 707: continuous, control, copy and prevention effects
            *damage_patterns(self),  # CR 601.2d: damage divided among targets
        ]

    def _more_effect_patterns(self) -> list[tuple[str, Builder]]:
        """The patterns of effects with a module of their own (second half): kicker and counted
        amounts, snow spent, untapping, searches, auras, curses, block limits, team effects,
        Treasures, exchanges, colours, X pumps, extra turns, shuffles, mass taps, sacrifices."""
        from engine.games.mtg.multikicker import kick_patterns
        from engine.games.mtg.per_count import per_count_patterns
        from engine.games.mtg.snow_spent import spent_patterns
        from engine.games.mtg.next_untap import next_untap_patterns
        from engine.games.mtg.search import search_patterns
        from engine.games.mtg.auras import aura_patterns
        from engine.games.mtg.curses import curse_patterns
        from engine.games.mtg.token_attach import token_attach_patterns
        from engine.games.mtg.block_limits import this_turn_patterns
        from engine.games.mtg.oracle_team import team_patterns
        from engine.games.mtg.treasure import treasure_patterns
        from engine.games.mtg.random_returns import random_return_patterns
        from engine.games.mtg.same_name import same_name_patterns
        from engine.games.mtg.exchanges import exchange_patterns
        from engine.games.mtg.attack_or_block import other_tribe_patterns
        from engine.games.mtg.player_hexproof import curse_patterns_on_you
        from engine.games.mtg.color_change import recolor_patterns
        from engine.games.mtg.x_pumps import x_pump_patterns
        from engine.games.mtg.extra_turns import extra_turn_patterns
        from engine.games.mtg.that_player import that_player_patterns
        from engine.games.mtg.shuffle_in import shuffle_in_patterns
        from engine.games.mtg.mass_tap import mass_tap_patterns
        from engine.games.mtg.sacrificed_value import sacrificed_patterns
        from engine.games.mtg.enchanted_dies import bond_patterns
        from engine.games.mtg.other_sacrifice import other_sacrifice_patterns
        from engine.games.mtg.tap_or_untap import tap_or_untap_patterns
        from engine.games.mtg.their_lands import their_lands_patterns

        return [
            *kick_patterns(self),  # CR 702.33e: "for each time it was kicked"
            *per_count_patterns(self),  # CR 608.2h: "for each creature card in your graveyard"
            *spent_patterns(self),  # CR 107.4h: "Scry X, where X is the amount of {S} spent to cast this spell"
            *next_untap_patterns(self),  # CR 502.3: "That permanent doesn't untap during its controller's next untap step"
            *search_patterns(),  # CR 701.23: "search your library for a basic land card, …"
            *aura_patterns(),  # "enchanted creature gets +1/+1 until end of turn"
            *curse_patterns(),  # "that player" of an upkeep trigger of the enchanted player
            *token_attach_patterns(self),  # CR 701.3a: "create a … token, then attach CARDNAME to it"
            *this_turn_patterns(self),  # CR 509.1b: "target creature can't block this turn"
            *team_patterns(_keyword_list),  # "put a +1/+1 counter on each creature you control"
            *treasure_patterns(self),  # CR 111.10a: "create a Treasure token"
            *random_return_patterns(),  # CR 609.3: "return a Zombie card at random from your graveyard to your hand"
            *counted_pump_patterns(self, _TARGET),  # CR 608.2h: "gets +X/+X until end of turn, where X is the number of …"
            *same_name_patterns(self),  # CR 201.2a: "Exile target creature and all other creatures with the same name …"
            *counted_x_patterns(self),  # CR 107.3a: "create X … tokens, where X is half the number of Zombies you control"
            *exchange_patterns(),  # CR 701.10g: "Exchange your life total with CARDNAME's toughness"
            *other_tribe_patterns(),  # CR 611.2c: "other Humans you control get +1/+1 until end of turn"
            *curse_patterns_on_you(),  # CR 701.7a: "destroy all Curses attached to you"
            *recolor_patterns(self),  # CR 105.3, 611.2a: "Target spell or permanent becomes red"
            *x_pump_patterns(self, _TARGET),  # CR 107.3a: "Target creature gets +X/+0 until end of turn"
            *extra_turn_patterns(),  # CR 500.7: "Take an extra turn after this one"
            *that_player_patterns(),  # "that player" of a trigger about a player (``that_player``)
            *shuffle_in_patterns(self),  # CR 701.20a: "Each player shuffles their hand and graveyard into their library"
            *mass_tap_patterns(self),  # CR 701.26a, 106.4: "Tap all lands target player controls"
            *sacrificed_patterns(),  # CR 608.2h: "Add an amount of {B} equal to the sacrificed creature's mana value"
            *bond_patterns(),  # CR 608.2h: Creature Bond's "damage equal to that creature's toughness"
            *other_sacrifice_patterns(),  # CR 701.17a, 608.2c: "sacrifice a creature other than CARDNAME. If you can't, …"
            *tap_or_untap_patterns(self, _TARGET),  # CR 608.2d: "You may tap or untap target artifact, creature, or land"
            *their_lands_patterns(),  # CR 608.2h: Karma's "equal to the number of Swamps they control"
        ]

    def _basic_patterns(self) -> list[tuple[str, Builder]]:
        """The common effects on cards written here: damage, draw, destroy, regenerate, return,
        exile, bounce, tap and counter."""
        return [
            (_SELF + r" deals " + _NUM + r" damage to " + _TARGET, self._damage_target),
            (_SELF + r" deals " + _NUM + r" damage to (?P<w>each creature|each opponent|each player|you|each creature without flying|each other creature)",
             self._damage_each),
            (r"(?:you )?draw " + _NUM + r" cards?", lambda m: [Effect("draw", *_n(m["n"]), who="you")]),
            (r"(?P<s>target player|target opponent|each player|each opponent) draws? " + _NUM + r" cards?", self._subject("draw")),
            (r"(?P<s>you|target player|target opponent|each player|each opponent) draws? " + _NUM + r" cards? and (?:you )?loses? "
             + _NUM.replace("?P<n>", "?P<m>") + r" life", self._draw_and_lose),
            (r"(?P<s>target player|target opponent|each opponent|each player) loses " + _NUM + r" life and you gain "
             + _NUM.replace("?P<n>", "?P<m>") + r" life", self._lose_and_gain),
            (r"destroy " + _TARGET + r"(?P<r>\. it can't be regenerated)?", self._single("destroy")),
            (r"(?:it|they) can't be regenerated", lambda m: [Effect("no_regen")]),
            (r"its controller gains life equal to its power", lambda m: [Effect("gain_power")]),
            (r"regenerate " + _SELF, lambda m: [Effect("regenerate", who="self")]),
            (r"regenerate enchanted creature", lambda m: [Effect("regenerate", who="enchanted")]),
            (r"untap enchanted creature", lambda m: [Effect("untap", who="enchanted")]),  # Instill Energy
            (r"regenerate " + _TARGET, self._single("regenerate")),
            (r"untap " + _SELF, lambda m: [Effect("untap", who="self")]),
            (r"sacrifice " + _SELF, lambda m: [Effect("sacrifice", who="self")]),  # CR 701.17a
            (r"transform (?:" + _SELF + r"|him|her)", lambda m: [Effect("transform", who="self")]),  # CR 701.28a
            (r"(?:if you control \w+ or more creatures, )?flip (?:CARDNAME|it)", lambda m: flip_sentence(m[0])),  # CR 710.2
            (r"add (?P<m>(?:\{[WUBRGC]\})+)", lambda m: [Effect("add_mana", keyword=m["m"].upper())]),
            (r"return " + _TARGET + r" to your hand", self._single("return_hand")),
            (r"return " + _TARGET + r" to the battlefield(?: under your control)?", self._single("return_battlefield")),
            (r"look at " + _TARGET + r"'s hand", self._single("look_hand")),  # CR 701.16d
            (r"each player discards their hand, then draws seven cards",
             lambda m: [Effect("discard_hand", who="each_player"), Effect("draw", 7, who="each_player")]),
            (_SELF + r" deals " + _NUM + r" damage to " + _TARGET + r" and " + _NUM.replace("?P<n>", "?P<m>") + r" damage to you",
             self._damage_and_you),
            (_SELF + r" deals " + _NUM + r" damage to (?P<w>each creature|each creature without flying|each creature with flying) and each player",
             self._damage_each_and_players),
            (r"destroy all (?P<w>(?:artifacts|creatures|enchantments|lands), (?:(?:artifacts|creatures|enchantments|lands), )*"
             r"and (?:artifacts|creatures|enchantments|lands))",  # at the same time (CR 701.7a, 603.10a)
             lambda m: [Effect("destroy", who="all_" + "+".join(re.findall(r"[a-z]+s", m["w"].lower().replace(" and ", " "))))]),
            (r"destroy all (?P<w>creatures|artifacts|enchantments|lands|plains|islands|swamps|mountains|forests)",
             lambda m: [Effect("destroy", who="all_" + m["w"].lower())]),
            (r"exile " + _TARGET, self._single("exile")),
            (r"return " + _TARGET + r" to its owner's hand", self._single("bounce")),
            (r"put " + _TARGET + r" on top of its owner's library", self._single("library_top")),  # CR 401.1, 400.7
            (r"tap " + _TARGET, self._single("tap")),
            (r"untap " + _TARGET, self._single("untap")),
            (r"counter " + _TARGET, self._single("counter_spell")),
        ]

    def _player_and_pump_patterns(self) -> list[tuple[str, Builder]]:
        """The common effects on players (life, mill, scry, discard), fights, pumps, grants,
        +1/+1 counters and creature tokens."""
        from engine.games.mtg.block_limits import NOT_BLOCKED

        return [
            (r"(?P<s>you|target player|target opponent|each opponent|each player) (?:gain|gains) " + _NUM + r" life", self._subject("gain_life")),
            (r"(?P<s>you|target player|target opponent|each opponent|each player) (?:lose|loses) " + _NUM + r" life", self._subject("lose_life")),
            (r"(?P<s>target player|target opponent|each opponent|each player) mills " + _NUM + r" cards?", self._subject("mill")),
            (r"mill " + _NUM + r" cards?", lambda m: [Effect("mill", *_n(m["n"]), who="you")]),
            (r"scry " + _NUM, lambda m: [Effect("scry", *_n(m["n"]), who="you")]),
            (r"surveil " + _NUM, lambda m: [Effect("surveil", *_n(m["n"]), who="you")]),  # CR 701.42a
            (r"(?:you )?discard " + _NUM + r" cards?", lambda m: [Effect("discard", *_n(m["n"]), who="you")]),
            (r"(?:you )?discard " + _NUM + r" cards? at random", lambda m: [Effect("discard", *_n(m["n"]), who="you", keyword="random")]),
            (r"return " + _SELF + r" to its owner's hand", lambda m: [Effect("bounce", who="self")]),
            (_TARGET + r" fights " + _TARGET.replace("?P<t>", "?P<u>"), self._fight),
            (r"CARDNAME fights " + _TARGET, self._single("fight_source")),  # CR 701.12a: the source and the target
            (r"have (?:it|CARDNAME) (?P<e>deal .+)", lambda m: self.parse("CARDNAME " + m["e"].replace("deal", "deals", 1))),  # CR 603.5
            (r"(?P<s>target player|target opponent|each opponent|each player) discards? " + _NUM + r" cards?(?P<r> at random)?",
             self._discard),
            (_TARGET + r" gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn", self._pump_target),
            (_TARGET + r" gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) and gains (?P<k>[a-z ,]+) until end of turn", self._pump_grant_target),
            (_SELF + r" gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn",
             lambda m: [Effect("pump", who="self", power=_pt(m["p"]), toughness=_pt(m["q"]))]),
            (r"CARDNAME gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) and gains (?P<k>[a-z ,]+) until end of turn", self._pump_grant_self),
            (r"tap it", lambda m: [Effect("tap", target="LAST")]),  # the previous sentence's object, else the source
            (r"CARDNAME can't be blocked this turn", lambda m: [Effect(NOT_BLOCKED, who="self")]),  # CR 509.1b
            (r"CARDNAME becomes a (?P<p>\d+)/(?P<q>\d+) creature with (?P<k>[a-z ,]+?)(?P<all> and all creature types)? until end of turn",
             self._animate_self),  # CR 613.1d, 613.4b: a man-land
            (r"creatures you control gain (?P<k>[a-z ,-]+) until end of turn", self._grant_yours),  # CR 611.2c; "non-Human"
            (r"creatures you control get (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn",
             lambda m: [Effect("pump", who="creatures_you_control", power=_pt(m["p"]), toughness=_pt(m["q"]))]),
            (_TARGET + r" gains (?P<k>[a-z ]+) until end of turn", self._grant_target),
            (_SELF + r" gains (?P<k>[a-z ]+) until end of turn", self._grant_self),
            (r"put " + _NUM + r" \+1/\+1 counters? on " + _TARGET, self._counters_target),
            (r"put " + _NUM + r" \+1/\+1 counters? on " + _SELF, lambda m: [Effect("add_counters", *_n(m["n"]), who="self")]),
            (r"create " + _NUM + r" (?P<tap>tapped )?(?P<p>\d+)/(?P<q>\d+) (?P<c>(?:white|blue|black|red|green|colorless)(?: and (?:white|blue|black|red|green))?) (?P<sub>[A-Z][a-z]+(?: (?!artifact )[A-Z][a-z]+)?) (?P<a>artifact )?creature tokens?(?: with (?P<k>[a-z ,]+?))?(?: named (?P<name>[A-Z][A-Za-z' ]+))?",
             self._token),
            (r"you create (?P<r>.+ tokens?(?: with [a-z ,]+)?)", lambda m: self.parse("Create " + m["r"])),  # CR 111.2
        ]

    def _damage_target(self, m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        kind, slot = self.target(m["t"])
        return [Effect("damage", amount, x, kind, slot)]

    def _damage_and_you(self, m: re.Match[str]) -> list[Effect]:
        first = self._damage_target(m)
        amount, x = _n(m["m"])
        return first + [Effect("damage", amount, x, who="you")]

    def _damage_each_and_players(self, m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        who = {"each creature": "each_creature", "each creature without flying": "each_creature_without_flying",
               "each creature with flying": "each_creature_with_flying"}[m["w"].lower()]
        return [Effect("damage", amount, x, who=who), Effect("damage", amount, x, who="each_player")]

    def _damage_each(self, m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        who = {"each creature": "each_creature", "each opponent": "each_opponent", "each player": "each_player",
               "you": "you", "each creature without flying": "each_creature_without_flying",
               "each other creature": "each_other_creature"}[m["w"].lower()]
        return [Effect("damage", amount, x, who=who)]

    def _subject(self, op: str) -> Builder:
        def build(m: re.Match[str]) -> list[Effect]:
            amount, x = _n(m["n"])
            subject = m["s"].lower()
            if subject.startswith("target"):
                kind, slot = self.target(subject)
                return [Effect(op, amount, x, kind, slot)]
            return [Effect(op, amount, x, who=_SUBJECTS[subject])]
        return build

    def _draw_and_lose(self, m: re.Match[str]) -> list[Effect]:
        """"Target player draws a card and loses 1 life": both about the same player."""
        (draw,) = self._subject("draw")(m) or []
        amount, x = _n(m["m"])
        return [draw, replace(draw, op="lose_life", amount=amount, x=x)]

    def _lose_and_gain(self, m: re.Match[str]) -> list[Effect]:
        """"Target player loses 1 life and you gain 1 life": one after the other (CR 608.2c)."""
        (lose,) = self._subject("lose_life")(m) or []
        amount, x = _n(m["m"])
        return [lose, Effect("gain_life", amount, x, who="you")]

    def _fight(self, m: re.Match[str]) -> list[Effect]:
        """CR 701.12a: each deals damage equal to its power to the other."""
        first, one = self.target(m["t"])
        second, two = self.target(m["u"])
        return [Effect("fight", target=first, slot=one, amount=two), Effect("fight_other", target=second, slot=two)]

    def _discard(self, m: re.Match[str]) -> list[Effect]:
        effects = self._subject("discard")(m)
        assert effects is not None
        return [replace(e, keyword="random") for e in effects] if m["r"] else effects

    def _single(self, op: str) -> Builder:
        def build(m: re.Match[str]) -> list[Effect]:
            kind, slot = self.target(m["t"])
            return [Effect(op, target=kind, slot=slot)]
        return build

    def _pump_target(self, m: re.Match[str]) -> list[Effect]:
        kind, slot = self.target(m["t"])
        return [Effect("pump", target=kind, slot=slot, power=_pt(m["p"]), toughness=_pt(m["q"]))]

    def _pump_grant_target(self, m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        kind, slot = self.target(m["t"])
        return [Effect("pump", target=kind, slot=slot, power=_pt(m["p"]), toughness=_pt(m["q"]))] + [
            Effect("grant", target=kind, slot=slot, keyword=k) for k in keywords]

    def _grant_target(self, m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        kind, slot = self.target(m["t"])
        return [Effect("grant", target=kind, slot=slot, keyword=k) for k in keywords]

    def _grant_yours(self, m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        return [Effect("grant", who="creatures_you_control", keyword=k) for k in keywords]

    def _pump_grant_self(self, m: re.Match[str]) -> list[Effect] | None:
        """"CARDNAME gets +2/+0 and gains indestructible until end of turn" (CR 611.2c)."""
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        return [Effect("pump", who="self", power=_pt(m["p"]), toughness=_pt(m["q"]))] + [
            Effect("grant", who="self", keyword=k) for k in keywords]

    def _animate_self(self, m: re.Match[str]) -> list[Effect] | None:
        """"CARDNAME becomes a 4/3 creature with vigilance and all creature types until end of turn":
        "all creature types" is what changeling gives (CR 702.73a), granted with the rest."""
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        return [Effect("add_types", who="self", keyword="creature"),
                Effect("set_pt", who="self", power=int(m["p"]), toughness=int(m["q"]))] + [
            Effect("grant", who="self", keyword=k) for k in keywords + (("changeling",) if m["all"] else ())]

    def _grant_self(self, m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        if keywords is None:
            return None
        return [Effect("grant", who="self", keyword=k) for k in keywords]

    def _counters_target(self, m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        kind, slot = self.target(m["t"])
        return [Effect("add_counters", amount, x, kind, slot)]

    def _token(self, m: re.Match[str]) -> list[Effect] | None:
        amount, x = _n(m["n"])
        keywords: tuple[str, ...] = ()
        if m["k"]:
            found = _keyword_list(m["k"])
            if found is None:
                return None
            keywords = found
        colors = "".join({"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(c, "")
                         for c in m["c"].lower().split(" and "))
        token = Token(m["name"] or m["sub"], colors, m["sub"], int(m["p"]), int(m["q"]), keywords, artifact=bool(m["a"]))
        return [Effect("token", amount, x, token=token, keyword=TAPPED if m["tap"] else "")]  # CR 111.1, 110.5b


def _then(sentence: _Sentence, text: str) -> list[Effect] | None:
    """A sentence of instructions joined by ", then" (CR 608.2c), each read on its own."""
    pieces = re.split(r",? then ", text.strip().rstrip("."), flags=re.IGNORECASE)
    if len(pieces) < 2:
        return None
    effects: list[Effect] = []
    for piece in pieces:
        parsed = sentence.parse(piece)
        if parsed is None:
            return None
        effects.extend(parsed)
    return effects


def _effects(text: str) -> tuple[tuple[Effect, ...], tuple[str, ...]] | None:
    """A sequence of effect sentences, or ``None`` when one of them is not understood."""
    sentence = _Sentence()
    effects: list[Effect] = []
    parts = [p for p in re.split(r"(?<=\.)\s+", text.strip()) if p]
    for part in parts:
        parsed = sentence.parse(part)
        if parsed is None:  # "Scry 2, then draw a card": instructions in order (CR 608.2c)
            parsed = _then(sentence, part)
        if parsed is None:  # "up to two target creatures" (CR 115.6)
            parsed = up_to(sentence, part)
        if parsed is not None:  # "Otherwise, …", "That player …" refer to the sentences before (CR 608.2c)
            parsed = refer_back(effects, parsed)
        if parsed is None:
            return None
        for effect in parsed:
            if effect.target == "LAST":  # "that creature", "it": the previous sentence's target
                if effects and effects[-1].target:
                    effect = replace(effect, target=effects[-1].target, slot=effects[-1].slot)
                elif effect.op in ("grant", "untap", "pump", "tap"):  # "it" with no target before: the source itself
                    effect = replace(effect, target="", who="self")
                else:
                    return None
            if effect.op in MODIFIERS:  # a sentence that changes the previous one (CR 615.5, 614.1a)
                changed = modified(effects[-1], effect) if effects else None
                if changed is None:
                    return None
                effects[-1] = changed
                continue
            if effect.op in ("no_regen", "gain_power"):  # about the previous sentence's target
                if effect.op == "no_regen" and effects and effects[-1].op == "destroy" and effects[-1].who.startswith("all_"):
                    effects[-1] = replace(effects[-1], keyword="no_regen")  # "Destroy all creatures. They can't be regenerated."
                    continue
                if not effects or not effects[-1].target:
                    return None
                last = effects[-1]
                if effect.op == "no_regen":
                    effects[-1] = replace(last, keyword="no_regen")
                else:  # life from its power before it leaves (CR 608.2h: last known information)
                    effects.insert(len(effects) - 1, Effect("gain_power", target=last.target, slot=last.slot))
            else:
                effects.append(effect)
    if not effects or not settled(effects):  # nothing left half said (a look says what becomes of every card)
        return None
    return tuple(effects), tuple(sentence.targets)
