"""HTML of the audit web view: the decision list and the decision page. No script at all;
every value is escaped, and the pages are complete without any other request."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any
from urllib.parse import quote, urlencode

from mage.contract.types import Explanation
from mage.sidecar.app.cli.common import ACTION_TYPES, VERDICTS, when
from mage.sidecar.audit.memory_log import FAILS_DIGEST, UNCHAINED
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.review.read import Explained

CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1c1c1c;background:#fafafa}
header{background:#263238;color:#fff;padding:10px 24px}header a{color:#fff;text-decoration:none}
main{padding:16px 24px;max-width:1400px}h1{font-size:20px;margin:8px 0}
h2{font-size:16px;margin:22px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
table{border-collapse:collapse;background:#fff}td,th{border:1px solid #ddd;padding:4px 8px;
text-align:left;vertical-align:top}th{background:#f0f0f0}code{font-size:12px}
.verdict{font-weight:bold;padding:1px 8px;border-radius:10px;color:#fff}
.verdict-PROCEED{background:#2e7d32}.verdict-WARN{background:#b58900}
.verdict-REDIRECT{background:#6a1b9a}.verdict-HALT{background:#c62828}
.mark-false_positive{color:#00838f;font-weight:bold}.mark-confirmed{color:#1565c0;font-weight:bold}
form.filters input,form.filters select{margin-right:8px}
.bar{background:#eee;width:120px;height:10px;display:inline-block}
.bar span{display:block;height:10px;background:#c62828}
.ok{color:#2e7d32;font-weight:bold}.bad{color:#c62828;font-weight:bold}.muted{color:#777}
.graph{overflow-x:auto;background:#fff;border:1px solid #ddd;padding:6px}
"""


def layout(title: str, body: str) -> str:
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{escape(title)}"
            f"</title><style>{CSS}</style></head><body><header><a href=\"/\">MAGE audit</a>"
            f" · read-only</header><main>{body}</main></body></html>")


def verdict(v: str) -> str:
    return f'<span class="verdict verdict-{escape(v)}">{escape(v)}</span>'


def mark(m: str) -> str:
    return f'<span class="mark-{escape(m)}">{escape(m.replace("_", " "))}</span>' if m else ""


def error_page(status: int, message: str) -> str:
    return layout(f"{status}", f"<h1>{status}</h1><p id=error>{escape(message)}</p>"
                  '<p><a href="/">back to the decision list</a></p>')


# --- the list ------------------------------------------------------------------------------


def list_page(rows: Sequence[dict[str, Any]], query: dict[str, str], next_token: str) -> str:
    """Decisions newest first with the filter form and a link to the next (older) page."""
    body = ["<h1>Decisions</h1>", _filter_form(query)]
    body.append("<table id=decisions><tr><th>decision</th><th>time (UTC)</th><th>verdict</th>"
                "<th>action</th><th>tool</th><th>session</th><th>feedback</th></tr>")
    for r in rows:
        href = "/decision/" + quote(r["decision_id"])
        body.append(f'<tr><td><a class="decision-link" href="{href}"><code>'
                    f'{escape(r["decision_id"])}</code></a></td><td>{when(r["time_ms"])}</td>'
                    f"<td>{verdict(r['verdict'])}</td><td>{escape(r['action_type'])}</td>"
                    f"<td>{escape(r['tool'])}</td><td>{escape(r['session'])}</td>"
                    f"<td>{mark(r.get('feedback', ''))}</td></tr>")
    body.append("</table>")
    if not rows:
        body.append("<p class=muted>No decision matches.</p>")
    if next_token:
        nxt = urlencode({**{k: v for k, v in query.items() if v}, "page": next_token})
        body.append(f'<p><a id=next href="/?{nxt}">older decisions →</a></p>')
    return layout("MAGE decisions", "".join(body))


def _filter_form(q: dict[str, str]) -> str:
    def text(name: str, label: str) -> str:
        return (f'<label>{label} <input name="{name}" value="{escape(q.get(name, ""))}" '
                'size=14></label>')

    def choice(name: str, options: Sequence[str]) -> str:
        opts = "".join(f'<option{" selected" if q.get(name) == o else ""}>{o}</option>'
                       for o in ["", *options])
        return f'<label>{name.replace("_", " ")} <select name="{name}">{opts}</select></label>'

    return ('<form class=filters method=get action="/">' + text("session", "session")
            + choice("verdict", VERDICTS) + choice("action_type", ACTION_TYPES)
            + text("tool", "tool") + text("rule", "rule") + text("since", "since")
            + text("until", "until") + "<button>filter</button></form>")


# --- one decision -------------------------------------------------------------------------


def decision_page(rec: AuditRecordV1, memories: Sequence[tuple[Any, Sequence[Any]]],
                  graph_svg: str, feedback: Sequence[Any], chain: dict[str, Any],
                  checks: Mapping[int, str] | None = None,
                  exp: Explained | None = None) -> str:
    """Everything one decision was: action, risk and evidence, graph, tiers, feedback, chain;
    `checks` (seq -> problem) marks the memories that are not as written; `exp` says where
    its attribution stands (joined into `rec` once recorded)."""
    body = [f"<h1>Decision <code id=decision-id>{escape(rec.decision_id)}</code> "
            f"<span id=verdict>{verdict(rec.verdict)}</span></h1>",
            f"<p id=message>{escape(rec.message)}</p>",
            f"<p class=muted>{when(rec.time_ms)} UTC · session "
            f"<code>{escape(rec.session)}</code> · snapshot seq {rec.snapshot_seq} · "
            f"policy <code>{escape(rec.policy_hash[:12])}</code> · model "
            f"<code>{escape(rec.model_version or '-')}</code></p>",
            _action(rec), _risk(rec),
            f'<section id=graph><h2>Memory graph at the snapshot</h2><div class=graph>'
            f"{graph_svg}</div></section>",
            _advice(rec), _critical(rec, exp), _memories(memories, checks or {}), _lessons(rec),
            _tiers(rec),
            _feedback(feedback), _chain(chain)]
    return layout(f"MAGE decision {rec.decision_id}", "".join(body))


def _action(rec: AuditRecordV1) -> str:
    act, ctx = rec.action, rec.context.to_plain()
    args = act.arguments
    rows = "".join(f"<tr><th>{escape(k)}</th><td><code>{escape(str(v))}</code></td></tr>"
                   for k, v in ([("*", args)] if isinstance(args, str) else args.items()))
    redacted = (f"<p class=muted>redacted by policy: {escape(', '.join(rec.redacted))}</p>"
                if rec.redacted else "")
    return (f"<section id=action><h2>Action</h2><p><b>{escape(act.type)}</b> "
            f"{escape(act.custom_type)} tool <code>{escape(act.tool)}</code> "
            f"{escape(act.description)}</p><table>{rows}</table><p>context: "
            f"<code>{escape(json.dumps(ctx))}</code></p>{redacted}</section>")


def _risk(rec: AuditRecordV1) -> str:
    rows = []
    for name, comp in rec.risk.items():
        ev = "".join(
            f"<li><code>{escape(e.rule)}</code> {e.score:.2f} — {escape(e.detail)}"
            f" <span class=muted>memories {escape(', '.join(e.memory_ids))}"
            + (f"; path {escape(' → '.join(e.path))}" if e.path else "")
            + "</span></li>" for e in comp.evidence)
        rows.append(f'<tr><th>{name}</th><td>{comp.score:.2f} <span class=bar><span '
                    f'style="width:{int(comp.score * 100)}%"></span></span></td>'
                    f"<td><ul>{ev}</ul></td></tr>")
    return ("<section id=risk><h2>Risk vector and evidence</h2><table><tr><th>component</th>"
            f"<th>score</th><th>evidence</th></tr>{''.join(rows)}</table></section>")


def _advice(rec: AuditRecordV1) -> str:
    items = [f"<li>instead: [{escape(r.kind)}] {escape(r.instruction)}</li>"
             for r in rec.redirects]
    items += [f"<li>repair: {escape(r.op.value)} <code>{escape(r.memory_id)}</code> — "
              f"{escape(r.reason)}</li>" for r in rec.repairs]
    return f"<section id=advice><h2>Redirects and repairs</h2><ul>{''.join(items)}</ul></section>"


def _critical(rec: AuditRecordV1, exp: Explained | None = None) -> str:
    if exp is not None and exp.status is not Explanation.COMPLETE:
        why = exp.record.reason if exp.record is not None else "worked out after the answer"
        return (f"<section id=critical><h2>Memories the verdict depends on</h2>"
                f"<p id=explanation>{escape(exp.status.value)}: {escape(why)}</p></section>")
    rows = "".join(f"<tr><td><code>{escape(c.memory_id)}</code></td>"
                   f"<td>{verdict(c.verdict_without.name)}</td><td>{escape(c.detail)}</td></tr>"
                   for c in rec.critical)
    if not rows:
        return ""
    bounded = " (cut short by its time budget)" if rec.attribution_bounded else ""
    return (f"<section id=critical><h2>Memories the verdict depends on{bounded}</h2><table>"
            f"<tr><th>memory</th><th>verdict without it</th><th>why</th></tr>{rows}</table>"
            "</section>")


def _memories(memories: Sequence[tuple[Any, Sequence[Any]]], checks: Mapping[int, str]) -> str:
    rows = []
    for row, patches in memories:
        ps = "".join(f"<div class=muted>patch {escape(p.op)} {escape(p.target_id or str(p.value))}"
                     f" ({escape(p.reason)})</div>{_check(checks.get(p.seq, ''))}"
                     for p in patches)
        deps = escape(", ".join(row.depends_on)) or "-"
        problem = checks.get(row.seq, "")
        content = (f"<span class=muted>as stored now:</span> {escape(row.content[:300])}"
                   if FAILS_DIGEST in problem else escape(row.content[:300]))
        rows.append(f"<tr><td>{row.seq}</td><td><code>{escape(row.id)}</code></td>"
                    f"<td>{escape(row.source)}/{escape(row.kind)}</td>"
                    f"<td>{row.confidence:.2f}</td><td>{deps}</td>"
                    f"<td>{_check(problem)}{content}{ps}</td></tr>")
    return ("<section id=memories><h2>Memories seen at the snapshot</h2><table><tr><th>seq</th>"
            "<th>id</th><th>source/kind</th><th>conf</th><th>depends on</th><th>content</th>"
            f"</tr>{''.join(rows)}</table></section>")


def _check(problem: str) -> str:
    """A memory log row's state, where it is not simply as written."""
    if not problem:
        return ""
    if problem == UNCHAINED:
        return f"<div class=muted>{escape(problem)}</div>"
    return f"<div class='bad not-as-written'>not as written: {escape(problem)}</div>"


def _lessons(rec: AuditRecordV1) -> str:
    items = "".join(f"<li><code>{escape(x)}</code></li>" for x in rec.lessons)
    return ("<section id=lessons><h2>Lessons cited</h2>"
            + (f"<ul>{items}</ul>" if items else "<p class=muted>none</p>") + "</section>")


def _tiers(rec: AuditRecordV1) -> str:
    rows = "".join(f"<tr><td>{escape(x.tier)}</td><td>{escape(x.status)}</td>"
                   f"<td>{x.latency_ms:.3f}</td><td>{escape(x.detail)}</td></tr>"
                   for x in rec.tiers)
    return ("<section id=tiers><h2>Tier timings</h2><table><tr><th>tier</th><th>status</th>"
            f"<th>ms</th><th>detail</th></tr>{rows}</table></section>")


def _feedback(marks: Sequence[Any]) -> str:
    rows = "".join(f"<tr><td>{when(m.created_ms)}</td><td>{mark(m.mark)}</td>"
                   f"<td>{escape(m.author)}</td><td>{escape(m.note)}</td></tr>" for m in marks)
    table = ("<table><tr><th>time (UTC)</th><th>mark</th><th>author</th><th>note</th></tr>"
             f"{rows}</table>") if marks else "<p class=muted>no feedback yet</p>"
    return f"<section id=feedback><h2>Feedback</h2>{table}</section>"


def _chain(chain: dict[str, Any]) -> str:
    link = ('<span class=ok>this record hashes to its stored hash and follows the record '
            'before it</span>' if chain["link_ok"] else
            "<span class=bad>this record does not match its place in the chain"
            + (f": {escape(chain['link_problem'])}" if chain.get("link_problem") else "")
            + "</span>")
    full = chain["full"]
    if not full.ok:
        state = (f"<span class=bad>chain BROKEN at record {full.records} "
                 f"({escape(full.first_bad_decision_id or 'end')}): {escape(full.detail)}</span>")
    elif full.done:
        state = f"<span class=ok>chain verified: {full.records} records intact</span>"
    else:
        state = (f"<span class=muted>verifying the chain: {full.records} of "
                 f"{full.head_records} records checked, no break so far</span>")
    return (f"<section id=chain><h2>Audit chain</h2><p>{link}</p><p>{state} "
            f"<span class=muted>(checked {when(chain['checked_ms'])} UTC)</span></p></section>")
