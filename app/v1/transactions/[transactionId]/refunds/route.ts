import { otherMethods } from "@/lib/http/method-not-allowed";

// POST /v1/transactions/{transactionId}/refunds – the same refund as /refund, under the plural
// name some clients use
export { POST } from "../refund/route";

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
