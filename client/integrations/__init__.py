"""MAGE inside agent frameworks: one-line hooks that check tool calls and write memories.

- `mage.client.integrations.mcp_proxy`: the `mage-mcp` guarding proxy for any MCP
  server (extra `mcp`).
- `mage.client.integrations.langchain`: `MageMiddleware` for LangChain 1.x agents and
  `mage_tool_wrappers` for a LangGraph `ToolNode` (extra `langchain`).
- `mage.client.integrations.openai_agents`: `MageGuard` for the OpenAI Agents SDK: tool
  guardrails, approvals through `RunState`, run hooks and a final-output guardrail
  (extra `openai-agents`).

Each adapter imports its framework only when it is imported itself, so the base client
keeps needing nothing beyond grpcio and protobuf. All of them map a decision the same
way: PROCEED and WARN run the tool, HALT answers the model with the reason, a REDIRECT
to confirm with a person asks one, and the decision of a call that is re-run after a
pause is remembered rather than asked for again (`DecisionCache`).
"""

from mage.client.integrations._cache import DecisionCache

__all__ = ["DecisionCache"]
