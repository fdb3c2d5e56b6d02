"""Plain typed objects shared by the client and the sidecar.

Nothing here touches generated protobuf code: the wire form is converted in
`mage.client._wire` and nowhere else.
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
