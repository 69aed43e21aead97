import { getRecipient } from "@/lib/domain/recipients/get-recipient";
import { ApiError } from "@/lib/platform/errors";

/** The recipient of this company for the page, or null (unknown id or another company's). */
export async function loadRecipient({ companyId, rawId }: { companyId: number; rawId: string }) {
  const recipientId = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || recipientId < 1 || recipientId > 2147483647) return null;
  try {
    return await getRecipient({ companyId, recipientId });
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
}
