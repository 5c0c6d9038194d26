"""Name folding: the quick paths give exactly what the plain definition gives (stored keys
written by any Tapete must keep matching)."""

from __future__ import annotations

import re
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.store.keys import faces, fold


def plain_fold(name: str) -> str:
    """The definition: accents dropped (NFKD, combining marks out), case folded, æ as ae,
    typographic apostrophes as ', one space between words and `` // `` between faces."""
    decomposed = unicodedata.normalize("NFKD", name)
    folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()
    folded = folded.replace("æ", "ae").replace("’", "'").replace("‘", "'")
    return " ".join(re.sub(r"\s*/+\s*", " // ", folded).split())


_NAMES = st.text(alphabet=st.sampled_from(list("aAéÉñÆæ’‘ /／⁄\t") + ["ﬁ", "ǅ", "İ", "ß", "ア", "ガ", "д", "\u0301"]), max_size=20)


@settings(max_examples=500)
@given(_NAMES)
def test_fold_is_the_plain_definition(name: str) -> None:
    assert fold.__wrapped__(name) == plain_fold(name)


def test_fold_of_real_names() -> None:
    for name in ("Ángel  Guardián", "Fire/Ice", "Æther Vial", "Urza’s Saga", "Jötun Grunt", "ガイアの力", "Кровавая луна"):
        assert fold(name) == plain_fold(name)
    assert fold("Fire/Ice") == "fire // ice" and faces("Fire/Ice") == ["Fire", "Ice"] and faces("Fire") == []
