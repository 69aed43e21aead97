import http from "node:http";
import type { AddressInfo } from "node:net";

import { createSandboxPsp } from "@/lib/rails/pix/sandbox-psp/create-sandbox-psp";
import type { PspContext } from "@/lib/rails/pix/sandbox-psp/psp-context";
import { type ServedPsp, serveSandboxPsp } from "@/lib/rails/pix/sandbox-psp/serve-sandbox-psp";

// Test support: the built-in PSP on its own port over real HTTP, with every exchange recorded (for
// the schema checks) and a hook to break the next answers (a 5xx, a slow answer, a 401).

export type Exchange = {
  method: string;
  path: string;
  query: Record<string, string>;
  requestBody: unknown;
  status: number;
  answerBody: unknown;
  contentType: string | null;
};
export type Fault =
  | { match: (req: Request) => boolean; kind: "status"; status: number }
  | { match: (req: Request) => boolean; kind: "delay"; ms: number };

export type PspHarness = ServedPsp & { exchanges: Exchange[]; faults: Fault[] };

export async function startPspHarness(
  opts: Partial<Omit<PspContext, "credentials" | "locationHost">> & {
    tls?: Parameters<typeof serveSandboxPsp>[0]["tls"];
  } = {},
): Promise<PspHarness> {
  const { tls, ...ctx } = opts;
  const psp = createSandboxPsp({ locationHost: "psp.sandbox.test", ...ctx });
  const exchanges: Exchange[] = [];
  const faults: Fault[] = [];
  const served = await serveSandboxPsp({
    psp,
    tls,
    async intercept(req, next) {
      const url = new URL(req.url);
      const requestText = await req.clone().text();
      const fault = faults.find((f) => f.match(req));
      if (fault) faults.splice(faults.indexOf(fault), 1);
      if (fault?.kind === "status")
        return new Response(
          JSON.stringify({
            type: "https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel",
            title: "Serviço indisponível",
            status: fault.status,
          }),
          { status: fault.status, headers: { "content-type": "application/problem+json" } },
        );
      const res = await next(req);
      const answerText = await res.clone().text();
      exchanges.push({
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        status: res.status,
        contentType: res.headers.get("content-type"),
        requestBody: parse(requestText, req.headers.get("content-type")),
        answerBody: parse(answerText, res.headers.get("content-type")),
      });
      if (fault?.kind === "delay") await new Promise((r) => setTimeout(r, fault.ms));
      return res;
    },
  });
  return { ...served, exchanges, faults };
}

const parse = (text: string, type: string | null) => {
  if (!text) return undefined;
  if (type?.includes("x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A plain HTTP receiver for the PSP's webhook notifications; `answer` decides the status. */
export async function startWebhookReceiver(answer: (body: unknown) => number | Promise<number> = () => 200) {
  const hits: { path: string; body: unknown }[] = [];
  const server = http.createServer((req, res) => void receive(req, res));
  async function receive(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
    hits.push({ path: req.url ?? "", body });
    res.writeHead(await answer(body)).end();
  }
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook/s3cr3t`,
    hits,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
