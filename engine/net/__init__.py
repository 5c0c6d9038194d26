"""LAN duels (asyncio, no Qt): framing, validated messages, a host that runs the engine and
clients that see only their own observation.

- ``framing``: length-prefixed frames with a maximum size.
- ``compression``: one zlib stream per direction of a connection, bounded when inflated.
- ``schema``: every message type and the fields it may carry, checked explicitly.
- ``wire``: actions, gestures, events and observations as JSON, observation deltas, digests.
- ``cardsync``: the card data hash of the handshake and the definitions a client lacks.
- ``fairness``: password challenge–response (HMAC) and commit–reveal shuffle seeds, and the
  re-check of a duel's shuffles from the revealed secrets and the action log.
- ``matchcheck``: a client's end-of-match check of every duel, who started it and its result.
- ``journal``: the host's append-only, fsynced log of a room (a crashed host resumes from it).
- ``seatfile``: a player's seat token and secrets on disk (a crashed player comes back with it).
- ``peer``: one connection (frames in and out, heartbeat, rate limit, error replies).
- ``admission``: connections still shaking hands, bounded per address, never blocking a join.
- ``host`` / ``client``: the two ends; ``discovery``: rooms announced over UDP broadcast.
"""

from engine.core.text import Text

APP = "tapete"
#: 2: choices committed, every duel revealed at the end of the match; 3: a hello may ask for
#: compression (``compression``), and the host then compresses everything it sends after it.
PROTOCOL_VERSION = 3
DEFAULT_PORT = 47820


def version_problem(app: str, protocol: int) -> Text:
    """Why a peer speaking ``app`` protocol ``protocol`` cannot play with this Tapete."""
    if app != APP:
        return Text(f"el otro extremo no es {APP} sino «{app[:20]}»", f"the other end is not {APP} but «{app[:20]}»")
    older = Text("el otro Tapete es más antiguo", "the other Tapete is older") if protocol < PROTOCOL_VERSION \
        else Text("este Tapete es más antiguo", "this Tapete is older")
    return Text(f"versiones incompatibles: el otro Tapete habla el protocolo {protocol} y este el {PROTOCOL_VERSION} "
                f"({older.es}): instalad la misma versión en los dos equipos",
                f"incompatible versions: the other Tapete speaks protocol {protocol} and this one {PROTOCOL_VERSION} "
                f"({older.en}): install the same version on both computers")
