"""Deck construction rules per game and format, and ban lists (``validate``, ``load_banlist``)."""

from engine.formats.validation.banlist import BanList, load_banlist
from engine.formats.validation.dispatch import validate

__all__ = ["BanList", "load_banlist", "validate"]
