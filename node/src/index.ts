/**
 * MAGE client for Node: stream an agent's memory writes to the sidecar and check actions against it.
 *
 * ```ts
 * import { MageClient } from "@mage-guard/client";
 *
 * const mage = new MageClient(); // $MAGE_TARGET, else unix:///tmp/mage.sock
 * mage.write({ id: "m1", session: "s1", content: "User wants the Q3 report", source: "user", confidence: 0.9 });
 * const sendEmail = mage.guard(async (to: string, body: string) => send(to, body),
 *   { session: "s1", actionType: "tool_write", tool: "send_email", memoryIds: ["m1"] });
 * await sendEmail("boss@example.com", "..."); // throws ActionHalted on HALT
 * await mage.close();
 * ```
 */

export { credentials } from "@grpc/grpc-js";

export { MageClient, type CheckOptions } from "./client.js";
export {
  ActionBlocked,
  ActionHalted,
  ActionRedirected,
  FlushTimeout,
  InvalidArgument,
  MageError,
  RequestFailed,
  SidecarUnavailable,
  WriteRejected,
  type RejectedBatch,
} from "./errors.js";
export { type GuardOptions } from "./guard.js";
export {
  DEFAULT_ON_UNAVAILABLE,
  isLocal,
  type ClientOptions,
  type FallbackVerdict,
  type Logger,
} from "./settings.js";
export { DEFAULT_TARGET, TARGET_ENV, resolveTarget } from "./transport.js";
export * from "./types.js";
export { BufferedWriter } from "./writer.js";
export { type WriterOptions } from "./writer-state.js";
