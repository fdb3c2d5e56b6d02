"""One sidecar per data dir, socket and TCP port.

Two sidecars on one data dir would interleave their sequence numbers and break the
audit chain for good; two on one socket or port would split an agent's writes and
checks between them, so one of them answers checks without the memories that matter.
Each of these is a start-up error naming what is taken and, where it can, by whom.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import socket
from pathlib import Path

from mage.sidecar.errors import ConfigError

LOCK_NAME = "mage.lock"


class DataDirLock:
    """An exclusive lock on the data dir, held for as long as the process lives.

    `flock` is released by the kernel when the process dies, however it dies, so a
    crashed sidecar never leaves a lock behind that blocks the next start.
    """

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / LOCK_NAME
        self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            owner = _read_pid(self._fd)
            os.close(self._fd)
            raise ConfigError(
                f"server.data_dir: {data_dir} is in use by another sidecar"
                f"{f' (pid {owner})' if owner else ''}; stop it or pass another --data-dir"
            ) from None
        os.ftruncate(self._fd, 0)
        os.write(self._fd, f"{os.getpid()}\n".encode())

    def release(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)  # closing drops the flock; the file stays, harmless
            self._fd = -1


def _read_pid(fd: int) -> str:
    with contextlib.suppress(OSError, ValueError):
        return str(int(os.pread(fd, 32, 0).decode().strip()))
    return ""


class SocketClaim:
    """The unix socket path this process serves on.

    A path that answers belongs to a running process and is never replaced; a path
    nothing answers on is a leftover of a crash and is removed. On exit only the
    socket this process created is removed (the same inode and change time: a freed
    inode number is soon reused), so a stopping sidecar cannot delete the socket of
    one that started after it. gRPC removes the path it bound when it stops, whoever
    holds that path by then, so the server binds a private path (`binding`) that is
    then linked into place.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self.binding = f"{path}.{os.getpid()}.new"
        self._identity: tuple[int, int] | None = None
        if _answers(path):
            raise ConfigError(f"server.socket: {path} is served by another process; "
                              "stop it or pass another --socket")
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.binding)
        Path(path).parent.mkdir(parents=True, exist_ok=True)

    def bound(self) -> None:
        """Move the socket the server just bound at `binding` into place, unless another
        process took the path meanwhile, and remember which file is ours."""
        try:
            os.link(self.binding, self.path)  # unlike rename, never replaces a file
        except FileExistsError:
            raise ConfigError(f"server.socket: {self.path} was taken by another process "
                              "while this one started") from None
        finally:
            os.unlink(self.binding)
        self._identity = _identity(self.path)

    def release(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            if self._identity is not None and _identity(self.path) == self._identity:
                os.unlink(self.path)


def _identity(path: str) -> tuple[int, int]:
    st = os.stat(path)
    return st.st_ino, st.st_ctime_ns


def _answers(path: str) -> bool:
    if not os.path.exists(path):
        return False
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.settimeout(1.0)
        probe.connect(path)
        return True
    except OSError as exc:
        if exc.errno in (errno.ECONNREFUSED, errno.ENOENT):
            return False
        raise ConfigError(f"server.socket: {path} cannot be used: {exc.strerror}") from None
    finally:
        probe.close()


def check_port_free(address: str) -> None:
    """Fail early, with a message, when a TCP address is already bound.

    The server binds with SO_REUSEPORT off, so a taken port would fail there too;
    gRPC then reports only that binding failed, without saying why.
    """
    host, _, port = address.rpartition(":")
    host = host.strip("[]") or "0.0.0.0"
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    probe = socket.socket(family, socket.SOCK_STREAM)
    try:  # SO_REUSEADDR: a port held only by closed connections (TIME_WAIT) is free
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind((host, int(port)))
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise ConfigError(f"server.tcp: {address} is already in use by another process; "
                              "stop it or choose another address") from None
        raise ConfigError(f"server.tcp: cannot bind {address}: {exc.strerror}") from None
    finally:
        probe.close()
