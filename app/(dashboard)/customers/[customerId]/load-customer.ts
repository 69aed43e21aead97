import { getCustomer } from "@/lib/domain/customers/get-customer";
import { ApiError } from "@/lib/platform/errors";

/** The company's customer of a raw path id, or null (a malformed, unknown or other company's id). */
export async function loadCustomer(companyId: number, rawId: string) {
  const customerId = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || customerId < 1 || customerId > 2147483647) return null;
  try {
    return await getCustomer({ companyId, customerId });
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
}
