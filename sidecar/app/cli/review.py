"""`mage audit replay | feedback | stats | policy suggest | serve`: tables for people,
`--json` for machines."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from mage.sidecar.app.cli.common import add_filters, filter_from, paint, pct, reader, table, when
from mage.sidecar.errors import InvalidRequest, MageError
from mage.sidecar.evaluation.policy import Policy, default_text, parse
from mage.sidecar.review import replay, stats, suggest


def add_parsers(asub: Any) -> None:
    """Register the review commands under `mage audit`."""
    rp = asub.add_parser("replay", help="decide stored decisions again under another policy")
    rp.add_argument("--policy", required=True, help="the policy YAML to test")
    add_filters(rp)
    rp.add_argument("--limit", type=int, default=1000, help="the newest N decisions")
    rp.add_argument("--all", action="store_true", help="list unchanged decisions too")
    rp.add_argument("--fail-on-change", action="store_true", help="exit 1 if any changes")
    rp.add_argument("--json", action="store_true")
    rp.set_defaults(func=_replay)
    _feedback_parser(asub)
    st = asub.add_parser("stats", help="decisions by verdict, action, session, rule; tiers")
    add_filters(st)
    st.add_argument("--sessions", type=int, default=10, help="top sessions to show")
    st.add_argument("--json", action="store_true")
    st.set_defaults(func=_stats)
    pol = asub.add_parser("policy", help="policy proposals from feedback")
    psub = pol.add_subparsers(dest="policy_command")
    sg = psub.add_parser("suggest", help="threshold changes the feedback argues for, replayed")
    sg.add_argument("--policy", default="", help="the policy in force (default: packaged)")
    add_filters(sg)
    sg.add_argument("--limit", type=int, default=1000, help="decisions replayed for effect")
    sg.add_argument("--write", default="", help="write the proposed policy to this new file")
    sg.add_argument("--json", action="store_true")
    sg.set_defaults(func=_suggest)
    sv = asub.add_parser("serve", help="the read-only web view")
    sv.add_argument("--address", default="127.0.0.1:8377", help="host:port (port 0: any)")
    sv.add_argument("--allow-non-loopback", action="store_true")
    sv.add_argument("--policy", default="", help="policy for the graph's classifier marks")
    sv.set_defaults(func=_serve)


def _feedback_parser(asub: Any) -> None:
    fb = asub.add_parser("feedback", help="mark a decision (through the running sidecar)")
    fb.add_argument("decision_id")
    mark = fb.add_mutually_exclusive_group(required=True)
    mark.add_argument("--false-positive", action="store_true")
    mark.add_argument("--confirmed", action="store_true")
    fb.add_argument("--note", default="")
    fb.add_argument("--author", default=os.environ.get("USER", ""))
    fb.add_argument("--target", default=None, help="sidecar address (default $MAGE_TARGET)")
    fb.add_argument("--token", default=os.environ.get("MAGE_TOKEN"))
    fb.add_argument("--json", action="store_true")
    fb.set_defaults(func=_feedback)


def _policy(path: str) -> Policy:
    if not path:
        return parse(default_text(), "default policy")
    try:
        return parse(Path(path).read_text(), path)
    except OSError as exc:
        raise InvalidRequest(f"--policy: cannot read {path}: {exc}") from None


# --- replay -----------------------------------------------------------------------


def _replay(opts: argparse.Namespace) -> int:
    report = replay.replay(reader(opts), opts.tenant, _policy(opts.policy), filter_from(opts),
                           opts.limit)
    if opts.json:
        print(json.dumps(report.to_json()))
    else:
        print(render_replay(report, opts.all))
    return 1 if opts.fail_on_change and report.changed else 0


def render_replay(report: replay.Report, everything: bool = False) -> str:
    """Decision by decision (changed ones, or all), then the totals."""
    shown = report.outcomes if everything else report.changed
    rows = [(o.decision_id, when(o.time_ms), o.action_type, o.was, o.now,
             _rule_diff(o), o.note) for o in shown]
    lines = [f"replayed {len(report.outcomes)} decisions under policy "
             f"{report.policy_hash[:12]}: {len(report.changed)} would change"]
    if rows:
        lines.append(table(("decision id", "time (UTC)", "action", "was", "now", "rules",
                            "note"), rows, painted=(3, 4)))
    for name, n in report.transitions().items():
        lines.append(f"  {name}: {n}")
    return "\n".join(lines)


def _rule_diff(o: replay.Outcome) -> str:
    return " ".join([*(f"+{r}" for r in o.added), *(f"-{r}" for r in o.dropped)]) or "-"


# --- feedback -------------------------------------------------------------------------


def _feedback(opts: argparse.Namespace) -> int:
    from mage.client import MageClient
    from mage.client import errors as client_errors
    from mage.contract.types import FeedbackMark

    mark = FeedbackMark.FALSE_POSITIVE if opts.false_positive else FeedbackMark.CONFIRMED
    try:
        with MageClient(opts.target, token=opts.token, timeout=10.0) as client:
            result = client.feedback(opts.decision_id, mark, opts.note, opts.author)
    except client_errors.SidecarUnavailable as exc:
        raise MageError(f"{exc}; feedback goes through the running sidecar so that its "
                        "writer records it and lessons hear of it (pass --target)") from None
    except client_errors.MageError as exc:
        raise MageError(str(exc)) from None
    if opts.json:
        print(json.dumps({"feedback_id": result.feedback_id,
                          "lessons_marked": list(result.lessons_marked)}))
    else:
        lessons = ", ".join(result.lessons_marked) or "none"
        print(f"recorded {paint(mark.value)} on {opts.decision_id} as {result.feedback_id}; "
              f"lessons marked: {lessons}")
    return 0


# --- stats ---------------------------------------------------------------------------------


def _stats(opts: argparse.Namespace) -> int:
    result = stats.compute(reader(opts), opts.tenant, filter_from(opts), opts.sessions)
    print(json.dumps(result.to_json()) if opts.json else render_stats(result))
    return 0


def render_stats(s: stats.Stats) -> str:
    """Every section of the statistics as tables."""
    verdicts = "  ".join(f"{paint(v)} {n}" for v, n in s.by_verdict.items())
    parts = [f"{s.total} decisions: {verdicts}",
             f"feedback: {s.false_positive} false positive, {s.confirmed} confirmed", ""]
    groups = ("total", "warn", "redirect", "halt")
    parts.append(table(("action type", *groups), [_group(g) for g in s.by_action],
                       right=(1, 2, 3, 4)))
    parts += ["", table(("session", *groups), [_group(g) for g in s.by_session],
                        right=(1, 2, 3, 4)), ""]
    parts.append(table(("rule", "component", "fired", "acted", "mean score", "false pos.",
                        "confirmed", "fp rate"),
                       [(r.rule, r.component, r.fired, r.acted, f"{r.mean_score:.2f}",
                         r.false_positive, r.confirmed, pct(r.fp_rate)) for r in s.rules],
                       right=(2, 3, 4, 5, 6, 7)))
    parts += ["", table(("tier", "ran", "skipped", "error", "mean ms", "p50 ms", "p95 ms",
                         "p99 ms", "max ms"), [_tier(x) for x in s.tiers],
                        right=(1, 2, 3, 4, 5, 6, 7, 8))]
    parts.append("(percentiles are histogram bucket upper bounds, within 10%)")
    return "\n".join(parts)


def _group(g: stats.Group) -> tuple[Any, ...]:
    return (g.key, g.total, g.warn, g.redirect, g.halt)


def _tier(x: stats.TierStat) -> tuple[Any, ...]:
    return (x.tier, x.ran, x.skipped, x.error, *(f"{v:.3f}" for v in (
        x.mean_ms, x.p50_ms, x.p95_ms, x.p99_ms, x.max_ms)))


# --- policy suggest ----------------------------------------------------------------------


def _suggest(opts: argparse.Namespace) -> int:
    result = suggest.suggest(reader(opts), opts.tenant, _policy(opts.policy), filter_from(opts),
                             opts.limit)
    if opts.write and result.changes:
        target = Path(opts.write)
        if target.exists():
            raise InvalidRequest(f"--write: {target} exists; proposals never overwrite a file")
        target.write_text(result.policy_text)
    print(json.dumps(result.to_json()) if opts.json else render_suggestion(result, opts.write))
    return 0


def render_suggestion(s: suggest.Suggestion, written: str = "") -> str:
    """The proposals, their effect on the marked decisions and on the period."""
    if not s.changes:
        return (f"no threshold change proposed ({len(s.marks)} marked decisions): no false "
                "positive can be cleared without letting a confirmed decision through")
    lines = [table(("component", "level", "now", "proposed", "false pos.", "cleared",
                    "confirmed kept"),
                   [(c.component, c.level, c.old, c.new, c.false_positives, c.cleared,
                     c.confirmed) for c in s.changes], right=(2, 3, 4, 5, 6))]
    assert s.marked is not None and s.period is not None
    fixed = sum(1 for o in s.marked.changed if s.marks[o.decision_id] == "false_positive")
    lost = sum(1 for o in s.marked.changed if s.marks[o.decision_id] == "confirmed")
    lines += ["", f"replayed on the marked decisions: {fixed} false positives change verdict, "
              f"{lost} confirmed decisions change verdict",
              "replayed on the period: " + render_replay(s.period).splitlines()[0]]
    lines.append(f"proposed policy written to {written} (not applied)" if written else
                 "not applied: pass --write FILE to save the proposed policy")
    return "\n".join(lines)


# --- serve ---------------------------------------------------------------------------------


def _serve(opts: argparse.Namespace) -> int:
    from mage.sidecar.review.web import view as webview

    reader(opts)  # fail early, with the usual message, when there is no database
    return webview.serve(Path(opts.data_dir) / "mage.db", opts.tenant, opts.address,
                         opts.allow_non_loopback, _policy(opts.policy))
