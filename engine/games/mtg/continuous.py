"""Effects that create continuous effects (CR 611.2) when a spell or ability resolves: pumps,
keywords gained, base power/toughness, losing all abilities, colour and type changes, control
changes (CR 613.1b) and copies (CR 707), including "enter as a copy" (CR 707.5, 614.1c)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.actions import Event, Prompt
from engine.core.observation import CardView
from engine.core.state import SetupInfo
from engine.games.mtg.abilities import Effect
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.copy_entering import NOUNS, copy_candidates, copy_kind, with_exceptions
from engine.games.mtg.morph import face_down_view
from engine.games.mtg.replacement import ANY, ReplacementMixin

#: Effect ops that create a continuous effect on their subject, with the layer op they use.
LAYER_OPS = {"pump": "mod_pt", "grant": "keywords", "set_pt": "set_pt", "lose_all": "lose_all", "control": "control",
             "color": "color", "add_types": "types", "switch": "switch", "become_copy": "copy"}
#: Effect ops that create a prevention or replacement shield (CR 614, 615).
SHIELD_OPS = {"prevent": "prevent", "prevent_all": "all", "fog": "fog", "exile_instead": "exile"}


class ContinuousMixin(ReplacementMixin):
    """Creating continuous effects, and the "enter as a copy" choice."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.copying: tuple[int, int] | None = None  # (permanent, controller) about to enter as a copy of a creature
        self.choosing_color: tuple[int, int, int] | None = None  # (permanent, source, player) choosing its new colour

    def _hash_extra(self) -> tuple[Any, ...]:
        return super()._hash_extra() + (self.copying, self.choosing_color)

    def _card_view(self, card_id: int, key: str, viewer: int | None) -> CardView:
        """A permanent copying another looks like it: the copied name and image (CR 707.2)."""
        if card_id in self.face_down:  # CR 708.5: only its controller sees what it is
            return face_down_view(self, card_id, key, viewer)
        view = super()._card_view(card_id, key, viewer)
        if view.code is not None and self.continuous and self.on_battlefield(card_id):
            defn = self.defn(card_id)
            if defn.code != view.code:
                view = replace(view, code=defn.code, name=defn.name)
        return view

    def copiable(self, card_id: int) -> MtgCard:
        """CR 707.2, 707.3: the printed values as modified by copy effects (the last one)."""
        copies = [e for e in self.continuous if e.op == "copy" and card_id in e.affected]
        if copies:
            copied: MtgCard = max(copies, key=lambda e: e.timestamp).value
            return copied
        card = self.cards[card_id]
        return card.defn if card is not None else self.vanished[card_id]  # type: ignore[return-value]

    def continuous_effect(self, effect: Effect, source: int, controller: int, subject: int) -> None:
        """CR 611.2a, 611.2c: a continuous effect on ``subject`` (locked: only that object)."""
        op = LAYER_OPS[effect.op]
        until = {"forever": "", "source": "source"}.get(effect.keyword, "turn")
        value: Any = None
        if op == "mod_pt" or op == "set_pt":
            value = (effect.power, effect.toughness)
        elif op == "keywords":
            value = (effect.keyword,)
        elif op == "control":  # CR 613.1b
            value = controller
        elif op in ("color", "types"):
            value = tuple(effect.keyword.split("+")) if effect.keyword else ()
        elif op == "copy":  # CR 707.2b: the values copied now; later changes to the original do not matter
            original = subject
            subject = source
            if not self.on_battlefield(source):
                return
            value = self.copiable(original)
        self.add_continuous(op, frozenset((subject,)), source, until, value)
        if op == "control":
            self.apply_control()

    def ask_color(self, source: int, controller: int, subject: int) -> None:
        """CR 608.2d: "becomes the colour of your choice": the controller chooses while it resolves."""
        self.choosing_color = (subject, source, controller)

    def color_prompt(self) -> Prompt:
        assert self.choosing_color is not None
        subject, _source, player = self.choosing_color
        return Prompt("color", player, f"Elige el nuevo color de {self._card_name(subject)}", (subject,),
                      text_en=f"Choose the new colour of {self._card_name(subject)}")

    def choose_color(self, color: str) -> None:
        """CR 105.4: one of the five colours; CR 105.3: it replaces the previous colours."""
        assert self.choosing_color is not None
        (subject, source, _player), self.choosing_color = self.choosing_color, None
        if self.on_battlefield(subject):
            self.add_continuous("color", frozenset((subject,)), source, "turn", (color,))

    def shield_effect(self, effect: Effect, source: int, subject: int) -> None:
        """CR 615.7 "prevent the next N damage", "prevent all combat damage", CR 614.1a "exile it instead"."""
        self.add_shield(SHIELD_OPS[effect.op], subject, effect.amount, source)

    # ------------------------------------------------------------------ entering as a copy (CR 707.5)

    def copy_candidates(self, card_id: int | None = None) -> list[int]:
        """CR 707.5: what the card entering (by default, the one asked) may copy."""
        return copy_candidates(self, card_id if card_id is not None else self.copying[0] if self.copying else -1)

    def copy_prompt(self) -> Prompt:
        assert self.copying is not None
        card_id, controller = self.copying
        es, en = NOUNS[copy_kind(self, card_id)[0]]
        return Prompt("copia", controller, f"¿{self._card_name(card_id)} entra como copia de qué {es}?",
                      tuple(self.copy_candidates()), text_en=f"{self._card_name(card_id)} enters as a copy of which {en}?")

    def enter_as_copy(self, original: int | None) -> None:
        """CR 614.1c, 707.5: the copy effect applies as it enters; its enter abilities are the
        copied ones (CR 614.12). ``None``: it enters as itself."""
        assert self.copying is not None
        (card_id, controller), self.copying = self.copying, None
        if original is not None:
            self.emit(Event("copy", controller, card_id, self._card_name(card_id), text=self._card_name(original)))
            copied = with_exceptions(self, card_id, self.copiable(original))  # CR 707.9b: "except it's an enchantment"
            self.add_continuous("copy", frozenset((card_id,)), card_id, "", copied)
        self.move(card_id, self.zone(controller, "campo"))  # CR 608.3


__all__ = ["ContinuousMixin", "LAYER_OPS", "SHIELD_OPS", "ANY"]
