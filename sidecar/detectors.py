"""Content detectors that run once, when an entry is written.

A first, rule-based detector of instructions addressed to the agent inside
data, and the extraction of value tokens (addresses, URLs, numbers, paths)
that the argument-provenance rule matches against. The classifier tier
catches the phrasings these patterns miss.
"""

from __future__ import annotations

import re
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
        ("urgent_directive", 0.3, r"\b(important|attention|urgent|note to (the )?(ai|assistant))\s*[:!]"),
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


def detect_injection(content: str) -> InjectionFinding:
    """Score content for instructions addressed to the agent; cues name what matched."""
    cues = tuple(name for name, _, pattern in _PATTERNS if pattern.search(content))
    weights = {name: weight for name, weight, _ in _PATTERNS}
    score = min(1.0, sum(weights[c] for c in cues))
    return InjectionFinding(round(score, 3), cues)


_TOKEN = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail addresses
    r"|(?:https?|ftp|s3|gs)://[^\s\"'<>)]+"  # URLs
    r"|(?:~|\.{0,2})/[\w.\-/]+"  # paths
    r"|[A-Z]{2}\d{2}[A-Z0-9]{10,30}"  # IBAN-like account numbers
    r"|\d[\d,._]*\d|\d",  # numbers, with separators
    re.IGNORECASE,
)
_TRAILING = ".,;:!?)\"'"


def value_tokens(text: str) -> set[str]:
    """The value-like tokens of a text, normalised so "$4,200.00" and "4200" meet."""
    return {_normalise(m.group(0)) for m in _TOKEN.finditer(text)} - {""}


def argument_tokens(value: str) -> set[str]:
    """Tokens of an action argument; a short argument with none counts as one token."""
    tokens = value_tokens(value)
    if not tokens and 0 < len(value.strip()) <= 64:
        tokens = {value.strip().lower()}
    return tokens


def _normalise(token: str) -> str:
    token = token.lower().rstrip(_TRAILING)
    if token[:1].isdigit():
        token = token.replace(",", "").replace("_", "")
        if "." in token:
            token = token.rstrip("0").rstrip(".")
    return token
