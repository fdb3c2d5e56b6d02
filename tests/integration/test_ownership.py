"""One sidecar per data dir, unix socket and TCP port: a second start is refused."""

from __future__ import annotations

import hashlib
import os
import socket
import subprocess
import sys
from pathlib import Path

import yaml
from conftest import Sidecar
from helpers import check, entry, write

from mage.contract import types as t


def _serve(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Start a second `mage serve`; it should exit at once, so a short timeout is enough."""
    cmd = [sys.executable, "-m", "mage.sidecar", "serve", "--no-classifier",
           "--log-format", "console", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, cwd=tmp_path)


def _still_answers(s: Sidecar) -> None:
    stub = s.stub()
    [ack] = write(stub, [entry("u1", "Email the report to ana@acme.example", "user")])
    assert not ack.HasField("error") and ack.durable_seq >= 1
    decision = check(stub, ids=("u1",), type="tool_write", tool="send_email",
                     to="ana@acme.example")
    assert decision.verdict == t.Verdict.PROCEED


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_second_sidecar_on_the_same_data_dir_exits_naming_it_and_the_owner(
        sidecar: Sidecar, tmp_path: Path) -> None:
    """A second start on a data dir in use exits 2, naming the dir and the owner's PID."""
    out = _serve(tmp_path, "--socket", str(tmp_path / "b.sock"),
                 "--data-dir", str(sidecar.data_dir))
    assert out.returncode == 2, out.stderr
    assert str(sidecar.data_dir) in out.stderr
    assert sidecar.proc is not None and f"pid {sidecar.proc.pid}" in out.stderr
    assert "Traceback" not in out.stderr
    _still_answers(sidecar)


def test_the_data_dir_is_free_again_once_its_owner_is_killed(tmp_path: Path) -> None:
    """The lock dies with its process: a sidecar killed with SIGKILL blocks no restart."""
    s = Sidecar(tmp_path)
    s.start()
    s.kill()
    s.start()
    try:
        _still_answers(s)
    finally:
        s.stop()


def test_a_second_sidecar_on_a_taken_tcp_port_exits(sidecar_factory, tmp_path: Path) -> None:
    """Binding is exclusive: a port another sidecar listens on is a start-up error."""
    address = f"127.0.0.1:{_free_port()}"
    cfg = tmp_path / "tokens.yaml"  # TCP is served only with tokens
    digest = hashlib.sha256(b"token-for-acme").hexdigest()
    cfg.write_text(yaml.safe_dump({"auth": {"tokens": {digest: "acme"}}}))
    first = sidecar_factory(extra=["--tcp", address, "--config", str(cfg)])
    out = _serve(tmp_path, "--socket", str(tmp_path / "b.sock"), "--tcp", address,
                 "--config", str(cfg), "--data-dir", str(tmp_path / "b-data"))
    assert out.returncode == 2, out.stderr
    assert f"server.tcp: {address} is already in use" in out.stderr
    assert first.alive()


def test_a_socket_that_answers_is_not_taken_over(sidecar: Sidecar, tmp_path: Path) -> None:
    """A second sidecar refuses a socket path another process serves, and leaves it there."""
    out = _serve(tmp_path, "--socket", str(sidecar.socket), "--data-dir", str(tmp_path / "b"))
    assert out.returncode == 2, out.stderr
    assert f"server.socket: {sidecar.socket} is served by another process" in out.stderr
    assert sidecar.socket.exists()
    _still_answers(sidecar)


def test_a_stale_socket_file_is_replaced(tmp_path: Path) -> None:
    """A socket file nothing listens on (left by a crash) does not block a start."""
    s = Sidecar(tmp_path)
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(s.socket))
    stale.close()  # the file stays, with no listener behind it
    s.start()
    try:
        _still_answers(s)
    finally:
        s.stop()


def test_a_stopping_sidecar_removes_only_its_own_socket(sidecar_factory) -> None:
    """If the path was replaced by another server meanwhile, stopping leaves that one alone."""
    first = sidecar_factory()
    os.unlink(first.socket)  # as an operator clearing the path by hand would
    second = sidecar_factory(start=False)
    second.socket = first.socket
    second.start()
    first.stop()
    assert second.socket.exists()
    _still_answers(second)


def test_a_bad_tcp_setting_leaves_no_socket_behind(tmp_path: Path) -> None:
    """TCP settings are checked before the socket is claimed: a refused start leaves the
    socket path free."""
    cfg = tmp_path / "tokens.yaml"
    digest = hashlib.sha256(b"token-for-acme").hexdigest()
    cfg.write_text(yaml.safe_dump({"auth": {"tokens": {digest: "acme"}}}))
    sock = tmp_path / "c.sock"
    out = _serve(tmp_path, "--socket", str(sock), "--tcp", "0.0.0.0:17311",
                 "--config", str(cfg), "--data-dir", str(tmp_path / "c-data"))
    assert out.returncode == 2 and "not a loopback address" in out.stderr, out.stderr
    assert not sock.exists() and not list(tmp_path.glob("c.sock*"))
