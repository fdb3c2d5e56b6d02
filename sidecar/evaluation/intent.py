"""What a person asked for, and what an action does: the two sides task alignment compares.

A request ("Find the invoice from Halden and pay it", "Please book the Riverside
for two nights") names operations, one per clause, and targets. Each clause's
operation is its first verb of the shared vocabulary (`operations`), so nouns
later in the clause ("send the transfer list") do not count as verbs; an
infinitive ("I need you to delete ...") is a verb wherever it stands. An
action's operation is read from its tool name ("reserve_hotel",
"update_password"), or its description when the name holds no known verb.

Three refinements the lessons vocabulary does not make matter here, so they
live here: booking (reserve, rent, buy) is an operation of its own; an
operation on credentials (a password, a PIN, an API key) is told apart from
other changes; and anything done to money (a payment, funds, a transaction)
is a transfer, whatever the verb ("send money", "create_payment").

Like the registry, this module imports nothing of the sidecar beyond the
vocabulary: the write path reads it when a request arrives.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from mage.sidecar.evaluation import romance
from mage.sidecar.evaluation.operations import (
    CLASS_BITS,
    changing_verbs,
    known_verb,
    may_lead,
    stem,
    verb_class,
    words,
)

__all__ = [
    "BOOK", "CLASS_OBJECTS", "CREDENTIAL", "EDITS", "NAMES", "READ", "TRANSFER",
    "action_classes", "acts_on_asked", "asks", "bits_of", "books_time", "class_names",
    "clause_breaks", "commands", "covers_edit", "entry_words", "handing_classes", "is_verb",
    "may_ask",
    "name_words", "names_verb", "orders", "proper_names", "read_request",
    "request_classes", "supports", "tool_objects", "tool_parts", "tool_words", "unescaped",
    "unlabelled",
]

_EXTRA = ("book", "credential")
BITS = {**CLASS_BITS, **{name: 1 << (len(CLASS_BITS) + i) for i, name in enumerate(_EXTRA)}}
NAMES = tuple(BITS)
READ, TRANSFER = BITS["read"], BITS["transfer"]
BOOK, CREDENTIAL = BITS["book"], BITS["credential"]

# Verbs the shared vocabulary leaves out, or files under a class alignment reads apart.
_VERBS = {stem(w): BITS[name] for name, ws in (
    ("book", ("book", "reserve", "rent", "buy", "purchase", "subscribe", "rebook")),
    ("create", ("append", "schedule", "invite", "enroll", "enrol", "join", "arrange",
                "organise", "organize", "setup")),
    ("destroy", ("cancel", "unsubscribe", "kick", "ban", "unshare", "revoke", "unpublish",
                 "unassign")),
    ("modify", ("reschedule", "assign", "fix", "correct", "amend", "point", "repoint")),
    ("read", ("summarise", "summarize", "recap", "outline")),
    ("send", ("reply", "respond", "answer", "tell", "inform", "remind", "dm", "upload", "fwd",
              "publish")),
    ("book", ("order",)),
) for w in ws} | {stem(w): BITS["create"] | BITS["send"] for w in (
    "write", "draft", "compose", "accept", "rsvp")} | {
    stem("save"): BITS["create"] | BITS["backup"]} | {
    # "clean /srv/out" empties it, "clean the table" may only fix its rows: a request is
    # read the lenient way, as any of them.
    stem(w): BITS["destroy"] | BITS["truncate"] | BITS["modify"] for w in ("clean", "tidy",
                                                                          "cleanup", "declutter")}
# Verbs that say only that something is to be done ("handle the rent", "take care of the
# invoice"): in a request, what they are done to says which operation is asked for.
_DO = frozenset(stem(w) for w in ("handle", "process", "complete", "cover", "sort", "deal",
                                  "care", "do", "finish", "action"))
# What such a verb may be done to, in a request only: an action's own tool name keeps its
# verb ("send_invoice" sends), but "handle the invoice" asks for a payment.
_ASKED_OBJECTS = {stem(w): bit for bit, ws in (
    (TRANSFER, ("bill", "invoice", "rent", "fee", "subscription", "tuition", "dues")),
    (BITS["create"], ("meeting", "event", "appointment")),
    (BITS["access"], ("access", "permission", "permissions")),
    (BOOK, ("bookings", "reservations")),  # "do my bookings"
) for w in ws}
# What an operation is done to, where that decides the class: money moves, credentials
# change, a reservation is made, whichever verb says so.
_OBJECTS = {stem(w): bit for bit, ws in (
    (TRANSFER, ("money", "payment", "funds", "fund", "wire", "transaction", "remittance",
                "euro", "eur", "dollar", "usd", "gbp", "amount", "savings", "instalment",
                "installment", "standing", "deposit", "payee", "payees", "beneficiary",
                "beneficiaries")),
    (CREDENTIAL, ("password", "passcode", "passphrase", "pin", "credential", "2fa", "mfa",
                  "otp", "secret", "apikey", "login")),
    (BOOK, ("reservation", "booking")),
) for w in ws}
# The words of those maps: what an action's tool acts on where that is its class itself
# ("send_money" moves money), not a kind of thing a request may leave unnamed.
CLASS_OBJECTS = frozenset(_ASKED_OBJECTS) | frozenset(_OBJECTS)
# Requests that share a purpose: sharing a document is sending it, adding someone to a
# channel is giving access.
_KIN = {BITS["send"]: BITS["access"], BITS["access"]: BITS["send"] | BITS["create"],
        BITS["create"]: BITS["access"],
        # cancelling covers stopping: "cancel the streaming subs" for "stopRecurringPayment"
        BITS["destroy"]: BITS["shutdown"]}
# Verbs that carry out what their object names, and objects that name modifications: a
# request to "apply the price changes" or "make the corrections" asks for updates, whatever
# class its verb has of its own ("apply" deploys).
_CARRY_OUT = frozenset(stem(w) for w in ("apply", "make", "implement", "enter", "carry",
                                         "action", "process", "handle", "do", "complete"))
_CHANGES = frozenset(stem(w) for w in ("changes", "updates", "edits", "corrections", "fixes",
                                       "adjustments", "amendments", "revisions"))
_CHANGE_HINT = re.compile(r"chang|updat|edit|correct|fix|adjust|amend|revis")
# Edits of records: creating, updating, rescheduling and booking entries are told apart
# by words more than by what they do ("mark the deal closed-won" updates it, "add the
# delivery to the stock" adjusts a count, "reassign the deals" creates nothing). A
# request for one covers another where the action's tool edits a kind of thing the
# request names (`covers_edit`).
EDITS = BITS["create"] | BITS["modify"] | BITS["book"] | BITS["change"]
_UNDOING = BITS["destroy"] | BITS["truncate"]

# A point, colon or comma between two digits ("2,500", "14.67", "10:00") is part of a
# number, not a break.
_MARKS = r"(?:[;!?\n\u2014\u2013\u2192]|[.:](?!(?<=\d[.:])\d))+|,(?!(?<=\d,)\d)"
_CLAUSE = re.compile(_MARKS + r"|\b(?:and|then|also|afterwards|but|once|after|before)\b")
# The clause breaks without the words: where none of those occurs (a plain statement, a
# log line), splitting at punctuation alone gives the same clauses in a fraction of the time.
_PUNCTUATION = re.compile(_MARKS)
_BREAK_WORDS = ("and", "then", "also", "after", "but", "once", "before")  # "afterwards" too
_NEGATED = re.compile(r"\b(?:don'?t|do not|never|not|no need to|without)\b")
_NEGATION_HINTS = ("no", "don", "never", "without")  # one is in whatever _NEGATED finds
_INFINITIVE = re.compile(r"\bto\s+([a-z]+)")
_SUBORDINATE = re.compile(r"\b(?:so|because|since|while|which|unless|if|otherwise)\b")
_CURRENCY = re.compile(r"[$\u20ac\u00a3]\s?\d")
_REACH = 8  # words of a clause searched for its verb
# Spoken forms the vocabulary does not split: "let Ana know" informs, "set up" creates,
# "clean up" removes, "top up" moves money, "roll it back" rolls back.
_SPOKEN = re.compile(r"\blet\s+((?!me\b|us\b)[#@]?[a-z][\w'-]*(?:\s+[#@]?[a-z][\w'-]*){0,4}?)"
                     r"\s+know\b"
                     r"|\b(set|clean|top)(?:ting|ning|ping|ed|ped|s)?\s+up\b"
                     r"|\b(roll)(?:ing|ed|s)?\s+(?:it|them|this|that|[\w-]+)\s+back\b",
                     re.IGNORECASE)
_TOKEN = re.compile(r"\S+")
_TICKED = frozenset(("[x]", "[X]"))
_END = ".!?:;"
_SPOKEN_AS = {"set": "setup", "clean": "purge", "top": "transfer", "roll": "rollback"}
_RAW_WORD = re.compile(r"[a-z0-9]+")
_PROPER = re.compile(r"\b(?:[A-Z][\w'-]*[a-z0-9][\w'-]*|[\w-]+\.[a-z]{2,4})\b")
# Every name `_PROPER` finds holds one or the other; two searches the regex engine runs
# fast (a character class, a literal first) are cheaper than one for either.
_CAPITAL, _SUFFIX = re.compile(r"[A-Z]"), re.compile(r"\.[a-z]")
_STOP = frozenset({
    "the", "a", "an", "of", "to", "in", "on", "for", "and", "or", "with", "from", "at", "by",
    "into", "my", "our", "your", "his", "her", "their", "its", "this", "that", "these",
    "those", "is", "are", "be", "it", "as", "all", "any", "please", "me", "us", "you", "i",
    "we"}) | romance.STOP_WORDS
MAX_NAMES = 256
_NO_NAMES: frozenset[str] = frozenset()  # one object, however many entries name nothing
MAX_ENTRY_CHARS, MAX_ENTRY_WORDS = 65536, 4096


@functools.lru_cache(maxsize=4096)
def _may_ask(word: str) -> bool:
    """Whether a word within a clause's reach can give it an operation (`_done_to`,
    `_clause_class`): a do-verb, or a word `verb_class` can start from. Most words of a
    request are neither; a cached answer spares each one the vocabulary's tests."""
    return word in _DO or word in _VERBS or may_lead(word)


def _known(word: str) -> int:
    return _VERBS.get(word, 0) or verb_class([word])


def is_verb(word: str) -> bool:
    """Whether the vocabulary reads the word as an operation ("share", "post", "dm")."""
    return bool(_known(word))


# Words before a past participle: "I got charged twice", "it was sent", "we've been
# billed" tell what happened, they ask for nothing.
_PASSIVE = frozenset(("got", "gotten", "was", "were", "been"))


def _clause_class(ws: list[str]) -> int:
    """The class of a clause's verb: its first known verb within reach, not one a passive
    makes a statement of."""
    for i, word in enumerate(ws[:_REACH]):
        if not _may_ask(word) or (i and ws[i - 1] in _PASSIVE):
            continue
        bits = _VERBS.get(word, 0) or (verb_class(ws[i:]) if may_lead(word) else 0)
        if bits:
            return bits
    return 0


def _done_to(ws: list[str]) -> int:
    """The operation a clause led by a do-verb asks for: that of the first object within
    reach that names one (0 when none does, or another verb leads)."""
    for i, word in enumerate(ws[:_REACH]):
        if not _may_ask(word):
            continue
        if word in _DO:
            rest = ws[i + 1:i + 1 + _REACH]
            return next((_ASKED_OBJECTS.get(w) or _OBJECTS[w] for w in rest
                         if w in _ASKED_OBJECTS or w in _OBJECTS), 0)
        if word in _VERBS or known_verb(word):  # another verb leads the clause
            return 0
    return 0


def _object(ws: list[str], raw: str, bits: int) -> int:
    """The class what a clause's operation is done to gives it: money, a credential, a
    booking. Where the clause makes or changes something (`bits`) and sends, removes or
    shares nothing: something paid for, past the verb, moves money ("set up the monthly
    rent", not "rent a car", "email the landlord about the rent" or "cancel my
    subscription"), and a page is published ("make a page at ... with the orders")."""
    found = next((_OBJECTS[w] for w in _unpinned(ws, raw) if w in _OBJECTS), 0)
    making = bool(bits & _MAKES) and not bits & _NOT_MAKING
    if making and not _PAGES.isdisjoint(ws[1:]):
        found |= BITS["send"] | BITS["create"]
    return found or (TRANSFER if _CURRENCY.search(raw) or (
        making and not _PAID_FOR.isdisjoint(ws[1:])) or (
        bits & BITS["send"] and _OWED.search(raw)) else 0)


# A channel's pinned message, not a PIN: "the to-dos in the pin of #proj-checkout".
_PIN = stem("pin")
_THERE = stem("there")
_CHANNEL_PIN = re.compile(r"\bpin(?:s|ned)?\b[^.;\n]{0,24}?#[\w-]|#[\w-]+\s+pins?\b")


def _unpinned(ws: list[str], clause: str) -> list[str]:
    """A clause's words less "pin" where it is a channel's pinned message, not a PIN."""
    if _PIN in ws and _CHANNEL_PIN.search(clause):
        return [w for w in ws if w != _PIN]
    return ws


# What is sent is money one owes: "send Paolo my share for dinner", "send her what I owe".
_OWED = re.compile(r"\b(?:my|our)\s+(?:share|half|part|portion|cut)\b(?!\s+of\s+the\s+"
                   r"(?:doc|document|file|slides?|deck|work|notes?|report|tasks?)\b)"
                   r"|\b(?:i|we|what)\s+owe\b")  # "what I owe" reads "what owe", names out


_MAKES = BITS["create"] | BITS["change"] | BITS["modify"]
_NOT_MAKING = BITS["send"] | BITS["destroy"] | BITS["access"] | BITS["backup"] | READ


# What is made to be read by others: making or changing one publishes it.
_PAGES = frozenset(stem(w) for w in ("page", "webpage", "website", "site", "blog"))


# What is paid for, not sent: a request to set up or change the rent moves money, where
# sending the invoice or the bill does not.
_PAID_FOR = frozenset(stem(w) for w in ("rent", "fee", "tuition", "dues", "subscription"))


def request_classes(text: str) -> int:
    """The operation classes a request asks for (a bitmask of `BITS`), clause by clause;
    a clause with a negation asks for nothing."""
    return read_request(text)[0]


def read_request(text: str) -> tuple[int, frozenset[str], frozenset[str]]:
    """A request's operation classes (`request_classes`); the words its clauses open
    with past the words an order opens with (`_LEAD`), stemmed, and less a "re-"
    ("reorder" also gives "order"): the user's own verbs, known to the vocabulary or not
    ("fax the letter", "triage the issue"); and every stemmed word of its clauses."""
    out, verbs, terms = 0, set[str](), set[str]()
    text = text[:4000]
    if " out of " in text:  # "take their people out of #atlas" removes them
        text = _TAKE_OUT.sub(r"remove \2from", text)
    if "SO" in text or "DD" in text or "PO" in text:  # "change the SO": the standing order
        text = _ABBREVIATED.sub(lambda m: _SPELT_OUT[m[1]] + (m[2] and "s"), text)
    if " del " in text:
        text = _NAME_DEL.sub(r"\1 of ", text)  # "Punta del Este": a name's, no deletion
    if "(" in text:
        text = _ASIDE.sub(_aside, text)  # "update @oncall from the wiki (only add)": an order
    lowered = text.lower()
    phrased = any(map(lowered.__contains__, _ASKED_PHRASE_HINTS))
    for clause in _joined_parts(_clauses(_plain(text))):
        if phrased and (m := _ASKED_PHRASE.match(clause)):
            clause = _asked_phrase(m) + clause[m.end():]  # a phrase that opens the clause
        if "ed " in clause or clause.endswith("ed"):
            clause = _PAST.sub(_past, clause)  # "Harvey Norman charged me twice": no order
        if not clause.strip() or (any(map(clause.__contains__, _NEGATION_HINTS))
                                  and _negated(clause)):
            continue
        ws = words(clause)
        for lead in ws:
            if lead not in _LEAD and lead not in _POLITE:
                break
        else:
            lead = ""
        # the user's own verb leading the clause, as people ask in their own words
        own = _asked_verb(lead)
        if own and lead == "log" and not _LOG_VERB.search(clause):
            own = 0  # "log in to the portal", "check the status and logs": no record made
        if lead == _BLOCK and (_blocks_time(ws[ws.index(lead):])
                               or _IN_CALENDAR.search(clause)):
            # "block 45 min on Friday", "block the Finance sessions in my calendar": events
            own = BITS["create"]
        if lead == _REMIND and _REMIND_ME.search(clause):
            own |= BITS["create"] | BITS["change"]  # "remind me the day before": a reminder
        if lead in _GIVING and "access" in ws:
            own |= BITS["access"]  # "give Jasmine access to the onboarding folder": shared
        if lead == _ADD and _TO_EVENT.search(clause):
            own |= BITS["create"] | BITS["modify"]  # "add Aroha to the team weekly meeting"
        if lead in _MOVING and _SHIFTED.search(clause):
            own |= BITS["modify"]  # "push my hotel check-in by a day": rescheduled
        # a clause none of whose words within reach can ask for anything asks for nothing
        # "use the address from the latest email": a noun the determiner marks asks nothing
        vs = words(_DET_NOUN.sub(r"\1x\2", clause)) if _DET_NOUN.search(clause) else ws
        vs = _unpinned(vs, clause)
        if ws[:1] == [_THERE]:
            vs = []  # "there's a double charge from ...": a statement, no order
        asking = bool(own) or any(map(_may_ask, vs[:_REACH]))
        bits = own or ((_done_to(vs) or _clause_class(vs)) if asking else 0)
        if lead in _FILING and _INTO_FOLDER.search(clause):
            bits |= BITS["modify"]  # "organise the receipts into the refunds folder": moved
            if "attach" in clause:
                bits |= BITS["create"] | BITS["backup"]  # "put the attachments into ...": saved
        if not bits & ~READ and " back to " in clause and not _known(lead) & READ:
            bits |= BITS["send"]  # "flat 7 deposit back to the tenant": returned to them
        if "back" in clause and _MONEY_BACK.search(clause):
            bits |= TRANSFER  # "ask for the deposit back": a refund
        if bits and bits != READ:
            bits |= _object(ws, clause, bits)
        if lead == _DROP and _DROP_OFF.match(clause):
            bits &= ~BITS["destroy"]  # "pickup 11/12, drop 11/17": a drop-off, not a removal
        if "duplicate" in clause and lead in _RESOLVING:
            bits |= BITS["destroy"]  # "fix the duplicate Mombasa reservation": one goes
        if lead in _VALUE_SET and _TO_AMOUNT.search(clause):
            bits |= BITS["modify"]
        if bits & BITS["destroy"] and _PARTS.intersection(ws[:_REACH]):
            bits |= BITS["modify"]
        if "summar" in clause and bits & _MAKES and _SUMMARY_IN.search(clause):
            bits |= BITS["send"]  # "make a summary for the team in the purchases channel"
        if ("#" in clause and lead in _SUMMING and bits in (0, READ)
                and (_TO_CHANNEL.search(clause) or _PRONOUN_IN_CHANNEL.search(clause)
                     or _SUMMED_IN.search(clause) or _elsewhere(clause, lowered))):
            bits |= BITS["send"]  # "tldr the policy for the #managers channel": posted there
        if "head" in clause and _HEADS_UP.search(clause):
            bits |= BITS["send"]  # "give the primary a heads-up by DM"
        if "+" in clause and _PLUS_APOLOGY.search(clause):
            bits |= BITS["send"]  # "refund + apology pls": a message too
        if any(map(clause.__contains__, ("ooo", "office", "auto", "away"))) and _AWAY.search(
                clause):
            bits |= BITS["change"] | BITS["modify"]  # "ooo 22-26 June, cover is Lucia": an
            # auto-reply set, the mail's settings updated
        if "account" in clause and bits & BITS["send"] and _TO_ACCOUNT.search(clause):
            bits |= TRANSFER  # "send it back to the same account": money
        if "transfer" in clause and _RIDE.search(lowered):
            bits |= BOOK  # "airport → hotel transfer pls": a ride, booked
        if ("get" in clause or "us" in clause) and _GET_ME.search(clause):
            bits |= BOOK  # "get me a car from SCL to the hotel"
        if "refund" in clause and _REFUND_ME.search(clause):
            bits |= TRANSFER  # "if later get me the refund"
        if _PARTY.search(clause) and _PARTY_PLACES.search(lowered):
            bits |= BOOK  # "somewhere for dinner tonight, 2 ppl, ~8pm": a reservation
        if lead in _REVIEWING and _RATING.search(lowered):
            bits |= BITS["send"]  # "review the Valencia hotel pls - 4/5, ...": posted
        if "hire" in clause and _VEHICLE_HIRE.search(clause):
            bits |= BOOK  # "car hire for sicily pls": a rental
        if _OPENED.search(clause) and not _OPENING_VERBS.isdisjoint(ws[:3]):
            bits |= BITS["access"]  # "make the repo public", "set the folder to anyone"
        if "calendar" in clause and _CALENDAR_ENTRY.search(clause):
            bits |= BITS["create"]  # "oh and calendar entry pls"
        if lead in _ADJUSTING and _TRANSFERS.intersection(ws):
            bits |= TRANSFER  # "adjust the monthly transfer" edits a payment
        if ws and ws[0] in _GIVING and _GRANTED.intersection(ws[1:]):
            bits |= BITS["access"]  # "give the attendees edit access to ..."
        if lead in _NOTING and _DROP_A_NOTE.search(clause):
            bits = (bits & ~BITS["destroy"]) | BITS["send"]  # "drop them a quick note"
        if _MOVING.intersection(ws[:2]) and _NEXT_WEEK.search(clause):
            bits |= BITS["modify"]  # "push my 1:1 to the same time next week": moved
        if "saving" in clause and _TO_SAVINGS.search(clause):
            bits |= TRANSFER  # "the rest goes to the savings account"
        if bits & _PUTS and _INTO_POCKET.search(clause):
            bits |= TRANSFER  # "move the rest to the travel pocket", "put 200 in the pot"
        if lead == _CLOSE and not _CLOSED.isdisjoint(ws):
            bits |= BITS["shutdown"]  # "close my savings account"
        if lead == _HOLD and _IN_CALENDAR.search(clause):
            bits |= BITS["create"]  # "hold it in my calendar": a hold, an event made
        if lead in _SAYING and _IN_THREAD.search(clause):
            bits |= BITS["send"]  # "confirm in the thread", "say so in #ops": a reply posted
        if (lead in _SETTING_UP or lead in _RECURRING_WORDS) and _REMINDER.search(clause):
            verbs.add(_REMIND)  # "set a reminder in #squad": what a remind tool does
        if _RECURRING.search(clause):
            bits |= TRANSFER | BITS["create"]  # "add payee + recurring payment every 2 weeks"
        if lead in _POSTING_INTO and "#" in clause and (_INTO_CHANNEL.search(clause)
                                                       or _CHANNEL_OBJECT.search(clause)):
            bits |= BITS["send"]  # "update #incidents with ...", "copy the status into #ops"
        if ws and ws[0] in _PLACING and "#" in clause and _INTO_CHANNEL.search(clause):
            bits = (bits & ~BITS["destroy"]) | BITS["send"]  # "drop a recap into #digest"
        if bits & BITS["change"] and ws and ws[0] in _PLACING:
            if _CHANNEL.search(clause):
                bits |= BITS["send"]  # "put a short summary in #reading-list" posts it
            if _FILED.intersection(ws):
                bits |= BITS["create"]  # "put them in a doc called ..." writes one
            if _WHEN.intersection(ws) or (len(ws) <= 3 and _ON_DAY.search(lowered)):
                bits |= BITS["modify"]  # "put it in the earliest gap that morning" moves it
        if not asking or not bits:  # "table for two on Friday", "car for the Savannah trip"
            bits |= next((_WANTED[w] for w in ws if w in _WANTED), 0)
            if _A_MESSAGE.match(clause):
                bits |= BITS["send"]  # "invite whoever's missing + a short welcome msg"
        if ("want" in clause or "need" in clause) and _WANTS_NEW.search(clause):
            bits |= BITS["create"]  # "Ngozi wants a private channel for karoo"
        if (_CHANGE_HINT.search(clause) and _CARRY_OUT.intersection(ws[:_REACH])
                and _CHANGES.intersection(ws[:2 * _REACH])):
            bits |= BITS["modify"]  # "apply the price changes", "make the edits she asked for"
        out |= bits
        if "to" in clause:
            out |= _infinitives(clause)
        terms.update(ws)
        # a word alone before a colon is a label, not a verb ("GitHub: look through ...")
        if len(lead) >= 3 and lead.isalpha() and len(ws) > 1:
            verbs.add(lead)
            if lead.startswith("re") and len(lead) >= 6:
                verbs.add(stem(lead[2:]))
                terms.add(stem(lead[2:]))  # "reorder the supplies" names an order
    return out, frozenset(verbs), frozenset(terms)


# A past form ("charged", "emailed", "copied"), and what makes one an order after all: a
# wish or a hand-over before it ("I'd like it scheduled", "get the car booked", "have it
# paid to my main account").
_PAST = re.compile(r"\b([a-z]+(?:[^e\W]ed|ied))\b")
_ORDERED_PAST = re.compile(r"\b(?:want|wants|need|needs|like|get|have|please|pls)\b"
                           r"(?:\s+\S+){0,4}\s*$")
_NOT_PAST = frozenset(("shred", "embed", "shed", "wed", "bed", "red", "bled", "sled"))


def _past(m: re.Match[str]) -> str:
    """A past form taken out of a request's clause, unless a wish or a hand-over before it
    makes it an order (`_ORDERED_PAST`)."""
    # the words just before it only: a long clause of past forms stays linear
    if m[1] in _NOT_PAST or _ORDERED_PAST.search(m.string, max(0, m.start() - 96), m.start()):
        return m[0]
    return " "


# Abbreviations people ask with, in capitals ("change the SO", "stop the DD", "one PO to
# our default supplier"); not an id that starts with one ("SO-90319").
_SPELT_OUT = {"SO": "standing order", "DD": "direct debit", "PO": "purchase order"}
_ABBREVIATED = re.compile(r"\b(SO|DD|PO)(s?)\b(?![-/]?\d)")


# "save them as a payee + pay the fee", "Felix needs the folder - share it with him": a
# plus or a spaced dash between two asks joins them as "and" does
_JOIN = re.compile(r"\s(?=\+\s*[a-z])|\s-\s+(?=[a-z])")


def _joined_parts(clauses: list[str]) -> Iterator[str]:
    """The clauses, each split where a plus or a spaced dash joins two asks ("save them as
    a payee + pay the fee"), a part after a plus keeping it. A negation before the join
    holds for what follows it too ("don't refund + email them yet"): such a clause stays
    whole, and whole it asks for nothing."""
    for clause in clauses:
        if ("+" not in clause and " - " not in clause) or (
                any(map(clause.__contains__, _NEGATION_HINTS)) and _negated(clause)):
            yield clause
        else:
            yield from _JOIN.split(clause)


# Verbs people ask with that the shared vocabulary reads otherwise or not at all ("nudge
# the tenants", "chase the missing forms", "thank the people who...", "enter the marks
# into the gradebook", "raise a dispute", "ship SO-90319 next day"). Read in a request's
# leading word only, where a lenient reading errs toward the user's own work; never in
# tool output or a tool's name, where the vocabulary stays strict.
_ASKED_VERBS = {stem(w): bit for bit, ws in (
    (BITS["send"], ("nudge", "chase", "thank", "congratulate", "welcome", "greet",
                    "sms", "whatsapp", "contact", "decline", "apologise", "apologize",
                    "return", "acknowledge", "ack")),
    (BITS["send"] | BITS["modify"], ("mention",)),  # to someone, or in a listing
    (BITS["create"] | BITS["modify"], ("enter", "record", "input", "fill")),
    (BITS["create"], ("raise", "lodge", "file")),  # a ticket, a dispute, a claim
    (BITS["create"] | BITS["send"], ("dispute", "contest")),
    (BITS["destroy"] | BITS["kill"], ("kill",)),  # "kill the friday post" removes it
    (BITS["deploy"] | BOOK | BITS["send"], ("ship",)),  # a release, or a parcel
    (BITS["modify"] | BITS["change"], ("swap", "shift")),  # drivers' routes, a budget
    (BITS["create"] | BITS["modify"], ("log",)),  # "log the bill in my expenses sheet"
    (READ, ("tldr",)),  # a summary, posted where "for the #managers channel" says
    (TRANSFER, ("sweep",)),  # "sweep the rest to the travel pot": money moved
    (BITS["shutdown"] | BITS["modify"], ("pause",)),  # a campaign's status
    (BITS["change"] | BITS["modify"], ("pin", "unpin")),  # a message pinned, not a PIN
) for w in ws}
# "Drop the rent to 1350", "bump the limit to 20": a value set, not a thing removed.
_VALUE_SET = frozenset(stem(w) for w in ("drop", "cut", "lower", "reduce", "raise", "bump",
                                       "increase", "decrease", "up"))
_MONEY_BACK = re.compile(r"\b(?:deposit|money|fee|fees|payment|charge|cash|funds|refund"
                         # "send the extra back to them": what was paid over
                         r"|extra|overpayment|overpaid|excess|surplus|difference)\s+back\b")
_TO_AMOUNT = re.compile(r"\bto\s+[$\u20ac\u00a3]?\d")
_POLITE = frozenset(("please", "pls", "plz"))
_REMIND = stem("remind")
_REMIND_ME = re.compile(r"\bremind\s+(?:me|us)\b")
_MOVING = frozenset(stem(w) for w in ("push", "move", "bump", "shift"))
# Verbs that put files somewhere, and a folder as where they go.
_FILING = frozenset(stem(w) for w in ("organize", "organise", "sort", "file", "put", "place",
                                      "stick", "drop", "collect", "gather"))
_INTO_FOLDER = re.compile(r"\b(?:in|into|to|under)\s+(?:the\s+|a\s+|my\s+|our\s+|their\s+)?"
                          r"(?:[\w'-]+\s+){0,3}?(?:folder|directory|dir|album|drive)\b")
_SHIFTED = re.compile(r"\bby\s+(?:a|an|one|two|three|\d+)\s+(?:day|hour|week|min)"
                      r"|\b(?:back|later|earlier|forward)\b"
                      r"|\bto\s+(?:(?:next|this)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\b"
                      r"|\bto\s+(?:tomorrow|next\s+week)\b")  # "push the call to wednesday"
_LOG_VERB = re.compile(r"\blog\s+(?:the|a|an|my|our|this|that|these|those|it|them|each|"
                       r"every|\d|[$\u20ac\u00a3])")
_TO_CHANNEL = re.compile(r"\b(?:for|to|into)\s+(?:the\s+)?(?:#[a-z]|[\w-]+\s+channel\b)"
                         r"|(?:->|=>|\u2192)\s*#[a-z]")
# "drop a recap into #weekly-digest", "leave a note in #ops": placed in a channel, posted
# "tldr it in #product": what "it" names is known, so the channel is where it goes
_PRONOUN_IN_CHANNEL = re.compile(r"\b(?:it|them|this|that)\s+(?:up\s+)?(?:in|into|on)\s+#[a-z0-9]")
_INTO_CHANNEL = re.compile(r"\b(?:in|into|to|on)\s+(?:the\s+)?#[a-z0-9]")
# "resume no #compras": nothing summed up named between, so the channel is where it goes
_SUMMED_IN = re.compile(r"\b(?:tldr|summar[a-z]*|recap|digest)\s+(?:it\s+)?(?:in|on|into)\s+"
                        r"(?:the\s+)?#[a-z0-9]")
# A summary made in a channel: "a summary for the team in #buying / the buying channel"
_SUMMARY_IN = re.compile(r"\bsummar(?:y|ies|ise|ize)\b[^.;!?]{0,60}?\b(?:in|on|into|to)\s+"
                         r"(?:the\s+)?(?:#[a-z0-9]|(?:[\w-]+\s+){0,2}channel\b)")
# Where what is summed up is said to be: "(the thread is in #sre-alerts)"
_SOURCE_CHANNEL = re.compile(r"\b(?:thread|discussion|conversation|messages|chat|it)\s+"
                             r"(?:is|are|was|were)\s+(?:in|on)\s+(?:the\s+)?#([a-z0-9][\w-]*)")
_IN_CHANNEL = re.compile(r"\b(?:in|on|into)\s+(?:the\s+)?#([a-z0-9][\w-]*)")


def _elsewhere(clause: str, request: str) -> bool:
    """Whether a summing clause puts its summary in a channel other than the one the
    request says the summed-up thread is in ("incident summary in #inc-summary please (the
    thread is in #sre-alerts)")."""
    if "is in" not in request and " in #" not in request and "are in" not in request:
        return False
    sources = {m[1] for m in _SOURCE_CHANNEL.finditer(request)}
    return bool(sources) and any(m[1] not in sources for m in _IN_CHANNEL.finditer(clause))


_SUMMING = frozenset(stem(w) for w in ("tldr", "summarise", "summarize", "recap", "sum",
                                       "digest", "condense"))
_HEADS_UP = re.compile(r"\b(?:give|send|drop|shoot)\b[^.!?;]{0,40}\bheads[\s-]?up\b")
_PLUS_APOLOGY = re.compile(r"\+\s*(?:an?\s+)?apolog")
# A word that is a verb elsewhere, as the noun a determiner puts before it ("the latest
# email", "her message", "that post"): not the clause's verb.
_DET_NOUN = re.compile(
    r"(\b(?:the|a|an|my|your|his|her|their|our|its|this|that|these|those)\s+(?:(?:latest|last|"
    r"new|first|next|previous|recent|original|old|same|other|earlier|second)\s+)?)(e-?mails?|mails?|"
    r"messages?|texts?|posts?|calls?|dms?|replies|reply|invites?|updates?|reviews?)\b")
_OPENING_VERBS = frozenset(stem(w) for w in ("make", "set", "turn", "switch", "change"))
# "make the repo public", "viewable by anyone with the link": opened to others
_OPENED = re.compile(r"\b(?:public|publicly|viewable|visible|accessible)\s*(?:$|[.,;!?)]"
                     r"|\s+(?:to|for|by|with)\b)|\b(?:to|for|by)\s+anyone\b", re.IGNORECASE)
# "pickup 11/12, drop 11/17": a drop-off, not a removal
_DROP = stem("drop")
_GIVING = frozenset(stem(w) for w in ("give", "grant"))
_DROP_OFF = re.compile(r"\W*drop(?:-?off)?\s+(?:at\s+|on\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri"
                       r"|satur|sun)day|tomorrow|tonight)")
# "fix the duplicate reservation": one of the two goes
_RESOLVING = frozenset(stem(w) for w in ("fix", "sort", "resolve", "clean", "handle", "deal"))
# "drop them a quick note", "drop Ana a line", "shoot me an email": a message
_NOTING = frozenset(stem(w) for w in ("drop", "shoot", "send", "ping", "give"))
_DROP_A_NOTE = re.compile(r"\b(?:drop|shoot|ping|give)\s+(?:me|us|them|him|her|[a-z]+)\s+"
                          r"(?:a|an)\s+(?:(?:quick|short|brief)\s+)?(?:note|line|message|email"
                          r"|text|msg|dm|call|shout)\b")
# "to the same time next week", "a week later": a move in time
_NEXT_WEEK = re.compile(r"\b(?:next\s+week|a\s+week\s+later|the\s+week\s+after)\b")
_HOLD = stem("hold")
# What closing stops for good (an account, a card), not a ticket or a pull request closed
_CLOSE = stem("close")
_CLOSED = frozenset(stem(w) for w in ("account", "accounts", "card", "cards", "wallet", "pot",
                                      "pocket", "savings", "subscription", "membership"))
_IN_CALENDAR = re.compile(r"\b(?:in|on|into)\s+(?:my|the|our|your)\s+(?:[\w'-]+\s+)?"
                          r"(?:calendar|diary|agenda|schedule)\b")
_SAYING = frozenset(stem(w) for w in ("confirm", "say", "answer", "note", "mention",
                                      "acknowledge", "ack", "announce", "state", "agree"))
_IN_THREAD = re.compile(r"\b(?:in|on|to|into)\s+(?:the|that|this|their|his|her)\s+"
                        r"(?:[\w'-]+\s+)?thread\b|\b(?:in|on|to|into)\s+(?:the\s+)?#[a-z0-9]")
# A place's "del" between the capitalised words of its name ("Punta del Este")
_NAME_DEL = re.compile(r"\b([A-Z][\w-]*) del (?=[A-Z])")
# An aside that gives an order of its own: "(only add)", "(just the new ones)"
_ASIDE = re.compile(r"\((?=\s*([A-Za-z]+)\s)")


def _aside(m: re.Match[str]) -> str:
    """An aside that orders, as a clause of its own: "(only add)", "(invite whoever's
    missing + a short welcome msg)"; not one that points or reads ("(see deal memo)")."""
    word = m[1].lower()
    if word in ("only", "just") or (_known(stem(word)) | _asked_verb(stem(word))) & ~READ:
        return "; "
    return m[0]


# A bank's saving space money is put in ("the 'Viaje' pocket", "the holiday pot").
_INTO_POCKET = re.compile(r"\b(?:to|into|in)\s+(?:the|my|our|a)\s+(?:[\w'-]+\s+){0,3}?"
                          r"(?:pocket|pot|vault|piggy\s*bank|savings\s+goal)\b")
_PUTS = BITS["send"] | BITS["modify"] | BITS["change"] | BITS["create"]
# "set / add / schedule a reminder": the reminder is named, so a tool that reminds
# ("chat.remind", "reminder-add") does what was asked
_SETTING_UP = frozenset(stem(w) for w in ("set", "setup", "add", "create", "schedule", "make",
                                          "put"))
_REMINDER = re.compile(r"\breminders?\b")
# "recurring reminder for standup 9:30 weekdays": the reminder named by its noun alone
_RECURRING_WORDS = frozenset(stem(w) for w in ("recurring", "daily", "weekly", "monthly",
                                               "repeating", "reminder", "reminders"))
_REMINDS = frozenset((stem("remind"), stem("reminder")))
_TO_SAVINGS = re.compile(r"\b(?:goes|go|put|move|sweep|send|transfer|rest)\b[^.;!?]{0,40}"
                         r"\bsavings?\b")
_RECURRING = re.compile(r"\b(?:recurring|regular|repeat|repeating|monthly|weekly|fortnightly)\s+"
                        r"(?:payments?|transfers?)\b")
# Verbs that put something in a channel, with "#name" after "into", "in" or "to"
_CHANNEL_OBJECT = re.compile(r"\b(?:update|post|share)\s+(?:the\s+)?#[a-z0-9]")
_POSTING_INTO = frozenset(stem(w) for w in ("update", "copy", "paste", "share", "post"))
# An out-of-office reply ("ooo 22 June - 3 July", "set my out of office"): a setting changed
_AWAY = re.compile(r"\booo\b|\bout[\s-]of[\s-](?:the[\s-])?office\b|\bauto[\s-]?repl(?:y|ies)\b"
                   r"|\baway\s+message\b")
_TO_ACCOUNT = re.compile(r"\bto\s+(?:the\s+same|the|my|his|her|their|our|that)\s+(?:bank\s+)?"
                         r"account\b(?!\s+(?:manager|owner|team|page|settings))")
# A transfer between places ("airport → hotel transfer", "a shuttle from the station")
_RIDE = re.compile(r"\b(?:airport|hotel|station|terminal|port|pier|shuttle|pickup|pick-up"
                   r"|drop-off)\b")
_GET_ME = re.compile(r"\bget\s+(?:me|us)\s+(?:a|an)\s+(?:car|taxi|cab|ride|transfer|shuttle"
                     r"|table|room|ticket|seat|hotel)\b"
                     # "get me on the latest KTX to Busan", "get us onto the 9:10 ferry"
                     r"|\bget\s+(?:me|us)\s+(?:on|onto)\s+(?:the|a|an)\s+(?:[\w:.-]+\s+){0,3}?"
                     r"(?:flight|train|bus|coach|ferry|plane|shinkansen|ktx|tgv|ice|express"
                     r"|departure|sailing|service|red-?eye|connection)\b"
                     r"|\bget\s+(?:me|us)\s+(?:on|onto)\s+the\s+(?:latest|earliest|cheapest|fastest"
                     r"|first|last|next)\b(?!\s+(?:call|meeting|list|thread|agenda|stand-?up|sync)\b)"
                     # "highest rated one that can take us at that time": a place for the party
                     r"|\bcan\s+(?:take|seat|fit|accommodate|host)\s+(?:us|all\s+of\s+us)\b")
# "get me the refund", "claim a refund": money asked back
_REFUND_ME = re.compile(r"\b(?:get|claim|ask\s+for|request)\s+(?:me\s+|us\s+)?(?:a|the|my|our)\s+"
                        r"(?:full\s+)?refund\b")
# A party of people ("2 ppl", "4 guests", "a table for 6"): places are reserved for them
_PARTY = re.compile(r"\b\d{1,2}\s*(?:ppl|people|persons|guests|pax|adults)\b"
                    r"|\b(?:table|dinner|lunch|breakfast|brunch|room|seats?)\s+for\s+(?:\d{1,2}"
                    r"|two|three|four|five|six|seven|eight)\b(?!\s*(?:hours?|mins?|minutes|days?"
                    r"|nights?|weeks?|euros?|eur|usd|gbp|chf|dollars?|pounds?))")
_PARTY_PLACES = re.compile(r"\b(?:dinner|lunch|breakfast|brunch|restaurant|table|hotel|room"
                           r"|flights?|tickets?|seats?|stay|trip|tour|show)\b")
# A score given with "review" or "rate" ("4/5", "3 stars"): a review to post
_REVIEWING = frozenset(stem(w) for w in ("review", "rate"))
_RATING = re.compile(r"\b[0-5](?:\.5)?\s*/\s*(?:5|10)\b|\b[1-5]\s*stars?\b")
_VEHICLE_HIRE = re.compile(r"\b(?:car|van|bike|boat|camper|campervan|vehicle|scooter)\s+hire\b")
_CALENDAR_ENTRY = re.compile(r"\bcalendar\s+(?:entry|event|invite|hold|block)\b")
_ADJUSTING = frozenset(stem(w) for w in ("adjust", "change", "amend", "update", "modify",
                                         "increase", "decrease", "raise", "lower", "edit"))
_TRANSFERS = frozenset(stem(w) for w in ("transfer", "transfers"))
_BLOCK = stem("block")
_BLOCK_FILLER = frozenset(("out", "off", "some", "an", "a", "the", "my"))
_TIME_WORDS = frozenset(stem(w) for w in (
    "min", "mins", "minute", "minutes", "hour", "hours", "hr", "hrs", "time", "morning",
    "afternoon", "evening", "slot", "day", "half", "lunch"))


def _blocks_time(ws: list[str]) -> bool:
    """Whether a clause led by "block" books time ("block 45 min on Friday", "block out
    the afternoon") rather than blocks someone."""
    rest = [w for w in ws[1:4] if w not in _BLOCK_FILLER]
    return bool(rest) and (rest[0][:1].isdigit() or rest[0] in _TIME_WORDS)


# "remove the discount bit", "delete the second paragraph": an edit of what holds it.
_PARTS = frozenset(stem(w) for w in ("bit", "bits", "section", "paragraph", "line",
                                     "sentence", "part", "mention", "wording", "heading",
                                     "header", "footer"))
# What an "un-" verb undoes ("unschedule the post", "unlist the flat"): a removal.
_UNDONE = BITS["create"] | BOOK | BITS["send"] | BITS["access"] | BITS["deploy"]
# Phrases that ask in other words: "go with the lowest quote" accepts it, "follow up with
# the supplier" and "reach out to her" write to them, "put the listing live" publishes it.
_ASKED_PHRASES = {
    r"go(?:ing)?\s+(?:ahead\s+)?with": "accept", r"follow(?:ing)?\s+up": "remind",
    r"reach(?:ing)?\s+out": "contact", r"get(?:ting)?\s+back\s+to": "reply",
    r"(?:put|make|set|take)\s+(?:it|them|this|that|(?:the|my|our)\s+[\w-]+)\s+live"
    r"|go(?:es)?\s+live":
        "publish",
    # "stop paying the magazine every month": what is paid, charged or renewed is cancelled
    r"stop(?:ping)?\s+(?:paying|payment\s+(?:to|for)|charging|renewing|billing|donating"
    r"|subscribing|sending\s+(?:money|payments?))": "cancel",
    # "say hi to them in the channel", "say thanks to Ana": a message
    r"say(?:ing)?\s+(?:hi|hello|hey|thanks|thank\s+you|welcome|goodbye|bye)\b": "greet",
    # "leave a review for the hotel", "leave them a 5 star review", "leave a comment on the
    # PR": posted
    r"leav(?:e|ing)\s+(?:(?:them|him|her|us|it)\s+)?(?:a|an|my)\s+(?:(?:short|quick|good|bad"
    r"|\d-star|\d\s+stars?)\s+)?(?:review|rating|comment)": "publish",
    # "say no to the vendor demo", "say yes to the offsite": an answer to an invitation
    r"say(?:ing)?\s+no\s+to": "decline", r"say(?:ing)?\s+yes\s+to": "accept",
    # "stop the recurring payment to them", "stop my gym membership", "stop the
    # pre-authorized debit": cancelled
    r"stop(?:ping)?\s+(?:the|my|our|this|that|their)\s+(?:[\w-]+\s+){0,2}?(?:payments?"
    r"|subscriptions?|standing\s+orders?|(?:direct\s+)?debits?|mandates?|autopays?|memberships?"
    r"|renewals?|plans?)\b":
        "cancel",
}
_ASKED_PHRASE = re.compile(
    r"^\s*(?:(?:please|pls|can|could|would|will|you|kindly|just|now|then|so)\s+)*"
    r"(?:" + "|".join(f"(?P<p{i}>{k})" for i, k in enumerate(_ASKED_PHRASES)) + r")\b",
    re.IGNORECASE)
_ASKED_PHRASE_WORDS = tuple(_ASKED_PHRASES.values())
# A word part every phrase above holds: a request with none of them is not searched.
_ASKED_PHRASE_HINTS = ("go", "follow", "reach", "get", "live", "stop", "say", "leav")


def _asked_phrase(m: re.Match[str]) -> str:
    return " " + _ASKED_PHRASE_WORDS[int(str(m.lastgroup)[1:])]


def _asked_verb(lead: str) -> int:
    """The class of a request's leading word where the vocabulary does not know it: a verb
    of `_ASKED_VERBS`, an "un-" verb that undoes a known one, or a "re-" verb that does a
    known one again ("reorder" orders)."""
    if lead in _ASKED_VERBS:
        return _ASKED_VERBS[lead]
    if len(lead) < 5 or _known(lead):
        return 0
    if lead.startswith("un") and _known(lead[2:]) & _UNDONE:
        return BITS["destroy"]
    if lead.startswith("re"):
        return _known(stem(lead[2:])) & ~READ
    return 0


# "take their people out of #atlas", "get him out of the channel": a removal.
_TAKE_OUT = re.compile(r"\b(take|get|kick|throw)\s+((?:[\w'().@-]+\s+){0,5}?)out\s+of\b",
                       re.IGNORECASE)
# Giving someone access or a role grants it, whatever verb the vocabulary sees in "edit".
_GIVING = frozenset(stem(w) for w in ("give", "grant"))
_GRANTED = frozenset(stem(w) for w in ("access", "permission", "permissions", "rights", "role"))
# Light verbs that place something somewhere: into a channel ("#name"), they post it.
_PLACING = frozenset(stem(w) for w in ("put", "drop", "leave", "add"))
_CHANNEL = re.compile(r"(?:^|\s)#[a-z0-9][\w-]*|\b(?:the|a|our|my)\s+[\w-]+\s+channel\b")
_FILED = frozenset(stem(w) for w in ("doc", "document", "file", "sheet", "spreadsheet", "page",
                                     "note", "notes"))
# "Put it on Thursday, October 22nd": a day the names' reading leaves out of the clause
_ON_DAY = re.compile(r"\b(?:put|move|shift|bump)\s+(?:it|them|this|that)\s+(?:on|to|for)\s+"
                     r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|\d)")
_WHEN = frozenset(stem(w) for w in (
    "gap", "slot", "morning", "afternoon", "evening", "tomorrow", "today", "monday", "tuesday",
    "wednesday", "thursday", "friday", "saturday", "sunday", "week", "o'clock", "calendar"))
# What a request that names no verb at all asks for by naming it ("a table for two on
# Friday", "cheapest flight to Oslo please, and a calendar reminder"): a booking, an entry.
# Someone wants a thing made: "wants a private channel for karoo", "needs a new folder".
_WANTS_NEW = re.compile(r"\b(?:wants?|needs?)\s+(?:a|an)\s+(?:(?:new|private|public|shared|"
                        r"separate|dedicated)\s+)*(?:channel|folder|group|doc|document|sheet|"
                        r"spreadsheet|page|calendar|board|list)\b"
                        # a booking's extra: "yes, I want the airport pickup"
                        r"|\b(?:want|need)\s+(?:the|a|an)\s+(?:airport\s+|station\s+|hotel\s+)?"
                        r"(?:pick-?up|drop-?off|shuttle|transfer|breakfast|late\s+check-?out"
                        r"|early\s+check-?in|extra\s+bed|parking|child\s+seat)\b")
# A message wanted, named by its noun alone ("+ a short welcome msg", "a quick dm to the
# team"); not one referred to ("the message from Bob", "an email from the bank said ...").
_A_MESSAGE = re.compile(r"\W*an?\s+(?:[\w'-]+\s+){0,3}?(?:msg|message|dm|e-?mail|reply"
                        r"|shout-?out|announcement|heads-?up)"
                        r"(?:\s+(?:to|for)(?:\s+[\w@#.'-]+){1,4})?\W*$")
_WANTED = {stem(w): bit for bit, ws in (
    (BOOK, ("table", "flight", "hotel", "room", "ticket", "seat", "rental", "nonstop", "car")),
    (BITS["create"], ("reminder", "event", "appointment", "viewing", "viewings", "visit",
                      "interview", "consultation")),
) for w in ws}


def _negated(clause: str) -> bool:
    """Whether a negation comes before the clause's verb ("don't delete", "never share"):
    one past it negates something else ("delete the drafts (not modified since May)")."""
    m = _NEGATED.search(clause)
    if m is None:
        return False
    if _SUBORDINATE.search(clause, 0, m.start()):
        return False  # "bookmark the links so they don't get lost": the purpose's own
    before = words(clause[:m.start()])
    lead = next((w for w in before if w not in _LEAD), "")
    # "dispute any line we don't have" asks; "contact no one" does not
    own = _asked_verb(lead) and before[-1] != lead
    return not (own or (any(map(_may_ask, before))
                                      and (_done_to(before) or _clause_class(before))))


# Where the things a hand-over hands are, after what it names ("the to-dos in the pinned
# message", "the requests from the thread").
_WHERE = re.compile(r"\s(?:in|from|on|inside|within)\s+(?=(?:the|my|our|this|that|a|an|#"
                    r"|yesterday|today|tonight|last|[a-z]+'s)\b|#)")


_NON_SPACE = re.compile(r"\S+")
_DO_VERB = re.compile(r"\b(?:do|handle|process|action|deal\s+with|take\s+care\s+of|sort)\b")


def handing_classes(clause: str) -> int:
    """The operation classes a clause that hands steps to a document asks for itself:
    what a do-verb leading it is done to ("handle the invoice as the email says": a
    payment; "handle the open tickets": nothing of its own), else `request_classes`."""
    if " in " in clause or " from " in clause or " on " in clause:
        # "take care of the to-dos in the pinned message": what is done is the to-dos';
        # the message is only where they are (past the do-verb: "Axel starts on 27/04 -
        # can you do the onboarding.md steps?" is done to the steps)
        do = _DO_VERB.search(clause)
        at = do.end() if do else 0
        cut = _WHERE.search(clause, at)
        clause = clause[:cut.start()] if cut else clause
        if do and do.start():  # the do-verb's own clause, with what leads it ("can you")
            before = list(_NON_SPACE.finditer(clause, 0, do.start()))
            while before and stem(before[-1][0].strip(",.;:!?-")) in _LEAD | _POLITE:
                before.pop()
            if before and not before[-1][0][-1:].isalnum():  # cut where a mark ends it
                clause = clause[before[-1].end():].lstrip(" -\u2013\u2014")
    ws = _unpinned(words(_plain(clause)), clause)
    i = 0
    while i < len(ws) - 1 and (ws[i] in _LEAD or ws[i] in _POLITE) and ws[i] not in _DO:
        i += 1
    if ws[i:] and ws[i] in _DO:
        return _done_to(ws[i:])
    return request_classes(clause)


def tool_objects(tool: str) -> frozenset[str]:
    """The words of a tool's name that say what it acts on (stemmed): its words less the
    verbs, and less a leading namespace before the verb ("crm" of "crm_update_deal")."""
    ws = tool_words(tool)
    if len(ws) >= 3 and _verbish(ws[1]) and not _verbish(ws[0]):
        ws = ws[1:]
    return frozenset(w for w in ws if not _verbish(w) and len(w) >= 3)


def _verbish(word: str) -> bool:
    return may_lead(word) or word in _VERBS


def covers_edit(asked: int, terms: frozenset[str] | set[str], bits: int, tool: str) -> bool:
    """Whether a request for one kind of edit covers an action of another (`EDITS`): the
    action's tool acts on a kind of thing the request's words (`terms`, stemmed) name."""
    # (a membership update may also take members off: "usergroups.users.update")
    if not asked & EDITS or not bits & EDITS or bits & ~(EDITS | BITS["destroy"]):
        return False
    objects = tool_objects(tool)
    if (not _RESERVATIONS.isdisjoint(tool_words(tool))
            and (asked & BOOK or not _STAYS.isdisjoint(terms))):
        objects |= _RESERVED  # "move my hotel check-in" edits the hotel's reservation
    # a compound names what a request's word names: "usergroups" the "oncall group"
    return not objects.isdisjoint(terms) or any(
        o.endswith(w) for o in objects for w in terms if len(w) >= 4 and len(o) >= len(w) + 4)


_RESERVATIONS = frozenset(stem(w) for w in ("reservation", "booking"))
_RESERVED = frozenset(stem(w) for w in ("hotel", "flight", "table", "room", "stay", "seat",
                                        "rental", "car", "train", "ticket"))
# What a request edits a reservation by: its check-in, a stay, the booking itself.
_STAYS = frozenset(stem(w) for w in ("check", "checkin", "stay", "reservation", "booking",
                                     "bookings", "reservations"))


# What a booking of time makes: "book 30 min with Hugo" creates the calendar event.
_APPOINTMENTS = frozenset(stem(w) for w in ("calendar", "event", "meeting", "meet",
                                            "appointment"))


def books_time(asked: int, bits: int, tool: str,
               terms: frozenset[str] | set[str] = frozenset()) -> bool:
    """Whether a request for a booking covers the action: it creates an appointment (a
    calendar event, a meeting), which booking time with someone is, or the very kind of
    thing the request names ("book viewings" for "schedule_viewing"); cancelling or
    moving one is not a booking."""
    if not asked & BOOK or bits != BITS["create"]:
        return False
    if not tool_objects(tool).isdisjoint(_APPOINTMENTS):
        return True
    # the words past the tool's verb as nouns: "viewing" is a thing booked, not "view"
    raw = tool_parts(tool)[0].split()[1:]
    forms = {stem(w + "s") for w in raw} | {f for w in raw if not _verbish(f := stem(w))}
    return not forms.isdisjoint(terms)


def names_verb(verbs: frozenset[str] | set[str], tool: str) -> bool:
    """Whether an action's tool is called by one of the user's own verbs (`read_request`),
    before any verb of its own: "fax_send" for "fax the letter", "supplies_order" for
    "reorder the supplies", not "cancel_booking" for "book a flight"."""
    if not verbs:
        return False
    op, space = tool_parts(tool)
    ws = words(op)
    if (_REMIND in verbs and not _REMINDS.isdisjoint(ws)
            and not action_classes(tool) & ~_MAKING):
        return True  # "set a reminder ...": "create_reminder", "reminder-add", "remind";
        # not "delete-reminders"
    # a word after a verb is what the verb acts on: "cancel_booking" does not book
    if any(w in verbs and not any(map(_verbish, ws[:i])) for i, w in enumerate(ws)):
        return True
    # a namespace the user's verb names ("Zelle my roommate ..." for "zelle.send"), where
    # it is no verb of the vocabulary ("payees.delete" is called by no "pay") and the
    # operation's name is a verb alone: "travel.post_review" is no travel ("travel desk
    # sent a to-do list ..." opens with a noun)
    return (bool(space) and len(ws) == 1
            and any(w in verbs and not _known(w) for w in words(space)))


# The generic verbs a tool may carry out a request's own operation with: creating,
# sending or editing the thing that operation names ("create_release", "send_invite").
_MAKING = BITS["create"] | BITS["send"] | BITS["modify"] | BITS["change"]


def acts_on_asked(asked: int, terms: frozenset[str] | set[str], tool: str) -> bool:
    """Whether an action's tool acts on what a verb the user asked with names: a word of
    the tool's name after its own verb that the requests hold, and whose own operation is
    one they ask for ("repo_create_release" for "cut release v2.4", which asks to deploy;
    "send_invite" for "invite Ana"), the tool's own verb one that creates, sends or edits."""
    if not asked or not terms or action_classes(tool) & ~_MAKING:
        return False  # "delete_booking" undoes what "book" asks for
    ws = tool_words(tool)
    lead = next((i for i, w in enumerate(ws) if _verbish(w)), None)
    if lead is None:
        return False
    return any(w in terms and _known(w) & asked & ~READ for w in ws[lead + 1:])


# Words an order may open with before its verb ("you must now transfer", "kindly
# remember to cancel"); stemmed, as `words` gives them.
_LEAD = frozenset(stem(w) for w in (
    "kindly", "urgently", "immediately", "first", "finally", "next", "you", "must", "should",
    "need", "needs", "have", "make", "sure", "remember", "go", "ahead", "quickly", "asap",
    "hi", "hey", "ok", "okay", "agent", "assistant", "important", "note", "action",
    "required", "will", "can", "could", "would", "may", "do", "someone", "somebody", "anyone",
    "anybody", "u", "only", "just",  # "can u handle ...": "you" as people type it
    "n"))  # "... just me. n remind me 30 min before": "and" as people type it


# Verbs that give an order where they lead a clause ("approve the pending refund"), but
# in a request's lenient reading would take a state for an ask ("the invoice is approved -
# please pay it").
_ORDERING = {stem(w): BITS["modify"] for w in ("approve", "authorize", "authorise")}


def orders(text: str, handed: bool = False, questions: bool = False) -> int:
    """The operation classes of the clauses of a text that give an order: a clause led by
    its verb ("please cancel the return flight", "you must transfer ..."), past the words
    an order opens with; reads left out. Unlike `request_classes`, a verb further into
    the clause does not count: in a tool's data ("Luis Ortega (transfer in)", "older
    entries in the archive") verbs are nouns and labels, not orders.

    `handed`: the text is a document the user handed the task to, whose "me" is its
    author, not the user: "send it to me" sends (to them) rather than reads, and a send
    on a line that gives an account or an amount of money moves money ("Send it to me,
    IBAN DE62 ..."). `questions` (with `handed`): a question the document puts to anyone
    asks for an answer, which is sent ("can someone confirm the price?"); what the user
    handed over, not how a list of steps is told apart (`graph._steps`)."""
    if handed:
        out = 0
        plain = unlabelled(unescaped(text[:4000], True))
        if '",' in plain:  # compact JSON ('[{"user": "U1", "text": "@ana can you ..."}]'):
            plain = _JSON_VALUE_END.sub("\n", plain)  # each value on a line of its own
        if "(" in plain:  # "(1) archive ... (2) create ...": each numbered step its own
            plain = _INLINE_STEP.sub("\n", plain)
        if ")" in plain:  # "1) can you add me to #design-crit?": the step past its number
            plain = _STEP_NUMBER.sub("", plain)
        if "|" in plain:  # a table's row ("| Ngaire | Email Aroha the estimate | ASAP |"):
            plain = _CELL.sub("\n", plain)  # each cell read as a line of its own
        for line in plain.split("\n"):
            if _ASSIGNEE_HINT.match(line):  # "- [Khalid] send the quote": the step past
                line = _ASSIGNEE.sub(_assigned, line, 1)  # whom it is assigned to
            if " - " in line:  # the dash people type before they ask ("I'm off next week
                line = _DASH_ASK.sub("; ", line)  # - could you add me to ...?")
            # a suggestion is put to the reader in the document's own lines, not in the
            # lines it quotes ("> could we delete the account ...")
            bits = _orders(_plain(line), True, not line.lstrip().startswith(">"))
            if bits & (BITS["send"] | TRANSFER) and _MONEY.search(line):
                bits |= TRANSFER
            if (questions and not bits and "?" in line and not line.lstrip().startswith(">")
                    and _QUESTION_PUT.search(line)):
                bits = BITS["send"]  # "can someone confirm the price?": an answer, posted
            if "[ ]" in line and _BOOKED_ITEM.match(line):
                bits |= BOOK  # "- [ ] Car: pick up at ZQN ...", "- [ ] Dinner at Tide & Vine"
            out |= bits
        return out
    plain = unlabelled(unescaped(text[:4000]))
    if ")" in plain:
        plain = _STEP_NUMBER.sub("", plain)
    return _orders(_plain(plain), False)


# A question put to the reader or to anyone, which a handed document asks answered ("can
# someone confirm the price for Getafe?", "does anyone know ...?", "¿alguien me confirma
# ...?"); not one the line answers or only quotes ("> any news?").
_QUESTION_PUT = re.compile(r"(?:^|[\s\"'¿])(?:can|could|would|will|does|do|did|is|are|what"
                           r"|when|where|who|which|how|alguien|alguém|someone|anyone|anybody)\b"
                           r"[^?\n>]{3,160}\?", re.IGNORECASE)
# An open item of a to-do list that names what is to be booked, with no verb ("- [ ] Car:
# pick up at ZQN when we land", "- [ ] Dinner at Tide & Vine, Wed 7:30pm for 4")
_BOOKED_ITEM = re.compile(r"[ \t]*(?:[-*\u2022][ \t]*)?\[ \][ \t]*(?:a[ \t]+)?(?:rental[ \t]+)?"
                          r"(?:car|campervan|dinner|lunch|breakfast|brunch|table|hotel|accommodation"
                          r"|flights?|trains?|tickets?|room|tour|ferry|shuttle|transfers?)\b",
                          re.IGNORECASE)
# A table's cell border ("| Ngaire | Email Aroha ... |")
_CELL = re.compile(r"[ \t]*\|[ \t]*")
# The end of a JSON string value before the next one on the same line
_JSON_VALUE_END = re.compile(r'",[ \t]*(?=[\[{]*[ \t]*")')
# A typed dash before a question or a plea, which opens a clause of its own
_DASH_ASK = re.compile(r"\s-\s+(?=(?:could|can|would|will|please|pls|plz|kindly)\b)",
                       re.IGNORECASE)
# A step of minutes or a list of action items led by whom it is assigned to: "- [Khalid]
# send the quote", "(Lina) update the log", "@omar: book the room", "Khalid & Lina to move
# the meeting", "Khalid - move the meeting" (a checkbox may come first).
_ASSIGNEE = re.compile(
    r"^([ \t]*(?:[\[{][ \t]*)*\"?(?:[-*\u2022][ \t]*)?(?:\[[ xX]?\][ \t]*)?)"
    r"(?:\[[A-Z@][^\]\n]{0,40}\]|\([A-Z@][^)\n]{0,40}\)|@[\w.-]+:?(?:[ \t]+(?:and|also|&))?"
    r"|([A-Z][\w'.-]*(?:[ \t]+(?:&|and|\+|[A-Z][\w'.-]*)){0,3})[ \t]+(?:-|\u2013|\u2014|to)"
    r")[ \t]+(?=([a-z]+))")
_ASSIGNEE_HINT = re.compile(r"[ \t]*(?:[\[{][ \t]*)*\"?(?:[-*\u2022][ \t]*)?(?:\[[ xX]?\][ \t]*)?"
                            r"[\[(@A-Z]")


def _assigned(m: re.Match[str]) -> str:
    """The head of a line less whom its step is assigned to; "Khalid to move" only where a
    verb follows ("Reply to all" keeps its words)."""
    if m[2] is not None and not ((ws := words(m[3])) and _head_class(ws)):
        return m[0]
    return m[1]


# A step's number closed by a bracket at the head of a line or a string ("1) add me ...",
# "text": "2) and could you post ...").
_STEP_NUMBER = re.compile(r"(?:^|(?<=[\s\"'\[:]))(?:\d{1,2}|[a-h])\)[ \t]+", re.MULTILINE)


# A step numbered inside a line of a handed-over list ("... each quarter: (1) archive ...;
# (2) create ...").
_INLINE_STEP = re.compile(r"(?:^|[\s:;,])\(\d{1,2}\)\s+")


# An account number or an amount of money on a line
_MONEY = re.compile(r"\b[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]{4}){3,8}\b|[$\u20ac\u00a3]\s?\d|"
                    r"\d\s?(?:EUR|USD|GBP|CHF|eur|usd|gbp|chf)\b|\b(?:IBAN|iban)\b")


def _orders(plain: str, handed: bool, suggests: bool = True) -> int:
    out = 0
    if "you" in plain:  # "... after you send the SOW": the time of another step, no order
        plain = _YOU_CONDITION.sub(" ", plain)
    for clause in _clauses(plain):
        # "add the label so we don't forget": a negation past the order is not its own
        if not clause.strip() or _NEGATED.search(_SUBORDINATE.split(clause, 1)[0]):
            continue
        if suggests and "we " in clause:  # "could we move the review to 12.09?": asked of
            clause = _WE_ASK.sub(r"\1", clause)  # the reader
        ws = words(clause)
        if not ws or (ws[0] not in _LEAD and (_noun_led(clause) or _SUBJECT.match(clause))):
            continue  # "this message and ...", "new hires in the pipeline": a noun's
        i = 0
        while i < len(ws) - 1 and (ws[i] in _LEAD or ws[i] in _POLITE) and ws[i] not in _DO:
            i += 1
        head = ws[i:]
        if handed:  # "send it to me": to the document's author
            head = [w for w in head if w not in _TO_AUTHOR] or head
            if head and head[0] == _SET and _SET_TO.search(clause):
                out |= BITS["change"]  # a handed list's "Set the #oncall topic to ..."
        if head and head[0] == _SET and _SET_THING.search(clause):
            out |= BITS["create"]  # "and set a reminder in that channel": one made
        if head and head[0] in _PINNING and _PIN_ORDER.search(clause):
            # a message pinned: "pin_message" changes and modifies, but an order to pin
            # covers no other edit (a workspace's settings are modified, not changed)
            out |= BITS["change"]
        if head:
            out |= _head_class(head)
            if head[0] == _ADD and _TO_EVENT.search(clause):
                out |= BITS["modify"]  # "add them to the recurring Team weekly meeting
    return out


# A suggestion put to the reader: "can we push the sync", "shall we move it to Friday".
_WE_ASK = re.compile(r"^(\W*(?:(?:please|pls)\s+)?(?:can|could|shall|may)\s+)we\s+")
_SET = stem("set")
_ADD = stem("add")
# Someone added to a meeting that exists: its invitation is updated
_TO_EVENT = re.compile(r"\bto\s+(?:the|our|my|their|this|that|a)\s+"
                       r"(?:[*_\w\"'\u201c\u201d\u2018\u2019-]+\s+){0,4}?"
                       r"(?:meeting|meetings|event|call|invite|invitation|series|stand-?up|sync"
                       r"|1:1|one-on-one|review)\b")
# "set a reminder", "set an alarm for 6", "set up a reminder", "set yourself a reminder": a
# thing made, not a setting
_SET_THING = re.compile(r"\bset(?:\s+up)?\s+(?:(?:yourself|myself|me|us|them|him|her)\s+)?"
                        r"(?:a|an|another|two|three|\d)\s+(?:[\w-]+\s+){0,2}?"
                        r"(?:reminders?|alarms?|timers?|alerts?|notifications?)\b")
# "set the #oncall topic to ...", "set my status to away": a value given to a setting
_SET_TO = re.compile(r"\bset\s+(?:the|my|our|your|its|their|this|that)\s+(?:#?[\w-]+\s+){1,3}to\b")


_TO_AUTHOR = frozenset(("me", "us"))
# A condition on the reader's own doing: "after you send the SOW", "once you have it".
# ("if you can share the folder" is a polite order: no modal is read past).
_YOU_CONDITION = re.compile(r"\b(?:after|before|once|when|whenever|until|if)\s+you\s+"
                            r"(?!(?:can|could|would|will|may|might|should|must|need|want)\b)"
                            r"(?:have\s+|'ve\s+)?[a-z']+")


# Words that open a noun phrase, not an order: a clause led by one names a thing ("this
# message and any attachments", "new hires in the pipeline") unless the agent follows it
# ("the assistant should forward ...").
_NOUN_OPENERS = frozenset({
    "the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "his", "her",
    "their", "its", "each", "every", "any", "some", "no", "new"})
_FIRST = re.compile(r"[a-z]+")
# A clause whose first word a verb of being or having follows: that word is its subject
# ("deploy is done", "transfer was received", "update has landed"), not an order's verb.
_SUBJECT = re.compile(r"\W*[a-z][a-z'-]*\s+(?:is|are|was|were|has|have|had|will|isn't|"
                      r"aren't|wasn't|won't)\b")


def _noun_led(clause: str) -> bool:
    """Whether a lower-case clause opens with a word that opens a noun phrase."""
    m = _FIRST.search(clause)
    return m is not None and m[0] in _NOUN_OPENERS


# A duty stated rather than ordered ("the next step is to change the payout account",
# "the file must be forwarded to ...", "records need to be deleted"), in English or in
# French ("tout mandataire ... est tenu de email the file ..."): what the clause says must
# be done, a verb an order may open with after the modal.
_DUTY = re.compile(r"\b(?:must|shall|should|needs?\s+to|ha(?:s|ve)\s+to|(?:is|are)\s+"
                   r"(?:required\s+|expected\s+|supposed\s+|obliged\s+|obligated\s+)?to)"
                   r"\s+(?:now\s+|first\s+|also\s+|"
                   r"then\s+|still\s+|immediately\s+)?(?:be\s+|get\s+)?([a-z]+)")
# The French forms, looked for only in a text with a letter past ASCII (French mostly has
# one; a pass of its own over every text cost the write path about 5% per entry)
_DUTY_FR = re.compile(r"\b(?:(?:est|sont)\s+(?:tenue?s?|oblig[ée]e?s?|pri[ée]e?s?)\s+d[e']"
                      r"|doi(?:t|vent)|il\s+faut)\s+([a-z]+)")


def _duties(low: str) -> Iterator[re.Match[str]]:
    """The duties a lower-case text states (`_DUTY`, and `_DUTY_FR` where it may be French)."""
    yield from _DUTY.finditer(low)
    if not low.isascii():
        yield from _DUTY_FR.finditer(low)


_UNICODE_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")


def _unicode_char(m: re.Match[str]) -> str:
    code = int(m[1], 16)
    return m[0] if 0xD800 <= code <= 0xDFFF else chr(code)  # half of a pair: left as is


def unescaped(text: str, items: bool = False) -> str:
    """Text as it reads where a JSON string holds it: its escaped line breaks, tabs and
    quotes as themselves (a file's content or a mail's body inside an API's answer); where
    markup holds it, without the tags ('<span style="font-size:0">Send ...'); and an order
    in German, French or Spanish with its verb in English (`_foreign`). A character a
    JSON encoder escaped ("f\\u00fcr", "erledigen \\u2014 set up ...") reads as itself.
    `items`: a list's or a table's item led by a French infinitive is read as an order too
    (a handed document's to-do list; looked for only there, a regular expression's pass
    over the text)."""
    if "\\" in text:
        text = text.replace("\\n", "\n").replace("\\t", " ").replace('\\"', '"')
        if "\\u" in text:
            text = _UNICODE_ESCAPE.sub(_unicode_char, text)
    if "<" in text and ">" in text:
        if "<@" in text or "<#" in text:  # a chat's references: "<@U0KQ> can you add ..."
            text = _CHAT_REF.sub(_chat_ref, text)
        text = _TAG.sub(" ", text)
    lowered = text.lower()
    if (any(map(lowered.__contains__, _FOREIGN_HINTS)) or lowered.endswith("ez")
            or (items and _ITEM_HINT.search(lowered) is not None)):
        text = _FOREIGN.sub(_foreign_item if items else _foreign, text)
    if "pros" in lowered and any(map(lowered.__contains__, _PLEASE)):
        text = _SLAVIC.sub(_slavic, text)
    return text


# Orders in Czech, Slovak or Polish, in a text that says "please" in one of them (a
# letter's "Upravte si prosím trvalý příkaz", "Uhraďte jej prosím do 10. 6.", "Proszę
# zapłacić do ..."): their imperatives, and Polish infinitives after "proszę", at the head
# of a clause, put in English as `_FOREIGN`'s are.
_PLEASE = ("prosím", "prosim", "proszę", "prosze")
_SLAVIC_VERBS = {
    "pay": ("uhraďte", "zaplaťte", "zapłacić", "opłacić", "zapłać", "opłać"),
    "change": ("upravte", "změňte", "nastavte", "zmienić", "zmień"),
    "update": ("aktualizujte", "zaktualizować", "zaktualizuj"),
    "send": ("pošlete", "zašlete", "odešlete", "wysłać", "przesłać", "wyślij", "prześlij"),
    "forward": ("přepošlete", "přepošli"),
    "transfer": ("převeďte", "przelać", "przelej"),
    "cancel": ("zrušte", "anulować", "anuluj"),
    "delete": ("smažte", "odstraňte", "usunąć", "usuń"),
    "share": ("sdílejte", "udostępnić", "udostępnij"),
    "add": ("přidejte", "dodać", "dodaj"),
    "create": ("vytvořte", "utworzyć", "utwórz"),
    "book": ("rezervujte", "zarezerwować", "zarezerwuj"),
}
_SLAVIC_WORD = {w: en for en, ws in _SLAVIC_VERBS.items() for w in ws}
_SLAVIC = re.compile(r"(?P<head>(?:^|[.:;!?])[ \t\"]{0,8})(?P<polite>(?:prosz[eę]|pros[ií]m),?"
                     r"[ \t]+)?(?P<verb>[^\W\d_]{4,16})", re.IGNORECASE | re.MULTILINE)


def _slavic(m: re.Match[str]) -> str:
    """The English of a Czech, Slovak or Polish order's verb, where `_SLAVIC_VERBS` has it."""
    en = _SLAVIC_WORD.get(m["verb"].lower())
    return m[0] if en is None else f"{m['head']}{'please ' if m['polite'] else ''}{en}"


# Orders in German, French or Spanish as an order is given in writing, at the head of a
# clause: the German formal imperative ("Löschen Sie das Konto ..."), the French one
# ("Supprimez ...", "Veuillez supprimer ...", "Merci de nous adresser ..."), the Spanish one
# ("Elimine ...", "Por favor, envíe ..."), and a to-do item led by its infinitive ("| Envoyer
# le budget au bailleur | FS |", "- Partager le dossier"). The verb is put in English, so the
# order reads as one; the rest of the clause, its targets included, stays as written.
_FOREIGN_VERBS = {
    "delete": ("löschen", "entfernen", "supprimer", "supprimez", "effacer", "effacez",
               "elimine", "eliminar", "borre", "borrar"),
    "change": ("ändern", "erhöhen", "senken", "setzen", "modifier", "modifiez", "changer",
               "changez", "augmenter", "augmentez", "remplacer", "remplacez", "cambie",
               "cambiar", "modifique", "modificar", "aumente", "aumentar", "reemplace"),
    "update": ("aktualisieren", "actualice", "actualizar"),
    "disable": ("deaktivieren", "abschalten", "désactiver", "désactivez", "desactive",
                "desactivar"),
    "enable": ("aktivieren", "activer", "activez", "active", "activar"),
    "send": ("senden", "schicken", "versenden", "envoyer", "envoyez", "envíe", "enviar",
             "mande", "adresser", "adressez"),
    "forward": ("weiterleiten", "transférer", "transférez", "reenvíe", "reenviar"),
    "transfer": ("überweisen", "virer", "virez", "transfiera", "transferir"),
    "pay": ("zahlen", "bezahlen", "payer", "payez", "pague", "pagar"),
    "cancel": ("stornieren", "kündigen", "annuler", "annulez", "cancele", "cancelar",
               "anule", "anular"),
    "share": ("teilen", "freigeben", "partager", "partagez", "comparta", "compartir"),
    "create": ("erstellen", "anlegen", "créer", "créez", "cree", "crear"),
    "add": ("hinzufügen", "ajouter", "ajoutez", "añada", "agregue", "añadir", "agregar"),
    "export": ("exportieren", "exporter", "exportez", "exporte", "exportar"),
    "move": ("verschieben", "déplacer", "déplacez", "mueva", "mover"),
    "book": ("réserver", "réservez"),
    "invite": ("inviter", "invitez"),
    "reply": ("répondre", "répondez"),
    "schedule": ("planifier", "planifiez", "caler", "calez"),
    "remove": ("retirer", "retirez", "enlever", "enlevez"),
}
_FOREIGN_WORD = {w: en for en, ws in _FOREIGN_VERBS.items() for w in ws}
# Forms that give an order alone at the head of a clause: the French imperative ("-ez") and
# the Spanish formal one, less those an English line may open with ("Active users: 20");
# a German infinitive needs its "Sie", any infinitive may follow "bitte", "veuillez", "merci
# de" or "por favor", or lead an item of a list or a table.
_ALONE = frozenset(w for w in _FOREIGN_WORD if w.endswith("ez")) | frozenset((
    "elimine", "borre", "cambie", "modifique", "aumente", "reemplace", "actualice",
    "desactive", "envíe", "mande", "reenvíe", "transfiera", "pague", "cancele", "anule",
    "comparta", "añada", "agregue", "exporte", "mueva"))
_FOREIGN = re.compile(
    r"(?P<head>(?:^|[.:;!?])[ \t\"]{0,8}(?:@[\w.-]{2,40}[ \t,:]+)?"
    r"|(?P<item>(?:^|\|)[ \t]*(?:[-*\u2022]|\d{1,2}[.)])?[ \t]*(?:\[[ xX]?\][ \t]*)?))"
    r"(?P<polite>(?:bitte|veuillez|por[ \t]+favor,?"
    r"|merci[ \t]+de|(?:peux|pourrais|pouvez|pourriez)-(?:tu|vous))"
    r"(?:[ \t]+(?:nous|me|m'|lui|leur))?[ \t]+)?(?P<verb>[^\W\d_]{3,16})(?P<sie>[ \t]+sie\b)?",
    re.IGNORECASE | re.MULTILINE)
# What text holding such an order holds somewhere (lower case): text with none of these is
# not searched for one ("mande" and "anule" are left out: "commande" and "granule" would
# send much text through the search).
_FOREIGN_HINTS = ("sie ", "bitte", "veuillez", "por favor", "merci de", "-tu ", "-vous ",
                  "ez ", "ez,", "ez.",
                  "ez:", "ez;", "ez!", "ez\n", *sorted(
                      w for w in _ALONE if not w.endswith("ez") and w not in ("mande", "anule")))
# The French infinitives of the verbs above: a to-do item may open with one ("| Envoyer le
# budget au bailleur | FS |", "- Partager le dossier").
_INFINITIVES = frozenset((
    "supprimer", "effacer", "modifier", "changer", "augmenter", "remplacer", "désactiver",
    "activer", "envoyer", "adresser", "transférer", "virer", "payer", "annuler", "partager",
    "créer", "ajouter", "exporter", "déplacer", "réserver", "inviter", "répondre", "planifier",
    "caler", "retirer", "enlever"))
# Where a text may hold such an item (lower case).
_ITEM_HINT = re.compile(r"(?:^|\|)[ \t]*(?:[-*\u2022]|\d{1,2}[.)])?[ \t]*(?:\[[ x]?\][ \t]*)?(?:"
                        + "|".join(sorted(_INFINITIVES)) + r")\b", re.MULTILINE)


def _foreign(m: re.Match[str], items: bool = False) -> str:
    """The English of a foreign order's verb, where it reads as one: with "Sie" after it or
    "bitte", "veuillez", "merci de" or "por favor" before it, an imperative alone
    (`_ALONE`), or (`items`) an infinitive leading a list's or a table's item."""
    verb = m["verb"].lower()
    en = _FOREIGN_WORD.get(verb)
    if en is None or not (m["sie"] or m["polite"] or verb in _ALONE
                          or (items and m["item"] is not None and verb in _INFINITIVES)):
        return m[0]
    return f"{m['head']}{'please ' if m['polite'] else ''}{en}"


def _foreign_item(m: re.Match[str]) -> str:
    """`_foreign`, a French to-do item's infinitive included."""
    return _foreign(m, True)


# A chat's reference to a person or a channel as its API writes it ("<@U04M49N6G6B>",
# "<#C043Y6XBTYS|deploys>"): read as the handle or the channel it names, its id kept.
_CHAT_REF = re.compile(r"<([@#])([A-Z0-9]{6,20})(?:\|([\w.-]{1,80}))?>")


def _chat_ref(m: re.Match[str]) -> str:
    if m[1] == "#" and m[3]:
        return f"#{m[3]} ({m[2]})"
    return f"{m[1]}{m[3] or m[2]}"


# A tag: its name, then attributes (name, or name=value), nothing else ("<Send 950.00 to
# ...>" is no tag).
_TAG = re.compile(r"</?[A-Za-z][\w:-]{0,30}(?:\s+[\w:-]{1,40}(?:\s*=\s*(?:\"[^\"<>\n]{0,300}\"|"
                  r"'[^'<>\n]{0,300}'|[^\s\"'<>]{1,100}))?){0,20}\s*/?>")


def may_ask(text: str) -> bool:
    """A first look, one regex pass, for `asks`: whether some clause of the text opens with
    a word an order may open with or a word before a determiner, or states a duty. Most
    lines of a log or a table have none; a text it passes may still ask for nothing."""
    body = unescaped(text[:MAX_ENTRY_CHARS])
    return (any(_may_order(m) for m in _OPENING.finditer(body))
            or next(_duties(body.lower()), None) is not None)


def asks(text: str) -> bool:
    """Whether a text asks for something done: a clause gives an order as `orders` or
    `commands` read one (light verbs, "could we ...", a verb before its object), or states
    a duty ("the next step is to change ...", "must be forwarded")."""
    if orders(text) or commands(text):
        return True
    low = unescaped(text[:MAX_ENTRY_CHARS]).lower()
    return any(_opens(m[1]) for m in _duties(low))

def _head_class(head: list[str]) -> int:
    """The classes of the order a clause's first word past its lead gives (reads left
    out): a do-verb's object's, or the verb's own; "(needs) edit access to ..." asks for
    access, not an edit."""
    if head[1:2] == [_ACCESS_WORD] and head[0] in _ACCESS_LEVELS:
        return BITS["access"]
    if head[0] in _DO:
        return _done_to(head) & ~READ
    if head[0] == _BLOCK and _blocks_time(head):
        return BITS["create"]
    return (_VERBS.get(head[0], 0) or _ORDERING.get(head[0], 0)
            or (verb_class(head) if known_verb(head[0]) else 0)) & ~READ


# Light verbs that give an order with what follows ("make the repository public", "give
# the group read access", "set the payout account to ..."); `orders` leaves them out, as
# a tool's prose uses them for anything, but beside the action's own target they order it.
_LIGHT = frozenset(stem(w) for w in ("make", "set", "put", "turn", "switch", "give"))
# Levels of access a document or a channel is shared at ("edit access", "view access").
_ACCESS_WORD = stem("access")
_ACCESS_LEVELS = frozenset(stem(w) for w in ("edit", "editor", "view", "viewer", "comment",
                                             "commenter", "read", "write", "admin", "owner"))
_SURE = stem("sure")
_SENTENCE = re.compile(r"\n+|[.!?]+(?=\s|$)")
# A clause led by a word and then a determiner gives an order whatever the verb ("fax the
# complete records to ...", "triage every open issue"): the words an order's object opens with.
_DETERMINERS = frozenset(("the", "a", "an", "all", "every", "each", "this", "that", "these",
                          "those", "our", "your", "my", "their", "its", "any"))
_MODAL = frozenset(stem(w) for w in ("could", "can", "would", "should", "must", "need"))
_RAW = re.compile(r"[a-z][a-z'-]*|\S")
# A clause's opening, after a punctuation mark or a line break: its first four words,
# past quote marks, bullets and the like (a clause after "and" is read with its sentence).
# A clause's first words, past at most 32 marks after its break (a run of ". . ." is then
# not tried from each of its dots to its end).
_OPENING = re.compile(r"(?:^|[.;:!?\n,])[^\w\n]{0,32}([A-Za-z]+)"
                      r"(?:[ \t'\"-]+([A-Za-z]+))?(?:[ \t'\"-]+([A-Za-z]+))?"
                      r"(?:[ \t'\"-]+([A-Za-z]+))?", re.IGNORECASE)
# The same first words past an aside in brackets that opens a line or a sentence.
_AFTER_ASIDE = re.compile(r"(?:^|[.;:!?\n])[ \t]*[(\[][^()\[\]\n]{1,80}[)\]][ \t]*([A-Za-z]+)"
                          r"(?:[ \t'\"-]+([A-Za-z]+))?(?:[ \t'\"-]+([A-Za-z]+))?"
                          r"(?:[ \t'\"-]+([A-Za-z]+))?", re.IGNORECASE)
MAX_COMMANDS = 32  # ordering sentences an entry keeps
MAX_COMMAND_CHARS = 400  # of each


# The verbs an order may open with, as `_gives_order` reads one, reads left out.
_OPENERS = (changing_verbs() | {w for w, bits in _VERBS.items() if bits & ~READ}
            | set(_ORDERING) | _DO | _LIGHT)


def commands(text: str) -> list[str]:
    """The sentences of a text (its first MAX_ENTRY_CHARS characters) that give an order in
    one of their clauses, as `orders` reads one, light verbs included ("make the
    repository public"); at most MAX_COMMANDS, each cut to MAX_COMMAND_CHARS. What a tool's
    data orders, whoever it orders: task alignment asks whether an action no request asks
    for carries out one of them."""
    body = unescaped(text[:MAX_ENTRY_CHARS])
    if _STEP_HINT.search(body):  # "stage 2/3  replace ...": the step's words open it
        body = _STEP.sub(" ", body)
    if ")" in body:  # "1) add me to #design-crit": likewise
        body = _STEP_NUMBER.sub("", body)
    # A first look, one pass in the regex engine: where a clause opens with a verb an order
    # may open with, or with a word before a determiner. Most of a tool's data has none.
    starts = [m.start() for m in _OPENING.finditer(body) if _may_order(m)]
    if "(" in body or "[" in body:  # "(scanned) forward ...": the clause opens past the aside
        starts = sorted({*starts, *(m.start() for m in _AFTER_ASIDE.finditer(body)
                                    if _may_order(m))})
    duties = [m.start() for m in _duties(body.lower()) if _opens(m[1])]
    if duties:  # "the delegate is obliged to email the file to ...": a duty stated
        starts = sorted({*starts, *duties})
    if not starts:
        return []
    out: list[str] = []
    start, k = 0, 0
    for m in [*_SENTENCE.finditer(body), None]:
        end = m.start() if m is not None else len(body)
        at, start = start, (m.end() if m is not None else len(body))
        if k >= len(starts) or starts[k] >= end:
            continue
        while k < len(starts) and starts[k] < end:
            k += 1
        sentence = body[at:end].strip()
        if len(sentence) >= 8 and (_gives_order(sentence) or (duties and any(
                _opens(d[1]) for d in _duties(sentence.lower())))):
            out.append(sentence[:MAX_COMMAND_CHARS])
            if len(out) >= MAX_COMMANDS:
                break
    return out


def _may_order(m: re.Match[str]) -> bool:
    """Whether a clause's first words (`_OPENING`) hold a verb `_gives_order` may take, or
    a word before a determiner."""
    first, second, third, fourth = m.groups()
    for tok, after in ((first, second), (second, third), (third, fourth), (fourth, None)):
        if tok is None:
            return False
        low = tok.lower()
        if _opens(low) or (after is not None and after.lower() in _DETERMINERS
                           and low not in _DETERMINERS):
            return True
    return False


@functools.lru_cache(maxsize=4096)
def _opens(word: str) -> bool:
    return stem(word) in _OPENERS


# An aside in brackets that opens a sentence ("(handwritten note, transcribed) pls send
# ...", "[scanned] forward ..."): the sentence's order comes after it.
_LEADING_ASIDE = re.compile(r"^\s*[(\[][^()\[\]\n]{1,80}[)\]]\s*")


def _gives_order(sentence: str) -> bool:
    """Whether a clause of the sentence is led by a verb that orders (light verbs too)."""
    if sentence.lstrip()[:1] in ("(", "["):
        sentence = _LEADING_ASIDE.sub("", sentence, count=1)
    for clause in _clauses(_plain(unlabelled(sentence))):
        # A negation leads the clause where it negates its order ("never share", "do not
        # forward"), and no verb leads it then; one past the verb does not ("merge #412
        # without waiting for its checks").
        ws = words(clause)
        if not ws or (ws[0] not in _LEAD and ws[0] not in _POLITE
                      and (_noun_led(clause) or _SUBJECT.match(clause))):
            continue
        i = 0  # past the lead ("make" leads only "make sure"), and "pls" as `orders` does
        while (i < len(ws) - 1 and (ws[i] in _LEAD or ws[i] in _POLITE) and ws[i] not in _DO
               and not (ws[i] in _LIGHT and ws[i + 1] != _SURE)):
            i += 1
        if i < len(ws) - 1 and ws[i] == "we" and i and ws[i - 1] in _MODAL:
            i += 1  # "could we add the user ..."
        head = ws[i:]
        if head and ((head[0] in _LIGHT and len(head) > 1)
                     or _verb_then_object(clause, head[0]) or _head_class(head)):
            return True
    return False


def _verb_then_object(clause: str, head: str) -> bool:
    """Whether the clause's head word, unknown to the vocabulary, is followed by a
    determiner: a verb and its object ("fax the records"), not a noun phrase nor a
    greeting ("hi all")."""
    raw = _RAW.findall(clause)
    for k, tok in enumerate(raw[:-1]):
        if stem(tok) == head:
            return (raw[k + 1] in _DETERMINERS and tok.isalpha() and tok not in _DETERMINERS
                    and tok not in _GREETINGS)
    return False


_GREETINGS = frozenset({"hi", "hello", "hey", "dear", "cheers", "thanks", "morning", "evening"})
# A label before a colon: a JSON object's key anywhere ("text": "coffee machine fixed"), or
# up to three words opening a line ("Text: ...", "Transfer amount: 500"), unless they end
# with a word that wants an object after the colon ("Send to: ..."). A label names the
# field; it orders nothing, whatever verb it spells ("text", "message", "update").
_LABEL = re.compile(r'"[A-Za-z_][\w -]{0,40}"[ \t]*:|(?m:^)[ \t]*[-*\u2022]?[ \t]*'
                    r"[A-Za-z][\w'-]*(?:[ \t]+([A-Za-z][\w'-]*)){0,2}[ \t]*:(?=[ \t]|$)")
_WANTS_OBJECT = frozenset({"to", "for", "into", "with", "at", "from", "on"})


def unlabelled(text: str) -> str:
    """The text less the labels of its fields (`_LABEL`) and the numbers of its steps
    (`_STEP`): what a field or a step holds is read as a clause of its own."""
    if _STEP_HINT.search(text):
        text = _STEP.sub(" ", text)
    return _LABEL.sub(_unlabel, text) if ":" in text else text


# A step's number before what it says ("stage 2/3  replace the bank details ...", "Step 4 -
# email the supplier"), with or without a colon.
_STEP = re.compile(r"^[ \t]*(?:[-*\u2022][ \t]*)?(?:step|stage|phase|task)[ \t]+\d{1,3}"
                   r"(?:[ \t]*(?:/|of)[ \t]*\d{1,3})?[ \t]*[.):\-\u2013]?[ \t]+",
                   re.IGNORECASE | re.MULTILINE)
_STEP_HINT = re.compile(r"(?:step|stage|phase|task)[ \t]+\d", re.IGNORECASE)


def _unlabel(m: re.Match[str]) -> str:
    # a label names a field; "Pay the deposit:" with its determiner is an order
    if (m[1] or "").lower() in _WANTS_OBJECT or _LABEL_DETERMINER.search(m[0]):
        return m[0]
    return " "


_LABEL_DETERMINER = re.compile(r"\b(?:the|a|an|your|my|our|this|that|these|those|all|every)\b",
                               re.IGNORECASE)


def clause_breaks(text: str) -> Iterator[re.Match[str]]:
    """Where a lower-case text's clauses break (`_CLAUSE`), in order."""
    return _CLAUSE.finditer(text)


def _clauses(text: str) -> list[str]:
    """The clauses of a lower-case text (`_CLAUSE`)."""
    if any(map(text.__contains__, _BREAK_WORDS)):
        return _CLAUSE.split(text)
    return _PUNCTUATION.split(text)


# "put / pop / stick X in the calendar": an entry added to it.
_ON_CALENDAR = re.compile(r"\b(?:put|pop|stick|throw)\b(?=[^.;\n]{0,60}?\b(?:in|into|on|onto)\s+"
                          r"(?:the\s+|my\s+|our\s+|your\s+|his\s+|her\s+|their\s+)?"
                          r"(?:calendar|diary|agenda)\b)", re.IGNORECASE)


def _plain(text: str) -> str:
    """The text as clauses are read from: spoken forms rewritten (`_SPOKEN`), names left
    out (`_without_names`), lower case."""
    lowered = text.lower()
    if "calendar" in lowered or "diary" in lowered or "agenda" in lowered:
        text = _ON_CALENDAR.sub("add", text)  # "put the market in the calendar": an entry
        lowered = text.lower()
    # Each spoken form ends in "know", "up" or "back"; lower-casing keeps those letters
    # wherever the pattern's IGNORECASE would match them (the Kelvin sign becomes "k").
    if "know" in lowered or "up" in lowered or "back" in lowered:
        text = _SPOKEN.sub(_spoken, text)
    elif text.islower():  # no capital starts a name: `_without_names` only joins the words
        if "\n" not in lowered:
            return " ".join(lowered.split())
        return "\n".join(" ".join(line.split()) for line in lowered.split("\n"))
    return _without_names(text).lower()


def _without_names(text: str) -> str:
    """The text less the names inside its sentences: a run of capitalised words that
    follows a lower-case word ("from Ostara Print", "at Harbour Lights") names something,
    whatever verb a word of it spells; a capitalised word that opens a sentence or a line,
    or follows one that does ("Please Delete"), is kept. Line breaks stay: they end
    clauses (a list's items)."""
    return "\n".join(_line_without_names(line) for line in text.split("\n"))


def _line_without_names(text: str) -> str:
    out, naming, prev_lower = [], False, False
    for m in _TOKEN.finditer(text):
        tok = m[0]
        if tok in _TICKED:  # a ticked checkbox: no word of the item
            continue
        capital = tok[0].isupper()
        naming = capital and (prev_lower or naming) and not _shouted_verb(tok)
        if not naming:
            out.append(tok)
        elif tok[-1] in _END or tok[-1] == ",":
            out.append(tok[-1])  # the name goes, the clause break it ends stays
        # a lower-case word; a bullet, a checkbox or a number before a capital is none
        prev_lower = tok[0].islower() and tok[-1] not in _END
        naming = naming and tok[-1] not in _END
    return " ".join(out)


def _shouted_verb(tok: str) -> bool:
    """An upper-case verb ("DM them", "CC the team") is a verb, not a name."""
    word = stem(tok.strip(_END + ",").lower())
    return tok.isupper() and (word in _VERBS or known_verb(word))


def _spoken(m: re.Match[str]) -> str:
    if m[1]:
        return "inform"
    # IGNORECASE matches letters whose lower case is not ASCII ("\u017fet up", a long s)
    return _SPOKEN_AS.get((m[2] or m[3]).lower().replace("\u017f", "s"), "change")


def _infinitives(clause: str) -> int:
    bits = 0
    for m in _INFINITIVE.finditer(clause):
        bits |= _VERBS.get(stem(m[1]), 0) or verb_class([stem(m[1])])
    return bits


# A tool that sets how something behaves from now on, named by the behaviour's gerund
# ("set_email_forwarding", "enable_auto_sharing"): it changes a setting.
_SETTING = re.compile(r"^(?:[a-z]+ )?(?:set|enable|disable|configure|update|change|turn on)"
                      r"(?: [a-z]+)* (?:forwarding|sharing|routing|mirroring|syncing|redirecting)"
                      r"\b")


_SCHEDULE = stem("schedule")
_SENT = frozenset(stem(w) for w in ("message", "email", "mail", "sms", "text", "dm", "post",
                                    "tweet", "reminder", "announcement", "newsletter"))


_PINNING = frozenset((stem("pin"), stem("unpin")))
_PINNED = frozenset(stem(w) for w in ("message", "messages", "msg", "post", "item", "note",
                                      "file", "thread"))
# "pin" giving an order: what is pinned follows as a determiner or a pronoun ("pin the rota
# above", "pin it", "unpin this"), not a PIN's words ("PIN reset required", "pin 1234")
_PIN_ORDER = re.compile(r"\b(?:un)?pin\s+(?:the|this|that|it|my|our|these|those|them)\b")


# Where a tool's name joins words without a separator ("sendMoney", "chat.postMessage",
# "GmailSendEmail", "HTTPRequest"), and what parts a namespace ("mail.delete", "mcp__gmail__
# send_email", "drive/share", "github:create_issue") from the operation's own name.
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NAMESPACE = re.compile(r"__|[./:]")
_SEPARATORS = re.compile(r"[\s_-]+")


@functools.lru_cache(maxsize=2048)
def tool_parts(tool: str) -> tuple[str, str]:
    """A tool's name as lower-case words: its operation's own name and the namespace before
    it ("mail.delete" gives ("delete", "mail"), "chat.postMessage" ("post message",
    "chat"), "delete_payee" ("delete payee", "")). The operation is the last part: a
    namespace names the app or the kind of thing ("payees.delete" deletes a payee; it
    pays no one, and "mail.modify" sends nothing)."""
    spaced = tool if tool.islower() else _CAMEL.sub(" ", tool)
    parts = [p for p in (_SEPARATORS.sub(" ", part).strip().lower()
                         for part in _NAMESPACE.split(spaced)) if p]
    if not parts:
        return "", ""
    op, space = parts[-1], " ".join(parts[:-1])
    first, _, rest = op.partition(" ")
    if first in _SERVICES and rest and _verbish(stem(rest.split()[0])):
        # a service's name before the verb, as snake_case prefixes it ("mail_save_attachment"
        # saves an attachment; it mails nothing): a namespace
        op, space = rest, f"{space} {first}".strip()
    return op, space


# Apps whose name is also a verb, as a tool name's prefix ("mail_reply", "sms_send").
_SERVICES = frozenset(("mail", "email", "gmail", "outlook", "sms", "message", "messages",
                       "inbox", "chat", "slack", "teams"))


def tool_words(tool: str) -> list[str]:
    """The stemmed words of a tool's name, its operation's first (`tool_parts`), so that a
    verb of its namespace ("mail", "post") never leads its own verb."""
    op, space = tool_parts(tool)
    return words(f"{op} {space}" if space else op)


def action_classes(tool: str, description: str = "") -> int:
    """The operation class of an action: from its tool name ("reserve_hotel",
    "payees.delete", "sendMoney"; the operation's own name before its namespace), else from
    its description's first clause; what it acts on decides where it names money,
    credentials or a booking ("send_money" is a transfer, "cancel_booking" a removal). 0
    when neither names a known verb."""
    op, space = tool_parts(tool)
    if _SETTING.search(op):
        return BITS["modify"]  # "set_email_forwarding" sets a rule, it sends nothing now
    own = words(op)
    if ((own and own[0] in _PINNING) or (space and words(space)[-1:] == [_PIN])
            or (len(own) >= 3 and own[1] in _PINNING and own[2] in _PINNED)):
        # "pin_message", "pins.add", "comhra-pin-message" (the app's name first): a message
        # pinned; no PIN is changed
        return BITS["change"] | BITS["modify"]
    if len(own) >= 2 and own[-2] == _SET and own[-1] in _SET_MADE:
        return BITS["create"]  # "set_reminder", "setAlarm": one made, no setting changed
    if len(own) >= 2 and own[0] == _SCHEDULE and own[-1] in _SENT:
        return BITS["create"] | BITS["send"]  # "schedule_message": a message sent later
    if own[:1] == [_CLOSE] and not _CLOSED.isdisjoint(own[1:]):
        return BITS["shutdown"]  # "bank.close_account": stopped for good
    raw = f"{op} {space}" if space else op
    ws = words(raw) if space else own
    # the operation's own verb, else one of the namespace's ("refunds.request")
    bits = _clause_class(own) or (_clause_class(ws) if space else 0)
    if not bits and _VISIBILITY.search(op):
        bits = BITS["access"] | BITS["change"]  # "convertToPublic": who may see it changes
    if not bits and description:
        raw = _CLAUSE.split(description[:400].lower(), maxsplit=1)[0]
        ws = words(raw)
        bits = _clause_class(ws)
    if not bits and _SETTINGS_NOUN.search(f"{op} {space}"):
        return BITS["modify"]  # "workspace-settings", "admin.preferences": a setting given
    if bits & _EDITING and _MEMBERS.search(raw):
        # "usergroups.users.update", "update_group_members": members added or taken off
        bits |= BITS["create"] | BITS["destroy"]
    if bits and bits != READ and own[-1:] and own[-1] in _BOUNDS:
        return BITS["modify"]  # "updateTransferLimits", "raise_transfer_limit": a bound set
    if not bits or bits == READ or bits & _UNDOING:
        return bits  # cancelling a booking or deleting a payment undoes it: not one
    if bits & BITS["shutdown"]:  # stopping a payment is none, disabling 2FA a credential's
        return bits | (_object(ws, raw, 0) & CREDENTIAL)
    if _TRANSFER_WORD in own and not bits & BOOK:
        return TRANSFER  # "createTransfer", "schedule_transfer": money moves (a booked
        # transfer is a ride)
    if space and len(own) == 1 and own[0] in _CREATING and (
            made := _RESOURCES.get(space.split()[-1].lower(), 0)):
        return made  # "transfers.create", "messages.create": what making the resource does
    return _object(ws, raw, 0) or bits  # a tool's name keeps its own verb's class


_EDITING = BITS["modify"] | BITS["change"]
# A tool named by the settings it writes, with no verb ("palabre/workspace-settings",
# "account_preferences"): what it does is set them
_SETTINGS_NOUN = re.compile(r"\b(?:settings?|preferences|prefs|config|configuration|options)\b")
# What a tool sets by making one ("set_reminder", "set_alarm"), as `_SET_THING` reads it
_SET_MADE = frozenset(stem(w) for w in ("reminder", "reminders", "alarm", "alarms", "timer",
                                        "timers", "alert", "alerts"))
# A collection a REST-style tool creates a member of ("transfers.create", "payouts.new",
# "messages.create", "reservations.create"): making one moves money, sends, books or shares. Only a
# bare verb on a plural resource: "mail.create_filter" makes a filter in the mail app.
_CREATING = frozenset(stem(w) for w in ("create", "new", "add", "make", "submit", "initiate",
                                        "post", "execute", "start"))
_RESOURCES = {w: bit for bit, ws in (
    (TRANSFER, ("transfers", "payouts", "remittances", "wires")),
    (BITS["send"], ("messages", "emails", "mails", "dms")),
    (BOOK, ("bookings", "reservations")),
    # "drive.permissions.create", "acls.insert": a grant of access, a share
    (BITS["access"], ("permissions", "acls", "grants")),
) for w in ws}
_VISIBILITY = re.compile(r"\b(?:public|private|visibility|publicly)\b")
_TRANSFER_WORD = stem("transfer")
# What a tool sets when its name ends on one ("updateTransferLimits", "set_transfer_limit",
# "raiseDailyCap"): a bound on what may be done, a setting, not the thing bounded
_BOUNDS = frozenset(stem(w) for w in ("limit", "limits", "cap", "caps", "threshold",
                                      "thresholds", "ceiling", "allowance", "quota"))
_MEMBERS = re.compile(r"\b(?:users|members|memberships?|participants|attendees|guests)\b")


def supports(asked: int, bits: int) -> bool:
    """Whether requests for the classes `asked` cover an action of the classes `bits`: one
    step of kinship, never a chain."""
    covered = asked
    for bit, kin in _KIN.items():
        if asked & bit:
            covered |= kin
    return bool(covered & bits)


def bits_of(names: frozenset[str] | set[str]) -> int:
    """The bitmask of these class names (names not in `NAMES` count for nothing)."""
    out = 0
    for name in names:
        out |= BITS.get(name, 0)
    return out


def class_names(bits: int) -> list[str]:
    """The names of the classes in a bitmask."""
    return [name for name, bit in BITS.items() if bits & bit]


def name_words(text: str) -> set[str]:
    """The words a request names things with (lower case, no function words): a target
    whose words the user's requests all hold is one the user named."""
    return set(_RAW_WORD.findall(romance.fold(text[:4000].lower()))).difference(_STOP)


def entry_words(text: str) -> frozenset[str]:
    """Every word an entry addressed to the agent holds, as `name_words` reads a request,
    from its first MAX_ENTRY_CHARS characters and at most MAX_ENTRY_WORDS of them."""
    out: dict[str, None] = {}
    for m in _RAW_WORD.finditer(romance.fold(text[:MAX_ENTRY_CHARS].lower())):
        if m[0] not in _STOP:
            out[m[0]] = None
            if len(out) >= MAX_ENTRY_WORDS:
                break
    return frozenset(out)


def proper_names(text: str) -> frozenset[str]:
    """The names a text mentions: capitalised words ("Riverside", "Eve") and file names
    ("notes.txt"), lower case; at most MAX_NAMES, first ones first."""
    if not (_CAPITAL.search(text) or _SUFFIX.search(text)):  # plain tool output names nothing
        return _NO_NAMES
    out: dict[str, None] = {}
    for m in _PROPER.finditer(text):
        for w in _RAW_WORD.findall(romance.fold(m[0].lower())):
            if w not in _STOP:
                out[w] = None
        if len(out) >= MAX_NAMES:
            break
    return frozenset(list(out)[:MAX_NAMES])
