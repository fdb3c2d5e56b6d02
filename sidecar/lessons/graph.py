"""One tenant's lesson graph in memory: action and outcome nodes, typed edges, marks.

Built from SQLite the first time a tenant is touched and kept up to date as
lessons are recorded; all of it lives on the event loop thread. Indexes are
kept for what checks and refuters ask: edges per outcome class (outcomes
whose embeddings nearly coincide describe the same harm), per context, per
state they depend on, and the states each session has been seen in.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

import numpy as np

from mage.sidecar.embeddings import DIM
from mage.sidecar.lessons import features
from mage.sidecar.lessons.recall import W_COS, W_LEX, Column, Recall, op_term

MECHANISM = frozenset({"caused", "enabled"})
CAUSAL = MECHANISM | {"prevented"}
TRUSTED_JUDGES = frozenset({"user", "tool_signal", "rule"})
SAME_OUTCOME = 0.8  # cosine at which two outcome texts describe the same harm
RECENT = 512  # edges a refuter reads per index: the newest, so its cost stays bounded
STATES_KEPT = 8  # records of one state kept per session


@dataclass(slots=True)
class ActionNode:
    id: str
    text: str
    tool: str
    env: str
    phase: str
    target: str
    ops: int
    created_ms: int
    row: int = -1
    edges: list[str] = field(default_factory=list)

    @property
    def ctx(self) -> str:
        """The context fingerprint: where the action happened and what it was aimed at."""
        return f"{self.env}|{self.phase}|{self.target}"


@dataclass(slots=True)
class OutcomeNode:
    id: str
    text: str
    cls: int
    row: int
    created_ms: int


@dataclass(slots=True)
class Edge:
    id: str
    action: str
    outcome: str
    type: str
    polarity: str
    severity: str
    confidence: float
    judged_by: str
    session: str
    decision_id: str
    state: str  # the outcome node the action was taken in ("" when none)
    tags: tuple[str, ...]
    action_ms: int
    observed_ms: int
    created_ms: int
    flagged: str  # injection cues found in the recorded text ("" when none)
    grade_at_record: str
    marks: list[tuple[str, str, int]] = field(default_factory=list)  # (mark, decision, ms)
    cls: int = -1  # the outcome's class, set when the edge is indexed

    @property
    def standing(self) -> str:
        """The latest feedback mark ("" when none): a later mark overrides an earlier one."""
        return self.marks[-1][0] if self.marks else ""

    @property
    def harmful(self) -> bool:
        return self.polarity == "harmful"

    @property
    def trusted(self) -> bool:
        """Judged by a person, a tool signal or a rule, and free of injected instructions."""
        return self.judged_by in TRUSTED_JUDGES and not self.flagged


def _interned(tokens: frozenset[str]) -> frozenset[str]:
    """The same words, each string shared with every other node that has it."""
    return frozenset(sys.intern(w) for w in tokens)


class TenantGraph:
    """Nodes, edges and the indexes that checks and refuters read."""

    def __init__(self, tenant: str) -> None:
        self.tenant = tenant
        self.actions: dict[str, ActionNode] = {}
        self.outcomes: dict[str, OutcomeNode] = {}
        self.edges: dict[str, Edge] = {}
        self.recall = Recall()
        self.outcome_vecs = Column(np.float32, DIM)
        self._reps = Column(np.float32, DIM)  # one representative vector per outcome class
        self.by_class: dict[int, list[str]] = {}
        self.by_ctx: dict[str, list[str]] = {}
        self.by_state: dict[int, list[str]] = {}  # conditional edges per state class
        self.prevented: dict[int, list[str]] = {}  # prevented edges per outcome class
        self.steps = Column(np.float32, DIM)  # the actions of prevented edges, for matching
        self.step_edges: list[str] = []
        # session -> outcome class -> [(ms, action id)]: the states a session has been in
        self.session_states: dict[str, dict[int, list[tuple[int, str]]]] = {}
        self.session_steps: dict[str, set[str]] = {}  # session -> prevented edges it did
        self._tokens: dict[str, frozenset[str]] = {}
        self.version = 0
        # Changes per neighbourhood, so that a grade is recomputed only when what it reads
        # changed: the edges of its context, of its outcome class, of its state.
        self.ctx_version: dict[str, int] = {}
        self.class_version: dict[int, int] = {}
        self.state_version: dict[int, int] = {}

    # --- nodes ---------------------------------------------------------------------

    def add_action(self, node: ActionNode, vec: np.ndarray, tokens: frozenset[str]
                   ) -> ActionNode:
        """Insert (or find) an action node; its vector and words join the recall index."""
        found = self.actions.get(node.id)
        if found is not None:
            return found
        node.row = self.recall.add(node.env, node.id, vec, node.phase, node.target, node.ops,
                                   tokens)
        self.actions[node.id] = node
        self._tokens[node.id] = _interned(tokens)
        return node

    def add_actions(self, env: str, nodes: list[ActionNode], vecs: np.ndarray,
                    tokens: list[frozenset[str]]) -> None:
        """Insert many new action nodes of one environment (rebuilding from SQLite)."""
        part = self.recall.partition(env)
        first = part.extend([n.id for n in nodes], vecs, [n.phase for n in nodes],
                            [n.target for n in nodes], [n.ops for n in nodes], tokens)
        for row, (node, toks) in enumerate(zip(nodes, tokens, strict=True), first):
            node.row = row
            self.actions[node.id] = node
            self._tokens[node.id] = _interned(toks)

    def tokens(self, node: ActionNode) -> frozenset[str]:
        """An action's match words (kept for every node: the refuters compare them)."""
        found = self._tokens.get(node.id)
        if found is None:
            found = self._tokens[node.id] = features.analyse(node.text, node.target)[1]
        return found

    def add_outcome(self, node_id: str, text: str, vec: np.ndarray, created_ms: int
                    ) -> OutcomeNode:
        found = self.outcomes.get(node_id)
        if found is not None:
            return found
        node = OutcomeNode(node_id, text, self._classify(vec), self.outcome_vecs.append(vec),
                           created_ms)
        self.outcomes[node_id] = node
        return node

    def _classify(self, vec: np.ndarray) -> int:
        """The outcome class: the first earlier class this close, else a new one."""
        if self._reps.n:
            sims = self._reps.view @ vec
            best = int(np.argmax(sims))
            if sims[best] >= SAME_OUTCOME:
                return best
        return self._reps.append(vec)

    def action_vec(self, node: ActionNode) -> np.ndarray:
        return self.recall.vector(node.env, node.row)

    def outcome_vec(self, node: OutcomeNode) -> np.ndarray:
        return self.outcome_vecs.view[node.row]

    # --- edges ---------------------------------------------------------------------

    def add_edge(self, e: Edge) -> None:
        """Index an edge; mark what recall must now consider (harm, chains, steps)."""
        self.edges[e.id] = e
        action, cls = self.actions[e.action], self.outcomes[e.outcome].cls
        e.cls = cls
        action.edges.append(e.id)
        self.by_class.setdefault(cls, []).append(e.id)
        self.by_ctx.setdefault(action.ctx, []).append(e.id)
        self._note_state(e.session, cls, e.observed_ms, e.action)
        if e.state:
            state_cls = self.outcomes[e.state].cls
            self.by_state.setdefault(state_cls, []).append(e.id)
            self._note_state(e.session, state_cls, e.action_ms, "")
            self._mark_chain_sources(state_cls)
        if e.type in MECHANISM and (e.harmful or cls in self.by_state):
            self.recall.set_risky(action.env, action.row)
        if e.type == "prevented":
            self._add_step(e, action)
        self.version += 1
        self.ctx_version[action.ctx] = self.ctx_version.get(action.ctx, 0) + 1
        self.class_version[cls] = self.class_version.get(cls, 0) + 1
        if e.state:
            self.state_version[state_cls] = self.state_version.get(state_cls, 0) + 1

    def _note_state(self, session: str, cls: int, ms: int, action_id: str) -> None:
        """When the session was seen in this state, and the action that led there (a few)."""
        seen = self.session_states.setdefault(session, {}).setdefault(cls, [])
        if len(seen) < STATES_KEPT:
            seen.append((ms, action_id))

    def _mark_chain_sources(self, state_cls: int) -> None:
        """Actions that led into a state something else depends on now lead somewhere."""
        for eid in self.by_class.get(state_cls, ())[-RECENT:]:
            e = self.edges[eid]
            if e.type in MECHANISM:
                a = self.actions[e.action]
                self.recall.set_risky(a.env, a.row)

    def _add_step(self, e: Edge, action: ActionNode) -> None:
        self.prevented.setdefault(self.outcomes[e.outcome].cls, []).append(e.id)
        self.steps.append(self.action_vec(action))
        self.step_edges.append(e.id)
        self.session_steps.setdefault(e.session, set()).add(e.id)

    def add_mark(self, lesson_id: str, mark: str, decision_id: str, ms: int) -> None:
        self.edges[lesson_id].marks.append((mark, decision_id, ms))
        self.version += 1

    # --- reads ---------------------------------------------------------------------

    def grade_key(self, e: Edge) -> tuple[int, int, int, int]:
        """Changes in everything an edge's grade reads (see refuters): its context, its
        outcome class, its state, and its own feedback marks."""
        state = self.state_version.get(self.outcomes[e.state].cls, 0) if e.state else 0
        return (self.ctx_version.get(self.actions[e.action].ctx, 0),
                self.class_version.get(e.cls, 0), state, len(e.marks))

    def class_edges(self, cls: int) -> list[Edge]:
        return [self.edges[i] for i in self.by_class.get(cls, ())[-RECENT:]]

    def ctx_edges(self, ctx: str) -> list[Edge]:
        return [self.edges[i] for i in self.by_ctx.get(ctx, ())[-RECENT:]]

    def state_edges(self, cls: int) -> list[Edge]:
        return [self.edges[i] for i in self.by_state.get(cls, ())[-RECENT:]]

    def similarity_to(self, vec: np.ndarray, edges: list[Edge]) -> np.ndarray:
        """Cosine of each edge's action to `vec` (a gather of at most RECENT rows per
        environment, one product each)."""
        out = np.zeros(len(edges), np.float32)
        by_env: dict[str, tuple[list[int], list[int]]] = {}
        for i, e in enumerate(edges):
            a = self.actions[e.action]
            at, rows = by_env.setdefault(a.env, ([], []))
            at.append(i)
            rows.append(a.row)
        for env, (at, rows) in by_env.items():
            out[at] = self.recall.partitions[env].vecs.view[rows] @ vec
        return out

    def likeness(self, node: ActionNode, edges: list[Edge]) -> np.ndarray:
        """How alike each edge's action is to `node`, on recall's scale (cosine, words and
        operation): what "the same action" means to the refuters."""
        cos = self.similarity_to(self.action_vec(node), edges)
        others = [self.actions[e.action] for e in edges]
        mine = self.tokens(node)
        words = np.array([len(mine & self.tokens(o)) / max(len(mine | self.tokens(o)), 1)
                          for o in others], dtype=np.float32)
        ops = np.array([o.ops for o in others], dtype=np.int32)
        return W_COS * cos + W_LEX * words + op_term(ops, node.ops)

    def steps_matching(self, vec: np.ndarray, threshold: float) -> list[str]:
        """Prevented edges whose step (the preventive action) is like this action."""
        if not self.steps.n:
            return []
        sims = self.steps.view @ vec
        return [self.step_edges[i] for i in np.flatnonzero(sims >= threshold)]
