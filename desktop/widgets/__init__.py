"""Panels around the table: prompt bar, phase bar, players, log, chain, zoom, chat."""
