"""`mage audit`: review the audit log, read-only, straight from the database file."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from mage.sidecar import review, store
from mage.sidecar.errors import MageError


def add_parser(sub: Any) -> None:
    """Register `mage audit ...` on the top-level subparsers."""
    a = sub.add_parser("audit", help="review the audit log (read-only)")
    a.add_argument("--data-dir", default="./mage-data")
    a.add_argument("--tenant", default="default")
    asub = a.add_subparsers(dest="audit_command")
    ls = asub.add_parser("list", help="decisions, newest first")
    ls.add_argument("--session", default="")
    ls.add_argument("--verdict", default="", choices=["", "PROCEED", "WARN", "REDIRECT", "HALT"])
    ls.add_argument("--since", default="", help="ISO time or Unix ms")
    ls.add_argument("--until", default="", help="ISO time or Unix ms")
    ls.add_argument("--limit", type=int, default=50)
    ls.add_argument("--page-token", default="")
    ls.add_argument("--json", action="store_true")
    ls.set_defaults(func=_audit_list)
    sh = asub.add_parser("show", help="one decision with the memories it saw")
    sh.add_argument("decision_id")
    sh.add_argument("--json", action="store_true")
    sh.set_defaults(func=_audit_show)
    v = asub.add_parser("verify", help="check the hash chain")
    v.set_defaults(func=_audit_verify)
    ex = asub.add_parser("export", help="every record as JSON lines")
    ex.set_defaults(func=_audit_export)



def _reader(opts: argparse.Namespace) -> Any:
    path = Path(opts.data_dir) / "mage.db"
    if not path.exists():
        raise MageError(f"no database at {path}; pass --data-dir of a sidecar")
    import apsw
    return apsw.Connection(str(path), flags=apsw.SQLITE_OPEN_READONLY)


def _ms(text: str) -> int:
    if not text:
        return 0
    if text.isdigit():
        return int(text)
    return int(datetime.fromisoformat(text).timestamp() * 1000)


def _audit_list(opts: argparse.Namespace) -> int:
    page = review.list_decisions(
        _reader(opts), opts.tenant, session=opts.session, verdict=opts.verdict,
        since_ms=_ms(opts.since), until_ms=_ms(opts.until), page_size=opts.limit,
        page_token=opts.page_token)
    if opts.json:
        print(json.dumps({"decisions": page.rows, "next_page_token": page.next_token}))
        return 0
    print(f"{'decision id':26}  {'time (UTC)':19}  {'verdict':8}  {'action':14}  "
          f"{'tool':14}  session")
    for r in page.rows:
        when = datetime.fromtimestamp(r["time_ms"] / 1000, UTC).strftime("%Y-%m-%d %H:%M:%S")
        print(f"{r['decision_id']:26}  {when:19}  {_colour(r['verdict']):8}  "
              f"{r['action_type']:14}  {r['tool'][:14]:14}  {r['session']}")
    if page.next_token:
        print(f"-- more: --page-token {page.next_token}")
    return 0


_COLOURS = {"PROCEED": 32, "WARN": 33, "REDIRECT": 35, "HALT": 31}


def _colour(verdict: str) -> str:
    if not sys.stdout.isatty():
        return verdict
    return f"\033[{_COLOURS.get(verdict, 0)}m{verdict:8}\033[0m"


def _audit_show(opts: argparse.Namespace) -> int:
    rec, memories = review.get_decision(_reader(opts), opts.tenant, opts.decision_id)
    if opts.json:
        print(json.dumps({"record": rec, "memories": [
            {"entry": _row_dict(row), "patches": [json.loads(review.patch_json(p)) for p in ps]}
            for row, ps in memories]}, indent=2))
        return 0
    print(render_decision(rec, memories))
    return 0


def _row_dict(row: store.EntryRow) -> dict[str, Any]:
    return {"seq": row.seq, "id": row.id, "source": row.source, "kind": row.kind,
            "tool": row.tool, "confidence": row.confidence, "depends_on": list(row.depends_on),
            "content": row.content}


def render_decision(rec: dict[str, Any], memories: list[Any]) -> str:
    """A person-readable page for one decision."""
    act = rec["action"]
    lines = [
        f"decision {rec['decision_id']}  {_colour(rec['verdict'])}",
        f"  session {rec['session']}  snapshot seq {rec['snapshot_seq']}  "
        f"policy {rec['policy_hash'][:12]}",
        f"  action  {act['type']} {act['tool']} {json.dumps(act['arguments'])}",
        f"  context {json.dumps(rec['context'])}",
        f"  {rec['message']}",
        "  risk:",
    ]
    for name, comp in rec["risk"].items():
        lines.append(f"    {name:12} {comp['score']:.2f}")
        for e in comp["evidence"]:
            path = " -> ".join(e["path"]) if e["path"] else ""
            lines.append(f"      - {e['rule']} ({e['score']:.2f}) {e['detail']}"
                         + (f"  path: {path}" if path else ""))
    for r in rec["redirects"]:
        lines.append(f"  instead: [{r['kind']}] {r['instruction']}")
    for r in rec["repairs"]:
        lines.append(f"  repair:  {r['op']} {r['memory_id']} ({r['reason']})")
    lines.append("  tiers: " + ", ".join(f"{x['tier']} {x['status']} {x['latency_ms']:.3f} ms"
                                         for x in rec["tiers"]))
    lines.append("  memories seen at the snapshot (basis with its marks, ancestors, evidence):")
    facts = rec.get("basis_facts", {})
    for row, patches in memories:
        fact = facts.get(row.id)
        marks = f" marks {','.join(fact['marks']) or '-'}" if fact else ""
        deps = f" <- {', '.join(row.depends_on)}" if row.depends_on else ""
        lines.append(f"    [{row.seq}] {row.id} {row.source}/{row.kind} conf {row.confidence:.2f}"
                     f"{marks}{deps}")
        lines.append(f"        {row.content[:160]!r}")
        lines.extend(f"        patch {p.op} {p.target_id or p.value} ({p.reason})" for p in patches)
    return "\n".join(lines)


def _audit_verify(opts: argparse.Namespace) -> int:
    report = review.verify(_reader(opts), opts.tenant)
    if report.ok:
        print(f"audit chain OK: {report.records} records, head {report.head}")
        return 0
    print(f"audit chain BROKEN at record {report.records} "
          f"({report.first_bad_decision_id or 'end'}): {report.detail}")
    return 1


def _audit_export(opts: argparse.Namespace) -> int:
    for row in store.audit_chain(_reader(opts), opts.tenant):
        print(json.dumps({"record": json.loads(row.record), "prev_hash": row.prev_hash,
                          "hash": row.hash}))
    return 0


