"""Hiding a line inside tool output, and cutting the window the runtime would score.

A payload (or a benign note) goes at the start or end of a document, on a line
of its own in the middle, inside an HTML comment, as a JSON string or field,
inside an existing field value, or behind a label the document already uses
(a calendar description, a transaction memo, a CSV remark). ``insert`` returns
the new text and the span the line occupies, so the clean twin is the same
text with that span taken out.

The runtime scores long content in overlapping windows and keeps the worst
one; ``window`` cuts a run of tokens around the span, at a random offset, as
the training example for that document.
"""

from __future__ import annotations

import random
import re

from tokenizers import Tokenizer

LABELLED = [
    "DESCRIPTION:{}",
    "Memo: {}",
    "Notes: {}",
    "description: {}",
    "comment={}",
    "Reference: {}",
    "remarks,\"{}\"",
    "| note | {} |",
    "<td>{}</td>",
    "<p>{}</p>",
    '<span style="font-size:0">{}</span>',
    "> {}",
    "# {}",
]
SHAPES = ["line", "line", "start", "end", "comment", "json", "labelled", "labelled", "value"]
_VALUE = re.compile(r'(: ?"|=")([^"\n]{2,})(")')


def insert(doc: str, line: str, rng: random.Random) -> tuple[str, int, int]:
    """Puts ``line`` into ``doc``; returns the text and the inserted span [start, end)."""
    shape = rng.choice(SHAPES)
    if shape == "comment":
        line = f"<!-- {line} -->"
    elif shape == "json":
        line = rng.choice(['"note": "{}",', '{{"message": "{}"}}', '"memo": "{}"']).format(
            line.replace('"', "'")
        )
    elif shape == "labelled":
        line = rng.choice(LABELLED).format(line.replace('"', "'"))
    elif shape == "value":
        spots = list(_VALUE.finditer(doc))
        if spots:
            spot = rng.choice(spots)
            piece = " " + line.replace('"', "'")
            at = spot.end(2)
            return doc[:at] + piece + doc[at:], at, at + len(piece)
    if shape == "start":
        piece = line + "\n"
        return piece + doc, 0, len(piece)
    if shape == "end" or "\n" not in doc:
        piece = "\n" + line
        return doc + piece, len(doc), len(doc) + len(piece)
    breaks = [m.start() for m in re.finditer("\n", doc)]
    at = rng.choice(breaks)
    piece = "\n" + line
    return doc[:at] + piece + doc[at:], at, at + len(piece)


def window(
    tokenizer: Tokenizer, text: str, span: tuple[int, int], budget: int, rng: random.Random
) -> tuple[int, int]:
    """A char range of at most ``budget`` tokens holding ``span``, placed at random.

    When the span alone is longer than the budget, the range starts with it.
    """
    offsets = tokenizer.encode(text).offsets[1:-1]
    if len(offsets) <= budget:
        return 0, len(text)
    first = next((k for k, (a, b) in enumerate(offsets) if b > span[0]), len(offsets) - 1)
    last = max((k for k, (a, b) in enumerate(offsets) if a < span[1]), default=first)
    room = budget - (last - first + 1)
    if room <= 0:
        lo = first
    else:
        lo = rng.randint(max(0, first - room), min(first, len(offsets) - budget))
    hi = min(len(offsets), lo + budget) - 1
    return offsets[lo][0], offsets[hi][1]


def twin(text: str, span: tuple[int, int], cut: tuple[int, int]) -> tuple[str, str]:
    """The window with the span (the poisoned text) and without it (its clean twin)."""
    lo, hi = cut
    a, b = max(lo, span[0]), min(hi, span[1])
    return text[lo:hi], text[lo:a] + text[b:hi]
