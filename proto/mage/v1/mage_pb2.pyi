from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Source(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SOURCE_UNSPECIFIED: _ClassVar[Source]
    SOURCE_USER: _ClassVar[Source]
    SOURCE_TOOL: _ClassVar[Source]
    SOURCE_LLM_REASONING: _ClassVar[Source]
    SOURCE_SYSTEM: _ClassVar[Source]
    SOURCE_RETRIEVED: _ClassVar[Source]

class Kind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    KIND_UNSPECIFIED: _ClassVar[Kind]
    KIND_OBSERVATION: _ClassVar[Kind]
    KIND_FACT: _ClassVar[Kind]
    KIND_DECISION: _ClassVar[Kind]
    KIND_PLAN: _ClassVar[Kind]
    KIND_ACTION: _ClassVar[Kind]
    KIND_OUTCOME: _ClassVar[Kind]
    KIND_INSTRUCTION: _ClassVar[Kind]
    KIND_NOTE: _ClassVar[Kind]

class ActionType(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ACTION_TYPE_UNSPECIFIED: _ClassVar[ActionType]
    ACTION_TYPE_INTERNAL_REASONING: _ClassVar[ActionType]
    ACTION_TYPE_TOOL_READ: _ClassVar[ActionType]
    ACTION_TYPE_TOOL_WRITE: _ClassVar[ActionType]
    ACTION_TYPE_FINAL_OUTPUT: _ClassVar[ActionType]
    ACTION_TYPE_CUSTOM: _ClassVar[ActionType]

class Verdict(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    VERDICT_UNSPECIFIED: _ClassVar[Verdict]
    VERDICT_PROCEED: _ClassVar[Verdict]
    VERDICT_WARN: _ClassVar[Verdict]
    VERDICT_REDIRECT: _ClassVar[Verdict]
    VERDICT_HALT: _ClassVar[Verdict]

class Explanation(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EXPLANATION_UNSPECIFIED: _ClassVar[Explanation]
    EXPLANATION_COMPLETE: _ClassVar[Explanation]
    EXPLANATION_PENDING: _ClassVar[Explanation]
    EXPLANATION_UNAVAILABLE: _ClassVar[Explanation]

class PatchOp(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PATCH_OP_UNSPECIFIED: _ClassVar[PatchOp]
    PATCH_OP_LOWER_CONFIDENCE: _ClassVar[PatchOp]
    PATCH_OP_CONTRADICTS_WITH: _ClassVar[PatchOp]
    PATCH_OP_QUARANTINE: _ClassVar[PatchOp]
    PATCH_OP_VERIFY: _ClassVar[PatchOp]
    PATCH_OP_RELEASE: _ClassVar[PatchOp]
    PATCH_OP_SUPERSEDE: _ClassVar[PatchOp]

class FeedbackMark(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FEEDBACK_MARK_UNSPECIFIED: _ClassVar[FeedbackMark]
    FEEDBACK_MARK_FALSE_POSITIVE: _ClassVar[FeedbackMark]
    FEEDBACK_MARK_CONFIRMED: _ClassVar[FeedbackMark]

class Polarity(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    POLARITY_UNSPECIFIED: _ClassVar[Polarity]
    POLARITY_HARMFUL: _ClassVar[Polarity]
    POLARITY_NEUTRAL: _ClassVar[Polarity]
    POLARITY_BENEFICIAL: _ClassVar[Polarity]

class Severity(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SEVERITY_UNSPECIFIED: _ClassVar[Severity]
    SEVERITY_CATASTROPHIC: _ClassVar[Severity]
    SEVERITY_SEVERE: _ClassVar[Severity]
    SEVERITY_MODERATE: _ClassVar[Severity]
    SEVERITY_MINOR: _ClassVar[Severity]

class EdgeType(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EDGE_TYPE_UNSPECIFIED: _ClassVar[EdgeType]
    EDGE_TYPE_CAUSED: _ClassVar[EdgeType]
    EDGE_TYPE_ENABLED: _ClassVar[EdgeType]
    EDGE_TYPE_PREVENTED: _ClassVar[EdgeType]
    EDGE_TYPE_CO_OCCURRENCE: _ClassVar[EdgeType]
    EDGE_TYPE_NO_EFFECT: _ClassVar[EdgeType]

class JudgedBy(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    JUDGED_BY_UNSPECIFIED: _ClassVar[JudgedBy]
    JUDGED_BY_USER: _ClassVar[JudgedBy]
    JUDGED_BY_TOOL_SIGNAL: _ClassVar[JudgedBy]
    JUDGED_BY_MODEL: _ClassVar[JudgedBy]
    JUDGED_BY_RULE: _ClassVar[JudgedBy]
SOURCE_UNSPECIFIED: Source
SOURCE_USER: Source
SOURCE_TOOL: Source
SOURCE_LLM_REASONING: Source
SOURCE_SYSTEM: Source
SOURCE_RETRIEVED: Source
KIND_UNSPECIFIED: Kind
KIND_OBSERVATION: Kind
KIND_FACT: Kind
KIND_DECISION: Kind
KIND_PLAN: Kind
KIND_ACTION: Kind
KIND_OUTCOME: Kind
KIND_INSTRUCTION: Kind
KIND_NOTE: Kind
ACTION_TYPE_UNSPECIFIED: ActionType
ACTION_TYPE_INTERNAL_REASONING: ActionType
ACTION_TYPE_TOOL_READ: ActionType
ACTION_TYPE_TOOL_WRITE: ActionType
ACTION_TYPE_FINAL_OUTPUT: ActionType
ACTION_TYPE_CUSTOM: ActionType
VERDICT_UNSPECIFIED: Verdict
VERDICT_PROCEED: Verdict
VERDICT_WARN: Verdict
VERDICT_REDIRECT: Verdict
VERDICT_HALT: Verdict
EXPLANATION_UNSPECIFIED: Explanation
EXPLANATION_COMPLETE: Explanation
EXPLANATION_PENDING: Explanation
EXPLANATION_UNAVAILABLE: Explanation
PATCH_OP_UNSPECIFIED: PatchOp
PATCH_OP_LOWER_CONFIDENCE: PatchOp
PATCH_OP_CONTRADICTS_WITH: PatchOp
PATCH_OP_QUARANTINE: PatchOp
PATCH_OP_VERIFY: PatchOp
PATCH_OP_RELEASE: PatchOp
PATCH_OP_SUPERSEDE: PatchOp
FEEDBACK_MARK_UNSPECIFIED: FeedbackMark
FEEDBACK_MARK_FALSE_POSITIVE: FeedbackMark
FEEDBACK_MARK_CONFIRMED: FeedbackMark
POLARITY_UNSPECIFIED: Polarity
POLARITY_HARMFUL: Polarity
POLARITY_NEUTRAL: Polarity
POLARITY_BENEFICIAL: Polarity
SEVERITY_UNSPECIFIED: Severity
SEVERITY_CATASTROPHIC: Severity
SEVERITY_SEVERE: Severity
SEVERITY_MODERATE: Severity
SEVERITY_MINOR: Severity
EDGE_TYPE_UNSPECIFIED: EdgeType
EDGE_TYPE_CAUSED: EdgeType
EDGE_TYPE_ENABLED: EdgeType
EDGE_TYPE_PREVENTED: EdgeType
EDGE_TYPE_CO_OCCURRENCE: EdgeType
EDGE_TYPE_NO_EFFECT: EdgeType
JUDGED_BY_UNSPECIFIED: JudgedBy
JUDGED_BY_USER: JudgedBy
JUDGED_BY_TOOL_SIGNAL: JudgedBy
JUDGED_BY_MODEL: JudgedBy
JUDGED_BY_RULE: JudgedBy

class Claim(_message.Message):
    __slots__ = ("entity", "attribute", "value")
    ENTITY_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTE_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    entity: str
    attribute: str
    value: str
    def __init__(self, entity: _Optional[str] = ..., attribute: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...

class MemoryEntry(_message.Message):
    __slots__ = ("id", "session", "content", "kind", "source", "tool", "confidence", "depends_on", "claims", "tags", "created_ms")
    ID_FIELD_NUMBER: _ClassVar[int]
    SESSION_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TOOL_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    DEPENDS_ON_FIELD_NUMBER: _ClassVar[int]
    CLAIMS_FIELD_NUMBER: _ClassVar[int]
    TAGS_FIELD_NUMBER: _ClassVar[int]
    CREATED_MS_FIELD_NUMBER: _ClassVar[int]
    id: str
    session: str
    content: str
    kind: Kind
    source: Source
    tool: str
    confidence: float
    depends_on: _containers.RepeatedScalarFieldContainer[str]
    claims: _containers.RepeatedCompositeFieldContainer[Claim]
    tags: _containers.RepeatedScalarFieldContainer[str]
    created_ms: int
    def __init__(self, id: _Optional[str] = ..., session: _Optional[str] = ..., content: _Optional[str] = ..., kind: _Optional[_Union[Kind, str]] = ..., source: _Optional[_Union[Source, str]] = ..., tool: _Optional[str] = ..., confidence: _Optional[float] = ..., depends_on: _Optional[_Iterable[str]] = ..., claims: _Optional[_Iterable[_Union[Claim, _Mapping]]] = ..., tags: _Optional[_Iterable[str]] = ..., created_ms: _Optional[int] = ...) -> None: ...

class WriteRequest(_message.Message):
    __slots__ = ("batch_id", "entries")
    BATCH_ID_FIELD_NUMBER: _ClassVar[int]
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    batch_id: int
    entries: _containers.RepeatedCompositeFieldContainer[MemoryEntry]
    def __init__(self, batch_id: _Optional[int] = ..., entries: _Optional[_Iterable[_Union[MemoryEntry, _Mapping]]] = ...) -> None: ...

class Flag(_message.Message):
    __slots__ = ("rule", "memory_ids", "detail")
    RULE_FIELD_NUMBER: _ClassVar[int]
    MEMORY_IDS_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    rule: str
    memory_ids: _containers.RepeatedScalarFieldContainer[str]
    detail: str
    def __init__(self, rule: _Optional[str] = ..., memory_ids: _Optional[_Iterable[str]] = ..., detail: _Optional[str] = ...) -> None: ...

class EntryAck(_message.Message):
    __slots__ = ("id", "seq", "duplicate", "flags")
    ID_FIELD_NUMBER: _ClassVar[int]
    SEQ_FIELD_NUMBER: _ClassVar[int]
    DUPLICATE_FIELD_NUMBER: _ClassVar[int]
    FLAGS_FIELD_NUMBER: _ClassVar[int]
    id: str
    seq: int
    duplicate: bool
    flags: _containers.RepeatedCompositeFieldContainer[Flag]
    def __init__(self, id: _Optional[str] = ..., seq: _Optional[int] = ..., duplicate: _Optional[bool] = ..., flags: _Optional[_Iterable[_Union[Flag, _Mapping]]] = ...) -> None: ...

class Status(_message.Message):
    __slots__ = ("code", "message", "retry_after_ms")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    RETRY_AFTER_MS_FIELD_NUMBER: _ClassVar[int]
    code: int
    message: str
    retry_after_ms: int
    def __init__(self, code: _Optional[int] = ..., message: _Optional[str] = ..., retry_after_ms: _Optional[int] = ...) -> None: ...

class WriteAck(_message.Message):
    __slots__ = ("batch_id", "durable_seq", "entries", "error")
    BATCH_ID_FIELD_NUMBER: _ClassVar[int]
    DURABLE_SEQ_FIELD_NUMBER: _ClassVar[int]
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    batch_id: int
    durable_seq: int
    entries: _containers.RepeatedCompositeFieldContainer[EntryAck]
    error: Status
    def __init__(self, batch_id: _Optional[int] = ..., durable_seq: _Optional[int] = ..., entries: _Optional[_Iterable[_Union[EntryAck, _Mapping]]] = ..., error: _Optional[_Union[Status, _Mapping]] = ...) -> None: ...

class Action(_message.Message):
    __slots__ = ("type", "custom_type", "tool", "arguments", "description")
    class ArgumentsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    TYPE_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_TYPE_FIELD_NUMBER: _ClassVar[int]
    TOOL_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    type: ActionType
    custom_type: str
    tool: str
    arguments: _containers.ScalarMap[str, str]
    description: str
    def __init__(self, type: _Optional[_Union[ActionType, str]] = ..., custom_type: _Optional[str] = ..., tool: _Optional[str] = ..., arguments: _Optional[_Mapping[str, str]] = ..., description: _Optional[str] = ...) -> None: ...

class Context(_message.Message):
    __slots__ = ("environment", "phase", "labels")
    class LabelsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    ENVIRONMENT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    LABELS_FIELD_NUMBER: _ClassVar[int]
    environment: str
    phase: str
    labels: _containers.ScalarMap[str, str]
    def __init__(self, environment: _Optional[str] = ..., phase: _Optional[str] = ..., labels: _Optional[_Mapping[str, str]] = ...) -> None: ...

class CheckRequest(_message.Message):
    __slots__ = ("session", "action", "context", "memory_ids", "deadline_ms")
    SESSION_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    CONTEXT_FIELD_NUMBER: _ClassVar[int]
    MEMORY_IDS_FIELD_NUMBER: _ClassVar[int]
    DEADLINE_MS_FIELD_NUMBER: _ClassVar[int]
    session: str
    action: Action
    context: Context
    memory_ids: _containers.RepeatedScalarFieldContainer[str]
    deadline_ms: int
    def __init__(self, session: _Optional[str] = ..., action: _Optional[_Union[Action, _Mapping]] = ..., context: _Optional[_Union[Context, _Mapping]] = ..., memory_ids: _Optional[_Iterable[str]] = ..., deadline_ms: _Optional[int] = ...) -> None: ...

class Evidence(_message.Message):
    __slots__ = ("rule", "memory_ids", "path", "score", "detail")
    RULE_FIELD_NUMBER: _ClassVar[int]
    MEMORY_IDS_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    rule: str
    memory_ids: _containers.RepeatedScalarFieldContainer[str]
    path: _containers.RepeatedScalarFieldContainer[str]
    score: float
    detail: str
    def __init__(self, rule: _Optional[str] = ..., memory_ids: _Optional[_Iterable[str]] = ..., path: _Optional[_Iterable[str]] = ..., score: _Optional[float] = ..., detail: _Optional[str] = ...) -> None: ...

class RiskComponent(_message.Message):
    __slots__ = ("score", "evidence")
    SCORE_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    score: float
    evidence: _containers.RepeatedCompositeFieldContainer[Evidence]
    def __init__(self, score: _Optional[float] = ..., evidence: _Optional[_Iterable[_Union[Evidence, _Mapping]]] = ...) -> None: ...

class RiskVector(_message.Message):
    __slots__ = ("consistency", "factuality", "safety", "dependency", "precedent")
    CONSISTENCY_FIELD_NUMBER: _ClassVar[int]
    FACTUALITY_FIELD_NUMBER: _ClassVar[int]
    SAFETY_FIELD_NUMBER: _ClassVar[int]
    DEPENDENCY_FIELD_NUMBER: _ClassVar[int]
    PRECEDENT_FIELD_NUMBER: _ClassVar[int]
    consistency: RiskComponent
    factuality: RiskComponent
    safety: RiskComponent
    dependency: RiskComponent
    precedent: RiskComponent
    def __init__(self, consistency: _Optional[_Union[RiskComponent, _Mapping]] = ..., factuality: _Optional[_Union[RiskComponent, _Mapping]] = ..., safety: _Optional[_Union[RiskComponent, _Mapping]] = ..., dependency: _Optional[_Union[RiskComponent, _Mapping]] = ..., precedent: _Optional[_Union[RiskComponent, _Mapping]] = ...) -> None: ...

class Redirect(_message.Message):
    __slots__ = ("kind", "memory_id", "tool", "instruction")
    KIND_FIELD_NUMBER: _ClassVar[int]
    MEMORY_ID_FIELD_NUMBER: _ClassVar[int]
    TOOL_FIELD_NUMBER: _ClassVar[int]
    INSTRUCTION_FIELD_NUMBER: _ClassVar[int]
    kind: str
    memory_id: str
    tool: str
    instruction: str
    def __init__(self, kind: _Optional[str] = ..., memory_id: _Optional[str] = ..., tool: _Optional[str] = ..., instruction: _Optional[str] = ...) -> None: ...

class ProposedRepair(_message.Message):
    __slots__ = ("memory_id", "op", "value", "target_id", "reason")
    MEMORY_ID_FIELD_NUMBER: _ClassVar[int]
    OP_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    TARGET_ID_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    memory_id: str
    op: PatchOp
    value: float
    target_id: str
    reason: str
    def __init__(self, memory_id: _Optional[str] = ..., op: _Optional[_Union[PatchOp, str]] = ..., value: _Optional[float] = ..., target_id: _Optional[str] = ..., reason: _Optional[str] = ...) -> None: ...

class TierResult(_message.Message):
    __slots__ = ("tier", "status", "latency_ms", "detail")
    TIER_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    LATENCY_MS_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    tier: str
    status: str
    latency_ms: float
    detail: str
    def __init__(self, tier: _Optional[str] = ..., status: _Optional[str] = ..., latency_ms: _Optional[float] = ..., detail: _Optional[str] = ...) -> None: ...

class Attribution(_message.Message):
    __slots__ = ("memory_id", "verdict_without", "detail")
    MEMORY_ID_FIELD_NUMBER: _ClassVar[int]
    VERDICT_WITHOUT_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    memory_id: str
    verdict_without: Verdict
    detail: str
    def __init__(self, memory_id: _Optional[str] = ..., verdict_without: _Optional[_Union[Verdict, str]] = ..., detail: _Optional[str] = ...) -> None: ...

class Decision(_message.Message):
    __slots__ = ("decision_id", "verdict", "risk", "message", "redirects", "repairs", "snapshot_seq", "tiers", "basis", "policy_hash", "model_version", "critical", "attribution_bounded", "lessons", "monitor", "explanation")
    DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    VERDICT_FIELD_NUMBER: _ClassVar[int]
    RISK_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    REDIRECTS_FIELD_NUMBER: _ClassVar[int]
    REPAIRS_FIELD_NUMBER: _ClassVar[int]
    SNAPSHOT_SEQ_FIELD_NUMBER: _ClassVar[int]
    TIERS_FIELD_NUMBER: _ClassVar[int]
    BASIS_FIELD_NUMBER: _ClassVar[int]
    POLICY_HASH_FIELD_NUMBER: _ClassVar[int]
    MODEL_VERSION_FIELD_NUMBER: _ClassVar[int]
    CRITICAL_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTION_BOUNDED_FIELD_NUMBER: _ClassVar[int]
    LESSONS_FIELD_NUMBER: _ClassVar[int]
    MONITOR_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    decision_id: str
    verdict: Verdict
    risk: RiskVector
    message: str
    redirects: _containers.RepeatedCompositeFieldContainer[Redirect]
    repairs: _containers.RepeatedCompositeFieldContainer[ProposedRepair]
    snapshot_seq: int
    tiers: _containers.RepeatedCompositeFieldContainer[TierResult]
    basis: _containers.RepeatedScalarFieldContainer[str]
    policy_hash: str
    model_version: str
    critical: _containers.RepeatedCompositeFieldContainer[Attribution]
    attribution_bounded: bool
    lessons: _containers.RepeatedScalarFieldContainer[str]
    monitor: bool
    explanation: Explanation
    def __init__(self, decision_id: _Optional[str] = ..., verdict: _Optional[_Union[Verdict, str]] = ..., risk: _Optional[_Union[RiskVector, _Mapping]] = ..., message: _Optional[str] = ..., redirects: _Optional[_Iterable[_Union[Redirect, _Mapping]]] = ..., repairs: _Optional[_Iterable[_Union[ProposedRepair, _Mapping]]] = ..., snapshot_seq: _Optional[int] = ..., tiers: _Optional[_Iterable[_Union[TierResult, _Mapping]]] = ..., basis: _Optional[_Iterable[str]] = ..., policy_hash: _Optional[str] = ..., model_version: _Optional[str] = ..., critical: _Optional[_Iterable[_Union[Attribution, _Mapping]]] = ..., attribution_bounded: _Optional[bool] = ..., lessons: _Optional[_Iterable[str]] = ..., monitor: _Optional[bool] = ..., explanation: _Optional[_Union[Explanation, str]] = ...) -> None: ...

class RepairRequest(_message.Message):
    __slots__ = ("session", "memory_id", "op", "value", "target_id", "reason", "decision_id")
    SESSION_FIELD_NUMBER: _ClassVar[int]
    MEMORY_ID_FIELD_NUMBER: _ClassVar[int]
    OP_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    TARGET_ID_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    session: str
    memory_id: str
    op: PatchOp
    value: float
    target_id: str
    reason: str
    decision_id: str
    def __init__(self, session: _Optional[str] = ..., memory_id: _Optional[str] = ..., op: _Optional[_Union[PatchOp, str]] = ..., value: _Optional[float] = ..., target_id: _Optional[str] = ..., reason: _Optional[str] = ..., decision_id: _Optional[str] = ...) -> None: ...

class RepairResponse(_message.Message):
    __slots__ = ("seq", "affected")
    SEQ_FIELD_NUMBER: _ClassVar[int]
    AFFECTED_FIELD_NUMBER: _ClassVar[int]
    seq: int
    affected: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, seq: _Optional[int] = ..., affected: _Optional[_Iterable[str]] = ...) -> None: ...

class ListDecisionsRequest(_message.Message):
    __slots__ = ("session", "verdict", "since_ms", "until_ms", "page_size", "page_token")
    SESSION_FIELD_NUMBER: _ClassVar[int]
    VERDICT_FIELD_NUMBER: _ClassVar[int]
    SINCE_MS_FIELD_NUMBER: _ClassVar[int]
    UNTIL_MS_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    session: str
    verdict: Verdict
    since_ms: int
    until_ms: int
    page_size: int
    page_token: str
    def __init__(self, session: _Optional[str] = ..., verdict: _Optional[_Union[Verdict, str]] = ..., since_ms: _Optional[int] = ..., until_ms: _Optional[int] = ..., page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class DecisionSummary(_message.Message):
    __slots__ = ("decision_id", "time_ms", "session", "action_type", "tool", "verdict", "message")
    DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    TIME_MS_FIELD_NUMBER: _ClassVar[int]
    SESSION_FIELD_NUMBER: _ClassVar[int]
    ACTION_TYPE_FIELD_NUMBER: _ClassVar[int]
    TOOL_FIELD_NUMBER: _ClassVar[int]
    VERDICT_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    decision_id: str
    time_ms: int
    session: str
    action_type: str
    tool: str
    verdict: Verdict
    message: str
    def __init__(self, decision_id: _Optional[str] = ..., time_ms: _Optional[int] = ..., session: _Optional[str] = ..., action_type: _Optional[str] = ..., tool: _Optional[str] = ..., verdict: _Optional[_Union[Verdict, str]] = ..., message: _Optional[str] = ...) -> None: ...

class ListDecisionsResponse(_message.Message):
    __slots__ = ("decisions", "next_page_token")
    DECISIONS_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    decisions: _containers.RepeatedCompositeFieldContainer[DecisionSummary]
    next_page_token: str
    def __init__(self, decisions: _Optional[_Iterable[_Union[DecisionSummary, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...

class GetDecisionRequest(_message.Message):
    __slots__ = ("decision_id",)
    DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    decision_id: str
    def __init__(self, decision_id: _Optional[str] = ...) -> None: ...

class StoredEntry(_message.Message):
    __slots__ = ("entry", "seq", "patches_json")
    ENTRY_FIELD_NUMBER: _ClassVar[int]
    SEQ_FIELD_NUMBER: _ClassVar[int]
    PATCHES_JSON_FIELD_NUMBER: _ClassVar[int]
    entry: MemoryEntry
    seq: int
    patches_json: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, entry: _Optional[_Union[MemoryEntry, _Mapping]] = ..., seq: _Optional[int] = ..., patches_json: _Optional[_Iterable[str]] = ...) -> None: ...

class DecisionDetail(_message.Message):
    __slots__ = ("record_json", "memories", "explanation", "explanation_json")
    RECORD_JSON_FIELD_NUMBER: _ClassVar[int]
    MEMORIES_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_FIELD_NUMBER: _ClassVar[int]
    EXPLANATION_JSON_FIELD_NUMBER: _ClassVar[int]
    record_json: str
    memories: _containers.RepeatedCompositeFieldContainer[StoredEntry]
    explanation: Explanation
    explanation_json: str
    def __init__(self, record_json: _Optional[str] = ..., memories: _Optional[_Iterable[_Union[StoredEntry, _Mapping]]] = ..., explanation: _Optional[_Union[Explanation, str]] = ..., explanation_json: _Optional[str] = ...) -> None: ...

class VerifyAuditRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class VerifyAuditResponse(_message.Message):
    __slots__ = ("ok", "records", "first_bad_decision_id", "detail")
    OK_FIELD_NUMBER: _ClassVar[int]
    RECORDS_FIELD_NUMBER: _ClassVar[int]
    FIRST_BAD_DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    ok: bool
    records: int
    first_bad_decision_id: str
    detail: str
    def __init__(self, ok: _Optional[bool] = ..., records: _Optional[int] = ..., first_bad_decision_id: _Optional[str] = ..., detail: _Optional[str] = ...) -> None: ...

class FeedbackRequest(_message.Message):
    __slots__ = ("decision_id", "mark", "note", "author")
    DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    MARK_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    AUTHOR_FIELD_NUMBER: _ClassVar[int]
    decision_id: str
    mark: FeedbackMark
    note: str
    author: str
    def __init__(self, decision_id: _Optional[str] = ..., mark: _Optional[_Union[FeedbackMark, str]] = ..., note: _Optional[str] = ..., author: _Optional[str] = ...) -> None: ...

class FeedbackResponse(_message.Message):
    __slots__ = ("feedback_id", "lessons_marked")
    FEEDBACK_ID_FIELD_NUMBER: _ClassVar[int]
    LESSONS_MARKED_FIELD_NUMBER: _ClassVar[int]
    feedback_id: str
    lessons_marked: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, feedback_id: _Optional[str] = ..., lessons_marked: _Optional[_Iterable[str]] = ...) -> None: ...

class RecordOutcomeRequest(_message.Message):
    __slots__ = ("session", "decision_id", "action", "context", "outcome", "polarity", "severity", "tags", "edge", "observed_ms", "judged_by", "confidence", "after_outcome_id", "action_ms")
    SESSION_FIELD_NUMBER: _ClassVar[int]
    DECISION_ID_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    CONTEXT_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    POLARITY_FIELD_NUMBER: _ClassVar[int]
    SEVERITY_FIELD_NUMBER: _ClassVar[int]
    TAGS_FIELD_NUMBER: _ClassVar[int]
    EDGE_FIELD_NUMBER: _ClassVar[int]
    OBSERVED_MS_FIELD_NUMBER: _ClassVar[int]
    JUDGED_BY_FIELD_NUMBER: _ClassVar[int]
    CONFIDENCE_FIELD_NUMBER: _ClassVar[int]
    AFTER_OUTCOME_ID_FIELD_NUMBER: _ClassVar[int]
    ACTION_MS_FIELD_NUMBER: _ClassVar[int]
    session: str
    decision_id: str
    action: Action
    context: Context
    outcome: str
    polarity: Polarity
    severity: Severity
    tags: _containers.RepeatedScalarFieldContainer[str]
    edge: EdgeType
    observed_ms: int
    judged_by: JudgedBy
    confidence: float
    after_outcome_id: str
    action_ms: int
    def __init__(self, session: _Optional[str] = ..., decision_id: _Optional[str] = ..., action: _Optional[_Union[Action, _Mapping]] = ..., context: _Optional[_Union[Context, _Mapping]] = ..., outcome: _Optional[str] = ..., polarity: _Optional[_Union[Polarity, str]] = ..., severity: _Optional[_Union[Severity, str]] = ..., tags: _Optional[_Iterable[str]] = ..., edge: _Optional[_Union[EdgeType, str]] = ..., observed_ms: _Optional[int] = ..., judged_by: _Optional[_Union[JudgedBy, str]] = ..., confidence: _Optional[float] = ..., after_outcome_id: _Optional[str] = ..., action_ms: _Optional[int] = ...) -> None: ...

class RecordOutcomeResponse(_message.Message):
    __slots__ = ("lesson_id", "action_node_id", "outcome_node_id", "grade")
    LESSON_ID_FIELD_NUMBER: _ClassVar[int]
    ACTION_NODE_ID_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_NODE_ID_FIELD_NUMBER: _ClassVar[int]
    GRADE_FIELD_NUMBER: _ClassVar[int]
    lesson_id: str
    action_node_id: str
    outcome_node_id: str
    grade: str
    def __init__(self, lesson_id: _Optional[str] = ..., action_node_id: _Optional[str] = ..., outcome_node_id: _Optional[str] = ..., grade: _Optional[str] = ...) -> None: ...

class SelectMemoriesRequest(_message.Message):
    __slots__ = ("session", "query", "max_count", "max_tokens", "action", "context")
    SESSION_FIELD_NUMBER: _ClassVar[int]
    QUERY_FIELD_NUMBER: _ClassVar[int]
    MAX_COUNT_FIELD_NUMBER: _ClassVar[int]
    MAX_TOKENS_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    CONTEXT_FIELD_NUMBER: _ClassVar[int]
    session: str
    query: str
    max_count: int
    max_tokens: int
    action: Action
    context: Context
    def __init__(self, session: _Optional[str] = ..., query: _Optional[str] = ..., max_count: _Optional[int] = ..., max_tokens: _Optional[int] = ..., action: _Optional[_Union[Action, _Mapping]] = ..., context: _Optional[_Union[Context, _Mapping]] = ...) -> None: ...

class SelectedMemory(_message.Message):
    __slots__ = ("memory_id", "score", "reasons", "content", "marks")
    MEMORY_ID_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    REASONS_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    MARKS_FIELD_NUMBER: _ClassVar[int]
    memory_id: str
    score: float
    reasons: _containers.RepeatedScalarFieldContainer[str]
    content: str
    marks: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, memory_id: _Optional[str] = ..., score: _Optional[float] = ..., reasons: _Optional[_Iterable[str]] = ..., content: _Optional[str] = ..., marks: _Optional[_Iterable[str]] = ...) -> None: ...

class SelectMemoriesResponse(_message.Message):
    __slots__ = ("memories",)
    MEMORIES_FIELD_NUMBER: _ClassVar[int]
    memories: _containers.RepeatedCompositeFieldContainer[SelectedMemory]
    def __init__(self, memories: _Optional[_Iterable[_Union[SelectedMemory, _Mapping]]] = ...) -> None: ...
