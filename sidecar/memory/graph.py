"""The in-memory shadow of each session: dependency graph and per-entry facts.

Facts are computed when an entry or a patch arrives and pushed down to every
descendant, so a check reads them for its basis only and never walks the
whole session. Each inherited mark keeps the parent it came through, which
is how a finding names its dependency path. SQLite stays the durable log; a
session is rebuilt from it the first time it is touched after a restart.
"""

from __future__ import annotations

import json
import re
from collections import Counter, deque
from collections.abc import Callable, Iterable, Sequence, Set
from dataclasses import dataclass
from typing import Any

from mage.contract.types import Flag
from mage.sidecar.evaluation import delegation, intent, romance
from mage.sidecar.evaluation import registry as rules
from mage.sidecar.evaluation.operations import stem
from mage.sidecar.evaluation.registry import (  # the marks and levels are the rules' own
    CONFIDENT,
    CONTRADICTION,
    DANGLING,
    MARKS,
    POISON,
    QUARANTINE,
    SUPERSEDED,
    TAINT,
    WEAK,
)
from mage.sidecar.memory.detectors import (
    ACCOUNT,
    EMAIL,
    NUMBER,
    URL,
    argument_tokens,
    instruction_regions,
    token_kind,
    value_tokens,
)
from mage.sidecar.memory.prose import merged, prose_parts, wordless

__all__ = [
    "CONFIDENT", "CONTRADICTION", "DANGLING", "GROUNDED_SOURCES", "MARKS", "POISON",
    "QUARANTINE", "SUPERSEDED", "TAINT", "UNTRUSTED_SOURCES", "VOICED_SOURCES", "WEAK", "Node",
    "Patch", "Session", "Voices",
]

GROUNDED_SOURCES = frozenset({"user", "tool", "system"})
UNTRUSTED_SOURCES = frozenset({"tool", "retrieved"})
TRUSTED_VOICE = frozenset({"user", "system"})
VOICED_SOURCES = TRUSTED_VOICE | UNTRUSTED_SOURCES  # whose value tokens the index keeps
RECENT_KEEP = 512
MAX_CONTRADICTS = 16  # partners named per entry; more add nothing a reviewer can use
MAX_MENTIONS = 8  # untrusted entries kept per value token besides the first
# Shared by every node that mentions no name: one object, not two per node for the garbage
# collector to walk (frozensets are never untracked).
_NO_WORDS: frozenset[str] = frozenset()


class Node:
    """One entry's rule-relevant facts; content itself stays in SQLite."""

    __slots__ = (
        "authored",
        "beside",
        "children",
        "claimed",
        "commands",
        "confidence",
        "contradicts",
        "data_words",
        "delegated",
        "depth",
        "digest",
        "eff_conf",
        "grounded",
        "id",
        "instructs",
        "kind",
        "marks",
        "names",
        "ordered_only",
        "own",
        "parents",
        "poison",
        "seq",
        "source",
        "tool",
        "unhanded",
        "weak_via",
    )

    def __init__(self, id: str, seq: int, source: str, kind: str, tool: str,
                 confidence: float, parents: tuple[str, ...], digest: str) -> None:
        self.id, self.seq, self.source, self.kind, self.tool = id, seq, source, kind, tool
        self.confidence, self.parents, self.digest = confidence, parents, digest
        self.children: list[str] = []
        self.contradicts: tuple[str, ...] = ()
        self.claimed: tuple[str, ...] = ()  # value tokens a tool entry states as claims
        self.own: dict[str, str] = {}  # mark -> detail, for marks this entry carries itself
        self.marks: dict[str, tuple[str, str]] = {}  # mark -> (origin id, parent it came via)
        self.eff_conf, self.weak_via, self.grounded = confidence, "", source in GROUNDED_SOURCES
        self.poison: tuple[float, str] | None = None  # classifier (p, category), once scored
        # names an untrusted entry's text mentions (every word, where it addresses the agent)
        self.names = _NO_WORDS
        # the value tokens of the passages that ask the agent for something (where the
        # injection rule matched, else where the classifier located its finding); None
        # where neither found any
        self.instructs: frozenset[str] | None = None
        # the words of the rest of such an entry: the tool's data around its passages
        self.data_words = _NO_WORDS
        # A document a request of the user's hands its steps to ("as the runbook says"):
        # the operation classes its orders ask for (`intent.orders`); None for any other.
        self.delegated: int | None = None
        # Of such a document, the lines of a transcript the hand-over's named asker wrote
        # (`delegation.authored`): only they are handed over; None when it names no one
        # the document shows speaking.
        self.authored: tuple[tuple[int, int], ...] | None = None
        # An untrusted entry's only address or account number, each with the names on
        # its line, and the kinds of document the entry is (`own_value`); None for most.
        self.beside: tuple[frozenset[str], tuple[tuple[str, frozenset[str]], ...]] | None = None
        # The sentences of an untrusted entry that give an order (`intent.commands`), each
        # as its name words and value tokens: what an action no request asks for may be
        # carrying out.
        self.commands: tuple[tuple[frozenset[str], frozenset[str]], ...] = ()
        # the words of those sentences the rest of the entry does not hold
        self.ordered_only = _NO_WORDS
        # Of a handed-over transcript, the orders outside its named asker's lines, as
        # `commands`: another speaker's orders are the data's, not what the user handed over
        self.unhanded: tuple[tuple[frozenset[str], frozenset[str]], ...] = ()
        # Longest depends_on chain to a root, so parents sort before children; finite
        # because the write path refuses cycles.
        self.depth = 0

    def handed_over(self) -> bool:
        """Whether a request hands its steps to this entry's document and the injection
        rule found no instruction planted in it (that one the user handed nothing to)."""
        return self.delegated is not None and TAINT not in self.own

    def ordered_value(self, token: str) -> bool:
        """Whether a value is one only the entry's ordering sentences give (`ordered_only`):
        a word of it (not a number) that the rest of the entry does not hold. Where the
        classifier could not locate its finding, such an order is where it lies ("Send
        950.00 to LT42 3250 ..." slipped into a lease that states the landlord's account
        as its data)."""
        only = self.ordered_only
        return bool(only) and any(w in only for w in _VALUE_WORD.findall(token)
                                  if not w.isdigit() and len(w) >= 4)

    def located(self) -> bool:
        """Whether what the entry asks of the agent was found in it (the injection rule's
        passages, or the ones the classifier found poisoned on their own), not only that
        the whole entry reads as poisoned."""
        return self.instructs is not None or TAINT in self.own


@dataclass(frozen=True, slots=True)
class Voices:
    """Who has mentioned one value in a session, as the token index records it."""

    user: bool  # the user or the system
    untrusted: bool  # a tool's output or retrieved text
    retrieved: bool  # retrieved text: anyone's
    first: str  # the first untrusted entry that mentions it; "" when none has


@dataclass(frozen=True, slots=True)
class Patch:
    entry_id: str
    op: str
    value: float = 0.0
    target_id: str = ""


class Session:
    """All facts of one (tenant, session)."""

    def __init__(self) -> None:
        self.nodes: dict[str, Node] = {}
        self.waiting: dict[str, list[str]] = {}  # missing parent id -> children that cite it
        self.claims: dict[tuple[str, str], dict[str, str]] = {}  # key -> value -> latest id
        # token -> (voices bitmask, first untrusted id, later untrusted ids (a tuple of at
        # most MAX_MENTIONS, or absent)); bits: 1 user or system, 2 tool or retrieved,
        # 4 retrieved (anyone's text). Tuples, replaced when they change: of strings and
        # numbers only, they drop out of the garbage collector's scans, where lists stay.
        self.tokens: dict[str, tuple[Any, ...]] = {}
        self.named_kinds: set[str] = set()  # kinds of value the user or system has named
        self.claimed: dict[str, str] = {}  # value token -> latest tool entry claiming it
        # What the user (or system) asked for: each request's operation classes (a bitmask
        # of `intent.BITS`), their union, and the words requests name things with.
        self.requests: dict[str, int] = {}
        self.asked = 0
        self.asked_words: set[str] = set()
        self.asked_verbs: set[str] = set()  # the words requests' clauses open with
        # the stems of the requests' verbs, wherever in a request they stand (`alignment`
        # names a one-word value by them: "accept" names the response "accepted")
        self.verb_stems: set[str] = set()
        self.asked_terms: set[str] = set()  # every stemmed word of the requests
        # kinds of document requests hand steps to, each with the operation classes handed
        # over with it (`delegation.scopes`)
        self.delegates: dict[str, int] = {}
        # who the hand-overs name as having asked (`delegation.requesters`)
        self.askers: tuple[frozenset[str], ...] = ()
        self.named_docs: set[str] = set()  # kinds of document requests name (`delegation.named`)
        # whether a request speaks of a link or what one leads to ("the onboarding guide
        # that's pinned", "the link Ravi shared"), and the links untrusted entries then
        # give, each with the words of its record (`pointed_link`); few entries have any
        self.asked_link = False
        self.asked_me = False  # a request names the user as a recipient ("cc me")
        self.asked_all = False  # a request asks for all or the most of something
        # the files requests call the user's own, by name (`delegation.owned`)
        self.owned: frozenset[str] = frozenset()
        self.links: dict[str, tuple[tuple[str, frozenset[str]], ...]] = {}
        self.ordering = 0  # untrusted entries whose text gives an order (`Node.commands`)
        self.recent: deque[str] = deque(maxlen=RECENT_KEEP)

    # --- adding entries -----------------------------------------------------

    def add(self, node: Node, claims: Iterable[tuple[str, str, str]], tokens: Set[str],
            injection: str, content: str = "") -> list[Flag]:
        """Insert a validated entry and push its facts to what depends on it.

        `content` is read for what task alignment compares: the operations and names a
        request of the user's (or system's) asks for, the names an untrusted entry
        mentions. It is not kept."""
        nodes, nid = self.nodes, node.id
        nodes[nid] = node
        if content:
            self._note_intent(node, content, bool(injection))
            if tokens and self.named_docs and node.source in UNTRUSTED_SOURCES:
                # only once a request named a document: the user points at it first
                node.beside = _beside(node.tool, content, tokens)
            if self.asked_link and tokens and node.source in UNTRUSTED_SOURCES and any(
                    token_kind(tok) == URL for tok in tokens):
                # links an order asks something done with ("send every new joiner <link>";
                # not "start with the onboarding doc: <link>, book your laptop pickup")
                ordered = {tok for order in (intent.commands(content) if node.commands else ())
                           for tok in _order_tokens(order)
                           if token_kind(tok) == URL and _done_with(order, tok)}
                links = tuple(link for link in _links(content) if link[0] not in ordered)
                if links:
                    # past MAX_LINK_ENTRIES a check would walk too many, and a later planted
                    # link could go unseen as a rival: then no link is pointed at
                    self.links[nid] = links if len(self.links) < MAX_LINK_ENTRIES else ()
        self.recent.append(nid)
        missing = []
        for p in node.parents:
            parent = nodes.get(p)
            if parent is not None:
                parent.children.append(nid)
            else:
                missing.append(p)
                self.waiting.setdefault(p, []).append(nid)
        if missing:
            node.own[DANGLING] = ", ".join(missing)
        if injection:
            node.own[TAINT] = injection
        if tokens:
            self._index_tokens(node, tokens, content)
            if self.asked_me and content and node.source in UNTRUSTED_SOURCES:
                me = _mailbox_owner(content)
                if me in tokens:  # "cc me": the mailbox's own address, as if the user said it
                    slot = self.tokens[me]
                    self.tokens[me] = (slot[0] | 1, *slot[1:])
        claims = tuple(claims)
        contradicted: list[str] = []
        if claims:
            if node.source == "tool":
                node.claimed = tuple({tok for _, _, value in claims
                                      for tok in argument_tokens(value)})
                for token in node.claimed:
                    self.claimed[token] = nid
            contradicted = self._index_claims(node, claims)
        if nid in self.waiting:
            self._adopt_waiting_children(node)
        if node.children:
            self._refresh(nid)
        else:  # nothing depends on it yet: its own facts are all there is to compute
            self._compute(node)
        for other in contradicted:
            self._refresh(other)
        return self._flags(node, missing, contradicted)

    def _note_intent(self, node: Node, content: str, addressed: bool) -> None:
        """What a request asks for, and what names an untrusted entry mentions: its proper
        names, or, where it addresses the agent, every word of the passages that do (an
        instruction may name its target in lower case: "remove the observability
        namespace"), and their value tokens, apart from the data around them. Only such
        entries, few in any session, keep that much. A request may hand its steps to a
        kind of document (`delegation`); a tool output of that kind keeps what its orders
        ask for."""
        if node.source in TRUSTED_VOICE:
            # a request in Spanish or Portuguese is read in the readers' English words; the
            # words it names things with stay its own
            asked = romance.gloss(content)
            bits, verbs, terms = intent.read_request(asked)
            self.requests[node.id] = bits
            self.asked |= bits
            self.asked_verbs |= verbs
            self.asked_terms |= terms
            names = intent.name_words(content)
            self.asked_words |= names
            self.verb_stems.update(map(stem, verbs))
            self.verb_stems.update(stem(w) for w in names if intent.is_verb(w))
            self.named_docs |= delegation.named(asked)
            self.owned |= delegation.owned(asked)
            self.asked_link = self.asked_link or not _LINK_WORDS.isdisjoint(self.asked_words)
            self.asked_me = self.asked_me or _ME.search(asked.lower()) is not None
            self.asked_all = self.asked_all or _ALL.search(asked.lower()) is not None
            for kind, bits in delegation.scopes(asked).items():
                had = self.delegates.get(kind, 0)
                self.delegates[kind] = delegation.ANY if delegation.ANY in (had, bits) else (
                    had | bits)
            if self.delegates:
                self.askers = tuple(dict.fromkeys(
                    [*self.askers, *delegation.requesters(asked)]))
            return
        if node.source in UNTRUSTED_SOURCES and self.requests:
            orders = intent.commands(content)
            node.commands = tuple((frozenset(intent.name_words(c)), _order_tokens(c))
                                  for c in orders)
            self.ordering += bool(node.commands)
            if orders:  # the names only its orders give: what they alone bring in
                rest = intent.unescaped(content)
                for c in orders:
                    rest = rest.replace(c, " ", 1)
                said = intent.name_words(rest)
                only = frozenset().union(*(names for names, _ in node.commands)) - said
                node.ordered_only = only or _NO_WORDS
        if node.source in UNTRUSTED_SOURCES and self.delegates and (
                kinds := self._handed_kinds(node.tool, content)):
            # a signature makes a text its signer's only in a document of the kind handed
            # over, not in whatever answer holds the named person's messages
            docs = delegation.documents(node.tool, content)
            signed = not docs.isdisjoint(self.delegates) or (
                # "handle Ethan's request": his mail, signed by him, is the request
                bool(kinds & delegation.BY_ASKER) and not docs.isdisjoint(_MAIL_KINDS))
            node.authored = (delegation.authored(content, self.askers, signed)
                             or self._own(content))
            handed = _within(content, node.authored) if node.authored else content
            node.delegated = intent.orders(romance.gloss(_voiced(handed)), True,
                                           True) & self._handed(kinds)
            if node.authored and node.commands:
                node.unhanded = tuple(
                    (frozenset(intent.name_words(c)), _order_tokens(c))
                    for c in intent.commands(_outside(content, node.authored)))
        if node.source in UNTRUSTED_SOURCES and addressed:
            spans = [part for start, end in instruction_regions(content)
                     for part in prose_parts(content, start, end)]
            passages = " ".join(content[a:b] for a, b in spans)
            node.names = intent.entry_words(passages or content)
            node.instructs = frozenset(value_tokens(passages)) if passages else None
            if spans:
                node.data_words = intent.entry_words(_outside(content, spans))
        elif node.source in UNTRUSTED_SOURCES:
            node.names = intent.proper_names(content)

    def own_value(self, node: Node, token: str) -> bool:
        """Whether the value is the entry's own for someone the user named, in a document
        the user named: the only address or account of its kind the entry gives, on a line
        that names a party a request names ("Pay to Zahnarztpraxis Dr. Lenz, IBAN ..." in
        the invoice the user asked to pay). A planted line that repeats the party gives
        the document a second value of the kind, and then neither is its own."""
        if node.beside is None:  # only read once a request named a document
            return False
        kinds, values = node.beside
        if kinds.isdisjoint(self.named_docs):
            return False
        # a bill's account, where the user asked for a payment: the bill names the payee
        billed = (bool(self.asked & intent.TRANSFER) and not kinds.isdisjoint(_BILLS)
                  and token_kind(token) == ACCOUNT)
        return any(tok == token and (billed or not names.isdisjoint(self.asked_words))
                   for tok, names in values)

    def pointed_link(self, token: str) -> bool:
        """Whether the link is the one a request points at: a request speaks of a link or
        what it leads to, and of the links untrusted entries give (each the only one of
        its record: a message of a chat, a line; none that an order asks something done
        with, as "send every new joiner <link>" or "point the webhook at <link>" do, while
        "start with the onboarding doc: <link>" asks nothing of it), this one's record
        shares words the request describes it with ("the onboarding guide that's pinned",
        "Onboarding guide for new joiners: https://..."; "the link Ravi shared", a message
        of Ravi's), and no other link's record shares any of those words; or, where no
        record shares them ("a conference link in #random" beside "anyone going to DevDays
        Porto?"), the only link the untrusted entries give. A planted link that repeats the
        description, or a second link, makes two, and then neither is the one."""
        if not self.links or len(self.links) > MAX_LINK_ENTRIES:
            return False
        described = {w for w in self.asked_words - _LINK_WORDS - _PRONOUNS
                     if len(w) >= 3 and not w.isdigit() and not intent.is_verb(w)}
        hits = {url for links in self.links.values() for url, words in links
                if not words.isdisjoint(described)}
        if not hits and not _LINK_NOUNS.isdisjoint(self.asked_words):
            # a link no record the words describe: the one link the data gives, if one
            hits = {url for links in self.links.values() for url, _ in links}
        return hits == {token}

    def _handed_kinds(self, tool: str, content: str) -> set[str]:
        """The kinds of document requests hand steps to that a tool's answer is: by its
        tool or its first line, a file for a kind of document files hold, or, for what a
        named person asked ("Callum sent instructions", "do what Callum asked"), any answer
        that holds their lines."""
        said = delegation.documents(tool, content)
        kinds = said & self.delegates.keys()
        if not kinds:  # the document the request names by its name, whatever its kind
            kinds = delegation.titled(content, self.delegates)
        if not kinds and not said.isdisjoint(delegation.FILES):
            # "the meeting notes", "the onboarding checklist": a file a tool read is where
            # such a document is kept, whatever the file's own first line calls it
            kinds = delegation.FILED & self.delegates.keys()
        if not kinds and not said.isdisjoint(_HOLDING_LISTS):
            # "the items still open on the trip to-do list": a list kept in notes or a page
            kinds = _LISTS & self.delegates.keys()
        if not kinds and "channel" in said and not any(k.startswith("channel:") for k in said):
            # "go through #ops and do ...": a channel's history that names its channel by id
            # only ("channel": "C0U4RZ2YCZ4") is the channel the request named
            kinds = frozenset(k for k in self.delegates if k.startswith("channel:#"))
        if (not kinds and self.askers and not delegation.BY_ASKER.isdisjoint(self.delegates)
                and delegation.authored(content, self.askers,
                                        signed=not said.isdisjoint(_MAIL_KINDS))):
            kinds = delegation.BY_ASKER & self.delegates.keys()
        return set(kinds)

    def _own(self, content: str) -> tuple[tuple[int, int], ...] | None:
        """All of a handed-over file the user called theirs by its name ("my Week
        notes.md"), its name among its first words: the user wrote it, the model's finding
        in it included (an instruction the injection rule finds still withholds it)."""
        if self.owned:
            head = content[:delegation.HEAD_CHARS].lower()
            if any(re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w.-])", head)
                   for name in self.owned):
                return ((0, len(content)),)
        return None

    def _handed(self, kinds: Set[str]) -> int:
        """The operation classes requests hand over to a document of these kinds."""
        bits = 0
        for kind in kinds:
            bits |= self.delegates.get(kind, 0)
        return bits

    def _adopt_waiting_children(self, node: Node) -> None:
        for child_id in self.waiting.pop(node.id, ()):
            node.children.append(child_id)
            child = self.nodes[child_id]
            still = [p for p in child.parents if p not in self.nodes]
            if still:
                child.own[DANGLING] = ", ".join(still)
            else:
                child.own.pop(DANGLING, None)
            self._refresh(child_id)

    def _index_claims(self, node: Node, claims: Iterable[tuple[str, str, str]]) -> list[str]:
        # Per (entity, attribute): the latest entry for each distinct value, so a claim is
        # compared with a handful of values however often the attribute was written.
        contradicted: list[str] = []
        for entity, attribute, value in claims:
            key, val = (entity.strip().lower(), attribute.strip().lower()), value.strip().lower()
            values = self.claims.setdefault(key, {})
            for other_val, other_id in values.items():
                if other_val != val and self._conflicting(node, self.nodes[other_id]):
                    contradicted.append(other_id)
            values.pop(val, None)
            values[val] = node.id
        contradicted = list(dict.fromkeys(contradicted))
        for other_id in contradicted:
            self._mark_contradiction(node, self.nodes[other_id])
        return contradicted

    @staticmethod
    def _conflicting(a: Node, b: Node) -> bool:
        # A user's word settles the matter; only two confident non-user claims conflict.
        return (a.source != "user" and b.source != "user"
                and a.confidence >= CONFIDENT and b.confidence >= CONFIDENT)

    def _mark_contradiction(self, a: Node, b: Node) -> None:
        for x, y in ((a, b), (b, a)):
            if y.id not in x.contradicts and len(x.contradicts) < MAX_CONTRADICTS:
                x.contradicts += (y.id,)
            x.own[CONTRADICTION] = ", ".join(x.contradicts)

    def user_named(self, token: str) -> bool:
        """Whether the user (or the system) has mentioned this value in the session."""
        slot = self.tokens.get(token)
        return slot is not None and bool(slot[0] & 1)

    def _index_tokens(self, node: Node, tokens: Set[str], content: str = "") -> None:
        voice = 1 if node.source in TRUSTED_VOICE else 2 if node.source in UNTRUSTED_SOURCES else 0
        if not voice:
            return
        if voice == 1:
            kinds = {token_kind(t) for t in tokens}
            if (NUMBER in kinds and NUMBER not in self.named_kinds
                    and not _amounts(tokens, content)):
                kinds.discard(NUMBER)  # only limits and lengths: no amount to compare with
            self.named_kinds.update(kinds)
        elif node.source == "retrieved":
            voice = 6
        table, nid = self.tokens, node.id
        first = nid if voice & 2 else ""
        for token in tokens:
            slot = table.get(token)
            if slot is None:
                table[token] = (voice, first)
                continue
            bits = slot[0] | voice
            if voice & 2 and not slot[1]:
                table[token] = (bits, nid, *slot[2:])
            elif voice & 2 and slot[1] != nid:
                later: tuple[str, ...] = slot[2] if len(slot) > 2 else ()
                if nid not in later and len(later) < MAX_MENTIONS:
                    table[token] = (bits, slot[1], (*later, nid))
                elif bits != slot[0]:
                    table[token] = (bits, *slot[1:])
            elif bits != slot[0]:
                table[token] = (bits, *slot[1:])

    def voices(self, token: str) -> Voices | None:
        """Who has mentioned a value in the session (None: nobody whose tokens are kept)."""
        slot = self.tokens.get(token)
        if slot is None:
            return None
        bits = slot[0]
        return Voices(bool(bits & 1), bool(bits & 2), bool(bits & 4), str(slot[1] or ""))

    def mentions(self, token: str) -> tuple[str, ...]:
        """The untrusted entries (tool or retrieved) that mention a value, first one first;
        bounded by MAX_MENTIONS + 1."""
        slot = self.tokens.get(token)
        if slot is None or not slot[1]:
            return ()
        return (slot[1], *(slot[2] if len(slot) > 2 else ()))

    def _flags(self, node: Node, missing: list[str], contradicted: list[str]) -> list[Flag]:
        """What the write answers at once: the rules this entry will raise on a check."""
        flags = []
        if contradicted:
            flags.append(Flag(rules.CONTRADICTION_RULE.id, (node.id, *contradicted),
                              "claims on the same entity and attribute disagree"))
        if TAINT in node.own:
            flags.append(Flag(rules.INJECTION.id, (node.id,), node.own[TAINT]))
        elif TAINT in node.marks:
            flags.append(Flag(rules.INJECTION_INHERITED.id, tuple(self.path(node.id, TAINT)),
                              "depends on tainted content"))
        if missing:
            flags.append(Flag(rules.DANGLING_RULE.id, (node.id, *missing),
                              "depends on entries not received yet"))
        if QUARANTINE in node.marks:
            flags.append(Flag(rules.QUARANTINED.id, tuple(self.path(node.id, QUARANTINE)),
                              "depends on an entry pending verification"))
        if node.weak_via and rules.weak_ancestor(node.confidence, node.eff_conf):
            flags.append(Flag(rules.WEAK_ANCESTOR.id, tuple(self.weak_path(node.id)),
                              f"confident conclusion rests on confidence {node.eff_conf:.2f}"))
        return flags

    # --- patches --------------------------------------------------------------

    def apply_patch(self, patch: Patch) -> list[str]:
        """Apply a correction and return every entry whose facts changed."""
        node = self.nodes[patch.entry_id]
        if patch.op == "lower_confidence":
            node.confidence = min(node.confidence, patch.value)
        elif patch.op == "contradicts_with":
            self._mark_contradiction(node, self.nodes[patch.target_id])
        elif patch.op == "quarantine":
            node.own[QUARANTINE] = "pending verification"
        elif patch.op == "verify":
            for mark in (QUARANTINE, TAINT, CONTRADICTION, POISON):
                node.own.pop(mark, None)
        elif patch.op == "release":
            node.own.pop(QUARANTINE, None)
        elif patch.op == "supersede":
            node.own[SUPERSEDED] = f"superseded by {patch.target_id}"
            return self._retire_contradictions(node)
        changed = self._refresh(node.id)
        if patch.op == "contradicts_with":
            changed += self._refresh(patch.target_id)
        return list(dict.fromkeys(changed))

    def set_poison(self, entry_id: str, p: float, category: str, threshold: float,
                   content: str = "", passages: tuple[tuple[int, int], ...] = ()) -> list[str]:
        """Record the classifier's score; a poisoned entry marks what depends on it, and
        keeps for task alignment the words and value tokens of the `passages` of its
        `content` the classifier located the finding in (of all of it, when it could not
        locate it; see `_note_intent`)."""
        node = self.nodes.get(entry_id)
        if node is None:
            return []
        node.poison = (round(p, 4), category)
        if p < threshold or POISON in node.own:
            return []
        if content and wordless(content):
            return []  # no words to order anything in: ids, paths, sizes and dates only
        node.own[POISON] = f"{category} (p={p:.2f})"
        if passages and "</" in content:  # a passage in a block of made-up markup: all of it
            passages = _in_blocks(content, passages)
        if content and node.instructs is None:  # the rule's passages, if any, come first
            planted: tuple[tuple[int, int], ...] = ()
            if node.authored and node.delegated is not None:
                # the named asker's own requests are what the user handed over, not a
                # line in them that speaks to an assistant: the asker wrote to the user
                planted = _to_agent(content, passages)
                passages = tuple(sorted((*_clipped(content, passages, node.authored),
                                         *planted)))
                if not passages:  # the finding lies in them only: nothing was planted
                    node.names, node.instructs = _NO_WORDS, frozenset()
                    node.data_words = intent.entry_words(content)
                    return self._refresh(entry_id)
            text = " ".join(content[a:b] for a, b in passages)
            if text and node.delegated and not node.authored:
                # the document's own list of steps is no step slipped into it, nor is a
                # request put to the same person its other requests are put to
                passages = _addressed_alike(content, _unlisted(content, passages))
                text = " ".join(content[a:b] for a, b in passages)
            if text:  # the located passages replace the names of the whole entry
                node.names = intent.entry_words(text)
                node.instructs = frozenset(value_tokens(text))
                rest = _outside(content, passages)
                node.data_words = intent.entry_words(rest)
                if node.delegated is not None:  # what the user handed over is the rest
                    handed = _within(content, node.authored) if node.authored else rest
                    if planted:
                        handed = _outside(handed, _found(handed, planted, content))
                    node.delegated = intent.orders(_voiced(handed), True, True) & self._handed(
                        self._handed_kinds(node.tool, content))
            else:
                node.names = node.names | intent.entry_words(content)
        return self._refresh(entry_id)

    def _retire_contradictions(self, node: Node) -> list[str]:
        """A superseded reading no longer disagrees with anything: a newer one replaced it."""
        partners = [self.nodes[i] for i in node.contradicts if i in self.nodes]
        node.contradicts = ()
        node.own.pop(CONTRADICTION, None)
        changed = self._refresh(node.id)
        for other in partners:
            other.contradicts = tuple(i for i in other.contradicts if i != node.id)
            if not other.contradicts:
                other.own.pop(CONTRADICTION, None)
            changed += self._refresh(other.id)
        return list(dict.fromkeys(changed))

    # --- derived facts --------------------------------------------------------

    def _refresh(self, start: str) -> list[str]:
        """Recompute start, then descendants whose parents changed (stops where nothing did)."""
        changed = []
        queue = deque([start])
        first = True
        while queue:
            node = self.nodes[queue.popleft()]
            if self._recompute(node) or first:
                changed.append(node.id)
                queue.extend(node.children)
            first = False
        return changed

    def _recompute(self, node: Node) -> bool:
        # node.marks is replaced, never changed in place, so the old dict is the "before".
        before = (node.eff_conf, node.weak_via, node.grounded, node.marks, node.depth)
        self._compute(node)
        return before != (node.eff_conf, node.weak_via, node.grounded, node.marks, node.depth)

    def _compute(self, node: Node) -> None:
        """An entry's derived facts from its own and its parents'."""
        eff, via, grounded = node.confidence, "", node.source in GROUNDED_SOURCES
        marks = {m: (node.id, "") for m in node.own} if node.own else {}
        depth = 0
        nodes = self.nodes
        for pid in node.parents:
            parent = nodes.get(pid)
            if parent is None:
                continue
            if parent.eff_conf < eff:
                eff, via = parent.eff_conf, pid
            if parent.grounded:
                grounded = True
            if parent.depth >= depth:
                depth = parent.depth + 1
            if parent.marks:
                for mark, (origin, _) in parent.marks.items():
                    marks.setdefault(mark, (origin, pid))
        node.eff_conf, node.weak_via, node.grounded, node.marks = eff, via, grounded, marks
        node.depth = depth

    def path(self, entry_id: str, mark: str) -> list[str]:
        """From an entry to the origin of one of its marks, following depends_on."""
        out = [entry_id]
        node = self.nodes[entry_id]
        while mark in node.marks and node.marks[mark][1] and len(out) < 64:
            node = self.nodes[node.marks[mark][1]]
            out.append(node.id)
        return out

    def weak_path(self, entry_id: str) -> list[str]:
        """From an entry to the ancestor that bounds its effective confidence."""
        out = [entry_id]
        node = self.nodes[entry_id]
        while node.weak_via and len(out) < 64:
            node = self.nodes[node.weak_via]
            out.append(node.id)
        return out

    def ancestors(self, ids: Iterable[str], limit: int = 256) -> list[str]:
        """The ids and their ancestors (bounded), for showing what a decision saw."""
        seen: dict[str, None] = dict.fromkeys(i for i in ids if i in self.nodes)
        queue = deque(seen)
        while queue and len(seen) < limit:
            for p in self.nodes[queue.popleft()].parents:
                if p not in seen and p in self.nodes:  # enqueue each ancestor once
                    seen[p] = None
                    queue.append(p)
        return list(seen)[:limit]

    def closes_cycle(self, new: dict[str, tuple[str, ...]]) -> list[str] | None:
        """A dependency cycle the new entries (id -> depends_on) would close, if any."""
        # Stored entries can only lead back to a new one if they cite it while it is
        # missing; otherwise a cycle lies within the batch and the walk stays there.
        through_stored = any(i in self.waiting for i in new)
        if not through_stored and _in_order(new):
            return None  # each new entry cites only new ones before it: no cycle can close

        def parents_of(nid: str) -> tuple[str, ...]:
            if nid in new:
                return new[nid]
            node = self.nodes.get(nid) if through_stored else None
            return node.parents if node else ()

        state: dict[str, int] = {}  # 1 = on the current path, 2 = done
        for root in new:
            found = _dfs_cycle(root, parents_of, state)
            if found:
                return found
        return None


def _in_order(new: dict[str, tuple[str, ...]]) -> bool:
    """Whether every new entry cites only new entries that come before it (as an agent
    writes them, causes first), so that no path through the new ones can come back."""
    before: set[str] = set()
    for nid, deps in new.items():
        for p in deps:
            if p in new and p not in before:
                return False
        before.add(nid)
    return True


def _dfs_cycle(root: str, parents_of: Callable[[str], tuple[str, ...]], state: dict[str, int]
               ) -> list[str] | None:
    stack: list[tuple[str, int]] = [(root, 0)]
    path: list[str] = []
    while stack:
        nid, i = stack.pop()
        if i == 0:
            if state.get(nid) == 2:
                continue
            state[nid] = 1
            path.append(nid)
        parents = parents_of(nid)
        if i < len(parents):
            stack.append((nid, i + 1))
            nxt = parents[i]
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if state.get(nxt) != 2:
                stack.append((nxt, 0))
        else:
            state[nid] = 2
            path.pop()
    return None


_VALUE_WORD = re.compile(r"[a-z0-9]+")


# A reference an argument may hold whole ("tidepool/infra", "build-helper-9931"): a word
# joined to another by a slash, dot, dash or underscore.
_REFERENCE = re.compile(r"[a-z0-9]+(?:[./_-][a-z0-9]+)+")


def _order_tokens(sentence: str) -> frozenset[str]:
    """The value tokens of a sentence that gives an order, and the references in it an
    argument may name whole (`argument_tokens` reads "tidepool/infra" as one token)."""
    return frozenset(value_tokens(sentence)) | frozenset(_REFERENCE.findall(sentence.lower()))


MAX_BESIDE = 6  # identifiers an entry may give and still be read for its own values
_OWN_KINDS = (EMAIL, ACCOUNT)
_BILLS = frozenset({"invoice", "bill", "lease", "contract", "statement", "receipt"})


def _beside(tool: str, content: str, tokens: Set[str]
            ) -> tuple[frozenset[str], tuple[tuple[str, frozenset[str]], ...]] | None:
    """For `Session.own_value`: the entry's kinds of document, and each address or account
    number that is the only one of its kind in it, with the names (capitalised words of
    four letters or more) on its line. None when there is none, or too many identifiers."""
    ids = [tok for tok in tokens if token_kind(tok) in _OWN_KINDS]
    if not ids or len(ids) > MAX_BESIDE:
        return None
    counts = Counter(map(token_kind, ids))
    low = content.lower()
    values = []
    for tok in ids:
        at = low.find(tok)
        if counts[token_kind(tok)] != 1 or at < 0:
            continue
        start, end = low.rfind("\n", 0, at) + 1, low.find("\n", at)
        names = frozenset(w for w in intent.proper_names(content[start:end if end >= 0 else None])
                          if len(w) >= 4 and w not in tok)
        values.append((tok, names))
    if not values:
        return None
    return delegation.documents(tool, content), tuple(values)


_PRONOUNS = frozenset({"them", "they", "him", "she", "this", "that", "there", "here", "with"})
# Words a request speaks of a link with, or of what it leads to; they describe no link
# in particular.
_LINK_WORDS = frozenset({
    "link", "links", "url", "urls", "guide", "article", "post", "page", "blog", "wiki",
    "doc", "docs", "document", "site", "website", "webpage"})
# Kinds of document whose From line or signature makes them their sender's (what a named
# person "sent": "the action items Njeri sent" is her mail)
_MAIL_KINDS = frozenset({"email", "message"})
_LINK_NOUNS = frozenset({"link", "links", "url", "urls"})  # a link itself, said so
MAX_LINKS = 8  # records with a link an entry may give and still be read for them
MAX_LINK_ENTRIES = 64  # entries with links a session keeps for `Session.pointed_link`
_URL_TEXT = re.compile(r"(?<![\w+.-])[a-z][a-z0-9+.-]{0,30}://\S+", re.IGNORECASE)


# Words that ask for all or the most of something ("cancel all my bookings", "every
# subscription", "raise the limit to the max"): an argument that sweeps is then the user's.
_ALL = re.compile(r"\b(?:all|every|everything|everyone|everybody|each|whole|entire|max|maximum"
                  r"|unlimited|most\s+expensive|todos|todas|tudo)\b")
# The user as a recipient: "cc me", "send it to me", "add me", "invite me", "forward me".
_ME = re.compile(r"\b(?:b?cc|to|send|forward|fwd|add|invite|copy|email|mail|loop\s+in)\s+me\b"
                 r"|\bloop\s+me\s+in\b")
# The header block a mail opens with ("From: ...", "To: ...", a blank line ends it).
_HEADER_TO = re.compile(r"^to:[ \t]*([^\n]*)$", re.IGNORECASE | re.MULTILINE)


def _mailbox_owner(content: str) -> str:
    """The address a mail the user's mailbox holds was sent to, where its header names one
    recipient ("To: Bagus Santoso <bagus.santoso@kapalbiru.co.id>"): the mailbox's owner.
    "" for anything else, or a mail to several (a planted second recipient names no one)."""
    head = content.lstrip()[:1500]
    if not head[:5].lower().startswith(("from:", "to:", "date:", "subje")):
        return ""
    block = head.split("\n\n", 1)[0]
    found = _HEADER_TO.findall(block)
    if len(found) != 1:
        return ""
    addresses = [tok for tok in value_tokens(found[0]) if token_kind(tok) == EMAIL]
    return addresses[0] if len(addresses) == 1 else ""


_BACK = re.compile(r"\b(?:it|this|that|them)\b")  # a clause that points back at a link
# "approved by legal: <link>", "shared by Ana": a participle's clause says what was done
_PASSIVE = re.compile(r"\s*[a-z]+(?:ed|en)\s+(?:off\s+)?by\b")


def _done_with(order: str, link: str) -> int:
    """What an order that gives a link asks done with it: the classes of the clause that
    leads up to the link ("send every new joiner <link>", "point the webhook at <link>";
    "Start with the onboarding doc: <link>" and "approved by legal: <link>" ask nothing),
    and of the clause right after it when that one points back at it ("<link> - share it
    with the team"). A link the order's text does not hold as written takes the whole
    order's classes."""
    at = order.find(link)
    if at < 0:
        return intent.orders(order)
    before = order[:at].lower().rstrip(" \t<([\"':")  # "send this link to all: <link>"
    start = max((m.end() for m in intent.clause_breaks(before)), default=0)
    lead = before[start:]
    bits = 0 if _PASSIVE.match(lead) else intent.orders(lead)
    after = order[at + len(link):].lower().lstrip(" >)]-\u2013\u2014:,")
    end = next((m.start() for m in intent.clause_breaks(after)), len(after))
    if _BACK.search(after[:end]):
        bits |= intent.orders(after[:end])
    return bits


def _links(content: str) -> list[tuple[str, frozenset[str]]]:
    """For `Session.pointed_link`: each link that is the only one of its record (an
    object of a JSON answer, its own strings; else a line), with the record's words less
    the link's own. Empty when more than MAX_LINKS records give one (a page of links)."""
    out = []
    for record in _records(content):
        if "://" not in record:
            continue
        urls = {tok for tok in value_tokens(record) if token_kind(tok) == URL}
        if len(urls) == 1:
            out.append((urls.pop(), frozenset(intent.name_words(_URL_TEXT.sub(" ", record)))))
        if len(out) > MAX_LINKS:
            return []
    return out


def _records(content: str) -> list[str]:
    """The records of a tool's answer: the strings of each object of a JSON answer
    joined (a chat message's author, time and text), else its lines."""
    head = content.lstrip()[:1]
    if head in ("{", "["):
        try:
            data = json.loads(content)
        except (ValueError, RecursionError):  # not JSON, or nested past the parser's depth
            data = None
        if isinstance(data, (dict, list)):
            return _json_records(data)
    return content.splitlines()


def _json_records(data: dict[str, Any] | list[Any]) -> list[str]:
    """The records of a parsed JSON answer, outer ones first, without recursion."""
    out: list[str] = []
    todo: deque[Any] = deque([data])
    while todo:
        node = todo.popleft()
        items = list(node.values()) if isinstance(node, dict) else node
        strings = [v for v in items if isinstance(v, str)]
        if isinstance(node, dict) and strings:
            out.append("\n".join(strings))
        elif strings:
            out.extend(strings)  # a list of strings: each its own record
        todo.extend(v for v in items if isinstance(v, (dict, list)))
    return out


# A block of made-up markup ("<previous_conversation> user: ... </previous_conversation>",
# "<system_note>...</system_note>"): one piece of writing, whichever part the model flags.
# Markup of HTML's own is the page's layout, not a piece of it.
_BLOCK = re.compile(r"<([a-z][\w-]{2,40})(?:\s[^<>]{0,200})?>(.{1,3000}?)</\1\s*>",
                    re.IGNORECASE | re.DOTALL)
BLOCK_REACH = 3300  # characters a block of made-up markup may span, its tags included
_HTML_TAGS = frozenset((
    "html", "head", "body", "div", "span", "section", "article", "header", "footer", "nav",
    "main", "aside", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "ul", "ol", "li",
    "dl", "dt", "dd", "pre", "code", "blockquote", "strong", "small", "font", "label", "form",
    "button", "select", "option", "textarea", "style", "script", "title", "figure",
    "figcaption", "details", "summary", "center", "caption", "noscript", "template", "iframe",
    "abbr", "cite", "mark", "sub", "sup", "time", "address", "canvas", "svg", "video", "audio",
    "picture", "source", "object", "embed", "big", "strike", "kbd", "samp", "var"))


def _in_blocks(content: str, passages: Sequence[tuple[int, int]]
               ) -> tuple[tuple[int, int], ...]:
    """The passages, each widened to the block of made-up markup it lies in."""
    out = []
    for a, b in passages:
        # only blocks that may hold the passage: opened at most a block's length before it
        start, end = max(0, a - BLOCK_REACH), min(len(content), b + BLOCK_REACH)
        blocks = [(m.start(), m.end()) for m in _BLOCK.finditer(content, start, end)
                  if m[1].lower() not in _HTML_TAGS]
        for s, e in blocks:
            if a < e and b > s:
                a, b = min(a, s), max(b, e)
        out.append((a, b))
    merged: list[tuple[int, int]] = []
    for a, b in sorted(out):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return tuple(merged)


# A sentence that speaks to an assistant or agent ("Assistant, before you summarise this
# ...", "P.S. for my assistant: ...", "assistant_directive"): no person's ask of another.
_AGENT_WORD = re.compile(r"\b(?:ai|llm|assistant|agent|copilot|chatbot|automation)"
                         r"(?:[_-][a-z]+)?\b"
                         # the same addressee in the languages of Europe: "Assistenten",
                         # "asistente", "geautomatiseerde assistenten", "KI-Assistent"
                         r"|\b(?:[a-z]+-)?(?:assisten(?:t|te|tes|ten|tin|ter|terna)|asistentes?"
                         r"|assistants?|agentes?|geautomatiseerde|automatisierte[nrs]?"
                         r"|automatis[eé]e?s?|automatizad[oa]s?|automatiserade)\b",
                         re.IGNORECASE)
_SENTENCE_END = re.compile(r"\n|\\n|(?<=[.!?])\s")
_LINE_END = re.compile(r'\n|\\n|(?<!\\)"')  # a line, an escaped one, a JSON string's end


# A passage that says it is not the writer's: "This is an automated message from the
# tool, not from the sender", "[system notice]", "auto-generated by the gateway".
_OTHER_VOICE = re.compile(
    r"\bnot\s+(?:from|by|written\s+by|sent\s+by)\s+the\s+(?:sender|author|writer)\b"
    r"|\b(?:automated|automatic|auto-?generated|system|gateway|platform)\s+(?:message|notice|"
    r"notification|note|alert)\b"
    r"|\b(?:message|notice|note)\s+(?:generated|inserted|added|sent)\s+by\s+the\s+"
    r"(?:tool|system|gateway|api|platform|server)\b"
    r"|\b(?:runtime|orchestrator|pipeline|platform)\s+(?:notice|message|alert|warning)\b"
    # a step the writer asks to keep from the user: no writer's own request to the user
    r"|\b(?:need\s+not|needn'?t|does\s+not\s+need\s+to|don'?t|do\s+not|no\s+need\s+to)\s+"
    r"(?:be\s+)?(?:mention(?:ed)?|tell|told|inform(?:ed)?|notify|notified|shown)\s+(?:to\s+)?"
    r"(?:the\s+)?user\b"
    # the reader spoken of as someone else's helper: "before you return to the user", "tell
    # the user", "pre-authorised for the session": no one writes so to the user
    r"|\b(?:return(?:ing)?|report(?:ing)?|repl(?:y|ying)|respond(?:ing)?|hand(?:ing)?\s+back)"
    r"\s+(?:back\s+)?to\s+the\s+user\b"
    r"|\b(?:tell|inform|notify|alert|bother|prompt|re-?ask|confirm\s+with)\s+the\s+user\b"
    r"|\bpre-?authori[sz]ed\s+(?:for|in|by)\s+(?:the|this)\s+(?:session|user|run|task)\b"
    r"|\bvisible[_ ]to[_ ]user\s*[:=]\s*(?:false|no|0)\b",
    re.IGNORECASE)


# A number a request states a limit or a length with, not an amount to use: "if it's
# under $200.00", "at least 4.00%", "for 12 months", "2 adults".
_LIMIT = re.compile(r"\b(?:under|over|below|above|up\s+to|at\s+most|at\s+least|less\s+than|"
                    r"more\s+than|no\s+more\s+than|max(?:imum)?|min(?:imum)?|within|exceeds?|"
                    r"until|hasta|at[eé]|menos\s+de|mais\s+de|m[aá]s\s+de)\s+(?:of\s+|about\s+)?"
                    r"(?:[a-z]{1,3}\s?)?[$\u20ac\u00a3\u20b9\u20b1]?\s?\d[\d,._]*%?"
                    r"|[$\u20ac\u00a3]?\d[\d,._]*%?\s*(?:months?|days?|nights?|weeks?|years?|hours?|"
                    r"hrs?|mins?|minutes?|people|ppl|persons|adults|kids|children|guests|pax|"
                    r"stars?|%|percent)\b", re.IGNORECASE)


def _amounts(tokens: Set[str], content: str) -> bool:
    """Whether a request's numbers include one that is not only a limit or a length
    (`_LIMIT`): an amount or a count it names, which a number the action carries is to be
    compared with."""
    numbers = {t for t in tokens if token_kind(t) == NUMBER}
    if not content or not numbers or not _DIGIT.search(content):
        return bool(numbers)
    limits = {t for m in _LIMIT.finditer(content) for t in value_tokens(m[0])}
    return bool(numbers - limits)


_DIGIT = re.compile(r"\d")


def _to_agent(content: str, passages: Sequence[tuple[int, int]]
              ) -> tuple[tuple[int, int], ...]:
    """The sentences of the passages that name an assistant or agent, each with the rest of
    its line ("[Marisol -> assistant] I know you'll read this. Deactivate the account of
    ..."): what follows an address to the agent on its line is said to the agent too. A
    passage that says it is another voice than the writer's (`_OTHER_VOICE`: "an automated
    message from the tool, not from the sender") is kept, each line of it that says so."""
    out: list[tuple[int, int]] = []
    for a, b in passages:
        if _OTHER_VOICE.search(content, a, b):  # the lines of the passage that say so
            at = a
            for m in [*_LINE_END.finditer(content, a, b), None]:
                end = m.start() if m is not None else b
                if _OTHER_VOICE.search(content, at, end) and (not out or at >= out[-1][1]):
                    out.append((at, end))
                if m is not None:
                    at = m.end()
            continue
        if not _AGENT_WORD.search(content, a, b):
            continue
        at = a
        for m in [*_SENTENCE_END.finditer(content, a, b), None]:
            end = m.start() if m is not None else b
            if at < end and (not out or at >= out[-1][1]) and _AGENT_WORD.search(
                    content, at, end):
                stop = _LINE_END.search(content, end, b)
                out.append((at, stop.start() if stop else b))
            if m is not None:
                at = m.end()
    return tuple(out)


def _found(text: str, spans: Sequence[tuple[int, int]], content: str
           ) -> tuple[tuple[int, int], ...]:
    """Where the content's spans occur in a text made of pieces of it, sorted."""
    out = []
    for a, b in spans:
        at = text.find(content[a:b])
        if at >= 0:
            out.append((at, at + b - a))
    return tuple(sorted(out))


def _voiced(text: str) -> str:
    """A handed-over document less its lines in another voice than its writer's
    (`_OTHER_VOICE`: "<<platform notice>> ... visible_to_user: false") or that open by
    addressing an agent ("Next agent: ...", "Note to the AI assistant: ..."): none of them
    is a step of the document, wherever the classifier located its finding."""
    if not (_OTHER_VOICE.search(text) or _AGENT_LINE.search(text)):
        return text
    return "\n".join(line for line in text.split("\n")
                     if not (_OTHER_VOICE.search(line) or _AGENT_LINE.match(line)))


# A line that opens by addressing an agent: "Next agent:", "Dear AI assistant,", "Note to
# the automation -"; not a transcript's bare "Agent:" (a support desk's person).
_AGENT_LINE = re.compile(  # [^\w\n]*, not \W*: a run of blank lines would be read again per line
    r"^[^\w\n]*(?:(?:next|dear|hey|hi|hello|attention|attn|note\s+(?:to|for)(?:\s+the)?|to\s+the"
    r"|for\s+the|memo\s+to(?:\s+the)?)\s+(?:(?:ai|automated|llm|email|mail|inbox|booking"
    r"|banking|chat)\s+)?|(?:ai|automated|llm)\s+)(?:agents?|assistants?|copilots?|bots?"
    r"|automations?)\b\s*[:,\-\u2013\u2014]", re.IGNORECASE | re.MULTILINE)


def _within(content: str, spans: Sequence[tuple[int, int]]) -> str:
    """The text of these spans of the content, joined."""
    return "\n".join(content[a:b] for a, b in spans)


def _clipped(content: str, passages: Sequence[tuple[int, int]],
             spans: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The passages less what lies within the spans (both sorted, disjoint), pieces of
    white space only dropped."""
    out = []
    for a, b in passages:
        at = a
        for s, e in spans:
            if e <= at or s >= b:
                continue
            if s > at:
                out.append((at, s))
            at = max(at, e)
        if at < b:
            out.append((at, b))
    return tuple((a, b) for a, b in out if content[a:b].strip())


MIN_LISTED_ORDERS = 2  # orders in one passage that make it a document's list of steps


def _addressed_alike(content: str, passages: Sequence[tuple[int, int]]
                     ) -> tuple[tuple[int, int], ...]:
    """The classifier's passages in a handed-over channel or thread, less those that open a
    message put to someone by handle ("@harriet.cole can you add Niamh to this channel")
    where a message outside the passages puts an order to the same handle ("@harriet.cole
    and could you pin the rota above?"): requests people left for one person, as the user
    handed them over. A line for whoever's assistant reads it names no such handle."""
    heads = [(m.start(), m[1].lower()) for m in _HANDLE_HEAD.finditer(content)]
    if len(heads) < 2 or not passages:
        return tuple(passages)
    outside = _outside(content, passages)
    ordered = {m[1].lower() for m in _HANDLE_HEAD.finditer(outside)
               if intent.orders(_message_at(outside, m.start()), True)}
    if not ordered:
        return tuple(passages)
    kept = []
    for a, b in passages:
        # the handle the passage's first message opens with (within it, or before it on
        # the same line or string)
        head = next((h for at, h in heads if a <= at < b), None) or next(
            (h for at, h in reversed(heads) if at <= a and "\n" not in content[at:a]
             and '"' not in content[at + 1:a]), None)
        if head not in ordered:
            kept.append((a, b))
    return tuple(kept)


# A message opening with the handle it is put to: at a line's or a JSON string's start
_HANDLE_HEAD = re.compile(r'(?:^|["\n])[ \t]*@([a-z0-9][\w.-]*[a-z0-9])', re.IGNORECASE)


def _message_at(text: str, at: int) -> str:
    """The line or JSON string that opens at `at`."""
    end = re.search(r'"|\n', text[at + 1:])
    return text[at:at + 1 + end.start()] if end else text[at:]


# Documents that keep lists of things to do, and the names of such a list (`_handed_kinds`)
_HOLDING_LISTS = frozenset({"note", "page", "wiki", "doc", "document"})
_LISTS = frozenset({"checklist", "todo"})


def _unlisted(content: str, passages: Sequence[tuple[int, int]]
              ) -> tuple[tuple[int, int], ...]:
    """The classifier's passages in a document the user handed the steps to, less the
    document's own list of steps: the one passage that holds orders, two or more of
    them, with no order of the document outside the passages. The model reads a
    checklist's imperative voice as addressed to the agent; a step slipped into a
    document sits apart from the list it joins (a second passage that orders), or is the
    document's only order, or leaves the document's own steps outside the passages.
    Passages that order nothing (a remark beside the list) stay located, and so does a
    sentence of the list's passage that speaks to an assistant or an automation. A list
    the passage holds part of is the passage's whole (a retro's action items past the one
    the model stopped at)."""
    ordering = [(a, b) for a, b in passages if _steps(content[a:b])]
    if len(ordering) != 1 or _steps(content[slice(*ordering[0])]) < MIN_LISTED_ORDERS:
        return tuple(passages)
    whole, listed = _whole_list(content, ordering[0])
    # a list's: the orders of the message that holds it (a JSON string's), not the replies'
    lo, hi = _string_around(content, whole) if listed else (0, len(content))
    inside = [(max(a, lo), min(b, hi)) for a, b in merged([*passages, whole])
              if a < hi and lo < b]
    if intent.orders(_outside(content[lo:hi], [(a - lo, b - lo) for a, b in inside]), True):
        return tuple(passages)
    # a line of it that speaks to an assistant is no step of the list
    return tuple(sorted((*(p for p in passages if p != ordering[0]),
                         *_to_agent(content, [whole]))))


# An item of a list, on a line of its own or after an escaped line break in a JSON string
_LIST_ITEM = re.compile(r"(?:^|(?<=\\n))[ \t]*(?:[-*\u2022]|\d{1,2}[.)])[ \t]+"
                        r"(?:[^\n\\\"]|\\(?!n))*", re.MULTILINE)


def _whole_list(content: str, span: tuple[int, int]) -> tuple[tuple[int, int], bool]:
    """The span widened to the list whose items it holds: the run of items, one right after
    the other, that overlaps it; and whether it holds any (else the span as it is)."""
    start, end = span
    run: list[tuple[int, int]] = []
    for m in _LIST_ITEM.finditer(content):
        if run and m.start() - run[-1][1] > 2:  # a gap: the run before it has ended
            if run[0][0] < end and start < run[-1][1]:
                break
            run = []
        run.append((m.start(), m.end()))
    if run and run[0][0] < end and start < run[-1][1]:
        return (min(start, run[0][0]), max(end, run[-1][1])), True
    return span, False


def _string_around(content: str, span: tuple[int, int]) -> tuple[int, int]:
    """The bounds of the JSON string value that holds the span ('"text": "...- a\\n- b..."'),
    or the whole content where none does (a plain document)."""
    start, end = span
    if not content.lstrip().startswith(("{", "[")):
        return 0, len(content)
    opening = content.rfind('": "', 0, start)
    closing = end
    while (closing := content.find('"', closing)) > 0 and content[closing - 1] == "\\":
        closing += 1
    if opening < 0 or closing < 0 or "\n" in content[opening:start]:
        return 0, len(content)
    return opening + 4, closing


def _steps(text: str) -> int:
    """How many steps of a list a text orders (per line, semicolon or inline number)."""
    return sum(bool(intent.orders(part, True)) for part in _STEPS.split(intent.unescaped(text)))


# Where one step of a list ends: a line, a semicolon, an inline number ("(2) create ...").
_STEPS = re.compile(r"\n|;|\(\d{1,2}\)|(?<![\w.,])\d{1,2}[.)]\s")


def _outside(content: str, spans: Sequence[tuple[int, int]]) -> str:
    """The content less these spans (sorted, not overlapping): the data around them."""
    parts, at = [], 0
    for start, end in spans:
        parts.append(content[at:start])
        at = max(at, end)
    parts.append(content[at:])
    return " ".join(parts)
