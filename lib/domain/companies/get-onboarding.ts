import "server-only";

import { prisma } from "@/lib/platform/db";
import { railProviders } from "@/lib/rails";

export const ONBOARDING_STEPS = ["company", "bankAccount", "apiKey", "webhook", "testPayment", "goLive"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type Onboarding = { steps: Record<OnboardingStep, boolean>; ownRecipientId: number | null };

/**
 * The getting-started checklist of the overview (docs/dashboard.md, "Getting started"), each step
 * read from what exists, never from clicks: the company's address and business details, a bank
 * account for its recipient, an API key that has been used, a webhook endpoint, a paid test payment,
 * and a Pix rail that moves real money.
 */
export async function getOnboarding(companyId: number): Promise<Onboarding> {
  const [company, bankAccounts, usedKeys, endpoints, paid, own] = await Promise.all([
    prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { address: true, details: true } }),
    prisma.bankAccount.count({ where: { companyId } }),
    prisma.apiKey.count({ where: { companyId, revokedAt: null, lastUsedAt: { not: null } } }),
    prisma.webhookEndpoint.count({ where: { companyId } }),
    prisma.transaction.count({ where: { companyId, status: "paid" }, take: 1 }),
    prisma.recipient.findFirst({ where: { companyId, isDefault: true }, select: { id: true } }),
  ]);
  const address = (company.address ?? {}) as Record<string, unknown>;
  return {
    steps: {
      company: Boolean(address.street && address.city && address.zipCode) && company.details !== null,
      bankAccount: bankAccounts > 0,
      apiKey: usedKeys > 0,
      webhook: endpoints > 0,
      testPayment: paid > 0,
      goLive: railProviders().pix.real,
    },
    ownRecipientId: own?.id ?? null,
  };
}
