"""Panels around the table: prompt bar, phase strip, players, log, chain, zoom, chat."""
