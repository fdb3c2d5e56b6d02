"""`mage-mcp`: a guarding MCP proxy between any MCP client and an MCP server, over stdio.

    mage-mcp [--target unix:///tmp/mage.sock] [--read-only TOOL] [--retrieved TOOL] \\
        -- python my_server.py --its-own-flags

The proxy serves the upstream server's tools unchanged and checks every
`tools/call` with MAGE before forwarding it:

- PROCEED and WARN forward the call (WARN is logged and noted in the result's
  `_meta["mage/decision"]`);
- HALT, and a REDIRECT that only asks to verify a memory, answer with a tool
  result that has `isError` set and the reason, so the model can react instead
  of meeting a protocol error;
- a REDIRECT to confirm with a person asks the person through the client:
  elicitation on a handshake-era connection, an input round (`InputRequiredResult`)
  on a 2026-07-28 connection; the call is forwarded only when they approve, and
  declined with the reason when they refuse or the client cannot ask.

Every forwarded call is written as an ACTION memory and its result as a TOOL
memory (RETRIEVED for the tools named with `--retrieved`), so later checks see
what the tools said. Each MCP connection is its own MAGE session unless
`--session` names one. Needs the `mcp` extra: `pip install 'mage-guard[mcp]'`.
"""

from __future__ import annotations

import argparse
import functools
import json
import logging
import os
import secrets
import sys
from collections import OrderedDict
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, assert_never

import anyio
from mcp import Client, StdioServerParameters, stdio_server, types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from mage.client import AsyncMageClient, Decision, MageError, Verdict, WriterOptions
from mage.client.integrations import _core
from mage.client.integrations._cache import DecisionCache
from mage.client.integrations._core import Step, ToolCall

CONFIRM_KEY = "mage_confirm"
"""The key of the confirmation form in an input round."""

CONFIRM_SCHEMA: types.ElicitRequestedSchema = {
    "type": "object",
    "properties": {
        "approve": {"type": "boolean", "title": "Allow this call"},
        "note": {"type": "string", "title": "Note for the agent"},
    },
    "required": ["approve"],
}
_MAX_PENDING = 1024  # confirmations awaiting the client's retry; the oldest are forgotten


@dataclass(frozen=True, slots=True)
class ProxyConfig:
    """How the proxy names sessions, classes tools and waits."""

    session: str | None = None
    """One MAGE session for every connection; None: a new session per connection."""
    read_only: frozenset[str] = frozenset()
    """Tools checked as reads, besides those whose annotations say read-only."""
    retrieved: frozenset[str] = frozenset()
    """Tools whose output is third-party text (a page, a mailbox), written as RETRIEVED."""
    flush_timeout: float = 2.0
    """Seconds a check waits for the session's earlier memories to land first, and the
    proxy's writes at exit."""


@dataclass(slots=True)
class Connection:
    """What the proxy keeps for one MCP connection."""

    session: str
    calls: int = 0
    pending: OrderedDict[str, ToolCall] = field(default_factory=OrderedDict)
    """Calls awaiting a person's answer, by the request state handed to the client."""

    def next_call_id(self) -> str:
        self.calls += 1
        return f"{self.session}-call-{self.calls}"


class GuardingProxy:
    """The handlers of a low-level MCP server that forwards to an upstream `mcp.Client`."""

    def __init__(self, mage: AsyncMageClient, upstream: Client, config: ProxyConfig) -> None:
        self.mage, self.upstream, self.config = mage, upstream, config
        self.cache = DecisionCache()
        self._read_only: set[str] = set(config.read_only)

    def server(self) -> Server[Connection]:
        """A server with this proxy's handlers; run it once per connection.

        Resources and prompts pass through when the upstream offers them, so that the
        proxy hides nothing the client could use without it.
        """
        offered = self.upstream.server_capabilities
        passed: dict[str, Any] = {}
        if offered.resources is not None:
            passed |= {"on_list_resources": self.list_resources,
                       "on_list_resource_templates": self.list_resource_templates,
                       "on_read_resource": self.read_resource}
        if offered.prompts is not None:
            passed |= {"on_list_prompts": self.list_prompts, "on_get_prompt": self.get_prompt}
        return Server(
            "mage-mcp",
            instructions=self.upstream.instructions,
            lifespan=self._connection,
            on_list_tools=self.list_tools,
            on_call_tool=self.call_tool,
            **passed,
        )

    @asynccontextmanager
    async def _connection(self, _: Server[Connection]) -> AsyncIterator[Connection]:
        yield Connection(self.config.session or f"mcp-{secrets.token_hex(6)}")

    async def list_tools(
        self, ctx: ServerRequestContext[Connection], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        """The upstream's tools, unchanged; read-only annotations are noted for the checks."""
        listed = await self.upstream.list_tools(cursor=_cursor(params))
        for tool in listed.tools:
            if tool.annotations is not None and tool.annotations.read_only_hint:
                self._read_only.add(tool.name)
        return listed

    async def read_resource(
        self, ctx: ServerRequestContext[Connection], params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        """The upstream's resource, unchanged; its text is written as RETRIEVED memory."""
        read = await self.upstream.read_resource(params.uri)
        texts = [c.text for c in read.contents if isinstance(c, types.TextResourceContents)]
        if texts:
            conn = ctx.lifespan_context
            _core.write(self.mage, _core.fetched_entry(
                conn.session, f"{conn.next_call_id()}-read", "\n".join(texts), str(params.uri)))
        return read

    async def list_resources(
        self, ctx: ServerRequestContext[Connection], params: types.PaginatedRequestParams | None
    ) -> types.ListResourcesResult:
        """Passed through."""
        return await self.upstream.list_resources(cursor=_cursor(params))

    async def list_resource_templates(
        self, ctx: ServerRequestContext[Connection], params: types.PaginatedRequestParams | None
    ) -> types.ListResourceTemplatesResult:
        """Passed through."""
        return await self.upstream.list_resource_templates(cursor=_cursor(params))

    async def list_prompts(
        self, ctx: ServerRequestContext[Connection], params: types.PaginatedRequestParams | None
    ) -> types.ListPromptsResult:
        """Passed through."""
        return await self.upstream.list_prompts(cursor=_cursor(params))

    async def get_prompt(
        self, ctx: ServerRequestContext[Connection], params: types.GetPromptRequestParams
    ) -> types.GetPromptResult:
        """Passed through: a prompt is a template the user picks, not something a tool said."""
        return await self.upstream.get_prompt(params.name, params.arguments)

    async def call_tool(
        self, ctx: ServerRequestContext[Connection], params: types.CallToolRequestParams
    ) -> types.CallToolResult | types.InputRequiredResult:
        """Check the call, then forward it, ask a person, or answer with the reason."""
        conn = ctx.lifespan_context
        resumed = self._resumed(conn, params)
        call = resumed or self._call(conn, params)
        decision = await _core.adecide(self.mage, self.cache, call, self.config.flush_timeout)
        ruling = _core.rule(decision)
        match ruling.step:
            case Step.FORWARD:
                return await self._forward(call, decision)
            case Step.BLOCK:
                return _refusal(ruling.text, decision)
            case Step.ASK:
                if resumed is not None:  # only a round we opened for this call may answer it
                    reply = (params.input_responses or {}).get(CONFIRM_KEY)
                    return await self._answered(call, decision, reply)
                return await self._ask(ctx, call, decision)
            case _:
                assert_never(ruling.step)

    def _call(self, conn: Connection, params: types.CallToolRequestParams) -> ToolCall:
        return ToolCall(
            session=conn.session,
            call_id=conn.next_call_id(),
            tool=params.name,
            arguments=params.arguments or {},
            read_only=params.name in self._read_only,
        )

    def _resumed(self, conn: Connection, params: types.CallToolRequestParams) -> ToolCall | None:
        """The call a retry answers, when its request state is one we handed out for it."""
        call = conn.pending.pop(params.request_state, None) if params.request_state else None
        asked = (params.name, params.arguments or {})
        if call is None or (call.tool, dict(call.arguments)) != asked:
            return None  # unknown, stale or for another call: checked afresh
        return call

    async def _forward(self, call: ToolCall, decision: Decision) -> types.CallToolResult:
        result = await self.upstream.call_tool(call.tool, dict(call.arguments))
        _core.write(
            self.mage,
            _core.call_entry(call, decision),
            _core.result_entry(call, decision, result_text(result),
                               retrieved=call.tool in self.config.retrieved),
        )
        if decision.verdict is Verdict.WARN:
            result = result.model_copy(update={"meta": {**(result.meta or {}), **_meta(decision)}})
        return result

    async def _ask(
        self, ctx: ServerRequestContext[Connection], call: ToolCall, decision: Decision
    ) -> types.CallToolResult | types.InputRequiredResult:
        """Confirmation by the means the connection has: an input round, elicitation, or none."""
        capabilities = ctx.session.client_capabilities
        if capabilities is None or capabilities.elicitation is None:
            return _refusal(_core.declined(decision, "the client cannot ask a person"), decision)
        if ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
            return _input_round(ctx.lifespan_context, call, decision)
        try:
            answer = await ctx.session.elicit_form(
                _core.question(call, decision), CONFIRM_SCHEMA, related_request_id=ctx.request_id
            )
        except MCPError as exc:
            return _refusal(_core.declined(decision, f"asking failed: {exc}"), decision)
        return await self._answered(call, decision, answer)

    async def _answered(
        self, call: ToolCall, decision: Decision, answer: types.InputResponse | None
    ) -> types.CallToolResult:
        approved, note = _approval(answer)
        _core.write(self.mage, _core.answer_entry(call, decision, approved, note))
        if not approved:
            return _refusal(_core.declined(decision, note), decision)
        return await self._forward(call, decision)


def _input_round(conn: Connection, call: ToolCall, decision: Decision) -> types.InputRequiredResult:
    """Ask through the 2026-07-28 input flow; the retry brings the answer and this state back."""
    state = secrets.token_urlsafe(16)  # only a key into `pending`: a forged one finds nothing
    conn.pending[state] = call
    while len(conn.pending) > _MAX_PENDING:
        conn.pending.popitem(last=False)
    form = types.ElicitRequestFormParams(
        message=_core.question(call, decision), requested_schema=CONFIRM_SCHEMA
    )
    return types.InputRequiredResult(
        input_requests={CONFIRM_KEY: types.ElicitRequest(params=form)}, request_state=state
    )


def _approval(answer: types.InputResponse | None) -> tuple[bool, str]:
    """Whether the person approved, and their note; anything but an explicit yes is a no."""
    if not isinstance(answer, types.ElicitResult) or answer.action != "accept":
        return False, ""
    content = answer.content or {}
    return content.get("approve") is True, str(content.get("note") or "")


def _cursor(params: types.PaginatedRequestParams | None) -> str | None:
    return params.cursor if params is not None else None


def _refusal(text: str, decision: Decision) -> types.CallToolResult:
    """A tool result the model can read, not a protocol error it would crash on."""
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)], is_error=True, _meta=_meta(decision)
    )


def _meta(decision: Decision) -> dict[str, object]:
    return {
        "mage/decision": {
            "id": decision.decision_id,
            "verdict": decision.verdict.name,
            "message": decision.message,
        }
    }


def result_text(result: types.CallToolResult) -> str:
    """A tool result as the text MAGE reads: its text blocks, else its structured content."""
    parts = [block.text for block in result.content if isinstance(block, types.TextContent)]
    for block in result.content:
        if isinstance(block, types.EmbeddedResource) and isinstance(
            block.resource, types.TextResourceContents
        ):
            parts.append(block.resource.text)
    if not parts and result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, sort_keys=True, default=str))
    text = "\n".join(parts)
    return f"error: {text}" if result.is_error else text


# --- the command --------------------------------------------------------------------------


async def serve_stdio(
    command: Sequence[str],
    config: ProxyConfig,
    *,
    target: str | None = None,
    token: str | None = None,
    check_timeout: float = 5.0,
) -> None:
    """Start the upstream server, then serve one MCP connection on this process's stdio."""
    upstream_params = StdioServerParameters(
        command=command[0], args=list(command[1:]), env=dict(os.environ)
    )
    async with (
        AsyncMageClient(target, token=token, check_timeout=check_timeout,
                        writer_options=WriterOptions(close_timeout_s=config.flush_timeout)) as mage,
        Client(upstream_params, cache=None) as upstream,
    ):
        server = GuardingProxy(mage, upstream, config).server()
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())
        try:  # before the upstream is stopped, which the client may not wait long for
            await mage.flush(config.flush_timeout)
        except MageError as exc:
            logging.getLogger("mage.client.integrations").warning(
                "mage-mcp exits with memories not written: %s", exc)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The command line; what follows `--` is the upstream server's command."""
    parser = argparse.ArgumentParser(
        prog="mage-mcp",
        description="Guard an MCP server: check every tool call with MAGE before forwarding it.",
        epilog="example: mage-mcp --retrieved fetch_page -- python my_server.py",
    )
    parser.add_argument("--target", help="the sidecar (default: $MAGE_TARGET, else the socket)")
    parser.add_argument("--token-env", default="MAGE_TOKEN",
                        help="environment variable holding the bearer token (default MAGE_TOKEN)")
    parser.add_argument("--session", help="one MAGE session for all connections")
    parser.add_argument("--read-only", action="append", default=[], metavar="TOOL",
                        help="check this tool as a read (repeatable)")
    parser.add_argument("--retrieved", action="append", default=[], metavar="TOOL",
                        help="this tool returns third-party text (repeatable)")
    parser.add_argument("--flush-timeout", type=float, default=2.0, metavar="S")
    parser.add_argument("--check-timeout", type=float, default=5.0, metavar="S")
    parser.add_argument("command", nargs=argparse.REMAINDER,
                        help="-- then the upstream MCP server's command")
    args = parser.parse_args(argv)
    if args.command[:1] == ["--"]:
        args.command = args.command[1:]
    if not args.command:
        parser.error("the upstream server's command is missing (mage-mcp [options] -- CMD ...)")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run `mage-mcp`; logs go to stderr, since stdout carries the protocol."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="mage-mcp %(levelname)s %(name)s: %(message)s")
    config = ProxyConfig(
        session=args.session,
        read_only=frozenset(args.read_only),
        retrieved=frozenset(args.retrieved),
        flush_timeout=args.flush_timeout,
    )
    anyio.run(functools.partial(
        serve_stdio, args.command, config, target=args.target,
        token=os.environ.get(args.token_env) or None, check_timeout=args.check_timeout,
    ))
    return 0


if __name__ == "__main__":
    sys.exit(main())
