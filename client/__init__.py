"""MAGE client: stream an agent's memory writes to the sidecar and check actions against it.

    from mage.client import ActionType, MageClient, MemoryEntry, Source

    with MageClient() as mage:  # $MAGE_TARGET, else unix:///tmp/mage.sock
        mage.write(MemoryEntry("m1", "User wants the Q3 report", Source.USER, 0.9, session="s1"))

        @mage.guard("s1", ActionType.TOOL_WRITE, memory_ids=["m1"])
        def send_email(to: str, body: str) -> str: ...

        send_email("boss@example.com", "...")  # raises ActionHalted on HALT

Only the standard library, grpcio and protobuf are imported.
"""

from mage.client._async import AsyncMageClient
from mage.client._async_writer import AsyncBufferedWriter
from mage.client._batching import WriterOptions
from mage.client._settings import DEFAULT_ON_UNAVAILABLE, is_local
from mage.client._sync import MageClient
from mage.client._transport import DEFAULT_TARGET, TARGET_ENV
from mage.client._writer import BufferedWriter
from mage.client.errors import (
    ActionBlocked,
    ActionHalted,
    ActionRedirected,
    FlushTimeout,
    MageError,
    RejectedBatch,
    RequestFailed,
    SidecarUnavailable,
    WriteRejected,
)
from mage.contract.types import (
    Action,
    ActionType,
    AuditVerification,
    Claim,
    Context,
    Decision,
    DecisionSummary,
    EdgeType,
    EntryAck,
    Evidence,
    Explanation,
    FeedbackMark,
    FeedbackResult,
    Flag,
    JudgedBy,
    Kind,
    MemoryEntry,
    OutcomeReport,
    PatchOp,
    Polarity,
    ProposedRepair,
    RecordedOutcome,
    Redirect,
    Repair,
    RiskComponent,
    RiskVector,
    SelectedMemory,
    SelectionRequest,
    Severity,
    Source,
    TierResult,
    Verdict,
    WriteAck,
)

__all__ = [
    "DEFAULT_ON_UNAVAILABLE",
    "DEFAULT_TARGET",
    "TARGET_ENV",
    "Action",
    "ActionBlocked",
    "ActionHalted",
    "ActionRedirected",
    "ActionType",
    "AsyncBufferedWriter",
    "AsyncMageClient",
    "AuditVerification",
    "BufferedWriter",
    "Claim",
    "Context",
    "Decision",
    "DecisionSummary",
    "EdgeType",
    "EntryAck",
    "Evidence",
    "Explanation",
    "FeedbackMark",
    "FeedbackResult",
    "Flag",
    "FlushTimeout",
    "JudgedBy",
    "Kind",
    "MageClient",
    "MageError",
    "MemoryEntry",
    "OutcomeReport",
    "PatchOp",
    "Polarity",
    "ProposedRepair",
    "RecordedOutcome",
    "Redirect",
    "RejectedBatch",
    "Repair",
    "RequestFailed",
    "RiskComponent",
    "RiskVector",
    "SelectedMemory",
    "SelectionRequest",
    "Severity",
    "SidecarUnavailable",
    "Source",
    "TierResult",
    "Verdict",
    "WriteAck",
    "WriteRejected",
    "WriterOptions",
    "is_local",
]
