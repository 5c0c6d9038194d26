"""Words printed in bold in rules text: the keywords a game declares for its faces
(``FaceStyle.keywords``), plus the keywords a card itself declares (SiX ``keywords``)."""

from __future__ import annotations

import re
from functools import lru_cache

from cardimages.frames import face_style


@lru_cache(maxsize=256)
def keyword_pattern(game: str, extra: tuple[str, ...] = ()) -> re.Pattern[str] | None:
    """A pattern matching the keywords of ``game`` and ``extra`` as whole words, longest first."""
    words = sorted({w for w in (*face_style(game).keywords, *extra) if w}, key=len, reverse=True)
    if not words:
        return None
    alternatives = "|".join(re.escape(w) for w in words)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)
