"""The canonical text of a plain value, byte for byte what `json.dumps` writes.

Stored records were written with `json.dumps(obj, separators=(",", ":"),
ensure_ascii=False)` and the chain hashes those bytes, so that text is the
format. orjson writes the same text for what records hold (strings of any code
point, booleans, null, ints within 64 bits, floats from 1e-4 up, lists and
dicts in insertion order) several times faster. Where it would write something
else, `text` notices and asks `json.dumps`:

- a value orjson refuses (an int beyond 64 bits, a lone surrogate, a key that
  is not a string, a subclass of a built-in type) raises, so the standard
  encoder writes it, or raises as it always did;
- a float under 1e-4 in magnitude, which Python writes with an exponent
  (`1e-07`) and orjson writes otherwise (`1e-7`, `0.00001`): found in the output as
  a digit followed by `e-`, or as `0.0000` (floats from 1e-4 up are written alike,
  the large ones' exponents included);
- NaN and infinities, which Python writes as `NaN`/`Infinity` and orjson as
  `null`: any `null` in the output sends the value to the standard encoder.

The search runs over the whole output, strings included, so text that merely looks
like such a value (`"1e-5"`, `"nullable"`) also takes the standard path: slower,
never different. It costs a few substring searches, which find nothing in the
records the sidecar writes.
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson

# Subclasses (an IntEnum, a numpy float64), dataclasses and datetimes are not written
# natively: they raise and take the standard path, as they would have.
_OPTIONS = (orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS
            | orjson.OPT_PASSTHROUGH_DATETIME)
# A negative exponent after a digit; the literal first lets `re` skip to each "e-".
_SMALL_EXPONENT = re.compile(rb"e-(?<=[0-9]e-)")


def text(obj: Any) -> str:
    """Compact JSON of a plain value, keys in the order given, non-ASCII kept as is."""
    try:
        out = orjson.dumps(obj, option=_OPTIONS)
    except TypeError:  # orjson.JSONEncodeError: a value it does not write (see above)
        return standard(obj)
    if may_differ(out):
        return standard(obj)
    return out.decode()


def may_differ(out: bytes) -> bool:
    """Whether orjson's output holds something json.dumps might write otherwise."""
    return (b"null" in out or b"0.0000" in out
            or (b"e-" in out and _SMALL_EXPONENT.search(out) is not None))


def standard(obj: Any) -> str:
    """The reference encoder: what every stored record was written with."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
