"""The deck editor's statistics tab: the cost curve, the card types, the colours (or the
Attributes, as the game declares: ``Game.deck_palette``) of the main deck, and the odds of
drawing the chosen card by each of the first turns (the game's ``Game.draw_rules``). Types,
colours, Attributes and the card are named in the window's language, as the faces show them;
a colour or Attribute as the game names it (its ``PALETTE``)."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop import i18n
from desktop.collection.charts import BarChart
from engine.core.game import game_names, get_game
from engine.core.terms import card_name, palette_name, translate_type_line
from engine.decks.probability import draw_rules
from engine.decks.stats import attribute_breakdown, color_breakdown, cost_curve, draw_probability, named, type_breakdown
from engine.formats.records import CardRecord, ResolvedDeck

#: The turns the odds are given for (0: the opening hand).
TURNS = (0, 1, 2, 3, 4)


class DeckStats(QWidget):
    """The statistics of one game's deck (``show_deck``) and the odds of a card (``show_odds``)."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.curve, self.types, self.colours = BarChart(""), BarChart(""), BarChart("")
        self.curve_title, self.types_title, self.colours_title = QLabel(), QLabel(), QLabel()
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        column = QVBoxLayout(self)
        for widget in (self.curve_title, self.curve, self.types_title, self.types, self.colours_title, self.colours, self.odds):
            column.addWidget(widget)
        column.addStretch(1)

    def _attributes(self) -> bool:
        """Whether the colour chart counts Attributes rather than colours (``Game.deck_palette``)."""
        return self.game in game_names() and get_game(self.game).deck_palette == "attribute"

    def say_texts(self) -> None:
        """The titles in the language installed now (the deck is shown again by the editor)."""
        self.curve_title.setText(self.tr("Cost curve (main)"))
        self.types_title.setText(self.tr("Card types (main)"))
        self.curve.empty_text = self.tr("No costs yet")
        self.types.empty_text = self.tr("No types")
        self.colours_title.setText(self.tr("Attributes (main)") if self._attributes() else self.tr("Colours (main)"))

    def show_deck(self, deck: ResolvedDeck) -> None:
        """Count ``deck``'s main section again; a game without colours or attributes hides their chart."""
        lang = i18n.current()
        self.curve.set_curve(cost_curve(deck, ["main"]).get("main", {}))
        self.types.set_bars([(translate_type_line(self.game, key, lang), count)
                             for key, count in type_breakdown(deck, ["main"]).items()])
        colours = attribute_breakdown(deck, ["main"]) if self._attributes() else color_breakdown(deck, ["main"])
        self.colours.set_bars([] if list(colours) == ["colorless"]
                              else [(palette_name(self.game, key, lang), count) for key, count in colours.items()])
        for widget in (self.colours_title, self.colours):
            widget.setVisible(bool(self.colours.bars))

    def show_odds(self, deck: ResolvedDeck, card: CardRecord | None) -> None:
        """The chance of at least one ``card`` by each of ``TURNS`` on the play (``None``: no card
        chosen, or a game that does not say how it deals)."""
        rules = draw_rules(self.game)
        if card is None or rules is None:
            self.odds.setText(self.tr("Choose a card of the deck to see the chance of drawing it."))
            return
        parts = []
        for turn in TURNS:
            chance: Fraction = draw_probability(deck, named(card.name), 1, turn, True, rules)
            label = self.tr("opening hand") if turn == 0 else self.tr("turn %1").replace("%1", str(turn))
            parts.append(f"{label}: {float(chance) * 100:.1f}%")
        name = card_name(self.game, card.name, i18n.current())
        self.odds.setText(self.tr("At least one «%1»: ").replace("%1", name) + ", ".join(parts))
