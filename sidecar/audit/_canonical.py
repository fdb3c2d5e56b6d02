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
  a number token starting `0.0000` or carrying an `e`;
- NaN and infinities, which Python writes as `NaN`/`Infinity` and orjson as
  `null`: any `null` token sends the value to the standard encoder.

The search runs over the whole output, so text inside a string that looks like
such a token (`"a,1e5"`) also takes the standard path: slower, never different.
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
# A token after which orjson's text may not be json.dumps's: see the module docstring.
_MAY_DIFFER = re.compile(rb"(?:\A|[:,\[])-?(?:0\.0000|\d+(?:\.\d+)?e|null)")


def text(obj: Any) -> str:
    """Compact JSON of a plain value, keys in the order given, non-ASCII kept as is."""
    try:
        out = orjson.dumps(obj, option=_OPTIONS)
    except TypeError:  # orjson.JSONEncodeError: a value it does not write (see above)
        return standard(obj)
    if _MAY_DIFFER.search(out) is not None:
        return standard(obj)
    return out.decode()


def standard(obj: Any) -> str:
    """The reference encoder: what every stored record was written with."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
