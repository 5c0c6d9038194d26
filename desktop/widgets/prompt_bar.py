"""The question being asked, and a button for every answer that is not a card.

Each button says what it does ("Keep 7", "No block", "Done attacking", "Resolve Shock"), not
the engine's word for it. While a card's action waits for its target (a click path, see
``desktop.widgets.card_actions``) the bar asks for it instead, with the targets that are no card
as buttons and a Cancel. Priority can be passed until somewhere ("Pass until…": the end of the
turn, the next stop, my next turn); while it is, the bar says so and offers to stop.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QToolButton,
    QWidget,
)

from desktop.passing import MY_TURN, NEXT_STOP, TURN_END, asks_priority
from desktop.table.action_words import ActionWords
from engine.core.gestures import Gesture
from engine.core.observation import Observation
from engine.core.terms import card_name, card_names_in, translate_type_line

#: The answers Space gives, the first the bar offers: passing, done, keeping, yes, and else on to
#: the next phase (Yu-Gi-Oh!'s and Mitos y Leyendas' battle, then the end of the phase or turn).
PRIMARY = ("pass", "done", "keep", "yes", "battle", "end")
#: Keyboard shortcuts of passing until somewhere, as Help lists them.
PASS_KEYS = {TURN_END: "F4", NEXT_STOP: "F6", MY_TURN: "F9"}


def _passing_loses(words: ActionWords, observation: Observation | None) -> bool:
    """Whether passing now loses the game: the viewer has no card in the zones the game's
    ``losing_pass`` names (Eliria 7.b: the power phase without a combat card)."""
    losing = words.losing_pass
    if losing is None or observation is None or observation.prompt is None or observation.prompt.kind != losing.prompt:
        return False
    return not any(zone.count for zone in observation.zones
                   if zone.owner == observation.viewer and zone.name.startswith(losing.empty))


class PromptBar(QWidget):
    gesture_made = Signal(object)  # Gesture
    choice_made = Signal(str)  # a target that is no card, while a card's action waits for it
    choice_cancelled = Signal()
    pass_until_requested = Signal(str)  # desktop.passing mode
    stop_passing_requested = Signal()

    def __init__(self, lang: str = "es", words: ActionWords | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        #: The game's choice of phrasings (its layout's ``[words]``).
        self.words = words if words is not None else ActionWords()
        self.text = QLabel()
        self.text.setWordWrap(True)
        # wide enough that a question takes one or two lines: a narrow label wrapped into many
        # would make the bar tall and the table's cards small (1280 × 720)
        self.text.setMinimumWidth(260)
        self.buttons: dict[str, QPushButton] = {}
        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.addWidget(self.text, 1)
        # a busy bar (no known end) while a bot thinks in its worker thread
        self.busy = QProgressBar()
        self.busy.setObjectName("thinking")
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumWidth(160)
        self.busy.setMaximumHeight(12)
        self.busy.hide()
        outer.addWidget(self.busy)
        # many answers (every tribute choice of a summon) scroll instead of widening the window
        holder = QWidget()
        self.box = QHBoxLayout(holder)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addStretch(1)
        self.answers_area = QScrollArea()
        self.answers_area.setWidget(holder)
        self.answers_area.setWidgetResizable(True)
        self.answers_area.setFrameShape(QFrame.Shape.NoFrame)
        self.answers_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.answers_area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        # one row of buttons and the scroll bar shown when they overflow (a scroll area's own
        # minimum is a square of scroll bars: it made the bar taller than its buttons)
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.answers_area.setFixedHeight(QPushButton("X").sizeHint().height() + scroll_bar + 2)
        outer.addWidget(self.answers_area, 3)
        # passing priority until somewhere: a menu of where to, and while passing, a way to stop
        self.passing_label = QLabel()
        self.passing_label.setObjectName("passing")
        self.passing_label.hide()
        outer.addWidget(self.passing_label)
        self.stop_passing = QPushButton(self.tr("Stop passing (Esc)"))
        self.stop_passing.setObjectName("stop passing")
        self.stop_passing.clicked.connect(self.stop_passing_requested)
        self.stop_passing.hide()
        outer.addWidget(self.stop_passing)
        self.pass_until = QToolButton()
        self.pass_until.setObjectName("pass until")
        self.pass_until.setText(self.tr("Pass until…"))
        self.pass_until.setToolTip(self.tr("Pass priority until the end of the turn, the next stop on the phase strip, or your next turn"))
        self.pass_until.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.pass_until)
        self.pass_until_entries: dict[str, QAction] = {}
        for mode, text in ((TURN_END, self.tr("End of turn")), (NEXT_STOP, self.tr("Next stop")), (MY_TURN, self.tr("My next turn"))):
            entry = menu.addAction(f"{text}\t{PASS_KEYS[mode]}")
            entry.setObjectName(f"pass until:{mode}")
            entry.triggered.connect(lambda _=False, m=mode: self.pass_until_requested.emit(m))
            self.pass_until_entries[mode] = entry
        self.pass_until.setMenu(menu)
        self.pass_until.hide()
        outer.addWidget(self.pass_until)
        self.selection: tuple[int, ...] = ()
        self.selecting = False
        self.choosing = False  # asking for a card action's target (``show_choice``)
        self.can_pass_until = False  # the session passes until somewhere (a local game)
        self._observation: Observation | None = None
        self._legal: list[Gesture] = []
        #: The question the bar holds: the game's observation, and a card action's target question
        #: asked on it; and the question last drawn on the screen (``paintEvent``), which keys answer.
        self._asked: tuple[object, ...] = ()
        self._drawn: tuple[object, ...] | None = None

    # ------------------------------------------------------------------ what each button says

    def label_for(self, button: str, observation: Observation | None = None) -> str:
        """What pressing ``button`` does, in words, for the question of ``observation``."""
        observation = observation if observation is not None else self._observation
        prompt = observation.prompt if observation is not None else None
        kind = prompt.kind if prompt is not None else ""
        game = observation.game if observation is not None else ""
        if button == "keep" and observation is not None:
            hand = next((z.count for z in observation.zones if z.owner == observation.viewer and z.name in ("mano", "hand")), 0)
            return self.tr("Keep %1").replace("%1", str(hand)) if hand else self.tr("Keep hand")
        if button == "mulligan":
            if not self._selects(self._legal):  # the whole hand goes back (Magic, Mitos y Leyendas)
                return self.tr("Mulligan")
            if self.words.mulligan == "discard":  # the selected cards are discarded (Eliria 11.b)
                return self.tr("Mulligan: discard the selected (%1)").replace("%1", str(len(self.selection)))
            return self.tr("Mulligan: return the selected (%1)").replace("%1", str(len(self.selection)))
        if button == "pass":
            return self._pass_label(observation, game, kind)
        if button == "done":
            nobody = observation is not None and not observation.combat
            if kind in ("ataque", "atacantes"):
                return self.tr("No attack") if nobody and kind == "atacantes" else self.tr("Done attacking")
            if kind == "bloqueadores":
                blocked = observation is not None and any(b is not None for _, b in observation.combat)
                return self.tr("Done blocking") if blocked else self.tr("No block")
            if kind == "objetivo":
                return self.tr("No more targets")
            return self.tr("Done")
        labels = {
            "yes": self.tr("Yes"),
            "no": self.tr("No"),
            "combat": self.tr("Declare combat"),
            "no block": self.tr("No block"),
            "no lure": self.tr("Don't lure"),
            "time": self.tr("Time"),
            "battle": self.tr("Go to battle") if self.words.battle == "battle" else self.tr("Go to the Battle Phase"),
            "end": self.tr("End the Battle Phase") if kind == "batalla" else self.tr("End the turn"),
            "concede": self.tr("Concede"),
            "morph": self.tr("Cast face down"),  # MTG CR 702.37c, 702.168a: for {3}, as a 2/2
            "unmorph": self.tr("Turn face up"),  # MTG CR 702.37e: a special action
            "suspend": self.tr("Suspend"),  # MTG CR 702.62a: exiled with time counters, a special action
            "unearth": self.tr("Unearth"),  # MTG CR 702.84a: back from the graveyard until the end step
            "level up": self.tr("Level up"),  # MTG CR 702.87a: a level counter, as a sorcery
            "exile": self.tr("Exile"),  # MTG CR 118.8: a card exiled as a cost (escape, CR 702.138a)
        }
        if button in labels:
            return labels[button]
        verb, _, rest = button.partition(" ")
        if verb == "mode" and rest:  # a modal spell's mode (MTG CR 700.2)
            return self.tr("Mode %1").replace("%1", rest)
        if verb == "loop" and rest:
            return self.tr("Repeat %1 times").replace("%1", rest)
        if verb == "number" and rest:
            return rest
        if verb == "x" and rest:
            return f"X = {rest}"
        if verb == "assign" and rest:
            return self.tr("Assign %1 damage").replace("%1", rest)
        if verb == "target" and rest:
            return self.tr("Target %1").replace("%1", card_names_in(game, rest, self.lang))
        if verb == "tap" and rest:
            return self.tr("Tap for %1").replace("%1", rest)
        if verb == "color" and rest:
            return self.tr("Colour %1").replace("%1", rest)
        if verb == "type" and rest:  # MTG CR 205.3m: a creature type chosen, named in the window's language
            return self.tr("Type: %1").replace("%1", translate_type_line(game, rest.title(), self.lang))
        if len(verb) == 2 and verb[0] == "P" and verb[1].isdigit() and not rest:  # Eliria 11.c: who starts
            return self.tr("%1 starts").replace("%1", verb)
        if button in ("attack position", "defense position"):
            return self.tr("Attack Position") if button.startswith("attack") else self.tr("Defense Position")
        verbs = {"set": self.tr("Set %1"), "summon": self.tr("Summon %1"), "activate": self.tr("Activate %1"),
                 "position": self.tr("Change the position of %1"), "cast": self.tr("Cast %1"), "play": self.tr("Play %1")}
        if verb in verbs and rest:  # the card as its face shows it in the window's language
            return verbs[verb].replace("%1", card_names_in(game, rest, self.lang))
        return button

    def _pass_label(self, observation: Observation | None, game: str, kind: str) -> str:
        chain = observation.chain if observation is not None else ()
        if chain and self.words.resolves:
            return self.tr("Resolve %1").replace("%1", card_name(game, chain[-1].name, self.lang) if chain[-1].name else "?")
        if self.words.losing_pass is not None and _passing_loses(self.words, observation):
            return self.words.losing_pass.says.get(self.lang)
        return {
            "pass": self.tr("Pass"), "pass priority": self.tr("Pass priority"), "pass the action": self.tr("Pass the action"),
            "don't respond": self.tr("Don't respond"), "don't activate": self.tr("Don't activate"),
            "don't react": self.tr("Don't react"), "don't attack": self.tr("Don't attack (end the turn)"),
            "to the power phase": self.tr("To the power phase"), "end the turn": self.tr("End the turn"),
        }[self.words.pass_word(kind)]

    # ------------------------------------------------------------------ showing the question

    def show_prompt(self, observation: Observation, legal: list[Gesture], thinking: bool) -> None:
        self._clear()
        self.choosing = False
        self._observation, self._legal = observation, legal
        self._ask((observation,))
        prompt = observation.prompt
        self.busy.setVisible(thinking and prompt is not None and observation.outcome is None)
        priority = asks_priority(observation)
        self.pass_until.setVisible(self.can_pass_until and observation.outcome is None and priority)
        if observation.outcome is not None:
            self.text.setText(self.tr("The game is over."))
            return
        if prompt is None:
            self.text.setText("")
            return
        if not prompt.text:
            waiting = self.tr("P%1 is thinking…") if thinking else self.tr("Waiting for P%1…")
            self.text.setText(waiting.replace("%1", str(prompt.player + 1)))
            return
        question = card_names_in(observation.game, prompt.text_in(self.lang), self.lang)  # «Mossback Bear», not «Oso Musgoso»
        self.text.setText(question)
        names = [g.button for g in legal if g.button is not None and g.card is None and g.button != "mulligan" and not g.selection]
        if any(g.button == "mulligan" for g in legal):
            names.insert(0, "mulligan")
        if prompt.kind in self.words.done_later and "done" not in names:  # shown, disabled, until it can be given
            names.append("done")
        # a button for a card (suspend it, exile it as a cost): the card's name says which
        for_cards = [g for g in legal if g.button not in (None, "mulligan") and g.card is None and g.selection]
        if not names and not for_cards and any(g.card is not None for g in legal):  # the answer is a card: say how
            self.text.setText(self.tr("%1 — click a lit card").replace("%1", question))
        for name in names:
            button = self._add(f"answer:{name}", self.label_for(name, observation), lambda _=False, n=name: self._pressed(n))
            if name == "done" and not any(g.button == "done" for g in legal):
                button.setEnabled(False)
                button.setToolTip(self.tr("Choose your attackers first: click a unit, then Attack")
                                  if prompt.kind == "ataque" else self.tr("What the rules require is not chosen yet"))
            if name == "mulligan" and self._selects(legal):
                button.setToolTip(self.tr("Click the cards to return, then this button"))
                button.setEnabled(bool(self.selection))
            self.buttons[name] = button
        for gesture in for_cards:  # after the answers: passing stays in sight
            key = f"{gesture.button} {' '.join(map(str, gesture.selection))}"
            label = f"{self.label_for(str(gesture.button), observation)} · {self._card_names(observation, gesture.selection)}"
            self.buttons[key] = self._add(f"answer:{key}", label, lambda _=False, g=gesture: self.gesture_made.emit(g))
        if (main := self.primary()) is not None:  # the answer Space gives, drawn as the default
            self.buttons[main].setDefault(True)
        self._fit_answers()

    def _card_names(self, observation: Observation, cards: tuple[int, ...]) -> str:
        """The names of ``cards`` as the viewer sees them, in the window's language."""
        seen = {c.id: c.name for zone in observation.zones for c in zone.cards if c.name}
        return ", ".join(card_name(observation.game, seen[c], self.lang) if c in seen else self.tr("a hidden card")
                         for c in cards)

    def show_choice(self, text: str, options: list[tuple[str, str]]) -> None:
        """Ask for a card action's target: ``text``, and ``options`` (key, label) for the targets
        that are no card (the cards are lit on the table); Cancel (Esc) goes back."""
        self._clear()
        self.choosing = True
        self._ask((self._observation, text, tuple(options)))
        self.text.setText(text)
        for key, label in options:
            self.buttons[key] = self._add(f"choice:{key}", label, lambda _=False, k=key: self.choice_made.emit(k))
        self.buttons["cancel"] = self._add("choice:cancel", self.tr("Cancel (Esc)"), lambda _=False: self.choice_cancelled.emit())
        self._fit_answers()

    def set_passing(self, text: str | None) -> None:
        """Say where priority is being passed to (``None``: it is not)."""
        self.passing_label.setText(text or "")
        self.passing_label.setVisible(bool(text))
        self.stop_passing.setVisible(bool(text))

    def _add(self, name: str, label: str, slot: object) -> QPushButton:
        button = QPushButton(label)
        button.setObjectName(name)
        if len(self.buttons) < 9:
            button.setToolTip(self.tr("Key %1").replace("%1", str(len(self.buttons) + 1)))
        button.clicked.connect(slot)
        self.box.addWidget(button)
        return button

    def _clear(self) -> None:
        for button in self.buttons.values():
            self.box.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        self._fit_answers()

    def _fit_answers(self) -> None:
        """The buttons take the width they need (scrolling past three quarters of the bar): the
        question has the rest, on one line where it fits rather than three narrow ones."""
        buttons = list(self.buttons.values())  # (a button just added is not shown yet: its layout leaves it out)
        needed = sum(b.sizeHint().width() for b in buttons) + self.box.spacing() * max(0, len(buttons) - 1) + 4
        self.answers_area.setMaximumWidth(needed)

    @staticmethod
    def _selects(legal: list[Gesture]) -> bool:
        return any(g.button == "mulligan" and g.selection for g in legal)

    def set_selection(self, selection: tuple[int, ...]) -> None:
        self.selection = selection
        if "mulligan" in self.buttons and self._selects(self._legal):
            self.buttons["mulligan"].setText(self.label_for("mulligan"))
            self._fit_answers()
            self.buttons["mulligan"].setEnabled(bool(selection))  # returning none is keeping: its own button

    def _ask(self, question: tuple[object, ...]) -> None:
        """Hold ``question``, drawn at the next paint (``drawn``): the whole bar, its buttons with it."""
        self._asked = question
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self._drawn = self._asked  # (after show_prompt the whole bar is dirty: this paint draws all of it)

    def drawn(self, current: Observation) -> bool:
        """Whether the question on the screen is the game's ``current`` one. The state moves on
        between paints (a bot's answer, automatic passes) and a loaded machine draws late: under
        Xvfb, Space pressed while the screen still showed the opponent's upkeep passed the player's
        own main phase, not drawn yet. A key answers only a question the player has seen; the same
        question shown again (an equal observation) stays seen."""
        return bool(self._asked) and self._drawn == self._asked and self._asked[0] == current

    def press(self, number: int) -> bool:
        """Press the ``number``-th button of the bar (from 1, left to right): keys 1 to 9."""
        shown = list(self.buttons.values())
        if not 1 <= number <= len(shown) or not shown[number - 1].isEnabled():
            return False
        shown[number - 1].click()
        return True

    def primary(self) -> str | None:
        """The answer Space gives (``PRIMARY``), when it can be given now."""
        if self.choosing:
            return None
        observation = self._observation
        for name in PRIMARY:
            if name in self.buttons and self.buttons[name].isEnabled():
                if name == "pass" and _passing_loses(self.words, observation):
                    return None  # a key press never loses the game: the button says why it would
                return name
        return None

    def _pressed(self, name: str) -> None:
        if name == "mulligan" and self._selects(self._legal):
            self.gesture_made.emit(Gesture(button="mulligan", selection=tuple(sorted(self.selection))))
        else:
            self.gesture_made.emit(Gesture(button=name))
