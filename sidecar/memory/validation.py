"""Bounds and character rules for what is stored or echoed back.

Ids, session names, tool names and tags are printed by the audit CLI and the web view
and used as keys: a NUL or another control character there would cut or garble what a
reviewer reads, so they are refused rather than escaped.
"""

from __future__ import annotations

import re

from mage.sidecar.errors import InvalidRequest, MageError

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def check_name(value: str, where: str, max_chars: int,
               error: type[MageError] = InvalidRequest) -> None:
    """An identifier-like string: at most `max_chars`, no control characters."""
    if len(value) > max_chars:
        raise error(f"{where}: longer than {max_chars} characters")
    bad = _CONTROL.search(value)
    if bad:
        raise error(f"{where}: control character U+{ord(bad.group()):04X} at position "
                    f"{bad.start()}; ids, names and tags must be printable text")


def check_size(parts: list[str], where: str, max_bytes: int, setting: str,
               error: type[MageError] = InvalidRequest) -> None:
    """The UTF-8 size of several strings together, against a configured limit."""
    size = sum(len(p.encode()) for p in parts)
    if size > max_bytes:
        raise error(f"{where}: {size} bytes; the limit is {max_bytes} ({setting})")
