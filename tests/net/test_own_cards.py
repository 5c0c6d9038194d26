"""A player's own cards (imported from a cards.cdb, MTGJSON…) play over the LAN: the records
travel with the deck to the host, committed with it; the others get each card's definition only
once they can see it, and every record with the end-of-duel reveal, so the re-check holds."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pytest

from engine.core.game import get_game
from engine.formats.records import CardRecord
from engine.net.client import Client
from engine.net.host import Host
from tests.net.lan import close_all, decks, open_room, play_out, run

BEARS = 6  # own cards in P1's deck, four copies each


def _codes(client: Client) -> set[str]:
    return {card.code for card in client.cards}


def _bear(index: int) -> CardRecord:
    return CardRecord(game="mtg", name=f"Oso Remoto {index}", oracle_id=f"oso-remoto-{index}", set_code="TST",
                      number=str(index), type_line="Creature — Bear", cost="{G}", mana_value=1, colors=("G",),
                      text="Trample", stats={"power": "2", "toughness": str(index)})


def _deck_with_own_cards() -> tuple[dict[str, list[str]], list[dict[str, Any]]]:
    """The first demo deck with its first non-land cards replaced by own cards, four of each,
    and the records of those cards."""
    game = get_game("mtg")
    deck = decks("mtg")[0]
    codes = [game.card_for(_bear(i)).code for i in range(BEARS)]  # type: ignore[union-attr]
    main = list(deck["main"])
    spells = [i for i, code in enumerate(main) if "Land" not in getattr(game.cards.by_code(code), "type_line")]
    for slot, position in enumerate(spells[: 4 * BEARS]):
        main[position] = codes[slot // 4]
    return {**deck, "main": main}, [_bear(i).to_dict() for i in range(BEARS)]


def test_own_cards_reach_the_host_with_the_deck_and_the_others_as_they_come_into_view(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path, "mtg")
        deck, records = _deck_with_own_cards()
        owner = Client("mtg", "P1", deck=deck, cards=records)
        own = _codes(owner) - {card.code for card in get_game("mtg").cards}
        assert len(own) == BEARS and not own & {card.code for card in host.cards}  # the host does not know them
        rival = Client("mtg", "P2", deck=decks("mtg")[1])
        watcher = Client("mtg", "mirón", role="spectator")
        leaks: list[str] = []
        seen: dict[str, set[str]] = {}

        def check(client: Client) -> Callable[[str, dict[str, Any]], None]:
            seen[client.name] = set()

            def listener(kind: str, message: dict[str, Any]) -> None:
                if kind != "update" or client.observation is None or client.verdicts:
                    return
                shown = {v.code for z in client.observation.zones for v in z.cards if v.code in own}
                known = own & _codes(client)
                if shown - known:
                    leaks.append(f"{client.name} sees {sorted(shown - known)} without their definitions")
                if known - shown - seen[client.name]:
                    leaks.append(f"{client.name} was told of {sorted(known - shown)} before seeing them")
                seen[client.name] |= shown
            return listener

        for client in (rival, watcher):
            client.listeners.append(check(client))
        for client in (owner, rival, watcher):
            await client.connect("127.0.0.1", host.port)
        await play_out([owner, rival])
        assert await watcher.wait(lambda c: c.match_over, 10)
        assert host.own_cards == own
        assert not leaks, leaks
        for client in (owner, rival, watcher):
            assert client.verdicts and all(v.fair and v.checked > 0 for v in client.verdicts), \
                [str(v) for v in client.verdicts]
        # the reveal carries every record: the duel replays anywhere (the verdicts above re-checked it)
        shown = seen[rival.name]
        assert shown and shown <= _codes(rival) and seen[watcher.name] <= _codes(watcher)
        assert all(rival.cards.by_code(code) == owner.cards.by_code(code) for code in shown)
        assert not own & {card.code for card in get_game("mtg").cards}  # nor did the process's game learn them
        await close_all(host, owner, rival, watcher)
        assert host.state is not None
        # a host that crashed rebuilds the duel from its journal, which keeps the records
        resumed = Host.resume(tmp_path / "room.jsonl")
        assert resumed.state is not None and resumed.state.state_hash() == host.state.state_hash()
        assert resumed.own_cards == own
        if resumed.journal is not None:
            resumed.journal.close()

    run(scenario(), 120)


def test_a_broken_record_is_refused_with_the_deck_and_nothing_is_learnt(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path, "mtg")
        deck, records = _deck_with_own_cards()
        broken = [{"game": "mtg", "name": "Oso Remoto 0", "oracle_id": "x", "sabor": "?"}]
        monkeypatch.setattr(Client, "own_cards", lambda self: broken if self.name == "P1" else [])
        owner = Client("mtg", "P1", deck=deck, cards=records)
        rival = Client("mtg", "P2", deck=decks("mtg")[1])
        for client in (owner, rival):
            await client.connect("127.0.0.1", host.port)
        assert await owner.wait(lambda c: any(e["code"] == "deck" for e in c.errors), 10)
        problem = next(e["message"] for e in owner.errors if e["code"] == "deck")
        assert "carta 1 de «cards»" in problem and "sabor" in problem
        assert host.state is None and not host.own_cards
        await close_all(host, owner, rival)

    run(scenario(), 60)
