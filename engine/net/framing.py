"""Length-prefixed frames: a 4-byte big-endian length, then that many bytes of UTF-8 JSON.

The length's top bit (``COMPRESSED``) marks a frame that holds the next piece of the
connection's compressed stream (``compression``) rather than plain JSON: each frame says for
itself, so no frame is ever read the wrong way around the moment compression starts.
``FrameDecoder`` is a pure state machine fed with whatever bytes arrive: it yields whole
payloads, and for a frame longer than the limit an ``Oversized`` marker, skipping its bytes so
the stream stays in step. A stream announcing more than ``abort_limit`` bytes is hopeless (no
honest peer sends that) and raises ``StreamAbort``.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

HEADER = struct.Struct(">I")
MAX_FRAME = 1 << 20  # 1 MiB: the largest message (a catalogue chunk) stays well below
ABORT_LIMIT = 64 << 20
COMPRESSED = 1 << 31


class StreamAbort(Exception):
    """The stream cannot be read any further (a length no honest peer would announce)."""


@dataclass(frozen=True, slots=True)
class Oversized:
    """A frame of ``size`` bytes was longer than the limit and was skipped."""

    size: int
    compressed: bool = False


@dataclass(frozen=True, slots=True)
class Packed:
    """A frame holding a piece of the connection's compressed stream."""

    data: bytes


def encode_frame(payload: bytes, limit: int = MAX_FRAME, compressed: bool = False) -> bytes:
    if len(payload) > limit:
        raise ValueError(f"mensaje de {len(payload)} bytes: el máximo es {limit}")
    return HEADER.pack(len(payload) | (COMPRESSED if compressed else 0)) + payload


class FrameDecoder:
    """Turn a byte stream into frames (see the module docstring)."""

    def __init__(self, limit: int = MAX_FRAME, abort_limit: int = ABORT_LIMIT) -> None:
        self.limit = limit
        self.abort_limit = abort_limit
        self._buffer = bytearray()
        self._need: int | None = None  # body length being read
        self._packed = False  # whether that body is compressed
        self._skip = 0  # bytes of an oversized body still to drop

    def feed(self, data: bytes) -> list[bytes | Packed | Oversized]:
        out: list[bytes | Packed | Oversized] = []
        self._buffer += data
        while True:
            if self._skip:
                dropped = min(self._skip, len(self._buffer))
                del self._buffer[:dropped]
                self._skip -= dropped
                if self._skip:
                    return out
            if self._need is None:
                if len(self._buffer) < HEADER.size:
                    return out
                (size,) = HEADER.unpack_from(self._buffer)
                del self._buffer[: HEADER.size]
                packed, size = bool(size & COMPRESSED), size & ~COMPRESSED
                if size > self.abort_limit:
                    raise StreamAbort(f"una trama anuncia {size} bytes")
                if size > self.limit:
                    self._skip = size
                    out.append(Oversized(size, packed))
                    continue
                self._need, self._packed = size, packed
            if len(self._buffer) < self._need:
                return out
            body = bytes(self._buffer[: self._need])
            out.append(Packed(body) if self._packed else body)
            del self._buffer[: self._need]
            self._need = None
