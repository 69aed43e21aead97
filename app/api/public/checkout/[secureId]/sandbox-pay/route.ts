import { z } from "zod";

import { simulateCheckoutPayment } from "@/lib/domain/checkout/simulate-checkout-payment";
import { respond } from "@/lib/http/respond";
import { withPublic } from "@/lib/http/with-public";

// POST /api/public/checkout/{secureId}/sandbox-pay – sandbox only: pay the waiting Pix or boleto in full
export const POST = withPublic(
  { route: "/api/public/checkout/[secureId]/sandbox-pay", params: { secureId: z.string() } },
  async ({ params, rateLimit }) => {
    await rateLimit(params.secureId.slice(0, 40));
    return respond(await simulateCheckoutPayment({ secureId: params.secureId }));
  },
);
