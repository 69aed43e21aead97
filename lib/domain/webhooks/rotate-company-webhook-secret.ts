import "server-only";

import { prisma } from "@/lib/platform/db";

import { generateWebhookSecret } from "./generate-webhook-secret";
import { secretPrefix } from "./secret-prefix";

// POST /v1/company/webhook-secret/rotate: replaces the postback secret at once (attempts from
// now on are signed with the new one).
export async function rotateCompanyWebhookSecret({ companyId }: { companyId: number }) {
  const row = await prisma.company.update({
    where: { id: companyId },
    data: { webhookSecret: generateWebhookSecret() },
    select: { webhookSecret: true },
  });
  return { secret: row.webhookSecret, secretPrefix: secretPrefix(row.webhookSecret) };
}
