"""One zlib stream per direction of a connection, flushed after every message.

A duel repeats itself (the same zones, cards, legal actions and their text, message after
message), so one deflate stream kept for the whole connection, with a sync flush after each
message, moves a small fraction of the JSON: the receiver inflates each frame as it arrives
(``Z_SYNC_FLUSH`` ends every message on a byte boundary). The flush's fixed tail
``00 00 FF FF`` is left off on the wire and put back by the receiver.

Inflating is bounded: a message may not inflate beyond the frame limit (``MAX_FRAME``), however
small the compressed frame — a zip bomb stops at the limit with ``Broken``. Any problem breaks
the stream for good (what follows depends on what was lost), so the connection ends.
"""

from __future__ import annotations

import zlib

from engine.net.framing import MAX_FRAME

#: Methods a Tapete understands, best first (offered in the challenge, chosen in the hello).
METHODS = ("zlib",)
_TAIL = b"\x00\x00\xff\xff"


class Broken(Exception):
    """The compressed stream cannot be read any further: ``code`` ``oversize`` (a message
    too large) or ``malformed`` (bad data), as the error reply says."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Deflater:
    """The sending half: each message becomes one self-delimited piece of the stream."""

    def __init__(self, level: int = 6) -> None:
        self._z = zlib.compressobj(level, zlib.DEFLATED, -zlib.MAX_WBITS)

    def pack(self, payload: bytes) -> bytes:
        data = self._z.compress(payload) + self._z.flush(zlib.Z_SYNC_FLUSH)
        return data[:-len(_TAIL)] if data.endswith(_TAIL) else data


class Inflater:
    """The receiving half: each frame back to its message, never beyond ``limit`` bytes."""

    def __init__(self, limit: int = MAX_FRAME) -> None:
        self.limit = limit
        self._z = zlib.decompressobj(-zlib.MAX_WBITS)

    def unpack(self, data: bytes) -> bytes:
        try:
            out = self._z.decompress(data + _TAIL, self.limit + 1)
        except zlib.error as exc:
            raise Broken("malformed", f"datos comprimidos no válidos ({exc})") from None
        if len(out) > self.limit or self._z.unconsumed_tail:
            raise Broken("oversize", f"un mensaje comprimido se descomprime en más de {self.limit} bytes")
        if self._z.eof or self._z.unused_data:
            raise Broken("malformed", "el flujo comprimido terminó antes que la conexión")
        return out
