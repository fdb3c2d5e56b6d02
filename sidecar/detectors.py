"""Content detectors that run once, when an entry is written.

A first, rule-based detector of instructions addressed to the agent inside
data, and the extraction of value tokens (addresses, URLs, numbers, paths)
that the argument-provenance rule matches against. The classifier tier
catches the phrasings these patterns miss.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

_I = re.IGNORECASE | re.DOTALL

# (name, weight, pattern). A weight of 0.8 or more marks the content alone; weaker
# cues add up, so an exfiltration request that also addresses the agent is caught
# while an invoice email asking a person to "send it to accounts@..." is not.
_PATTERNS: tuple[tuple[str, float, re.Pattern[str]], ...] = tuple(
    (name, weight, re.compile(pattern, _I))
    for name, weight, pattern in (
        ("override_instructions", 0.9,
         r"\b(ignore|disregard|forget|override)\b[^.\n]{0,30}\b(previous|prior|above|earlier"
         r"|all|your|any|the)\b[^.\n]{0,20}\b(instructions?|directions?|rules|prompts?"
         r"|guidelines|constraints)"),
        ("new_instructions", 0.8,
         r"\b(new|updated|revised|real|actual)\s+(system\s+)?(instructions?|directives?|task)\s*:"),
        ("role_override", 0.8,
         r"\b(you are now|from now on,? you|act as|pretend to be|your new (role|goal|task))\b"),
        ("fake_authority", 0.8,
         r"(^|\n|\[|\()\s*(system|admin(istrator)?|developer|operator|security team)"
         r"\s*(note|message|notice|override|prompt|instruction)?\s*[:\]]"),
        ("addresses_agent", 0.5,
         r"\b(ai|assistant|agent|model|llm|chatbot|copilot)s?\b[^.\n]{0,40}\b(must|should"
         r"|shall|need to|needs to|are required to|is required to|are instructed to|will now)\b"),
        ("conceal_from_user", 0.8,
         r"\b(do not|don't|never)\s+(tell|inform|mention|reveal|show|notify)\b[^.\n]{0,40}"
         r"\b(user|human|operator|anyone|them)\b"),
        ("exfiltrate", 0.4,
         r"\b(forward|send|email|e-mail|transfer|upload|post|copy|bcc)\b[^.\n]{0,80}"
         r"\b(to|at)\s+[\w.+-]+@[\w-]+(\.[\w-]+)+"),
        ("hidden_markup", 0.4, r"<!--.{0,400}?-->|\[hidden\]|\u200b"),
        ("urgent_directive", 0.3,
         r"\b(important|attention|urgent|note to (the )?(ai|assistant))\s*[:!]"),
    )
)

TAINT_THRESHOLD = 0.5


@dataclass(frozen=True, slots=True)
class InjectionFinding:
    score: float
    cues: tuple[str, ...]

    @property
    def tainted(self) -> bool:
        return self.score >= TAINT_THRESHOLD


# Literal words without which a pattern cannot match: a substring test is far cheaper
# than the regex, and most content contains none of them.
_ANCHORS = {
    "override_instructions": ("ignore", "disregard", "forget", "override"),
    "new_instructions": ("instruction", "directive", "task"),
    "role_override": ("you are now", "from now on", "act as", "pretend", "your new"),
    "fake_authority": ("system", "admin", "developer", "operator", "security team"),
    "addresses_agent": ("ai", "assistant", "agent", "model", "llm", "chatbot", "copilot"),
    "conceal_from_user": ("not", "don't", "never"),
    "exfiltrate": ("@",),
    "hidden_markup": ("<!--", "[hidden]", "\u200b"),
    "urgent_directive": ("important", "attention", "urgent", "note to"),
}
_WEIGHTS = {name: weight for name, weight, _ in _PATTERNS}


def detect_injection(content: str, known: Callable[[str], bool] | None = None
                     ) -> InjectionFinding:
    """Score content for instructions addressed to the agent; cues name what matched.

    `known(address)` says whether the user already named an address: a request to
    forward something to a colleague the user named is not exfiltration.
    """
    lowered = content.lower()
    cues = tuple(
        name for name, _, pattern in _PATTERNS
        if any(a in lowered for a in _ANCHORS[name]) and pattern.search(content)
    )
    if "exfiltrate" in cues and known is not None:
        addresses = _EMAIL.findall(lowered)
        if addresses and all(known(a) for a in addresses):
            cues = tuple(c for c in cues if c != "exfiltrate")
    score = min(1.0, sum(_WEIGHTS[c] for c in cues))
    return InjectionFinding(round(score, 3), cues)


_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


# Content is cut into words at spaces and key=value punctuation; each word is then
# classified with cheap tests. A regex scanning every position was the ingest hot spot.
# Only words holding a digit, "@" or "/" can be values; finding them is one C-level scan.
# The look-behind lets a match start only at a word's first character: without it every
# position of a long word with no digit was tried, quadratic in the word's length.
_CANDIDATE = re.compile(r"(?<!\S)\S*[\d@/]\S*")
_ADDRESS_LIST = re.compile(r"[,;<>\"'()]+")
_SPLIT = re.compile(r"[\s=;()\[\]{}<>\"'|]+")
_NUMBER = re.compile(r"[$\u20ac\u00a3]?(\d[\d,._]*)(k|m|bn|b|%)?")
_GROUPED_IBAN = re.compile(r"\b[a-z]{2}\d{2}(?: [a-z0-9]{4}){2,7}(?: [a-z0-9]{1,4})?\b")
_IBAN = re.compile(r"[a-z]{2}\d{2}[a-z0-9]{10,30}")
_TRAILING = ".,;:!?)\"'"


def value_tokens(text: str) -> set[str]:
    """The value-like words of a text, normalised so "$4,200.00" and "4200" meet."""
    lowered = text.lower()
    # IBANs are often written in groups of four; compare them without the spaces.
    out = {m.group(0).replace(" ", "") for m in _GROUPED_IBAN.finditer(lowered)}
    for word in _CANDIDATE.findall(lowered):
        if "://" in word:
            pieces = [word]
        elif "@" in word:
            pieces = _ADDRESS_LIST.split(word)
        else:
            pieces = _SPLIT.split(word)
        for piece in pieces:
            token = _classify(piece.strip(_TRAILING + "(<[\"'"))
            if token:
                out.add(token)
    return out


def _classify(word: str) -> str:
    if not word:
        return ""
    if "@" in word or "://" in word or word[0] in "/~" or word.startswith("./"):
        return word
    m = _NUMBER.fullmatch(word)
    if m:
        number = m.group(1).replace(",", "").replace("_", "")
        if "." in number:
            number = number.rstrip("0").rstrip(".")
        return number + (m.group(2) or "")
    return word if _IBAN.fullmatch(word) else ""


def is_identifier(token: str) -> bool:
    """Addresses, URLs, paths and account numbers: values an attacker wants to plant."""
    return "@" in token or "://" in token or token[:1] in "/~" or bool(_IBAN.fullmatch(token))


def argument_tokens(value: str) -> set[str]:
    """Tokens of an action argument; a short argument with none counts as one token."""
    tokens = value_tokens(value)
    if not tokens and 0 < len(value.strip()) <= 64:
        tokens = {value.strip().lower()}
    return tokens
