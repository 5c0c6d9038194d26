"""Every action by click and keyboard.

A click on a card lists what it can do now in a small menu at the card, each action named in
words ("Attack…", "Block Lobo de Ceniza", "Play land", "Equip to…"). A card whose only action is
a click of its own (answering a question about it: a target, a discard, a card to put on the
bottom, a mana ability) does it at once, as does a Magic land played from the hand (as MTG Arena
does) and a card that can attack or block only one way while attackers or blockers are declared;
everything else asks first. An action that goes somewhere (every
drag) has its click path: choose the action, then click one of the lit targets, or a button of
the prompt bar for a target that is no card (a zone, a player); Esc goes back.

The keyboard reaches all of it: Tab and Shift+Tab go from card to card that can act (while a
target is asked for: from target to target), Return does the chosen card's action (its menu when
it has several), the Menu key opens its menu with the manual actions, Space gives the main answer
and the keys 1 to 9 press the prompt bar's buttons.

Copies of a card in the same state are one choice to the engine (``engine.core.copies``): a
click on a copy the engine did not list acts as the listed one — both copies of a card can be
put on the bottom after a London mulligan.

The controller only reads observations and legal actions; every action goes through the
session, as a drag does.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QPoint, QTimer, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from engine.core.actions import Action
from engine.core.game import Game
from engine.core.gestures import ALT, Gesture
from engine.core.observation import CardView, Observation

if TYPE_CHECKING:
    from desktop.play_session import Session
    from desktop.table.scene import TableScene
    from desktop.table.view import TableView
    from desktop.widgets.prompt_bar import PromptBar

#: Actions that answer the prompt as a whole, not a card's action: the prompt bar has them.
_PROMPT_ONLY = frozenset({"pass", "keep", "mulligan", "done", "yes", "no", "first", "time", "combat", "battle", "end",
                          "assign", "x", "mode", "number", "loop", "color", "kick", "divide"})
#: While attackers or blockers are declared, a click on a card that can only attack (or block)
#: one way answers the question about it.
_DECLARED = frozenset({"attack", "block"})


@dataclass
class Choice:
    """One line of a card's menu: ``options`` are the (action, gesture) it may do; more than
    one means a target is asked for next."""

    label: str
    options: list[tuple[Action, Gesture]]
    tip: str = ""


@dataclass
class _Picking:
    """A card action waiting for its target."""

    card: int
    choice: Choice
    targets: dict[int, tuple[Action, Gesture]] = field(default_factory=dict)  # target card → option
    others: dict[str, tuple[Action, Gesture]] = field(default_factory=dict)  # button key → option


class CardActions(QObject):
    """The click and keyboard paths of one table (see the module docstring)."""

    status = Signal(str)  # a hint for the status bar

    def __init__(self, session: "Session", game: Game, scene: "TableScene", view: "TableView", prompt_bar: "PromptBar",
                 refresh: Callable[[], None], lang: str = "es", parent: QWidget | None = None) -> None:
        """``refresh`` shows the table and the prompt bar again as the game has them."""
        super().__init__(parent)
        self.refresh = refresh
        self.session = session
        self.game = game
        self.scene = scene
        self.view = view
        self.prompt_bar = prompt_bar
        self.lang = lang
        self.parent_widget = parent
        self.menu: QMenu | None = None
        self.picking: _Picking | None = None
        self.focused: int | None = None
        scene.card_clicked.connect(self.clicked)
        prompt_bar.choice_made.connect(self._chose_other)
        prompt_bar.choice_cancelled.connect(self.cancel)
        session.observation_changed.connect(self._observation_changed)

    # ------------------------------------------------------------------ what a card can do

    def _observation(self) -> Observation | None:
        """What the table shows; before it is drawn, what the session sees."""
        return self.scene.observation if self.scene.observation is not None else self.session.observation()

    def _view(self, card: int) -> CardView | None:
        observation = self._observation()
        if observation is None:
            return None
        return next((c for z in observation.zones for c in z.cards if c.id == card), None)

    def _pairs(self) -> list[tuple[Action, Gesture]]:
        return list(zip(self.session.legal_actions(), self.session.legal_gestures()))

    @staticmethod
    def _belongs(card: int, action: Action, gesture: Gesture) -> bool:
        if action.kind in _PROMPT_ONLY:
            return False
        if gesture.card is not None:
            return gesture.card == card and gesture.button in (None, ALT)
        return gesture.button is not None and (card in gesture.selection or action.cards[:1] == (card,))

    def _twins(self, card: int, observation: Observation | None = None) -> list[int]:
        """Cards the viewer cannot tell from ``card``: same face, place and state."""
        observation = observation or self._observation()
        if observation is None:
            return []
        for zone in observation.zones:
            view = next((c for c in zone.cards if c.id == card), None)
            if view is not None:
                if view.code is None:
                    return []
                key = _twin_key(view)
                return [c.id for c in zone.cards if c.id != card and _twin_key(c) == key]
        return []

    def options_for(self, card: int) -> list[tuple[Action, Gesture]]:
        """The legal (action, gesture) pairs of ``card``: its own, else those of a copy the
        engine listed instead (for ``card``, the engine takes either copy)."""
        pairs = self._pairs()
        own = [(a, g) for a, g in pairs if self._belongs(card, a, g)]
        if own:
            return own
        for twin in self._twins(card):
            found = [(a, g) for a, g in pairs if self._belongs(twin, a, g)]
            if found:
                return [(_swap_action(a, twin, card), _swap_gesture(g, twin, card)) for a, g in found]
        return []

    def table_pairs(self, observation: Observation | None = None) -> list[tuple[Action, Gesture]]:
        """The legal (action, gesture) pairs, and the same for every copy of a card the engine
        listed once (its twins): a twin is lit and can be clicked or dragged as the card.
        ``observation``: the one about to be shown (else the table's)."""
        pairs = self._pairs()
        observation = observation or self._observation()
        acting = {g.card for _a, g in pairs if g.card is not None}
        extra: list[tuple[Action, Gesture]] = []
        for action, gesture in pairs:
            if gesture.card is None or gesture.button not in (None, ALT):
                continue
            for twin in self._twins(gesture.card, observation):
                if twin not in acting:
                    extra.append((_swap_action(action, gesture.card, twin), _swap_gesture(gesture, gesture.card, twin)))
        return pairs + extra

    def table_gestures(self, observation: Observation | None = None) -> list[Gesture]:
        """What the table lights and takes: the legal gestures and their twins'."""
        return [g for _a, g in self.table_pairs(observation)]

    def twin_action(self, gesture: Gesture) -> Action | None:
        """The action of a twin's gesture (``table_pairs``), ``None`` for any other gesture."""
        pairs = self.table_pairs()
        plain = {g for _a, g in self._pairs()}
        if gesture in plain:
            return None
        return next((a for a, g in pairs if g == gesture), None)

    def choices(self, card: int) -> list[Choice]:
        """The lines of ``card``'s menu, in the order the engine lists the actions."""
        groups: dict[tuple[Any, ...], list[tuple[Action, Gesture]]] = {}
        for action, gesture in self.options_for(card):
            if gesture.button not in (None, ALT):
                key: tuple[Any, ...] = ("button", gesture.button)
            elif gesture.onto_card is not None:
                key = ("card", action.kind, gesture.button)
            else:
                key = ("place", action.kind, gesture.button, gesture.onto_zone)
            groups.setdefault(key, []).append((action, gesture))
        result = [Choice(self._label(key, options), options, self._tip(options)) for key, options in groups.items()]
        labels = [c.label for c in result]
        for choice in result:  # two lines alike say which is which
            if labels.count(choice.label) > 1 and len(choice.options) == 1:
                choice.label = f"{choice.label} — {choice.tip}"
        return result

    def _tip(self, options: list[tuple[Action, Gesture]]) -> str:
        texts = []
        for action, _gesture in options[:6]:
            try:
                texts.append(self.session.state.action_to_string(action))
            except Exception:  # an action the table can only name by its kind
                texts.append(action.kind)
        return "\n".join(texts)

    # ------------------------------------------------------------------ words

    def _name(self, card: int | None) -> str:
        """The card's name in the window's language (the card data's other name where it has
        one), as its face shows it."""
        view = self._view(card) if card is not None else None
        if view is None or not view.name:
            return self.tr("a hidden card")
        if view.code is not None:
            try:
                return self.scene.pixmaps.card(self.game.name, view.code).display_name(self.lang)
            except KeyError:  # a card the game's data does not know: its name as seen
                pass
        return view.name

    def _zone(self, key: str | None) -> str:
        if not key:
            return ""
        owner_text, _, name = key.partition(".")
        spec = next((s for o, s in self.game.zone_table if s.name == name), None)
        label = (spec.label_en if self.lang == "en" else spec.label) if spec is not None else name
        observation = self._observation()
        viewer = observation.viewer if observation is not None else 0
        return label if owner_text == f"P{(viewer or 0) + 1}" else f"{label} ({owner_text})"

    def _label(self, key: tuple[Any, ...], options: list[tuple[Action, Gesture]]) -> str:
        action, gesture = options[0]
        if key[0] == "button":
            return self.prompt_bar.label_for(str(gesture.button))
        kind, alt, many = action.kind, gesture.button == ALT, len(options) > 1
        target = self._name(gesture.onto_card) if key[0] == "card" and not many else None
        zone = self._zone(gesture.onto_zone) if key[0] == "place" else ""
        chosen = self.scene.layout.words  # the game's choice of phrasings (layout.toml [words])
        if kind == "attack":
            if chosen.attack == "numbered":  # the alternate drag is a second attack
                nth = self.tr("second attack") if alt else self.tr("first attack")
                return (self.tr("Attack %1 (%2)").replace("%1", target).replace("%2", nth) if target
                        else self.tr("Attack… (%1)").replace("%1", nth))
            if target:
                return self.tr("Attack %1").replace("%1", target)
            if many:
                return self.tr("Attack…")
            if chosen.attack_zone == "directly" and gesture.onto_zone is not None:
                return self.tr("Attack directly")
            if chosen.attack_zone == "player" and gesture.onto_zone is not None:
                return self.tr("Attack %1").replace("%1", gesture.onto_zone.split(".")[0])
            return self.tr("Attack")
        if kind == "block":
            return self.tr("Block %1").replace("%1", target) if target else self.tr("Block…")
        if kind == "equip":
            return self.tr("Equip to %1").replace("%1", target) if target else self.tr("Equip to…")
        if kind == "band":  # MTG CR 702.22c: an attacker joins another's band
            return self.tr("Band with %1").replace("%1", target) if target else self.tr("Band with…")
        if kind in ("play", "set", "flip", "activate") and (target or many and key[0] == "card"):
            verb = {"play": self.tr("Play on %1"), "set": self.tr("Set face down on %1"),
                    "flip": self.tr("Turn face up on %1"), "activate": self.tr("Activate on %1")}[kind]
            if chosen.play_on_card == "replacing" and kind == "play":
                verb = self.tr("Play replacing %1")
            return verb.replace("%1", target) if target else verb.replace(" %1", "…")
        where = f" · {zone}" if zone and kind in chosen.zone_named else ""
        if kind == "play":
            if chosen.play == "land":
                return self.tr("Play land")
            return (self.tr("Play face down") if alt else self.tr("Play")) + where
        if kind == "set":
            return (self.tr("Set face down") if chosen.set == "face down" else self.tr("Set")) + where
        if kind == "move":
            return self.tr("Move to %1").replace("%1", zone)
        if kind == "flip":
            return self.tr("Flip Summon") if chosen.flip == "flip summon" else self.tr("Turn face up")
        words = {
            "cast": self.tr("Cast"), "activate": self.tr("Activate"), "tap": self.tr("Tap for mana"),
            "summon": self.tr("Normal Summon"), "react": self.tr("React"), "lure": self.tr("Make it block (Lure)"),
            "choose": self.tr("Choose"), "target": self.tr("Target"), "discard": self.tr("Discard"),
            "bottom": self.tr("Put on the bottom"), "resolve": self.tr("Resolve its effect"),
            "graveyard": self.tr("Put into the graveyard"), "sacrifice": self.tr("Sacrifice"), "copy": self.tr("Copy"),
            "prevent": self.tr("Prevent its damage"), "replace": self.tr("Apply this effect"),
            "source": self.tr("Choose as the source"), "unblock": self.tr("Cancel this block"),
            "position": self.tr("Change position"), "splice": self.tr("Splice onto the spell"),
        }
        if kind in words:
            return words[kind] + ("…" if many else "")
        return self._tip(options[:1])

    # ------------------------------------------------------------------ clicks

    def clicked(self, view: CardView) -> None:
        """A plain click on a card (the scene's ``card_clicked``)."""
        if self.picking is not None:
            if view.id in self.picking.targets:
                self._do(*self.picking.targets[view.id])
                return
            source = self.picking.card
            self.cancel()
            if view.id == source:  # a second click on the card takes its action back
                return
        self.act(view.id, QCursor.pos())

    def act(self, card: int, at: QPoint | None = None) -> None:
        """What a click or Return on ``card`` does: its only plain action at once, else its menu."""
        choices = self.choices(card)
        if not choices:
            if self.session.human_to_act():
                self.status.emit(self.tr("%1 has nothing to do now").replace("%1", self._name(card)))
            return
        if len(choices) == 1 and len(choices[0].options) == 1:
            action, gesture = choices[0].options[0]
            if gesture == Gesture(card) or action.kind in self.scene.layout.words.at_once or action.kind in _DECLARED:
                self._do(action, gesture)
                return
        self.open_menu(card, at)

    def open_menu(self, card: int, at: QPoint | None = None, menu: QMenu | None = None) -> QMenu | None:
        """The card's menu (``menu``: a menu to fill, the context menu with its manual actions);
        shown at ``at`` (screen), else at the card."""
        choices = self.choices(card)
        own = menu is None
        if own:
            if not choices:
                return None
            self._close_menu()
            menu = QMenu(self.parent_widget)
            menu.setObjectName("card actions")
            menu.addSection(self._name(card))
        assert menu is not None
        for choice in choices:
            entry = menu.addAction(choice.label)
            entry.setObjectName(f"card action:{choice.label}")
            entry.setToolTip(choice.tip)
            entry.triggered.connect(lambda _=False, c=choice, i=card: self.choose(i, c))
        menu.setToolTipsVisible(True)
        if own:
            self.menu = menu
            menu.aboutToHide.connect(self._keep_keyboard)
            menu.popup(at if at is not None else self._card_point(card))
            first = next((a for a in menu.actions() if not a.isSeparator() and a.isEnabled() and a.text()), None)
            if first is not None:
                menu.setActiveAction(first)
        return menu

    def choose(self, card: int, choice: Choice) -> None:
        """A line of the menu: do its action, or ask for its target."""
        self._close_menu()
        if len(choice.options) == 1:
            self._do(*choice.options[0])
            return
        targets = {g.onto_card: (a, g) for a, g in choice.options if g.onto_card is not None}
        others: dict[str, tuple[Action, Gesture]] = {}
        labels: list[tuple[str, str]] = []
        for action, gesture in choice.options:
            if gesture.onto_card is not None and gesture.onto_card in self.scene.cards:
                continue
            key = f"option{len(others)}"
            others[key] = (action, gesture)
            where = self._name(gesture.onto_card) if gesture.onto_card is not None else self._zone(gesture.onto_zone)
            labels.append((key, f"{choice.label.rstrip('…')} · {where}" if where else self._tip([(action, gesture)])))
        self.picking = _Picking(card, choice, {t: o for t, o in targets.items() if t in self.scene.cards}, others)
        self.prompt_bar.show_choice(
            self.tr("%1 — %2: click a lit card").replace("%1", self._name(card)).replace("%2", choice.label.rstrip("…"))
            if self.picking.targets else self.tr("%1 — %2: choose").replace("%1", self._name(card)).replace("%2", choice.label.rstrip("…")),
            labels)
        self._light()
        self.focused = None

    def _chose_other(self, key: str) -> None:
        if self.picking is not None and key in self.picking.others:
            self._do(*self.picking.others[key])

    def cancel(self) -> bool:
        """Esc: leave the target question (or close the menu); whether there was one."""
        had = self.picking is not None or self.menu is not None
        self._close_menu()
        if self.picking is not None:
            self.picking = None
            self.refresh()  # the table and the bar as they were
        return had

    def _do(self, action: Action, gesture: Gesture) -> None:
        self._close_menu()
        self.picking = None
        self.focused = None
        self.session.perform(action)

    def _observation_changed(self, _observation: object) -> None:
        """The game moved on: a menu or a target question of before means nothing now."""
        self._close_menu()
        self.picking = None
        if self.focused is not None and self.focused not in self._candidates():
            self.focused = None

    def _keep_keyboard(self) -> None:
        """Once the menu is gone the window has the keyboard again (some platforms leave no
        window active after a popup)."""
        window = self.parent_widget.window() if self.parent_widget is not None else None

        def again() -> None:
            if window is not None and QApplication.activeWindow() is None and window.isVisible():
                window.activateWindow()

        QTimer.singleShot(0, again)

    def _close_menu(self) -> None:
        if self.menu is not None:
            menu, self.menu = self.menu, None
            menu.close()
            menu.deleteLater()

    def _light(self) -> None:
        """Light the targets of the action waiting for one, and only them."""
        from desktop.table.items import TARGET

        assert self.picking is not None
        for card_id, item in self.scene.cards.items():
            item.highlight = TARGET if card_id in self.picking.targets else None
            item.focused = card_id == self.focused
            item.update()

    def _card_point(self, card: int) -> QPoint:
        item = self.scene.cards.get(card)
        if item is None:
            return self.view.mapToGlobal(self.view.rect().center())
        corner = item.sceneBoundingRect().topRight()
        return self.view.mapToGlobal(self.view.mapFromScene(corner))

    # ------------------------------------------------------------------ keyboard

    def _candidates(self) -> list[int]:
        """The cards Tab goes through, bottom row first, left to right."""
        if self.picking is not None:
            ids = set(self.picking.targets)
        elif self.scene.selecting:
            observation = self._observation()
            prompt = observation.prompt if observation is not None else None
            ids = set(prompt.options) if prompt is not None else set()
        else:
            ids = {c for a, g in self._pairs() for c in self.scene.cards if self._belongs(c, a, g)}
        cards = self.scene.cards
        return sorted((c for c in ids if c in cards), key=lambda c: (-cards[c].pos().y(), cards[c].pos().x()))

    def focus(self, step: int) -> int | None:
        """Tab (1) or Shift+Tab (-1): the next card to act with, or the next target."""
        cards = self._candidates()
        if not cards:
            self.focused = None
        elif self.focused not in cards:
            self.focused = cards[0] if step > 0 else cards[-1]
        else:
            self.focused = cards[(cards.index(self.focused) + step) % len(cards)]
        self.scene.focused = self.focused
        for card_id, item in self.scene.cards.items():
            item.focused = card_id == self.focused
            item.update()
        return self.focused

    def activate_focused(self) -> None:
        """Return: the focused card's action; its menu when it has several (a target is asked next)."""
        card = self.focused
        if card is None or card not in self.scene.cards:
            return
        if self.picking is not None:
            if card in self.picking.targets:
                self._do(*self.picking.targets[card])
            return
        if self.scene.selecting:
            self.scene.clicked(self.scene.cards[card])
            return
        choices = self.choices(card)
        if len(choices) == 1 and len(choices[0].options) == 1:  # Return asks for the action itself
            self._do(*choices[0].options[0])
            return
        self.act(card, self._card_point(card))


def _twin_key(view: CardView) -> tuple[Any, ...]:
    return (view.code, view.zone, view.face_up, view.rotated, view.counters, view.attached_to, view.stats, view.markers)


def _swap(ids: tuple[int, ...], old: int, new: int) -> tuple[int, ...]:
    return tuple(new if i == old else i for i in ids)


def _swap_action(action: Action, old: int, new: int) -> Action:
    return replace(action, cards=_swap(action.cards, old, new), targets=_swap(action.targets, old, new))


def _swap_gesture(gesture: Gesture, old: int, new: int) -> Gesture:
    return replace(gesture, card=new if gesture.card == old else gesture.card,
                   onto_card=new if gesture.onto_card == old else gesture.onto_card,
                   selection=_swap(gesture.selection, old, new))
