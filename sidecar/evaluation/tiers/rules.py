"""Tier 1: deterministic rules over the facts computed at write time.

Each rule reads only the basis entries (their facts already include what
they inherit from ancestors) and the action's arguments, so a check costs
what its basis costs. Every finding names its rule, its memories and, for
inherited facts, the dependency path to where the problem sits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from mage.contract import types as t
from mage.sidecar.evaluation import registry as r
from mage.sidecar.evaluation.cascade import Basis, Finding, Tier, TierOutcome
from mage.sidecar.evaluation.tiers.alignment import Alignment, pointed
from mage.sidecar.memory.detectors import (
    CODE,
    EMAIL,
    IDENTIFIER_KINDS,
    LOOKUP_KINDS,
    NAME,
    PATH,
    argument_tokens,
    list_items,
    location_prefixes,
    reference_parts,
    token_kind,
)
from mage.sidecar.memory.graph import (
    CONFIDENT,
    CONTRADICTION,
    DANGLING,
    POISON,
    QUARANTINE,
    SUPERSEDED,
    TAINT,
    Node,
    Session,
)

TRUST_ORDER = {"user": 4, "system": 3, "tool": 2, "retrieved": 1, "llm_reasoning": 0}


class RulesTier(Tier):
    """Contradiction, confidence chain, provenance, injection, argument provenance, dependency,
    task alignment."""

    name = "rules"

    def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome:
        sess = basis.session
        align = Alignment(basis)
        findings = [f for nid in basis.ids
                    for f in _entry_findings(sess, sess.nodes[nid], align.unrelated)]
        findings += _unknown_basis(basis)
        findings += _provenance(basis)
        findings += _argument_provenance(basis)
        findings += align.findings
        return TierOutcome(tuple(findings), "ran", f"{len(basis.ids)} basis entries")


def _entry_findings(sess: Session, node: Node, unrelated: frozenset[str]) -> Iterator[Finding]:
    yield from _taint(sess, node, unrelated)
    yield from _contradiction(sess, node)
    yield from _confidence(sess, node)
    yield from _dependency(sess, node)


def not_carried(origin: Node, what: str, score: float | None = None) -> Finding:
    """The warning that replaces an injection or classifier finding on an entry of the
    check's basis that nothing the action carries comes from (`score`, where the policy
    gives a classifier finding less)."""
    return Finding(r.NOT_CARRIED.component, t.Evidence(
        r.NOT_CARRIED.id, r.NOT_CARRIED.given() if score is None else score, (origin.id,), (),
        f"{origin.id}, which this check rests on, holds {what}, but the action is what the user "
        "asked for and carries nothing it mentions"))


def _taint(sess: Session, node: Node, unrelated: frozenset[str]) -> Iterator[Finding]:
    if TAINT not in node.marks:
        return
    path = tuple(sess.path(node.id, TAINT))
    origin = sess.nodes[path[-1]]
    if origin.id in unrelated:
        yield not_carried(origin, origin.own.get(TAINT, "tainted content"))
        return
    rule = r.INJECTION_INHERITED if len(path) > 1 else r.INJECTION
    yield Finding(
        rule.component,
        t.Evidence(rule.id, rule.given(), (origin.id,), path,
                   origin.own.get(TAINT, "tainted content")),
        t.Redirect("confirm_with_human", f"memory {origin.id} holds instructions addressed to "
                   "the agent; confirm with a person before acting on it", origin.id),
        (t.ProposedRepair(origin.id, t.PatchOp.QUARANTINE,
                          "content addresses the agent with instructions"),),
    )


def _contradiction(sess: Session, node: Node) -> Iterator[Finding]:
    if CONTRADICTION not in node.marks:
        return
    path = tuple(sess.path(node.id, CONTRADICTION))
    origin = sess.nodes[path[-1]]
    others = [sess.nodes[i] for i in origin.contradicts if i in sess.nodes]
    if not others:  # a contradicts_with patch on an entry whose partner is gone
        return
    weaker, stronger = _rank(origin, others[0])
    rule = r.CONTRADICTION_INHERITED if len(path) > 1 else r.CONTRADICTION_RULE
    yield Finding(
        rule.component,
        t.Evidence(rule.id, rule.given(), (origin.id, *(o.id for o in others)), path,
                   f"{weaker.id} ({weaker.source}) disagrees with "
                   f"{stronger.id} ({stronger.source})"),
        t.Redirect("verify_memory", f"verify memory {weaker.id} against "
                   f"{stronger.tool or stronger.source} before relying on it",
                   weaker.id, stronger.tool),
        (t.ProposedRepair(weaker.id, t.PatchOp.CONTRADICTS_WITH, "conflicting claim",
                          target_id=stronger.id),
         t.ProposedRepair(weaker.id, t.PatchOp.LOWER_CONFIDENCE,
                          "contradicted by a more trusted source",
                          value=round(min(weaker.confidence, 0.3), 3))),
    )


def _rank(a: Node, b: Node) -> tuple[Node, Node]:
    """(less trusted, more trusted) by source, then confidence."""
    key_a = (TRUST_ORDER.get(a.source, 0), a.confidence)
    key_b = (TRUST_ORDER.get(b.source, 0), b.confidence)
    return (a, b) if key_a <= key_b else (b, a)


def _confidence(sess: Session, node: Node) -> Iterator[Finding]:
    score = round(1.0 - node.eff_conf, 4)
    if score < r.CONFIDENCE_FLOOR:
        return
    if node.weak_via and r.weak_ancestor(node.confidence, node.eff_conf):
        path = tuple(sess.weak_path(node.id))
        weakest = path[-1]
        yield Finding(
            r.WEAK_ANCESTOR.component,
            t.Evidence(r.WEAK_ANCESTOR.id, score, (node.id, weakest), path,
                       f"stated with confidence {node.confidence:.2f} but rests on "
                       f"{weakest} at {node.eff_conf:.2f}"),
            t.Redirect("verify_memory", f"verify memory {weakest} before relying on "
                       f"{node.id}", weakest, sess.nodes[weakest].tool),
            (t.ProposedRepair(node.id, t.PatchOp.LOWER_CONFIDENCE,
                              "cannot be surer than what it rests on",
                              value=round(node.eff_conf, 3)),),
        )
        return
    path = tuple(sess.weak_path(node.id))
    yield Finding(r.LOW_CONFIDENCE.component, t.Evidence(
        r.LOW_CONFIDENCE.id, score, (path[-1],), path, f"effective confidence {node.eff_conf:.2f}"))


def _dependency(sess: Session, node: Node) -> Iterator[Finding]:
    if QUARANTINE in node.marks:
        path = tuple(sess.path(node.id, QUARANTINE))
        yield Finding(
            r.QUARANTINED.component,
            t.Evidence(r.QUARANTINED.id, r.QUARANTINED.given(inherited=len(path) > 1),
                       (path[-1],), path,
                       f"{path[-1]} is quarantined pending verification"),
            t.Redirect("verify_memory", f"verify memory {path[-1]} and release it, or act "
                       "without it", path[-1], sess.nodes[path[-1]].tool),
        )
    if SUPERSEDED in node.marks:
        path = tuple(sess.path(node.id, SUPERSEDED))
        detail = sess.nodes[path[-1]].own.get(SUPERSEDED, "superseded")
        yield Finding(r.SUPERSEDED_RULE.component, t.Evidence(
            r.SUPERSEDED_RULE.id, r.SUPERSEDED_RULE.given(), (path[-1],), path,
            f"{path[-1]} is {detail}"))
    if DANGLING in node.marks:
        path = tuple(sess.path(node.id, DANGLING))
        missing = sess.nodes[path[-1]].own.get(DANGLING, "")
        yield Finding(r.DANGLING_RULE.component, t.Evidence(
            r.DANGLING_RULE.id, r.DANGLING_RULE.given(), (path[-1],), path,
            f"{path[-1]} depends on entries never received: {missing}"))


def _unknown_basis(basis: Basis) -> list[Finding]:
    if not basis.unknown:
        return []
    ids = ", ".join(basis.unknown[:5])
    return [Finding(
        r.UNKNOWN_BASIS.component,
        t.Evidence(r.UNKNOWN_BASIS.id, r.UNKNOWN_BASIS.given(), basis.unknown[:16], (),
                   f"the action relies on memories the sidecar never received: {ids}"),
        t.Redirect("confirm_with_human", f"write memories {ids} before acting on them, "
                   "or confirm the action with a person"),
    )]


def _provenance(basis: Basis) -> list[Finding]:
    if not basis.consequential or not basis.ids:
        return []
    nodes = [basis.session.nodes[i] for i in basis.ids]
    if any(n.grounded for n in nodes):
        return []
    return [Finding(
        r.REASONING_ONLY.component,
        t.Evidence(r.REASONING_ONLY.id, r.REASONING_ONLY.given(), basis.ids[:16], (),
                   "the basis rests only on the model's own reasoning, with no user or tool "
                   "support"),
        t.Redirect("verify_memory", "check the conclusion with a tool or the user before "
                   "this action", basis.ids[-1]),
    )]


def _argument_provenance(basis: Basis) -> list[Finding]:
    """Values of the action that only untrusted content supplied, and list items the user
    did not ask for.

    A value is fine when the user (or system) named it, or when a tool stated it as a
    claim in a confident entry that nothing has flagged (a system of record's answer). A
    value that only a tool mentions is fine too when the user named no value of its kind
    (an address, an account, an amount, a code): the agent had to look one up, and a tool
    it called is where a looked-up value comes from, and so is a file's path in an
    argument that names a file (the user's own drive search found it; a command's path
    is code). Links and image references get no such allowance; a
    mail's id ("message_id") shaped like an address does not lose it to an address the
    user named. Named arguments are checked in full; any
    other argument for identifiers only, since numbers and words in free text (a body, a
    query) come from tools honestly.
    """
    if not basis.consequential:
        return []
    plan = _Plan(basis)
    wanted = basis.policy.provenance_arguments
    out = []
    for key, value in basis.action.arguments.items():
        listed = key.lower() in wanted
        items, tokens = _values_of(value)
        flagged = set()
        for token in tokens:
            kind = token_kind(token)
            if not listed and kind not in IDENTIFIER_KINDS:
                continue
            found = _untrusted_origin(plan, key, token, kind)
            if found is not None:
                out.append(found)
                flagged.add(token)
        if items:
            out += _beyond_request(plan.sess, key, items, flagged)
            out += _singled_out(plan, key, items, flagged)
    return out


def _values_of(value: str) -> tuple[list[str], set[str]]:
    """An argument's list items ([] when it is not a list) and its value tokens."""
    items = list_items(value)
    return items, set().union(*map(argument_tokens, items)) if items else argument_tokens(value)


_UNCLEAN = (TAINT, POISON, QUARANTINE, CONTRADICTION, SUPERSEDED)


def _clean(node: Node) -> bool:
    """Confident and flagged by nothing (itself or through what it rests on)."""
    return node.eff_conf >= CONFIDENT and not any(m in node.marks for m in _UNCLEAN)


def _claimed(sess: Session, token: str) -> bool:
    """Whether a clean tool entry stated this value as a claim."""
    node = sess.nodes.get(sess.claimed.get(token, ""))
    if node is not None and _clean(node):
        return True
    # The latest claim may sit in a flagged entry while an earlier, clean one said the same.
    return any(token in n.claimed and _clean(n) for n in _mentions(sess, token))


def _mentions(sess: Session, token: str) -> list[Node]:
    return [sess.nodes[i] for i in sess.mentions(token) if i in sess.nodes]


class _Plan:
    """What one check knows about the plan its action rests on, computed on first use: the
    basis' ancestry (bounded, as everywhere a decision shows what it saw), the values the
    action carries, and, per kind of value, what clean tool entries of that ancestry claim."""

    def __init__(self, basis: Basis) -> None:
        self.basis, self.sess = basis, basis.session
        self._ancestry: set[str] | None = None
        self._claims: dict[str, set[str]] | None = None
        self._used: set[str] | None = None

    @property
    def ancestry(self) -> set[str]:
        if self._ancestry is None:
            self._ancestry = set(self.basis.ancestry())
        return self._ancestry

    @property
    def used(self) -> set[str]:
        if self._used is None:
            self._used = set()
            for value in self.basis.action.arguments.values():
                self._used |= _values_of(value)[1]
        return self._used

    def substituted(self, kind: str) -> list[str]:
        """The values of this kind that clean tool entries of the plan's ancestry claim,
        when the action uses none of them: a system of record the plan rests on gave the
        value, and the action carries another one instead."""
        if self._claims is None:
            self._claims = {}
            for nid in self.ancestry:
                node = self.sess.nodes[nid]
                if node.claimed and node.source == "tool" and _clean(node):
                    for tok in node.claimed:
                        self._claims.setdefault(token_kind(tok), set()).add(tok)
        claimed = self._claims.get(kind, set())
        return [] if claimed & self.used else sorted(claimed)


# The arguments that name one mail a tool listed, by its id.
_RECORD_KEYS = frozenset({"message_id", "msg_id", "mail_id", "email_id", "thread_id",
                          "in_reply_to", "reply_to_id"})


def _untrusted_origin(plan: _Plan, key: str, token: str, kind: str) -> Finding | None:
    sess = plan.sess
    if _users_reference(sess, token):
        return None
    # A claim settles a value the user gave nothing to compare with; it does not
    # overrule an address, account or location of the same kind the user named.
    # A message's id shaped like an address ("message_id": "aa85...@harbourside.co.uk")
    # points at a mail a tool listed, not at a recipient: an address the user named is
    # nothing to compare it with.
    ref = kind == EMAIL and key.lower() in _RECORD_KEYS
    overruled = kind in IDENTIFIER_KINDS and kind in sess.named_kinds and not ref
    # A URL or reference is also judged by the locations it lies under: an image pulled
    # from a registry that only a retrieved note named is that note's doing.
    for value in (token, *location_prefixes(token)):
        if sess.user_named(value) or (not overruled and _claimed(sess, value)):
            return None
        mentions = _mentions(sess, value)
        if not mentions:
            continue
        if all(_handed_over(n, value) for n in mentions):
            return None  # a document the user handed the task to gave it
        if value == token and pointed(sess, token):
            # the link the user pointed at: the one record their words single out, where
            # the injection rule found nothing; the model's finding on the message that
            # gives it is no reason to doubt it (a planted twin makes two candidates)
            return None
        first = mentions[0]
        retrieved = any(n.source == "retrieved" for n in mentions)
        detail = "appears only in untrusted content"
        if ((kind in LOOKUP_KINDS or (kind == PATH and _FILE_KEY.search(key) and not any(
                n.ordered_value(value) for n in mentions)))
                and (kind not in sess.named_kinds or ref)
                and _looked_up(plan, mentions, value)):
            # Looked up: the user gave nothing of this kind to compare with, the value comes
            # from a clean tool entry the plan rests on, and nothing flagged repeats it. A
            # later mail or page that repeats it (an approval) withdraws nothing; a system
            # of record that gives another value of the kind does.
            instead = plan.substituted(kind)
            if not instead:
                return None
            retrieved = False
            detail = (f"comes from a tool's text while a system of record the plan rests on "
                      f"states {', '.join(map(repr, instead[:3]))}")
        # Retrieved text is anyone's; a tool's output at least came from a call we made.
        score = r.UNTRUSTED_ORIGIN.given(from_tool=not retrieved)
        source_id = first.id
        shown = token if value == token else f"{token} (under {value})"
        return Finding(
            r.UNTRUSTED_ORIGIN.component,
            t.Evidence(r.UNTRUSTED_ORIGIN.id, score, (source_id,), (),
                       f"argument {key}={shown!r} {detail} ({source_id}), never in what the "
                       "user said"),
            t.Redirect("confirm_with_human",
                       f"confirm {key}={token!r} with the user before acting", source_id),
        )
    return None


# An argument that names a file to share, attach or open (not a command to run, whose
# paths are code's: "rm -rf /var/lib/..." from a tool's advice is no lookup). A path only
# an order of the answer gives ("attach ~/.ssh/id_rsa to your reply") is no lookup either:
# a listing gives a path as data.
_FILE_KEY = re.compile(r"path|file|attach|folder|document|doc\b|item|dir", re.IGNORECASE)


def _looked_up(plan: _Plan, mentions: list[Node], token: str) -> bool:
    """A tool's answer first brought the value in, that tool entry is clean (for this
    value) and in the plan's ancestry, and every other entry that mentions it is too."""
    first, sess = mentions[0], plan.sess
    return (first.source == "tool"
            and all(_clean_for(n, token) or sess.own_value(n, token) for n in mentions)
            and any(n.source == "tool" and n.id in plan.ancestry for n in mentions))


_OWN_FINDINGS = (TAINT, POISON)


def _clean_for(node: Node, token: str) -> bool:
    """Clean, or flagged only for its own instruction while the value sits in the data
    around it: where the passages that address the agent were found (by the injection
    rule, else by the classifier), a value outside them is the tool's answer (the IBAN of
    a bill that also carries an injected note); a classifier finding that no part of the
    entry bears out on its own asks for no value in particular, but one only an order of
    the entry gives (`Node.ordered_value`)."""
    if _clean(node):
        return True
    if node.eff_conf < CONFIDENT:
        return False
    # Unlocated: a whole-document classifier finding, which asks for no value in particular
    # (but a rule's taint found outside the content keeps every value of it).
    outside = (token not in node.instructs if node.instructs is not None
               else not node.located() and not node.ordered_value(token))
    for mark in node.marks:
        if mark not in _UNCLEAN:
            continue
        if mark not in _OWN_FINDINGS:
            return False
        if node.marks[mark][0] == node.id:
            if not outside:
                return False
        elif node.source != "tool":
            # A tool's answer states the tool's data, whatever flagged content led the
            # agent to call it (the order looked up for a ticket with a note in it); a
            # reasoning step or retrieved text carries what it rests on.
            return False
    return True


def _handed_over(node: Node, token: str) -> bool:
    """A document a request hands its steps to gives this value: no injection the rule
    found is in it, and the value lies outside the passages the classifier found poisoned
    (a note slipped into the handed-over document is not the user's)."""
    return node.handed_over() and not (node.instructs is not None and token in node.instructs)


def _singled_out(plan: _Plan, key: str, items: list[str], flagged: set[str]) -> list[Finding]:
    """Names in a list argument (namespaces, tables) where the user named none of the items:
    a listing tool names them all; an item that flagged content mentions, or that retrieved
    text singles out (names without naming the whole list, as an approval of the action
    would), is that content's suggestion, whatever tool also lists it."""
    sess = plan.sess
    if any(sess.user_named(tok) for i in items for tok in argument_tokens(i)):
        return []  # _beyond_request judges lists the user named items of
    out = []
    per_item = [argument_tokens(i) for i in items]
    for item, toks in zip(items, per_item, strict=True):
        if toks & flagged or any(token_kind(tok) not in (NAME, CODE) for tok in toks):
            continue
        mentions = [n for tok in toks for n in _mentions(sess, tok)]
        bad = next((n for n in mentions if not _clean(n)), None)
        if bad is None:
            bad = next((n for n in mentions if n.source == "retrieved" and not all(
                any(n.id in sess.mentions(tok) for tok in other) for other in per_item)), None)
        if bad is None:
            continue
        retrieved = bad.source == "retrieved"
        why = "flagged content mentions it" if not _clean(bad) else "retrieved text singles it out"
        out.append(Finding(
            r.SINGLED_OUT.component,
            t.Evidence(r.SINGLED_OUT.id, r.SINGLED_OUT.given(from_tool=not retrieved),
                       (bad.id,), (),
                       f"argument {key} includes {item!r}, which the user did not name; {why} "
                       f"({bad.id})"),
            t.Redirect("confirm_with_human",
                       f"confirm that {key} should include {item!r} before acting", bad.id),
        ))
    return out


def _users_reference(sess: Session, token: str) -> bool:
    """An image or other reference built from what the user asked for: its tag is a
    version the user named (or a clean tool claimed), and so is every path part before the
    name; the name itself is checked where it is value-like ("payments-api"), a plain word
    ("notifications") cannot be. Content that spells such a reference out with a registry
    relays the user's request. A registry swapped under the same path and tag is not told
    apart."""
    parts = reference_parts(token)
    if len(parts) < 2 or ":" not in token.rsplit("/", 1)[-1]:
        return False  # no tag: nothing the user asked for pins it
    *path, name, tag = parts
    # The tag may also be the version a clean system of record claims (the change that
    # approved it): the user asked for "the approved release" and a tool said which.
    named = [sess.user_named(tok) or _claimed(sess, tok) for tok in argument_tokens(tag)]
    for part in path:
        named += [sess.user_named(tok) for tok in argument_tokens(part)]
    if token_kind(name) in (CODE, NAME):
        named.append(sess.user_named(name))
    return all(named)


def _beyond_request(sess: Session, key: str, items: list[str], flagged: set[str]
                    ) -> list[Finding]:
    """Items of a list argument the user did not name, when the user named others of it:
    the user said which namespaces, recipients or principals, and the action adds one,
    whoever suggested it (a tool's listing or claim included)."""
    named = [i for i in items if any(sess.user_named(tok) for tok in argument_tokens(i))]
    if not named or len(named) == len(items):
        return []
    out = []
    for item in items:
        toks = argument_tokens(item)
        if item in named or toks & flagged:
            continue
        voices = next((v for tok in toks if (v := sess.voices(tok)) is not None), None)
        source_id = voices.first if voices else ""
        retrieved = voices is not None and voices.retrieved
        where = f"; it appears in {source_id}" if source_id else ""
        out.append(Finding(
            r.BEYOND_REQUEST.component,
            t.Evidence(r.BEYOND_REQUEST.id, r.BEYOND_REQUEST.given(from_tool=not retrieved),
                       (source_id,) if source_id else (), (),
                       f"argument {key} adds {item!r} to {', '.join(map(repr, named))}, "
                       f"which the user named{where}"),
            t.Redirect("confirm_with_human",
                       f"confirm that {key} should include {item!r} before acting",
                       source_id),
        ))
    return out
