"""Bounds and character rules for what is stored or echoed back.

Ids, session names, tool names and tags are printed by the audit CLI and the web view
and used as keys: a NUL or another control character there would cut or garble what a
reviewer reads, so they are refused rather than escaped.
"""

from __future__ import annotations

import re

from mage.contract import types as t
from mage.sidecar.config import Limits
from mage.sidecar.errors import InvalidRequest, MageError

CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")  # refused in ids, names and tags


def check_name(value: str, where: str, max_chars: int,
               error: type[MageError] = InvalidRequest) -> None:
    """An identifier-like string: at most `max_chars`, no control characters."""
    if len(value) > max_chars:
        raise error(f"{where}: longer than {max_chars} characters")
    bad = CONTROL.search(value)
    if bad:
        raise error(f"{where}: control character U+{ord(bad.group()):04X} at position "
                    f"{bad.start()}; ids, names and tags must be printable text")


def check_size(parts: list[str], where: str, max_bytes: int, setting: str,
               error: type[MageError] = InvalidRequest) -> None:
    """The UTF-8 size of several strings together, against a configured limit."""
    size = sum(len(p.encode()) for p in parts)
    if size > max_bytes:
        raise error(f"{where}: {size} bytes; the limit is {max_bytes} ({setting})")


def check_request(session: str, action: t.Action, context: t.Context,
                  memory_ids: tuple[str, ...], lim: Limits) -> None:
    """A check's fields are bounded like a memory's: the action and its context are
    stored in the audit log and shown to reviewers."""
    check_name(session, "session", lim.max_id_chars)
    for name, value in (("action.tool", action.tool), ("action.custom_type", action.custom_type),
                        ("context.environment", context.environment),
                        ("context.phase", context.phase)):
        check_name(value, name, lim.max_id_chars)
    for where, mapping in (("action.arguments", action.arguments),
                           ("context.labels", context.labels)):
        for key, value in mapping.items():
            check_name(key, f"{where} key {key[:40]!r}", lim.max_id_chars)
            check_size([value], f"{where}[{key!r}]", lim.max_content_bytes,
                       "limits.max_content_bytes")
    parts = [action.tool, action.description, *action.arguments, *action.arguments.values(),
             *context.labels, *context.labels.values()]
    check_size(parts, "action and context", lim.max_check_bytes, "limits.max_check_bytes")
    if len(memory_ids) > lim.max_basis_ids:
        raise InvalidRequest(f"memory_ids: {len(memory_ids)} ids; the limit is "
                             f"{lim.max_basis_ids} (limits.max_basis_ids)")
    for i, memory_id in enumerate(memory_ids):
        check_name(memory_id, f"memory_ids[{i}]", lim.max_id_chars)
