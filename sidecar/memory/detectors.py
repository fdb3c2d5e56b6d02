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
# Verbs that begin an order an agent's tools could carry out (hidden_order).
_HIDDEN_VERBS = (
    r"(add|allow|apply|approve|archive|assign|authori[sz]e|ban|block|book|buy|call|cancel|cc"
    r"|bcc|change|clear|close|copy|create|delete|demote|deploy|disable|dm|download|drop|e-?mail"
    r"|enable|erase|escalate|execute|export|fax|follow|forward|give|grant|increase|install"
    r"|invite|kick|lower|mark|merge|message|modify|move|notify|open|pay|post|print"
    r"|promote|publish|purchase|purge|push|raise|refund|remove|rename|reply|reserve|reset"
    r"|reveal|revert|revoke|rotate|run|schedule|sell|send|set|share|sign|submit|subscribe"
    r"|switch|tell|text|transfer|turn|unblock|unprotect|unshare|unsubscribe|update|upgrade"
    r"|upload|whitelist|wipe|wire|withdraw)"
)
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
        # Text a reader cannot see: an HTML comment, a hidden marker, a zero-width space,
        # or markup styled away (display:none, font-size:0, visibility:hidden, opacity:0).
        ("hidden_markup", 0.4, r"<!--.{0,400}?-->|\[hidden\]|\u200b|\bdisplay\s*:\s*none\b"
                               r"|\bfont-size\s*:\s*0(?:px|pt|em|rem)?(?![\d.])"
                               r"|\bvisibility\s*:\s*hidden\b|\bopacity\s*:\s*0(?![\d.])"),
        # An order a reader cannot see: an HTML comment, or markup styled away (or to a
        # 0-1 px font), whose text begins, after at most a short label ("automation:",
        # "note for whoever handles this:"), with a verb an agent's tools carry out. A
        # person sends no one orders they cannot read; page comments that only describe
        # ("<!-- header -->", "<!-- Please describe your change -->") and a developer's
        # "<!-- TODO: ... -->" stay hidden_markup, and so does hidden text that names no
        # value of its own (`_hidden_orders`): a template's "<!-- Please delete options
        # that are not relevant -->", a mail's preview text repeating the bill's account.
        ("hidden_order", 0.8,
         r"(<!--(?!-*\s*(todo|fixme|xxx)\b)-*+|<(?!(img|br|hr|input|meta|link)\b)\w++"
         r"[^<>]{0,200}?(display\s*:\s*none"
         r"|visibility\s*:\s*hidden|opacity\s*:\s*0(?![\d.])|font-size\s*:\s*(0(?![\d.])"
         r"|0?\.\d+\s*(px|pt)|0?\.[0-2]\d*\s*r?em|1\s*(px|pt)))[^<>]{0,200}>(\s*<(p|span|div|b|i|u|em"
         r"|strong|small|font)\b[^<>]{0,100}>){0,3}+)[-*\u2022\d.)\s]*+([^<>:\n]{1,60}(:|\s[-\u2013"
         r"\u2014]\s)\s*)?(please,?\s+|kindly\s+|pls\s+)?" + _HIDDEN_VERBS
         # not a template's note about itself ("remove this line", "update this link")
         + r"\b(?!\s+(this|these)\s+(note|line|lines|section|comment|block|text|template"
         r"|part|paragraph|link)\b)[^<>\n]{0,20}\w"),
        # Text that turns to an AI reader by name: "To the AI handling this:", "Hey
        # copilot,", "For the automated agent:", or an "Assistant:" line that asks for
        # something. A bare "agent" is left out: support tickets address human agents.
        ("turns_to_agent", 0.8,
         r"(\b(to|for|hey|hi|dear|attention|note to)\s+(the\s+|an?\s+|any\s+)?(automated\s+"
         r"|ai\s+)?(ai|assistant|copilot|chatbot|llm|language model|automated agent|ai agent)s?"
         r"\b[^.\n:,]{0,30}[:,])|(^|[\n.;!?]\s*|\s)(ai|assistant|copilot|chatbot)\s*:\s*"
         r"(please|kindly)\b"),
        # The same claimed authority in the middle of a line, and "a message from the
        # administrator": a record's text does not change speaker mid-sentence.
        ("authority_label", 0.8,
         r"(\((system|admin(istrator)?|developer|operator|security team)\s+(note|message|notice"
         r"|instruction|override)\))|\b(message|note|notice|instruction|directive)s?\s+from\s+"
         r"(the\s+)?(system\s+)?(admin(istrator)?|operator|security team|developer)s?\b"
         # a capitalised label after a space; "the admin: ..." in prose stays lower-case
         r"|(?<=\s)(?-i:SECURITY TEAM|Security [Tt]eam|ADMIN(ISTRATOR)?|Admin(istrator)?"
         r"|(Developer|Operator|DEVELOPER|OPERATOR) (note|NOTE)|SYSTEM (NOTICE|MESSAGE))\s*:\s"),
        # Data that claims to speak for the person the agent works for: "when I asked
        # you", "a note from me, your user", "the owner of this account here", "it's me
        # (the account owner)", "note to my assistant", "-- message from the user --".
        ("impersonates_user", 0.8,
         r"\bwhen i (asked|told|messaged|wrote to) you\b|\bin my (earlier|previous|original"
         r"|last|first) (request|message|instructions?|prompt)\b|\b(me|i am|i'm|it'?s|this is)"
         r"\s*[,(-]?\s*(your user|your owner|your principal|the (account )?owner of this "
         r"account|the user you (are )?(working|work) for)\b"
         r"|\b(it'?s|this is) me\s*[,(-]\s*(the )?account (owner|holder)\b"
         r"|\bnote (to|for) my (ai )?assistant\b|\bmyself\s*/\s*my assistant\b"
         r"|\bmessage from (the|your) user\b"),
        # Markup whose tag claims authority over the agent, inside a tool's output.
        ("markup_authority", 0.8,
         r"<\s*/?\s*(system|sys|admin|administrator|instructions?|orchestrator|directive"
         r"|override|tool_control|control|assistant_instructions?)\b[^<>]{0,80}>"),
        # Text that claims to replace what the agent was asked.
        ("replaces_instructions", 0.8,
         r"\b(replaces?|supersedes?|overrides?|takes? precedence over|cancels?)\s+(any|all"
         r"|the|your|every)?\s*(conflicting|previous|prior|earlier|other|original)?\s*"
         r"(instructions?|requests?|directions?|tasks?|orders)\b"),
        # A marker that hands a task to the automation reading the file ("a task for the
        # agent" is left out: support desks hand tickets to human agents).
        ("agent_marker", 0.8,
         r"\b(todo|fixme|task|action|note)s?\s*(\(|\[)\s*(assistant|agent|ai|bot|automation"
         r"|llm|copilot)\s*(\)|\])|\b(todo|fixme|tasks?|action items?)\s+for\s+(the\s+)?"
         r"(assistant|ai|bot|automation|llm|copilot)\b"),
        # An extra step slipped in ahead of the end of the agent's work.
        ("task_append", 0.4,
         r"\bbefore (you )?(finish|finishing|close|closing|complete|completing|wrap(ping)? up"
         r"|end|ending|reply|replying|respond|responding)\b[^.\n]{0,20}\b(task|session|job"
         r"|request|work|conversation|,)|\bin addition to (your|the|this) (current |original )?"
         r"task\b"),
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
    "hidden_markup": ("<!--", "[hidden]", "\u200b", "display", "font-size", "visibility",
                      "opacity"),
    "hidden_order": ("<!--", "display", "font-size", "visibility", "opacity"),
    "urgent_directive": ("important", "attention", "urgent", "note to"),
    "impersonates_user": ("asked you", "told you", "messaged you", "wrote to you", "in my ",
                          "your user", "your owner", "your principal", "owner of this",
                          "user you", "account owner", "account holder", "my assistant",
                          "my ai assistant", "from the user", "from your user"),
    "markup_authority": ("<",),
    "replaces_instructions": ("replace", "supersede", "override", "precedence", "cancel"),
    "agent_marker": ("todo", "fixme", "task", "action", "note"),
    "task_append": ("before", "in addition to"),
    "turns_to_agent": ("ai", "assistant", "copilot", "chatbot", "llm", "language model",
                       "agent"),
    "authority_label": ("system", "admin", "developer", "operator", "security team"),
}
_WEIGHTS = {name: weight for name, weight, _ in _PATTERNS}
# Every anchor that holds no other anchor: content with none of these cannot match any
# pattern, which one pass over them settles before the patterns' own anchors are tried.
_ANY_ANCHOR = tuple(a for a in {w for ws in _ANCHORS.values() for w in ws}
                    if not any(b != a and b in a for ws in _ANCHORS.values() for b in ws))


def _anchored(lowered: str) -> list[tuple[str, re.Pattern[str]]]:
    """The patterns (name, regex) whose anchors occur in the lowered text, in order."""
    # map(str.__contains__) keeps the substring tests in C, with no Python frame per test.
    if not any(map(lowered.__contains__, _ANY_ANCHOR)):
        return []
    return [(name, pattern) for name, _, pattern in _PATTERNS
            if any(map(lowered.__contains__, _ANCHORS[name]))]


def detect_injection(content: str, known: Callable[[str], bool] | None = None
                     ) -> InjectionFinding:
    """Score content for instructions addressed to the agent; cues name what matched.

    `known(address)` says whether the user already named an address: a request to
    forward something to a colleague the user named is not exfiltration.
    """
    lowered = content.lower()
    cues = tuple(name for name, pattern in _anchored(lowered) if pattern.search(content))
    if "hidden_order" in cues and not _hidden_orders(content):
        cues = tuple(c for c in cues if c != "hidden_order")
    if "exfiltrate" in cues and known is not None:
        addresses = _destinations(lowered)
        if addresses and all(known(a) for a in addresses):
            cues = tuple(c for c in cues if c != "exfiltrate")
    score = min(1.0, sum(_WEIGHTS[c] for c in cues))
    return InjectionFinding(round(score, 3), cues)


# Where an instruction's passage ends: a quote (a JSON string, a quoted field), markup, or
# a blank line; at most REGION_REACH characters either side of the cue.
_REGION_STOP = re.compile(r'["<>]|\n\s*\n')
REGION_REACH = 800


def instruction_regions(content: str) -> list[tuple[int, int]]:
    """Where the injection cues matched, each widened to its passage (a hidden comment is
    its own passage): the part of a tool's output that asks the agent for something, as
    opposed to the data around it. Overlapping passages are merged; [] when none matched."""
    spans = []
    for name, pattern in _anchored(content.lower()):
        if name == "hidden_order":
            spans.extend(_hidden_orders(content))
            continue
        for m in pattern.finditer(content):
            spans.append(m.span() if name == "hidden_markup" else _passage(content, *m.span()))
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


_HIDDEN_ORDER = next(p for name, _, p in _PATTERNS if name == "hidden_order")
# a #channel or @handle; not a colour ("#fefefe")
_HANDLE = re.compile(r"(?<![\w&])(@[a-z][\w.-]*|#(?![0-9a-f]{3,8}\b)[a-z][\w.-]*)",
                     re.IGNORECASE)
_TAG = re.compile(r"<[^<>]*>")


def _own_values(text: str) -> set[str]:
    """The identifiers a text names: addresses, accounts, links, paths, #channels, @handles
    (not amounts or counts, which a preview line may round or restate)."""
    return ({tok.removeprefix("mailto:") for tok in value_tokens(text)
             if (is_identifier(tok) or tok.startswith("/")) and any(map(str.isalnum, tok))}
            | {m.group(0).lower() for m in _HANDLE.finditer(text)})


def _hidden_orders(content: str) -> list[tuple[int, int]]:
    """The passages of the hidden orders that name an identifier the visible text does not:
    an account, an address, a link, a #channel. Hidden text that names none, or only what
    the rest of the content shows (a mail's preview line), gives the agent nothing of
    its own to act on. What a passage names is read from its text, not from its markup's
    attributes (a hidden button's link); nested passages are read as one."""
    merged: list[tuple[int, int]] = []
    for m in _HIDDEN_ORDER.finditer(content):
        start, end = _hidden(content, *m.span())
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    if not merged:
        return []
    visible, pos = [], 0
    for start, end in merged:
        visible.append(content[pos:start])
        pos = end
    visible.append(content[pos:])
    texts = [_hidden_text(content[a:b]) for a, b in merged]
    only = _own_values("\n".join(texts)) - _own_values("\n".join(visible))
    if not only:
        return []
    # a passage holds one of them where its text does (a token's form may differ from the
    # text's, as a spaced IBAN's does: then its own values say)
    return [span for span, text in zip(merged, texts, strict=True)
            if any(map(text.lower().__contains__, only)) or not only.isdisjoint(_own_values(text))]


def _hidden_text(passage: str) -> str:
    """A hidden passage's words: a comment's body, an element's text, markup left out."""
    if passage.startswith("<!--"):
        passage = passage[4:].removesuffix("-->")
    return _TAG.sub(" ", passage)


_TAG_NAME = re.compile(r"<(\w+)")


def _hidden(content: str, start: int, end: int) -> tuple[int, int]:
    """A hidden order's passage: its comment or element, from the opening markup to the
    comment's end or the element's closing tag (the next tag where none closes it; at most
    REGION_REACH characters on)."""
    stop = min(len(content), end + REGION_REACH)
    if content.startswith("<!--", start):
        close = content.find("-->", end, stop)
        return start, close + 3 if close >= 0 else stop
    name = _TAG_NAME.match(content, start)
    close = content.find("</" + name.group(1), end, stop) if name else -1
    if close < 0:
        close = content.find("<", end, stop)
    return start, close if close >= 0 else stop


def _passage(content: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - REGION_REACH)
    left = [m.end() for m in _REGION_STOP.finditer(content, lo, start)]
    right = _REGION_STOP.search(content, end, min(len(content), end + REGION_REACH))
    return (left[-1] if left else lo,
            right.start() if right else min(len(content), end + REGION_REACH))


_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_SENTENCE_END = re.compile(r"\n|[.!?](?:\s|$)")
_EXFILTRATE = next(p for name, _, p in _PATTERNS if name == "exfiltrate")


def _destinations(lowered: str) -> list[str]:
    """The addresses a send/forward request names as its destination: those in the rest
    of each such sentence, not every address of the text (a mail's own From: and Cc:
    lines, or a quoted thread, are not where it asks anything to go)."""
    out: list[str] = []
    for m in _EXFILTRATE.finditer(lowered):
        end = _SENTENCE_END.search(lowered, m.end())
        out += _EMAIL.findall(lowered, m.start(), end.start() if end else len(lowered))
    return out


# Content is cut into words at spaces and key=value punctuation; each word is then
# classified with cheap tests. A regex scanning every position was the ingest hot spot.
# Only words holding a digit, "@", "/", "-" or "_" can be values. Words of letters alone
# (most of any text) are told apart by `str.isalpha`, cheaper than a regex over every
# position of the text; the rest are searched for one of those characters.
_VALUE_CHAR = re.compile(r"[\d@/_-]")
_ADDRESS_LIST = re.compile(r"[,;<>\"'`()=\[\]{}|]+")
_SPLIT = re.compile(r"[\s=;()\[\]{}<>\"'`|]+")
# A scheme starts where no letter stands before it (a match from that letter would hold it):
# a long run of letters with no "://" is tried once, not from each of its letters.
_URL = re.compile(r"(?<![a-z])[a-z][a-z0-9+.-]*://[^\s\"'`<>()\[\]{}|,;]+")
_GLUED_ADDRESS = re.compile(r"[^@\s]+@[\w-]+(?:\.[\w-]+)+")
_NUMBER = re.compile(r"[$\u20ac\u00a3]?(\d[\d,._]*)(k|m|bn|b|%)?")
_GROUPED_IBAN = re.compile(r"\b[a-z]{2}\d{2}(?: [a-z0-9]{4}){2,7}(?: [a-z0-9]{1,4})?\b")
_IBAN_GROUPS = re.compile(r"\d\d [a-z0-9]{4} [a-z0-9]{4}")  # \d\d, not \d{2}: scanned faster
_IBAN = re.compile(r"[a-z]{2}\d{2}[a-z0-9]{10,30}")
_ACCOUNT = re.compile(r"\d{8,34}")
_CODE = re.compile(r"[a-z0-9]+(?:[-_][a-z0-9]+)+")
_WWW = re.compile(r"www(?:\.[a-z0-9-]+)+\.[a-z]{2,}(?:/\S*)?")
_LETTER = re.compile(r"[a-z]")
_DIGIT = re.compile(r"\d")
_TRAILING = ".,;:!?)\"'`*"
# typographic quotes and guillemets as the languages of Europe write them: „...“, «...»
_QUOTES = "\u201c\u201d\u201e\u2018\u2019\u201a\u00ab\u00bb\u2039\u203a"
_AROUND = _TRAILING + "(<[\"'`\\" + _QUOTES  # stripped from both ends of a piece of a word

# Kinds of value tokens. Identifiers name where something goes or what is acted on
# (an address, an account, a URL, an image or other reference, a path), so they are
# checked in any argument; numbers and codes only in the arguments the policy lists.
# A code has a digit (pr-1907, db-reporting-07, INV-4471); a name has none (kube-system,
# payments-api).
EMAIL, URL, PATH, ACCOUNT, REFERENCE, NUMBER, CODE, NAME, WORD = (
    "email", "url", "path", "account", "reference", "number", "code", "name", "word")
IDENTIFIER_KINDS = frozenset({EMAIL, URL, PATH, ACCOUNT, REFERENCE})
# Kinds a user asks an agent to look up (a colleague's address, the payroll account,
# an order's amount, a host's name) rather than give; where code is fetched from or
# run on (a URL, an image reference, a path) is not among them.
LOOKUP_KINDS = frozenset({EMAIL, ACCOUNT, NUMBER, CODE})


# A line break, tab or quote a JSON string escapes; not an escaped backslash's "\\new".
_ESCAPED_SPACE = re.compile(r'(?<!\\)\\[nrt"]')


def value_tokens(text: str) -> set[str]:
    """The value-like words of a text, normalised so "$4,200.00" and "4200" meet. Line
    breaks, tabs and quotes a JSON string escapes ("...mailvault.cc.\\nDear Noor",
    'href=\\"https://...\\"') part words as the characters themselves do."""
    lowered = text.lower()
    if "\\" in lowered:
        lowered = _ESCAPED_SPACE.sub(" ", lowered)
    # IBANs are often written in groups of four; compare them without the spaces. Every
    # grouped IBAN holds _IBAN_GROUPS (its check digits and two groups), a search about
    # half as dear as the full pattern's, which then runs only where that one matched.
    out = ({m.group(0).replace(" ", "") for m in _GROUPED_IBAN.finditer(lowered)}
           if _IBAN_GROUPS.search(lowered) else set())
    for word in lowered.split():
        if word.isalpha() or not (_VALUE_CHAR.search(word) or "www." in word):
            continue
        if word.isdecimal():  # a plain number is its own token, as `_classify` finds
            out.add(word)
            continue
        if "://" in word:  # "approved_export=s3://..." and "(https://...)" alike
            pieces = _URL.findall(word)
            if "@" in word:  # an address glued to a link: "ann@x.com](https://...)"
                pieces += [p for p in _ADDRESS_LIST.split(_URL.sub(" ", word))
                           if _GLUED_ADDRESS.fullmatch(p)]
        elif "@" in word:  # "email=ann@x.com", "<ann@x.com>,bob@y.org"
            pieces = _ADDRESS_LIST.split(word)
        else:
            pieces = _SPLIT.split(word)
        for piece in pieces:
            token = _classify(piece.strip(_AROUND).lstrip("*"))
            if token:
                out.add(token)
    return out


def _classify(word: str) -> str:
    if not word:
        return ""
    if "@" in word:
        return word if "@" in word[1:-1] else ""
    if word.startswith("www.") and _WWW.fullmatch(word):
        return word.rstrip("/")  # a link written without its scheme: "www.example-252.com"
    if word[0] == "~" and "/" not in word:  # "~2 min", "~250ms": about so much, no path
        return _classify(word[1:])
    if "://" in word or word[0] in "/~" or word.startswith("./"):
        # Paths and locations compare without a trailing slash; "/" alone names nothing.
        word = word.rstrip("/")
        return word if len(word) > 1 and not word.endswith(("://", ":")) else ""
    m = _NUMBER.fullmatch(word)
    if m:
        number = _decimal_point(m.group(1).rstrip(",.")).replace("_", "")
        if "." in number:
            number = number.rstrip("0").rstrip(".")
        return number + (m.group(2) or "")
    if _IBAN.fullmatch(word):
        return word
    if "/" in word:
        return word.rstrip("/") if _is_reference(word) else ""
    return word if _CODE.fullmatch(word) and _LETTER.search(word) else ""


def _decimal_point(number: str) -> str:
    """A number's digits with a point for its decimals and no comma, as either convention
    writes it: "4,200.00" and "4.200,00" are 4200.00, "600,00" is 600.00 (a comma before
    two digits only decimals), "1,500" is 1500. Points alone stay as written ("14.67",
    "10.0.0.1", "03.12.2026", "2.000.000"): a run of them grouped into a long amount would
    read as an account number."""
    if "," not in number:
        return number
    if "." not in number:
        whole, _, cents = number.rpartition(",")
        if len(cents) == 2 and "," not in whole:
            return f"{whole}.{cents}"
        return number.replace(",", "")
    if number.rfind(",") > number.rfind("."):  # "1.234,56": points group, the comma decimals
        return number.replace(".", "").replace(",", ".")
    return number.replace(",", "")


def _is_reference(word: str) -> bool:
    """host/path or name/path:tag: an image, a repository, a bucket path without scheme."""
    first, _, rest = word.partition("/")
    return bool(rest) and bool(_LETTER.search(word)) and (
        "." in first or ":" in first or ":" in rest.rsplit("/", 1)[-1])


def token_kind(token: str) -> str:
    """What a value token names (one of the kinds above)."""
    if "@" in token:
        return EMAIL
    if "://" in token or token.startswith("www."):
        return URL
    if token[:1] in "/~" or token.startswith("./"):
        return PATH
    if _IBAN.fullmatch(token) or _ACCOUNT.fullmatch(token):
        return ACCOUNT
    if "/" in token:
        return REFERENCE
    if _NUMBER.fullmatch(token):
        return NUMBER
    if _CODE.fullmatch(token) and _LETTER.search(token):
        return CODE if _DIGIT.search(token) else NAME
    return WORD


def is_identifier(token: str) -> bool:
    """Addresses, URLs, references, paths and account numbers: values an attacker wants
    to plant, whatever the argument that carries them is called."""
    return token_kind(token) in IDENTIFIER_KINDS


def location_prefixes(token: str) -> list[str]:
    """The locations a URL or reference lies under, longest first: the image
    "ghcr.io/m/app:1.2" lies under "ghcr.io/m/app" and "ghcr.io/m" (never a bare host)."""
    kind = token_kind(token)
    if kind not in (URL, REFERENCE):
        return []
    scheme, sep, rest = token.partition("://") if kind == URL else ("", "", token)
    parts = rest.split("/")
    if ":" in parts[-1] and len(parts) > 1:  # an image tag
        parts[-1] = parts[-1].split(":", 1)[0]
    lowest = 1 if kind == URL else 2  # a URL's host is a location; a reference's is not
    out = []
    for n in range(len(parts), lowest - 1, -1):
        prefix = scheme + sep + "/".join(parts[:n])
        if prefix != token and prefix not in out:
            out.append(prefix)
    return out


def reference_parts(token: str) -> list[str]:
    """What a reference names besides its registry: "reg.example/team/app:2.4" gives
    ["team", "app", "2.4"]; [] for anything else."""
    if token_kind(token) != REFERENCE:
        return []
    parts = token.split("/")[1:]
    name, _, tag = parts[-1].partition(":")
    return [*parts[:-1], name, *([tag] if tag else [])]


def argument_tokens(value: str) -> set[str]:
    """Tokens of an action argument; a short argument with none counts as one token."""
    tokens = value_tokens(value)
    if not tokens and 0 < len(value.strip()) <= 64:
        tokens = {value.strip().lower()}
    return tokens


_LIST = re.compile(r"\s*[,;]\s*")
_GROUPED = re.compile(r"[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?")  # 240,000 or 1,950.00


def list_items(value: str) -> list[str]:
    """The items of a list-valued argument ("pr-1,pr-2,kube-system"), or [] when the
    value is not a list of single words (nor a number written with thousands separators:
    "240,000" is one amount)."""
    if _GROUPED.fullmatch(value.strip()):
        return []
    items = [i.strip().lower() for i in _LIST.split(value.strip())]
    if len(items) < 2 or any(not i or any(c.isspace() for c in i) for i in items):
        return []
    return items
