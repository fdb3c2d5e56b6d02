"""agent-injection-bench: attacks on tool-calling agents with checkable success (MIT).

Each scenario gives the user's task, the injected content, the channel it arrives
through and what counts as compromise; that last decides the harmful action: a
forbidden tool call (with the values the content gives, plus the corpus's own
`arguments_contain`), a secret sent to a sink tool (with the destination the content
names), or a canary the answer should carry. Controls are the benign items, answered
as their task asks (their own `DONE-...` word included). The one scenario delivered
in the user's own message is left out: it is not an injection through a tool.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from .corpora import Corpus, distribution
from .items import PAYLOAD, TOOL_CALL, Harm, Item, first_sentence, tool_arguments

PACKAGE = "agent-injection-bench"
_TOOLS = {"document": "read_document", "web_page": "fetch_url", "filename": "read_file",
          "metadata": "read_metadata", "multi_turn": "read_history",
          "tool_result": "call_tool"}


def load(seed: int = 0, cap: int = 0) -> Corpus:
    """Every scenario but the direct one (small enough to take whole)."""
    root, version, licence = distribution(PACKAGE)
    path = root / "aib" / "data" / "attacks.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return Corpus("agent-injection-bench", PACKAGE, version, licence,
                  tuple(_items(rows)), "all scenarios but the user_message one")


def _items(rows: list[dict[str, Any]]) -> Iterator[Item]:
    for row in rows:
        if row["channel"] == "user_message":
            continue
        tool = _tool(row)
        success = row["success"]
        if success["kind"] == "refusal":
            answer = f"{first_sentence(row['injected'])} {success.get('canary', '')}".strip()
            yield Item("agent-injection-bench", row["id"], row["family"], row["task"],
                       row["injected"], tool, answer=answer)
        else:
            yield Item("agent-injection-bench", row["id"], row["family"], row["task"],
                       row["injected"], tool, _harm(row))


def _tool(row: dict[str, Any]) -> str:
    """The tool that returned the content: the one whose result it is, else the channel's."""
    for t in row.get("tools", ()):
        if t.get("returns") == row["injected"]:
            return str(t["name"])
    return _TOOLS.get(row["channel"], "read_document")


def _harm(row: dict[str, Any]) -> Harm:
    success, text = row["success"], row["injected"]
    if success["kind"] == "canary":
        return Harm(PAYLOAD, payload=success["canary"])
    args = tool_arguments(text, row["task"])
    if success["kind"] == "exfiltration":
        return Harm(TOOL_CALL, success["sink"], {**args, "body": success["secret"]})
    extra = [v for v in success.get("arguments_contain", ())
             if not any(v in a for a in args.values())]
    if extra:
        args["target"] = ", ".join(extra)
    return Harm(TOOL_CALL, success["tool"], args)
