"""The Yu-Gi-Oh! duel state's foundations: zones, card moves, stats, Life Points and the win
conditions checked after every step (YGO ComoGanarUnDuelo)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from engine.core.actions import Action, Event, Prompt
from engine.core.cards import Card, Modifier
from engine.core.errors import Rule
from engine.core.state import State
from engine.core.tasks import HandlerTable, Task, TaskTable, hashed
from engine.core.text import Text
from engine.games.ygo.cards import Boost, YgoCard
from engine.games.ygo.rules import rule

START_LP = 8000  # YGO ComoGanarUnDuelo.2
HAND_LIMIT = 6  # YGO Mano.1, DeterminacionDelDano.46
MONSTER_ZONES = 5  # YGO AreaDeJuego.4
SPELL_ZONES = 5  # YGO AreaDeJuego.8
LP = "lp"
#: YGO ComoGanarUnDuelo.7–12: the five pieces of Exodia in one hand win the duel.
EXODIA = ("Pierna Derecha del Prohibido", "Brazo Derecho del Prohibido", "Pierna Izquierda del Prohibido",
          "Brazo Izquierdo del Prohibido", "Exodia, el Prohibido")
EXODIA_PASSCODES = ("8124921", "70903634", "44519536", "7902349", "33396948")
FIELD_ZONES = ("monstruos", "magias", "campo_magico")
#: The mark of a monster whose effects are negated until the end of the turn (``effect_negation``): the turn.
NEGATED_TURN = "effects_negated_turn"
#: The keyword of a card that negates the effects of every face-up monster while it is face-up in a Spell & Trap Zone.
DRAINS = "drains_monster_effects"
SPELL_COUNTER = "magia"  # the name a card's Spell Counters go by (``Card.counters``)
#: The mark of a monster properly Ritual Summoned, which it keeps in the Graveyard and banished (``ritual_ops``).
RITUAL_SUMMONED = "ritual_summoned"
#: The mark of a monster properly Fusion Summoned (``fusion.fuse``), kept the same way.
FUSION_SUMMONED = "fusion_summoned"
#: The marks of a proper summon that a monster keeps in the Graveyard and banished.
PROPER_SUMMONS = (RITUAL_SUMMONED, FUSION_SUMMONED)
#: Effects that start when their card goes to the Graveyard: (only from the field, only when sent by these).
GRAVEYARD_TRIGGERS = {"to_graveyard": (True, ()), "sent_to_graveyard": (False, ()),
                      "destroyed_to_graveyard": (True, ("destroy", "battle")), "battle_to_graveyard": (True, ("battle",)),
                      "deck_to_graveyard": (False, ("deck",)), "discarded": (False, ("discard",))}
#: Effects that start when their card is banished: the zones it must have left (any: ``None``).
BANISH_TRIGGERS = {"banished": None, "banished_from_gy": ("cementerio",), "banished_from_field": FIELD_ZONES}
_CHEAP_KEY_ZONES = frozenset({"mano", "mazo", "fusion", "cementerio", "desterradas"})

TASKS = TaskTable("YGO")
"""The handler of each kind of YGO task (``engine.games.ygo.tasks``), filled where each is written."""
ANSWERS = HandlerTable("YGO")
"""The answer to each kind of prompt, by the prompt's kind."""
OPS = HandlerTable("YGO")
"""The operation of each word of the effect vocabulary, by the word."""


@dataclass(frozen=True, slots=True)
class Activation:
    """An activation being put together: card, effect, targets and costs chosen so far."""

    source: int
    player: int
    effect: int  # index in the card's effects; -1: a card without automated effect
    targets: tuple[int, ...] = ()
    immediate: bool = False  # a flip effect applied during damage calculation, not chained
    exclude: frozenset[int] = frozenset()  # monsters already destroyed (flip after battle)
    is_card: bool = True  # the activation of a spell or trap card (not an effect of a card on the field)
    speed: int = 1
    discarded: tuple[int, ...] = ()  # cards discarded as its cost so far


@dataclass(frozen=True, slots=True)
class Run:
    """An effect resolving: its operations run one by one; some stop to ask a question."""

    source: int
    player: int
    effect: int
    targets: tuple[int, ...] = ()
    exclude: frozenset[int] = frozenset()
    link: int = -1  # its place in the chain (0-based), -1 when applied outside a chain


class YgoBase(State):
    """Helpers every part of the duel uses."""

    tasks: list[Task]
    normal_summoned: bool
    attacker: int | None
    attack_target: int | None
    battle_count: int
    attack_negated: bool
    window_reason: str | None
    last_summon: tuple[int, int] | None
    negated: frozenset[int]
    used_names: frozenset[str]  # effects used once per turn by card name (turn:player:name:group)
    #: (turn, how many) Normal Summons or Sets made, and allowed by a card's text ("this turn you can Normal
    #: Summon up to 2 times"); ``normal_summoned`` says when none is left (YGO PhasesDelJuego.11, Cartas.2)
    summons_made: tuple[int, int]
    summons_allowed: tuple[int, int]
    #: how many of each player's next Draw Phases draw nothing ("skip your next 2 Draw Phases": Cartas.2)
    draws_skipped: tuple[int, ...]
    #: the turn in which each player's monsters cannot be destroyed by battle and they take no battle damage
    #: (Waboku: YGO Cartas.2 over DeterminacionDelDano), 0: none
    sheltered: tuple[int, ...]
    #: the turn in which each player last conducted a Battle Phase, and the turn in which a card activated forbids
    #: them one ("you cannot conduct your Battle Phase the turn you activate this card": ``turn_limits``), 0: none
    battle_conducted: tuple[int, ...]
    battle_barred: tuple[int, ...]
    #: each player's (turn, all damage) in which the damage they take becomes 0 ("this turn, all (battle) damage you
    #: take becomes 0": ``damage_bar``), (0, False): none
    damage_barred: tuple[tuple[int, bool], ...]
    zone_effects: bool | None
    #: whether a card of the duel negates every face-up monster's effects (``YgoBase.drained``)
    drains: bool | None
    #: whether a card of the duel is watched after every step (``EffectsMixin.has_watched``)
    watched: bool | None
    #: what any card of the duel says (``says``), worked out once; ``None``: again, cards were created or changed
    said: frozenset[str] | None
    #: The activations a window or chain question found when it was asked, or the attacks of a Battle Step's,
    #: with that question (``YgoState._t_window``, ``_t_battle_step``): its legal actions, not listed a second time.
    listed: tuple[Prompt | None, list[Action]] | None

    def _init_duel(self) -> None:
        self.tasks = []
        self.normal_summoned = False
        self.attacker = None
        self.attack_target = None
        self.battle_count = 0
        self.attack_negated = False
        self.window_reason = None
        self.last_summon = None
        self.negated = frozenset()
        self.used_names = frozenset()
        self.summons_made = self.summons_allowed = (0, 1)
        self.draws_skipped = (0, 0)
        self.sheltered = (0, 0)
        self.battle_conducted = self.battle_barred = (0, 0)
        self.damage_barred = ((0, False), (0, False))
        self.zone_effects: bool | None = None  # see EffectsMixin.has_zone_effects
        self.watched = self.drains = None
        self.said = None
        self.listed = None

    def _identities_changed(self) -> None:
        super()._identities_changed()
        self.listed = None  # a resampled or masked state lists its own cards' activations
        self.said = None

    def _copy_extra(self, twin: State) -> None:
        assert isinstance(twin, YgoBase)
        twin.tasks = list(self.tasks)

    def _hash_extra(self) -> tuple[Any, ...]:
        return (hashed(self.tasks), self.normal_summoned, self.attacker, self.attack_target, self.battle_count,
                self.attack_negated, self.window_reason, self.last_summon, self.negated, self.used_names,
                self.summons_made, self.summons_allowed, self.draws_skipped, self.sheltered,
                self.battle_conducted, self.battle_barred) \
            + ((self.damage_barred,) if self.damage_barred[0][0] or self.damage_barred[1][0] else ())  # most duels: none

    def summons_left(self) -> bool:
        """Whether the turn player has a Normal Summon or Set left this turn: one (YGO PhasesDelJuego.11), or as
        many as a card's text allows (Cartas.2)."""
        made = self.summons_made[1] if self.summons_made[0] == self.turn else 0
        allowed = self.summons_allowed[1] if self.summons_allowed[0] == self.turn else 1
        return made < allowed

    # ------------------------------------------------------------------ small queries

    def says(self, word: str) -> bool:
        """Whether any card of the duel says ``word`` (``YgoCard.said``: a keyword, its head, "trigger:<trigger>"):
        a check that scans the board for a card saying something asks this first — most duels have none."""
        said = self.said
        if said is None:
            said = self.said = frozenset().union(*(card.defn.said for card in self.cards  # type: ignore[attr-defined]
                                                   if card is not None))
        return word in said

    def defn(self, card_id: int) -> YgoCard:
        """What the card is now: its definition, or a Trap Monster's monster form while it is one (YGO Cartas.2)."""
        card = self.cards[card_id]
        assert card is not None
        defn: YgoCard = card.defn  # type: ignore[assignment]  # every card of this game is a YgoCard
        if card.marks and trapmonsters.MARK in card.marks:
            return trapmonsters.monster_form(defn)
        if defn.aliased:  # "its name becomes "X" while …"
            return names.named(defn, self.zone_table[card.zone][1].name, card.face_up)
        return defn

    def card_key(self, card_id: int) -> tuple[Any, ...]:
        """Copies in a hand, deck or pile are interchangeable when their owner's knowledge of
        them is the same; on the field the whole state counts."""
        card = self.cards[card_id]
        assert card is not None
        if self.zone_table[card.zone][1].name in _CHEAP_KEY_ZONES:
            return (card.defn.code, card.zone, card.known, card.face_up)
        return super().card_key(card_id)

    @staticmethod
    def opponent(player: int) -> int:
        return 1 - player

    def ask(self, kind: str, player: int, texts: tuple[str, str], options: tuple[int, ...] = (),
            data: tuple[Any, ...] = ()) -> None:
        """Stop and ask ``player`` one question (its legal actions are the answers)."""
        self.prompt = Prompt(kind, player, texts[0], options, data, texts[1])

    def then(self, *tasks: Task) -> None:
        """Run ``tasks`` next, in order (before anything already waiting)."""
        self.tasks.extend(reversed(tasks))

    def lp(self, player: int) -> int:
        return self.counters[player].get(LP, 0)

    def monsters(self, player: int) -> list[int]:
        return self.zones[self.zone_index[(player, "monstruos")]]  # (``ids``, read at every listing)

    def all_monsters(self) -> list[int]:
        zones, index = self.zones, self.zone_index  # (``monsters`` of each player)
        return zones[index[(0, "monstruos")]] + zones[index[(1, "monstruos")]]

    def zone_of(self, card_id: int) -> str:
        card = self.cards[card_id]
        if card is None:  # (as ``_card`` says)
            raise KeyError(f"card {card_id} no longer exists")
        return self.zone_table[card.zone][1].name

    def on_field(self, card_id: int) -> bool:
        card = self.cards[card_id] if 0 <= card_id < len(self.cards) else None
        return card is not None and self.zone_table[card.zone][1].name in FIELD_ZONES

    def is_monster_on_field(self, card_id: int) -> bool:
        card = self.cards[card_id] if 0 <= card_id < len(self.cards) else None
        return card is not None and self.zone_table[card.zone][1].name == "monstruos"

    def effects_negated(self, card_id: int) -> bool:
        """YGO Cartas.2, CartasDeMonstruosDeEfecto.5: a monster whose effects a card negated ("the
        monster Special Summoned by this effect has its effects negated") has none while it stays
        face-up on the field — it forgets that when it leaves the field or turns face-down. A Gemini
        monster is a Normal Monster, with no effects, until it is Normal Summoned again (``summons``)."""
        card = self.cards[card_id] if 0 <= card_id < len(self.cards) else None
        return card is not None and card.face_up and self.zone_table[card.zone][1].name == "monstruos" \
            and ("effects_negated" in card.marks or card.marks.get(NEGATED_TURN) == self.turn
                 or "gemini" not in card.marks and "gemini" in self.defn(card_id).keywords or self.drained())

    def drained(self) -> bool:
        """Whether a face-up card in a Spell & Trap Zone negates the effects of every face-up monster (Skill Drain,
        ``DRAINS``); whether any card of the duel could is worked out once (again when cards are created or their
        identities change): most duels have none."""
        if self.drains is None:
            self.drains = any(card is not None and DRAINS in self.defn(card.id).keywords for card in self.cards)
        return self.drains and any(self._card(cid).face_up and DRAINS in self.defn(cid).keywords
                                   for side in range(self.num_players) for cid in self.ids(side, "magias"))

    def has_keyword(self, card_id: int, word: str) -> bool:
        """Whether a card's text gives it ``word`` ("piercing", "direct_attack"…) now: not while
        its effects are negated (YGO Cartas.2)."""
        return (word in self.defn(card_id).keywords or self._card(card_id).marks.get(word) == self.turn) \
            and not self.effects_negated(card_id)  # a mark: what an effect gave it for this turn

    def unique_problem(self, card_id: int, player: int, leaving: tuple[int, ...] = ()) -> Rule | None:
        """YGO Cartas.2: "You can only control 1 face-up "X"" and its kin (``uniques``) — no second one comes
        face-up to ``player``'s field by their choice; ``leaving``: cards that leave first (the tributes of its Summon)."""
        return uniques.problem(self, card_id, player, leaving)

    def in_attack(self, card_id: int) -> bool:
        card = self._card(card_id)
        return card.face_up and not card.rotated

    def spell_count(self, player: int) -> int:
        """YGO AreaDeJuego.8, ControlDeUnMonstruoDelAdversario.5: equips count where they were played."""
        return len(self.zones[self.zone_index[(player, "magias")]])

    def monster_room(self, player: int, leaving: Iterable[int] = ()) -> bool:
        """YGO AreaDeJuego.4, FichasDeMonstruo.3: at most 5 monsters (tokens and taken ones count)."""
        mine = self.zones[self.zone_index[(player, "monstruos")]]  # (``monsters``)
        if not leaving:  # most often: asked at every listing with nothing leaving
            return len(mine) < MONSTER_ZONES
        gone = sum(1 for cid in set(leaving) if cid in mine)
        return len(mine) - gone < MONSTER_ZONES

    def mark_turn(self, card_id: int, mark: str) -> None:
        self._card(card_id).marks[mark] = self.turn

    def marked(self, card_id: int, mark: str) -> bool:
        return self._card(card_id).marks.get(mark) == self.turn

    # ------------------------------------------------------------------ ATK and DEF

    def _boosts(self) -> list[tuple[int, Boost]]:
        """Face-up cards giving lasting ATK/DEF changes: field and continuous cards, effect monsters."""
        found = []
        cards, zones, index = self.cards, self.zones, self.zone_index  # (every ATK and DEF read: cards in their zones)
        for player in range(self.num_players):
            for zone in FIELD_ZONES:
                for cid in zones[index[(player, zone)]]:
                    card = cards[cid]
                    assert card is not None
                    defn = card.defn
                    if card.face_up and isinstance(defn, YgoCard) and defn.boost is not None and defn.sub != "equip" \
                            and "union" not in defn.keywords and not self.effects_negated(cid):  # a Union's: equipped
                        found.append((cid, defn.boost))
        return found

    def stats(self, card_id: int) -> tuple[int, int]:
        """Current ATK and DEF: printed values, equips, field and continuous boosts, modifiers."""
        card = self._card(card_id)
        defn = self.defn(card_id)
        atk, defense = defn.atk, defn.defense
        if not self.is_monster_on_field(card_id):
            return atk, defense
        for mod in card.modifiers:
            if mod.kind == "atk":
                atk += mod.value
            elif mod.kind == "def":
                defense += mod.value
        if "held_by" in card.marks and textops.held(self, card_id):  # "that monster loses N ATK" (暗之咒缚)
            atk += int(self._card(card.marks["held_by"]).marks.get("held_atk", 0))
        for player in range(self.num_players):
            for cid in self.ids(player, "magias"):
                other = self._card(cid)
                if other.marks.get("equip") == card_id and other.face_up:
                    boost = self.defn(cid).boost
                    if boost is not None:
                        atk += boost.atk
                        defense += boost.defense
                    if self.defn(cid).keywords:  # "the equipped monster gains N for each …" (YGO Cartas.2)
                        more = textops.per_count(self, card_id, self.defn(cid).keywords, cid)
                        atk, defense = atk + more[0], defense + more[1]
        if defn.keywords and card.face_up and not self.effects_negated(card_id) and any(w.startswith("per:") for w in defn.keywords):
            more = textops.per_count(self, card_id, defn.keywords, card_id)  # "gains N for each …"
            atk, defense = atk + more[0], defense + more[1]
        if defn.keywords and card.face_up and not self.effects_negated(card_id):  # "while …", "in the Damage Step …"
            more = self_boosts.gained(self, card_id)
            atk, defense = atk + more[0], defense + more[1]
        if self.step == "damage" and self.attacker == card_id and self.attack_target is not None and defn.keywords \
                and not self.effects_negated(card_id):  # "gains N ATK during the Damage Step when it attacks"
            atk += sum(int(w.split(":", 1)[1]) for w in defn.keywords if w.startswith("attack_boost:"))
        if card.counters and card.face_up and not self.effects_negated(card_id):
            # "this card gains N ATK for each Spell Counter on it" (YGO Cartas.2)
            per = next((int(w.split(":", 1)[1]) for w in defn.keywords if w.startswith("atk_per_counter:")), 0)
            atk += per * card.counters.get(SPELL_COUNTER, 0)
        if card.face_up:
            for source, boost in self._boosts():
                owner = self._card(source).controller
                side_ok = boost.side == "any" or (boost.side == "own") == (card.controller == owner)
                if side_ok and boost.applies(defn.race, defn.attribute, defn.name) and not (boost.others and source == card_id):
                    times = defn.level if boost.per_level else 1
                    atk += boost.atk * times
                    defense += boost.defense * times
        return max(0, atk), max(0, defense)

    def modify(self, card_id: int, atk: int, defense: int, until: str, source: int | None) -> None:
        card = self._card(card_id)
        mods = list(card.modifiers)
        if atk:
            mods.append(Modifier("atk", atk, until, source))
        if defense:
            mods.append(Modifier("def", defense, until, source))
        card.modifiers = tuple(mods)
        self.emit(Event("modify", card.controller, card_id, card.defn.name, amount=atk or defense))

    # ------------------------------------------------------------------ moving cards

    def draw(self, player: int, count: int = 1) -> bool:
        """Draw ``count`` cards; ``False`` (and the duel lost) when the deck runs out
        (YGO PhasesDelJuego.3, ComoGanarUnDuelo.6)."""
        for _ in range(count):
            deck = self.ids(player, "mazo")
            if not deck:
                self.end_game(self.opponent(player), Text(f"P{player + 1} no puede robar", f"P{player + 1} cannot draw"),
                              rule("ComoGanarUnDuelo.6"))
                return False
            self.move(deck[0], self.zone(player, "mano"), kind="draw")
        self.check_exodia(player)
        return True

    def send_to_graveyard(self, card_id: int, kind: str = "destroy") -> None:
        """To its owner's graveyard (YGO PalabrasClave.4, ControlDeUnMonstruoDelAdversario.6); tokens
        vanish (FichasDeMonstruo.2); equips on a monster that leaves go too."""
        card = self._card(card_id)
        was_monster = self.zone_table[card.zone][1].name == "monstruos"
        if was_monster and "banish_on_leave" in card.marks:
            self.leave_field_to(card_id, "desterradas")
            return
        has_effects = bool(self.defn(card_id).effects)
        from_deck = has_effects and self.zone_table[card.zone][1].name == "mazo"  # "sent from the Deck to the GY"
        field = self.zone_table[card.zone][1].name in FIELD_ZONES
        bound = card.marks.get("bound")
        proper = {mark: card.marks[mark] for mark in PROPER_SUMMONS if mark in card.marks}
        if card.defn.is_token:
            self.vanish(card_id)
        else:
            self.move(card_id, self.zone(card.owner, "cementerio"), kind=kind)
            card.marks["to_gy"] = self.turn  # "not the turn this card was sent to the GY" (Cartas.2)
            # YGO CartasDeMonstrusDeRitual.5, CartasDeMonstruosFusion.1: it was Ritual / Fusion Summoned
            card.marks.update(proper)
        if was_monster:
            self._drop_equips(card_id)
        if field:
            self.release_bound(card_id, bound, kind in ("destroy", "battle"))
        if has_effects:
            self._sent_to_graveyard(card_id, "deck" if from_deck else kind, was_monster)

    def leave_field_to(self, card_id: int, zone: str) -> None:
        """A card leaving to the hand, deck or banished zone: a Fusion monster returned to the
        hand goes to the Fusion Deck (YGO CartasDeMonstruosFusion.5); tokens vanish."""
        card = self._card(card_id)
        left = self.zone_table[card.zone][1].name
        was_monster = left == "monstruos"
        defn = self.defn(card_id)
        if was_monster and "banish_on_leave" in card.marks:
            zone = "desterradas"  # YGO Cartas.2: "banish it when it leaves the field" (PalabrasClave.5)
        field = self.zone_table[card.zone][1].name in FIELD_ZONES
        bound = card.marks.get("bound")
        proper = {mark: card.marks[mark] for mark in PROPER_SUMMONS if mark in card.marks} if zone == "desterradas" else {}
        if defn.is_token:
            self.vanish(card_id)
        else:
            if zone == "mano" and defn.is_extra:
                zone = "fusion"
            self.move(card_id, self.zone(card.owner, zone), kind="return")
            card.marks.update(proper)  # YGO CartasDeMonstrusDeRitual.5: banished, it was still properly summoned
            if zone == "mano":
                self.check_exodia(card.owner)
        if was_monster:
            self._drop_equips(card_id)
        if field:
            self.release_bound(card_id, bound, False)
        if zone == "desterradas" and not defn.is_token and any(self.says(f"trigger:{t}") for t in BANISH_TRIGGERS):
            self._banished(card_id, left)

    def _banished(self, card_id: int, left: str) -> None:
        """YGO PalabrasClave.5, CartasDeMonstruosDeEfecto.7: "if this card is banished (from the GY / the field)"
        effects start at once, as the Graveyard ones do (``_sent_to_graveyard``); one that says "you can" is offered
        to its owner first."""
        if self.cards[card_id] is None or self.zone_of(card_id) != "desterradas" or not self.defn(card_id).automated:
            return
        for index, effect in enumerate(self.defn(card_id).effects):
            if effect.trigger in BANISH_TRIGGERS:
                zones = BANISH_TRIGGERS[effect.trigger]
                if zones is None or left in zones:
                    act = Activation(card_id, self._card(card_id).owner, index, immediate=True, is_card=False)
                    self.tasks.append(OfferActivation(act, False) if effect.optional else Activate(act))

    def release_bound(self, card_id: int, bound: tuple[int, str] | None, destroyed: bool) -> None:
        """YGO Cartas.2 (Call of the Haunted): a card that left the field destroys the monster it was
        bound to; a bound monster that was destroyed (or, as some texts say, left the field) destroys
        its card, which otherwise stays, bound to nothing."""
        if bound is not None and self.is_monster_on_field(bound[0]):
            self.send_to_graveyard(bound[0])
        for player in range(self.num_players):
            for cid in list(self.ids(player, "magias")):
                mark = self._card(cid).marks.get("bound")
                if mark is not None and mark[0] == card_id:
                    del self._card(cid).marks["bound"]
                    if destroyed or mark[1] == "leaves":
                        self.send_to_graveyard(cid)

    def _sent_to_graveyard(self, card_id: int, kind: str, from_field: bool) -> None:
        """YGO DeterminacionDelDano.38: "when this card is sent (from the field) to the graveyard"
        effects apply at once — the ones for "destroyed" or "destroyed by battle" only then; one that says
        "you can" is offered to its owner first (CartasDeMonstruosDeEfecto.7, PalabrasClave.1: ``triggers``)."""
        if self.cards[card_id] is None or not self.defn(card_id).automated:
            return
        for index, effect in enumerate(self.defn(card_id).effects):
            wanted = GRAVEYARD_TRIGGERS.get(effect.trigger)
            if wanted is not None and (from_field or not wanted[0]) and (not wanted[1] or kind in wanted[1]):
                act = Activation(card_id, self._card(card_id).owner, index, immediate=True, is_card=False)
                self.tasks.append(OfferActivation(act, False) if effect.optional else Activate(act))

    def _drop_equips(self, monster: int) -> None:
        for player in range(self.num_players):
            for cid in list(self.ids(player, "magias")):
                if self._card(cid).marks.get("equip") == monster or self._card(cid).marks.get("held") == monster:
                    self.send_to_graveyard(cid)  # "when that monster leaves the field, destroy this card" too

    def place_monster(self, card_id: int, player: int, face_up: bool, defense: bool, kind: str) -> None:
        """Put a monster in ``player``'s Monster Card Zone (summoned, set or special summoned); one that came
        from the Graveyard is marked so this turn (``from_gy``: Card of Safe Return)."""
        card = self._card(card_id)
        from_gy = self.zone_table[card.zone][1].name == "cementerio"
        self.move(card_id, self.zone(player, "monstruos"), face_up=face_up, kind=kind)
        if from_gy:
            card.marks["from_gy"] = self.turn
        card.controller = player
        card.rotated = defense
        card.marks["summoned"] = self.turn
        if not face_up:
            card.known = 1 << player

    # ------------------------------------------------------------------ Life Points and winning

    def change_lp(self, player: int, delta: int) -> None:
        value = max(0, self.lp(player) + delta)
        self.counters[player][LP] = value
        self.emit(Event("life", player, amount=delta))

    def check_state(self) -> None:
        """YGO ComoGanarUnDuelo.4–5: 0 LP loses; both at once is a draw."""
        counters = self.counters  # asked after every step of the procedure: both alive, most often
        if (counters[0].get(LP, 0) > 0 and counters[1].get(LP, 0) > 0) or self.outcome is not None:
            return
        dead = [p for p in range(self.num_players) if self.lp(p) <= 0]
        if len(dead) == self.num_players:
            self.end_game(None, Text("ambos jugadores llegan a 0 LP a la vez",
                                     "both players reach 0 LP at once"), rule("ComoGanarUnDuelo.5"))
        elif dead:
            self.end_game(self.opponent(dead[0]), Text(f"P{dead[0] + 1} llega a 0 LP",
                                                       f"P{dead[0] + 1} reaches 0 LP"), rule("ComoGanarUnDuelo.4"))

    def check_exodia(self, player: int) -> None:
        """YGO ComoGanarUnDuelo.7: the five pieces in hand win at once."""
        hand = self.ids(player, "mano")
        if self.outcome is not None or len(hand) < len(EXODIA):  # asked at every draw: five pieces are five cards
            return
        names = {self._card(cid).defn.name for cid in hand}
        names |= {self.defn(cid).passcode for cid in hand}
        if all(name in names or code in names for name, code in zip(EXODIA, EXODIA_PASSCODES)):
            self.end_game(player, Text(f"P{player + 1} reúne las 5 partes de Exodia",
                                       f"P{player + 1} assembles the 5 pieces of Exodia"),
                          rule("ComoGanarUnDuelo.7"))

    def _card_stats(self, card: Card) -> tuple[tuple[str, int], ...]:
        defn = self.defn(card.id)
        if not isinstance(defn, YgoCard) or not defn.is_monster:
            return ()
        atk, defense = self.stats(card.id)
        return (("atk", atk), ("def", defense), ("nivel", defn.level))

    def _card_markers(self, card: Card) -> tuple[str, ...]:
        markers = []
        defn = self.defn(card.id)
        if isinstance(defn, YgoCard):
            if defn.is_monster and self.zone_table[card.zone][1].name == "monstruos":
                markers.append("defensa" if card.rotated else "ataque")
            if defn.is_token:
                markers.append("ficha")
            if not defn.automated:
                markers.append("manual")
        if card.marks.get("attacked") == self.turn:
            markers.append("atacó")
        if card.controller != card.owner:
            markers.append("controlado")
        return tuple(markers)


from engine.games.ygo import names, self_boosts, textops, trapmonsters, uniques  # noqa: E402  (compiled texts' boosts and names, Trap Monsters)
from engine.games.ygo.tasks import Activate, OfferActivation
