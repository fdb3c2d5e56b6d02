"""A MAGE sidecar for the examples: $MAGE_TARGET when set, else one started here in a temp dir."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import grpc


@contextmanager
def local_sidecar() -> Iterator[str]:
    """Yield the target of a running sidecar; one started here is stopped on exit."""
    if os.environ.get("MAGE_TARGET"):
        yield os.environ["MAGE_TARGET"]
        return
    with tempfile.TemporaryDirectory(prefix="mage-example-") as tmp:
        socket = f"/tmp/mage-example-{os.getpid()}.sock"
        log = (Path(tmp) / "sidecar.log").open("wb")
        proc = subprocess.Popen(
            [sys.executable, "-m", "mage.sidecar", "serve", "--socket", socket,
             "--data-dir", str(Path(tmp) / "data")], stdout=log, stderr=log)
        try:
            _wait_ready(f"unix://{socket}", proc)
            yield f"unix://{socket}"
        finally:
            proc.terminate()
            proc.wait(timeout=30)


def _wait_ready(target: str, proc: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("the sidecar exited; is the 'sidecar' extra installed?")
        with grpc.insecure_channel(target) as channel:
            try:
                grpc.channel_ready_future(channel).result(timeout=0.5)
                return
            except grpc.FutureTimeoutError:
                time.sleep(0.1)
    raise RuntimeError("the sidecar did not become ready")
