"""What an entry's write-time facts are, and a session graph rebuilt from its log.

The detectors run once, when an entry is written; their findings are stored with the
entry and reused when a session is rebuilt (at load, by replay, by the web view), as
long as they carry this version of the detectors.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from json.encoder import encode_basestring as _json_str

from mage.contract import types as t
from mage.sidecar.memory import heap
from mage.sidecar.memory.detectors import detect_injection, value_tokens
from mage.sidecar.memory.graph import UNTRUSTED_SOURCES, VOICED_SOURCES, Node, Patch, Session
from mage.sidecar.store import db as store


@dataclass(frozen=True, slots=True)
class Facts:
    """What the detectors find in an entry's content when it is written: instructions
    addressed to the agent (the taint's reason, or '') and the value tokens the index
    keeps. Stored with the entry, tagged with FACTS_VERSION, so a rebuild reuses them
    instead of running the detectors again (about half of a rebuild's time)."""

    injection: str
    tokens: frozenset[str]

    def encode(self) -> str:
        """The stored form: FACTS_VERSION, then compact JSON [injection, [tokens]]
        (written with json's own string escaping: one is made per entry written)."""
        tokens = ",".join(map(_json_str, self.tokens))
        return f"{FACTS_VERSION}[{_json_str(self.injection)},[{tokens}]]"

    @staticmethod
    def decode(text: str) -> Facts | None:
        """The stored facts, or None when absent or written by other detectors."""
        if not text.startswith(FACTS_VERSION):
            return None
        injection, tokens = json.loads(text[len(FACTS_VERSION):])
        return Facts(injection, frozenset(tokens))


def detect(sess: Session, content: str, source: str, extra: Sequence[str] = ()) -> Facts:
    """Run the detectors on one entry, against the session as it stands (the injection
    detector reads what the user has named so far).

    `extra` is the entry's other text (tool name, tags, claims): an instruction planted
    there reaches the agent as surely as one in the content, so the injection detector
    reads it too; the token index keeps to the content.
    """
    injection = ""
    if source in UNTRUSTED_SOURCES:
        found = detect_injection("\n".join((content, *extra)), sess.user_named)
        if found.tainted:
            injection = f"instructions addressed to the agent ({', '.join(found.cues)})"
    # Only the user's (or system's) words and untrusted content feed the token index.
    tokens = value_tokens(content) if source in VOICED_SOURCES else set()
    return Facts(injection, frozenset(tokens))


def other_text(tool: str, tags: Sequence[str], claims: Iterable[Sequence[str]]) -> list[str]:
    """An entry's text besides its content, as `detect` reads it."""
    return [tool, *tags, *(" ".join(c) for c in claims)]


# What `detect` computes, named explicitly: stored facts carry it and are reused only by
# the same version. Bump it whenever the detectors, `detect` or the source sets change;
# tests/unit/memory/test_facts.py holds a digest of that code and fails until the bump is made.
FACTS_VERSION = "f20|"


def add_row(sess: Session, row: store.EntryRow) -> list[t.Flag]:
    """Compute an entry's write-time facts into a session graph; returns its flags. The
    detectors' findings stored with the row are used when they are this version's."""
    found = Facts.decode(row.facts) if row.facts else None
    if found is None:
        found = detect(sess, row.content, row.source, other_text(row.tool, row.tags, row.claims))
    return add_fresh(sess, row, found)


def add_fresh(sess: Session, row: store.EntryRow, found: Facts) -> list[t.Flag]:
    """Add an entry whose facts were just computed; returns its flags."""
    node = Node(row.id, row.seq, row.source, row.kind, row.tool, row.confidence,
                row.depends_on, row.digest)
    return sess.add(node, row.claims, found.tokens, found.injection, row.content)


def rebuild(rows: Iterable[store.EntryRow | store.PatchRow],
            scores: dict[str, store.Score], threshold: float,
            upto_seq: int | None = None) -> Session:
    """A session graph from its log (optionally as it stood at a snapshot), the way the
    sidecar builds it: used at load, and by replay and selection."""
    sess = Session()
    flagged: dict[str, str] = {}  # the content of entries the classifier flagged
    for i, row in enumerate(rows, 1):
        if upto_seq is not None and row.seq > upto_seq:
            break
        if i % 1000 == 0:
            heap.grew(1000)
        if isinstance(row, store.EntryRow):
            add_row(sess, row)
            if row.id in scores and scores[row.id][0] >= threshold:
                flagged[row.id] = row.content
        else:
            sess.apply_patch(Patch(row.entry_id, row.op, row.value, row.target_id))
    for entry_id, (p, category, passages) in scores.items():
        sess.set_poison(entry_id, p, category, threshold, flagged.get(entry_id, ""), passages)
    return sess
