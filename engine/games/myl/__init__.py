"""Mitos y Leyendas: the procedure for playing a card, and the whole game around it."""
