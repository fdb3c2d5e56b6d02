/**
 * The client's protocol edge: the channel, call metadata, error mapping, the generated service.
 *
 * Each call is made from the generated service descriptor (path, request and
 * answer schema), so no hand-written method table can drift from the proto.
 * gRPC status codes become the client's errors here and nowhere else.
 */

import { fromBinary, toBinary, type DescMessage, type DescMethod, type MessageShape } from "@bufbuild/protobuf";
import * as grpc from "@grpc/grpc-js";

import { MageError, RequestFailed, SidecarUnavailable } from "./errors.js";
import { Mage, type WriteAck, type WriteRequest } from "./gen/mage/v1/mage_pb.js";

export const DEFAULT_TARGET = "unix:///tmp/mage.sock";
export const TARGET_ENV = "MAGE_TARGET";

// The sidecar is local, so a restart takes seconds; grpc's defaults (1 s growing to
// 120 s) would leave a client failing fast long after the sidecar is back.
const CHANNEL_OPTIONS: grpc.ChannelOptions = {
  "grpc.initial_reconnect_backoff_ms": 200,
  "grpc.max_reconnect_backoff_ms": 5000,
};

// The codes that mean "no answer from the sidecar", as opposed to "the sidecar said no".
const UNREACHABLE = new Set([grpc.status.UNAVAILABLE, grpc.status.DEADLINE_EXCEEDED]);

/** The gRPC target: the argument, else $MAGE_TARGET, else the default unix socket. */
export function resolveTarget(target?: string): string {
  const chosen = target || process.env[TARGET_ENV] || DEFAULT_TARGET;
  // A bare absolute path is a socket path, as for the Python client.
  return chosen.startsWith("/") ? `unix://${chosen}` : chosen;
}

/** Where the sidecar is and how to authenticate to it. */
export interface Connection {
  /** `unix:///path/to.sock` or `host:port`. */
  target: string;
  /** Sent as `authorization: Bearer <token>` on every call when set. */
  token?: string;
  /** TLS (`credentials.createSsl(...)`); plaintext when absent. */
  credentials?: grpc.ChannelCredentials;
  /** Extra gRPC channel options; they override the client's defaults. */
  channelOptions?: grpc.ChannelOptions;
}

type Unary<I extends DescMessage, O extends DescMessage> = DescMethod & {
  methodKind: "unary";
  input: I;
  output: O;
};

/** One channel to the sidecar and the calls made on it. */
export class Transport {
  private readonly client: grpc.Client;
  private readonly metadata: grpc.Metadata;

  constructor(readonly connection: Connection) {
    const creds = connection.credentials ?? grpc.credentials.createInsecure();
    const options = { ...CHANNEL_OPTIONS, ...connection.channelOptions };
    this.client = new grpc.Client(connection.target, creds, options);
    this.metadata = new grpc.Metadata();
    if (connection.token) this.metadata.set("authorization", `Bearer ${connection.token}`);
  }

  /** Send one request; rejects with the client's error for a failed call (see `toError`). */
  unary<I extends DescMessage, O extends DescMessage>(
    method: Unary<I, O>,
    request: MessageShape<I>,
    timeoutMs: number,
  ): Promise<MessageShape<O>> {
    return new Promise((resolve, reject) => {
      this.client.makeUnaryRequest(
        path(method),
        (m: MessageShape<I>) => Buffer.from(toBinary(method.input, m)),
        (b: Buffer) => fromBinary(method.output, b),
        request,
        this.metadata,
        { deadline: Date.now() + timeoutMs },
        (err, answer) => (err || answer === undefined ? reject(err) : resolve(answer)),
      );
    });
  }

  /** A new Write stream; `timeoutMs` bounds the whole stream (for one-batch writes). */
  writeStream(timeoutMs?: number): grpc.ClientDuplexStream<WriteRequest, WriteAck> {
    const method = Mage.method.write;
    const options = timeoutMs === undefined ? {} : { deadline: Date.now() + timeoutMs };
    return this.client.makeBidiStreamRequest(
      path(method),
      (m: WriteRequest) => Buffer.from(toBinary(method.input, m)),
      (b: Buffer) => fromBinary(method.output, b),
      this.metadata,
      options,
    );
  }

  close(): void {
    this.client.close();
  }
}

function path(method: DescMethod): string {
  return `/${method.parent.typeName}/${method.name}`;
}

// --- errors ----------------------------------------------------------------------

/** True when the call got no answer (sidecar down, or too slow for the deadline). */
export function isUnreachable(err: unknown): boolean {
  return isServiceError(err) && UNREACHABLE.has(err.code);
}

/** "CODE: details", for messages and logs. */
export function describe(err: unknown): string {
  if (!isServiceError(err)) return String(err);
  return `${grpc.status[err.code] ?? "UNKNOWN"}: ${err.details}`;
}

/** The one place where gRPC status codes become the client's errors. */
export function toError(err: unknown, what: string): MageError {
  if (err instanceof MageError) return err;
  if (!isServiceError(err)) return new MageError(`${what}: ${String(err)}`);
  if (isUnreachable(err)) return new SidecarUnavailable(`${what}: sidecar unreachable (${describe(err)})`);
  return new RequestFailed(grpc.status[err.code] ?? "UNKNOWN", `${what}: ${err.details}`);
}

function isServiceError(err: unknown): err is grpc.ServiceError {
  return err instanceof Error && typeof (err as Partial<grpc.ServiceError>).code === "number";
}
