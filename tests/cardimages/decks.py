"""Small resolved decks for proxy tests, made from records (no store needed)."""

from __future__ import annotations

from engine.formats.records import CardRecord, DeckLine, ResolvedDeck


def mtg_card(i: int, **fields: object) -> CardRecord:
    values: dict[str, object] = dict(game="mtg", name=f"Test Creature {i}", oracle_id=f"oracle-{i}", set_code="TST", number=str(i),
                                     type_line="Creature — Bear", cost="{1}{G}", text="Trample", stats={"power": "2", "toughness": "2"},
                                     colors=("G",))
    values.update(fields)
    return CardRecord(**values)  # type: ignore[arg-type]


FOREST = CardRecord("mtg", "Forest", "forest", set_code="TST", number="250", type_line="Basic Land — Forest")


def mtg_deck(unique: int = 6, copies: int = 4, forests: int = 0, unknown: int = 0) -> ResolvedDeck:
    main = [(copies, mtg_card(i)) for i in range(unique)]
    if forests:
        main.append((forests, FOREST))
    lines = [DeckLine(unknown, "Card Nobody Printed", line=12)] if unknown else []
    return ResolvedDeck("mtg", "Test deck", {"main": main, "maybe": [(3, mtg_card(99))]}, unknown=lines)
