"""Fixtures: the real sidecar in a subprocess on a temporary unix socket."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from mage.v1 import mage_pb2_grpc


class Sidecar:
    """`mage serve` in a subprocess; stop/start/restart keep the same data dir and socket."""

    def __init__(self, root: Path, policy: Path | None = None, extra: list[str] | None = None):
        # AF_UNIX paths are limited to ~107 bytes; pytest's tmp paths can be longer.
        self.socket = Path(f"/tmp/mage-test-{os.getpid()}-{id(self):x}.sock")
        self.data_dir = root / "data"
        self.policy = policy
        self.extra = extra or []
        self.log_path = root / "sidecar.log"
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def target(self) -> str:
        return f"unix://{self.socket}"

    def start(self) -> None:
        cmd = [sys.executable, "-m", "mage.sidecar", "serve", "--socket", str(self.socket),
               "--data-dir", str(self.data_dir), *self.extra]
        if self.policy:
            cmd += ["--policy", str(self.policy)]
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        log = self.log_path.open("ab")
        self.proc = subprocess.Popen(cmd, stdout=log, stderr=log)
        self._wait_ready()

    def _wait_ready(self, timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise RuntimeError(f"sidecar exited: {self.log_path.read_text()[-2000:]}")
            if self.socket.exists():
                with grpc.insecure_channel(self.target) as ch:
                    try:
                        grpc.channel_ready_future(ch).result(timeout=0.5)
                        return
                    except grpc.FutureTimeoutError:
                        pass
            time.sleep(0.05)
        raise RuntimeError("sidecar did not become ready")

    def stop(self, sig: int = signal.SIGTERM) -> int:
        if self.proc is None:
            return 0
        self.proc.send_signal(sig)
        code = self.proc.wait(timeout=30)
        self.proc = None
        return code

    def kill(self) -> None:
        self.stop(signal.SIGKILL)

    def restart(self) -> None:
        self.stop()
        self.start()

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stub(self) -> mage_pb2_grpc.MageStub:
        return mage_pb2_grpc.MageStub(grpc.insecure_channel(self.target))


@pytest.fixture
def sidecar(tmp_path: Path) -> Iterator[Sidecar]:
    s = Sidecar(tmp_path)
    s.start()
    yield s
    s.stop()


@pytest.fixture
def sidecar_factory(tmp_path: Path) -> Iterator[object]:
    """Start sidecars with a custom policy or flags; all are stopped at the end."""
    made: list[Sidecar] = []

    def make(policy: Path | None = None, extra: list[str] | None = None,
             start: bool = True) -> Sidecar:
        root = tmp_path / f"s{len(made)}"
        root.mkdir()
        s = Sidecar(root, policy, extra)
        made.append(s)
        if start:
            s.start()
        return s

    yield make
    for s in made:
        s.stop()
