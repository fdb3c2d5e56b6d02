"""Conversion between the generated protobuf messages and `mage.contract.types`.

The only module besides the sidecar's servicer that touches `*_pb2`. Both
sides use it, so the client and the sidecar cannot disagree on the mapping.
"""

from __future__ import annotations

import dataclasses
import enum
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import DecodeError

from mage.contract import types as t
from mage.v1 import mage_pb2 as pb

E = TypeVar("E", bound=enum.Enum)


MONITOR_METADATA = "mage-monitor"
"""Check metadata ("1") asking for monitor mode on this check, whatever the policy says."""


class WireError(ValueError):
    """A message that cannot be turned into a typed object; the text names the field."""


_ENUM_CACHE: dict[tuple[type, str], dict[int, enum.Enum]] = {}


def _enum_from_pb(cls: type[E], prefix: str, pb_enum: object, number: int, where: str) -> E:
    table = _ENUM_CACHE.get((cls, prefix))
    if table is None:  # built once per enum: this sits on the per-entry ingest path
        table = {pb_enum.Value(prefix + m.name): m for m in cls}  # type: ignore[attr-defined]
        _ENUM_CACHE[(cls, prefix)] = table
    member = table.get(number)
    if member is None:
        # The proto names, since that is what a client in any language writes.
        allowed = ", ".join(prefix + m.name for m in cls)
        raise WireError(f"{where}: missing or unknown value {number}; expected one of {allowed}")
    return member  # type: ignore[return-value]


def _enum_to_pb(prefix: str, pb_enum: Any, member: enum.Enum) -> Any:
    # Any: the generated constructors type their enum fields with the generated enum
    # classes, of which this number is a member.
    return pb_enum.Value(prefix + member.name)


# --- memory entries ---------------------------------------------------------


def entry_to_pb(e: t.MemoryEntry) -> pb.MemoryEntry:
    return pb.MemoryEntry(
        id=e.id,
        session=e.session,
        content=e.content,
        kind=_enum_to_pb("KIND_", pb.Kind, e.kind),
        source=_enum_to_pb("SOURCE_", pb.Source, e.source),
        tool=e.tool,
        confidence=e.confidence,
        depends_on=list(e.depends_on),
        claims=[pb.Claim(entity=c.entity, attribute=c.attribute, value=c.value) for c in e.claims],
        tags=list(e.tags),
        created_ms=e.created_ms,
    )


def entry_from_pb(m: pb.MemoryEntry, where: str = "entry") -> t.MemoryEntry:
    """Convert, checking only what the wire form cannot express (presence, enums)."""
    if not m.HasField("confidence"):
        raise WireError(
            f"{where}.confidence: required, a number in [0, 1] (declared optional only so that "
            "an unset value is not read as 0)"
        )
    confidence = m.confidence
    if confidence != confidence:  # NaN, without a call per entry
        raise WireError(f"{where}.confidence: NaN is not a confidence; send a number in [0, 1]")
    # Looked up directly, the field names for an error built only when there is one: this
    # runs once per entry of every batch written.
    kind, source = _KIND_OF.get(m.kind), _SOURCE_OF.get(m.source)
    if kind is None:
        kind = _enum_from_pb(t.Kind, "KIND_", pb.Kind, m.kind, f"{where}.kind")
    if source is None:
        source = _enum_from_pb(t.Source, "SOURCE_", pb.Source, m.source, f"{where}.source")
    claims, tags = m.claims, m.tags
    # Positional, in the field order of t.MemoryEntry: keywords cost a lookup each.
    return t.MemoryEntry(
        m.id, m.content, source, confidence, kind, m.session, m.tool, tuple(m.depends_on),
        tuple(t.Claim(c.entity, c.attribute, c.value) for c in claims) if claims else (),
        tuple(tags) if tags else (), m.created_ms,
    )


_KIND_OF = {pb.Kind.Value("KIND_" + m.name): m for m in t.Kind}
_SOURCE_OF = {pb.Source.Value("SOURCE_" + m.name): m for m in t.Source}


def write_request_to_pb(batch_id: int, entries: Sequence[t.MemoryEntry]) -> pb.WriteRequest:
    return pb.WriteRequest(batch_id=batch_id, entries=[entry_to_pb(e) for e in entries])


def flag_to_pb(f: t.Flag) -> pb.Flag:
    return pb.Flag(rule=f.rule, memory_ids=list(f.memory_ids), detail=f.detail)


def ack_to_pb(a: t.WriteAck) -> pb.WriteAck:
    msg = pb.WriteAck(batch_id=a.batch_id, durable_seq=a.durable_seq)
    add = msg.entries.add
    for e in a.entries:
        if e.flags:
            add(id=e.id, seq=e.seq, duplicate=e.duplicate, flags=[flag_to_pb(f) for f in e.flags])
        else:  # most entries raise nothing
            add(id=e.id, seq=e.seq, duplicate=e.duplicate)
    if a.error_code:
        msg.error.code = a.error_code
        msg.error.message = a.error_message
        msg.error.retry_after_ms = a.retry_after_ms
    return msg


def ack_from_pb(m: pb.WriteAck) -> t.WriteAck:
    entries = tuple(
        t.EntryAck(
            id=e.id,
            seq=e.seq,
            duplicate=e.duplicate,
            flags=tuple(t.Flag(f.rule, tuple(f.memory_ids), f.detail) for f in e.flags),
        )
        for e in m.entries
    )
    return t.WriteAck(m.batch_id, m.durable_seq, entries, m.error.code, m.error.message,
                      m.error.retry_after_ms)


# --- checks and decisions ---------------------------------------------------


def check_to_pb(
    session: str,
    action: t.Action,
    context: t.Context,
    memory_ids: tuple[str, ...],
    deadline_ms: int,
) -> pb.CheckRequest:
    return pb.CheckRequest(
        session=session,
        action=pb.Action(
            type=_enum_to_pb("ACTION_TYPE_", pb.ActionType, action.type),
            custom_type=action.custom_type,
            tool=action.tool,
            arguments=dict(action.arguments),
            description=action.description,
        ),
        context=pb.Context(
            environment=context.environment, phase=context.phase, labels=dict(context.labels)
        ),
        memory_ids=list(memory_ids),
        deadline_ms=deadline_ms,
    )


def action_from_pb(m: pb.Action) -> t.Action:
    return t.Action(
        type=_enum_from_pb(t.ActionType, "ACTION_TYPE_", pb.ActionType, m.type, "action.type"),
        tool=m.tool,
        arguments=dict(m.arguments),
        description=m.description,
        custom_type=m.custom_type,
    )


def context_from_pb(m: pb.Context) -> t.Context:
    return t.Context(environment=m.environment, phase=m.phase, labels=dict(m.labels))


def _evidence_to_pb(e: t.Evidence) -> pb.Evidence:
    return pb.Evidence(
        rule=e.rule,
        memory_ids=list(e.memory_ids),
        path=list(e.path),
        score=e.score,
        detail=e.detail,
    )


def _evidence_from_pb(e: pb.Evidence) -> t.Evidence:
    return t.Evidence(e.rule, e.score, tuple(e.memory_ids), tuple(e.path), e.detail)


def decision_to_pb(d: t.Decision) -> pb.Decision:
    risk = pb.RiskVector()
    for name, comp in d.risk.components().items():
        target = getattr(risk, name)
        target.score = comp.score
        target.evidence.extend(_evidence_to_pb(e) for e in comp.evidence)
    return pb.Decision(
        decision_id=d.decision_id,
        verdict=_verdict_to_pb(d.verdict),
        risk=risk,
        message=d.message,
        redirects=[
            pb.Redirect(kind=r.kind, memory_id=r.memory_id, tool=r.tool, instruction=r.instruction)
            for r in d.redirects
        ],
        repairs=[repair_proposal_to_pb(r) for r in d.repairs],
        snapshot_seq=d.snapshot_seq,
        tiers=[
            pb.TierResult(tier=x.tier, status=x.status, latency_ms=x.latency_ms, detail=x.detail)
            for x in d.tiers
        ],
        basis=list(d.basis),
        policy_hash=d.policy_hash,
        model_version=d.model_version,
        critical=[
            pb.Attribution(
                memory_id=a.memory_id,
                detail=a.detail,
                verdict_without=_verdict_to_pb(a.verdict_without),
            )
            for a in d.critical
        ],
        attribution_bounded=d.attribution_bounded,
        lessons=list(d.lessons),
        monitor=d.monitor,
        explanation=explanation_to_pb(d.explanation),
    )


def decision_from_pb(m: pb.Decision) -> t.Decision:
    comps = {
        name: t.RiskComponent(
            getattr(m.risk, name).score,
            tuple(_evidence_from_pb(e) for e in getattr(m.risk, name).evidence),
        )
        for name in t.RISK_COMPONENTS
    }
    return t.Decision(
        decision_id=m.decision_id,
        verdict=verdict_from_pb(m.verdict),
        risk=t.RiskVector(**comps),
        message=m.message,
        snapshot_seq=m.snapshot_seq,
        redirects=tuple(
            t.Redirect(r.kind, r.instruction, r.memory_id, r.tool) for r in m.redirects
        ),
        repairs=tuple(
            t.ProposedRepair(
                r.memory_id, _patch_op_from_pb(r.op, "repair.op"), r.reason, r.value, r.target_id
            )
            for r in m.repairs
        ),
        tiers=tuple(t.TierResult(x.tier, x.status, x.latency_ms, x.detail) for x in m.tiers),
        basis=tuple(m.basis),
        policy_hash=m.policy_hash,
        model_version=m.model_version,
        critical=tuple(
            t.Attribution(a.memory_id, verdict_from_pb(a.verdict_without), a.detail)
            for a in m.critical
        ),
        attribution_bounded=m.attribution_bounded,
        lessons=tuple(m.lessons),
        monitor=m.monitor,
        explanation=explanation_from_pb(m.explanation),
    )


def _verdict_to_pb(v: t.Verdict) -> Any:
    return _enum_to_pb("VERDICT_", pb.Verdict, v)


def explanation_to_pb(e: t.Explanation) -> Any:
    return _enum_to_pb("EXPLANATION_", pb.Explanation, e)


def explanation_from_pb(number: int) -> t.Explanation:
    """UNSPECIFIED comes from sidecars that always explained in the answer: COMPLETE."""
    if number == pb.EXPLANATION_UNSPECIFIED:
        return t.Explanation.COMPLETE
    return _enum_from_pb(t.Explanation, "EXPLANATION_", pb.Explanation, number, "explanation")


def verdict_from_pb(number: int) -> t.Verdict:
    return _enum_from_pb(t.Verdict, "VERDICT_", pb.Verdict, number, "verdict")


def verdict_filter_from_pb(number: int) -> t.Verdict | None:
    """For list filters, where UNSPECIFIED means "any"."""
    return None if number == pb.VERDICT_UNSPECIFIED else verdict_from_pb(number)


def verdict_filter_to_pb(v: t.Verdict | None) -> Any:
    return pb.VERDICT_UNSPECIFIED if v is None else _verdict_to_pb(v)


# --- repairs ----------------------------------------------------------------


def _patch_op_from_pb(number: int, where: str) -> t.PatchOp:
    return _enum_from_pb(t.PatchOp, "PATCH_OP_", pb.PatchOp, number, where)


def repair_proposal_to_pb(r: t.ProposedRepair) -> pb.ProposedRepair:
    return pb.ProposedRepair(
        memory_id=r.memory_id,
        op=_enum_to_pb("PATCH_OP_", pb.PatchOp, r.op),
        value=r.value,
        target_id=r.target_id,
        reason=r.reason,
    )


def repair_to_pb(r: t.Repair) -> pb.RepairRequest:
    return pb.RepairRequest(
        session=r.session,
        memory_id=r.memory_id,
        op=_enum_to_pb("PATCH_OP_", pb.PatchOp, r.op),
        value=r.value,
        target_id=r.target_id,
        reason=r.reason,
        decision_id=r.decision_id,
    )


def repair_from_pb(m: pb.RepairRequest) -> t.Repair:
    return t.Repair(
        memory_id=m.memory_id,
        op=_patch_op_from_pb(m.op, "op"),
        session=m.session,
        value=m.value,
        target_id=m.target_id,
        reason=m.reason,
        decision_id=m.decision_id,
    )


# --- audit review -------------------------------------------------------------


def list_request_to_pb(
    session: str,
    verdict: t.Verdict | None,
    since_ms: int,
    until_ms: int,
    page_size: int,
    page_token: str,
) -> pb.ListDecisionsRequest:
    return pb.ListDecisionsRequest(
        session=session,
        verdict=verdict_filter_to_pb(verdict),
        since_ms=since_ms,
        until_ms=until_ms,
        page_size=page_size,
        page_token=page_token,
    )


def summary_to_pb(s: t.DecisionSummary) -> pb.DecisionSummary:
    return pb.DecisionSummary(
        decision_id=s.decision_id,
        time_ms=s.time_ms,
        session=s.session,
        action_type=s.action_type,
        tool=s.tool,
        verdict=_verdict_to_pb(s.verdict),
        message=s.message,
    )


def summary_from_pb(m: pb.DecisionSummary) -> t.DecisionSummary:
    return t.DecisionSummary(
        decision_id=m.decision_id,
        time_ms=m.time_ms,
        session=m.session,
        action_type=m.action_type,
        verdict=verdict_from_pb(m.verdict),
        tool=m.tool,
        message=m.message,
    )


def audit_verification_to_pb(v: t.AuditVerification) -> pb.VerifyAuditResponse:
    return pb.VerifyAuditResponse(
        ok=v.ok, records=v.records, first_bad_decision_id=v.first_bad_decision_id, detail=v.detail
    )


def audit_verification_from_pb(m: pb.VerifyAuditResponse) -> t.AuditVerification:
    return t.AuditVerification(m.ok, m.records, m.first_bad_decision_id, m.detail)


# --- feedback -------------------------------------------------------------------


def feedback_to_pb(
    decision_id: str, mark: t.FeedbackMark, note: str, author: str
) -> pb.FeedbackRequest:
    return pb.FeedbackRequest(
        decision_id=decision_id,
        mark=_enum_to_pb("FEEDBACK_MARK_", pb.FeedbackMark, mark),
        note=note,
        author=author,
    )


def feedback_from_pb(m: pb.FeedbackRequest) -> tuple[str, t.FeedbackMark, str, str]:
    """(decision_id, mark, note, author); WireError names a missing or unknown mark."""
    mark = _enum_from_pb(t.FeedbackMark, "FEEDBACK_MARK_", pb.FeedbackMark, m.mark, "mark")
    return m.decision_id, mark, m.note, m.author


def feedback_result_to_pb(r: t.FeedbackResult) -> pb.FeedbackResponse:
    return pb.FeedbackResponse(feedback_id=r.feedback_id, lessons_marked=r.lessons_marked)


def feedback_result_from_pb(m: pb.FeedbackResponse) -> t.FeedbackResult:
    return t.FeedbackResult(m.feedback_id, tuple(m.lessons_marked))


# --- memory selection -------------------------------------------------------------


def _action_to_pb(action: t.Action) -> pb.Action:
    return pb.Action(
        type=_enum_to_pb("ACTION_TYPE_", pb.ActionType, action.type),
        custom_type=action.custom_type,
        tool=action.tool,
        arguments=dict(action.arguments),
        description=action.description,
    )


def selection_request_to_pb(r: t.SelectionRequest) -> pb.SelectMemoriesRequest:
    msg = pb.SelectMemoriesRequest(
        session=r.session,
        query=r.query,
        max_count=r.max_count,
        max_tokens=r.max_tokens,
        context=pb.Context(
            environment=r.context.environment, phase=r.context.phase, labels=dict(r.context.labels)
        ),
    )
    if r.action is not None:
        msg.action.CopyFrom(_action_to_pb(r.action))
    return msg


def selection_request_from_pb(m: pb.SelectMemoriesRequest) -> t.SelectionRequest:
    return t.SelectionRequest(
        session=m.session,
        query=m.query,
        max_count=m.max_count,
        max_tokens=m.max_tokens,
        action=action_from_pb(m.action) if m.HasField("action") else None,
        context=context_from_pb(m.context),
    )


def selection_to_pb(selected: Sequence[t.SelectedMemory]) -> pb.SelectMemoriesResponse:
    return pb.SelectMemoriesResponse(
        memories=[
            pb.SelectedMemory(
                memory_id=s.memory_id,
                score=s.score,
                reasons=list(s.reasons),
                content=s.content,
                marks=list(s.marks),
            )
            for s in selected
        ]
    )


def selection_from_pb(m: pb.SelectMemoriesResponse) -> tuple[t.SelectedMemory, ...]:
    return tuple(
        t.SelectedMemory(s.memory_id, s.score, tuple(s.reasons), s.content, tuple(s.marks))
        for s in m.memories
    )


# --- lessons (RecordOutcome) ------------------------------------------------------


def _optional_enum_to_pb(prefix: str, pb_enum: Any, member: enum.Enum | None) -> Any:
    return 0 if member is None else _enum_to_pb(prefix, pb_enum, member)


def outcome_report_to_pb(r: t.OutcomeReport) -> pb.RecordOutcomeRequest:
    m = pb.RecordOutcomeRequest(
        session=r.session,
        decision_id=r.decision_id,
        outcome=r.outcome,
        polarity=_enum_to_pb("POLARITY_", pb.Polarity, r.polarity),
        severity=_optional_enum_to_pb("SEVERITY_", pb.Severity, r.severity),
        tags=list(r.tags),
        edge=_enum_to_pb("EDGE_TYPE_", pb.EdgeType, r.edge),
        observed_ms=r.observed_ms,
        judged_by=_optional_enum_to_pb("JUDGED_BY_", pb.JudgedBy, r.judged_by),
        after_outcome_id=r.after_outcome_id,
        action_ms=r.action_ms,
    )
    if r.action is not None:
        a = r.action
        m.action.CopyFrom(pb.Action(
            type=_enum_to_pb("ACTION_TYPE_", pb.ActionType, a.type), custom_type=a.custom_type,
            tool=a.tool, arguments=dict(a.arguments), description=a.description))
    if r.context is not None:
        c = r.context
        m.context.CopyFrom(pb.Context(environment=c.environment, phase=c.phase,
                                      labels=dict(c.labels)))
    if r.confidence is not None:
        m.confidence = r.confidence
    return m


def outcome_report_from_pb(m: pb.RecordOutcomeRequest) -> t.OutcomeReport:
    """Convert, checking what the wire form cannot express (enums, presence, NaN)."""
    if m.HasField("confidence") and math.isnan(m.confidence):
        raise WireError("confidence: NaN is not a confidence; send a number in [0, 1]")
    severity = (None if m.severity == pb.SEVERITY_UNSPECIFIED else
                _enum_from_pb(t.Severity, "SEVERITY_", pb.Severity, m.severity, "severity"))
    judged = (None if m.judged_by == pb.JUDGED_BY_UNSPECIFIED else
              _enum_from_pb(t.JudgedBy, "JUDGED_BY_", pb.JudgedBy, m.judged_by, "judged_by"))
    return t.OutcomeReport(
        outcome=m.outcome,
        polarity=_enum_from_pb(t.Polarity, "POLARITY_", pb.Polarity, m.polarity, "polarity"),
        edge=_enum_from_pb(t.EdgeType, "EDGE_TYPE_", pb.EdgeType, m.edge, "edge"),
        severity=severity,
        judged_by=judged,
        decision_id=m.decision_id,
        action=action_from_pb(m.action) if m.HasField("action") else None,
        context=context_from_pb(m.context) if m.HasField("context") else None,
        session=m.session,
        tags=tuple(m.tags),
        confidence=m.confidence if m.HasField("confidence") else None,
        observed_ms=m.observed_ms,
        action_ms=m.action_ms,
        after_outcome_id=m.after_outcome_id,
    )


def recorded_outcome_to_pb(r: t.RecordedOutcome) -> pb.RecordOutcomeResponse:
    return pb.RecordOutcomeResponse(lesson_id=r.lesson_id, action_node_id=r.action_node_id,
                                    outcome_node_id=r.outcome_node_id, grade=r.grade)


def recorded_outcome_from_pb(m: pb.RecordOutcomeResponse) -> t.RecordedOutcome:
    return t.RecordedOutcome(m.lesson_id, m.action_node_id, m.outcome_node_id, m.grade)


# --- requests that do not parse ----------------------------------------------


@dataclass(frozen=True, slots=True)
class Undecodable:
    """What a tolerant parser hands on for bytes that are not a message of its type, so
    the servicer can answer INVALID_ARGUMENT (and keep a Write stream open) instead of
    gRPC ending the call with a deserialisation fault."""

    message: str
    numbers: dict[str, int] = dataclasses.field(default_factory=dict)
    """Top-level integer fields read before the fault (a Write batch's `batch_id`), so
    the answer can name the batch it rejects."""


def tolerant_parser(cls: Any) -> Callable[[bytes], Any]:
    """A request deserializer for `cls` that returns `Undecodable` instead of raising."""

    def parse(data: bytes) -> Any:
        try:
            return cls.FromString(data)
        except DecodeError:
            numbers: dict[str, int] = {}
            where = _first_bad_field(cls.DESCRIPTOR, data, "", numbers)
            return Undecodable(where or f"request: not a valid {cls.DESCRIPTOR.full_name}",
                               numbers)

    return parse


def _first_bad_field(desc: Any, data: bytes, path: str,
                     numbers: dict[str, int] | None = None) -> str:
    """Walk the wire format guided by the message's descriptor and name the first field
    that cannot be read: a string that is not UTF-8, or bytes cut short."""
    pos, seen = 0, dict[int, int]()
    while pos < len(data):
        try:
            key, pos = _varint(data, pos)
            number, kind = key >> 3, key & 7
            field = desc.fields_by_number.get(number)
            name = _field_path(path, field, number, seen)
            if kind not in (0, 1, 2, 5):  # groups (3, 4) and unused values: not proto3
                return f"{name}: wire type {kind} is not valid in this message"
            if kind == 2:
                size, pos = _varint(data, pos)
                chunk, pos = data[pos:pos + size], pos + size
                if len(chunk) < size:
                    return f"{name}: the message ends inside this field"
                bad = _bad_chunk(field, chunk, name)
                if bad:
                    return bad
            elif kind == 0 and numbers is not None and field is not None:
                numbers[field.name], pos = _varint(data, pos)
            else:
                pos = _skip(data, pos, kind, name)
        except _Cut as cut:
            return f"{cut.where or path or 'request'}: the message ends inside a field"
    return ""


def _bad_chunk(field: Any, chunk: bytes, name: str) -> str:
    if field is None:
        return ""
    if field.type == FieldDescriptor.TYPE_STRING:
        try:
            chunk.decode("utf-8")
        except UnicodeDecodeError as exc:
            return f"{name}: not valid UTF-8 (byte {exc.start}); strings must be UTF-8"
        return ""
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        return _first_bad_field(field.message_type, chunk, name)
    return ""


def _field_path(path: str, field: Any, number: int, seen: dict[int, int]) -> str:
    name = field.name if field is not None else f"field {number}"
    if field is not None and field.is_repeated:
        name += f"[{seen.get(number, 0)}]"
        seen[number] = seen.get(number, 0) + 1
    return f"{path}.{name}" if path else name


class _Cut(Exception):
    def __init__(self, where: str = "") -> None:
        self.where = where


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    value, shift = 0, 0
    while True:
        if pos >= len(data) or shift > 63:
            raise _Cut()
        byte = data[pos]
        value |= (byte & 0x7F) << shift
        pos, shift = pos + 1, shift + 7
        if not byte & 0x80:
            return value, pos


def _skip(data: bytes, pos: int, kind: int, name: str) -> int:
    if kind == 0:
        return _varint(data, pos)[1]
    width = {1: 8, 5: 4}.get(kind)
    if width is None or pos + width > len(data):
        raise _Cut(name)
    return pos + width
