"""What recall compares: an action's text, tokens, operation classes and target resource.

Sentence embeddings place "back up the orders table" close to "drop the orders
table" (the resource dominates the vector), so recall also reads what the
action *does*: verbs are mapped to a small, generic set of operation classes,
and two actions whose classes are known and disjoint are unlikely to be the
same action, however alike their wording.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from collections.abc import Iterable, Mapping

from mage.client import types as t

_WORD = re.compile(r"[a-z0-9]+")
_STOPWORDS = ("a an the of to in on for and or with from at by into onto this that these those "
              "is are be it its as all any our my your their please now then also just so out")
_STOP = frozenset(_STOPWORDS.split())

# Generic English operation vocabulary, not tuned to any test data; stemmed at import.
OPERATIONS: dict[str, tuple[str, ...]] = {
    "destroy": ("delete", "remove", "erase", "wipe", "purge", "destroy", "drop", "rm", "unlink",
                "nuke", "discard", "obliterate", "eliminate", "rmdir", "del"),
    "truncate": ("truncate", "empty", "clear"),
    "kill": ("kill", "terminate", "pkill", "sigkill", "abort"),
    "shutdown": ("shutdown", "shut", "poweroff", "halt", "stop", "decommission", "disable"),
    "restart": ("restart", "reboot", "bounce", "recycle", "cycle", "reload", "roll"),
    "scale": ("scale", "resize", "autoscale"),
    "deploy": ("deploy", "release", "ship", "rollout", "promote", "publish", "push"),
    "rollback": ("rollback", "revert", "downgrade", "undo"),
    "transfer": ("transfer", "wire", "pay", "payout", "withdraw", "refund", "remit"),
    "modify": ("update", "alter", "modify", "change", "set", "edit", "patch", "rename", "migrate",
               "rewrite", "overwrite", "replace", "rotate", "reset", "chmod", "chown", "upgrade"),
    "create": ("create", "add", "insert", "provision", "make", "new", "open", "spawn", "launch"),
    "access": ("grant", "revoke", "invite", "share", "permission", "role", "allow", "deny"),
    "read": ("read", "list", "show", "get", "describe", "view", "inspect", "count", "select",
             "query", "fetch", "check", "search", "tail", "cat", "status", "log", "monitor",
             "analyze", "explain", "diff", "ls", "ps", "print", "look", "verify", "validate",
             "preview", "dry", "test", "measure", "report", "summarize", "watch", "scan"),
    "backup": ("backup", "back", "snapshot", "dump", "export", "copy", "archive", "replicate",
               "clone", "mirror", "save"),
    "send": ("send", "email", "mail", "notify", "message", "text", "announce", "forward"),
}
# Phrasal verbs, rewritten to one word before tokenising ("get rid of" is not a read).
_PHRASES: dict[str, str] = {
    r"get(?:ting)? rid of": "remove", r"shut(?:ting)? down": "shutdown",
    r"back(?:ing)? up": "backup", r"power(?:ing|ed)? off": "poweroff",
    r"tear(?:ing)? down": "destroy", r"roll(?:ing|ed)? back": "rollback",
    r"wipe(?:d)? out": "wipe", r"clean(?:ing|ed)? out": "purge",
    r"spin(?:ning)? down": "shutdown", r"spin(?:ning)? up": "launch",
    r"take(?:n)? offline": "shutdown", r"pay(?:ing)? out": "payout",
    r"look(?:ing)? at": "inspect", r"dry[ -]run": "preview",
}
_PHRASE = re.compile("|".join(f"\\b(?P<p{i}>{k})\\b" for i, k in enumerate(_PHRASES)))
_PHRASE_WORDS = tuple(_PHRASES.values())
_STARTER = re.compile("|".join(dict.fromkeys(re.split(r"[( \[]", k)[0] for k in _PHRASES)))


def _rewrite(m: re.Match[str]) -> str:
    return _PHRASE_WORDS[int(str(m.lastgroup)[1:])]


CLASS_BITS = {name: 1 << i for i, name in enumerate(OPERATIONS)}

DESTRUCTIVE_CLASSES = frozenset({"destroy", "truncate", "kill", "shutdown", "transfer"})


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper: deleting, deleted, deletes, delete -> delet."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix) and not word.endswith("ss"):
            word = word[: -len(suffix)]
            if word[-1] == word[-2] and word[-1] not in "aeiouls":
                word = word[:-1]  # dropped -> drop, stopping -> stop
            break
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word


_STEM_CLASS = {stem(w): name for name, words in OPERATIONS.items() for w in words}


def words(text: str) -> list[str]:
    """Stemmed content words in order, lower case, phrasal verbs joined."""
    text = text.lower()
    if _STARTER.search(text):  # a search for the first words is far cheaper than the rewrite
        text = _PHRASE.sub(_rewrite, text)
    return [stem(w) for w in _WORD.findall(text) if w not in _STOP]


def tokens(text: str) -> frozenset[str]:
    """Stemmed content words of a text, identifiers split at punctuation."""
    return frozenset(words(text))


def operations(toks: Iterable[str]) -> int:
    """The operation classes named by these tokens, as a bitmask (0: none recognised)."""
    bits = 0
    for tok in toks:
        name = _STEM_CLASS.get(tok)
        if name is not None:
            bits |= CLASS_BITS[name]
    return bits


def operation(text: str) -> int:
    """The class of the first operation word: the verb of an imperative ("export the
    list") rather than nouns later on ("the list", "the release"); 0 when none."""
    for word in words(text):
        name = _STEM_CLASS.get(word)
        if name is not None:
            return CLASS_BITS[name]
    return 0


def destructive_bits(verbs: Iterable[str]) -> int:
    """The classes that the policy's destructive verbs (delete, drop, kill, ...) fall in."""
    bits = operations(stem(v.lower()) for v in verbs)
    return bits | sum(CLASS_BITS[c] for c in DESTRUCTIVE_CLASSES if c in verbs)


def action_text(action: t.Action) -> str:
    """The text that is embedded and matched: description, tool, argument values (in that
    order, so that `operation` finds the description's verb first)."""
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
    op = next((CLASS_BITS[_STEM_CLASS[w]] for w in ws if w in _STEM_CLASS), 0)
    toks = frozenset(ws)
    return op, (toks - tokens(target) if target else toks)


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
