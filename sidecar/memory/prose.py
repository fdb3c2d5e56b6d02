"""Which parts of a tool's output read as prose: where an instruction can sit.

An instruction addressed to the agent is a sentence or more of ordinary words. The
data around it in a tool's output — table rows, records, ids, names, amounts — is not,
even where a classifier scores a fragment of it high or a rule's passage reaches over
it. These helpers cut a located passage down to its prose, so the values of the rows
beside an instruction stay the tool's data (a flight number on the row that also
carries an injected note, a transfer listed above a planted notice).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["PROSE_WORDS", "is_prose", "prose_parts", "wordless"]

# Words in lower case, or shouted, outside identifiers, addresses and paths; a JSON key
# ("status":) names a field and is left out.
_PROSE_WORD = re.compile(r"(?<![\w@./-])(?:[a-z][a-z']+|[A-Z]{2,})(?![\w@/-])")
_JSON_KEY = re.compile(r'"[\w -]{1,40}"\s*:')
# Where a table row splits into cells: a tab, a column rule, a run of spaces, or a CSV
# comma (one not followed by a space or a digit: "1,950.00" is a number).
_CELL_GAP = re.compile(r"\t|\s\|\s|[ ]{2,}|,(?=[^\s\d])")
_LINE = re.compile(r"[^\n]+")
PROSE_WORDS = 5  # words that make a span read as prose


def is_prose(text: str) -> bool:
    """Whether a span reads as prose: PROSE_WORDS or more words in lower case (or shouted),
    JSON keys left out. Names, ids, amounts and dates are capitalised or hold digits."""
    return len(_PROSE_WORD.findall(_JSON_KEY.sub(" ", text))) >= PROSE_WORDS


# A word of any case outside identifiers, addresses and paths ("Delete", "everything"; not
# "lionsgate" of "見積書_lionsgate_v2.pdf", not "KB"), and a run of text in a script written
# without spaces or in Hangul ("来週から新しい購買システム", "확인 부탁드립니다").
_ANY_WORD = re.compile(r"(?<![\w@./-])[A-Za-z][a-z']+(?![\w@/-])")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]{6,}"
                      r"|[\uac00-\ud7af]+\s+[\uac00-\ud7af]+")


def wordless(text: str) -> bool:
    """Whether a text holds no words an order could be given in: fewer than two words
    outside its JSON keys, identifiers, paths and addresses, and no run of Chinese,
    Japanese or Korean text (a file search's ids, paths, sizes and dates)."""
    rest = _JSON_KEY.sub(" ", text[:65536])
    words = _ANY_WORD.finditer(rest)
    if next(words, None) is not None and next(words, None) is not None:
        return False  # two words: no need to read on
    return not _CJK_RUN.search(rest)


def prose_parts(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The parts of text[start:end] that may hold an instruction. A span with no table
    row in it is kept whole; otherwise it is read line by line: a line that splits into
    cells keeps the run from its first prose cell to its last, or nothing when no cell
    is prose (a row of data); a line that does not split is kept when it is prose (a
    notice), not when it is a caption ("search-svc deployments (production)"). Adjacent
    parts are joined."""
    lines = [(m.start(), m.end()) for m in _LINE.finditer(text, start, end)]
    rows = [_cells(text, a, b) for a, b in lines]
    if all(len(cells) < 2 for cells in rows):
        return [(start, end)]
    out: list[tuple[int, int]] = []
    for (a, b), cells in zip(lines, rows, strict=True):
        if len(cells) >= 2:
            wordy = [c for c in cells if is_prose(text[c[0]:c[1]])]
            if not wordy:
                continue
            a, b = wordy[0][0], wordy[-1][1]
        elif not is_prose(text[a:b]):
            continue
        if out and not text[out[-1][1]:a].strip():
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A line's cells, its indentation and trailing space left out."""
    line = text[start:end]
    start += len(line) - len(line.lstrip())
    end -= len(line) - len(line.rstrip())
    cells, at = [], start
    for m in _CELL_GAP.finditer(text, start, end):
        if m.start() > at:
            cells.append((at, m.start()))
        at = m.end()
    if end > at:
        cells.append((at, end))
    return cells


def merged(parts: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Spans sorted, those that touch or overlap joined."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(parts):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return tuple(out)
