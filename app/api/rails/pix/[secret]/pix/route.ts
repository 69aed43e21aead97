import { timingSafeEqual } from "node:crypto";

import { pixWebhookSecret } from "@/lib/env";
import { receivePixNotification } from "@/lib/transactions/receive-pix-notification";

// POST /api/rails/pix/{secret}/pix – the Pix provider's webhook (API Pix callback {pix: […]}), at
// the URL registered with PUT /webhook/{chave} plus "/pix". The secret path segment is what
// authenticates the PSP (docs/rails.md): a wrong one is a 404 like any unknown route.
export async function POST(req: Request, { params }: { params: Promise<{ secret: string }> }) {
  const { secret } = await params;
  const expected = Buffer.from(pixWebhookSecret());
  const given = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return Response.json(
      { message: "route not found", code: "not_found", details: {}, resource: "route" },
      { status: 404 },
    );
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return Response.json({ message: "The body is not JSON", code: "bad_request", details: {} }, { status: 400 });
  }
  const result = await receivePixNotification(body);
  if (!result.ok)
    return Response.json(
      { message: "The body is not an API Pix notification", code: "bad_request", details: { issues: result.issues } },
      { status: 400 },
    );
  // an unknown txid is logged and answered 200 too: the PSP would only retry it for ever
  return Response.json({ received: result.count });
}
