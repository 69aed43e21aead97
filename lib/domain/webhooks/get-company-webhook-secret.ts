import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { secretPrefix } from "./secret-prefix";

// GET /v1/company/webhook-secret: the secret that signs postbackUrl deliveries. Unlike an
// endpoint's secret it has no "shown once" moment (the company got it at sign-up, unseen), so it
// can be read by whoever holds the secret API key or an admin session: both can already do
// everything the secret protects.
export async function getCompanyWebhookSecret({ companyId }: { companyId: number }) {
  const row = await prisma.company.findUnique({ where: { id: companyId }, select: { webhookSecret: true } });
  if (!row) throw notFound("company");
  return { secret: row.webhookSecret, secretPrefix: secretPrefix(row.webhookSecret) };
}
