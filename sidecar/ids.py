"""Sortable decision ids (ULID layout: 48-bit milliseconds, 80 random bits)."""

from __future__ import annotations

import os
import threading
import time

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base32: no I, L, O, U


class DecisionIds:
    """Monotonic within a process: ids made in the same millisecond still sort."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._last_ms = -1
        self._last_rand = 0

    def new(self, now_ms: int | None = None) -> str:
        ms = int(time.time() * 1000) if now_ms is None else now_ms
        with self._lock:
            if ms <= self._last_ms:
                ms, rand = self._last_ms, self._last_rand + 1
            else:
                rand = int.from_bytes(os.urandom(10), "big") >> 1  # headroom for increments
            self._last_ms, self._last_rand = ms, rand
        return _encode(ms, 10) + _encode(rand, 16)


def _encode(value: int, width: int) -> str:
    out = []
    for _ in range(width):
        value, digit = divmod(value, 32)
        out.append(_ALPHABET[digit])
    return "".join(reversed(out))


def time_ms_of(decision_id: str) -> int:
    """The millisecond timestamp encoded in a decision id."""
    value = 0
    for ch in decision_id[:10]:
        value = value * 32 + _ALPHABET.index(ch)
    return value
