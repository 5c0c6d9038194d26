"""One connection, either end: frames in and out, checked messages, heartbeat, rate limit.

Whatever arrives — garbage, an unknown type, a frame over the limit, a flood — the peer answers
with an ``error`` (when it is the host) and drops the message; only messages that passed the
schema reach the caller. Silence longer than ``timeout`` (default 6 s, pings every 2 s) means
the other end is dead: ``stream`` ends and the caller sees ``lost``.

Once the handshake agreed on it, each direction is one compressed stream (``compression``):
``compress_sending`` and ``accept_compressed`` switch the two halves on. A compressed frame that
cannot be inflated, or would inflate beyond the frame limit (a zip bomb), ends the connection:
the rest of the stream depends on it. ``tap`` sees every message as a plain frame, both ways.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any, AsyncIterator, Callable, Mapping

from engine.net import schema
from engine.net.compression import Broken, Deflater, Inflater
from engine.net.framing import HEADER, MAX_FRAME, FrameDecoder, Oversized, Packed, StreamAbort, encode_frame
from engine.net.schema import Check, ProtocolError

HEARTBEAT = 2.0
TIMEOUT = 6.0  # a dead peer is noticed well within 10 s
RATE = (300.0, 600.0)  # messages a peer may send: a second on average, and in a burst
MAX_STRIKES = 200  # refused messages before the host hangs up on a peer


@dataclass
class Traffic:
    """Bytes moved: on the wire (``wire_*``) and as plain JSON before compression (``plain_*``)."""

    wire_in: int = 0
    wire_out: int = 0
    plain_in: int = 0
    plain_out: int = 0
    connections: int = 0

    def add(self, other: "Traffic") -> None:
        self.wire_in += other.wire_in
        self.wire_out += other.wire_out
        self.plain_in += other.plain_in
        self.plain_out += other.plain_out
        self.connections += other.connections


class TokenBucket:
    """``rate`` messages a second on average, bursts of ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Peer:
    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        inbound: Mapping[str, Check],
        *,
        reply_errors: bool,
        heartbeat: float = HEARTBEAT,
        timeout: float = TIMEOUT,
        rate: tuple[float, float] | None = RATE,
        tap: Callable[[str, bytes], None] | None = None,
        meter: Traffic | None = None,
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.inbound = inbound
        self.reply_errors = reply_errors
        self.heartbeat = heartbeat
        self.timeout = timeout
        self.bucket = TokenBucket(*rate) if rate else None
        self.chat_bucket = TokenBucket(1.0, 5.0)
        self.tap = tap
        self.decoder = FrameDecoder()
        self.closed = False
        self.lost_reason = ""
        self.strikes = 0
        self.refused: list[tuple[str, str]] = []  # what was dropped, newest last (kept short)
        self.traffic = Traffic(connections=1)
        self.meter = meter  # a room's total, added to as this connection's own
        if meter is not None:
            meter.connections += 1
        self.deflater: Deflater | None = None
        self.inflater: Inflater | None = None
        self._lock = asyncio.Lock()
        self._pinger: asyncio.Task[None] | None = None
        self.stream = self._messages()

    @property
    def address(self) -> str:
        peer = self.writer.get_extra_info("peername")
        return f"{peer[0]}:{peer[1]}" if peer else "?"

    @property
    def bytes_in(self) -> int:
        return self.traffic.wire_in

    @property
    def bytes_out(self) -> int:
        return self.traffic.wire_out

    def compress_sending(self) -> None:
        """From now on every message leaves as a piece of one compressed stream."""
        if self.deflater is None:
            self.deflater = Deflater()

    def accept_compressed(self) -> None:
        """From now on compressed frames are read (plain ones still are)."""
        if self.inflater is None:
            self.inflater = Inflater()

    def _count(self, wire_in: int = 0, wire_out: int = 0, plain_in: int = 0, plain_out: int = 0) -> None:
        for traffic in (self.traffic, self.meter):
            if traffic is not None:
                traffic.wire_in += wire_in
                traffic.wire_out += wire_out
                traffic.plain_in += plain_in
                traffic.plain_out += plain_out

    async def send(self, message: Mapping[str, Any]) -> bool:
        """Send one message; ``False`` if the connection is gone."""
        if self.closed:
            return False
        payload = schema.encode(message)
        if len(payload) > MAX_FRAME:
            raise ValueError(f"mensaje de {len(payload)} bytes: el máximo es {MAX_FRAME}")
        if self.tap is not None:
            self.tap("out", HEADER.pack(len(payload)) + payload)
        try:
            async with self._lock:  # compressed in the order it is written
                if self.deflater is not None:
                    data = encode_frame(self.deflater.pack(payload), compressed=True)
                else:
                    data = encode_frame(payload)
                self.writer.write(data)
                self._count(wire_out=len(data), plain_out=len(payload))
                await asyncio.wait_for(self.writer.drain(), self.timeout)
        except (OSError, asyncio.TimeoutError, RuntimeError):
            await self.close("conexión perdida al enviar")
            return False
        return True

    async def error(self, code: str, message: str, seq: int | None = None) -> None:
        self.strikes += 1
        self.refused = self.refused[-99:] + [(code, message)]
        if self.reply_errors:
            reply: dict[str, Any] = {"type": "error", "code": code, "message": message[:2000]}
            if seq is not None:
                reply["seq"] = seq
            await self.send(reply)
            if self.strikes > MAX_STRIKES:
                await self.close("demasiados mensajes rechazados")

    async def _messages(self) -> AsyncIterator[dict[str, Any]]:
        """Every valid message until the connection ends (pings are answered here); read it
        through ``stream``, the one iterator of this connection."""
        self._pinger = asyncio.ensure_future(self._ping_loop())
        try:
            while not self.closed:
                try:
                    data = await asyncio.wait_for(self.reader.read(65536), self.timeout)
                except asyncio.TimeoutError:
                    await self.close(f"sin noticias del otro extremo en {self.timeout:g} s")
                    return
                except (OSError, RuntimeError):
                    await self.close("conexión perdida")
                    return
                if not data:
                    await self.close("el otro extremo cerró la conexión")
                    return
                self._count(wire_in=len(data))
                try:
                    items = self.decoder.feed(data)
                except StreamAbort as exc:
                    await self.error("oversize", str(exc))
                    await self.close(str(exc))
                    return
                for item in items:
                    message = await self._check(item)
                    if message is None:
                        continue
                    if message["type"] == "ping":
                        await self.send({"type": "pong", "t": message["t"]})
                    elif message["type"] != "pong":
                        yield message
                    if self.closed:
                        return
        finally:
            if self._pinger is not None:
                self._pinger.cancel()

    async def _check(self, item: bytes | Packed | Oversized) -> dict[str, Any] | None:
        if isinstance(item, Oversized):
            problem = f"mensaje de {item.size} bytes: el máximo es {self.decoder.limit}"
            await self.error("oversize", problem)
            if item.compressed:  # the rest of the stream needed what was skipped
                await self.close(problem)
            return None
        if isinstance(item, Packed):
            try:
                if self.inflater is None:
                    raise Broken("malformed", "una trama comprimida sin haber acordado la compresión")
                payload = self.inflater.unpack(item.data)
            except Broken as exc:
                await self.error(exc.code, exc.message)
                await self.close(exc.message)
                return None
        else:
            payload = item
        self._count(plain_in=len(payload))
        if self.tap is not None:
            self.tap("in", HEADER.pack(len(payload)) + payload)
        try:
            message = schema.decode(payload, self.inbound)
        except ProtocolError as exc:
            await self.error(exc.code, exc.message, exc.seq)
            return None
        if self.bucket is not None and not self.bucket.take():
            seq = message.get("seq")
            await self.error("rate", "demasiados mensajes: más despacio", seq if isinstance(seq, int) else None)
            return None
        if message["type"] == "chat" and not self.chat_bucket.take():
            await self.error("rate", "demasiados mensajes de chat")
            return None
        return message

    async def _ping_loop(self) -> None:
        while not self.closed:
            await asyncio.sleep(self.heartbeat)
            await self.send({"type": "ping", "t": time.time()})

    async def close(self, reason: str = "cerrada") -> None:
        if self.closed:
            return
        self.closed = True
        self.lost_reason = reason
        if self._pinger is not None and self._pinger is not asyncio.current_task():
            self._pinger.cancel()
        try:
            self.writer.close()
        except (OSError, RuntimeError):
            pass
