import { z } from "zod";

import { getPublicPaymentLink } from "@/lib/domain/checkout/get-public-payment-link";
import { payPaymentLink } from "@/lib/domain/checkout/pay-payment-link";
import { respond } from "@/lib/http/respond";
import { withPublic } from "@/lib/http/with-public";
import { notFound } from "@/lib/platform/errors";
import { validIp } from "@/lib/platform/rate-limit/client-ip";
import { payPaymentLinkSchema } from "@/lib/schemas/checkout";

// POST /api/public/payment-links/{alias}/transactions – a payer pays the link; answers { secureId } only
export const POST = withPublic(
  {
    route: "/api/public/payment-links/[alias]/transactions",
    params: { alias: z.string() },
    body: payPaymentLinkSchema,
    before: async ({ params, rateLimit }) => {
      const link = await getPublicPaymentLink({ alias: params.alias });
      await rateLimit(link ? `link-${link.id}` : "unknown");
      if (!link) throw notFound("payment_link");
      return link;
    },
  },
  async ({ found: link, body, ip }) => respond(await payPaymentLink({ link, input: body, ip: validIp(ip) })),
);
