/**
 * LangChain.js middleware: every tool call an agent makes is checked by MAGE first.
 *
 * ```ts
 * import { createAgent } from "langchain";
 * import { mageMiddleware } from "@mage-guard/client/langchain";
 *
 * const agent = createAgent({ model, tools, middleware: [mageMiddleware(mage, { session: "s1" })] });
 * ```
 *
 * HALT and REDIRECT do not throw: the tool does not run and the model gets an
 * error ToolMessage that says why (and, for REDIRECT, what to do instead), so
 * the agent can change course. Each tool result is written to MAGE as a TOOL
 * observation, so the next check sees what the agent read, injected text
 * included. A tool call re-entered with the same id (a LangGraph resume) reuses
 * its decision rather than asking again.
 */

import { createMiddleware, ToolMessage, type ToolCallRequest } from "langchain";

import type { MageClient } from "./client.js";
import { callArguments } from "./guard.js";
import type { ActionType, Context, Decision } from "./types.js";

/** How the middleware names the session and classifies tools. */
export interface MageMiddlewareOptions {
  /** The MAGE session, fixed or per request (for example from the thread id). */
  session: string | ((request: ToolCallRequest) => string);
  /** Tools that only read; their calls are checked as "tool_read", all others as "tool_write". */
  readOnlyTools?: readonly string[];
  context?: Context;
  /** Write each tool result to MAGE as a TOOL observation; default true. */
  recordResults?: boolean;
  /** How long to wait for earlier writes before checking; default 2000 ms. */
  flushTimeoutMs?: number;
}

/** The LangChain.js middleware that guards an agent's tool calls with `mage`. */
export function mageMiddleware(mage: MageClient, options: MageMiddlewareOptions) {
  const decided = new Map<string, Decision>();
  return createMiddleware({
    name: "MageGuard",
    wrapToolCall: async (request, handler) => {
      const session = typeof options.session === "function" ? options.session(request) : options.session;
      const call = request.toolCall;
      const callId = call.id ?? "";
      const decision = decided.get(`${session}/${callId}`) ?? (await decide(mage, options, session, request));
      if (callId) decided.set(`${session}/${callId}`, decision);
      if (decision.verdict === "HALT" || decision.verdict === "REDIRECT") {
        return new ToolMessage({ content: blocked(decision), tool_call_id: callId, name: call.name, status: "error" });
      }
      const result = await handler(request);
      if ((options.recordResults ?? true) && ToolMessage.isInstance(result)) {
        record(mage, session, call.name, callId, decision, result);
      }
      return result;
    },
  });
}

async function decide(mage: MageClient, options: MageMiddlewareOptions, session: string, request: ToolCallRequest): Promise<Decision> {
  // The check reads the session's recent window, so the results written so far must be in it.
  await mage.writer(session).flush(options.flushTimeoutMs ?? 2000).catch((err: unknown) => {
    mage.logger.warn(`mage middleware: checking before every write was stored: ${String(err)}`);
  });
  const call = request.toolCall;
  const type: ActionType = options.readOnlyTools?.includes(call.name) ? "tool_read" : "tool_write";
  const action = { type, tool: call.name, arguments: callArguments([call.args]) };
  return mage.check(session, action, { context: options.context });
}

function record(mage: MageClient, session: string, tool: string, callId: string, decision: Decision, result: ToolMessage): void {
  const content = typeof result.content === "string" ? result.content : JSON.stringify(result.content);
  try {
    mage.write({
      id: `tool-${callId || decision.decisionId}`,
      session,
      content,
      source: "tool",
      kind: "observation",
      tool,
      confidence: 0.9,
      tags: ["mage.langchain", `decision:${decision.decisionId}`],
    });
  } catch (err) {
    mage.logger.warn(`mage middleware could not record the result of ${tool}: ${String(err)}`);
  }
}

function blocked(d: Decision): string {
  const instead = d.redirects.map((r) => ` Instead, ${r.kind}: ${r.instruction}`).join("");
  return `MAGE ${d.verdict} (decision ${d.decisionId}): ${d.message}.${instead}`;
}
