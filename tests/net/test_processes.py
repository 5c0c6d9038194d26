"""Real processes on loopback (``tapete-cli host/join``): whole bot games with a spectator for
every game, a client killed and rejoining, a host killed and resumed from its journal."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from engine.core.game import game_names

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 90.0


class Proc:
    """A ``python -m tapete_cli`` process whose output lines can be awaited."""

    def __init__(self, tmp: Path, *args: str) -> None:
        env = dict(os.environ, TAPETE_LAN_DIR=str(tmp / "rooms"), PYTHONUNBUFFERED="1")
        self.args = args
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tapete_cli", "--lang", "es", *args], cwd=ROOT, env=env, text=True, encoding="utf-8",
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        )
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def expect(self, predicate: object, timeout: float = LIMIT) -> str:
        """Wait for an output line satisfying ``predicate`` (a callable or a substring)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self._queue.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"{self.args[:2]}: nothing matching after {timeout} s:\n" + "\n".join(self.lines[-20:]))
            if line is None:
                raise AssertionError(f"{self.args[:2]} ended (rc {self.proc.wait()}):\n" + "\n".join(self.lines[-20:]))
            self.lines.append(line)
            if (predicate(line) if callable(predicate) else str(predicate) in line):
                return line

    def finish(self, timeout: float = LIMIT) -> str:
        """Wait for the exit; the whole output. Fails on a non-zero exit code."""
        rc = self.proc.wait(timeout)
        while True:
            line = self._queue.get(timeout=5)
            if line is None:
                break
            self.lines.append(line)
        text = "\n".join(self.lines)
        assert rc == 0, f"{self.args[:2]} exited {rc}:\n{text[-3000:]}"
        return text

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)


def progress_at_least(count: int) -> object:
    return lambda line: line.startswith("n ") and int(line.split()[2]) >= count


def start_host(tmp: Path, game: str, *extra: str) -> tuple[Proc, int]:
    port_file = tmp / "port"
    host = Proc(tmp, "host", "--game", game, "--port", "0", "--port-file", str(port_file), "--bot",
                "--journal", str(tmp / "room.jsonl"), "--idle", "30", *extra)
    line = host.expect("en el puerto")
    return host, int(line.split("en el puerto ")[1].split()[0])


@pytest.mark.parametrize("game", game_names())
def test_host_client_and_spectator_processes_play_a_whole_game(tmp_path: Path, game: str) -> None:
    host, port = start_host(tmp_path, game)
    procs = [host]
    try:
        watcher = Proc(tmp_path, "join", f"127.0.0.1:{port}", "--game", game, "--spectate", "--idle", "30")
        procs.append(watcher)
        watcher.expect("dentro: espectador")  # before the second player: the duel starts then
        client = Proc(tmp_path, "join", f"127.0.0.1:{port}", "--game", game, "--name", "Bea", "--idle", "30")
        procs.append(client)
        outputs = [p.finish() for p in (client, watcher, host)]
        for text in outputs:
            assert "barajados verificados" in text and "ALERTA" not in text
            assert "duelo 1: gana" in text or "duelo 1: empate" in text
    finally:
        for proc in procs:
            proc.stop()


def test_a_killed_client_process_rejoins_and_finishes(tmp_path: Path) -> None:
    host, port = start_host(tmp_path, "six")
    token = tmp_path / "token"
    join = ("join", f"127.0.0.1:{port}", "--game", "six", "--token-file", str(token), "--progress", "--idle", "30",
            "--pace", "0.01")
    first = Proc(tmp_path, *join)
    procs = [host, first]
    try:
        first.expect(progress_at_least(12))
        first.kill()
        memo = json.loads(token.read_text())
        assert memo["token"] and memo["duels"]["1"]["secret"]  # the secret survives the crash
        second = Proc(tmp_path, *join)
        procs.append(second)
        second.expect("dentro: P2")
        text = second.finish()
        assert "barajados verificados" in text and "ALERTA" not in text  # own secret and deck checked too
        assert "barajados verificados" in host.finish()
    finally:
        for proc in procs:
            proc.stop()


def test_a_killed_host_resumes_from_its_journal(tmp_path: Path) -> None:
    host, port = start_host(tmp_path, "six")
    client = Proc(tmp_path, "join", f"127.0.0.1:{port}", "--game", "six", "--progress", "--reconnect", "60", "--idle", "60",
                  "--pace", "0.01")
    procs = [host, client]
    try:
        client.expect(progress_at_least(12))
        host.kill()
        revived = Proc(tmp_path, "host", "--resume", str(tmp_path / "room.jsonl"), "--port", str(port), "--bot",
                       "--idle", "30")
        procs.append(revived)
        revived.expect("en el puerto")
        client.expect("de vuelta")  # the CLI says it in Spanish: "--lang es"
        text = client.finish()
        assert "barajados verificados" in text and "ALERTA" not in text
        assert "barajados verificados" in revived.finish()
    finally:
        for proc in procs:
            proc.stop()
