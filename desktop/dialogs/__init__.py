"""Dialogs: new game, preferences, replay viewer."""
