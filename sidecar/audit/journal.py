"""The decision log: an append-only file every audit record reaches before its answer.

A check is answered once its record is in this file, not once it is in the
database: appending a line costs one `write` (plus `fdatasync` with durability
"power", once per commit group), where a SQLite commit cost a transaction and
sometimes waited behind other writes. The writer copies the lines into the
database (the decisions and explanations tables, the chain heads, the review
index) after the answer, in transactions of its own, and empties the file once
everything in it is there. So the file holds the records answered since the
database last caught up: after a crash, the writer puts them into the database
at start (`Writer.__init__`), and `mage audit verify` walks them on from the
database's head, so a record answered but not yet copied is verified too.

One line per record, both chains' kinds (decisions and their explanations):

    {"kind":"decision","tenant":"acme","prev":"<hash>","hash":"<hash>","pending":false}<TAB><record>

The header is JSON; the record is its canonical text (no tab or line break: JSON
escapes both), chained as in the database: `hash = chain_hash(prev, record)`.
A line without its line break (the process died inside the write) was never
acknowledged; opening the file for writing cuts it off.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import orjson

from mage.sidecar.audit.chain import chain_hash

Kind = Literal["decision", "explanation"]
SUFFIX = ".decision-log"


class JournalError(Exception):
    """The decision log cannot be read as written (a line changed, or out of its chain)."""


def path_for(db: Path | str) -> Path:
    """The decision log that goes with a database file."""
    return Path(f"{db}{SUFFIX}")


@dataclass(frozen=True, slots=True)
class Line:
    """One record as the log holds it."""

    kind: Kind
    tenant: str
    prev: str
    hash: str
    pending: bool
    text: str
    number: int = 0  # its line number in the file, from 1 (0: not read from a file)

    def encode(self) -> bytes:
        header = orjson.dumps({"kind": self.kind, "tenant": self.tenant, "prev": self.prev,
                               "hash": self.hash, "pending": self.pending})
        return header + b"\t" + self.text.encode() + b"\n"

    def problem(self) -> str:
        """Why the line's hash does not cover its record ("" when it does)."""
        if chain_hash(self.prev, self.text) != self.hash:
            return f"line {self.number} was modified after it was written"
        return ""


def decode(raw: bytes, number: int) -> Line:
    """One line of the file (without its line break).

    Raises:
        JournalError: the line is not a header and a record.
    """
    head, tab, text = raw.partition(b"\t")
    try:
        plain = orjson.loads(head)
        kind = plain["kind"]
        if not tab or kind not in ("decision", "explanation"):
            raise ValueError("not a decision log line")
        return Line(kind, str(plain["tenant"]), str(plain["prev"]), str(plain["hash"]),
                    bool(plain["pending"]), text.decode(), number)
    except (ValueError, KeyError, TypeError, UnicodeDecodeError) as exc:
        raise JournalError(f"line {number} is not a decision log line ({exc})") from None


def read(path: Path) -> Iterator[Line]:
    """Every complete line of the log at `path` (none when there is no file); a last line
    cut off by a crash is not read.

    Raises:
        JournalError: a line that cannot be decoded.
    """
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return
    lines = data.split(b"\n")
    for number, raw in enumerate(lines[:-1], start=1):  # the last piece has no line break
        yield decode(raw, number)


class Journal:
    """The file, open for appending; one writer at a time (the caller holds its lock)."""

    def __init__(self, path: Path, sync: bool) -> None:
        """Open (or create) the log at `path`, cutting off a torn last line.

        Args:
            sync: `fdatasync` after every append that holds a decision (durability
                "power"; an explanation alone is not synced: lost, its decision stays
                pending and is explained again at start).
        """
        self.path, self.sync = path, sync
        self._fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600)
        self.size = os.fstat(self._fd).st_size
        self.cut = 0  # bytes of a torn last line cut off at opening
        if self.size:
            data = path.read_bytes()
            whole = data.rfind(b"\n") + 1
            if whole < len(data):  # a write the process did not live to finish
                os.ftruncate(self._fd, whole)
                self.cut, self.size = len(data) - whole, whole

    def append(self, lines: Sequence[Line]) -> None:
        """Write `lines` with one `write` (and one `fdatasync` when syncing and a line is a
        decision).

        A write that fails, or writes less than asked (a full disk), is undone: the file is
        cut back to where it was, so no partial line stays in front of later ones.
        """
        data = b"".join(line.encode() for line in lines)
        try:
            written = os.write(self._fd, data)
            if written != len(data):
                raise OSError(f"decision log: wrote {written} of {len(data)} bytes")
            if self.sync and any(line.kind == "decision" for line in lines):
                os.fdatasync(self._fd)
        except BaseException:
            with contextlib.suppress(OSError):  # the write's own error is the one to report
                os.ftruncate(self._fd, self.size)
            raise
        self.size += len(data)

    def reset(self) -> None:
        """Empty the file (everything in it is in the database)."""
        os.ftruncate(self._fd, 0)
        if self.sync:
            os.fdatasync(self._fd)
        self.size = 0

    def close(self) -> None:
        os.close(self._fd)
