"""`mage`: serve the sidecar, review its audit log, run the demo."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from mage.sidecar import config as config_mod
from mage.sidecar import review, store
from mage.sidecar.errors import MageError


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    opts = parser.parse_args(argv)
    if not getattr(opts, "func", None):
        parser.print_help()
        return 2
    try:
        return int(opts.func(opts) or 0)
    except MageError as exc:
        print(f"mage: {exc}", file=sys.stderr)
        return 2


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mage", description="MAGE shadow-memory guardrail sidecar")
    sub = p.add_subparsers(dest="command")
    s = sub.add_parser("serve", help="run the sidecar")
    s.add_argument("--config", help="YAML config file (sections: server, storage, limits)")
    s.add_argument("--socket", help="unix socket path (default /tmp/mage.sock)")
    s.add_argument("--tcp", help="also listen on host:port (loopback unless allowed)")
    s.add_argument("--data-dir", help="folder for mage.db (default ./mage-data)")
    s.add_argument("--policy", help="policy YAML (default: the packaged policy)")
    s.add_argument("--log-format", choices=["json", "console"])
    s.add_argument("--durability", choices=["process", "power"])
    s.add_argument("--no-classifier", action="store_true", help="rules only (tier 2 off)")
    s.set_defaults(func=_serve)

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

    tk = sub.add_parser("token", help="tenant tokens")
    tsub = tk.add_subparsers(dest="token_command")
    tn = tsub.add_parser("new", help="print a new token and the config line that admits it")
    tn.add_argument("--tenant", required=True)
    tn.set_defaults(func=_token_new)

    d = sub.add_parser("demo", help="the report-agent demo against a real sidecar")
    d.add_argument("--keep", help="keep the data in this folder instead of a temporary one")
    d.set_defaults(func=_demo)
    return p


def _serve(opts: argparse.Namespace) -> int:
    from mage.sidecar import logs, server

    cfg = config_mod.load(opts.config, {
        "server": {"socket": opts.socket, "tcp": opts.tcp, "data_dir": opts.data_dir,
                   "policy": opts.policy, "log_format": opts.log_format},
        "storage": {"durability": opts.durability},
        "classifier": {"enabled": False if opts.no_classifier else None},
    })
    logs.configure(cfg.server.log_format)
    try:
        asyncio.run(server.serve(cfg))
    except Exception as exc:
        from mage.sidecar.classifier import ModelError

        if isinstance(exc, ModelError):
            print(f"mage: classifier model: {exc}", file=sys.stderr)
            return 2
        raise
    return 0


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


def _token_new(opts: argparse.Namespace) -> int:
    import hashlib
    import secrets

    token = secrets.token_urlsafe(32)
    digest = hashlib.sha256(token.encode()).hexdigest()
    print(f"token (give it to the agent, it is not stored): {token}")
    print("config line (under auth.tokens):")
    print(f"    {digest}: {opts.tenant}")
    return 0


def _demo(opts: argparse.Namespace) -> int:
    from mage.sidecar import demo

    return demo.run(opts.keep)


if __name__ == "__main__":
    sys.exit(main())
