"""`mage lessons audit`: the bias audit of the lesson store, read-only, from the database file."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from mage.sidecar.errors import MageError
from mage.sidecar.lessons.bias import Report, audit


def add_parser(sub: Any) -> None:
    """Register `mage lessons ...` on the top-level subparsers."""
    p = sub.add_parser("lessons", help="causal lessons: audit the lesson store (read-only)")
    p.add_argument("--data-dir", default="./mage-data")
    p.add_argument("--tenant", default="default")
    lsub = p.add_subparsers(dest="lessons_command")
    a = lsub.add_parser("audit", help="polarity skew, echoes, confidence drift, marked lessons")
    a.add_argument("--data-dir", default=argparse.SUPPRESS, help="also accepted before `audit`")
    a.add_argument("--tenant", default=argparse.SUPPRESS)
    a.add_argument("--json", action="store_true")
    a.set_defaults(func=run_audit)


def run_audit(opts: argparse.Namespace) -> int:
    """Print the report (the flag count is in it; the exit status is 0 either way)."""
    path = Path(opts.data_dir) / "mage.db"
    if not path.exists():
        raise MageError(f"no database at {path}; pass --data-dir of a sidecar")
    import apsw

    conn = apsw.Connection(str(path), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        report = audit(conn, opts.tenant)
    except apsw.SQLError as exc:
        raise MageError(f"{path} has no lesson tables yet ({exc})") from None
    finally:
        conn.close()
    if opts.json:
        print(json.dumps(report.to_json(), indent=2))
    else:
        print(render(report))
    return 0


def render(r: Report) -> str:
    """The report for people."""
    lines = [f"lessons of tenant {r.tenant}: {r.lessons}; grades at record {r.grades}",
             "", "polarity per domain:"]
    for d in r.domains:
        mark = "  SKEWED" if d["skewed"] else ""
        lines.append(f"  {d['domain']:<24} {d['lessons']:>5}  {d['polarity']}  "
                     f"{d['dominant']} {d['share']:.0%} (p if even {d['p_if_even']:.4f}){mark}")
    lines += ["", f"echoes (same action, identical outcome, >= 3 records): {len(r.echoes)}"]
    lines += [f"  {e['records']}x in {e['sessions']} session(s): {e['action']!r} -> "
              f"{e['outcome']!r}" for e in r.echoes]
    d = r.drift
    lines += ["", "confidence drift: " + (d.get("detail") or
              f"newest mean {d['recent_mean']} vs earlier {d['earlier_mean']} "
              f"(shift {d['shift']:+}){'  DRIFTED' if d['drifted'] else ''}")]
    lines += ["", f"lessons with a feedback mark: {len(r.marked)}"]
    lines += [f"  {m['lesson']}: {m['standing']} (decision {m['decision_id']})"
              for m in r.marked]
    lines += ["", f"flags: {r.flags}"]
    return "\n".join(lines)
