import http from "node:http";
import type { AddressInfo } from "node:net";

export type Hit = { path: string; headers: Record<string, string>; body: string };
export type Receiver = { url: string; hits: Hit[]; close(): Promise<void> };

/**
 * A merchant's webhook endpoint on loopback: records every request it receives and answers the
 * status `answer(n)` gives the n-th one (200 by default; null leaves it unanswered, a tarpit).
 */
export async function receiver(answer: (n: number) => number | null = () => 200): Promise<Receiver> {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      hits.push({ path: req.url ?? "", headers: req.headers as Record<string, string>, body });
      const status = answer(hits.length);
      if (status !== null) res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "falhou");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
