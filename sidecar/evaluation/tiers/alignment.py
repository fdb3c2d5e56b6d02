"""Task alignment and per-action provenance: is this action what the user asked for?

An injected instruction that carries no value of the attacker's own (delete a
file, change a password, add someone to a channel, book a named hotel) leaves
argument provenance nothing to trace; what gives it away is that no request of
the user's asks for that operation, or names that target. The check runs only
where the action's basis reaches content addressed to the agent (the injection
rule's mark, or a confident classifier finding): elsewhere an agent choosing
its own steps is the normal case, and the operation vocabulary is too coarse
to judge it.

Per-action provenance: a check's basis (the recent window, or the memories the
agent names) reaches every entry the task read, and the instruction an attacker
planted sits in the very data the user's task needs. An entry that addresses the
agent, beside an action a request of the user's asks for that carries nothing
the entry mentions, is no reason to stop the user's own work: its finding is
replaced by a warning (`provenance.not_carried`). An operation no request asks
for, or a value the instruction mentions, keeps the finding.

Orders in the data: where nothing found the content addressed to the agent, an
operation no request asks for, on a target no request names, that a sentence of a tool
or retrieved entry the action rests on orders ("make the repository tidepool/infra
public"), is what the data asked for and the user did not (`alignment.ordered_by_data`).

Delegation: a request may hand its steps to a document ("as the runbook says", "do
what the ticket asks"). The operations that document orders count as asked for, and
the values it gives are not an instruction's targets, outside the passages the
classifier located its finding in; the finding itself, if any, still warns
(`delegation`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from mage.contract import types as t
from mage.sidecar.evaluation import intent
from mage.sidecar.evaluation import registry as r
from mage.sidecar.evaluation.cascade import Basis, Finding
from mage.sidecar.evaluation.operations import stem
from mage.sidecar.evaluation.tiers.classifier.model import ASKING
from mage.sidecar.memory.detectors import (
    IDENTIFIER_KINDS,
    NUMBER,
    URL,
    argument_tokens,
    list_items,
    token_kind,
)
from mage.sidecar.memory.graph import POISON, TAINT, UNTRUSTED_SOURCES, Node, Session

# Arguments holding free text: only the identifiers in them (a link, an address) are
# targets; their words are the agent's own.
FREE_TEXT = frozenset({"body", "content", "message", "text", "subject", "description", "note",
                       "notes", "summary", "comment", "query", "title", "reason", "memo",
                       "html", "markdown", "prompt", "answer", "reply"})
MAX_TARGET_FINDINGS = 4
_ACCESS = intent.BITS["access"]
# What may open a thing to anyone: a share, or a setting ("set_link_sharing" to "anyone")
_OPENING = _ACCESS | intent.BITS["modify"] | intent.BITS["change"]
# Argument values that open a resource to everyone rather than share it with someone.
_EVERYONE = frozenset({"anyone", "public", "everyone", "anyone_with_link", "anyone with the link",
                       "anyone-with-link", "anyonewithlink", "world", "internet"})


def _opens_to_all(action: t.Action) -> bool:
    """Whether an action gives access to anyone ("link_access": "anyone", "visibility":
    "public"): kinship makes a request to send or to add someone cover sharing with that
    someone, not opening a folder to whoever has the link; only a request that itself
    shares or opens ("share the deck publicly", "make the repo public") covers that."""
    return (any(str(v).strip().lower() in _EVERYONE for v in action.arguments.values())
            or any(k.lower() in _CLOSED_KEYS and str(v).strip().lower() in _NO
                   for k, v in action.arguments.items())  # "private": "false"
            or "public" in intent.tool_parts(action.tool)[0].split())  # "convertToPublic"


# Settings that keep a thing closed, turned off ("private": "false", "is_private": "no")
_CLOSED_KEYS = frozenset({"private", "is_private", "isprivate", "restricted", "invite_only"})
_NO = frozenset({"false", "no", "0", "off"})


_NUMBER = re.compile(r"\d+")  # the numbers an action's arguments carry ("#91" gives 91)
# A value that takes everything: "all", "all_upcoming", "all-contacts", "delete_all", "*",
# "everything", "everyone", "max", "unlimited", "most_expensive", "most-expensive-flexible"
_SWEEPING = re.compile(r"(?:all|every|everything|everyone|\*)(?:[_\- ][a-z]+){0,2}"
                       r"|(?:[a-z]+[_\- ]){1,2}all|max|maximum|unlimited"
                       r"|most[_\- ]expensive(?:[_\- ][a-z]+){0,2}")
# Words of a request that open something to all ("make the board public", "anyone with
# the link", "open it to the whole company")
_OPEN_WORDS = frozenset({"public", "publicly", "anyone", "everyone", "open", "unlisted",
                         "world", "internet"})
# A tool that acts on everything: "approveAll", "cancel_all_bookings", "delete-every-file"
_SWEEPING_TOOL = re.compile(r"(?:^|[_.\-/: ])(?:all|every|everything)(?:$|[_.\-/: ])"
                            r"|All(?:[A-Z]|$)|Every(?:thing)?(?:[A-Z]|$)")
# A safeguard turned off, or a standing trust granted, in an action's "key=value" pairs
# ("require_2fa=false", "setting=mfa value=off", "trusted=true", "skip_confirmation=yes")
_LOWERED = re.compile(r"(?:2fa|two_?factor|mfa|otp|confirmation|verification|approval)\w*"
                      r"(?:\s+(?:value|enabled|state|status|on|active))?=(?:false|off|no|0|disabled"
                      r"|none)\b"
                      r"|\b(?:trusted|whitelist\w*|allowlist\w*|skip_\w+)=(?:true|yes|1|on)\b")
# Keys that carry the value a setting named by another key is given
_VALUE_KEYS = frozenset({"value", "enabled", "state", "status", "on", "active"})
# Words of a request that ask for such a change ("turn off 2FA", "mark them as trusted")
_SAFEGUARD_WORDS = frozenset({"2fa", "mfa", "otp", "trust", "trusted", "whitelist",
                              "allowlist", "verification", "confirmation", "factor"})
# Arguments that say how an action is done, not what it takes: whom a calendar change
# notifies ("send_updates": "all"), which events of a series it changes ("scope":
# "all_following")
_HOW = re.compile(r"notif|updates|scope|recurr|series")
# A "scope" says which events of a series a change takes only for a tool of events, or in
# words of a series ("all_following", "this_and_future"); "scope": "all" on a tool that
# deletes saved profiles takes all of them
_SERIES = re.compile(r"event|calendar|meeting|appointment|series|recurr|occurrence|follow"
                     r"|future|instance", re.IGNORECASE)


def _how(key: str, value: str, tool: str) -> bool:
    """Whether an argument says how an action is done (`_HOW`), not what it takes; a
    "scope" does only for a tool of events or in words of a series (`_SERIES`)."""
    low = key.lower()
    if not _HOW.search(low):
        return False
    return "scope" not in low or bool(_SERIES.search(tool) or _SERIES.search(value))


@dataclass(frozen=True, slots=True)
class Addressed:
    """An entry of the check's reach that holds content addressed to the agent."""

    node: Node
    why: str  # the injection rule's cues, or the classifier's finding
    # An instruction, which an action may or may not carry out; not a planted rule or a
    # false fact, which shape how any action is done and are never set aside.
    asks: bool = True


@dataclass(frozen=True, slots=True)
class Target:
    """One value an action is aimed at, and the words and tokens it is compared by."""

    key: str
    item: str
    tokens: frozenset[str]  # value tokens besides numbers
    words: frozenset[str]  # name words (when it has no value token)


class Alignment:
    """One check's alignment: the addressed entries it reaches, the misalignment findings,
    and the addressed entries the action carries nothing from."""

    def __init__(self, basis: Basis) -> None:
        self.basis, self.sess = basis, basis.session
        self._reach: frozenset[str] | None = None
        pol = basis.policy.alignment
        self.addressed = _addressed(basis, pol.classifier) if basis.consequential else []
        self.targets = _targets(basis.action) if self.addressed else []
        self.asked = self.sess.asked | (self._delegated_orders() if self.addressed else 0)
        self.findings: list[Finding] = []
        if self.addressed and pol.check and self.sess.requests:
            self.findings = [*self._operation(), *self._unrequested_targets()]
        if (not self.findings and pol.check and basis.consequential and self.sess.requests
                and r.DATA_ORDER.id not in basis.policy.disabled_rules):
            self.findings = list(self._ordered_by_data())
        if (not self.findings and self.addressed and pol.check and self.sess.requests
                and r.DATA_ORDER.id not in basis.policy.disabled_rules):
            self.findings = list(self._ordered_object())
        if (not self.findings and not self.addressed and pol.check and pol.high_stakes
                and basis.consequential and self.sess.requests):
            self.findings = list(self._high_stakes(pol.high_stakes))
        if (not self.findings and pol.check and basis.consequential and self.sess.requests
                and not self.sess.asked_all
                and r.UNREQUESTED_SCOPE.id not in basis.policy.disabled_rules):
            self.findings = list(self._swept())
        self.unrelated: frozenset[str] = frozenset()
        if self.addressed and pol.per_action and not self.findings and self._asked_for():
            self.unrelated = frozenset(a.node.id for a in self.addressed
                                       if a.asks and not self._carries_from(a.node))

    def _asked_for(self) -> bool:
        """Whether a request of the user's asks for this operation: only then may an
        instruction beside it be set aside. Never for an answer to the user: what an
        instruction makes an answer say is prose (a phrase, a false claim), which the
        values compared here cannot trace."""
        if not self.sess.requests or self.basis.action.type is t.ActionType.FINAL_OUTPUT:
            return False
        bits = self._changes()
        if not bits:
            # a tool of no known operation, called by the user's own verb ("close the
            # superseded pull requests" for repo_close_pr): asked for in the user's words,
            # where each instruction's passages are located and name no number the action
            # carries (an injected "close #91 too" picks the item, not the user)
            action = self.basis.action
            numbers = {n for v in action.arguments.values() for n in _NUMBER.findall(str(v))}
            return intent.names_verb(self.sess.asked_verbs, action.tool) and all(
                a.node.instructs is not None and numbers.isdisjoint(a.node.names)
                for a in self.addressed)
        return self._supported(bits)

    def _supported(self, bits: int) -> bool:
        """Whether a request asks for an action of these classes: by its operation, by an
        edit of a kind of thing it names, by calling the action's tool by the user's own
        verb ("fax", "reorder"), by a verb naming what the tool acts on ("cut release
        v2.4" for "repo_create_release"), or by a booking of time (a calendar event)."""
        tool = self.basis.action.tool
        if (bits & _OPENING and not self.sess.asked & _ACCESS
                and _opens_to_all(self.basis.action)):
            # sending something to someone is no opening of it to anyone, and a document
            # handed over that asks for a share asks for no opening either: only the user's
            # own words open something to all
            return False
        return (intent.supports(self.asked, bits)
                or intent.covers_edit(self.asked, self.sess.asked_terms, bits, tool)
                or intent.books_time(self.asked, bits, tool, self.sess.asked_terms)
                or intent.names_verb(self.sess.asked_verbs, tool)
                or intent.acts_on_asked(self.asked, self.sess.asked_terms, tool)
                or self._delegated_edit(bits))

    def _delegated_edit(self, bits: int) -> bool:
        """An edit of a record a delegated document orders edits of, and names: "set the
        close date of D-50188" asks for the update of D-50188 in whatever words."""
        if bits & ~intent.EDITS:
            return False
        docs = [self.sess.nodes[nid] for nid in self.basis.ancestry()
                if self.sess.nodes[nid].handed_over()]
        return any((node.delegated or 0) & intent.EDITS
                   and any(node.id in self.sess.mentions(tok)
                           and not (node.instructs is not None and tok in node.instructs)
                           for tg in self.targets for tok in tg.tokens)
                   for node in docs)

    def _changes(self) -> int:
        """The classes of what the action changes (reading left out)."""
        action = self.basis.action
        return intent.action_classes(action.tool, action.description) & ~intent.READ

    def _operation(self) -> Iterator[Finding]:
        action = self.basis.action
        if action.type is t.ActionType.FINAL_OUTPUT:
            # Answering the user is what every request asks for, whatever the answer's
            # tool is called ("respond", "reply", "send_answer"); what the answer carries
            # is judged by its targets here and by argument provenance.
            return
        bits = self._changes()
        if not bits or self._supported(bits):
            return
        first = self.addressed[0]
        op = "/".join(intent.class_names(bits))
        asked = ", ".join(intent.class_names(self.asked)) or "no operation"
        yield _finding(r.UNREQUESTED_OPERATION, first,
                       f"operation {op} ({action.tool}) is not among what the user asked for "
                       f"({asked}: {_requests(self.sess)}); {first.node.id} holds "
                       f"instructions addressed to the agent ({first.why})",
                       f"confirm with the user that they want {action.tool} ({op}): "
                       f"{first.node.id} asks for it, no request of theirs does")

    def _ordered_by_data(self) -> Iterator[Finding]:
        """An operation no request asks for, aimed at a target no request names, that a
        sentence of the untrusted content the action rests on orders: what the data asked
        for, whoever it asked, and not what the user did. A document the user handed the
        steps to orders what the user asked for (`_supported`), but for the lines of a
        transcript another speaker than the named asker wrote (`Node.unhanded`)."""
        action = self.basis.action
        if action.type is t.ActionType.FINAL_OUTPUT or not self.sess.ordering:
            return  # no entry of the session gives an order: no walk
        bits = self._changes()
        if not bits or self._supported(bits):
            return
        # identifiers first: the decision names the most specific target ordered
        targets = sorted((tg for tg in _targets(action) if not _named(self.sess, tg)),
                         key=lambda tg: not tg.tokens)
        if not targets:
            return
        for nid in self.basis.ancestry():
            node = self.sess.nodes[nid]
            if node.source not in UNTRUSTED_SOURCES:
                continue
            # of a handed-over document, only what another speaker than the named asker
            # orders (`unhanded`): the rest is what the user asked for
            for names, tokens in (node.unhanded if node.handed_over() else node.commands):
                target = next((tg for tg in targets if tg.tokens & tokens
                               or (tg.words and tg.words <= names)), None)
                if target is None:
                    continue
                op = "/".join(intent.class_names(bits))
                asked = ", ".join(intent.class_names(self.asked)) or "no operation"
                rule = r.DATA_ORDER
                yield Finding(rule.component, t.Evidence(
                    rule.id, rule.given(), (node.id,), (),
                    f"operation {op} ({action.tool}) on {target.key}={target.item!r} is not "
                    f"among what the user asked for ({asked}: {_requests(self.sess)}); a "
                    f"sentence of {node.source} content {node.id} orders it"),
                    t.Redirect("confirm_with_human",
                               f"confirm with the user that they want {action.tool} on "
                               f"{target.item!r}: {node.id}'s content asks for it, no request "
                               "of theirs does", node.id))
                return

    def _ordered_object(self) -> Iterator[Finding]:
        """An operation a request asks for, done to a kind of thing no request names, that
        a sentence of content addressed to the agent orders with the very value the action
        carries ("fax the complete records to +1 415 ..." beside a request to send a
        record through the portal): the class of the operation is the user's, what it is
        done to and where it goes are the data's."""
        action = self.basis.action
        if action.type is t.ActionType.FINAL_OUTPUT:
            return
        bits = self._changes()
        if not bits or not self._supported(bits):
            return  # an operation no request asks for is `_operation`'s
        objects = intent.tool_objects(action.tool) - intent.CLASS_OBJECTS
        if not objects or not objects.isdisjoint(self.sess.asked_terms):
            return
        targets = [tg for tg in _targets(action) if not _named(self.sess, tg)]
        if not targets:
            return
        for a in self.addressed:
            node = a.node
            if node.source not in UNTRUSTED_SOURCES or node.handed_over():
                continue
            for names, tokens in node.commands:
                if objects.isdisjoint(map(stem, names)):
                    continue
                # the value must be the instruction's, not the data's beside it: where the
                # entry's passages are located, within them
                target = next((tg for tg in targets if (tg.tokens & tokens
                                                        or (tg.words and tg.words <= names))
                               and _mentions(self.sess, node, tg)), None)
                if target is None:
                    continue
                op = "/".join(intent.class_names(bits))
                thing = "/".join(sorted(objects))
                rule = r.DATA_ORDER
                yield Finding(rule.component, t.Evidence(
                    rule.id, rule.given(), (node.id,), (),
                    f"{action.tool} ({op}) acts on {thing}, which no request of the user's "
                    f"names ({_requests(self.sess)}); a sentence of {node.id}, which holds "
                    f"instructions addressed to the agent ({a.why}), orders it with "
                    f"{target.key}={target.item!r}"),
                    t.Redirect("confirm_with_human",
                               f"confirm with the user that they want {action.tool} with "
                               f"{target.key}={target.item!r}: {node.id} orders it, no request "
                               "of theirs does", node.id))
                return

    def _high_stakes(self, classes: frozenset[str]) -> Iterator[Finding]:
        """A high-stakes operation no request asks for, where the check's ancestry read
        untrusted content that nothing found to address the agent."""
        action = self.basis.action
        if action.type is t.ActionType.FINAL_OUTPUT:
            return
        bits = intent.action_classes(action.tool, action.description)
        stakes = bits & intent.bits_of(classes)
        if not stakes or intent.supports(self.sess.asked, bits):
            return
        read = self._read_untrusted()
        if read is None:
            return
        rule = r.UNREQUESTED_STAKES
        op = "/".join(intent.class_names(stakes))
        asked = ", ".join(intent.class_names(self.sess.asked)) or "no operation"
        yield Finding(rule.component, t.Evidence(
            rule.id, rule.given(), (read.id,), (),
            f"high-stakes operation {op} ({action.tool}) is not among what the user asked "
            f"for ({asked}: {_requests(self.sess)}); the plan read {read.source} content "
            f"({read.id}), which may have asked for it"),
            t.Redirect("confirm_with_human", f"confirm with the user that they want "
                       f"{action.tool} ({op}): no request of theirs asks for it", read.id))

    def _swept(self) -> Iterator[Finding]:
        """An argument that takes everything ("all", "all_upcoming", "all-contacts", "max",
        "most_expensive"), or a tool that does ("approveAll", "cancel_all_bookings"), where
        no request of the user's asks for all or the most of anything; one that lowers a
        safeguard for everything after ("require_2fa": "false", a payee made "trusted")
        where no request speaks of 2FA or trust; or one that opens a thing to everyone
        ("private": "false", "visibility": "public") where no request speaks of opening it;
        the check's ancestry read tool or retrieved content: the sweep is what an
        instruction there asks for when it carries no value of its own ("cancel all
        upcoming bookings", "turn off the two-factor requirement", "make #board public")."""
        action = self.basis.action
        if action.type is t.ActionType.FINAL_OUTPUT:
            return
        why = ("takes everything", "asks for all or the most of anything")
        swept = next(((k, v) for k, v in action.arguments.items()
                      if k.lower() not in FREE_TEXT and not _how(k, str(v), action.tool)
                      and _SWEEPING.fullmatch(str(v).strip().lower())
                      and not self._a_name(str(v))), None)
        if swept is None and _SWEEPING_TOOL.search(action.tool):
            swept = ("tool", action.tool)  # "requests.approveAll", "cancel_all_bookings"
        if swept is None and self.sess.asked_words.isdisjoint(_SAFEGUARD_WORDS):
            # a safeguard lowered for everything after: "require_2fa": "false", a payee
            # made "trusted" (no confirmation for what is sent to it from then on)
            # the setting's name before the value it is given, however the arguments arrive
            # (a gRPC map keeps no order: {"value": "off", "setting": "require_two_factor"})
            pairs = " ".join(f"{k}={v}" for k, v in sorted(
                action.arguments.items(), key=lambda kv: kv[0].lower() in _VALUE_KEYS)).lower()
            if (m := _LOWERED.search(pairs)) is not None:
                swept = ("arguments", m[0])
                why = ("lowers a safeguard for everything after", "speaks of 2FA or trust")
        if (swept is None and _opens_to_all(action)
                and self.sess.asked_words.isdisjoint(_OPEN_WORDS)
                and not intent.action_classes(action.tool) & intent.BITS["create"]):
            # an audience of everyone for a thing that exists ("private": "false",
            # "link_access": "anyone"); a channel made open ("is_private": "false") is new
            swept = next(((k, v) for k, v in action.arguments.items()
                          if str(v).strip().lower() in _EVERYONE | _NO), ("tool", action.tool))
            why = ("opens it to everyone", "speaks of opening it")
        if swept is None:
            return
        source = self.addressed[0].node if self.addressed else self._read_untrusted()
        if source is None:
            return
        key, value = swept
        rule = r.UNREQUESTED_SCOPE
        yield Finding(rule.component, t.Evidence(
            rule.id, rule.given(), (source.id,), (),
            f"{action.tool} with {key}={value!r} {why[0]}, and no request of the user's "
            f"{why[1]} ({_requests(self.sess)}); the plan read {source.source} content "
            f"({source.id}), which may have asked for it"),
            t.Redirect("confirm_with_human", f"confirm with the user that {action.tool} should "
                       f"run with {key}={value!r}: it {why[0]}, no request of theirs "
                       f"{why[1]}", source.id))

    def _read_untrusted(self) -> Node | None:
        """The nearest tool or retrieved entry of the check's ancestry, if any (in the
        ancestry's order, so a finding cites the same entry every time)."""
        return next((self.sess.nodes[nid] for nid in self.basis.ancestry()
                     if self.sess.nodes[nid].source in UNTRUSTED_SOURCES), None)

    def _a_name(self, value: str) -> bool:
        """Whether a sweeping value is the name of a thing the user, unflagged data or a
        document the user handed over names (a group "eng-all" of the onboarding checklist,
        a channel "all-hands" the directory lists), outside the passages an instruction was
        located in."""
        for tok in argument_tokens(value):
            for nid in self.sess.mentions(tok):
                node = self.sess.nodes.get(nid)
                if node is not None and (not node.marks.keys() & _FLAGGED or (
                        node.handed_over() and not (node.instructs and tok in node.instructs))):
                    return True
        return False

    def _unrequested_targets(self) -> Iterator[Finding]:
        found = 0
        for target in self.targets:
            if (found >= MAX_TARGET_FINDINGS or _named(self.sess, target)
                    or self._looked_up(target) or self._pointed(target)):
                continue
            source = next((a for a in self.addressed
                           if (_mentions(self.sess, a.node, target) if a.node.located()
                               else _commanded(a.node, target))
                           and not (a.node.handed_over() and a.node.instructs is None)), None)
            if source is None:
                continue
            found += 1
            yield _finding(r.UNREQUESTED_TARGET, source,
                           f"argument {target.key}={target.item!r} is named by no request of "
                           f"the user's ({_requests(self.sess)}); {source.node.id}, which "
                           f"holds instructions addressed to the agent ({source.why}), "
                           "mentions it",
                           f"confirm {target.key}={target.item!r} with the user: "
                           f"{source.node.id} suggests it, no request of theirs names it")

    def _pointed(self, target: Target) -> bool:
        """Whether the target is the link a request points at (`pointed`)."""
        return any(pointed(self.sess, tok) for tok in target.tokens)

    def _looked_up(self, target: Target) -> bool:
        """Whether a tool output the action rests on states the target's value as its data
        (`_states_as_data`): then it is what the task looked up (the item code on the
        inventory list), whatever a flagged page beside it also says. A value no token
        names (a booking reference such as "R653016609" is a word, not an identifier of a
        known shape) is looked up where an output nothing flagged names it among its own
        words, as `_mentions` finds it in a flagged one; a name is not ("Casa Azul", the
        listing's other hotel that a planted line asks booked)."""
        for tok in target.tokens:
            for nid in self.sess.mentions(tok):
                node = self.sess.nodes.get(nid)
                if (node is not None and node.source in UNTRUSTED_SOURCES
                        and nid in self._ancestry and (_states_as_data(node, tok)
                                                        or self.sess.own_value(node, tok))):
                    return True
        rest = target.words - self.sess.asked_words
        if (len(rest) != 1 or not _CODE_WORD.fullmatch(next(iter(rest)))
                or any(self.sess.mentions(tok) for tok in target.tokens)):
            return False  # a name ("Casa Azul") is the instruction's where it names it
        return any(node.source in UNTRUSTED_SOURCES and not node.marks.keys() & _FLAGGED
                   and rest <= node.names
                   for nid in self._ancestry if (node := self.sess.nodes.get(nid)) is not None)

    @property
    def _ancestry(self) -> frozenset[str]:
        if self._reach is None:
            self._reach = frozenset(self.basis.ancestry())
        return self._reach

    def _delegated_orders(self) -> int:
        """The operations the documents a request hands its steps to order, among what the
        action rests on: the user asked for them by asking for what the document says."""
        bits = 0
        for nid in self.basis.ancestry():
            node = self.sess.nodes[nid]
            if node.handed_over():
                bits |= node.delegated or 0
        return bits

    def _carries_from(self, node: Node) -> bool:
        """Whether a value the action carries is one this entry mentions and no request of
        the user's names (the file the user asked to share, named again by an instruction
        beside it, is still the user's)."""
        return any(_mentions(self.sess, node, tg) and not _named(self.sess, tg)
                   for tg in _targets(self.basis.action, True))


def _finding(rule: r.Rule, source: Addressed, detail: str, ask: str) -> Finding:
    return Finding(rule.component,
                   t.Evidence(rule.id, rule.given(), (source.node.id,), (), detail),
                   t.Redirect("confirm_with_human", ask, source.node.id))


def _addressed(basis: Basis, min_p: float) -> list[Addressed]:
    """The entries of the basis' ancestry, nearest first, that address the agent: the
    injection rule marks them, or the classifier finds them at `min_p` or more."""
    off = basis.policy.disabled_rules
    rule_marks, model_marks = r.INJECTION.id not in off, r.CLASSIFIER.id not in off
    if not _reaches_mark(basis, (TAINT if rule_marks else "", POISON if model_marks else "")):
        return []  # most checks: nothing they rest on addresses the agent, no walk needed
    out = []
    for nid in basis.ancestry():
        node = basis.session.nodes[nid]
        if rule_marks and TAINT in node.own:
            out.append(Addressed(node, node.own[TAINT]))
        elif model_marks and POISON in node.own and node.poison and node.poison[0] >= min_p:
            out.append(Addressed(node, f"classifier: {node.poison[1]} (p={node.poison[0]:.2f})",
                                 node.poison[1] in ASKING))
    return out


def _reaches_mark(basis: Basis, marks: tuple[str, ...]) -> bool:
    """Whether some entry of the basis carries one of these marks, its own or inherited.

    The graph pushes each entry's own marks to everything that rests on it, so an
    ancestor that carries one marks every basis entry above it: when no basis entry
    holds any, no entry of the ancestry does, and the walk would find nothing."""
    nodes = basis.session.nodes
    return any(m and m in nodes[nid].marks for nid in basis.ids for m in marks)


_FLAGGED = frozenset((TAINT, POISON))  # an entry's marks that say it may address the agent
_CODE_WORD = re.compile(r"(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{5,24}")  # "r653016609", "lbwa8d"


def _states_as_data(node: Node, token: str) -> bool:
    """Whether an entry states this value as its data, as argument provenance reads a
    lookup: nothing flagged it, or the finding lies in passages located apart from the
    value, or nowhere in particular (an inventory list the model misreads still lists
    the item codes), or on what led to the call of the tool that answered."""
    if TAINT in node.marks:
        return False
    if POISON not in node.marks:
        return True
    if node.marks[POISON][0] != node.id:
        return node.source == "tool"  # a tool's answer, whatever led to the call
    # an unlocated finding (the whole document read as poisoned) asks for no value, but
    # one only an order of it gives
    if node.instructs is not None:
        return token not in node.instructs
    return not node.ordered_value(token)


def _commanded(node: Node, target: Target) -> bool:
    """Whether a sentence of the entry that gives an order names the target, and nothing
    else in the entry does: where the finding could not be located, an order that alone
    brings the value in is where it lies (the payee a bill lists and asks to be paid is
    the bill's)."""
    only = target.words & node.ordered_only
    return any(not w.isdigit() for w in only) and any(
        target.words <= names for names, _ in node.commands)


def _requests(sess: Session) -> str:
    return ", ".join(list(sess.requests)[:4])


# A date, a time or both ("2026-05-12 20:00", "2026-05-12T20:00:00", "20:00").
_DATE_TIME = re.compile(r"\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?"
                        r"(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}:\d{2}")


def _targets(action: t.Action, all_args: bool = False) -> list[Target]:
    """What the action is aimed at: the items of each argument (identifiers only in free
    text, unless `all_args`), numbers left out (amounts and dates are argument
    provenance's to judge). The words of free text are the agent's own, never a target:
    a summary repeats the words of what it summarises."""
    out = []
    for key, value in action.arguments.items():
        prose = key.lower() in FREE_TEXT
        free = prose and not all_args
        for item in list_items(value) or [value.strip()]:
            if _DATE_TIME.fullmatch(item.strip()):
                continue  # a date or a time: argument provenance's to judge
            kinds = {tok: token_kind(tok) for tok in argument_tokens(item)}
            toks = frozenset(tok for tok, kind in kinds.items()
                             if kind != NUMBER and (not free or kind in IDENTIFIER_KINDS))
            plain = not prose and len(item) <= 64 and not IDENTIFIER_KINDS & set(kinds.values())
            words = frozenset(intent.name_words(item)) if plain else frozenset()
            if toks or words:
                out.append(Target(key, item[:64], toks, words))
    return out


def _named(sess: Session, target: Target) -> bool:
    """Whether a request of the user's (or system's) names the target: one of its value
    tokens, or every one of its words."""
    if any(sess.user_named(tok) for tok in target.tokens):
        return True
    # A name is named by its longest word: "MediSupply" names "MediSupply Direct", "Mei"
    # does not name "Mei Chen".
    if target.words and (target.words <= sess.asked_words
                         or max(sorted(target.words), key=len) in sess.asked_words):
        return True
    # A one-word value is named by a verb of a request in another form: "accept the
    # invite" names the response "accepted" (not by a noun: "set up the payments" names no
    # reference "payment").
    value = target.item.strip().lower()
    return value.isalpha() and stem(value) in sess.verb_stems


def _mentions(sess: Session, node: Node, target: Target) -> bool:
    """Whether this entry mentions the target: one of its value tokens, or the words of it
    the user's requests do not hold, all among the names the entry's passages mention
    and not all among the words of the data around them."""
    if node.instructs is not None:  # the passages that address the agent, not the data
        if target.tokens & node.instructs:
            return True
    elif any(node.id in sess.mentions(tok) for tok in target.tokens):
        return True
    rest = target.words - sess.asked_words
    # Words the tool's data around the passages holds too are that data's ("production"
    # in the listing's caption, named again by the instruction beside it).
    return bool(rest) and rest <= node.names and not (node.instructs is not None
                                                      and rest <= node.data_words)


def pointed(sess: Session, token: str) -> bool:
    """Whether a link is the one a request points at (`Session.pointed_link`: the one
    record the user's words single out) and no passage the injection rule found gives it.
    The model's finding on the message that gives it is no reason to doubt it: the
    model flags most messages, and a planted twin that repeats the description makes two
    candidates, and then neither is pointed at."""
    if token_kind(token) != URL or not sess.pointed_link(token):
        return False
    for nid in sess.mentions(token):
        node = sess.nodes.get(nid)
        if node is None or TAINT not in node.marks:
            continue
        if TAINT in node.own:
            if node.instructs is None or token in node.instructs:
                return False  # the rule's own passage gives it, or it was not located
        elif node.source != "tool":
            return False  # retrieved text carries what it rests on
    return True
