"""Reading a stored audit record back, field by field, with errors that name the field.

A field that redaction hid holds `REDACTED` instead of its value; where the
value is not text, it reads as empty, and only when the record's `redacted`
list names it (anything else is a malformed record).
"""

from __future__ import annotations

from typing import Any

from mage.contract import types as t
from mage.sidecar.errors import MageError

REDACTED = "[redacted]"
VERSION = 1
# Keys records gained after version 1 was first written; older records lack them.
LATER_KEYS: dict[str, Any] = {"critical": [], "attribution_bounded": False, "lessons": []}
_MISSING = object()


class RecordError(MageError, ValueError):
    """A stored audit record that is not a version 1 record; the message names the field."""


class _Obj:
    """One JSON object of a record, at `path`; each read checks the value's type."""

    def __init__(self, value: Any, path: str, hidden: frozenset[str]) -> None:
        if not isinstance(value, dict):
            raise RecordError(f"{path or 'record'}: expected an object")
        self.value, self.path, self.hidden = value, path, hidden

    def where(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def is_hidden(self, key: str) -> bool:
        """Whether redaction put its mark in place of this key's value."""
        return self.value.get(key) == REDACTED and self.where(key) in self.hidden

    def _get(self, key: str, kind: type | tuple[type, ...], what: str, empty: Any) -> Any:
        where = self.where(key)
        value = self.value.get(key, _MISSING)
        if value is _MISSING:
            raise RecordError(f"{where}: missing")
        if kind is not str and self.is_hidden(key):
            return empty
        if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
            raise RecordError(f"{where}: expected {what}, got {type(value).__name__}")
        return value

    def text(self, key: str) -> str:
        return str(self._get(key, str, "a string", ""))

    def integer(self, key: str) -> int:
        return int(self._get(key, int, "an integer", 0))

    def number(self, key: str) -> float:
        # Kept as stored (an int stays an int), so the record is written back byte for byte.
        value: float = self._get(key, (int, float), "a number", 0.0)
        return value

    def flag(self, key: str) -> bool:
        return bool(self._get(key, bool, "true or false", False))

    def texts(self, key: str) -> tuple[str, ...]:
        items = self._get(key, list, "a list of strings", [])
        for i, x in enumerate(items):
            if not isinstance(x, str):
                raise RecordError(f"{self.where(key)}[{i}]: expected a string")
        return tuple(items)

    def obj(self, key: str) -> _Obj:
        return _Obj(self._get(key, dict, "an object", {}), self.where(key), self.hidden)

    def objs(self, key: str) -> list[_Obj]:
        where = self.where(key)
        return [_Obj(x, f"{where}[{i}]", self.hidden)
                for i, x in enumerate(self._get(key, list, "a list", []))]

    def strings(self, key: str) -> dict[str, str] | str:
        """A string-to-string mapping, or the redaction mark in its place."""
        value = self.value.get(key, _MISSING)
        if value == REDACTED:
            return REDACTED
        if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
            raise RecordError(f"{self.where(key)}: expected an object of strings")
        return dict(value)


def fields(plain: Any) -> dict[str, Any]:
    """The keyword arguments of `AuditRecordV1` from a record's plain form; the action and
    the context as the arguments of their types."""
    top = _Obj(plain, "", frozenset())
    omitted = frozenset(k for k in LATER_KEYS if k not in top.value)
    top.value = {**LATER_KEYS, **top.value}
    if top.value.get("v") != VERSION:
        raise RecordError(f"v: expected {VERSION}, got {top.value.get('v')!r}")
    redacted = top.texts("redacted") if "redacted" in top.value else None
    top.hidden = frozenset(redacted or ())
    return {
        "decision_id": top.text("decision_id"), "time_ms": top.integer("time_ms"),
        "tenant": top.text("tenant"), "session": top.text("session"),
        "action": _action(top.obj("action")), "context": _context(top.obj("context")),
        "basis": top.texts("basis"), "basis_explicit": top.flag("basis_explicit"),
        "basis_unknown": top.texts("basis_unknown"),
        "basis_facts": top.obj("basis_facts").value,
        "snapshot_seq": top.integer("snapshot_seq"), "verdict": top.text("verdict"),
        "message": top.text("message"), "risk": _risk(top.obj("risk")),
        "redirects": tuple(_redirect(x) for x in top.objs("redirects")),
        "repairs": tuple(_repair(x) for x in top.objs("repairs")),
        "tiers": tuple(_tier(x) for x in top.objs("tiers")),
        "policy_hash": top.text("policy_hash"), "model_version": top.text("model_version"),
        "critical": tuple(_attribution(x) for x in top.objs("critical")),
        "attribution_bounded": top.flag("attribution_bounded"),
        "lessons": top.texts("lessons"), "redacted": redacted, "omitted": omitted,
    }


def _action(o: _Obj) -> tuple[str, str, str, dict[str, str] | str, str]:
    return (o.text("type"), o.text("custom_type"), o.text("tool"), o.strings("arguments"),
            o.text("description"))


def _context(o: _Obj) -> tuple[str, str, dict[str, str] | str]:
    return o.text("environment"), o.text("phase"), o.strings("labels")


def _risk(o: _Obj) -> dict[str, t.RiskComponent]:
    out = {}
    for name in o.value:
        if o.is_hidden(name):
            out[name] = t.RiskComponent()
            continue
        comp = o.obj(name)
        out[name] = t.RiskComponent(comp.number("score"),
                                    tuple(_evidence(e) for e in comp.objs("evidence")))
    return out


def _evidence(o: _Obj) -> t.Evidence:
    return t.Evidence(o.text("rule"), o.number("score"), o.texts("memory_ids"),
                      o.texts("path"), o.text("detail"))


def _redirect(o: _Obj) -> t.Redirect:
    return t.Redirect(o.text("kind"), o.text("instruction"), o.text("memory_id"), o.text("tool"))


def _repair(o: _Obj) -> t.ProposedRepair:
    op = o.text("op")
    if op not in {p.value for p in t.PatchOp}:
        raise RecordError(f"{o.path}.op: not a repair operation: {op!r}")
    return t.ProposedRepair(o.text("memory_id"), t.PatchOp(op), o.text("reason"),
                            o.number("value"), o.text("target_id"))


def _tier(o: _Obj) -> t.TierResult:
    return t.TierResult(o.text("tier"), o.text("status"), o.number("latency_ms"),
                        o.text("detail"))


def _attribution(o: _Obj) -> t.Attribution:
    name = o.text("verdict_without")
    if name not in t.Verdict.__members__:
        raise RecordError(f"{o.path}.verdict_without: not a verdict: {name!r}")
    return t.Attribution(o.text("memory_id"), t.Verdict[name], o.text("detail"))
