"""The operation vocabulary: which generic class of operation a verb names.

Sentence embeddings place "back up the orders table" close to "drop the orders
table" (the resource dominates the vector), so what an action *does* is read
from its verb, mapped to a small, generic set of operation classes. The verb is
where an imperative or a command line puts it, the first word (after a program
name such as `kubectl` or an adverb); a light verb ("make X public", "take a
snapshot") takes its class from what follows; a question asks, so it reads.

Two readers share it: lessons recall (is a past action the same operation as
this one?) and task alignment (did the user ask for this operation?). Like the
registry, it imports nothing of the sidecar, so the write path reads it too.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

_WORD = re.compile(r"[a-z0-9]+")
_STOPWORDS = ("a an the of to in on for and or with from at by into onto this that these those "
              "is are be it its as all any our my your their please now then also just so out")
_STOP = frozenset(_STOPWORDS.split())

# Generic English and command-line operation vocabulary; stemmed at import.
OPERATIONS: dict[str, tuple[str, ...]] = {
    "destroy": ("delete", "remove", "erase", "wipe", "purge", "destroy", "drop", "rm", "unlink",
                "nuke", "discard", "obliterate", "eliminate", "rmdir", "del", "rb", "dropdb",
                "expunge", "shred", "scrub", "deprovision", "offboard", "uninstall",
                "deregister", "unregister", "evict", "trash"),
    "truncate": ("truncate", "empty", "clear", "flush", "flushall", "flushdb"),
    "kill": ("kill", "terminate", "pkill", "sigkill", "abort"),
    "shutdown": ("shutdown", "shut", "poweroff", "halt", "stop", "decommission", "disable",
                 "deactivate", "pause", "suspend", "mute", "silence", "snooze", "suppress",
                 "freeze", "cordon", "drain", "block", "lock", "disconnect", "detach"),
    "restart": ("restart", "reboot", "bounce", "recycle", "cycle", "reload", "respawn"),
    "scale": ("scale", "resize", "autoscale"),
    "deploy": ("deploy", "redeploy", "release", "ship", "rollout", "promote", "publish", "push",
               "apply", "install"),
    "rollback": ("rollback", "revert", "downgrade", "undo", "reverse", "restore"),
    "transfer": ("transfer", "wire", "pay", "payout", "withdraw", "refund", "remit", "credit",
                 "debit", "charge", "reimburse", "disburse", "settle"),
    "modify": ("update", "alter", "modify", "change", "edit", "patch", "rename", "migrate",
               "rewrite", "overwrite", "replace", "rotate", "reset", "chmod", "chown", "upgrade",
               "repoint", "redirect", "move", "configure", "adjust", "tweak", "toggle", "enable",
               "merge"),
    "create": ("create", "add", "insert", "provision", "new", "open", "spawn", "launch",
               "build", "generate", "register"),
    "access": ("grant", "revoke", "invite", "share", "allow", "deny", "permit", "authorize",
               "authorise", "elevate", "assign", "unshare", "attach"),
    "read": ("read", "list", "show", "get", "describe", "view", "inspect", "count", "select",
             "query", "fetch", "check", "search", "tail", "cat", "status", "log", "monitor",
             "analyze", "analyse", "explain", "diff", "ls", "ps", "print", "look", "verify",
             "validate", "preview", "dry", "test", "measure", "report", "summarize", "watch",
             "scan", "peek", "browse", "display", "retrieve", "lookup", "resolve", "dig",
             "nslookup", "whois", "ping", "find", "grep", "head", "less", "stat", "df", "du",
             "top", "wc", "examine", "review", "audit", "trace", "diagnose", "plan", "estimate",
             "simulate", "compare", "enumerate", "poll", "probe", "tally", "compute",
             "calculate", "profile", "render", "sample", "stream", "follow"),
    "backup": ("backup", "snapshot", "dump", "export", "copy", "archive", "replicate",
               "clone", "mirror", "save", "download", "tar", "zip", "gzip", "compress"),
    "send": ("send", "email", "mail", "notify", "message", "text", "announce", "forward",
             "deliver", "dispatch", "broadcast", "post"),
}
# Classes that change nothing (reading, copying out); every other class changes something.
NON_MUTATING_CLASSES = frozenset({"read", "backup"})
# Phrasal verbs, rewritten to one word before tokenising ("get rid of" is not a read).
_PHRASES: dict[str, str] = {
    r"get(?:ting)? rid of": "remove", r"shut(?:ting)? down": "shutdown",
    r"back(?:ing)? up": "backup", r"power(?:ing|ed)? off": "poweroff",
    r"tear(?:ing)? down": "destroy", r"roll(?:ing|ed)? back": "rollback",
    r"wipe(?:d)? out": "wipe", r"clean(?:ing|ed)? out": "purge",
    r"spin(?:ning)? down": "shutdown", r"spin(?:ning)? up": "launch",
    r"take(?:n)? offline": "shutdown", r"pay(?:ing)? out": "payout",
    r"look(?:ing)? at": "inspect", r"look(?:ing)? up": "lookup", r"dry[ -]run": "preview",
    r"turn(?:ing|ed)? off": "disable", r"switch(?:ing|ed)? off": "disable",
    r"turn(?:ing|ed)? on": "enable", r"switch(?:ing|ed)? on": "enable",
    r"open(?:ing|ed)? up": "allow", r"roll(?:ing|ed)? out": "rollout",
}
_PHRASE = re.compile("|".join(f"\\b(?P<p{i}>{k})\\b" for i, k in enumerate(_PHRASES)))
_PHRASE_WORDS = tuple(_PHRASES.values())
# Every phrase starts at a word boundary with one of these: "returned" holds "turn" but
# starts no phrase, and the rewrite is not tried on it.
_STARTER = re.compile(
    r"\b(?:" + "|".join(dict.fromkeys(re.split(r"[( \[]", k)[0] for k in _PHRASES)) + ")")


def _rewrite(m: re.Match[str]) -> str:
    return _PHRASE_WORDS[int(str(m.lastgroup)[1:])]


# "change": a verb that changes something of a kind the vocabulary does not name ("make it
# world-writable"), or the action of a harmful lesson whose verb is not known.
CLASS_BITS = {name: 1 << i for i, name in enumerate([*OPERATIONS, "change"])}
CHANGE = CLASS_BITS["change"]
NON_MUTATING = sum(CLASS_BITS[c] for c in NON_MUTATING_CLASSES)

DESTRUCTIVE_CLASSES = frozenset({"destroy", "truncate", "kill", "shutdown", "transfer"})


# Words whose stem would be another word's: a message "pinned" in a channel is no PIN.
_KEPT = frozenset(("pinned", "pinning"))


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper: deleting, deleted, deletes, delete -> delet."""
    if word in _KEPT:
        return word
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
_QUESTION = frozenset(stem(w) for w in ("how", "what", "which", "when", "who", "where", "why"))
# Program names that come before the verb on a command line ("kubectl delete", "aws s3 rb").
_PROGRAMS = frozenset(("sudo", "aws", "s3", "gcloud", "gsutil", "az", "kubectl", "oc", "docker",
                       "podman", "git", "helm", "terraform", "psql", "mysql", "redis", "cli",
                       "systemctl", "mongo"))
# Light verbs: what they do is said by the words that follow. Some turn an object into a
# state ("make it public", "set it to read-only": a change, whatever the words), others
# take an activity ("take a look", "do a backup": the activity's class).
_LIGHT_STATE = frozenset(stem(w) for w in ("make", "set", "put", "turn", "switch"))
_LIGHT_ACTIVITY = frozenset(stem(w) for w in ("give", "take", "do", "have"))
LIGHT_REACH = 4  # words after a light verb searched for the operation
_TO_SPEAKER = frozenset(("me", "us"))  # "give me the count", "send me a preview": a read


def words(text: str) -> list[str]:
    """Stemmed content words in order, lower case, phrasal verbs joined."""
    text = text.lower()
    if _STARTER.search(text):  # a search for the first words is far cheaper than the rewrite
        text = _PHRASE.sub(_rewrite, text)
    return [stem(w) for w in _WORD.findall(text) if w not in _STOP]


def tokens(text: str) -> frozenset[str]:
    """Stemmed content words of a text, identifiers split at punctuation."""
    return frozenset(words(text))


def known_verb(word: str) -> bool:
    """Whether a stemmed word is an operation verb of the vocabulary."""
    return word in _STEM_CLASS


def changing_verbs() -> frozenset[str]:
    """The stemmed verbs of the vocabulary whose class is not `read`: those an order to
    change something may open with."""
    return frozenset(w for w, name in _STEM_CLASS.items() if name != "read")


def may_lead(word: str) -> bool:
    """Whether `verb_class` can find anything in words led by this one: a verb, a light
    verb, a question word, or a program name or adverb it reads past."""
    return (word in _STEM_CLASS or word in _LIGHT_STATE or word in _LIGHT_ACTIVITY
            or word in _QUESTION or word in _PROGRAMS or _adverb(word))


def operations(toks: Iterable[str]) -> int:
    """The operation classes named by these tokens, as a bitmask (0: none recognised)."""
    bits = 0
    for tok in toks:
        name = _STEM_CLASS.get(tok)
        if name is not None:
            bits |= CLASS_BITS[name]
    return bits


def operation(text: str) -> int:
    """The class of the action's verb (see `verb_class`); 0 when it is not known."""
    return verb_class(words(text))


def verb_class(ws: list[str], names: frozenset[str] = frozenset()) -> int:
    """The operation class of the verb that leads these words (stemmed, in order): past
    program names and adverbs; a question, or something given or sent to the speaker,
    reads; a light verb takes the class of an operation word within reach (else
    `change`); 0 when the verb is not known. Later words are not read: they are mostly
    nouns ("the all-customers list"), and so are `names`, the words of the resource's own
    name ("make db-backups public")."""
    if names:
        ws = [w for w in ws if w not in names]
    i = 0
    while i < len(ws) - 1 and (ws[i] in _PROGRAMS or _adverb(ws[i])):
        i += 1
    if not ws:
        return 0
    if i == 0 and ws[0] in _QUESTION:
        return CLASS_BITS["read"]
    name = _STEM_CLASS.get(ws[i])
    light = ws[i] in _LIGHT_STATE or ws[i] in _LIGHT_ACTIVITY
    if (light or name == "send") and ws[i + 1:i + 2] and ws[i + 1] in _TO_SPEAKER:
        return CLASS_BITS["read"]
    if light:
        for word in ws[i + 1:i + 1 + LIGHT_REACH]:
            name = _STEM_CLASS.get(word)
            if name is not None and (name != "read" or ws[i] in _LIGHT_ACTIVITY):
                return CLASS_BITS[name]
        return CHANGE
    return CLASS_BITS[name] if name is not None else 0


def _adverb(word: str) -> bool:
    return len(word) > 4 and word.endswith("ly") and word not in _STEM_CLASS  # not "apply"

