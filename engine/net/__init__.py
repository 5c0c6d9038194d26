"""LAN duels (asyncio, no Qt): framing, validated messages, a host that runs the engine and
clients that see only their own observation.

- ``framing``: length-prefixed frames with a maximum size.
- ``schema``: every message type and the fields it may carry, checked explicitly.
- ``wire``: actions, gestures, events and observations as JSON, observation deltas, digests.
- ``cardsync``: the card data hash of the handshake and the definitions a client lacks.
- ``fairness``: password challenge–response (HMAC) and commit–reveal shuffle seeds, and the
  end-of-duel re-check of every shuffle from the revealed secrets and the action log.
- ``journal``: the host's append-only, fsynced log of a room (a crashed host resumes from it).
- ``peer``: one connection (frames in and out, heartbeat, rate limit, error replies).
- ``host`` / ``client``: the two ends; ``discovery``: rooms announced over UDP broadcast.
"""

APP = "tapete"
PROTOCOL_VERSION = 1
DEFAULT_PORT = 47820
