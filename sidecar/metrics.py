"""Prometheus metrics: kept in process, served in the text exposition format on an opt-in address.

No client library: the sidecar needs counters, a few histograms and gauges
read at scrape time, which is a hundred lines of the standard library, while
`prometheus_client` would add a dependency (and its own process-global
registry and thread) to every install for that. Recording is a lock and a dict
update, a few microseconds per check; scraping reads a snapshot.

Families (all prefixed `mage_`):
    decisions_total{verdict,action_type}       decisions written to the audit log, by the
                                               verdict answered
    monitor_would_have_stopped_total{verdict,action_type}
                                               monitor-mode decisions that would have
                                               REDIRECTed or HALTed (answered WARN)
    audit_write_failures_total                 decisions whose record could not be written
    tier_latency_seconds{tier}                 histogram, per tier that ran
    judge_calls_total{outcome}                 ran, cached, error, budget (refused by a budget)
    write_jobs_total{kind}, entries_written_total, commit_group_jobs (histogram)
    write_queue_depth, scoring_queue_depth     gauges, read at scrape time
    feedback_total{mark}
"""

from __future__ import annotations

import bisect
import threading
from collections.abc import Callable, Iterable, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import structlog

from mage.contract import types as t
from mage.sidecar.config import is_loopback
from mage.sidecar.errors import ConfigError

log = structlog.get_logger("mage.metrics")

LATENCY_BUCKETS = (0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1,
                   0.25, 0.5, 1.0, 2.5, 5.0)
GROUP_BUCKETS = (1, 2, 4, 8, 16, 32, 64, 128, 256)

HELP = {
    "mage_decisions_total": ("counter", "Decisions written to the audit log, by verdict and "
                             "action type."),
    "mage_monitor_would_have_stopped_total": (
        "counter", "Monitor-mode decisions that would have stopped the agent, by the verdict "
        "that would have been enforced (REDIRECT, HALT) and action type; each was answered "
        "WARN."),
    "mage_audit_write_failures_total": ("counter", "Decisions whose audit record could not be "
                                        "written (the policy's on_audit_failure applied)."),
    "mage_tier_latency_seconds": ("histogram", "Time each evaluation tier took, when it ran."),
    "mage_judge_calls_total": ("counter", "Judge tier calls by outcome: ran, cached, error, "
                               "budget (refused by a budget)."),
    "mage_write_jobs_total": ("counter", "Durable jobs committed by the writer, by kind."),
    "mage_entries_written_total": ("counter", "Memory entries committed."),
    "mage_commit_group_jobs": ("histogram", "Jobs per writer commit (group commit size)."),
    "mage_feedback_total": ("counter", "Feedback marks recorded, by mark."),
    "mage_write_queue_depth": ("gauge", "Durable jobs waiting for the writer."),
    "mage_scoring_queue_depth": ("gauge", "Entries waiting for the classifier."),
}

Labels = tuple[tuple[str, str], ...]


class Registry:
    """Counters and histograms by (family, labels); gauges are callbacks read at scrape."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counters: dict[tuple[str, Labels], float] = {}
        self._histograms: dict[tuple[str, Labels], list[float]] = {}
        self._bounds: dict[str, Sequence[float]] = {}
        self.gauges: dict[str, Callable[[], float]] = {}

    def inc(self, name: str, labels: Labels = (), by: float = 1.0) -> None:
        key = (name, labels)
        with self._lock:
            self._counters[key] = self._counters.get(key, 0.0) + by

    def observe(self, name: str, value: float, bounds: Sequence[float], labels: Labels = ()
                ) -> None:
        """One observation; the layout is [bucket counts..., +Inf count, sum]."""
        key = (name, labels)
        i = bisect.bisect_left(bounds, value)
        with self._lock:
            cells = self._histograms.get(key)
            if cells is None:
                cells = self._histograms[key] = [0.0] * (len(bounds) + 2)
                self._bounds[name] = bounds
            cells[i] += 1
            cells[-1] += value

    def snapshot(self) -> tuple[dict[tuple[str, Labels], float],
                                dict[tuple[str, Labels], list[float]]]:
        with self._lock:
            return dict(self._counters), {k: list(v) for k, v in self._histograms.items()}

    def render(self) -> str:
        """The Prometheus text exposition format (version 0.0.4)."""
        counters, histograms = self.snapshot()
        lines: list[str] = []
        for name, (kind, text) in HELP.items():
            lines += [f"# HELP {name} {text}", f"# TYPE {name} {kind}"]
            if kind == "counter":
                lines += [f"{name}{_labels(lb)} {_num(v)}"
                          for (n, lb), v in sorted(counters.items()) if n == name]
            elif kind == "histogram":
                for (n, lb), cells in sorted(histograms.items()):
                    if n == name:
                        lines += _histogram(name, lb, self._bounds[name], cells)
            elif name in self.gauges:
                lines.append(f"{name} {_num(_gauge(self.gauges[name]))}")
        return "\n".join(lines) + "\n"


def _histogram(name: str, labels: Labels, bounds: Sequence[float], cells: list[float]
               ) -> list[str]:
    out, running = [], 0.0
    for bound, count in zip([*bounds, float("inf")], cells[:-1], strict=True):
        running += count
        le = "+Inf" if bound == float("inf") else _num(bound)
        out.append(f"{name}_bucket{_labels((*labels, ('le', le)))} {_num(running)}")
    out.append(f"{name}_sum{_labels(labels)} {_num(cells[-1])}")
    out.append(f"{name}_count{_labels(labels)} {_num(running)}")
    return out


def _gauge(read: Callable[[], float]) -> float:
    try:
        return float(read())
    except Exception:  # a scrape must not fail because one gauge could not be read
        return float("nan")


def _labels(labels: Labels) -> str:
    if not labels:
        return ""
    body = ",".join(f'{k}="{_escape(v)}"' for k, v in labels)
    return "{" + body + "}"


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def _num(value: float) -> str:
    return repr(float(value)) if value != int(value) else str(int(value))


REGISTRY = Registry()


# --- recording (one call per site) ----------------------------------------------------


def record_decision(decision: t.Decision, action_type: str) -> None:
    """A decision that reached the audit log: its outcome, its tiers' latencies, judge calls."""
    REGISTRY.inc("mage_decisions_total",
                 (("verdict", decision.verdict.name), ("action_type", action_type)))
    for tier in decision.tiers:
        if tier.status == "ran":
            REGISTRY.observe("mage_tier_latency_seconds", tier.latency_ms / 1000,
                             LATENCY_BUCKETS, (("tier", tier.tier),))
        if tier.tier == "judge":
            _judge(tier)


def _judge(tier: t.TierResult) -> None:
    if tier.status == "ran":
        outcome = "cached" if "cached=yes" in tier.detail else "ran"
    elif tier.status == "error":
        outcome = "error"
    elif "budget" in tier.detail:
        outcome = "budget"
    else:
        return  # not wanted on this check: not a call
    REGISTRY.inc("mage_judge_calls_total", (("outcome", outcome),))


def record_monitored(would_have: t.Verdict, action_type: str) -> None:
    """A monitor-mode decision: counted when the verdict it was not held to would stop."""
    if would_have >= t.Verdict.REDIRECT:
        REGISTRY.inc("mage_monitor_would_have_stopped_total",
                     (("verdict", would_have.name), ("action_type", action_type)))


def record_audit_failure() -> None:
    """A decision whose audit record could not be written."""
    REGISTRY.inc("mage_audit_write_failures_total")


def record_commit(jobs: Iterable[Any]) -> None:
    """One writer commit group (jobs with `kind` and `payload`)."""
    count = 0
    for job in jobs:
        count += 1
        REGISTRY.inc("mage_write_jobs_total", (("kind", job.kind),))
        if job.kind == "entries":
            REGISTRY.inc("mage_entries_written_total", (), len(job.payload))
    REGISTRY.observe("mage_commit_group_jobs", count, GROUP_BUCKETS)


def record_feedback(mark: str) -> None:
    REGISTRY.inc("mage_feedback_total", (("mark", mark),))


# --- the endpoint ---------------------------------------------------------------------


class Endpoint:
    """`GET /metrics` on its own thread; `close()` stops it."""

    def __init__(self, address: str, gauges: dict[str, Callable[[], float]],
                 allow_non_loopback: bool = False) -> None:
        host, port = _split(address, allow_non_loopback)
        REGISTRY.gauges.update(gauges)
        try:
            self._server = ThreadingHTTPServer((host, port), _Handler)
        except OSError as exc:
            raise ConfigError(f"config.metrics.address: cannot listen on {address}: {exc}"
                              ) from exc
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever,
                                        name="mage-metrics", daemon=True)
        self._thread.start()
        log.info("metrics_serving", address=f"{host}:{self.port}")

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


def start(address: str, gauges: dict[str, Callable[[], float]],
          allow_non_loopback: bool = False) -> Endpoint | None:
    """Serve metrics on `address` (host:port); None when the address is empty (off)."""
    return Endpoint(address, gauges, allow_non_loopback) if address else None


def _split(address: str, allow_non_loopback: bool) -> tuple[str, int]:
    host, _, port = address.rpartition(":")
    host = host.strip("[]")
    if not host or not port.isdigit():
        raise ConfigError(f"config.metrics.address: expected host:port, got {address!r}")
    if not is_loopback(host) and not allow_non_loopback:
        raise ConfigError(f"config.metrics.address: {host} is not a loopback address; set "
                          "server.allow_non_loopback to expose metrics beyond this host")
    return host, int(port)


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        if self.path.split("?", 1)[0] != "/metrics":
            self.send_error(404, "only /metrics is served here")
            return
        body = REGISTRY.render().encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass  # scrapes every few seconds would drown the sidecar's own log
