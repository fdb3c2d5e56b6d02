"""What the framework integrations cost: install size per extra, and added latency per tool call.

Install size: the files (from each distribution's RECORD) of everything an extra pulls in
beyond the base client (grpcio, protobuf and what they need), as installed in this
environment; a distribution two extras share is counted in both.

Latency: the same trivial tool called `--calls` times bare and guarded, against a real
sidecar (rules and classifier, default policy), after `--warmup` calls of each:
- MCP: an `mcp.Client` calling the test server directly over stdio, then through
  `mage-mcp` (one more stdio hop, a check, two memory writes per call);
- LangChain: a LangGraph `ToolNode` invoked with one tool call, without and with
  `mage_tool_wrappers` (a check and two memory writes per call).
Each row prints p50 and p99 in milliseconds and the guarded/bare ratio of each.

Usage: python scripts/bench_integrations.py [--calls 300] [--warmup 20] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from conftest import Sidecar  # noqa: E402

SERVER = ROOT / "tests" / "mcp_tool_server.py"
EXTRAS = ("mcp", "langchain")


# --- install size -------------------------------------------------------------------------


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requires(dist: str, extra: str | None = None) -> set[tuple[str, str | None]]:
    """(distribution, extra or None) pairs one requires; for an extra, only what it adds."""
    out = set()
    for req in metadata.requires(dist) or []:
        spec, _, marker = req.partition(";")
        in_extra = re.search(r"extra\s*==\s*['\"]([^'\"]+)['\"]", marker)
        if (extra is None) != (in_extra is None) or (in_extra and in_extra.group(1) != extra):
            continue
        found = re.match(r"\s*([A-Za-z0-9_.\-]+)\s*(?:\[([^\]]*)\])?", spec)
        if found:
            wanted = [e.strip() for e in (found.group(2) or "").split(",") if e.strip()]
            out |= {(_norm(found.group(1)), e) for e in [None, *wanted]}
    return out


def _closure(reqs: set[tuple[str, str | None]]) -> set[str]:
    """Every installed distribution the requirements pull in, extras followed."""
    seen: set[tuple[str, str | None]] = set()
    todo = list(reqs)
    while todo:
        name, extra = todo.pop()
        if (name, extra) in seen:
            continue
        try:
            metadata.distribution(name)
        except metadata.PackageNotFoundError:  # an optional dependency not installed
            continue
        seen.add((name, extra))
        todo += _requires(name, extra)
    return {name for name, _ in seen}


def _size(name: str) -> int:
    dist = metadata.distribution(name)
    return sum(f.size or 0 for f in dist.files or [] if f.size)


def install_sizes() -> dict[str, dict[str, Any]]:
    """Per extra: the distributions it adds to the base client and their size on disk."""
    base = _closure(_requires("mage-guard"))
    out = {}
    for extra in EXTRAS:
        added = _closure(_requires("mage-guard", extra)) - base
        out[extra] = {"packages": len(added), "mb": round(sum(map(_size, added)) / 1e6, 1)}
    return out


# --- latency ------------------------------------------------------------------------------


async def _timed(call: Callable[[], Awaitable[Any]], n: int, warmup: int) -> list[float]:
    for _ in range(warmup):
        await call()
    out = []
    for _ in range(n):
        start = time.perf_counter()
        await call()
        out.append((time.perf_counter() - start) * 1000)
    return out


async def mcp_latency(target: str, n: int, warmup: int) -> tuple[list[float], list[float]]:
    """(bare, guarded) milliseconds per `read_file` call over stdio."""
    from mcp import Client, StdioServerParameters

    direct = StdioServerParameters(command=sys.executable, args=[str(SERVER)])
    proxied = StdioServerParameters(command=sys.executable, args=[
        "-m", "mage.client.integrations.mcp_proxy", "--target", target, "--session", "bench-mcp",
        "--", sys.executable, str(SERVER)])
    runs = []
    for params in (direct, proxied):
        async with Client(params) as client:
            await client.list_tools()
            runs.append(await _timed(
                lambda c=client: c.call_tool("read_file", {"path": "notes.txt"}), n, warmup))
    return runs[0], runs[1]


async def langchain_latency(target: str, n: int, warmup: int) -> tuple[list[float], list[float]]:
    """(bare, guarded) milliseconds per single-call `ToolNode` invocation."""
    from langchain_core.messages import AIMessage
    from langchain_core.tools import tool
    from langgraph.graph import END, START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode

    from mage.client import AsyncMageClient
    from mage.client.integrations.langchain import mage_tool_wrappers

    @tool
    def read_file(path: str) -> str:
        """Read a file."""
        return "Q1 revenue EMEA 4.2M, APAC 3.1M."

    counter = iter(range(10**9))

    def state() -> dict[str, Any]:
        call = {"name": "read_file", "args": {"path": "notes.txt"}, "id": f"c{next(counter)}"}
        return {"messages": [AIMessage("", tool_calls=[call])]}

    def graph(node: ToolNode) -> Any:
        g = StateGraph(MessagesState)
        g.add_node("tools", node)
        g.add_edge(START, "tools")
        g.add_edge("tools", END)
        return g.compile()

    cfg = {"configurable": {"thread_id": "bench-langchain"}}
    async with AsyncMageClient(target) as mage:
        wrap, awrap = mage_tool_wrappers(mage, read_only=["read_file"])
        bare = graph(ToolNode([read_file]))
        guarded = graph(ToolNode([read_file], wrap_tool_call=wrap, awrap_tool_call=awrap))
        return (await _timed(lambda: bare.ainvoke(state(), cfg), n, warmup),
                await _timed(lambda: guarded.ainvoke(state(), cfg), n, warmup))


def _row(name: str, bare: list[float], guarded: list[float]) -> dict[str, Any]:
    def pct(xs: list[float], q: int) -> float:
        return statistics.quantiles(xs, n=100)[q - 1]

    row = {"integration": name}
    for q in (50, 99):
        b, g = pct(bare, q), pct(guarded, q)
        row |= {f"bare_p{q}_ms": round(b, 2), f"guarded_p{q}_ms": round(g, 2),
                f"ratio_p{q}": round(g / b, 1)}
    return row


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    sizes = install_sizes()
    with tempfile.TemporaryDirectory(prefix="mage-bench-int-") as tmp:
        side = Sidecar(Path(tmp))
        side.start()
        try:
            rows = [_row("mcp", *asyncio.run(mcp_latency(side.target, args.calls, args.warmup))),
                    _row("langchain", *asyncio.run(
                        langchain_latency(side.target, args.calls, args.warmup)))]
        finally:
            side.stop()
    if args.json:
        print(json.dumps({"install": sizes, "latency": rows}, indent=2))
        return 0
    for extra, size in sizes.items():
        print(f"extra {extra:10} {size['mb']:6.1f} MB in {size['packages']} packages")
    for row in rows:
        print(f"{row['integration']:10} bare p50 {row['bare_p50_ms']:.2f} ms, "
              f"p99 {row['bare_p99_ms']:.2f} ms; guarded p50 {row['guarded_p50_ms']:.2f} ms "
              f"({row['ratio_p50']}x), p99 {row['guarded_p99_ms']:.2f} ms ({row['ratio_p99']}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
