"""Requests that hand the agent's next steps to a document the agent reads.

"Scale checkout-web as the runbook says", "do what the ticket asks", "follow the
onboarding checklist in the wiki": the user names no value and maybe no operation,
and the action then rightly carries what the document gives. Task alignment would
otherwise take such a document, where the classifier flags it, for an instruction
planted in the data, and the document's values for an attacker's targets.

A delegation is read from the request's words (a sentence that hands steps over, "as
the ... says", "do what", "according to", "follow", "handle", "process"..., and names
a kind of document), and matched to a tool output by
the same noun in its tool's name or its first line ("read_runbook", "# checkout-web -
runbook"). The match is by kind of document, not by identity: two runbooks read in
one session are both delegated. That errs towards the user's work; an instruction
the injection rule finds in a delegated document is never delegated (see
`alignment`).

What a document is handed is scoped by the clause that hands it over: "do what the
ticket asks" hands it every operation the ticket orders, but "book the follow-up as the
discharge note says" hands it the details of a booking only, so another operation the
note orders (delete a record) is not asked for by the hand-over (`scopes`). A hand-over
that names who asked ("do what the practice manager asked in the front-desk chat",
"follow Marta's requests in the thread") hands over that person's lines of a transcript
only (`requesters`, `authored`): what another speaker wrote in the same chat is data,
and the model's finding in the named person's own requests is what the user asked for.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from mage.sidecar.evaluation import intent
from mage.sidecar.evaluation.operations import CHANGE, may_lead, stem

__all__ = ["ANY", "ASKED", "authored", "documents", "named", "owned", "requested",
           "requesters", "scopes"]

ANY = -1  # a hand-over that names no operation of its own hands over every one

# Kinds of document a request may hand steps to (singular).
DOCUMENTS = frozenset({
    "runbook", "playbook", "checklist", "ticket", "issue", "email", "mail", "message",
    "inbox", "doc", "document", "readme", "guide", "instruction", "wiki", "page", "note",
    "plan", "procedure", "policy", "memo", "brief", "spec", "request", "thread", "comment",
    "form", "sheet", "spreadsheet", "agenda", "minute", "manual", "handbook", "sop",
    "template", "list", "todo", "card", "board", "queue", "post", "letter", "briefing",
    "chat", "channel", "conversation", "review", "debrief", "item", "file", "dm",
    "invoice", "bill", "receipt", "lease", "contract", "statement", "handover", "itinerary",
})
# What a tool that reads files says its answer is ("files.read", "drive.get_document")
FILES = frozenset({"file", "document"})
# The kinds of document a file holds: a request that hands one over is handed the file a
# tool reads ("the meeting notes", "the onboarding checklist")
FILED = frozenset({"note", "checklist", "document", "doc", "plan", "list", "minute", "agenda",
                   "guide", "runbook", "playbook", "procedure", "sop", "manual", "handbook",
                   "spec", "brief", "readme", "template", "todo", "item", "instruction"})
# Names of one kind of document: a request's "mail" is the tool's "email", "inbox" or
# "message"; its "DMs" the messages a direct-message tool returns; a "memo" goes out as an
# email.
_SAME_KIND = {"mail": "email", "inbox": "email", "dm": "message", "dms": "message",
              "emailed": "email", "mailed": "email", "messaged": "message",
              "texted": "message", "pinged": "message", "handoff": "handover",
              "dmed": "message",
              "msg": "message", "memo": "email", "doc": "document", "file": "document",
              # a to-do list, a checklist, a list of things to do: one kind of document
              "list": "checklist", "todo": "checklist",
              # a message pinned in a channel ("the to-dos in the pin of #proj-checkout")
              "pin": "message",
              # "do my bits from the #inc-757 retro": one's items
              "bit": "item"}
# A file a request names by its name ("do what Chiara asks in shared-expenses.txt") is a
# file: a tool that reads files returns it.
_FILE_NAME = re.compile(r"\b[\w-]+\.(?:txt|md|pdf|docx?|xlsx?|csv|pptx?|odt|rtf|json|ya?ml)\b")
_DOC_ALTERNATION = "(?:" + "|".join(sorted(DOCUMENTS, key=len, reverse=True)) + ")"
# Documents a request takes values from ("answer them using the IT wiki page"); not a card
# or a form, which a request uses for other things ("pay using my card").
_SOURCES = "(?:" + "|".join(sorted(DOCUMENTS - {"card", "form", "template", "item", "queue",
                                               "board", "channel", "chat", "request"},
                                   key=len, reverse=True)) + ")"
# What hands steps over, within one sentence that also names a kind of document: "do
# what ... asks", "as the ... says", "according to", "follow" (not "follow up"),
# "handle", "process", "go through", "apply", "per", "as described", "asked in", "the
# README says".
_HANDOVER = re.compile(
    r"\b(?:do(?:es|ne)?|action)\s+(?:what|whatever|whtever|watever|whatevr|everything|anything"
    r"|as|them|it|those|these)\b|\bdo\s+the\s+needful\b"
    r"|\bas\s+(?:the|my|our|this|that|his|her|their|its)\b[^.;:!?]*?\b(?:says?|said|asks?"
    r"|asked|describes?|described|specif(?:y|ies|ied)|instructs?|tells?|lists?|listed"
    r"|requires?|recommends?|wants?|requests?|suggests?|outlines?)\b"
    r"|\baccording\s+to\b|\bfollow(?:ing|s)?\b(?!\s+up\b)|\bhandle\b|\bprocess\b"
    r"|\btake\s+care\s+of\b|\bdo\s+(?:the|my|all|each|every)\b|\bsort\s+out\b"
    r"|\bdo\s+(?:this\s+(?:week|month|quarter|year|morning)|today|tonight|tomorrow)'?s\b"
    r"|\b(?:(?:the\s+)?(?:details|info|information|specifics|instructions|steps|amounts?"
    r"|iban|account\s+number|numbers|dates|times|address(?:es)?|e-?mail\s+address(?:es)?"
    r"|e-?mail)\s+(?:are|is|should\s+be|will\s+be)"
    r"|it'?s\s+all|it\s+is\s+all|everything'?s|everything\s+is|it'?s|it\s+is"
    r"|(?:the\s+)?(?:checklist|steps|runbook|playbook|guide|instructions|procedure)\s+"
    r"(?:is|are))\s+(?:all\s+)?(?:in|on)\b"
    r"|\b(?:e-?mailed|mailed)\s+(?:it|them)\b"
    r"|\bdeal\s+with\b|\bsort\s+(?:it|them|this|that)\b(?!\s+(?:by|in|into|alphabetically)\b)"
    r"|\bsort\s+(?:the|my|all)\s+(?:(?:open|outstanding|remaining|pending|last)\s+)?"
    r"(?:items|things|bits|tasks|todos|points|actions)\b"
    r"|\b(?:go|work)\s+through\b|\bapply\b|\b(?:as\s+)?per\b"
    r"|\bas\s+(?:described|instructed|listed|outlined|specified|laid\s+out)\b"
    r"|\b(?:asked|requested|wants?|says|said)\s+(?:in|on|for)\b"
    rf"|\b{_DOC_ALTERNATION}s?\s+(?:says?|said|asks?|asked|lists?|listed|requires?|specif(?:y|ies)"
    r"|describes?|instructs?|tells?)\b"
    rf"|\b{_DOC_ALTERNATION}s?\s+(?:has|have|holds?|contains?)\s+(?:the|all|our|my|every)\b"
    r"|\b(?:with|using)\s+the\s+(?:(?:latest|current|new|updated|final|full|official|right"
    r"|correct|relevant|matching)\s+)?(?:[a-z]{2,12}\s+)?"
    r"(?:steps|instructions|details|info|information|answer|fix|solution|links?|numbers"
    r"|figures|dates|times|address(?:es)?|status|update|updates|wording)\s+(?:from|in|on)\b"
    rf"|\busing\s+(?:the|my|our|this|that)\s+(?:[\w-]+\s+){{0,2}}{_SOURCES}s?\b")
# A word part every hand-over above holds ("do", "as", "per", "say"...): a request with
# none of them (most of them) is not searched sentence by sentence. Keep it in step
# with _HANDOVER.
_HANDOVER_HINTS = ("do", "detail", "info", "all", "everything", "as", "accord", "follow",
                   "amount", "iban", "number", "date", "time", "address", "action",
                   "has", "have", "hold", "contain", "handle", "process", "through", "apply",
                   "care", "sort", "deal", "per", "with", "using", "step",
                   "request", "want", "say", "said", "list", "require", "specif", "describ",
                   "instruct", "tell", "it's", "it is", "is in", "are in", "mailed")
# What a channel holds rather than is: "my items", "the requests" in #ops
_HELD = frozenset({"item", "request"})
# Where a request goes on past the document it goes through: "... and send each person ..."
_THEN_DO = re.compile(r"\s(?:and|then|&)\s+(?:then\s+)?")
_DOING = re.compile(r"(?:please\s+|pls\s+)?(?:do|handle|action|sort|deal|take\s+care|process"
                    r"|follow|complete|finish|tick|work)\b")
_FORM_GROUP = re.compile(r"\bform\s+(?:group|class|tutor|teacher|room|time|period)s?\b")
_THROUGH = re.compile(r"\b(?:run|go|work)\s+thru\b|\brun\s+through\b")
# A sentence's end; a point inside a handle or an address ("@awa.traore") ends none.
_SENTENCE = re.compile(r"(?:[;!?\n]|\.(?!\w))+")
_BACK = re.compile(r"(?:them|it|those|these|this|that)\b")  # a hand-over of what came before
_WORD = re.compile(r"[a-z]+")
# A hand-over that only says where the details are ("the details are in #hiring", "the
# planning doc has the final choices")
_POINTER = re.compile(r"(?:the\s+)?(?:details|info|information|specifics|instructions|steps"
                      r"|amounts?|iban|account\s+number|numbers|dates|times|address(?:es)?"
                      r"|e-?mail\s+address(?:es)?|e-?mail)\s"
                      r"|it(?:'?s|\s+is)\s|everything(?:'?s|\s+is)\s|(?:with|using)\s"
                      rf"|{_DOC_ALTERNATION}s?\s+(?:has|have|holds?|contains?)\s"
                      r"|(?:the\s+)?(?:checklist|steps|runbook|playbook|guide|instructions"
                      r"|procedure)\s+(?:is|are)\s|(?:e-?mailed|mailed)\s")
_CHANNEL_TAG = re.compile(r"(?:the\s+)?#([a-z][\w-]*)")
# A procedure a request names as the task, whose steps a document it points to lists
_PROCEDURE = re.compile(r"\b(?:on|off)-?boarding\b")
_CHANNEL_HEAD = re.compile(r"(?:^|[\s\"'(])#([a-z][\w-]*)")
# "take care of whatever it says", "do the slack parts of it": what came before, too
_VAGUE_BACK = re.compile(r"(?:what(?:ever)?|everything|anything|all)\s+(?:it|they|this|that)\b"
                         r"|(?:(?:what(?:ever)?|everything|anything|all)\s+)?(?:you|u|ya)\s+can\b"
                         r"|(?:[a-z]+\s+){0,2}(?:parts?|bits?|steps?|items?|things?)\s+of\s+"
                         r"(?:it|them|this|that|those|these)\b"
                         # "do whatever was assigned to me there": where the words before say
                         r"|(?:[a-z']+\s+){0,4}?there\b(?!'|\s+(?:is|are|was|were)\b)")
# What a named person posted in a channel: "whatever Hannah posted in #warehouse".
_POSTED_IN = re.compile(r"\b(?:posted|wrote|said|shared|sent|asked(?:\s+for)?|requested|raised)"
                        r"\s+(?:in|on|to)\s+#[a-z0-9]")
# A hand-over that is only the asking ("asked in #ops"): with no one named, a question
# people asked, not their requests handed over
_SAID_HANDOVER = re.compile(r"(?:asked|requested|wants?|says|said)\b")
# "whatever people asked for in #ops": the channel's people, none of them named
_GROUP_ASKED = re.compile(r"\b(?:people|everyone|everybody|folks|the\s+team|others|colleagues)"
                          r"\s+(?:have\s+|had\s+)?(?:posted|wrote|asked|requested|raised|shared)\b")
# Words that turn a hand-over away or put it off ("don't deal with the inbox", "I'll deal
# with the emails later"): the agent is handed nothing.
_NOT_HANDED = re.compile(r"\b(?:don'?t|do not|never|not|i'?ll|i will|later|myself)\b")
HEAD_CHARS = 160  # where a tool output says what it is: its first line or so
MAX_TRANSCRIPT_CHARS = 65536  # a transcript's speakers are read in this much of it
NEAR_WORDS = 16  # words after a hand-over that may name its document


def _lowered(text: str, chars: int, typed: bool = True) -> str:
    """A text's first `chars` characters, lower case, "to-do" one word ("the to-dos in the
    pin": a checklist, not "to" and "dos"); `typed` (a request), its typos of function
    words mended (`_TYPOS`)."""
    low = text[:chars].lower().replace("to-do", "todo")
    return _TYPO.sub(_typo, low) if typed else low


# Function words a quick typist swaps letters in ("do teh pinned checklist", "waht they
# asked"): read as the words they stand for.
_TYPOS = {"teh": "the", "hte": "the", "adn": "and", "nad": "and", "waht": "what",
          "thier": "their", "yuor": "your"}
_TYPO = re.compile(r"\b(?:" + "|".join(_TYPOS) + r")\b")


def _typo(m: re.Match[str]) -> str:
    return _TYPOS[m[0]]


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def requested(text: str) -> frozenset[str]:
    """The kinds of document a request hands its steps to: those named just after words
    that hand steps over ("runbook", "ticket"...)."""
    return frozenset(scopes(text))


def _scopes(text: str) -> dict[str, int]:
    """The kinds of document a request hands its steps to (`requested`), each with the
    operation classes the hand-over covers: those the clause that hands it over asks for
    ("book ... as the note says": a booking), or ANY where that clause names none of its
    own ("do what the ticket asks", "follow the checklist")."""
    lowered = _lowered(text, 4000)
    if not any(map(lowered.__contains__, _HANDOVER_HINTS)):
        return {}
    out: dict[str, int] = {}
    if "." in lowered:  # a file's name, before its dot ends a sentence
        lowered = _FILE_NAME.sub(" file ", lowered)
    if "form " in lowered:  # "my form group" is a class of pupils, not a form to fill in
        lowered = _FORM_GROUP.sub("tutorgroup", lowered)
    if "thr" in lowered:  # "run through the checklist", "go thru the sheet": gone through
        lowered = _THROUGH.sub("go through", lowered)
    before = ""
    for sentence in _SENTENCE.split(lowered):
        around: int | None = None
        for m in _HANDOVER.finditer(sentence):
            if m[0].startswith(("deal", "sort ")) and _NOT_HANDED.search(sentence):
                continue
            # the document is what the hand-over speaks of, close after it ("triage the
            # issue according to CODEOWNERS" hands nothing to the issue), or, where it hands
            # over "them" or "it", what the words before it name ("Callum sent me a DM with
            # two jobs, please do them")
            after = sentence[m.end():].split()
            near = m[0].split() + after[:NEAR_WORDS]
            back = bool(_BACK.match(" ".join(after[:1]) or m[0].split()[-1])
                        or _VAGUE_BACK.match(" ".join(after[:6])))
            if back:
                near += (before + " " + sentence[:m.start()]).split()[-NEAR_WORDS:]
            kinds = [k for k in map(_kind, _WORD.findall(" ".join(near))) if k in DOCUMENTS]
            pointer = _POINTER.match(m[0]) is not None
            if pointer and "mailed" in m[0]:
                kinds = kinds or ["email"]  # "Pieter mailed it last week": his mail has it
            if not kinds and back and (tag := _CHANNEL_HEAD.search(" ".join(
                    (before + " " + sentence[:m.start()]).split()[-NEAR_WORDS:]))):
                # "there are a couple of asks for me in #ops-dublin, can you sort them"
                kinds = [f"channel:#{tag[1]}"]
            if not kinds and not _SAID_HANDOVER.match(m[0]) and (
                    tag := _CHANNEL_TAG.match(" ".join(after[:2]))):
                # "the details are in #hiring", "go through #ops and do ...": that channel
                kinds = [f"channel:#{tag[1]}"]
            if not kinds and _POSTED_IN.search(" ".join(near)) and (any(
                    _person(a["a"] or "") for a in _ASKER.finditer(sentence))
                    or (_GROUP_ASKED.search(sentence) and not _SAID_HANDOVER.match(m[0]))):
                # "do whatever Hannah posted in #warehouse", "sort out whatever people asked
                # for in #ops"
                kinds = ["channel"]
            if pointer:
                # "do my bookings? it's all in the planning doc": what the request around
                # the pointer asks for is what the document is handed; a request that asks
                # for nothing else ("find out what I owe; the details are in my inbox") or
                # turns away ("don't pay anything yet") hands nothing over
                if not kinds or _NOT_HANDED.search(f"{before} {sentence}"):
                    continue
                if around is None:  # once a sentence, however many pointers it holds
                    around = intent.request_classes(f"{before}. {sentence}") & ~(
                        intent.READ | CHANGE)
                    if not around and _PROCEDURE.search(f"{before} {sentence}"):
                        around = ANY  # "onboarding for Matthias pls (checklist is in HR)"
                if not around:
                    continue
                bits = around
            else:
                bits = _clause_operations(sentence, m.start())
                if bits == ANY and m[0].startswith(("go", "work")) and (
                        then := _THEN_DO.search(sentence, m.end())) and not _DOING.match(
                            sentence, then.end()):
                    # "go through the meeting notes and send each person an email": read
                    # to do what the request goes on to ask, not whatever the notes say
                    # (but "... and do the open ones" is the notes' to say)
                    bits = intent.request_classes(sentence[then.end():]) & ~(
                        intent.READ | CHANGE) or ANY
            if (not kinds and bits and bits != ANY and m[0].startswith("sort")
                    and not _NEGATING.search(before)):
                # "Paulina left me a note (...). Can you sort out the payments?": an operation
                # of its own handed to the document the words before it name
                prior = (before + " " + sentence[:m.start()]).split()[-NEAR_WORDS:]
                kinds = [k for k in map(_kind, _WORD.findall(" ".join(prior))) if k in DOCUMENTS]
            if not kinds:
                continue
            if not pointer and (title := _title(sentence[m.end():])):
                kinds.append(title)  # "the checklist in 'Market prep'": that document
            if set(kinds) <= _HELD and (tag := _CHANNEL_HEAD.search(" ".join(after))):
                # "do my items from today's retro in #eng-retro", "handle the requests people
                # left for me in #ops-dublin": items and requests are no document, the
                # channel that holds them is
                kinds.append(f"channel:#{tag[1]}")
            for kind in kinds:
                out[kind] = ANY if bits == ANY or out.get(kind) == ANY else (
                    out.get(kind, 0) | bits)
        before = sentence
    return out


# A document's name in quotes ("the checklist in 'Market prep'").
_QUOTED = re.compile("[\'\"\u2018\u201c]([^\'\"\u2018\u2019\u201c\u201d]{3,60})[\'\"\u2019\u201d]")
# Words that describe a document without naming it ("the new shared checklist").
_UNNAMING = frozenset({"the", "my", "our", "your", "his", "her", "their", "this", "that",
                       "these", "those", "new", "shared", "latest", "last", "pinned",
                       "attached", "updated", "revised", "current", "final", "same", "whole",
                       "open", "please", "pls", "and", "for", "from", "with", "about"})

# Words a document's name does not run back past ("in the Market prep doc").
_BEFORE_NAME = frozenset({"the", "a", "an", "my", "our", "your", "his", "her", "their", "this",
                          "that", "these", "those", "in", "on", "of", "from", "at", "to", "for",
                          "with", "through", "per", "by"})
TITLE = "title:"  # a kind that is a document's name: the words its head must hold
MIN_TITLE_WORDS = 2


def _title(after: str) -> str:
    """The name a hand-over gives its document, as a `TITLE` kind: the words before the
    kind of document it names ("the Market prep doc") or quoted near it ("the checklist in
    'Market prep'"), less descriptions and possessives; "" for fewer than
    MIN_TITLE_WORDS of them. A tool's answer whose head holds them all is that document,
    whatever kind its tool says it is (`titled`)."""
    ws = after.split()[:NEAR_WORDS]
    quoted = _QUOTED.search(" ".join(ws))
    if quoted:
        named = _WORD.findall(quoted[1])
    else:
        at = next((i for i, w in enumerate(ws) for k in map(_kind, _WORD.findall(w))
                   if k in DOCUMENTS), None)
        if at is None:
            return ""
        start = at  # the words just before the kind, back to a determiner or preposition
        while start > 0 and _WORD.fullmatch(ws[start - 1].strip("-")) is not None and (
                ws[start - 1] not in _BEFORE_NAME):
            start -= 1
        named = [w for word in ws[start:at] for w in _WORD.findall(word)]
    named = sorted({w for w in named if len(w) >= 3 and w not in _UNNAMING
                    and _kind(w) not in DOCUMENTS})
    return TITLE + " ".join(named) if len(named) >= MIN_TITLE_WORDS else ""


def titled(content: str, kinds: Iterable[str]) -> frozenset[str]:
    """The `TITLE` kinds among `kinds` whose every word the tool answer's head holds."""
    titles = [k for k in kinds if k.startswith(TITLE)]
    if not titles:
        return frozenset()
    head = set(_WORD.findall(_lowered(content, HEAD_CHARS, False)))
    return frozenset(k for k in titles if head.issuperset(k[len(TITLE):].split()))


# A verb that describes the document after a determiner ("the new checklist", "our shared
# note", "the open tickets"): no operation the hand-over asks for.
_DESCRIBED = re.compile(r"\b(the|a|an|my|our|your|this|that|these|those|his|her|their)\s+"
                        r"(?:new|shared|open)\b")


def _clause_operations(sentence: str, at: int) -> int:
    """The operation classes the clause of `sentence` holding position `at` asks for
    itself, past a light verb's generic change ("do what ..."): ANY when none, or when a
    do-verb leads it ("handle the open tickets", "process the form": what the document
    says is what is to be done)."""
    start, end = 0, len(sentence)
    for brk in intent.clause_breaks(sentence):
        if brk.start() > at:
            end = brk.start()
            break
        start = brk.end()
    clause = sentence[start:end]
    if "new" in clause or "shared" in clause or "open" in clause:  # "the new-quarter
        clause = _DESCRIBED.sub(r"\1", clause)  # checklist": a description, no creation
    bits = intent.handing_classes(clause) & ~(intent.READ | CHANGE)
    return bits or ANY


def documents(tool: str, content: str) -> frozenset[str]:
    """The kinds of document a tool output says it is: by its tool's name less its verb
    ("chat_read_channel", not the "post" of "post_message") or by its head."""
    # "mail.read", "chat.pins": the verb is past the namespace, which names the kind
    name, space = intent.tool_parts(tool)
    named = _WORD.findall(name)
    verb = next((i for i, w in enumerate(named) if may_lead(stem(w))
                 and not (space and len(named) == 1 and w.endswith("s"))), None)
    if verb is not None:
        del named[verb]
    named += _WORD.findall(space)
    lowered = _lowered(content, HEAD_CHARS, False)
    head = _WORD.findall(lowered)
    kinds = {k for k in map(_kind, [*named, *head]) if k in DOCUMENTS}
    if not _DRIVES.isdisjoint(named):  # "drive_read", "dropbox.get": what a file store holds
        kinds.add("document")
    if "#" in lowered:  # the channel a chat tool's answer says it is ("#hiring: 3 messages")
        kinds.update(f"channel:#{m[1]}" for m in _CHANNEL_HEAD.finditer(lowered))
    return frozenset(kinds)


# A tool's namespace or name that stores files.
_DRIVES = frozenset({"drive", "gdrive", "onedrive", "dropbox", "sharepoint", "storage"})


def named(text: str) -> frozenset[str]:
    """The kinds of document a request names anywhere ("pay the dentist's invoice", "the
    numbers in budget.xlsx"), whether or not it hands its steps to them."""
    lowered = _lowered(text, 4000)
    if "." in lowered:
        lowered = _FILE_NAME.sub(" file ", lowered)
    return frozenset(k for k in map(_kind, _WORD.findall(lowered)) if k in DOCUMENTS)


def _kind(word: str) -> str:
    """The kind of document a word names, singular (`_SAME_KIND`)."""
    word = _singular(word)
    return _SAME_KIND.get(word, word)


# Who asked, in a hand-over: "do what <the practice manager> asked", "as <Marta> said",
# "<Marta>'s requests". The words between are a person or a role, not a document.
_ASKER = re.compile(
    r"\b(?:do(?:es)?|handle|action|take\s+care\s+of|sort\s+out|deal\s+with)\s+"
    r"(?:what|whatever|everything)\s+(?P<a>[a-z][a-z .'-]{0,60}?)"
    r"\s+(?:asked|asks|said|says|wants|wanted|requested|requests|needs|needed|told\s+us"
    r"|posted|wrote|sent|shared|listed)\b"
    r"|\b(?:as|(?<!would\s)(?<!'d\s)(?<!\bi\s)(?<!\bto\s)like)\s+(?P<b>[a-z][a-z .'-]{0,60}?)\s+"
    r"(?:asked|said|requested|instructed|wanted)\b"
    r"|\b(?P<c>[a-z][a-z.-]{1,30})'s\s+(?:[a-z-]+\s+)?(?:requests?|instructions?|asks?|messages?|msgs?|memos?"
    r"|tasks?|to-?dos?|e-?mails?|mails?|notes?|dms?|plans?|lists?|checklists?|docs?|handovers?"
    r"|guides?)\b"
    r"|\b(?:checklist|list|doc|document|note|notes|message|post|guide|items|tasks|requests"
    r"|todos)\s+(?P<f>[a-z][a-z.-]{1,30})\s+(?:pinned|posted|wrote|shared|left|sent)\b"
    r"|\b(?P<d>[a-z][a-z.-]{1,30})\s+(?:sent|wrote|left|dm'?e?d|messaged)\s+(?:me|us)?\s*"
    r"(?:a|an|the|some|two|three|\d)?\s*(?:[a-z]+\s+){0,2}?(?:dms?|mails?|e-?mails?|messages?"
    r"|notes?|instructions?|lists?|requests?|jobs?|tasks?|things|bits|steps|something|stuff)\b"
    r"|\b(?P<g>[a-z][a-z.-]{1,30})\s+(?:e-?mailed|messaged|texted|pinged|dm'?e?d|wrote(?:\s+to)?)"
    r"\s+(?:me|us)\b|\b(?P<i>[a-z][a-z.-]{1,30})\s+(?:e-?mailed|mailed)\s+(?:it|them)\b"
    # "Harriet from Café Lindgren emailed me": the person, not the place they write from
    r"|\b(?P<h>[a-z][a-z.-]{1,30})\s+(?:from|at|of)\s+[^,.;:!?]{1,40}?\s+(?:e-?mailed|messaged"
    r"|texted|pinged|dm'?e?d|wrote)\s+(?:me|us)\b")
# "the payments in WG Kosten.txt from Saanvi", "the email from Marcus": who wrote it.
_FROM_ASKER = re.compile(r"\b(?:dms?|mails?|e-?mails?|messages?|notes?|letters?|lists?|file)"
                         r"\s+from\s+(?:the\s+)?(?P<e>[a-z][a-z.-]{1,30})\b")
_NOT_A_PERSON = frozenset({"he", "she", "they", "it", "i", "we", "you", "someone", "everyone",
                           "anyone", "people", "who", "that", "this", "which", "what",
                           "was", "were", "is", "are", "been", "be", "has", "had", "have",
                           # "the email from today": when, not who
                           "today", "yesterday", "tonight", "tomorrow", "earlier", "before",
                           "last", "morning", "afternoon", "evening", "week", "monday",
                           "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                           "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat",
                           "sun"})
_ROLE_STOP = frozenset({"the", "my", "our", "your", "a", "an", "their", "his", "her"})


# What a named person asked for, wherever they asked it: "Callum sent instructions ... take
# care of them", "do what Callum asked". A hand-over of one of these kinds, or one that names
# who asked and no document ("do what Callum asked for the offsite", kind `ASKED`), hands
# over that person's lines or messages in any tool's answer (`authored`).
ASKED = "asked"  # no tool's answer is of this kind: only the asker's own lines are handed
BY_ASKER = frozenset({"instruction", "request", "todo", "item", ASKED})


# "as many rooms as the team wanted": a comparison, not what the team asked for.
_COMPARED = re.compile(r"\bas\s+[a-z]+(?:\s+[a-z]+){0,2}\s+$")


def _said_as(low: str, m: re.Match[str]) -> str:
    """Who "as Julien said" or "like Julien said" names, where it is no comparison ("as
    many rooms as the team wanted")."""
    who = m["b"] or ""
    return "" if " as " in f" {who} " or _COMPARED.search(low, 0, m.start()) else who


def scopes(text: str) -> dict[str, int]:
    """`_scopes`, and where a hand-over names who asked and no document ("do what Callum
    asked for the offsite"), every operation handed to what that person asked (`ASKED`)."""
    out = _scopes(text)
    low = _lowered(text, 4000)
    if not out and not any(map(low.__contains__, _ASKER_HINTS)):
        return out  # no word `_ASKER` ends on: no asker (and a regular expression saved)
    if not out and any((who := m["a"] or _said_as(low, m)) and _asker(who)
                       for m in _ASKER.finditer(low)):
        out[ASKED] = ANY
    if not out and _BACK_HANDOVER.search(low) and any(
            _asker(m["d"] or m["g"] or m["h"] or m["i"] or "") for m in _ASKER.finditer(low)):
        out[ASKED] = ANY  # "Carlo sent me something about ..., kindly do the needful"
    if not out and (back := _BACK_HANDOVER.search(low)) and (
            said := _WROTE.search(low, 0, back.start())):
        # "the host at Kowhai Cottage messaged, can you do what they need": their message
        out[_kind(said[1])] = ANY
    return out


# Someone's message named by its verb, before a hand-over of what came before it
_WROTE = re.compile(r"\b(messaged|emailed|texted|mailed|pinged)\b")


# A hand-over of what came before it, whatever that is: "do the needful", "handle it".
_BACK_HANDOVER = re.compile(r"\bdo\s+the\s+needful\b|\b(?:do|handle|action|sort)\s+"
                            r"(?:it|them|that|this)\b|\btake\s+care\s+of\s+(?:it|them|that|this)\b"
                            r"|\bdeal\s+with\s+(?:it|them)\b"
                            # "Da-eun DM'd me about something, can you do what they asked?"
                            r"|\b(?:do|handle|action)\s+(?:what|whatever)\s+(?:they|he|she)\s+"
                            r"(?:asked|asks|wants?|wanted|needs?|needed|said|says)\b")


# Every branch of `_ASKER` ends on one of these.
_ASKER_HINTS = ("ask", "said", "says", "request", "want", "need", "told", "post", "wrote",
                "sent", "shared", "listed", "instruct", "'s", "pinned", "left", "dm", "messag",
                "mail", "texted", "pinged")


def requesters(text: str) -> tuple[frozenset[str], ...]:
    """Who a request's hand-overs name as having asked: each as its lower-case words
    ("the practice manager" -> {practice, manager}; "Marta's requests" -> {marta}). None
    where the hand-over names a document only ("do what the ticket asks")."""
    lowered = _lowered(text, 4000)
    if "." in lowered:
        lowered = _FILE_NAME.sub(" file ", lowered)
    if not any(map(lowered.__contains__, ("ask", "said", "say", "request", "want", "need",
                                          "told", "instruct", "'s ", "sent", "wrote", "left", "dm",
                                          "messaged", "from", "posted", "shared", "listed",
                                          "pinned", "mailed", "texted", "pinged"))):
        return ()
    out = []
    for m in _ASKER.finditer(lowered):
        who = _asker(m["a"] or m["b"] or m["c"] or m["d"] or m["f"] or m["g"] or m["h"]
                     or m["i"] or "")
        if who:
            out.append(who)
    if "from" in lowered:
        out.extend(filter(None, (_person(m["e"]) for m in _FROM_ASKER.finditer(lowered))))
    if not out:  # "handle Thandis request": a name's possessive typed without its apostrophe
        out.extend(filter(None, (_person(m[1].lower())
                                 for m in _BARE_POSSESSIVE.finditer(text[:4000]))))
    if "-" in lowered:  # "Da-eun", whose handle is "@daeun.kang": the name written as one word
        named = tuple(out)
        out.extend(frozenset((m[0].replace("-", ""),)) for m in _JOINED_NAME.finditer(lowered)
                   if any(set(m[0].split("-")) <= who for who in named))
    return tuple(dict.fromkeys(out))


_JOINED_NAME = re.compile(r"\b[a-z]{2,}(?:-[a-z]{2,})+\b")


_BARE_POSSESSIVE = re.compile(r"\b([A-Z][a-z]{2,30})s\s+(?:requests?|e-?mails?|mails?|messages?"
                              r"|msgs?|dms?|notes?|lists?|checklists?|instructions?|to-?dos?)\b")


# "Vikram's email", "the landlord's letter": whose document the words between name
_WHOSE = re.compile(r"^(?:the\s+)?([a-z][a-z.-]{1,30})'s\s+([a-z-]+)(?:\s+([a-z-]+))?")


def _asker(phrase: str) -> frozenset[str]:
    """The person an asker's phrase names: the phrase itself, or the owner of the document
    it names ("do what Vikram's email asks": Vikram)."""
    if ("'s " in phrase and (m := _WHOSE.match(phrase.strip()))
            and (_kind(m[2]) in DOCUMENTS or _kind(m[3] or "") in DOCUMENTS)):
        return _person(m[1])
    return _person(phrase)


def _person(phrase: str) -> frozenset[str]:
    """The words of a person or role an asker's phrase names; empty where it names none
    (a pronoun, a document)."""
    ws = [w for w in _WORD.findall(phrase) if w not in _ROLE_STOP]
    if (ws and len(ws) <= 4 and not _NOT_A_PERSON & set(ws)
            and not {_singular(w) for w in ws} & DOCUMENTS):
        return frozenset(ws)
    return frozenset()


# A transcript's line with its speaker: an optional time stamp (a day's name may lead it), a
# name, an optional role in brackets, a colon ("[07:13] Marta (practice manager): please
# move ...", "[Wed 16:40] Julien Rossi: ...", "Marta: ok").
_SPEAKER = re.compile(
    r"^[ \t]*(?:[\[(]?(?:[A-Za-z]{3,9}\.?,?[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?"
    r"[\])]?[ \t]*[-\u2013]?[ \t]*)?"
    r"(?P<who>[A-Za-z][\w.'-]*(?:[ \t][A-Za-z][\w.'-]*){0,3})[ \t]*"
    r"(?:\((?P<role>[^()\n]{1,40})\))?[ \t]*:[ \t]", re.MULTILINE)


def authored(content: str, askers: tuple[frozenset[str], ...], signed: bool = True
             ) -> tuple[tuple[int, int], ...]:
    """The spans of a transcript written by one of `askers` (`requesters`): each line whose
    speaker's name or role holds all of an asker's words, with the lines after it up to the
    next speaker's; a name once seen with a matching role stands for that role on its
    other lines ("Marta (practice manager): ...", then "Marta: ..."). Of a JSON list of
    messages, the ones they sent; where `signed`, all of a note or mail they wrote
    (`_signed`). () for content that is no transcript or holds none of their lines."""
    if not askers:
        return ()
    if "{" in content:
        records = _authored_records(content, askers)
        if records is not None:
            return records
    if signed and _signed(content, askers):
        return _unquoted(content)
    lines = [(m.start(), m["who"].lower(), (m["role"] or "").lower())
             for m in _SPEAKER.finditer(content[:MAX_TRANSCRIPT_CHARS])]
    if len(lines) < 2:
        return ()
    names = set()
    for _, who, role in lines:
        said = set(_WORD.findall(f"{who} {role}"))
        if any(a <= said for a in askers):
            names.add(who)
    spans: list[tuple[int, int]] = []
    for i, (start, who, _) in enumerate(lines):
        if who in names:
            end = lines[i + 1][0] if i + 1 < len(lines) else len(content)
            if spans and spans[-1][1] == start:
                spans[-1] = (spans[-1][0], end)
            else:
                spans.append((start, end))
    return tuple(spans)


# Where a mail quotes the one it answers: "On Monday, Oct 12, 2026 at 11:05 AM Fatima
# wrote:", "-----Original Message-----", and the "> " lines.
_QUOTE_HEAD = re.compile(r"^[ \t]*(?:on\b[^\n]{0,160}\bwrote:[ \t]*$|-{2,}\s*original message"
                         r"\s*-{2,}|-{2,}\s*forwarded message\s*-{2,}"
                         # "Am 3. März schrieb ...:", "Le 3 mars, ... a écrit :", "Op ...
                         # schreef ...:", "El ... escribió:", "Den ... skrev ...:"
                         r"|(?:am|le|op|el|em|den|d\.)\b[^\n]{0,160}\b(?:schrieb|a\s+[eé]crit"
                         r"|schreef|escribi[oó]|escreveu|skrev)\b[^\n]{0,80}:[ \t]*$"
                         r"|-{2,}\s*(?:weitergeleitete|urspr[uü]ngliche|doorgestuurd|oorspronkelijk"
                         r"|vidarebefordrat|videresendt|message\s+transf[eé]r[eé]|message\s+d'origine"
                         r"|mensaje\s+reenviado|mensagem\s+encaminhada)[^\n]{0,40}-{2,}"
                         # "2026年12月1日(火) 9:42 Name <...>:", "... <...>님이 작성:",
                         # "... 於 2026年12月1日 寫道" and a full-width colon
                         r"|[^\n]{0,160}(?:\d\u65e5[^\n]{0,120}<[^\n<>@]+@[^\n<>]+>"
                         r"|\ub2d8\uc774\s?\uc791\uc131|[\u5199\u5beb]\u9053)[:\uff1a][ \t]*$)",
                         re.IGNORECASE | re.MULTILINE)
_QUOTED_LINE = re.compile(r"^[ \t]*>", re.MULTILINE)


def _unquoted(content: str) -> tuple[tuple[int, int], ...]:
    """A signed mail's own text: all of it up to where it quotes another (the quoted mail
    is its sender's, not the signer's), less the "> " lines before that."""
    m = _QUOTE_HEAD.search(content)
    end = m.start() if m else len(content)
    spans, at = [], 0
    for q in _QUOTED_LINE.finditer(content, 0, end):
        if q.start() > at:
            spans.append((at, q.start()))
        nl = content.find("\n", q.start(), end)
        at = end if nl < 0 else nl + 1
    if at < end:
        spans.append((at, end))
    return tuple(spans) or ((0, 0),)


# A file the user calls their own, by its name: "do the unchecked tasks in my Week notes.md".
_OWNED = re.compile(r"\bmy\s+((?:(?!(?:in|at|on|of|from|for|to|with)\s)[\w-]+\s+){0,2}?"
                    r"[\w-]+\.(?:txt|md|docx?|odt|rtf))\b")


def owned(text: str) -> frozenset[str]:
    """The names of files a request calls the user's own ("my Week notes.md" gives
    "week notes.md"), lower case: a note of the user's is theirs whole (`Session`)."""
    low = _lowered(text, 4000)
    return frozenset(_OWNED.findall(low)) if "my " in low else frozenset()


# A sentence that turns the user away from what it names ("ignore the email from Bob").
_NEGATING = re.compile(r"\b(?:ignore|don'?t|do not|never|not|disregard|skip)\b")


# A sign-off's words: a note ends "Thanks! / Chiara", "Best, Chiara", "- Chiara".
_SIGN_OFF = frozenset({"thanks", "thank", "you", "best", "cheers", "regards", "kind", "warm",
                       "love", "xx", "x", "bye", "ciao", "yours", "from", "sent", "by"})
# A mail's From line, as mail programs label it in English and in the languages of Europe
# ("Van:", "Von:", "De:", "Från:", "Expéditeur :")
# (and as mail programs in Japan, Korea and China label it: 差出人, 送信者, 보낸 사람, 发件人...)
_FROM = re.compile(r"^[ \t]*(?:from|von|van|de|da|fr[aå]n|fra|od|exp[eé]diteur|absender"
                   r"|afzender|remitente|remetente|\u5dee\u51fa\u4eba|\u9001\u4fe1\u8005"
                   r"|\ubcf4\ub0b8\s?\uc0ac\ub78c|\ubc1c\uc2e0\uc790|[\u53d1\u767c\u5bc4]"
                   r"[\u4ef6\u4fe1][\u4eba\u8005])[ \t]*[:\uff1a][ \t]*([^\n]{1,120})",
                   re.IGNORECASE | re.MULTILINE)
MAX_SIGNATURE_CHARS = 60
_FROM_HEAD = re.compile(r"^[ \t]*(?:dm|direct message|message|note|memo|e-?mail|mail|text)"
                        r"[ \t]+from[ \t]+([^\n]{1,120})", re.IGNORECASE | re.MULTILINE)


def _signed(content: str, askers: tuple[frozenset[str], ...]) -> bool:
    """Whether one of the askers wrote the whole text: a note or letter whose last line
    signs it with their name ("Thanks! / Chiara"), or a single mail whose From line names
    them. The text is theirs, not a transcript of several people. A From line decides
    where there is one: a mail from someone else signed with the asker's name is not
    theirs."""
    froms = _FROM.findall(content[:MAX_TRANSCRIPT_CHARS])
    if not froms and (head := _FROM_HEAD.match(content)):
        # "DM from Margot Whitlow (@margot.whitlow), 08:29": one message, its sender named
        # first, as a mail's From line names it; a second such line makes a thread
        heads = _FROM_HEAD.findall(content[:MAX_TRANSCRIPT_CHARS])
        said = set(_WORD.findall(head[1].lower()))
        return len(heads) == 1 and any(a <= said for a in askers)
    if froms:
        said = set(_WORD.findall(froms[0].lower()))
        return len(froms) == 1 and any(a <= said for a in askers)
    tail = content[-2000:].rstrip()
    last = tail[tail.rfind("\n") + 1:].strip()
    if 0 < len(last) <= MAX_SIGNATURE_CHARS:
        said = set(_WORD.findall(last.lower()))
        return any(a <= said for a in askers) and not (said - _SIGN_OFF - set().union(*askers))
    return False


# A message of an API's answer: a JSON object (what is nested in it is not its own), the
# fields that say who wrote it and the fields that hold what they wrote.
_BRACES = re.compile(r'[{}"\\]')
# A message's own words in a JSON record (a string value, escapes kept).
_SAID = re.compile(r'"(?:text|body|message|content|msg)"\s*:\s*"((?:[^"\\]|\\.)*)"',
                   re.IGNORECASE)
_SENDER = re.compile(r'"(?:from|sender|user|author|name|username|display_name|user_name'
                     r'|real_name|sender_name|from_name|author_name)"\s*:\s*"([^"]*)"',
                     re.IGNORECASE)


def _objects(text: str) -> list[tuple[int, int, list[tuple[int, int]]]]:
    """The JSON objects of a text, each as its span and the pieces of it that lie outside
    the objects nested in it (a message less its replies); braces in strings skipped."""
    out: list[tuple[int, int, list[tuple[int, int]]]] = []
    stack: list[tuple[int, list[tuple[int, int]]]] = []
    quoted, skip = False, -1
    for m in _BRACES.finditer(text):
        ch, at = m[0], m.start()
        if at == skip:  # the character a backslash escapes
            continue
        if ch == "\\":
            skip = at + 1 if quoted else -1
            continue
        if ch == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif ch == "{":
            stack.append((at, []))
        elif stack:
            start, children = stack.pop()
            pieces, last = [], start
            for a, b in children:
                pieces.append((last, a))
                last = b
            pieces.append((last, at + 1))
            out.append((start, at + 1, pieces))
            if stack:
                stack[-1][1].append((start, at + 1))
    return out


def _authored_records(content: str, askers: tuple[frozenset[str], ...]
                      ) -> tuple[tuple[int, int], ...] | None:
    """`authored` for a list of messages as JSON objects with a sender field and a text
    field: the text fields of the objects one of the askers wrote (what is nested in them,
    replies or attachments, is not theirs, nor any other field). None when the content
    holds fewer than two such objects."""
    text = content[:MAX_TRANSCRIPT_CHARS]
    records = []
    for _, _, pieces in _objects(text):
        senders = [name for a, b in pieces for name in _SENDER.findall(text, a, b)]
        said = [(m.start(1), m.end(1)) for a, b in pieces for m in _SAID.finditer(text, a, b)]
        if senders and said:
            records.append((said, set(_WORD.findall(" ".join(senders).lower()))))
    if len(records) < 2:
        return None
    return tuple(sorted(span for spans, by in records if any(w <= by for w in askers)
                        for span in spans))
