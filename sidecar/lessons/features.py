"""What recall compares: an action's text, tokens, operation class and target resource.

Sentence embeddings place "back up the orders table" close to "drop the orders
table" (the resource dominates the vector), so recall also reads what the
action *does*: its operation class, from the vocabulary task alignment reads
too (`mage.sidecar.evaluation.operations`, whose names are re-exported here).
Two actions of which one only reads (or copies) and the other changes
something are unlikely to be the same action, however alike their wording.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping

from mage.contract import types as t
from mage.sidecar.evaluation.operations import (  # the shared vocabulary, re-exported
    CHANGE,
    CLASS_BITS,
    DESTRUCTIVE_CLASSES,
    LIGHT_REACH,
    NON_MUTATING,
    NON_MUTATING_CLASSES,
    OPERATIONS,
    operation,
    operations,
    stem,
    tokens,
    verb_class,
    words,
)

__all__ = [
    "CHANGE", "CLASS_BITS", "DESTRUCTIVE_CLASSES", "FEATURES_VERSION", "LIGHT_REACH",
    "NON_MUTATING", "NON_MUTATING_CLASSES", "OPERATIONS", "action_text", "analyse",
    "args_digest", "destructive_bits", "match_tokens", "node_id", "normalise", "operation",
    "operations", "stem", "target_of", "tokens", "verb_class", "words",
]

# What `analyse` computes changed (stored operation classes and words are analysed again).
FEATURES_VERSION = 2


def destructive_bits(verbs: Iterable[str]) -> int:
    """The classes that the policy's destructive verbs (delete, drop, kill, ...) fall in."""
    bits = operations(stem(v.lower()) for v in verbs)
    return bits | sum(CLASS_BITS[c] for c in DESTRUCTIVE_CLASSES if c in verbs)


def action_text(action: t.Action) -> str:
    """The text that is embedded and matched: description, tool, argument values (in that
    order, so that `operation` finds the description's verb)."""
    args = " ".join(v for _, v in sorted(action.arguments.items()))
    parts = [action.description.strip(), action.tool, args]
    return ". ".join(p for p in parts if p)[:2000]


def target_of(arguments: Mapping[str, str], labels: Mapping[str, str],
              keys: Iterable[str]) -> str:
    """The resource the action is aimed at: the first target-like argument, else a label,
    else the only argument whose value looks like a name (one word, not a number)."""
    lowered = {k.lower(): v for k, v in arguments.items()}
    for key in keys:
        value = lowered.get(key) or labels.get(key, "")
        if value.strip():
            return value.strip().lower()[:200]
    names = [v.strip() for _, v in sorted(arguments.items()) if _name_like(v)]
    return names[0].lower()[:200] if len(names) == 1 else ""


def _name_like(value: str) -> bool:
    v = value.strip()
    return 0 < len(v) <= 200 and not any(c.isspace() for c in v) and not _NUMBER.fullmatch(v)


_NUMBER = re.compile(r"[-+$\u20ac]?[\d.,_]+[%kmb]?", re.IGNORECASE)


def analyse(text: str, target: str) -> tuple[int, frozenset[str]]:
    """(operation, match tokens) of an action text, in one pass over its words."""
    ws = words(text)
    names = tokens(target) if target else frozenset()
    return verb_class(ws, names), frozenset(ws) - names


def match_tokens(text: str, target: str) -> frozenset[str]:
    """What lexical matching compares: the words besides the resource's own name (the
    target filter already requires the same resource, and its words would make every
    action on it look alike)."""
    return tokens(text) - tokens(target) if target else tokens(text)


def args_digest(arguments: Mapping[str, str]) -> str:
    body = json.dumps(sorted(arguments.items()), separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def node_id(prefix: str, *parts: str) -> str:
    """Content-derived ids: recording the same action or outcome again reuses its node."""
    return prefix + hashlib.sha256("\x00".join(parts).encode()).hexdigest()[:24]


def normalise(text: str) -> str:
    return " ".join(text.lower().split())
