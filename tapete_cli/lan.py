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
from engine.net import DEFAULT_PORT, seatfile
from tapete_cli.output import Subparsers
from tapete_cli.play import pick_deck

if TYPE_CHECKING:  # the network (asyncio, host, client) is loaded by the commands, not by tapete-cli's start
    from engine.net.client import Client


def _deck_codes(game_name: str, ref: str | None, index: int) -> tuple[dict[str, list[str]], list[dict[str, Any]]]:
    """The deck's codes and the records of the player's own cards it uses."""
    game = get_game(game_name)
    deck = pick_deck(game, ref, index)
    return deck.to_codes(), game.own_records(deck)


def _say(text: str, error: bool = False) -> None:
    print(text, file=sys.stderr if error else sys.stdout, flush=True)


def _reporter(client: Client, progress: bool) -> Any:
    def listen(kind: str, message: dict[str, Any]) -> None:
        if kind == "verdict":
            _say(message["text"], error=not message["fair"])
        elif kind == "alert":
            _say(message["text"], error=True)
        elif kind == "result":
            who = "empate" if message["winner"] is None else f"gana P{message['winner'] + 1}"
            _say(f"duelo {message['duel']}: {who} — {message['reason']}")
        elif kind == "update" and progress:
            _say(f"n {message['duel']} {message['n']}")
        elif kind == "chat":
            _say(f"[{message['name']}] {message['text']}")
        elif kind in ("lost", "rejoined"):
            _say(f"{kind} {message.get('reason', '')}")
        elif kind == "error":
            _say(f"error del anfitrión: {message.get('code')}: {message.get('message')}", error=True)

    return listen


def _summary(client: Client) -> int:
    trips = sorted(client.round_trips)
    if trips:
        _say(f"ida y vuelta: mediana {trips[len(trips) // 2] * 1000:.1f} ms, p95 {trips[int(len(trips) * 0.95)] * 1000:.1f} ms")
    _say(f"recibidos {client.bytes_in} bytes")
    if client.alerts or any(not v.fair for v in client.verdicts):
        _say("¡ALERTA! algún barajado no coincide con lo comprometido", error=True)
        return 3
    if not client.match_over:
        _say(f"la partida no terminó: {client.lost}", error=True)
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
            _say(f"no se puede reanudar la sala: {exc}", error=True)
            return 2
    else:
        settings = RoomSettings(args.game, args.room, args.best_of, args.turn_seconds, args.undo, not args.no_spectators)
        host = Host(settings, password=args.password, journal_path=args.journal, **options)
    port = await host.start(args.bind, args.port)
    _say(f"sala «{host.settings.name}» ({host.settings.game}) en el puerto {port} — diario {host.journal_path}")
    own = None
    task = None
    if args.bot:
        codes, cards = _deck_codes(host.settings.game, args.deck, 0)
        own = Client(host.settings.game, args.name, deck=codes, cards=cards,
                     key=host.key, token=host.seats[0].token, reconnect_seconds=5.0,
                     heartbeat=args.heartbeat, timeout=args.dead_after)
        own.listeners.append(_reporter(own, args.progress))
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
            _say(f"la sala no avanza desde hace {args.idle:g} s", error=True)
            return 1
        if task is not None:
            await asyncio.wait_for(task, args.idle)
        own_seat = own.seat if own is not None else -1
        await host.wait_until(lambda: all(c.seat == own_seat for c in host.connections()), 10.0)
        return _summary(own) if own is not None else 0
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
    client.listeners.append(_reporter(client, args.progress))
    if args.token_file:
        try:
            _keep_memo(client, Path(args.token_file))
        except LoadError as exc:
            _say(f"no se puede usar la ficha del asiento: {exc} (bórrala para entrar como jugador nuevo)", error=True)
            return 2
    try:
        await client.connect(address, int(port_text))
    except (JoinError, asyncio.TimeoutError) as exc:
        _say(f"no se pudo entrar: {exc}", error=True)
        return 2
    _say(f"dentro: {'espectador' if client.seat is None else f'P{client.seat + 1}'} en «{client.room.get('name')}»")
    try:
        if args.spectate:
            await client.wait(lambda c: c.match_over or c.closed, args.idle * 20)
        else:
            await play_randomly(client, f"{args.seed}:{client.seat}", args.idle, pace=args.pace)
    except TimeoutError as exc:
        _say(str(exc), error=True)
    finally:
        await client.close()
    return _summary(client)


def cmd_host(args: argparse.Namespace) -> int:
    import asyncio

    return asyncio.run(_host(args))


def cmd_join(args: argparse.Namespace) -> int:
    import asyncio

    return asyncio.run(_join(args))


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--name", default="Tapete")
    parser.add_argument("--password", default="")
    parser.add_argument("--deck", help="mazo de demostración o archivo (por defecto, uno de demostración)")
    parser.add_argument("--seed", default="0", help="semilla del bot (no de la partida: esa sale del compromiso)")
    parser.add_argument("--idle", type=float, default=60.0, help="segundos sin avances antes de rendirse")
    parser.add_argument("--heartbeat", type=float, default=2.0)
    parser.add_argument("--dead-after", type=float, default=6.0, help="silencio que da por muerto al otro extremo")
    parser.add_argument("--pace", type=float, default=0.0, help="segundos que piensa el bot antes de cada acción")
    parser.add_argument("--progress", action="store_true", help="una línea «n DUELO ACCIONES» por cada cambio")


def register(sub: Subparsers, lang: str) -> None:
    """``host`` and ``join`` (their help is in Spanish only)."""
    host = sub.add_parser("host", help="abrir una sala LAN (el anfitrión ejecuta el motor)")
    host.add_argument("--game", choices=GAMES, default=BUILTIN_GAMES[0])
    host.add_argument("--room", default="Sala", help="nombre de la sala")
    host.add_argument("--bind", default="0.0.0.0")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, help="0: uno libre")
    host.add_argument("--port-file", help="escribir aquí el puerto en cuanto se escucha")
    host.add_argument("--best-of", type=int, choices=(1, 3), default=1)
    host.add_argument("--turn-seconds", type=int, default=0, help="tiempo por decisión (0: sin límite)")
    host.add_argument("--undo", action="store_true", help="se pueden pedir deshacer")
    host.add_argument("--no-spectators", action="store_true")
    host.add_argument("--journal", help="el diario de la sala (por defecto, en la carpeta de datos)")
    host.add_argument("--resume", metavar="DIARIO", help="reanudar la sala de un diario tras una caída")
    host.add_argument("--announce", action="store_true", help="anunciar la sala en la red local")
    host.add_argument("--bot", action="store_true", help="el anfitrión juega el asiento P1 con un bot")
    host.add_argument("--stats", metavar="ARCHIVO",
                      help="al cerrar, escribir aquí en JSON los bytes que movió la sala (en la red y sin comprimir, "
                           "en los dos sentidos, todas las conexiones)")
    _common(host)
    host.set_defaults(func=cmd_host)
    join = sub.add_parser("join", help="entrar en una sala LAN (DIRECCIÓN:PUERTO)")
    join.add_argument("address")
    join.add_argument("--game", choices=GAMES, default=BUILTIN_GAMES[0])
    join.add_argument("--spectate", action="store_true", help="mirar la partida (solo lo público)")
    join.add_argument("--token-file", help="guardar (y reutilizar) la ficha del asiento y los secretos para volver a entrar")
    join.add_argument("--reconnect", type=float, default=30.0, help="segundos reintentando si se cae la conexión")
    _common(join)
    join.set_defaults(func=cmd_join)
