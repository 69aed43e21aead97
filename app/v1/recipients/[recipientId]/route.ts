import { withAuth } from "@/lib/api/with-auth";
import { parseId, parseWith } from "@/lib/api/parse";
import { respond } from "@/lib/api/respond";
import { updateRecipientSchema } from "@/lib/schemas/recipients";
import { getRecipient } from "@/lib/recipients/get-recipient";
import { updateRecipient } from "@/lib/recipients/update-recipient";
import { otherMethods } from "@/lib/api/method-not-allowed";

// GET /v1/recipients/{recipientId} – one recipient with its balance
export const GET = withAuth(async ({ companyId, params }) =>
  respond(await getRecipient({ companyId, recipientId: parseId(params.recipientId, "recipient") })));

// PUT|PATCH /v1/recipients/{recipientId} – change the fields sent; a bankAccount becomes the latest account
const update = withAuth(async ({ companyId, params, body, principal, ip }) =>
  respond(await updateRecipient({ companyId, recipientId: parseId(params.recipientId, "recipient"), input: parseWith(updateRecipientSchema, body ?? {}), by: { actor: principal, ip } })));

export { update as PUT, update as PATCH };

export const { POST, DELETE, OPTIONS } = otherMethods("GET", "PUT", "PATCH");
