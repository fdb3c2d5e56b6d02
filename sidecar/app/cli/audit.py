"""`mage audit`: review the audit log straight from the database file.

Reads are read-only. The one write, `feedback`, goes through the running
sidecar (its RPC), so a mark is committed by the single writer and reaches
the lessons behind the decision. The review commands (replay, feedback,
stats, policy suggest, serve) live in `cli_review`.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from mage.contract import types as t
from mage.sidecar.app.cli import review as cli_review
from mage.sidecar.app.cli import verify as cli_verify
from mage.sidecar.app.cli.common import (
    TenantOption,
    accept_after,
    add_filters,
    filter_from,
    only_tenant,
    paint,
    reader,
    table,
    when,
)
from mage.sidecar.audit import memory_log
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.review import read as review
from mage.sidecar.store import db as store
from mage.sidecar.store import explanations


def add_parser(sub: Any) -> None:
    """Register `mage audit ...` on the top-level subparsers."""
    a = sub.add_parser("audit", help="review the audit log")
    a.add_argument("--data-dir", default="./mage-data")
    a.add_argument("--tenant", default="default", action=TenantOption,
                   help="the tenant to read (verify and head: every tenant unless given)")
    a.set_defaults(tenant_given=False)
    asub = a.add_subparsers(dest="audit_command")
    ls = asub.add_parser("list", help="decisions, newest first, filtered and paged")
    add_filters(ls)
    ls.add_argument("--limit", type=int, default=50, help="page size (at most 1000)")
    ls.add_argument("--page-token", default="")
    ls.add_argument("--json", action="store_true")
    ls.set_defaults(func=_audit_list)
    sh = asub.add_parser("show", help="one decision with the memories it saw and its feedback")
    sh.add_argument("decision_id")
    sh.add_argument("--json", action="store_true")
    sh.set_defaults(func=_audit_show)
    v = asub.add_parser("verify", help="check every tenant's audit chain and memory log")
    v.add_argument("--tenant", action=TenantOption, default=argparse.SUPPRESS,
                   help="check this tenant only")
    v.add_argument("--expect-head", action="append", default=[], metavar="TENANT:COUNT:HASH",
                   help="fail if the tenant's audit chain was rolled back past this head")
    v.add_argument("--anchor", metavar="FILE",
                   help="fail if a chain was rolled back past the heads in FILE "
                        "(written by `mage audit head --json`)")
    v.add_argument("--json", action="store_true")
    v.set_defaults(func=_audit_verify)
    hd = asub.add_parser("head", help="each tenant's chain heads, to keep outside the database")
    hd.add_argument("--tenant", action=TenantOption, default=argparse.SUPPRESS,
                    help="this tenant only")
    hd.add_argument("--json", action="store_true", help="the form `verify --anchor` reads")
    hd.set_defaults(func=_audit_head)
    ex = asub.add_parser("export", help="every record as JSON lines")
    ex.set_defaults(func=_audit_export)
    cli_review.add_parsers(asub)
    for leaf in asub.choices.values():  # `mage audit list --data-dir D` works as well
        accept_after(leaf, "--data-dir")
        accept_after(leaf, "--tenant", action=TenantOption)


def _audit_list(opts: argparse.Namespace) -> int:
    f = filter_from(opts)
    page = review.list_decisions(
        reader(opts), opts.tenant, session=f.session, verdict=f.verdict, since_ms=f.since_ms,
        until_ms=f.until_ms, page_size=opts.limit, page_token=opts.page_token,
        action_type=f.action_type, tool=f.tool, rule=f.rule, with_feedback=True)
    if opts.json:
        print(json.dumps({"decisions": page.rows, "next_page_token": page.next_token}))
        return 0
    rows = [(r["decision_id"], when(r["time_ms"]), r["verdict"], r["action_type"],
             r["tool"][:18], r["feedback"] or "-", r["session"]) for r in page.rows]
    print(table(("decision id", "time (UTC)", "verdict", "action", "tool", "feedback",
                 "session"), rows, painted=(2, 5)))
    if page.next_token:
        print(f"-- more: --page-token {page.next_token}")
    return 0


def _audit_show(opts: argparse.Namespace) -> int:
    conn = reader(opts)
    rec, memories, exp = review.get_joined(conn, opts.tenant, opts.decision_id)
    marks = review.feedback(conn, opts.tenant, opts.decision_id)
    link = review.check_link(conn, opts.tenant, opts.decision_id)
    checks = review.check_memories(conn, memories)
    if opts.json:
        print(json.dumps({"record": rec.to_plain(), "explanation": _explanation_dict(exp),
                          "memories": [
            {"entry": _row_dict(row), "check": checks[row.seq] or "ok",
             "patches": [{**json.loads(review.patch_json(p)), "check": checks[p.seq] or "ok"}
                         for p in ps]}
            for row, ps in memories], "feedback": [_mark_dict(m) for m in marks],
            "link_ok": link.ok, "link_problem": link.problem}, indent=2))
        return 0
    print(render_decision(rec, memories, checks, exp))
    print(_render_feedback(marks, link))
    return 0


def _explanation_dict(exp: review.Explained) -> dict[str, Any]:
    """Where the attribution stands; `record` is the explanation record, joined above."""
    return {"status": exp.status.value,
            "record": exp.record.to_plain() if exp.record is not None else None}


def _row_dict(row: store.EntryRow) -> dict[str, Any]:
    return {"seq": row.seq, "id": row.id, "source": row.source, "kind": row.kind,
            "tool": row.tool, "confidence": row.confidence, "depends_on": list(row.depends_on),
            "content": row.content}


def _mark_dict(m: Any) -> dict[str, Any]:
    return {"feedback_id": m.id, "mark": m.mark, "note": m.note, "author": m.author,
            "created_ms": m.created_ms}


def _render_feedback(marks: list[Any], link: review.LinkCheck) -> str:
    lines = ["  feedback:" if marks else "  feedback: none"]
    lines += [f"    {when(m.created_ms)}  {paint(m.mark)}  {m.author or '-'}: {m.note}"
              for m in marks]
    state = ("hashes to its stored hash and follows the record before it" if link.ok else
             f"DOES NOT MATCH its chain{': ' + link.problem if link.problem else ''} "
             "(run `mage audit verify`)")
    lines.append(f"  chain: this record {state}")
    return "\n".join(lines)


def render_decision(rec: AuditRecordV1, memories: list[Any],
                    checks: dict[int, str] | None = None,
                    exp: review.Explained | None = None) -> str:
    """A person-readable page for one decision; `checks` (`review.check_memories`) marks the
    memories that are not as written; `exp` says where its attribution stands."""
    act = rec.action
    args = act.arguments if isinstance(act.arguments, str) else dict(act.arguments)
    lines = [
        f"decision {rec.decision_id}  {paint(rec.verdict)}",
        f"  session {rec.session}  snapshot seq {rec.snapshot_seq}  "
        f"policy {rec.policy_hash[:12]}",
        f"  action  {act.type} {act.tool} {json.dumps(args)}",
        f"  context {json.dumps(rec.context.to_plain())}",
        f"  {rec.message}",
        "  risk:",
    ]
    lines += _risk_lines(rec)
    for r in rec.redirects:
        lines.append(f"  instead: [{r.kind}] {r.instruction}")
    for p in rec.repairs:
        lines.append(f"  repair:  {p.op.value} {p.memory_id} ({p.reason})")
    if rec.lessons:
        lines.append(f"  lessons cited: {', '.join(rec.lessons)}")
    lines += _explanation_lines(exp)
    for c in rec.critical:
        lines.append(f"  critical: {c.memory_id} ({c.detail})")
    if rec.attribution_bounded:
        lines.append("  attribution bounded: see the attribution entry under tiers")
    lines.append("  tiers: " + ", ".join(f"{x.tier} {x.status} {x.latency_ms:.3f} ms"
                                         for x in rec.tiers))
    lines.append("  memories seen at the snapshot (basis with its marks, ancestors, evidence):")
    lines += _memory_lines(rec, memories, checks or {})
    return "\n".join(lines)


def _explanation_lines(exp: review.Explained | None) -> list[str]:
    if exp is None or exp.status is t.Explanation.COMPLETE:
        return []
    if exp.status is t.Explanation.PENDING:
        return ["  critical: pending (worked out after the answer; show it again shortly)"]
    reason = exp.record.reason if exp.record is not None else ""
    return [f"  critical: unavailable ({reason})"]


def _risk_lines(rec: AuditRecordV1) -> list[str]:
    lines = []
    for name, comp in rec.risk.items():
        lines.append(f"    {name:12} {comp.score:.2f}")
        for e in comp.evidence:
            path = " -> ".join(e.path)
            lines.append(f"      - {e.rule} ({e.score:.2f}) {e.detail}"
                         + (f"  path: {path}" if path else ""))
    return lines


def _memory_lines(rec: AuditRecordV1, memories: list[Any], checks: dict[int, str]
                  ) -> list[str]:
    lines = []
    facts = rec.basis_facts  # free-form: the facts `audit.facts` wrote
    for row, patches in memories:
        fact = facts.get(row.id)
        marks = f" marks {','.join(fact['marks']) or '-'}" if fact else ""
        deps = f" <- {', '.join(row.depends_on)}" if row.depends_on else ""
        lines.append(f"    [{row.seq}] {row.id} {row.source}/{row.kind} conf {row.confidence:.2f}"
                     f"{marks}{deps}")
        lines += _content_lines(row, checks.get(row.seq, ""))
        for p in patches:
            lines.append(f"        patch {p.op} {p.target_id or p.value} ({p.reason})")
            lines += _problem_lines(checks.get(p.seq, ""))
    return lines


def _content_lines(row: store.EntryRow, problem: str) -> list[str]:
    if memory_log.FAILS_DIGEST in problem:  # never show edited text as what was written
        return [f"        {paint('NOT AS WRITTEN', 'HALT')}: {problem}",
                f"        content as stored now: {row.content[:160]!r}"]
    return [f"        {row.content[:160]!r}", *_problem_lines(problem)]


def _problem_lines(problem: str) -> list[str]:
    if not problem:
        return []
    if problem == memory_log.UNCHAINED:
        return [f"        {problem}"]
    return [f"        {paint('NOT AS WRITTEN', 'HALT')}: {problem}"]


def _audit_verify(opts: argparse.Namespace) -> int:
    return cli_verify.verify(reader(opts), only_tenant(opts), opts.expect_head, opts.anchor,
                             opts.json)


def _audit_head(opts: argparse.Namespace) -> int:
    return cli_verify.head(reader(opts), only_tenant(opts), opts.json)


def _audit_export(opts: argparse.Namespace) -> int:
    for row in explanations.audit_chain(reader(opts), opts.tenant):
        print(json.dumps({"record": json.loads(row.record), "prev_hash": row.prev_hash,
                          "hash": row.hash}))
    return 0
