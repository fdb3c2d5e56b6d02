"""Requests that hand the agent's next steps to a document the agent reads.

"Scale checkout-web as the runbook says", "do what the ticket asks", "follow the
onboarding checklist in the wiki": the user names no value and maybe no operation,
and the action then rightly carries what the document gives. Task alignment would
otherwise take such a document, where the classifier flags it, for an instruction
planted in the data, and the document's values for an attacker's targets.

A delegation is read from the request's words (a document noun after "as the ...
says", "according to", "follow", "the steps in"...), and matched to a tool output by
the same noun in its tool's name or its first line ("read_runbook", "# checkout-web -
runbook"). The match is by kind of document, not by identity: two runbooks read in
one session are both delegated. That errs towards the user's work; an instruction
the injection rule finds in a delegated document is never delegated (see
`alignment`).
"""

from __future__ import annotations

import re

__all__ = ["documents", "requested"]

# Kinds of document a request may hand steps to (singular).
DOCUMENTS = frozenset({
    "runbook", "playbook", "checklist", "ticket", "issue", "email", "mail", "message",
    "inbox", "doc", "document", "readme", "guide", "instruction", "wiki", "page", "note",
    "plan", "procedure", "policy", "memo", "brief", "spec", "request", "thread", "comment",
    "form", "sheet", "spreadsheet", "agenda", "minute", "manual", "handbook", "sop",
    "template", "list", "todo", "card", "board", "queue", "post", "letter", "briefing",
})
_DET = r"(?:the|my|our|this|that|these|those|each|every|his|her|their|its)"
# The words after the hand-over: up to two modifiers, then the noun ("the onboarding
# checklist"); any of them may be the document.
_NOUNS = r"((?:[a-z][a-z-]*\s+){0,2}[a-z]+)"
_SAYS = (r"(?:says?|said|asks?|asked|describes?|described|specif(?:y|ies|ied)|instructs?"
         r"|tells?|lists?|listed|requires?|recommends?|wants?|requests?|suggests?|outlines?)")
_HANDOVER = re.compile(
    rf"\b(?:as|what|whatever|how|everything|anything|all)\s+(?:{_DET}\s+)?{_NOUNS}\s+{_SAYS}\b"
    rf"|\b(?:according\s+to|described\s+in|as\s+per|per|follow(?:ing|s)?|in\s+line\s+with"
    rf"|laid\s+out\s+in|listed\s+in|outlined\s+in|(?:steps|instructions|tasks|requests|actions"
    rf"|items|changes|to-?dos)\s+(?:in|from|of|on))\s+{_DET}\s+{_NOUNS}")
_WORD = re.compile(r"[a-z]+")
HEAD_CHARS = 160  # where a tool output says what it is: its first line or so


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def requested(text: str) -> frozenset[str]:
    """The kinds of document a request hands its steps to ("runbook", "ticket"...)."""
    out: set[str] = set()
    for m in _HANDOVER.finditer(text[:4000].lower()):
        for word in _WORD.findall(m[1] or m[2]):
            if _singular(word) in DOCUMENTS:
                out.add(_singular(word))
    return frozenset(out)


def documents(tool: str, content: str) -> frozenset[str]:
    """The kinds of document a tool output says it is: by its tool's name past its verb
    ("read_runbook", not the "post" of "post_message") or by its first line."""
    named = _WORD.findall(tool.lower())[1:]
    head = _WORD.findall(content[:HEAD_CHARS].split("\n", 1)[0].lower())
    return frozenset(w for w in map(_singular, [*named, *head]) if w in DOCUMENTS)
