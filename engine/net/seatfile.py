"""A player's seat on disk: the rejoin token and each duel's secret, readable by its owner only.

A player whose window or process dies comes back with it: the token takes the seat again and
the secrets let it reveal what it committed to and re-check the match (``Client.memo``). The
window adds how to get back (``session``: the room's address or, for a room it hosted, the
host's journal). ``read`` checks every field and names the one that is wrong (``LoadError``);
``write`` replaces the file atomically, so a crash leaves the old file or the new one.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from engine.core.errors import LoadError
from engine.net.journal import rooms_dir
from engine.net.schema import (
    DECK, HEX64, NAME, OWN_CARDS, SEAT, Opt, ProtocolError, boolean, dict_of, field_problem, integer, list_of, one_of, record,
    string,
)

MAX_BYTES = 64 << 20
ROOT = "ficha"
#: The client's news after which its memo changed (``Client.listeners``).
SAVE_ON = frozenset({"joined", "memo", "commitments", "result"})

DUEL = record(
    secret=Opt(HEX64), choice=Opt(SEAT), chooser=Opt(SEAT), commitments=list_of(HEX64, 8), revealed=boolean,
    seen=dict_of(string(9, r"[0-9]+"), HEX64, 1_000_000),
    problems=list_of(one_of(string(2000), record(es=string(2000), en=string(2000))), 1000),  # one_of: files before English
)
#: How the window gets back to the room: by address, or (``host``) resuming its own journal.
SESSION = record(
    mode=string(10, "join|host"), game=string(20), name=NAME, deck=Opt(DECK), address=Opt(string(300)),
    spectate=Opt(boolean), key=Opt(HEX64), journal=Opt(string(4096)), port=Opt(integer(0, 65535)),
    room=Opt(string(40)), cards=Opt(OWN_CARDS),
)
MEMO = record(token=Opt(string(64, r"[0-9a-f]+")), duels=dict_of(string(2, r"[1-9][0-9]?"), DUEL, 99),
              session=Opt(SESSION))


def seats_dir() -> Path:
    """Where the window keeps its seats (beside the rooms' journals)."""
    return rooms_dir() / "seats"


def read(path: str | Path) -> dict[str, Any]:
    """The memo a seat file holds, every field checked; ``LoadError`` names the wrong one."""
    name = str(path)
    try:
        if os.path.getsize(path) > MAX_BYTES:
            raise LoadError(name, f"más de {MAX_BYTES >> 20} MB: no es una ficha de asiento")
        text = Path(path).read_bytes().decode("utf-8")
    except OSError as exc:
        raise LoadError(name, f"no se puede leer: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise LoadError(name, f"UTF-8 no válido en el byte {exc.start}") from None
    try:
        memo = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(name, f"no es JSON: {exc.msg} (columna {exc.colno})", exc.lineno) from None
    except (ValueError, RecursionError) as exc:
        raise LoadError(name, f"no es JSON: {exc}") from None
    try:
        MEMO(memo, ROOT)
    except ProtocolError as exc:
        raise LoadError(name, field_problem(exc, ROOT)) from None
    try:
        json.dumps(memo, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise LoadError(name, "texto con un sustituto UTF-16 suelto (no es Unicode válido)") from None
    return dict(memo)  # an object, as MEMO checked


def write(path: str | Path, memo: dict[str, Any]) -> None:
    """Replace ``path`` with ``memo`` atomically, readable and writable by its owner only."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as file:
        if hasattr(os, "fchmod"):
            os.fchmod(file.fileno(), 0o600)  # an older .tmp kept its own mode
        file.write(json.dumps(memo, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
        file.flush()
        os.fsync(file.fileno())
    os.replace(tmp, target)
