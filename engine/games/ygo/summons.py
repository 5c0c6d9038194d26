"""Normal, tribute, flip and set summons and position changes (YGO PhasesDelJuego.7–32)."""

from __future__ import annotations

import json
from itertools import combinations
from typing import Any

from engine.core.actions import Action, Event
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo import summon_lock, summon_negation, textops
from engine.games.ygo.base import ANSWERS, TASKS, Activation, YgoBase
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.rules import rule
from engine.games.ygo.tasks import Activate, ChainWindow, OfferActivation, Summoned, Window
from engine.games.ygo.token_ops import NO_TRIBUTE_SUMMON

SUMMONABLE = ("normal", "effect")  # Fusion and Ritual monsters are only Special Summoned


class SummonMixin(YgoBase):
    """Putting monsters on the field in the Main Phase."""

    def tribute_sets(self, player: int, count: int) -> list[tuple[int, ...]]:
        """Distinct sets of ``count`` monsters ``player`` controls to tribute."""
        if count == 0:
            return [()]
        monsters = self.monsters(player)
        if self.says(NO_TRIBUTE_SUMMON):  # "this Token cannot be Tributed for a Tribute Summon" (Cartas.2)
            monsters = [c for c in monsters if NO_TRIBUTE_SUMMON not in self.defn(c).keywords]
        cards = self.cards
        codes = {cards[c].defn.code for c in monsters}  # type: ignore[union-attr]  # a monster in its zone
        if len(codes) == len(monsters):  # no two copies of a card: every set is distinct (most often)
            return list(combinations(monsters, count))
        seen: set[str] = set()
        found = []
        keys = {c: repr(self.card_key(c)) for c in monsters}  # each monster's once, not once per set
        for combo in combinations(monsters, count):
            key = repr(sorted(keys[c] for c in combo))
            if key not in seen:
                seen.add(key)
                found.append(combo)
        return found

    def summon_actions(self, player: int, extra: bool = False, hand: list[int] | None = None) -> list[Action]:
        """YGO PhasesDelJuego.11–23: summon (face-up attack) or set (face-down defense) a monster
        from hand, with 1 tribute for level 5–6 and 2 for level 7 or more (also when setting).
        ``hand``: ``distinct`` of the hand, when the caller has it."""
        if self.normal_summoned and not extra:
            return []
        actions = []
        room = self.monster_room(player)
        by_count: dict[int, list[tuple[int, ...]]] = {}  # the tribute sets of each count, found once
        cards = self.cards
        for cid in self.distinct(self.ids(player, "mano")) if hand is None else hand:
            defn: YgoCard = cards[cid].defn  # type: ignore[union-attr, assignment]
            if defn.kind != "monster" or defn.sub not in SUMMONABLE or defn.is_extra or "no_normal" in defn.summon_limit:
                continue
            count = defn.tributes
            if count and room and defn.keywords and self.untributed(cid, player) and self.unique_problem(cid, player) is None \
                    and self.may_summon_face_up(cid, player):
                actions.append(Action("summon", player, (cid,), ()))  # "… without Tributing" (Cartas.2)
            if count not in by_count:
                by_count[count] = self.tribute_sets(player, count)
            for tributes in by_count[count]:
                if not tributes and not room:
                    continue
                if not defn.keywords or self.unique_problem(cid, player, tributes) is None and self.may_summon_face_up(cid, player):
                    actions.append(Action("summon", player, (cid,), tributes))
                actions.append(Action("set", player, (cid,), tributes))
            if count == 2:  # a monster that counts as 2 Tributes for this one's Tribute Summon (Double Coston)
                for double in self.double_tributes(player, defn):
                    if self.unique_problem(cid, player, (double,)) is None:
                        actions.append(Action("summon", player, (cid,), (double,)))
        for cid in self.geminis(player):
            actions.append(Action("summon", player, (cid,)))
        if summon_lock.barred(self, player):  # "you cannot Normal Summon …" this turn: Setting stays (Cartas.2)
            actions = [a for a in actions if a.kind != "summon"]
        return actions

    def geminis(self, player: int) -> list[int]:
        """YGO Cartas.2 over PhasesDelJuego.11: ``player``'s face-up Gemini monsters that are still Normal
        Monsters, which a Normal Summon (that turn's one) makes Effect Monsters with the effects of their text."""
        if not self.says("gemini"):  # asked at every Main Phase listing: most duels have none
            return []
        cards = self.cards
        return [cid for cid in self.monsters(player)
                if "gemini" in self.defn(cid).keywords and cards[cid].face_up and "gemini" not in cards[cid].marks]  # type: ignore[union-attr]

    def double_tributes(self, player: int, defn: YgoCard) -> list[int]:
        """YGO Cartas.2: ``player``'s face-up monsters whose text says "when you Tribute Summon a DARK monster, this
        card can be treated as 2 Tributes" that may be so for ``defn``'s Tribute Summon (not its Set)."""
        word = f"double_tribute:{defn.attribute}"
        return [cid for cid in self.distinct(self.monsters(player))
                if self._card(cid).face_up and word in self.defn(cid).keywords and not self.effects_negated(cid)]

    def untributed(self, card_id: int, player: int) -> bool:
        """YGO Cartas.2 over PhasesDelJuego.21: "if this is the only card in your hand (if you control no
        monsters…), you can Normal Summon it without Tributing" (疾风之暗黑骑士 盖亚, 大块石人) — a Summon, not a Set."""
        keywords = self.defn(card_id).keywords
        if "summon_alone_untributed" in keywords and self.ids(player, "mano") == [card_id]:
            return True
        return any(self._conditions_hold(card_id, player, word) for word in keywords if word.startswith("untributed:"))

    def may_summon_face_up(self, card_id: int, player: int) -> bool:
        """YGO Cartas.2: "you can only Normal Summon this card face-up if you control …" (it may be Set)."""
        return all(self._conditions_hold(card_id, player, w) for w in self.defn(card_id).keywords if w.startswith("summon_if:"))

    def _conditions_hold(self, card_id: int, player: int, word: str) -> bool:
        return all(self._condition_holds(card_id, player, c) for c in json.loads(word.split(":", 1)[1]))

    def _condition_holds(self, card_id: int, player: int, condition: str) -> bool:
        """Whether a condition a card text states holds now (``effects.EffectsMixin`` knows them)."""
        return False

    def summon_problem(self, action: Action) -> Rule:
        """Why a summon or set from hand is refused."""
        cid, player = action.cards[0], action.player
        defn = self.defn(cid)
        if cid in self.monsters(player) and "gemini" in defn.keywords and not action.targets:
            return self._gemini_problem(cid)
        if self.zone_of(cid) != "mano" or self._card(cid).owner != player:
            return rule("PhasesDelJuego.12", Text("se invoca desde tu mano", "you summon from your hand"))
        if defn.is_monster and (defn.sub not in SUMMONABLE or defn.is_extra):
            clause = "CartasDeMonstruosFusion.1" if defn.is_extra else "CartasDeMonstrusDeRitual.3"
            return rule(clause, Text("solo se invoca de forma especial", "it is only Special Summoned"))
        if action.kind == "summon" and summon_lock.barred(self, player):
            return summon_lock.problem(self, player) or rule("Cartas.2")
        unique = self.unique_problem(cid, player, action.targets) if action.kind == "summon" else None
        if unique is not None:
            return unique
        if action.kind == "summon" and not self.may_summon_face_up(cid, player):
            return rule("Cartas.2", Text("esta carta solo se Invoca boca arriba si se cumple lo que dice",
                                         "this card is only Normal Summoned face-up when what it says holds"))
        if "no_normal" in defn.summon_limit:  # YGO Cartas.2: its text forbids the Normal Summon
            return rule("Cartas.2", Text("esta carta no se puede Invocar de forma normal", "this card cannot be Normal Summoned"))
        if self.normal_summoned and not (self.prompt is not None and self.prompt.kind == "invocar"):
            return rule("PhasesDelJuego.11")
        if self.phase not in ("main1", "main2") and not (self.prompt is not None and self.prompt.kind == "invocar"):
            return rule("PhasesDelJuego.11")
        double = action.kind == "summon" and defn.tributes == 2 and len(action.targets) == 1 \
            and action.targets[0] in self.double_tributes(player, defn)  # one monster counted as 2 (Cartas.2)
        if len(action.targets) != defn.tributes and not double:
            return rule("PhasesDelJuego.22" if action.kind == "set" else "PhasesDelJuego.21",
                        Text(f"«{defn.name}» (nivel {defn.level}) necesita {defn.tributes} sacrificio(s)",
                             f"«{defn.name}» (level {defn.level}) needs {defn.tributes} tribute(s)"))
        if any(t not in self.monsters(player) for t in action.targets):
            return rule("PhasesDelJuego.21", Text("se sacrifican monstruos que controlas", "you tribute monsters you control"))
        return rule("AreaDeJuego.4")

    def _gemini_problem(self, card_id: int) -> Rule:
        """Why a Gemini monster on the field is not Normal Summoned again."""
        card = self._card(card_id)
        if not card.face_up:
            return rule("Cartas.2", Text("se invoca de nuevo un monstruo Géminis boca arriba",
                                         "a face-up Gemini monster is the one Normal Summoned again"))
        if "gemini" in card.marks:
            return rule("Cartas.2", Text("este monstruo Géminis ya se invocó de nuevo",
                                         "this Gemini monster was already Normal Summoned again"))
        return rule("PhasesDelJuego.11")

    def do_summon(self, action: Action, extra: bool = False) -> None:
        """Tribute, then summon face-up in attack or set face-down in defense (a Gemini monster on
        the field: Normal Summoned again where it stands, an Effect Monster from then on)."""
        player, cid = action.player, action.cards[0]
        if self.zone_of(cid) == "monstruos":
            if not extra:  # YGO Cartas.2 over PhasesDelJuego.11: it is that turn's Normal Summon
                self.summons_made = (self.turn, (self.summons_made[1] if self.summons_made[0] == self.turn else 0) + 1)
                self.normal_summoned = not self.summons_left()
            self._card(cid).marks.update(gemini=self.turn, summoned=self.turn)  # summoned: its position stays (PhasesDelJuego.9)
            self.summoning(cid, player, "summon")
            return
        for tribute in action.targets:
            self.send_to_graveyard(tribute, kind="tribute")
        if not extra:  # YGO PhasesDelJuego.23: a tribute summon is the normal summon
            self.summons_made = (self.turn, (self.summons_made[1] if self.summons_made[0] == self.turn else 0) + 1)
            self.normal_summoned = not self.summons_left()
        if action.kind == "set":
            self.place_monster(cid, player, False, True, "set")  # YGO PalabrasClave.2: not summoned
            self.emit(Event("set", player, cid, None, hidden_from=frozenset({self.opponent(player)})))
            return
        self.place_monster(cid, player, True, False, "summon")
        self.summoning(cid, player, "summon")

    def summoning(self, card_id: int, player: int, kind: str) -> None:
        """The monster is on the field but not yet summoned: a Counter Trap may negate the Summon
        (YGO CartasDeTrampa.7, ``summon_negation``) — then it never was summoned."""
        if not summon_negation.open_window(self, card_id, player, kind, Summoned(card_id, player, kind)):
            self.then(Summoned(card_id, player, kind))

    @TASKS.on(Summoned)
    def _t_summoned(self, task: Summoned) -> None:
        """The Summon succeeded unless it was negated (the monster left the field)."""
        card_id, player, kind = task.card_id, task.player, task.kind
        if not self.is_monster_on_field(card_id):
            return
        self._card(card_id).marks.pop(summon_negation.MARK, None)
        self.emit(Event("summon" if kind == "summon" else "flip_summon", player, card_id, self.defn(card_id).name))
        self.after_summon(card_id, player)
        if kind == "flip":
            self.trigger_flip(card_id, player)
        self.summon_triggers(card_id, player, kind)

    def after_summon(self, card_id: int, player: int) -> None:
        """Cards that answer a summon (Hueco Trampa) get their window."""
        self.last_summon = (card_id, player)
        self.window_reason = "summoned"
        self.then(Window("summoned", self.turn_player, 0))

    def flip_actions(self, player: int) -> list[Action]:
        """YGO PhasesDelJuego.26–29: flip summons (not the turn it was set) and position changes
        (once per turn, not the turn it was summoned — PhasesDelJuego.8–9)."""
        actions = []
        cards, turn = self.cards, self.turn
        for cid in self.monsters(player):
            marks = cards[cid].marks  # type: ignore[union-attr]  # a monster in its zone
            if marks.get("summoned") == turn or marks.get("pos") == turn:
                continue  # summoned or moved this turn: refused at once below (PhasesDelJuego.9, .19, .28)
            kind = "position" if cards[cid].face_up else "flip"  # type: ignore[union-attr]
            if self.position_problem(cid, player, kind) is None:
                actions.append(Action(kind, player, (cid,)))
        return actions

    def position_problem(self, card_id: int, player: int, kind: str) -> Rule | None:
        card = self._card(card_id)
        if self.zone_table[card.zone][1].name != "monstruos" or card.controller != player:
            return rule("PhasesDelJuego.8", Text("cambias la posición de tus monstruos",
                                                 "you change the position of your own monsters"))
        if "held_by" in card.marks and textops.held(self, card_id):
            return rule("Cartas.2", Text("una carta le impide cambiar de posición", "a card keeps it from changing its position"))
        if self.phase not in ("main1", "main2"):
            return rule("PhasesDelJuego.8")
        if kind == "flip" and card.face_up:
            return rule("PhasesDelJuego.26", Text("solo se voltea un monstruo boca abajo", "only a face-down monster is flipped"))
        if kind == "flip" and self.unique_problem(card_id, player) is not None:
            return self.unique_problem(card_id, player)
        if kind == "flip" and summon_lock.barred(self, player):  # "… you cannot Flip Summon" (Cartas.2)
            return summon_lock.problem(self, player)
        if kind == "position" and not card.face_up:
            return rule("PhasesDelJuego.26", Text("un monstruo boca abajo se voltea con una Invocación de Volteo",
                                                  "a face-down monster is flipped with a Flip Summon"))
        if card.marks.get("summoned") == self.turn:
            return rule("PhasesDelJuego.28" if kind == "flip" else "PhasesDelJuego.9")
        if card.marks.get("pos") == self.turn:
            return rule("PhasesDelJuego.19")
        if card.marks.get("position_locked", 0) >= self.turn:  # YGO Cartas.2: a card's effect says so
            return rule("Cartas.2", Text("un efecto impide cambiar su posición", "an effect keeps its position from changing"))
        if kind == "position" and not card.rotated and card.marks.get("attacked") == self.turn:
            return rule("CuadroDeReferenciaRapida.10")
        return None

    def do_flip(self, card_id: int, player: int) -> None:
        """A Flip Summon: face-up attack position; its Flip Effect activates (YGO
        CartasDeMonstruosDeEfecto.3) and the summon can be answered."""
        card = self._card(card_id)
        card.face_up = True
        card.rotated = False
        card.known = (1 << self.num_players) - 1
        card.marks["pos"] = self.turn
        self.summoning(card_id, player, "flip")

    def summon_triggers(self, card_id: int, player: int, how: str) -> None:
        """Effects "when this card is Summoned" (``effects.EffectsMixin``)."""

    def trigger_flip(self, card_id: int, player: int, immediate: bool = False,
                     exclude: frozenset[int] = frozenset()) -> None:
        """Start the card's Flip Effect: chained (a flip summon) or applied at once (flipped by an
        attack, after damage calculation — YGO CuadroDeReferenciaRapida.3); one that says "you can" is
        offered to its controller first (CartasDeMonstruosDeEfecto.7, PalabrasClave.1: ``triggers``)."""
        defn = self.defn(card_id)
        if not defn.automated:
            if defn.sub == "effect":
                self.emit(Event("manual", player, card_id, defn.name, text=defn.text))
            return
        for index, effect in defn.effects_for("flip"):
            act = Activation(card_id, player, index, immediate=immediate, exclude=exclude, is_card=False, speed=1)
            if effect.optional:
                self.then(OfferActivation(act, not immediate))
            elif immediate:
                self.then(Activate(act))
            else:
                self.then(Activate(act), ChainWindow())

    def do_position(self, card_id: int) -> None:
        card = self._card(card_id)
        card.rotated = not card.rotated
        card.marks["pos"] = self.turn
        self.emit(Event("position", card.controller, card_id, card.defn.name, amount=int(card.rotated)))

    @ANSWERS.on("invocar")
    def _answer_invocar(self, prompt: Any, action: Action) -> None:
        if action.kind != "pass":
            self.do_summon(action, extra=True)
