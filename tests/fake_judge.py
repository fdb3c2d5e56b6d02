"""A local OpenAI-compatible chat-completions endpoint whose behaviour the test controls.

It answers on 127.0.0.1 from a thread, records every request it receives
(path, headers, parsed body), and replies with whatever the test set:
a well-formed judge answer, raw content of any kind, an HTTP error status,
or nothing until after a delay.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from mage.contract.types import RISK_COMPONENTS


@dataclass(frozen=True)
class Received:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]


class FakeJudge:
    """The endpoint; set `content`, `status`, `envelope` or `delay_s` to change what it does."""

    def __init__(self) -> None:
        self.content = ""  # choices[0].message.content of the next replies
        self.envelope: bytes | None = None  # a whole reply body, replacing the chat completion
        self.status = 200
        self.delay_s = 0.0
        self.requests: list[Received] = []
        self._lock = threading.Lock()
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.fake = self
        # A short poll interval: shutdown() waits up to one interval, once per test.
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.02,),
                                        daemon=True)
        self.answer()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def answer(self, rationale: str = "looks fine", blamed: tuple[str, ...] = (),
               **risk: float) -> None:
        """Reply with a schema-conforming answer; components not named score 0."""
        self.content = json.dumps({
            "risk": {name: risk.get(name, 0.0) for name in RISK_COMPONENTS},
            "rationale": rationale,
            "blamed_memory_ids": list(blamed),
        })

    def start(self) -> FakeJudge:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def record(self, received: Received) -> None:
        with self._lock:
            self.requests.append(received)

    def reply(self) -> bytes:
        if self.envelope is not None:
            return self.envelope
        return json.dumps({
            "id": "chatcmpl-fake", "object": "chat.completion", "model": "fake",
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": self.content}}],
        }).encode()


class _Server(ThreadingHTTPServer):
    fake: FakeJudge

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that gave up on a slow reply is expected here, not a failure


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def do_POST(self) -> None:
        fake = self.server.fake
        length = int(self.headers.get("Content-Length", "0"))
        fake.record(Received(self.path, dict(self.headers.items()),
                             json.loads(self.rfile.read(length))))
        if fake.delay_s:
            time.sleep(fake.delay_s)
        body = fake.reply()
        try:
            self.send_response(fake.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass  # the client timed out and closed the connection

    def log_message(self, format: str, *args: Any) -> None:
        pass  # keep test output quiet
