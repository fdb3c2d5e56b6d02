"""What the `mage audit` commands share: the database reader, filters, tables and colour."""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from mage.sidecar.errors import InvalidRequest, MageError
from mage.sidecar.store import review as review_store

VERDICTS = ["PROCEED", "WARN", "REDIRECT", "HALT"]
ACTION_TYPES = ["internal_reasoning", "tool_read", "tool_write", "final_output", "custom"]
_COLOURS = {"PROCEED": 32, "WARN": 33, "REDIRECT": 35, "HALT": 31, "false_positive": 36,
            "confirmed": 34}
_ANSI = re.compile(r"\033\[[0-9;]*m")


def reader(opts: argparse.Namespace) -> Any:
    """A read-only connection to the sidecar's database under --data-dir."""
    path = Path(opts.data_dir) / "mage.db"
    if not path.exists():
        raise MageError(f"no database at {path}; pass --data-dir of a sidecar")
    import apsw

    conn = apsw.Connection(str(path), flags=apsw.SQLITE_OPEN_READONLY)
    try:  # a damaged file opens; its first read fails
        conn.execute("SELECT count(*) FROM sqlite_master").fetchall()
    except apsw.Error as exc:
        raise MageError(f"{path}: cannot be read as a MAGE database ({exc})") from None
    return conn


class TenantOption(argparse.Action):
    """`--tenant`, remembering that it was given: verify and head cover every tenant
    unless it was."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        namespace.tenant, namespace.tenant_given = values, True


def only_tenant(opts: argparse.Namespace) -> str | None:
    """The tenant `--tenant` named, or None when it was not given."""
    return str(opts.tenant) if getattr(opts, "tenant_given", False) else None


def parse_time(text: str, field: str = "time") -> int:
    """ISO time, Unix ms, or a span before now (7d, 24h, 30m), as Unix ms; '' is 0."""
    if not text:
        return 0
    if text.isdigit():
        return int(text)
    span = re.fullmatch(r"(\d+)([dhm])", text)
    if span:
        unit = {"d": 86_400_000, "h": 3_600_000, "m": 60_000}[span.group(2)]
        return int(time.time() * 1000) - int(span.group(1)) * unit
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidRequest(f"{field}: expected an ISO time, Unix ms or a span like 7d, "
                             f"got {text!r}") from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)  # times in the log are UTC
    return int(when.timestamp() * 1000)


def add_filters(p: argparse.ArgumentParser) -> None:
    """The decision filters every listing command takes."""
    p.add_argument("--session", default="")
    p.add_argument("--verdict", default="", choices=["", *VERDICTS])
    p.add_argument("--action-type", default="", choices=["", *ACTION_TYPES])
    p.add_argument("--tool", default="")
    p.add_argument("--rule", default="", help="decisions with evidence from this rule")
    p.add_argument("--since", default="", help="ISO time (UTC), Unix ms, or a span: 7d, 24h")
    p.add_argument("--until", default="", help="ISO time (UTC), Unix ms, or a span: 7d, 24h")


def filter_from(opts: argparse.Namespace) -> review_store.Filter:
    return review_store.Filter(
        opts.session, opts.verdict, opts.action_type, opts.tool, opts.rule,
        parse_time(opts.since, "--since"), parse_time(opts.until, "--until"))


def colour_on() -> bool:
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def paint(text: str, key: str = "") -> str:
    """Colour a verdict or a mark when the terminal supports it."""
    code = _COLOURS.get(key or text.strip())
    if not code or not colour_on():
        return text
    return f"\033[{code}m{text}\033[0m"


def when(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%d %H:%M:%S")


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]],
          painted: Sequence[int] = (), right: Sequence[int] = ()) -> str:
    """Columns padded to their widest cell; `painted` columns get verdict colours."""
    cells = [[str(c) for c in row] for row in rows]
    widths = [max([len(h), *(len(r[i]) for r in cells)]) for i, h in enumerate(headers)]
    out = ["  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip()]
    for row in cells:
        out.append("  ".join(_cell(c, i, widths[i], painted, right)
                             for i, c in enumerate(row)).rstrip())
    return "\n".join(out)


def _cell(text: str, i: int, width: int, painted: Sequence[int], right: Sequence[int]) -> str:
    padded = text.rjust(width) if i in right else text.ljust(width)
    return paint(padded, text) if i in painted else padded


def pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


Handler = Callable[[argparse.Namespace], int]


def accept_after(parser: argparse.ArgumentParser, flag: str, **kw: Any) -> None:
    """Let a subcommand take a flag its group already takes, so it may come before or
    after the subcommand's name (as `mage serve --data-dir D` has it); given in both
    places, the later one wins. A subcommand that defines the flag itself keeps its own."""
    with contextlib.suppress(argparse.ArgumentError):
        parser.add_argument(flag, default=argparse.SUPPRESS, help=argparse.SUPPRESS, **kw)
