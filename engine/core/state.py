"""The game-agnostic state: zones, card instances, randomness, history, views.

A game subclasses ``State`` and implements the hooks at the bottom (``_legal_actions``,
``_apply``, ``_advance``, notation, refusals). Everything else — validation, clone, undo,
rollback on engine errors, observations, resampling, hashing — is offered here once, made of
parts: what a game was started from (``engine.core.setup``), the observation a player receives
(``engine.core.observation.observe``), what a player cannot see (``engine.core.hidden``),
reading an action a player sends (``engine.core.reading``), the state's hash
(``engine.core.hashing``), interchangeable copies (``engine.core.copies``) and manual actions
(``engine.core.manual``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, Container, Iterable, Sequence

from engine.core import hidden, manual
from engine.core.actions import CONCEDE, MANUAL_PREFIX, Action, Event, Outcome, Prompt
from engine.core.cards import Card, CardDef, freeze_mapping
from engine.core.chain import Chain
from engine.core.copies import distinct, without_copies
from engine.core.errors import EngineError, IllegalActionError, NotationError, Rule
from engine.core.gestures import Gesture, Gestures
from engine.core.hashing import state_hash
from engine.core.hidden import seers
from engine.core.notation import Notation, card_ref, resolve_ref
from engine.core.observation import CardView, Observation, observe
from engine.core.reading import canonical, missing_card, parse_text
from engine.core.rng import Rng
from engine.core.setup import SetupInfo as SetupInfo
from engine.core.text import LANGS, Text
from engine.core.wording import quoted_names_in, say_action
from engine.core.zones import Visibility, ZoneSpec

if TYPE_CHECKING:
    from engine.core.game import Game

NO_CARD_RULE = Rule("core", "la acción nombra una carta que no existe", "the action names a card that does not exist")
NOT_AN_ANSWER = Text("no es una respuesta válida a la pregunta actual", "not a valid answer to the current question")
"""A refusal's detail when an action answers no question being asked."""


class State:
    """One game in progress. See the module docstring for what subclasses provide."""

    turn: int
    phase: str
    step: str | None
    turn_player: int
    prompt: Prompt | None
    chain: Chain
    #: The game's notation module (``engine.core.notation.Notation``).
    notation_module: Notation[Any] | None = None
    #: The game's gestures module (``engine.core.gestures.Gestures``, and maybe ``FollowUps``).
    gestures_module: Gestures[Any] | None = None
    #: How the game shapes manual actions (``engine.core.manual.ManualRules``).
    manual_rules: ClassVar[manual.ManualRules[Any]] = manual.ManualRules()

    def __init__(self, game: "Game", setup: SetupInfo) -> None:
        self.game = game
        self.num_players = game.num_players
        self.zone_table = game.zone_table
        self.zone_index = game.zone_index
        self.zones: list[list[int]] = [[] for _ in self.zone_table]
        self.cards: list[Card | None] = []
        self.rng = Rng(setup.seed)
        self.counters: list[dict[str, int]] = [{} for _ in range(self.num_players)]
        self.history: list[Action] = []
        self.outcome: Outcome | None = None
        self.turn = 0
        self.phase = "setup"
        self.step = None
        self.turn_player = 0
        self.first_player = 0
        self.prompt = None
        self.chain = Chain()
        self.setup = setup
        #: Every card this game knows: the game's shipped sets and its players' own cards.
        self.card_db = game.cards.with_cards(setup.cards)
        #: The catalogue printing each card was read as (the picture the table shows).
        self.printings = setup.printings
        self._initial: State | None = None
        self._events: list[Event] = []
        self._legal: list[Action] | None = None

    # ------------------------------------------------------------------ the public API

    def current_player(self) -> int | None:
        """The player who must decide now (``None`` once the game is over)."""
        if self.outcome is not None or self.prompt is None:
            return None
        return self.prompt.player

    def is_terminal(self) -> bool:
        return self.outcome is not None

    def returns(self) -> list[float]:
        if self.outcome is None:
            return [0.0] * self.num_players
        return self.outcome.returns(self.num_players)

    def legal_actions(self) -> list[Action]:
        """Every legal answer to the current prompt, in a deterministic order."""
        if self.outcome is not None:
            return []
        legal = self._legal  # read once: a game may keep it behind a property
        if legal is None:
            legal = self._legal = without_copies(self, self._legal_actions())
        return list(legal)

    def apply_action(self, action: Action) -> list[Event]:
        """Validate and apply ``action``; return the events it caused.

        A refused action raises ``IllegalActionError`` naming the rule and changes nothing.
        """
        kind = action.kind
        if kind == CONCEDE:
            return self._concede(action.player)
        if self.outcome is not None:
            raise IllegalActionError(self.game.rule_game_over, action=self.action_in_words(action))
        if kind.startswith(MANUAL_PREFIX):  # ``action.is_manual``
            return manual.apply(self, action)
        if kind in self._meta_kinds():
            self._events = []
            self._apply_meta(action)
            self.history.append(action)
            self._legal = None
            events, self._events = self._events, []
            return events
        legal = self._legal  # read once: a game may keep it behind a property
        if legal is None:
            legal = self._legal = without_copies(self, self._legal_actions())
        if action not in legal:
            missing = missing_card(self, action)
            if missing is not None:
                raise IllegalActionError(NO_CARD_RULE, Text(f"no hay ninguna carta con el número {missing}",
                                                               f"there is no card number {missing}"))
            # worked out on what the actor knows: the refusal, its rule and the action's text
            # must not depend on cards the actor cannot see
            view = self.masked_for(action.player) if 0 <= action.player < self.num_players else self
            found = canonical(view, action)
            if found is None or found not in legal:
                refusal = view._refusal(action)  # its English names a card as its face reads in English
                said = replace(refusal, text_en=quoted_names_in(self.game, refusal.text_en, "en"))
                raise IllegalActionError(said, action=self.action_in_words(action))
            action = found
        self._events = []
        done = len(self.history)
        try:
            self._apply(action)
            self.history.append(action)
            self._advance()
        except Exception as exc:
            self._rebuild(self.history[:done])
            raise EngineError(Text(f"error interno al aplicar «{self._safe_string(action)}»: {exc!r}",
                                   f"internal error applying «{self._safe_string(action)}»: {exc!r}")) from exc
        self._legal = None
        events, self._events = self._events, []
        return events

    def clone(self) -> "State":
        """An independent copy (the AI makes thousands of these)."""
        twin = object.__new__(type(self))
        twin.__dict__ = self.__dict__.copy()
        twin.zones = [list(z) for z in self.zones]
        twin.cards = [c.copy() if c is not None else None for c in self.cards]
        twin.rng = self.rng.copy()
        twin.counters = [dict(c) for c in self.counters]
        twin.history = list(self.history)
        twin._events = []
        self._copy_extra(twin)
        return twin

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` actions (rebuilt from the setup snapshot and history)."""
        if count < 1 or count > len(self.history):
            raise ValueError(Text(f"no se pueden deshacer {count} acciones (hay {len(self.history)})",
                                  f"cannot undo {count} actions (there are {len(self.history)})"))
        self._rebuild(self.history[:-count])

    def observation(self, viewer: int | None) -> Observation:
        """All that ``viewer`` may know now (``None``: a spectator)."""
        return observe(self, viewer)

    def resample_from_infostate(self, player: int, rng: Rng) -> "State":
        """A state ``player`` cannot tell apart from this one, with hidden cards drawn at random
        (``engine.core.hidden.resample``)."""
        return hidden.resample(self, player, rng)

    def masked_for(self, player: int, keep: Container[int] = (), lang: str = "es") -> "State":
        """A copy in which every card ``player`` can neither see nor knows (except those of
        ``keep``) is the game's stand-in for its kind (``Game.stand_in``). Whatever ``player``
        is told about a request (its parse, the refusal and its rule, the intent of a drag) is
        worked out on it, so it cannot depend on hidden cards."""
        return hidden.masked(self, player, keep, lang)

    def action_text_for(self, action: Action, viewer: int, after: "State | None" = None, lang: str = "es") -> str:
        """``action``, about to be applied to this state, in notation as ``viewer`` may read it
        (a log line): a card ``viewer`` sees neither here nor in ``after`` (the state once the
        action is applied) is written as the stand-in, «carta oculta» ("hidden card")."""
        shown = () if after is None else {
            cid for cid, card in enumerate(after.cards) if card is not None and after.is_visible_to(viewer, card)}
        return self.masked_for(viewer, shown, lang)._safe_string(action)

    def action_in_words(self, action: Action) -> Text:
        """``action``, about to be applied (or refused), in words in both languages as its player
        may read it (``engine.core.wording``, as the log says it): a card that player cannot see
        is a hidden card in its zone. A refusal names the action so."""
        player = action.player
        viewer = player if 0 <= player < self.num_players else self.num_players  # no seat: what a spectator sees
        return Text(*(say_action(self.game, player, self.action_text_for(action, viewer, lang=lang), lang)
                      for lang in LANGS))

    def state_hash(self) -> str:
        """A hash of everything that matters for the game's future (not its history)."""
        return state_hash(self)

    def action_to_string(self, action: Action) -> str:
        """The action in the game's notation (without the player)."""
        if action.kind == CONCEDE:
            return "concede"
        if action.is_manual:
            return manual.to_string(self, action)
        if self.notation_module is None:
            raise NotImplementedError
        return self.notation_module.to_string(self, action)

    def parse_action(self, text: str, player: int | None = None) -> Action:
        """The action ``text`` describes, for ``player`` (default: the player to act), read
        from what that player knows: names of cards it cannot see mean nothing, and neither the
        action nor a notation error depends on them."""
        if player is None:
            player = self.current_player()
        if player is None:
            raise NotationError(Text("la partida terminó: indica el jugador", "the game is over: name the player"))
        if not 0 <= player < self.num_players:
            raise NotationError(Text(f"no existe el jugador {player + 1}", f"there is no player {player + 1}"))
        return parse_text(self.masked_for(player), text, player)

    def gesture(self, action: Action) -> Gesture:
        """How ``action`` is done on a table (see ``engine.core.gestures``)."""
        if self.gestures_module is not None:
            return self.gestures_module.gesture(self, action)
        if action.cards:
            return Gesture(action.cards[0], action.targets[0] if action.targets else None)
        return Gesture(button=action.kind)

    def action_for_gesture(self, player: int, gesture: Gesture) -> Action | None:
        """The legal action ``gesture`` performs for ``player``; otherwise the action it meant
        (which ``apply_action`` will refuse, naming the rule), or ``None``."""
        if self.current_player() == player:
            for action in self.legal_actions():
                if self.gesture(action) == gesture:
                    return action
        if not 0 <= player < self.num_players:
            return None
        if self.gestures_module is None:
            return None
        masked = self.masked_for(player)
        return self.gestures_module.intended(masked, player, gesture)

    def meta_actions(self, player: int) -> list[Action]:
        """Actions a player may take at any time, outside the prompt (conceding)."""
        return [] if self.outcome is not None else [Action(CONCEDE, player)]

    # ------------------------------------------------------------------ helpers for games

    def zone(self, owner: int | None, name: str) -> int:
        return self.zone_index[(owner, name)]

    def ids(self, owner: int | None, name: str) -> list[int]:
        """The card ids in a zone (the live list: copy it before changing the zone)."""
        return self.zones[self.zone_index[(owner, name)]]

    def _card(self, card_id: int) -> Card:
        card = self.cards[card_id]
        if card is None:
            raise KeyError(f"card {card_id} no longer exists")
        return card

    def spec_of(self, card: Card) -> ZoneSpec:
        return self.zone_table[card.zone][1]

    def zone_name_of(self, card_id: int) -> str:
        return self.zone_table[self._card(card_id).zone][1].name

    def zone_key_of(self, zone: int) -> str:
        return self.game.zone_keys[zone]

    def is_visible_to(self, player: int, card: Card) -> bool:
        """Whether ``player`` can see or knows the identity of ``card`` where it is now."""
        if (card.known >> player) & 1:
            return True
        owner, spec = self.zone_table[card.zone]
        if spec.visibility is Visibility.PUBLIC:
            return card.face_up or player == card.controller
        if spec.visibility is Visibility.OWNER:
            return player == owner
        return False

    def create_card(self, defn: CardDef, owner: int, zone: int, *, face_up: bool | None = None) -> int:
        """A new card instance (setup, tokens) placed in ``zone``; returns its id. A card made in
        play (a token) is defined in this state (``define_card``)."""
        self.define_card(defn)
        card_id = len(self.cards)
        spec = self.zone_table[zone][1]
        if face_up is None:
            face_up = spec.visibility is not Visibility.HIDDEN and not spec.face_down
        card = Card(card_id, defn, owner, owner, zone, face_up)
        card.known |= seers(self, zone, face_up, owner)
        self.cards.append(card)
        if spec.pile:
            self.zones[zone].insert(0, card_id)
        else:
            self.zones[zone].append(card_id)
        return card_id

    def define_card(self, defn: CardDef) -> None:
        """Make ``defn`` one this game knows by its code from now on (``card_db``), when it is
        not yet: a card made in play (a token), which the table, the log, a saved game and the
        LAN's other seats then find as they find a deck's. The database is replaced, never
        changed: the game's shipped cards and this state's copies keep theirs."""
        if defn.code not in self.card_db:
            self.card_db = self.card_db.with_cards((defn,))

    def card_by_code(self, code: str) -> CardDef:
        """The card ``code`` names on this table (an observation's ``CardView.code``): one of
        ``card_db``, else the face a card in play shows now (a transformed card's back face);
        ``KeyError`` when neither."""
        if code in self.card_db:
            return self.card_db.by_code(code)
        for card in self.cards:
            if card is not None and card.defn.code == code:
                return card.defn
        raise KeyError(code)

    def vanish(self, card_id: int) -> None:
        """Remove a card from the game entirely (a token leaving play)."""
        card = self._card(card_id)
        self.zones[card.zone].remove(card_id)
        self.cards[card_id] = None
        self.emit(Event("vanish", card.owner, card_id, card.defn.name, src=self.zone_key_of(card.zone)))

    def move(
        self,
        card_id: int,
        dest: int,
        *,
        position: int | None = None,
        bottom: bool = False,
        face_up: bool | None = None,
        keep_state: bool = False,
        kind: str = "move",
    ) -> None:
        """Move a card to another zone (or place in the same zone) and emit the event.

        Who knew the card keeps knowing it when they saw it leave; everyone who sees the new
        place learns it. Without ``keep_state`` the card forgets counters, modifiers and marks.
        """
        card = self._card(card_id)
        src = card.zone
        seen = (card.known & ((1 << self.num_players) - 1)) | seers(self, src, card.face_up, card.controller)
        self.zones[src].remove(card_id)
        dest_spec = self.zone_table[dest][1]
        if face_up is None:
            face_up = dest_spec.visibility is not Visibility.HIDDEN and not dest_spec.face_down
        if not keep_state:
            card.reset_state()
        card.zone = dest
        card.face_up = face_up
        known = seen | seers(self, dest, face_up, card.controller)
        card.known = known
        target = self.zones[dest]
        if position is None:
            position = len(target) if (bottom or not dest_spec.pile) else 0
        target.insert(position, card_id)
        hidden = _hidden_from(self.num_players, known)
        self.emit(
            Event(
                kind,
                card.owner,
                card_id,
                card.defn.name,
                src=self.zone_key_of(src),
                dst=self.zone_key_of(dest),
                hidden_from=hidden,
            )
        )

    def shuffle(self, zone: int) -> None:
        """Shuffle a zone: the cards keep their ids' places but their identities are permuted,
        so nobody can follow a card through a shuffle."""
        ids = self.zones[zone]
        cards = [self._card(cid) for cid in ids]
        self.rng.shuffle(cards)
        for cid, card in zip(ids, cards):
            card.id = cid
            card.known = 0
            self.cards[cid] = card
        owner, _spec = self.zone_table[zone]
        self.emit(Event("shuffle", owner, dst=self.zone_key_of(zone), amount=len(ids)))

    def emit(self, event: Event) -> None:
        self._events.append(event)

    def end_game(self, winner: int | None, reason: Text, rule: Rule | None) -> None:
        """Record the outcome (``winner`` ``None``: a draw)."""
        if self.outcome is None:
            self.outcome = Outcome(winner, reason, rule)
            self.prompt = None
            self.emit(Event("game_over", winner, text=reason.es))

    def card_key(self, card_id: int) -> tuple[Any, ...]:
        """What makes two cards interchangeable: same identity, place and state."""
        card = self._card(card_id)
        cards = self.cards  # the cards of a zone all exist
        attachments = tuple(
            sorted(cards[a].defn.code for a in self.zones[card.zone] if cards[a].attached_to == card_id)  # type: ignore[union-attr]
        )
        return (
            card.defn.code,
            card.zone,
            card.face_up,
            card.rotated,
            freeze_mapping(card.counters),
            card.attached_to,
            card.modifiers,
            card.known,
            card.controller,
            freeze_mapping(card.marks),
            attachments,
        )

    def card_keys(self, ids: Sequence[int]) -> list[tuple[Any, ...]]:
        """``card_key`` of each card of ``ids``, all of one zone (a game may find what they share
        once: attachments, effects)."""
        return [self.card_key(cid) for cid in ids]

    def distinct(self, ids: Iterable[int]) -> list[int]:
        """One card per class of interchangeable cards: the lowest id, in order of appearance
        (``engine.core.copies.distinct``)."""
        return distinct(self, ids)

    def ref(self, card_id: int, scope: Iterable[int], actor: int | None) -> str:
        return card_ref(self, card_id, scope, actor)

    def resolve(self, text: str, scope: Sequence[int], actor: int | None, exclude: Sequence[int] = ()) -> int:
        return resolve_ref(self, text, scope, actor, exclude)

    def all_card_ids(self) -> list[int]:
        return [c.id for c in self.cards if c is not None]

    # ------------------------------------------------------------------ internals

    def _safe_string(self, action: Action) -> str:
        try:
            return self.action_to_string(action)
        except Exception:  # an action naming cards that do not exist
            return repr(action)

    def _identities_changed(self) -> None:
        """Cards were given other definitions (resampled or masked): drop what was derived
        from the old ones. Games with caches of card characteristics extend it."""
        self._legal = None

    def _rebuild(self, actions: Sequence[Action]) -> None:
        assert self._initial is not None
        fresh = self._initial.clone()
        for action in list(actions):
            fresh.apply_action(action)
        fresh._initial = self._initial
        self.__dict__.update(fresh.__dict__)

    def initial_copy(self) -> "State | None":
        """A copy of this game as it was set up, before its first action (``None`` while it is
        being set up): where a replay or a log of its ``history`` starts."""
        return None if self._initial is None else self._initial.clone()

    def snapshot_initial(self) -> None:
        """Called by ``Game.new_initial_state`` once set up: the base for undo and rollback."""
        snap = self.clone()
        snap._initial = snap
        self._initial = snap
        self._events = []

    def _concede(self, player: int) -> list[Event]:
        if self.outcome is not None:
            raise IllegalActionError(self.game.rule_game_over, action=self.action_in_words(Action(CONCEDE, player)))
        if not 0 <= player < self.num_players:
            raise IllegalActionError(self.game.rule_concede, Text(f"no existe el jugador {player + 1}",
                                                                   f"there is no player {player + 1}"))
        self._events = []
        winner = (player + 1) % self.num_players if self.num_players == 2 else None
        self.end_game(winner, Text(f"P{player + 1} concede", f"P{player + 1} concedes"), self.game.rule_concede)
        self.history.append(Action(CONCEDE, player))
        self._legal = None
        events, self._events = self._events, []
        return events

    def _card_view(self, card_id: int, key: str, viewer: int | None) -> CardView:
        card = self._card(card_id)
        visible = viewer is not None and self.is_visible_to(viewer, card)
        if viewer is None:
            owner, spec = self.zone_table[card.zone]
            visible = spec.visibility is Visibility.PUBLIC and card.face_up
        if not visible:
            return CardView(card_id, card.owner, card.controller, key, None, None, card.face_up, card.rotated,
                            attached_to=card.attached_to)
        return CardView(
            card_id,
            card.owner,
            card.controller,
            key,
            card.defn.code,
            card.defn.name,
            card.face_up,
            card.rotated,
            freeze_mapping(card.counters),
            card.attached_to,
            self._card_stats(card),
            self._card_markers(card),
        )

    # ------------------------------------------------------------------ hooks for games

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def _advance(self) -> None:
        """Run automatic procedures until a decision is needed or the game ends."""

    def _refusal(self, action: Action) -> Rule:
        """The rule that forbids ``action`` in this state."""
        raise NotImplementedError

    def _meta_kinds(self) -> frozenset[str]:
        """Action kinds a player may use outside the prompt (besides conceding)."""
        return _NO_META_KINDS

    def _apply_meta(self, action: Action) -> None:
        """Validate and apply a meta action (raise ``IllegalActionError`` to refuse it)."""
        raise NotImplementedError

    def _copy_extra(self, twin: "State") -> None:
        """Copy the subclass's mutable attributes into ``twin`` (called by ``clone``)."""

    def _hash_extra(self) -> tuple[Any, ...]:
        return ()

    def _card_stats(self, card: Card) -> tuple[tuple[str, int], ...]:
        return ()

    def _card_markers(self, card: Card) -> tuple[str, ...]:
        return ()

    def _card_name(self, card_id: int) -> str:
        card = self.cards[card_id] if 0 <= card_id < len(self.cards) else None
        return card.defn.name if card is not None else "?"

    def _combat_view(self) -> tuple[tuple[int, int | None], ...]:
        return ()

    def _observation_extra(self, viewer: int | None) -> tuple[tuple[str, Any], ...]:
        return ()



_NO_META_KINDS: frozenset[str] = frozenset()
_HIDDEN: dict[tuple[int, int], frozenset[int]] = {}


def _hidden_from(num_players: int, known: int) -> frozenset[int]:
    """The players whose bit is not set in ``known`` (one frozenset per mask, kept)."""
    hidden = _HIDDEN.get((num_players, known))
    if hidden is None:
        hidden = _HIDDEN[(num_players, known)] = frozenset(p for p in range(num_players) if not (known >> p) & 1)
    return hidden
