"""Plain typed objects shared by the client and the sidecar.

Nothing here touches generated protobuf code: the wire form is converted in
`mage.contract.wire` and nowhere else.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field


class Source(enum.Enum):
    """Where a memory's content came from."""

    USER = "user"
    TOOL = "tool"
    LLM_REASONING = "llm_reasoning"
    SYSTEM = "system"
    RETRIEVED = "retrieved"


class Kind(enum.Enum):
    """What a memory entry is."""

    OBSERVATION = "observation"
    FACT = "fact"
    DECISION = "decision"
    PLAN = "plan"
    ACTION = "action"
    OUTCOME = "outcome"
    INSTRUCTION = "instruction"
    NOTE = "note"


class ActionType(enum.Enum):
    """The class of a planned action; policy thresholds are set per class."""

    INTERNAL_REASONING = "internal_reasoning"
    TOOL_READ = "tool_read"
    TOOL_WRITE = "tool_write"
    FINAL_OUTPUT = "final_output"
    CUSTOM = "custom"


class Verdict(enum.IntEnum):
    """The answer to a check, ordered from most to least permissive."""

    PROCEED = 1
    WARN = 2
    REDIRECT = 3
    HALT = 4

    def __str__(self) -> str:  # `print(decision.verdict)` shows HALT, not 4
        return self.name


class Explanation(enum.Enum):
    """Whether a decision's counterfactual attribution (`critical`) is known yet.

    A check that does not PROCEED is answered before its attribution is worked out; the
    attribution follows in the audit log, and `GetDecision` joins it to the decision.
    """

    COMPLETE = "complete"  # `critical` and `attribution_bounded` are final
    PENDING = "pending"  # being worked out; read the decision again for it
    UNAVAILABLE = "unavailable"  # could not be worked out (the record says why)


class PatchOp(enum.Enum):
    """A correction appended to an entry; entries themselves never change."""

    LOWER_CONFIDENCE = "lower_confidence"
    CONTRADICTS_WITH = "contradicts_with"
    QUARANTINE = "quarantine"
    VERIFY = "verify"
    RELEASE = "release"
    SUPERSEDE = "supersede"


RISK_COMPONENTS = ("consistency", "factuality", "safety", "dependency", "precedent")


@dataclass(frozen=True, slots=True)
class Claim:
    """A structured statement (entity, attribute, value) used for consistency checks."""

    entity: str
    attribute: str
    value: str


@dataclass(frozen=True, slots=True)
class MemoryEntry:
    """One memory write, as the agent sends it."""

    id: str
    content: str
    source: Source
    confidence: float
    kind: Kind = Kind.OBSERVATION
    session: str = ""
    tool: str = ""
    depends_on: tuple[str, ...] = ()
    claims: tuple[Claim, ...] = ()
    tags: tuple[str, ...] = ()
    created_ms: int = 0


@dataclass(frozen=True, slots=True)
class Flag:
    """A finding raised when an entry was written."""

    rule: str
    memory_ids: tuple[str, ...] = ()
    detail: str = ""


@dataclass(frozen=True, slots=True)
class EntryAck:
    id: str
    seq: int
    duplicate: bool = False
    flags: tuple[Flag, ...] = ()


@dataclass(frozen=True, slots=True)
class WriteAck:
    """The sidecar's answer to one batch: committed up to durable_seq, or rejected."""

    batch_id: int
    durable_seq: int
    entries: tuple[EntryAck, ...] = ()
    error_code: int = 0
    error_message: str = ""
    retry_after_ms: int = 0  # set with RESOURCE_EXHAUSTED when resending later will work

    @property
    def ok(self) -> bool:
        return self.error_code == 0


@dataclass(frozen=True, slots=True)
class Action:
    """What the agent is about to do."""

    type: ActionType
    tool: str = ""
    arguments: Mapping[str, str] = field(default_factory=dict)
    description: str = ""
    custom_type: str = ""


@dataclass(frozen=True, slots=True)
class Context:
    """Where the action happens; policy tightens thresholds by environment and phase."""

    environment: str = ""
    phase: str = ""
    labels: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Evidence:
    """Why a risk component is raised: the rule, the memories and the dependency path."""

    rule: str
    score: float
    memory_ids: tuple[str, ...] = ()
    path: tuple[str, ...] = ()
    detail: str = ""


@dataclass(frozen=True, slots=True)
class RiskComponent:
    score: float = 0.0
    evidence: tuple[Evidence, ...] = ()


@dataclass(frozen=True, slots=True)
class RiskVector:
    consistency: RiskComponent = RiskComponent()
    factuality: RiskComponent = RiskComponent()
    safety: RiskComponent = RiskComponent()
    dependency: RiskComponent = RiskComponent()
    precedent: RiskComponent = RiskComponent()

    def components(self) -> dict[str, RiskComponent]:
        return {name: getattr(self, name) for name in RISK_COMPONENTS}


@dataclass(frozen=True, slots=True)
class Redirect:
    """What to do instead: verify a memory with a tool, confirm with a human, run a step."""

    kind: str
    instruction: str
    memory_id: str = ""
    tool: str = ""


@dataclass(frozen=True, slots=True)
class ProposedRepair:
    """A correction the sidecar suggests; applied only when the agent sends it back."""

    memory_id: str
    op: PatchOp
    reason: str
    value: float = 0.0
    target_id: str = ""


@dataclass(frozen=True, slots=True)
class TierResult:
    tier: str
    status: str
    latency_ms: float
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Attribution:
    """A basis memory without which the decision would have been different."""

    memory_id: str
    verdict_without: Verdict
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Decision:
    """The sidecar's answer to a check."""

    decision_id: str
    verdict: Verdict
    risk: RiskVector
    message: str
    snapshot_seq: int
    redirects: tuple[Redirect, ...] = ()
    repairs: tuple[ProposedRepair, ...] = ()
    tiers: tuple[TierResult, ...] = ()
    basis: tuple[str, ...] = ()
    policy_hash: str = ""
    model_version: str = ""
    critical: tuple[Attribution, ...] = ()
    attribution_bounded: bool = False
    lessons: tuple[str, ...] = ()
    monitor: bool = False
    """Made in monitor mode: never above WARN; the message says what would have been done."""
    explanation: Explanation = Explanation.COMPLETE
    """PENDING when `critical` is still being worked out after the answer."""

    @property
    def allowed(self) -> bool:
        """True when the action may go ahead (PROCEED or WARN)."""
        return self.verdict <= Verdict.WARN


@dataclass(frozen=True, slots=True)
class Repair:
    """A patch the agent appends to one of its entries."""

    memory_id: str
    op: PatchOp
    session: str = ""
    value: float = 0.0
    target_id: str = ""
    reason: str = ""
    decision_id: str = ""


@dataclass(frozen=True, slots=True)
class DecisionSummary:
    """One line of the decision list, for audit review."""

    decision_id: str
    time_ms: int
    session: str
    action_type: str
    verdict: Verdict
    tool: str = ""
    message: str = ""


@dataclass(frozen=True, slots=True)
class AuditVerification:
    """The result of walking the audit log's hash chain."""

    ok: bool
    records: int
    first_bad_decision_id: str = ""
    detail: str = ""


class FeedbackMark(enum.Enum):
    """A person's (or an agent's) verdict on a past decision."""

    FALSE_POSITIVE = "false_positive"
    CONFIRMED = "confirmed"


@dataclass(frozen=True, slots=True)
class FeedbackResult:
    """The answer to a feedback mark: its id, and the lessons whose standing it changed."""

    feedback_id: str
    lessons_marked: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SelectionRequest:
    """What `select_memories` asks: the memories that matter for the current state."""

    session: str
    query: str = ""
    """The current state or question; empty: the session's latest entries are the state."""
    max_count: int = 0
    """At most this many memories; 0 means the sidecar's default (10)."""
    max_tokens: int = 0
    """At most this many tokens of content (about 4 characters each); 0: no token budget."""
    action: Action | None = None
    """The planned action, for the masking test against its decision."""
    context: Context = field(default_factory=Context)


@dataclass(frozen=True, slots=True)
class SelectedMemory:
    """One memory chosen by causal importance, with why it was chosen and how strongly.

    `reasons`: "critical" (removing it changes the planned action's decision),
    "decision" (a decision the current state derives from), "ancestor" (the state
    rests on it through depends_on), "lesson_cause" (a recorded cause), "contradiction"
    (it contradicts a memory the state rests on), "similar" (it matches the query).
    `marks`: what the agent must know about it: "contradiction", "quarantine",
    "taint", "poison", "superseded", "dangling".
    """

    memory_id: str
    score: float
    reasons: tuple[str, ...] = ()
    content: str = ""
    marks: tuple[str, ...] = ()


class Polarity(enum.Enum):
    """Whether what followed an action was bad, indifferent or good."""

    HARMFUL = "harmful"
    NEUTRAL = "neutral"
    BENEFICIAL = "beneficial"


class Severity(enum.Enum):
    """How bad a harmful outcome was."""

    CATASTROPHIC = "catastrophic"
    SEVERE = "severe"
    MODERATE = "moderate"
    MINOR = "minor"


class EdgeType(enum.Enum):
    """How an action relates to what followed it; only caused and enabled predict harm."""

    CAUSED = "caused"
    ENABLED = "enabled"
    PREVENTED = "prevented"  # doing the action (first) avoided the outcome
    CO_OCCURRENCE = "co_occurrence"  # seen together, mechanism unknown: never raises risk
    NO_EFFECT = "no_effect"


class JudgedBy(enum.Enum):
    """Who said the outcome followed from the action."""

    USER = "user"
    TOOL_SIGNAL = "tool_signal"  # an exit code, a monitor, an alert
    MODEL = "model"  # the model's own inference: cannot block until corroborated
    RULE = "rule"


@dataclass(frozen=True, slots=True)
class OutcomeReport:
    """What followed an action (RecordOutcome): name the action by its decision id or describe it.

    `after_outcome_id` (an `outcome_node_id` from an earlier answer) says the action was
    taken in that state, which builds chains: action A -> state B -> action C -> outcome D.
    Times are Unix milliseconds; 0 means the decision's time (action) or now (observation).
    `confidence` None means the sidecar's default (0.8); `judged_by` None means MODEL.
    """

    outcome: str
    polarity: Polarity
    edge: EdgeType
    severity: Severity | None = None
    judged_by: JudgedBy | None = None
    decision_id: str = ""
    action: Action | None = None
    context: Context | None = None
    session: str = ""
    tags: tuple[str, ...] = ()
    confidence: float | None = None
    observed_ms: int = 0
    action_ms: int = 0
    after_outcome_id: str = ""


@dataclass(frozen=True, slots=True)
class RecordedOutcome:
    """The stored lesson: its id, its two nodes and the refuters' grade (A strong .. F)."""

    lesson_id: str
    action_node_id: str
    outcome_node_id: str
    grade: str
