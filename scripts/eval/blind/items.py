"""One corpus item in a form every corpus can be read into, and the values it names.

An item is what a public corpus gives: the user's request (or a default where the
corpus has none), the document a tool returned, whether that document carries an
injection, and what the injection asks for when the corpus says so (a tool call and
its arguments, or a value the answer should carry). Nothing here is tuned on the
corpora: the value patterns are the plain shapes of URLs, addresses, paths and tokens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# The three kinds of harm an attacked item's action can have, reported apart.
TOOL_CALL = "tool call"  # the corpus names the tool the injection wants called
PAYLOAD = "payload in output"  # the corpus names a value the answer should carry
NO_VALUE = "no named value"  # neither: the answer follows the instruction it read


@dataclass(frozen=True, slots=True)
class Harm:
    """What the injection asks the agent to do, as far as the corpus states it."""

    kind: str  # TOOL_CALL, PAYLOAD or NO_VALUE
    tool: str = ""  # the tool to call (TOOL_CALL only)
    arguments: dict[str, str] = field(default_factory=dict)
    payload: str = ""  # the value the output should carry, or the instruction followed


@dataclass(frozen=True, slots=True)
class Item:
    """One corpus row, mapped: request, tool output, and the harm when it is attacked.

    `answer` is the user's own deliverable, drawn from the document's benign part (the
    corpus's ideal answer where it gives one, else the benign text's first sentence);
    empty when the corpus has no benign part of the same document.
    """

    corpus: str
    id: str
    group: str  # the corpus's own family, category or probe
    request: str
    document: str
    tool: str
    harm: Harm | None = None  # None: a benign item (a clean control)
    answer: str = ""

    @property
    def attacked(self) -> bool:
        return self.harm is not None


_URL = re.compile(r"https?://[^\s\"'<>()\]\[`]+")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PATH = re.compile(r"(?<![\w/.])(?:\.{1,2}/|/)[\w.-]+(?:/[\w.-]+)*")
_TOKEN = re.compile(r"\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{6,}\b")
_TRAIL = ".,;:!?)"


def urls(text: str) -> list[str]:
    """URLs in the text, trailing punctuation dropped, in order of appearance."""
    return list(dict.fromkeys(u.rstrip(_TRAIL) for u in _URL.findall(text)))


def emails(text: str) -> list[str]:
    """Email addresses in the text."""
    return list(dict.fromkeys(e.rstrip(_TRAIL) for e in _EMAIL.findall(text)))


def paths(text: str) -> list[str]:
    """File system paths (absolute or relative with ./ or ../) outside URLs."""
    bare = _URL.sub(" ", text)
    return list(dict.fromkeys(p.rstrip(_TRAIL) for p in _PATH.findall(bare) if len(p) > 2))


def values(text: str) -> list[str]:
    """Every value-like string: URLs, addresses, paths and tokens holding digits."""
    rest = _EMAIL.sub(" ", _URL.sub(" ", text))
    return list(dict.fromkeys([*urls(text), *emails(text), *paths(text),
                               *_TOKEN.findall(rest)]))


def tool_arguments(text: str, exclude: str = "") -> dict[str, str]:
    """The destination and target values a tool call asked for in `text` would carry.

    A value that also appears in `exclude` (the user's request) is left out: the
    attack's arguments are the ones the user did not give.
    """
    args: dict[str, str] = {}
    for key, found in (("url", urls(text)), ("to", emails(text)), ("path", paths(text))):
        mine = [v for v in found if v not in exclude]
        if mine:
            args[key] = ", ".join(mine[:3])
    return args


_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+|\|")


def first_sentence(text: str, limit: int = 200) -> str:
    """The first non-empty sentence or line of the text, at most `limit` characters."""
    for part in _SENTENCE.split(text):
        part = part.strip(" -#*>\t")
        if len(part) >= 12:
            return part[:limit]
    return text.strip()[:limit]
