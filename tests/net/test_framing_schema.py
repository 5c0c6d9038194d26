"""Frames and messages: limits, every message type checked, and the decoder fuzzed.

The decoder is fuzzed twice over: by Hypothesis, a few hundred cases of each kind (its edge
cases first, a failure shrunk to its simplest), and by seeded corpora of the same kinds made
with ``random`` (10,000 raw inputs, 3,000 near-messages, 2,000 compressed streams): Hypothesis
spends about a hundred times longer on a case than the decoder, so it no longer makes the bulk."""

from __future__ import annotations

import json
import random
from collections import Counter
import tracemalloc
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.net import schema
from engine.net.client import Client
from engine.net.compression import Broken, Deflater, Inflater
from engine.net.framing import MAX_FRAME, FrameDecoder, Oversized, Packed, StreamAbort, encode_frame
from engine.net.schema import TO_CLIENT, TO_HOST, ProtocolError, decode, encode

HEX = "ab" * 32


def test_frames_split_anywhere_come_back_whole() -> None:
    stream = b"".join(encode_frame(p) for p in (b"uno", b"", "ñandú".encode()))
    decoder = FrameDecoder()
    out = []
    for byte in stream:
        out.extend(decoder.feed(bytes([byte])))
    assert out == [b"uno", b"", "ñandú".encode()]


def test_an_oversized_frame_is_skipped_and_the_stream_stays_in_step() -> None:
    decoder = FrameDecoder(limit=10)
    items = decoder.feed(encode_frame(b"x" * 50, limit=100) + encode_frame(b"ok"))
    assert items == [Oversized(50), b"ok"]
    with pytest.raises(ValueError):
        encode_frame(b"x" * (MAX_FRAME + 1))


def test_an_absurd_length_aborts_the_stream() -> None:
    with pytest.raises(StreamAbort):
        FrameDecoder().feed(b"\xff\xff\xff\xff")


VALID_TO_HOST = [
    {"type": "hello", "app": "tapete", "protocol": 1, "game": "six", "card_hash": HEX, "name": "Ana", "role": "player"},
    {"type": "want_cards", "codes": ["TAU-001"]},
    {"type": "commit", "duel": 1, "commitment": HEX},
    {"type": "reveal", "duel": 1, "secret": HEX, "deck": {"main": ["TAU-001"]}, "first_player": 1},
    {"type": "action", "seq": 3, "action": {"kind": "pass", "player": 0, "cards": [], "targets": [], "choice": 2}},
    # MTG codes a player as target -1 - seat (an attack on P1, a bolt at P2)
    {"type": "action", "seq": 6, "action": {"kind": "attack", "player": 1, "cards": [62], "targets": [-1]}},
    {"type": "gesture", "seq": 7, "gesture": {"button": "set Gólem de Chatarra tributing Pierna Izquierda del Prohibido"}},
    {"type": "gesture", "seq": 4, "gesture": {"card": 7, "onto_zone": "P1.campo"}},
    {"type": "text", "seq": 5, "text": "pass"},
    {"type": "chat", "text": "¡hola!"},
    {"type": "undo_request"},
    {"type": "undo_answer", "accept": True},
    {"type": "ping", "t": 1.5},
    {"type": "pong", "t": 1},
    {"type": "bye"},
]


def test_every_message_type_to_the_host_has_a_valid_example() -> None:
    assert {m["type"] for m in VALID_TO_HOST} == set(TO_HOST)
    for message in VALID_TO_HOST:
        assert decode(encode(message), TO_HOST) == message


@pytest.mark.parametrize(
    "message, problem",
    [
        ({"type": "chat"}, "falta el campo «text»"),
        ({"type": "chat", "text": "a", "extra": 1}, "campos desconocidos"),
        ({"type": "chat", "text": 5}, "se esperaba texto"),
        ({"type": "chat", "text": "x" * 501}, "máximo 500"),
        ({"type": "commit", "duel": 1, "commitment": "XYZ"}, "formato no válido"),
        ({"type": "action", "seq": 1, "action": {"kind": "pass", "player": 9, "cards": [], "targets": []}}, "fuera de"),
        ({"type": "action", "seq": 1, "action": {"kind": "attack", "player": 0, "cards": [3], "targets": [-9]}},
         "fuera de"),
        ({"type": "action", "seq": True, "action": {}}, "se esperaba un entero"),
        ({"type": "ping", "t": float("nan")}, "se esperaba un número"),
    ],
)
def test_malformed_messages_name_the_problem_and_where(message: dict, problem: str) -> None:
    payload = json.dumps(message).encode()
    with pytest.raises(ProtocolError) as info:
        decode(payload, TO_HOST)
    assert info.value.code == "malformed"
    assert problem in info.value.message
    assert message["type"] in info.value.message


@pytest.mark.parametrize(
    "payload, code",
    [
        (b"\xff\xfe", "malformed"),
        (b"[1, 2]", "malformed"),
        (b"{", "malformed"),
        (b"[" * 100_000, "malformed"),
        (b'{"type": "launch_missiles"}', "unknown"),
        (b'{"type": "welcome", "room": {}, "seats": []}', "unknown"),  # host-only message sent to the host
    ],
)
def test_garbage_and_unknown_types(payload: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as info:
        decode(payload, TO_HOST)
    assert info.value.code == code


def _decode_all(data: bytes, schemas: object) -> int:
    """Feed ``data`` as a stream; every outcome must be a message, an oversize or a ProtocolError."""
    decoder = FrameDecoder(limit=4096)
    seen = 0
    try:
        items = decoder.feed(data)
    except StreamAbort:
        return 0
    inflater = Inflater(limit=4096)
    for item in items:
        if isinstance(item, Oversized):
            continue
        try:
            message = decode(inflater.unpack(item.data) if isinstance(item, Packed) else item, schemas)  # type: ignore[arg-type]
        except (ProtocolError, Broken):
            continue
        assert message["type"] in schemas  # type: ignore[operator]
        seen += 1
    return seen


def damaged(data: bytes, rng: random.Random) -> bytes:
    """``data`` with a few bytes changed, a piece cut off, repeated or inserted."""
    how = rng.randrange(4)
    at = rng.randrange(len(data) + 1)
    if how == 0:
        raw = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            if raw:
                raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    if how == 1:
        return data[:at]
    if how == 2:
        return data[:at] + data[rng.randrange(at + 1):at] + data[at:]
    return data[:at] + rng.randbytes(rng.randint(1, 8)) + data[at:]


@settings(max_examples=500)
@given(st.binary(max_size=300))
def test_fuzz_raw_bytes_never_crash_the_decoder(data: bytes) -> None:
    _decode_all(data, TO_HOST)
    _decode_all(encode_frame(data), TO_CLIENT)


def test_a_seeded_corpus_of_10_000_raw_inputs_never_crashes_the_decoder() -> None:
    """Random bytes, and streams of real frames damaged (these reach the message checks)."""
    rng = random.Random(10)
    frames = [encode_frame(encode(m)) for m in VALID_TO_HOST]
    seen = 0
    for number in range(10_000):
        if number % 2:
            data = rng.randbytes(rng.randrange(301))
        else:
            data = damaged(b"".join(rng.sample(frames, rng.randint(1, 3))), rng)
        seen += _decode_all(data, TO_HOST)
        _decode_all(encode_frame(data), TO_CLIENT)
    assert seen > 1000  # the damage spared some messages: the corpus got past the framing


SCALAR = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
JSON = SCALAR | st.lists(SCALAR, max_size=3) | st.dictionaries(st.text(max_size=8), SCALAR, max_size=3)


@st.composite
def near_messages(draw: st.DrawFn) -> bytes:
    """Messages that look right: a real type, real or mutated fields."""
    base = dict(draw(st.sampled_from(VALID_TO_HOST)))
    for _ in range(draw(st.integers(0, 3))):
        key = draw(st.sampled_from(sorted(base) + ["extra"]))
        if draw(st.booleans()):
            base[key] = draw(JSON)
        else:
            base.pop(key, None)
    return json.dumps(base, allow_nan=True).encode()


def _checked_or_refused(payload: bytes) -> bool:
    """Decode ``payload``: a refusal names a known code; a message passes its check again.
    Whether it was accepted."""
    try:
        message = decode(payload, TO_HOST)
    except ProtocolError as exc:
        assert exc.code in ("malformed", "unknown")
        return False
    schema.TO_HOST[message["type"]]({k: v for k, v in message.items() if k != "type"}, "again")
    return True


@settings(max_examples=300)
@given(near_messages())
def test_fuzz_structured_messages_are_checked_or_refused(payload: bytes) -> None:
    _checked_or_refused(payload)


def json_value(rng: random.Random, depth: int = 0) -> object:
    """A JSON value of any kind (NaN and the infinities too), as ``JSON`` draws them."""
    kind = rng.randrange(7 if depth == 0 else 5)
    if kind == 0:
        return rng.choice([None, True, False])
    if kind == 1:
        return rng.choice([0, -1, 1, 2**31, 2**53 + 1, -(10**30)]) if rng.random() < 0.5 else rng.randint(-1000, 1000)
    if kind == 2:
        return rng.choice([float("nan"), float("inf"), float("-inf"), -0.0, 0.5, 1e308, 5e-324])
    if kind in (3, 4):
        return "".join(chr(rng.choice([rng.randrange(32, 127), rng.randrange(0x10FFFF)])) for _ in range(rng.randrange(21)))
    if kind == 5:
        return [json_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {str(json_value(rng, depth + 1))[:8]: json_value(rng, depth + 1) for _ in range(rng.randrange(4))}


def test_a_seeded_corpus_of_3000_near_messages_is_checked_or_refused() -> None:
    """A real message of each type with up to three fields replaced by any JSON, or dropped."""
    rng = random.Random(11)
    accepted = 0
    for _ in range(3000):
        base = dict(rng.choice(VALID_TO_HOST))
        for _ in range(rng.randint(0, 3)):
            key = rng.choice(sorted(base) + ["extra"])
            if rng.random() < 0.5:
                base[key] = json_value(rng)
            else:
                base.pop(key, None)
        accepted += _checked_or_refused(json.dumps(base, allow_nan=True).encode("utf-8", "surrogatepass"))
    assert 300 < accepted < 2700  # both ways out were taken, many times


def test_compressed_frames_say_so_and_inflate_back_in_order() -> None:
    deflater, inflater = Deflater(), Inflater()
    messages = [encode({"type": "chat", "seat": 0, "name": "Ana", "text": f"jugada {i} " * 20}) for i in range(50)]
    stream = b"".join(encode_frame(deflater.pack(m), compressed=True) for m in messages) + encode_frame(b"plain")
    items = FrameDecoder().feed(stream)
    assert all(isinstance(i, Packed) for i in items[:-1]) and items[-1] == b"plain"
    assert [inflater.unpack(i.data) for i in items[:-1] if isinstance(i, Packed)] == messages
    assert len(stream) * 10 < sum(len(m) for m in messages)  # one stream: repeats cost almost nothing


def test_a_zip_bomb_stops_at_the_frame_limit_without_inflating_it() -> None:
    bomb = Deflater(9).pack(b" " * (64 << 20))  # 64 MiB of spaces in about 65 kB
    assert len(bomb) < MAX_FRAME
    tracemalloc.start()
    try:
        with pytest.raises(Broken) as info:
            Inflater().unpack(bomb)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert info.value.code == "oversize" and "1048576" in info.value.message
    assert peak < 4 * MAX_FRAME  # inflated no further than the limit


def test_bad_compressed_data_breaks_the_stream_cleanly() -> None:
    with pytest.raises(Broken) as info:
        Inflater().unpack(b"\xff" * 40)
    assert info.value.code == "malformed"
    finished = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
    whole = finished.compress(b'{"type":"bye"}') + finished.flush()  # a final block: the stream ended
    with pytest.raises(Broken, match="terminó"):
        Inflater().unpack(whole)


def _inflate_or_break(pieces: list[bytes]) -> str | None:
    """Inflate ``pieces`` as one stream: each within the limit, or a clean break (its code)."""
    inflater = Inflater(limit=4096)
    for piece in pieces:
        try:
            assert len(inflater.unpack(piece)) <= 4096
        except Broken as exc:
            assert exc.code in ("malformed", "oversize")
            return exc.code
    return None


@settings(max_examples=300)
@given(st.lists(st.binary(max_size=200), max_size=4))
def test_fuzz_compressed_frames_only_ever_break_cleanly(pieces: list[bytes]) -> None:
    _inflate_or_break(pieces)


def test_a_seeded_corpus_of_2000_compressed_streams_only_ever_breaks_cleanly() -> None:
    """Random pieces, and real compressed streams (some inflating past the limit) damaged."""
    rng = random.Random(12)
    outcomes: Counter[str | None] = Counter()
    for number in range(2000):
        if number % 2:
            pieces = [rng.randbytes(rng.randrange(201)) for _ in range(rng.randrange(5))]
        else:
            deflater = Deflater()
            pieces = [deflater.pack(encode(rng.choice(VALID_TO_HOST)) * rng.choice([1, 60])) for _ in range(rng.randint(1, 3))]
            where = rng.randrange(len(pieces))
            pieces[where] = damaged(pieces[where], rng)
        outcomes[_inflate_or_break(pieces)] += 1
    assert min(outcomes[None], outcomes["malformed"], outcomes["oversize"]) > 100, outcomes  # every way out, many times


def test_the_client_handles_only_messages_the_host_may_send() -> None:
    """The client's table of handlers is keyed by message types of ``TO_CLIENT`` (a misspelt
    type would never be handled), and every ``_on_…`` handler is in it."""
    handlers = Client("six", "P1")._message_handlers()
    assert set(handlers) <= set(TO_CLIENT)
    written = {name.removeprefix("_on_") for name in vars(Client) if name.startswith("_on_")}
    assert set(handlers) == written
    assert all(handler.__name__ == f"_on_{kind}" for kind, handler in handlers.items())
