import "server-only";

import { type CardPayment, RailError } from "../port";
import { type CieloClient, onceMore } from "./cielo-client";
import { MERCHANT_ORDER_ID, orderAnswerSchema } from "./schemas";
import { queryPayment } from "./update-payment";

// "2015-04-06T10:13:39.42" (the manual's ReceveidDate) or "2015-04-06 10:13:39": comparable as text
// once the separator is the same
const sortable = (d: string | null) => (d ?? "").replace(" ", "T");

/**
 * GET /1/sales?merchantOrderId= then GET /1/sales/{PaymentId}: the newest payment of an order
 * (a MerchantOrderId may carry several), or null when Cielo has none.
 */
export async function findPayment(client: CieloClient, { orderId }: { orderId: string }): Promise<CardPayment | null> {
  if (!MERCHANT_ORDER_ID.test(orderId))
    throw new RailError("MerchantOrderId must be 1 to 50 letters or digits (Cielo): not sent", { isRetryable: false });
  const { data } = await onceMore(() =>
    client.call({
      method: "GET",
      path: "/1/sales",
      query: { merchantOrderId: orderId },
      accept: orderAnswerSchema,
      expect: [200, 404],
    }),
  );
  if (!data?.length) return null;
  // the newest; without dates, the last listed
  const newest = data.reduce((a, b) => (sortable(b.receivedDate) >= sortable(a.receivedDate) ? b : a));
  return queryPayment(client, newest.PaymentId);
}
