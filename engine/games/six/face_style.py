"""What a Souls in Xtinction card face looks like (``cardimages`` draws it): the generic frame,
whose themes are SiX's card kinds (SiX 2.1), with the type line above the art; a card without
text says so; a dark blue back (Limbo cards have a red one, SiX 2.7.1, drawn by ``cardimages``)."""

from __future__ import annotations

from engine.core.faces import FaceStyle

FACE_STYLE = FaceStyle(back=(26, 30, 62), type_above_art=True, no_text="(sin efecto)",
                       keywords=("Destrozar", "Sed de Sangre", "Atraer", "Limbo"))
