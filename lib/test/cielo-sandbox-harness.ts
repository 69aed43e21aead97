import { createCieloSandbox } from "@/lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox, type ServedCielo } from "@/lib/rails/card/cielo-sandbox/serve-cielo-sandbox";

// Test support: the built-in Cielo server on its own port over real HTTP (or HTTPS), with every
// exchange recorded (for the schema checks on both sides).

export type CieloExchange = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  requestBody: unknown;
  status: number;
  answerBody: unknown;
};

export type CieloHarness = ServedCielo & { exchanges: CieloExchange[] };

export async function startCieloHarness(
  opts: { tls?: { cert: string | Buffer; key: string | Buffer }; holdMs?: number } = {},
): Promise<CieloHarness> {
  const handler = createCieloSandbox({ holdMs: opts.holdMs });
  const exchanges: CieloExchange[] = [];
  const served = await serveCieloSandbox({
    handler,
    tls: opts.tls,
    async intercept(req, next) {
      const url = new URL(req.url);
      const requestText = await req.clone().text();
      const res = await next(req);
      const answerText = await res.clone().text();
      exchanges.push({
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(req.headers),
        status: res.status,
        requestBody: parse(requestText),
        answerBody: parse(answerText),
      });
      return res;
    },
  });
  return { ...served, exchanges };
}

const parse = (text: string) => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
