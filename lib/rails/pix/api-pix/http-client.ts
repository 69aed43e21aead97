import "server-only";

import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { rootCertificates } from "node:tls";

import { isProviderUrl } from "@/lib/platform/provider-url";
import { isTracing, railCallSpan } from "@/lib/platform/tracing";

import { RailError } from "../port";

// The connector's HTTP: node:http/https with keep-alive Agents, one per origin (a PSP's API and
// its OAuth server are often two), so a charge reuses a warm TLS connection instead of a new
// handshake. Mutual TLS: the merchant's client certificate is presented on every connection.

export type TlsFiles = { certFile?: string; keyFile?: string; caFile?: string };
export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };
export type HttpRequest = { method: string; url: URL; headers?: Record<string, string>; body?: string };
export type HttpClient = { request(req: HttpRequest): Promise<HttpAnswer>; close(): void };

const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/**
 * Plain http:// is for tests against a provider on this machine; anything else must be https. The
 * environment's URLs were checked at start (env.ts); this guards a connector built from any other source.
 */
export function assertProviderUrl(raw: string, name: string): URL {
  if (!URL.canParse(raw)) throw new Error(`${name} is not a URL: ${raw}`);
  if (!isProviderUrl(raw)) throw new Error(`${name} must be https:// (plain http:// only on loopback): ${raw}`);
  return new URL(raw);
}

/** Each call's outcome (status 0: no answer came, a timeout or a broken connection) and its time. */
export type OnAnswer = (call: { method: string; path: string; status: number; ms: number }) => void;

/** What names a connector's calls in a trace: the rail and its provider. */
export type TraceAs = { rail: "pix" | "card"; provider: string };

export function createHttpClient({
  tls = {},
  timeoutMs,
  onAnswer,
  traceAs,
}: {
  tls?: TlsFiles;
  timeoutMs: number;
  onAnswer?: OnAnswer;
  /** a span per call when tracing is on (docs/operations.md, Tracing): method, path pattern, status, outcome */
  traceAs?: TraceAs;
}): HttpClient {
  const agents = new Map<string, http.Agent>();
  // read once: a certificate rotated on disk takes effect on restart (docs/rails.md)
  let material: { cert?: Buffer; key?: Buffer; ca?: Buffer } | undefined;
  const tlsMaterial = () =>
    (material ??= {
      cert: tls.certFile ? readFileSync(/* turbopackIgnore: true */ tls.certFile) : undefined,
      key: tls.keyFile ? readFileSync(/* turbopackIgnore: true */ tls.keyFile) : undefined,
      ca: tls.caFile ? readFileSync(/* turbopackIgnore: true */ tls.caFile) : undefined,
    });

  function agentFor(url: URL): http.Agent {
    let agent = agents.get(url.origin);
    if (agent) return agent;
    // every connection a burst opened stays open for the next one (maxFreeSockets = maxSockets): with
    // fewer kept, calls between bursts closed the surplus and the next burst paid new handshakes
    // (npm run bench counted 3 card sales per connection to the Cielo process under load)
    const common = { keepAlive: true, keepAliveMsecs: 30_000, maxSockets: 32, maxFreeSockets: 32, timeout: 60_000 };
    if (url.protocol === "https:") {
      const { cert, key, ca } = tlsMaterial();
      // an extra CA is added to Node's roots, not put in their place
      agent = new https.Agent({ ...common, cert, key, ...(ca && { ca: [...rootCertificates, ca.toString()] }) });
    } else agent = new http.Agent(common);
    agents.set(url.origin, agent);
    return agent;
  }

  function request({ method, url, headers = {}, body }: HttpRequest): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const transport = url.protocol === "https:" ? https : http;
      const req = transport.request(url, {
        method,
        agent: agentFor(url),
        headers: {
          accept: "application/json",
          ...headers,
          ...(body !== undefined && { "content-length": String(Buffer.byteLength(body)) }),
        },
      });
      // one deadline for the whole exchange, not per socket event
      const timer = setTimeout(
        () =>
          req.destroy(
            new RailError(`${method} ${url.pathname}: no answer within ${timeoutMs} ms`, { isRetryable: true }),
          ),
        timeoutMs,
      );
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          size += c.length;
          if (size > MAX_ANSWER_BYTES)
            req.destroy(
              new RailError(`${method} ${url.pathname}: answer above ${MAX_ANSWER_BYTES} bytes`, {
                isRetryable: false,
              }),
            );
          else chunks.push(c);
        });
        res.on("end", () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", (e) => {
          clearTimeout(timer);
          reject(e);
        });
      });
      req.on("error", (e) => {
        clearTimeout(timer);
        reject(
          e instanceof RailError ? e : new RailError(`${method} ${url.pathname}: ${e.message}`, { isRetryable: true }),
        );
      });
      req.end(body);
    });
  }

  const observed: HttpClient["request"] = !onAnswer
    ? request
    : async (req) => {
        const started = performance.now();
        const report = (status: number) =>
          onAnswer({ method: req.method, path: req.url.pathname, status, ms: performance.now() - started });
        try {
          const answer = await request(req);
          report(answer.status);
          return answer;
        } catch (error) {
          report(0);
          throw error;
        }
      };
  return {
    request: (req) =>
      traceAs && isTracing()
        ? railCallSpan({ ...traceAs, method: req.method, url: req.url }, () => observed(req))
        : observed(req),
    close() {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}
