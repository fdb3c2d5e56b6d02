"""Reading part of a long tool output at a check that cannot wait for all of it.

A check scores the unscored content it rests on within `classifier.check_budget_chars`;
an output longer than what is left would otherwise be judged by the rules alone until
the background scorer reaches it, and an instruction planted deep in a long review list
or log is then not read when the agent acts on it. Skimming reads, within what is left
of the budget, the pieces of the output where an instruction is likeliest to sit: prose
(not table rows, records or ids) that carries a cue of the injection rule, speaks to the
agent, asks for something (`intent.asks`) or names an address, in that order, each piece
scored on its own (plain prose is not: the model reads a short piece of a letter as
poisoned too often). A piece the model finds poisoned gives the entry its score at once;
when none is, the entry stays with the background scorer, which reads all of it. An
output up to `classifier.check_wait_chars` is not skimmed: the check waits for the
background scorer's reading of all of it.
"""

from __future__ import annotations

import re

from mage.sidecar.evaluation import intent
from mage.sidecar.memory.detectors import (
    IDENTIFIER_KINDS,
    detect_injection,
    token_kind,
    value_tokens,
)
from mage.sidecar.memory.prose import is_prose

__all__ = ["PIECE_MAX", "pick", "pieces"]

# Where a piece ends: a line break, a sentence end, or the quote that closes a JSON value.
_END = re.compile(r'\n|(?<=[.!?])\s+|"\s*[,}\]]')
PIECE_MIN, PIECE_MAX = 48, 600  # characters: short pieces join the next, long ones are cut
_ADDRESSED = re.compile(r"\b(?:you|your|assistant|agent|ai|model|bot|llm)(?:\b|_)", re.IGNORECASE)


def pieces(content: str) -> list[tuple[int, int]]:
    """The content as spans of lines, sentences and JSON values of PIECE_MIN to PIECE_MAX
    characters (a longer run is cut)."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in [*_END.finditer(content), None]:
        end = m.end() if m is not None else len(content)
        if end - start < PIECE_MIN and m is not None:
            continue
        while end - start > PIECE_MAX:
            out.append((start, start + PIECE_MAX))
            start += PIECE_MAX
        if content[start:end].strip():
            out.append((start, end))
        start = end
    return out


def _rank(text: str) -> int:
    """How much a piece looks like an instruction (0: plain prose)."""
    rank = 3 if detect_injection(text).cues else 0
    rank += 2 if _ADDRESSED.search(text) else 0
    rank += 1 if intent.may_ask(text) and intent.asks(text) else 0
    rank += 1 if any(token_kind(tok) in IDENTIFIER_KINDS for tok in value_tokens(text)) else 0
    return rank


def pick(content: str, budget_chars: int) -> list[tuple[int, int]]:
    """The prose pieces of the content to score within `budget_chars`, likeliest first,
    plain prose left out (each distinct text once: identical reviews are read once)."""
    seen: set[str] = set()
    ranked: list[tuple[int, int, tuple[int, int]]] = []
    for i, (a, b) in enumerate(pieces(content)):
        text = content[a:b].strip()
        if text in seen or not is_prose(text):
            continue
        seen.add(text)
        rank = _rank(text)
        if rank:  # plain prose alone is left to the whole read: the model misreads pieces
            ranked.append((-rank, i, (a, b)))
    out, left = [], budget_chars
    for _, _, (a, b) in sorted(ranked):
        if b - a <= left:
            out.append((a, b))
            left -= b - a
    return sorted(out)
