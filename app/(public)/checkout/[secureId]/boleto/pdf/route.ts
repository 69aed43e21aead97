import { z } from "zod";

import { getBoletoDocument } from "@/lib/domain/boletos/boleto-document";
import { renderBoletoPdf } from "@/lib/domain/boletos/boleto-pdf";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { withPublic } from "@/lib/http/with-public";
import { ApiError, notFound } from "@/lib/platform/errors";

// GET /checkout/{secureId}/boleto/pdf – the printable boleto as a PDF (docs/checkout.md, "Printable
// boleto (PDF)"). Also what GET /checkout/{secureId}/boleto answers to `Accept: application/pdf`
// (proxy.ts rewrites it here). Public like the slip: rate limited per IP and transaction, never cached.
export const GET = withPublic(
  { route: "/checkout/[secureId]/boleto/pdf", params: { secureId: z.string() } },
  async ({ params, rateLimit }) => {
    const found = await getBoletoDocument({ secureId: params.secureId });
    await rateLimit(found ? `transaction-${found.transactionId}` : "unknown");
    if (!found) throw notFound("checkout");
    if (!found.isPrintable)
      throw new ApiError(
        "invalid_state",
        found.isExpired
          ? "This boleto is past its due date and can no longer be paid"
          : `This boleto can no longer be paid (status ${found.status})`,
        { status: found.status, isExpired: found.isExpired },
      );
    const pdf = await renderBoletoPdf(found.document);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="boleto-${found.transactionId}.pdf"`,
        "content-length": String(pdf.length),
        vary: "Accept",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
