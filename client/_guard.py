"""The guard decorator: check before a tool call, enforce the verdict, record what happened.

The sync and async decorators share every step but the awaiting: the action
is built from the call's arguments, the verdict is enforced (HALT and
REDIRECT raise, WARN calls `on_warn`), and the result or exception is written
back as an OUTCOME entry that depends on the decision's basis, so the next
check sees what this action did and on what grounds.
"""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar, assert_never

from mage.client.errors import ActionHalted, ActionRedirected, MageError
from mage.contract.types import (
    Action,
    ActionType,
    Context,
    Decision,
    Kind,
    MemoryEntry,
    OutcomeReport,
    Source,
    Verdict,
)

log = logging.getLogger("mage.client")

F = TypeVar("F", bound=Callable[..., Any])
MemoryIds = Sequence[str] | Callable[..., Iterable[str]]
# (decision, the call's result or None, its exception or None) -> a lesson to record, or None.
OutcomeHook = Callable[[Decision, Any, BaseException | None], OutcomeReport | None]

_MAX_ARG_CHARS = 1000
_MAX_OUTCOME_CHARS = 4000
_SKIPPED_PARAMS = frozenset({"self", "cls"})  # a guarded method's receiver is not an argument


class _Writes(Protocol):
    def write(self, entry: MemoryEntry) -> str: ...


@dataclass(frozen=True, slots=True)
class GuardSpec:
    """What `guard(...)` was called with."""

    session: str
    action_type: ActionType
    tool: str
    memory_ids: MemoryIds
    context: Context | None
    on_warn: Callable[[Decision], Any] | None
    description: str
    record: bool
    outcome: OutcomeHook | None = None

    def action(self, fn: Callable[..., Any], args: tuple[Any, ...], kw: dict[str, Any]) -> Action:
        """The action this call is, its arguments stringified."""
        return Action(
            type=self.action_type,
            tool=self.tool_name(fn),
            arguments=call_arguments(fn, args, kw),
            description=self.description,
        )

    def tool_name(self, fn: Callable[..., Any]) -> str:
        return self.tool or fn.__name__

    def basis(self, args: tuple[Any, ...], kw: dict[str, Any]) -> tuple[str, ...]:
        """The memory ids the action relies on, fixed or computed from the call."""
        ids = self.memory_ids(*args, **kw) if callable(self.memory_ids) else self.memory_ids
        return tuple(ids)


def enforce(decision: Decision, on_warn: Callable[[Decision], Any] | None) -> Any:
    """Raise for HALT and REDIRECT; for WARN return what `on_warn` returns (maybe awaitable)."""
    # The id in the agent's own log is what joins it to the sidecar's audit record.
    log.info("mage guard: %s (decision %s)", decision.verdict.name, decision.decision_id)
    match decision.verdict:
        case Verdict.PROCEED:
            return None
        case Verdict.WARN:
            return on_warn(decision) if on_warn is not None else None
        case Verdict.REDIRECT:
            raise ActionRedirected(decision)
        case Verdict.HALT:
            raise ActionHalted(decision)
        case _:
            assert_never(decision.verdict)


def call_arguments(fn: Callable[..., Any], args: tuple[Any, ...], kw: dict[str, Any]) -> dict:
    """The call's arguments by parameter name, as text the sidecar's rules can read."""
    try:
        sig = inspect.signature(fn)
        bound = sig.bind(*args, **kw)
    except (TypeError, ValueError):  # no signature, or a call that will fail anyway
        return {**{f"arg{i}": _text(a) for i, a in enumerate(args)}, **_texts(kw)}
    out: dict[str, str] = {}
    for name, value in bound.arguments.items():
        kind = sig.parameters[name].kind
        if name in _SKIPPED_PARAMS:
            continue
        if kind is inspect.Parameter.VAR_POSITIONAL:
            out.update({f"{name}[{i}]": _text(v) for i, v in enumerate(value)})
        elif kind is inspect.Parameter.VAR_KEYWORD:
            out.update(_texts(value))
        else:
            out[name] = _text(value)
    return out


def outcome_entry(
    spec: GuardSpec, action: Action, decision: Decision, basis: tuple[str, ...], outcome: str
) -> MemoryEntry:
    """The OUTCOME entry recording a guarded call; its id joins it to the decision."""
    args = ", ".join(f"{k}={v}" for k, v in action.arguments.items())
    return MemoryEntry(
        id=f"outcome-{decision.decision_id}",
        content=_clip(f"{action.tool}({args}) {outcome}", _MAX_OUTCOME_CHARS),
        source=Source.TOOL,
        confidence=1.0,  # a record of what the call did, not a claim about the world
        kind=Kind.OUTCOME,
        session=spec.session,
        tool=action.tool,
        depends_on=decision.basis or basis,
        tags=("mage.guard", f"decision:{decision.decision_id}"),
    )


def record(writer: _Writes, entry: MemoryEntry) -> None:
    """Write the outcome; the call already happened, so a failure here is logged, not raised."""
    try:
        writer.write(entry)
    except MageError as exc:
        log.warning("mage guard could not record %s: %s", entry.id, exc)


def sync_guard(
    check: Callable[..., Decision],
    writer: Callable[[str], _Writes],
    spec: GuardSpec,
    record_outcome: Callable[[OutcomeReport], Any] | None = None,
) -> Callable[[F], F]:
    """The decorator for a plain function; `check`, `writer` and `record_outcome` come
    from a MageClient."""

    def decorate(fn: F) -> F:
        if inspect.iscoroutinefunction(fn):
            raise TypeError(f"{fn.__name__} is async: guard it with AsyncMageClient.guard")

        @functools.wraps(fn)
        def guarded(*args: Any, **kw: Any) -> Any:
            action, basis = spec.action(fn, args, kw), spec.basis(args, kw)
            decision = check(spec.session, action, spec.context, basis)
            enforce(decision, spec.on_warn)
            try:
                result = fn(*args, **kw)
            except Exception as exc:
                _record_after(spec, writer, action, decision, basis, _raised(exc))
                _learn(spec, decision, None, exc, record_outcome)
                raise
            _record_after(spec, writer, action, decision, basis, _returned(result))
            _learn(spec, decision, result, None, record_outcome)
            return result

        return guarded  # type: ignore[return-value]

    return decorate


def async_guard(
    check: Callable[..., Awaitable[Decision]],
    writer: Callable[[str], _Writes],
    spec: GuardSpec,
    record_outcome: Callable[[OutcomeReport], Awaitable[Any]] | None = None,
) -> Callable[[F], F]:
    """The decorator for an `async def`; `check`, `writer` and `record_outcome` come from
    an AsyncMageClient."""

    def decorate(fn: F) -> F:
        if not inspect.iscoroutinefunction(fn):
            raise TypeError(f"{fn.__name__} is not async: guard it with MageClient.guard")

        @functools.wraps(fn)
        async def guarded(*args: Any, **kw: Any) -> Any:
            action, basis = spec.action(fn, args, kw), spec.basis(args, kw)
            decision = await check(spec.session, action, spec.context, basis)
            warned = enforce(decision, spec.on_warn)
            if inspect.isawaitable(warned):
                await warned
            try:
                result = await fn(*args, **kw)
            except Exception as exc:
                _record_after(spec, writer, action, decision, basis, _raised(exc))
                await _alearn(spec, decision, None, exc, record_outcome)
                raise
            _record_after(spec, writer, action, decision, basis, _returned(result))
            await _alearn(spec, decision, result, None, record_outcome)
            return result

        return guarded  # type: ignore[return-value]

    return decorate


def _record_after(
    spec: GuardSpec,
    writer: Callable[[str], _Writes],
    action: Action,
    decision: Decision,
    basis: tuple[str, ...],
    outcome: str,
) -> None:
    if spec.record:
        record(writer(spec.session), outcome_entry(spec, action, decision, basis, outcome))


def _lesson(
    spec: GuardSpec, decision: Decision, result: Any, error: BaseException | None
) -> OutcomeReport | None:
    """The hook's report, tied to this decision; none when the sidecar gave no decision."""
    if spec.outcome is None or decision.decision_id.startswith("local-"):
        return None
    report = spec.outcome(decision, result, error)
    if report is None:
        return None
    return replace(report, decision_id=report.decision_id or decision.decision_id,
                   session=report.session or spec.session)


def _learn(spec: GuardSpec, decision: Decision, result: Any, error: BaseException | None,
           record_outcome: Callable[[OutcomeReport], Any] | None) -> None:
    """Record the hook's lesson; the call already happened, so a failure is logged."""
    report = _lesson(spec, decision, result, error)
    if report is not None and record_outcome is not None:
        try:
            record_outcome(report)
        except MageError as exc:
            log.warning("mage guard could not record the outcome of %s: %s",
                        decision.decision_id, exc)


async def _alearn(spec: GuardSpec, decision: Decision, result: Any,
                  error: BaseException | None,
                  record_outcome: Callable[[OutcomeReport], Awaitable[Any]] | None) -> None:
    report = _lesson(spec, decision, result, error)
    if report is not None and record_outcome is not None:
        try:
            await record_outcome(report)
        except MageError as exc:
            log.warning("mage guard could not record the outcome of %s: %s",
                        decision.decision_id, exc)


def _returned(result: Any) -> str:
    return f"returned {_text(result)}"


def _raised(exc: BaseException) -> str:
    return f"raised {type(exc).__name__}: {exc}"


def _texts(values: Mapping[str, Any]) -> dict[str, str]:
    return {k: _text(v) for k, v in values.items()}


def _text(value: Any) -> str:
    return _clip(value if isinstance(value, str) else repr(value), _MAX_ARG_CHARS)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
