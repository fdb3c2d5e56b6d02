"""`mage audit serve`: the read-only web view of the audit log (stdlib HTTP, loopback default).

Every request opens its own read-only connection, so the view never writes
and runs beside a live sidecar (WAL readers do not block the writer). Pages:
`/` the decision list with filters and keyset paging, `/decision/<id>` one
decision with its memory graph, `/decision/<id>/graph.svg` the graph alone.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

import apsw

from mage.sidecar.app.cli.common import parse_time
from mage.sidecar.audit.memory_log import FAILS_DIGEST
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.config import is_loopback
from mage.sidecar.errors import ConfigError, InvalidRequest, MageError, NotFound
from mage.sidecar.evaluation.policy import Policy
from mage.sidecar.memory.facts import rebuild
from mage.sidecar.memory.graph import (
    CONTRADICTION,
    DANGLING,
    POISON,
    QUARANTINE,
    SUPERSEDED,
    TAINT,
    WEAK,
    Node,
)
from mage.sidecar.review import read as review
from mage.sidecar.review.web import pages as webpages
from mage.sidecar.review.web import svg
from mage.sidecar.store import db as store

CHAIN_STEP = 5000  # records per background step (a page view waits for at most one)
PAGE_STEP = 2000  # records a page view checks itself, to catch up with the newest
CHAIN_PAUSE_S = 10.0  # once at the head, look for new records this often
HEADERS = {
    # No script may run and nothing may be fetched from elsewhere: the pages are self-contained.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


class ChainWatch:
    """Walks the audit chain a step at a time, in the background and on each page view, so
    a long chain is checked once and then only its new records."""

    def __init__(self, connect: Callable[[], apsw.Connection], tenant: str) -> None:
        self._connect, self._tenant = connect, tenant
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.progress, self.checked_ms = review.ChainProgress(), 0

    def step(self, conn: apsw.Connection, size: int) -> review.ChainProgress:
        with self._lock:
            self.progress = review.verify_more(conn, self._tenant, self.progress, size)
            self.checked_ms = store.now_ms()
            return self.progress

    def start(self) -> None:
        threading.Thread(target=self._run, name="mage-chain-watch", daemon=True).start()

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        conn = self._connect()
        while not self._stop.is_set():
            p = self.step(conn, CHAIN_STEP)
            if p.done or not p.ok:
                self._stop.wait(CHAIN_PAUSE_S)


class View:
    """What the pages are built from: the database, the tenant, the policy for marks."""

    def __init__(self, db: Path, tenant: str, policy: Policy) -> None:
        self.db, self.tenant, self.policy = db, tenant, policy
        self.watch = ChainWatch(self.connect, tenant)

    def connect(self) -> apsw.Connection:
        return apsw.Connection(str(self.db), flags=apsw.SQLITE_OPEN_READONLY)

    def list_page(self, query: dict[str, str]) -> str:
        page = review.list_decisions(
            self.connect(), self.tenant, session=query.get("session", ""),
            verdict=query.get("verdict", ""), action_type=query.get("action_type", ""),
            tool=query.get("tool", ""), rule=query.get("rule", ""),
            since_ms=parse_time(query.get("since", ""), "since"),
            until_ms=parse_time(query.get("until", ""), "until"), page_size=50,
            page_token=query.get("page", ""), with_feedback=True)
        return webpages.list_page(page.rows, query, page.next_token)

    def decision_page(self, decision_id: str) -> str:
        conn = self.connect()
        rec, memories, exp = review.get_joined(conn, self.tenant, decision_id)
        link = review.check_link(conn, self.tenant, decision_id)
        chain = {"link_ok": link.ok, "link_problem": link.problem,
                 "full": self.watch.step(conn, PAGE_STEP), "checked_ms": self.watch.checked_ms}
        checks = review.check_memories(conn, memories)
        return webpages.decision_page(rec, memories, self.graph(conn, rec, memories),
                                      review.feedback(conn, self.tenant, decision_id), chain,
                                      checks, exp)

    def graph(self, conn: apsw.Connection, rec: AuditRecordV1,
              memories: list[tuple[store.EntryRow, list[store.PatchRow]]]) -> str:
        """The SVG of the memories the decision saw, marked as they stood at its snapshot."""
        sess = _snapshot(conn, self.tenant, rec, self.policy.classifier_threshold)
        checks = review.check_memories(conn, memories)
        nodes = [svg.GraphNode(row.id, f"{row.source}/{row.kind}", row.confidence,
                               row.depends_on, _marks(sess.nodes.get(row.id)),
                               _title(row, checks.get(row.seq, "")))
                 for row, _ in memories]  # breadth-first from the basis: nearest kept
        paths = [e.path for _, e in rec.evidence() if e.path]
        return svg.draw(nodes, rec.basis, paths, f"{rec.action.type}: {rec.action.tool}")


def _title(row: store.EntryRow, problem: str) -> str:
    """A node's tooltip: its content, said to be edited when it fails its digest."""
    if FAILS_DIGEST in problem:
        return f"NOT AS WRITTEN ({problem}); as stored now: {row.content[:300]}"
    return row.content[:300]


def _snapshot(conn: apsw.Connection, tenant: str, rec: AuditRecordV1, threshold: float) -> Any:
    model = rec.model_version
    scores = store.session_scores(conn, tenant, rec.session, model) if model else {}
    return rebuild(store.session_log(conn, tenant, rec.session), scores, threshold,
                   rec.snapshot_seq)


def _marks(node: Node | None) -> tuple[str, ...]:
    if node is None:
        return ()
    out = []
    for mark, name in ((TAINT, "tainted"), (POISON, "tainted"), (QUARANTINE, "quarantined"),
                       (CONTRADICTION, "contradicting"), (SUPERSEDED, "superseded"),
                       (DANGLING, "dangling")):
        if mark in node.marks:
            out.append(name)
    if node.eff_conf < WEAK:
        out.append("low-confidence")
    return tuple(dict.fromkeys(out))


class _Handler(BaseHTTPRequestHandler):
    view: View  # set on the subclass made per server

    def do_GET(self) -> None:
        url = urlsplit(self.path)
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        try:
            status, kind, body = 200, "text/html; charset=utf-8", self._route(url.path, query)
        except NotFound as exc:
            status, kind, body = 404, "text/html; charset=utf-8", webpages.error_page(404, str(exc))
        except MageError as exc:
            status, kind, body = 400, "text/html; charset=utf-8", webpages.error_page(400, str(exc))
        except Exception as exc:  # one bad record must not take the view down
            status, kind = 500, "text/html; charset=utf-8"
            body = webpages.error_page(500, f"{type(exc).__name__}: {exc}")
        if body.startswith("<svg"):
            kind = "image/svg+xml"
        self._send(status, kind, body.encode())

    def _route(self, path: str, query: dict[str, str]) -> str:
        if path == "/":
            return self.view.list_page(query)
        parts = [unquote(p) for p in path.strip("/").split("/")]
        if len(parts) == 2 and parts[0] == "decision":
            return self.view.decision_page(parts[1])
        if len(parts) == 3 and parts[0] == "decision" and parts[2] == "graph.svg":
            conn = self.view.connect()
            rec, memories = review.get_decision(conn, self.view.tenant, parts[1])
            return self.view.graph(conn, rec, memories)
        raise NotFound(f"no page at {path}")

    def _send(self, status: int, kind: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for k, v in HEADERS.items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self) -> None:
        self._send(405, "text/plain", b"read-only: only GET is served\n")

    do_PUT = do_DELETE = do_PATCH = do_POST

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the view is for people at a terminal; requests are not worth a line each


def make_server(db: Path, tenant: str, address: str, allow_non_loopback: bool,
                policy: Policy) -> ThreadingHTTPServer:
    """A bound server (not yet serving; its chain watch has started); `server_address` has
    the real port."""
    host, port = _split(address, allow_non_loopback)
    view = View(db, tenant, policy)
    handler = type("Handler", (_Handler,), {"view": view})
    try:
        server = ThreadingHTTPServer((host, port), handler)
    except OSError as exc:
        raise ConfigError(f"--address: cannot listen on {address}: {exc}") from None
    server.daemon_threads = True
    view.watch.start()
    return server


def serve(db: Path, tenant: str, address: str, allow_non_loopback: bool, policy: Policy) -> int:
    """Serve until SIGINT or SIGTERM; the first line printed says where."""
    server = make_server(db, tenant, address, allow_non_loopback, policy)
    host, port = str(server.server_address[0]), server.server_address[1]
    print(f"serving the audit view on http://{host}:{port}/ (read-only; Ctrl-C stops)",
          flush=True)
    signal.signal(signal.SIGTERM, lambda *_: threading.Thread(target=server.shutdown).start())
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def _split(address: str, allow_non_loopback: bool) -> tuple[str, int]:
    host, _, port = address.rpartition(":")
    host = host.strip("[]")
    if not host or not port.isdigit():
        raise InvalidRequest(f"--address: expected host:port, got {address!r}")
    if not is_loopback(host) and not allow_non_loopback:
        raise InvalidRequest(f"--address: {host} is not loopback; the view shows memory "
                             "content, pass --allow-non-loopback to expose it")
    return host, int(port)
