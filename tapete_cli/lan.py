"""``host`` and ``join``: LAN rooms without a window (bots or spectators)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.errors import LoadError
from engine.core.game import get_game
from engine.formats.records import GAMES
from engine.games import BUILTIN_GAMES
from engine.net import DEFAULT_PORT, seatfile, wire
from engine.core.text import Text
from tapete_cli.output import Subparsers, helper
from tapete_cli.play import pick_deck

if TYPE_CHECKING:  # the network (asyncio, host, client) is loaded by the commands, not by tapete-cli's start
    from engine.net.client import Client


def _deck_codes(game_name: str, ref: str | None, index: int) -> tuple[dict[str, list[str]], list[dict[str, Any]]]:
    """The deck's codes and the records of the player's own cards it uses."""
    game = get_game(game_name)
    deck = pick_deck(game, ref, index)
    return deck.to_codes(), game.own_records(deck)


def _say(args: argparse.Namespace, text: Text, error: bool = False) -> None:
    """Print ``text`` in the chosen language (on standard error when ``error``), at once."""
    print(text.get(args.lang), file=sys.stderr if error else sys.stdout, flush=True)


def _reporter(args: argparse.Namespace, progress: bool) -> Any:
    def listen(kind: str, message: dict[str, Any]) -> None:
        if kind in ("verdict", "alert"):
            _say(args, message["text"], error=kind == "alert" or not message["fair"])
        elif kind == "result":
            duel, winner = message["duel"], message["winner"]
            who = Text("empate", "draw") if winner is None else Text(f"gana P{winner + 1}", f"P{winner + 1} wins")
            why = wire.heard(message["reason"])
            _say(args, Text(f"duelo {duel}: {who.es} — {why.es}", f"duel {duel}: {who.en} — {why.en}"))
        elif kind == "update" and progress:
            _say(args, Text(f"n {message['duel']} {message['n']}", f"n {message['duel']} {message['n']}"))
        elif kind == "chat":
            line = f"[{message['name']}] {message['text']}"
            _say(args, Text(line, line))
        elif kind in ("lost", "rejoined"):
            said = Text("conexión perdida", "connection lost") if kind == "lost" else Text("de vuelta", "back in")
            why = wire.heard(message.get("reason") or "")
            _say(args, Text(f"{said.es} {why.es}".rstrip(), f"{said.en} {why.en}".rstrip()))
        elif kind == "error":
            what = f"{message.get('code')}: {message.get('message')}"
            _say(args, Text(f"error del anfitrión: {what}", f"host error: {what}"), error=True)

    return listen


def _summary(args: argparse.Namespace, client: Client) -> int:
    trips = sorted(client.round_trips)
    if trips:
        median, p95 = trips[len(trips) // 2] * 1000, trips[int(len(trips) * 0.95)] * 1000
        _say(args, Text(f"ida y vuelta: mediana {median:.1f} ms, p95 {p95:.1f} ms",
                        f"round trip: median {median:.1f} ms, p95 {p95:.1f} ms"))
    _say(args, Text(f"recibidos {client.bytes_in} bytes", f"received {client.bytes_in} bytes"))
    if client.alerts or any(not v.fair for v in client.verdicts):
        _say(args, Text("¡ALERTA! algún barajado no coincide con lo comprometido",
                        "ALERT! some shuffle does not match what was committed"), error=True)
        return 3
    if not client.match_over:
        why = wire.heard(client.lost)
        _say(args, Text(f"la partida no terminó: {why.es}", f"the game did not end: {why.en}"), error=True)
        return 1
    return 0


async def _host(args: argparse.Namespace) -> int:
    import asyncio

    from engine.net.autoplay import play_randomly
    from engine.net.client import Client
    from engine.net.host import Host, RoomSettings

    options = {"heartbeat": args.heartbeat, "timeout": args.dead_after}
    if args.resume:
        try:
            host = Host.resume(args.resume, **options)
        except LoadError as exc:
            _say(args, Text(f"no se puede reanudar la sala: {exc.text.es}", f"cannot resume the room: {exc.text.en}"), error=True)
            return 2
    else:
        settings = RoomSettings(args.game, args.room, args.best_of, args.turn_seconds, args.undo, not args.no_spectators)
        host = Host(settings, password=args.password, journal_path=args.journal, **options)
    port = await host.start(args.bind, args.port)
    room = f"«{host.settings.name}» ({host.settings.game})"
    _say(args, Text(f"sala {room} en el puerto {port} — diario {host.journal_path}",
                    f"room {room} on port {port} — journal {host.journal_path}"))
    own = None
    task = None
    if args.bot:
        codes, cards = _deck_codes(host.settings.game, args.deck, 0)
        own = Client(host.settings.game, args.name, deck=codes, cards=cards,
                     key=host.key, token=host.seats[0].token, reconnect_seconds=5.0,
                     heartbeat=args.heartbeat, timeout=args.dead_after)
        own.listeners.append(_reporter(args, args.progress))
        await own.connect("127.0.0.1", port)
        task = asyncio.ensure_future(play_randomly(own, f"{args.seed}:host", args.idle, pace=args.pace))
    if args.port_file:
        tmp = Path(args.port_file + ".tmp")
        tmp.write_text(str(port))
        tmp.replace(args.port_file)
    announcer = None
    if args.announce:
        from engine.net.discovery import Announcer

        announcer = Announcer(host.announcement)
        announcer.start()
    try:
        if not await host.wait_until(lambda: host.over, args.idle):
            _say(args, Text(f"la sala no avanza desde hace {args.idle:g} s", f"the room has not moved for {args.idle:g} s"),
                 error=True)
            return 1
        if task is not None:
            await asyncio.wait_for(task, args.idle)
        own_seat = own.seat if own is not None else -1
        await host.wait_until(lambda: all(c.seat == own_seat for c in host.connections()), 10.0)
        return _summary(args, own) if own is not None else 0
    finally:
        if announcer is not None:
            announcer.stop()
        if task is not None and not task.done():
            task.cancel()  # the room went idle: the bot stops waiting with it
        if own is not None:
            await own.close()
        if task is not None:
            await asyncio.gather(task, return_exceptions=True)
        await host.close()
        if args.stats:
            Path(args.stats).write_text(json.dumps(dataclasses.asdict(host.traffic)) + "\n")


def _keep_memo(client: Client, path: Path) -> None:
    """Recall the seat (token, secrets) from ``path`` and keep it there up to date
    (``LoadError`` when the file is not a seat file)."""
    if path.exists():
        client.recall(seatfile.read(path))

    def save(kind: str, message: dict[str, Any]) -> None:
        if kind in seatfile.SAVE_ON:
            seatfile.write(path, client.memo())

    client.listeners.append(save)


async def _join(args: argparse.Namespace) -> int:
    import asyncio

    from engine.net.autoplay import play_randomly
    from engine.net.client import Client, JoinError

    address, _, port_text = args.address.rpartition(":")
    if not address or not port_text.isdigit():
        address, port_text = args.address, str(DEFAULT_PORT)
    role = "spectator" if args.spectate else "player"
    deck, cards = (None, []) if args.spectate else _deck_codes(args.game, args.deck, 1)
    client = Client(args.game, args.name, role=role, deck=deck, cards=cards, password=args.password,
                    reconnect_seconds=args.reconnect, heartbeat=args.heartbeat, timeout=args.dead_after)
    client.listeners.append(_reporter(args, args.progress))
    if args.token_file:
        try:
            _keep_memo(client, Path(args.token_file))
        except LoadError as exc:
            _say(args, Text(f"no se puede usar la ficha del asiento: {exc.text.es} (bórrala para entrar como jugador nuevo)",
                            f"cannot use the seat file: {exc.text.en} (delete it to join as a new player)"), error=True)
            return 2
    try:
        await client.connect(address, int(port_text))
    except (JoinError, asyncio.TimeoutError) as exc:
        why = exc.args[0] if exc.args and isinstance(exc.args[0], Text) else Text(str(exc), str(exc))
        _say(args, Text(f"no se pudo entrar: {why.es}", f"could not join: {why.en}"), error=True)
        return 2
    seat, name = client.seat, client.room.get("name")
    _say(args, Text(f"dentro: {'espectador' if seat is None else f'P{seat + 1}'} en «{name}»",
                    f"in: {'spectator' if seat is None else f'P{seat + 1}'} in «{name}»"))
    try:
        if args.spectate:
            await client.wait(lambda c: c.match_over or c.closed, args.idle * 20)
        else:
            await play_randomly(client, f"{args.seed}:{client.seat}", args.idle, pace=args.pace)
    except TimeoutError as exc:
        _say(args, Text(str(exc), str(exc)), error=True)
    finally:
        await client.close()
    return _summary(args, client)


def cmd_host(args: argparse.Namespace) -> int:
    import asyncio

    return asyncio.run(_host(args))


def cmd_join(args: argparse.Namespace) -> int:
    import asyncio

    return asyncio.run(_join(args))


def _common(parser: argparse.ArgumentParser, lang: str) -> None:
    h = helper(lang)
    parser.add_argument("--name", default="Tapete")
    parser.add_argument("--password", default="")
    parser.add_argument("--deck", help=h("mazo de demostración o archivo (por defecto, uno de demostración)",
                                         "a demo deck or a file (by default, a demo deck)"))
    parser.add_argument("--seed", default="0", help=h("semilla del bot (no de la partida: esa sale del compromiso)",
                                                      "the bot's seed (not the game's: that comes from the commitments)"))
    parser.add_argument("--idle", type=float, default=60.0, help=h("segundos sin avances antes de rendirse",
                                                                   "seconds without progress before giving up"))
    parser.add_argument("--heartbeat", type=float, default=2.0)
    parser.add_argument("--dead-after", type=float, default=6.0, help=h("silencio que da por muerto al otro extremo",
                                                                        "silence after which the other end is dead"))
    parser.add_argument("--pace", type=float, default=0.0, help=h("segundos que piensa el bot antes de cada acción",
                                                                  "seconds the bot thinks before each action"))
    parser.add_argument("--progress", action="store_true", help=h("una línea «n DUELO ACCIONES» por cada cambio",
                                                                  "a line «n DUEL ACTIONS» for each change"))


def register(sub: Subparsers, lang: str) -> None:
    """``host`` and ``join``, their help in ``lang``."""
    h = helper(lang)
    host = sub.add_parser("host", help=h("abrir una sala LAN (el anfitrión ejecuta el motor)",
                                         "open a LAN room (the host runs the engine)"))
    host.add_argument("--game", choices=GAMES, default=BUILTIN_GAMES[0])
    host.add_argument("--room", default="Sala", help=h("nombre de la sala", "the room's name"))
    host.add_argument("--bind", default="0.0.0.0")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, help=h("0: uno libre", "0: any free one"))
    host.add_argument("--port-file", help=h("escribir aquí el puerto en cuanto se escucha",
                                            "write the port here as soon as it listens"))
    host.add_argument("--best-of", type=int, choices=(1, 3), default=1)
    host.add_argument("--turn-seconds", type=int, default=0, help=h("tiempo por decisión (0: sin límite)",
                                                                    "time per decision (0: no limit)"))
    host.add_argument("--undo", action="store_true", help=h("se pueden pedir deshacer", "players may ask to undo"))
    host.add_argument("--no-spectators", action="store_true")
    host.add_argument("--journal", help=h("el diario de la sala (por defecto, en la carpeta de datos)",
                                          "the room's journal (by default, in the data folder)"))
    host.add_argument("--resume", metavar=h("DIARIO", "JOURNAL"),
                      help=h("reanudar la sala de un diario tras una caída", "resume the room from its journal after a crash"))
    host.add_argument("--announce", action="store_true", help=h("anunciar la sala en la red local",
                                                                "announce the room on the local network"))
    host.add_argument("--bot", action="store_true", help=h("el anfitrión juega el asiento P1 con un bot",
                                                           "the host plays seat P1 with a bot"))
    host.add_argument("--stats", metavar=h("ARCHIVO", "FILE"),
                      help=h("al cerrar, escribir aquí en JSON los bytes que movió la sala (en la red y sin comprimir, "
                             "en los dos sentidos, todas las conexiones)",
                             "on closing, write here as JSON the bytes the room moved (on the wire and uncompressed, "
                             "both directions, every connection)"))
    _common(host, lang)
    host.set_defaults(func=cmd_host)
    join = sub.add_parser("join", help=h("entrar en una sala LAN (DIRECCIÓN:PUERTO)", "join a LAN room (ADDRESS:PORT)"))
    join.add_argument("address")
    join.add_argument("--game", choices=GAMES, default=BUILTIN_GAMES[0])
    join.add_argument("--spectate", action="store_true", help=h("mirar la partida (solo lo público)",
                                                                "watch the game (only what is public)"))
    join.add_argument("--token-file", help=h("guardar (y reutilizar) la ficha del asiento y los secretos para volver a entrar",
                                             "keep (and reuse) the seat's token and secrets to come back in"))
    join.add_argument("--reconnect", type=float, default=30.0, help=h("segundos reintentando si se cae la conexión",
                                                                      "seconds retrying when the connection drops"))
    _common(join, lang)
    join.set_defaults(func=cmd_join)
