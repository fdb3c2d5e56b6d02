"""Refuters: every causal edge graded A (strong) to F from the lesson graph's structure.

A lesson is a claim that an action caused (enabled, prevented) an outcome.
Five graph tests try to refute it, each over a bounded slice of the graph
(the newest edges of its context, its outcome class, its state):

- temporal: the cause must precede the effect.
- confounder: other, unrelated actions in the same context were followed by
  the same outcome about as often: the context explains it, not the action.
- backdoor: the action was taken in a recorded state (`after_outcome_id`)
  that already was the outcome, or in which other actions were followed by
  it too: a common ancestor explains both.
- corroboration: independent repeats (other sessions, a confirming mark)
  support it; records of the same action with no such effect contradict it.
- placebo: the other actions that reached the same outcome reach it only now
  and then: it is background, not specific to any action.

A sixth check cannot refute, only vouch: a matched control. In a session
where the action was followed by the outcome, another action on the same
resource in the same context was not; so a state of that session (a deploy
in progress, an incident already under way) does not explain the outcome.
Without one, repeats in several sessions may all share such a state.

Grades: F when time runs backwards or three tests fail, E for two, D for
one; otherwise A when independently corroborated and controlled (B when
there are contrary records or no control) and C for a single clean
observation.
"""

from __future__ import annotations

from dataclasses import dataclass

from mage.sidecar.lessons.graph import CAUSAL, SAME_OUTCOME, ActionNode, Edge, TenantGraph

GRADES = "ABCDEF"
SAME_ACTION = 0.6  # likeness (recall's scale) at which two records are the same action
CLOSE_ACTION = 0.8  # ... so alike that a record without the harm contradicts the lesson
CONTEXT_RATE = 0.2  # floor: share of other actions' runs in the context with the outcome
SPECIFIC_RATE = 0.5  # an action that causes an outcome is followed by it at least this often
MAX_PLACEBO_ACTIONS = 16
PLACEBO_BLOCK = 64  # records of the outcome read at a time by the placebo test

# (action id, outcome class) -> (version of the action's context, group rate)
Rates = dict[tuple[str, int], tuple[int, float]]


@dataclass(frozen=True, slots=True)
class Grade:
    """A grade and the tests behind it, in a fixed order."""

    letter: str
    tests: tuple[tuple[str, str], ...] = ()  # (refuter, "pass" | "fail" | "none")
    support: int = 1  # independent sources: sessions, plus confirming marks
    trusted_support: int = 0  # of those, other than this edge, from trusted judges

    def at_least(self, letter: str) -> bool:
        return bool(self.letter) and GRADES.index(self.letter) <= GRADES.index(letter)

    @property
    def failed(self) -> tuple[str, ...]:
        return tuple(name for name, result in self.tests if result == "fail")

    @property
    def shortfall(self) -> str:
        """What keeps a grade that no test refuted from A, in words ("" when none)."""
        if self.support < 2:
            return "not yet corroborated"
        if self.letter != "B":
            return ""
        if dict(self.tests).get("control", "pass") != "pass":
            return ("no matched control (in none of its sessions did another action in this "
                    "context go without the outcome)")
        return "contrary records"


@dataclass(slots=True)
class _Slice:
    """The edge's peers in its context, split by how alike their actions are."""

    same: list[Edge]
    other: list[Edge]
    close: list[Edge]  # of `same`, the records of (nearly) this very wording


def grade(g: TenantGraph, e: Edge, rates: Rates | None = None) -> Grade:
    """Grade one edge against the graph as it stands (non-causal edges get no letter);
    `rates` keeps group rates between gradings, each while its context is unchanged."""
    if e.type not in CAUSAL:
        return Grade("")
    sl = _slice(g, e)
    support, against, trusted = _support(e, sl)
    tests: tuple[tuple[str, str], ...]
    if e.type == "prevented":
        tests = (("temporal", _temporal(e)), ("corroboration", _corroboration(support, against)))
    else:
        cls = e.cls
        own = [e, *sl.same]
        rate = _rate(own, cls)  # the share of the action's own runs followed by the outcome
        tests = (("temporal", _temporal(e)), ("confounder", _confounder(own, sl.other, cls, rate)),
                 ("backdoor", _backdoor(g, e)),
                 ("corroboration", _corroboration(support, against)),
                 ("placebo", _placebo(g, e, rate, _runs(own), {} if rates is None else rates)),
                 ("control", _control(own, sl.other, cls)))
    return Grade(_letter(tests, support, against), tests, support, trusted)


def _letter(tests: tuple[tuple[str, str], ...], support: int, against: int) -> str:
    results = dict(tests)
    fails = sum(1 for name, r in tests if r == "fail" and name != "temporal")
    if results["temporal"] == "fail" or fails >= 3:
        return "F"
    if fails:
        return "ED"[fails == 1]
    if support >= 2:
        return "B" if against or results.get("control", "pass") != "pass" else "A"
    return "C"


def _slice(g: TenantGraph, e: Edge) -> _Slice:
    """Peers in the context: the same action (rephrased) or other actions."""
    node = g.actions[e.action]
    peers = [p for p in g.ctx_edges(node.ctx) if p.id != e.id]
    out = _Slice([], [], [])
    for p, s in zip(peers, g.likeness(node, peers), strict=True):
        (out.same if p.action == e.action or s >= SAME_ACTION else out.other).append(p)
        if p.action == e.action or s >= CLOSE_ACTION:
            out.close.append(p)
    return out


def _temporal(e: Edge) -> str:
    if e.observed_ms and e.action_ms:
        return "fail" if e.observed_ms < e.action_ms else "pass"
    return "none"


def _rate(obs: list[Edge], cls: int) -> float:
    """Share of executions followed by the outcome class. One execution (session, time,
    action) may have several records: what it caused, an alert, background noise."""
    runs: dict[tuple[str, int, str], bool] = {}
    for p in obs:
        if p.type == "prevented":
            continue
        key = (p.session, p.action_ms, p.action)
        runs[key] = runs.get(key, False) or (p.type != "no_effect" and p.cls == cls)
    return sum(runs.values()) / len(runs) if runs else 0.0


def _group_rate(g: TenantGraph, a: ActionNode, cls: int) -> float:
    """How often an action (with its rephrasings, in its context) is followed by the class."""
    peers = g.ctx_edges(a.ctx)
    group = [p for p, s in zip(peers, g.likeness(a, peers), strict=True)
             if p.action == a.id or s >= SAME_ACTION]
    return _rate(group, cls)


def _other_actions(g: TenantGraph, e: Edge) -> tuple[list[str], set[str]]:
    """The other actions that reached the edge's outcome, newest first (those beyond the
    first MAX_PLACEBO_ACTIONS only while their contexts are all one), and their contexts.
    Read newest first, a block at a time: likeness costs a little per record."""
    node = g.actions[e.action]
    peers = [p for p in reversed(g.class_edges(e.cls)) if p.type not in ("no_effect", "prevented")
             and p.action != e.action]
    others: dict[str, None] = {}
    contexts: set[str] = set()
    for at in range(0, len(peers), PLACEBO_BLOCK):
        block = peers[at:at + PLACEBO_BLOCK]
        for p, s in zip(block, g.likeness(node, block), strict=True):
            if s < SAME_ACTION and p.action not in others:
                others[p.action] = None
                contexts.add(g.actions[p.action].ctx)
        if len(others) >= MAX_PLACEBO_ACTIONS and len(contexts) >= 2:
            break
    return list(others), contexts


def _memo_rate(g: TenantGraph, action: str, cls: int, memo: Rates) -> float:
    node = g.actions[action]
    version = g.ctx_version.get(node.ctx, 0)
    found = memo.get((action, cls))
    if found is None or found[0] != version:
        found = memo[action, cls] = (version, _group_rate(g, node, cls))
    return found[1]


def _runs(obs: list[Edge]) -> int:
    return len({(p.session, p.action_ms, p.action) for p in obs})


def _actions_with(obs: list[Edge], cls: int) -> set[str]:
    return {p.action for p in obs if p.type not in ("no_effect", "prevented") and p.cls == cls}


def _support(e: Edge, sl: _Slice) -> tuple[int, int, int]:
    """(independent sessions for, sessions against, trusted sessions for besides this edge)."""
    cls = e.cls
    family = {"prevented"} if e.type == "prevented" else {"caused", "enabled"}
    pro = [p for p in sl.same if p.type in family and p.cls == cls]
    con = [p for p in sl.close if _contradicts(e, p, cls)]
    sessions = {e.session} | {p.session for p in pro}
    confirmed = int(e.standing == "confirmed")
    trusted = {p.session for p in pro if p.trusted and p.session != e.session}
    return len(sessions) + confirmed, len({p.session for p in con}), len(trusted) + confirmed


def _contradicts(e: Edge, p: Edge, cls: int) -> bool:
    same_outcome = p.cls == cls
    if e.type == "prevented":  # the step was taken and the harm happened anyway
        return same_outcome and p.type in ("caused", "enabled", "co_occurrence")
    if p.type == "no_effect":  # "did it, nothing (or not that) followed"
        return same_outcome or e.harmful
    return e.harmful and not p.harmful and not same_outcome and p.type != "prevented"


def _corroboration(support: int, against: int) -> str:
    if against and against >= support:
        return "fail"
    return "pass" if support >= 2 else "none"


def _confounder(own: list[Edge], other: list[Edge], cls: int, rate_same: float) -> str:
    """Other actions in the same context were followed by the outcome about as often as
    this one, overall or within the very sessions where this one was (the context, a
    common cause, explains it)."""
    if not other:
        return "none"
    sessions = {p.session for p in own if p.type not in ("no_effect", "prevented")
                and p.cls == cls}
    matched = [p for p in other if p.session in sessions]
    for obs, floor, least in ((other, max(CONTEXT_RATE, 0.5 * rate_same), 2),
                              (matched, 0.5, 1)):
        if len(_actions_with(obs, cls)) >= least and _rate(obs, cls) >= floor:
            return "fail"
    return "pass"


def _control(own: list[Edge], other: list[Edge], cls: int) -> str:
    """"pass" when, in a session where this action was followed by the outcome, another
    action in the context was not; "none" when no such session has another action."""
    sessions = {p.session for p in own if p.type not in ("no_effect", "prevented")
                and p.cls == cls}
    runs: dict[tuple[str, int, str], bool] = {}
    for p in other:
        if p.session in sessions and p.type != "prevented":
            key = (p.session, p.action_ms, p.action)
            runs[key] = runs.get(key, False) or (p.type != "no_effect" and p.cls == cls)
    return "pass" if not all(runs.values()) else "none"


def _backdoor(g: TenantGraph, e: Edge) -> str:
    """The action was taken in a state (`after_outcome_id`) that explains the outcome: the
    state already was that outcome, or other actions taken in it were followed by it too."""
    if not e.state:
        return "none"
    state = g.outcomes[e.state]
    if float(g.outcome_vec(state) @ g.outcome_vec(g.outcomes[e.outcome])) >= SAME_OUTCOME:
        return "fail"
    peers = [p for p in g.state_edges(state.cls) if p.id != e.id and p.cls == e.cls
             and p.action != e.action]
    if any(s < SAME_ACTION for s in g.likeness(g.actions[e.action], peers)):
        return "fail"
    return "pass"


def _placebo(g: TenantGraph, e: Edge, rate_same: float, runs: int, memo: Rates) -> str:
    """Swap the cause for the other actions that reached the same outcome: if each of them
    is followed by it only now and then, the outcome is background, not an effect of any
    action (unless this action's own record is strong: several runs, nearly always)."""
    others, contexts = _other_actions(g, e)
    if len(others) < 3 or len(contexts) < 2:
        return "none" if not others else "pass"
    rates = sorted(_memo_rate(g, a, e.cls, memo) for a in others[:MAX_PLACEBO_ACTIONS])
    background = rates[len(rates) // 2] < SPECIFIC_RATE
    strong = runs >= 3 and rate_same >= 0.8
    return "fail" if background and not strong else "pass"


class Grader:
    """Grades cached per edge until what they read changes (`TenantGraph.grade_key`), and
    the group rates behind them until their context changes."""

    def __init__(self, g: TenantGraph) -> None:
        self._g = g
        self._cache: dict[str, tuple[tuple[int, ...], Grade]] = {}
        self._rates: Rates = {}

    def __call__(self, e: Edge) -> Grade:
        key = self._g.grade_key(e)
        hit = self._cache.get(e.id)
        if hit is not None and hit[0] == key:
            return hit[1]
        found = grade(self._g, e, self._rates)
        self._cache[e.id] = (key, found)
        return found
