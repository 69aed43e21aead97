import "server-only";

import { env, pixWebhookSecret } from "@/lib/platform/env";

// an end-to-end id of the sandbox's shape, for a Pix issued before the Pix rail existed and paid in
// the database alone (lib/domain/transactions/pay-transaction.ts)
export { sandboxEnd2EndId } from "@/lib/rails/sandbox-rules";

import type { BoletoRail } from "./boleto/port";
import { createSandboxBoletoRail } from "./boleto/sandbox-bank";
import type { CardRail } from "./card/port";
import { createSandboxCardRail } from "./card/sandbox-acquirer";
import type { PayoutRail } from "./payout/port";
import { createSandboxPayoutRail } from "./payout/sandbox-bank";
import { type ApiPixConfig, createApiPixRail } from "./pix/api-pix/create-api-pix-rail";
import type { PixRail } from "./pix/port";
import { createSandboxSimulator } from "./pix/sandbox-psp/create-sandbox-simulator";
import { sandboxPspCredentials } from "./pix/sandbox-psp/sandbox-psp-credentials";
import { recordRailAnswer } from "./rail-health";

// The composition root of the rails (docs/rails.md): the one place that knows the providers. The
// domain asks for a rail by method and gets the port; one instance per process, so the provider's
// keep-alive connections and OAuth token are shared by every request. Cards, boletos and payouts
// have their ports too, with the built-in sandbox acquirer and bank as their only providers so far.

const g = globalThis as unknown as {
  __colmeiaPixRail?: (PixRail & { close?(): void }) | null;
  __colmeiaCardRail?: CardRail;
  __colmeiaBoletoRail?: BoletoRail;
  __colmeiaPayoutRail?: PayoutRail | null;
};

export type RailProvider = { provider: "sandbox" | "api-pix"; real: boolean };

/**
 * Which provider each rail of this instance uses and whether it moves real money (GET /api/health,
 * the Rails settings page). Card, boleto and payout have only the built-in sandbox so far.
 */
export function railProviders(): Record<"pix" | "card" | "boleto" | "payout", RailProvider> {
  const pix = env.pixProvider;
  return {
    pix: { provider: pix, real: pix === "api-pix" },
    card: { provider: cardRail().provider, real: cardRail().isReal },
    boleto: { provider: boletoRail().provider, real: boletoRail().isReal },
    payout: { provider: payoutRail().provider, real: payoutRail().isReal },
  };
}

/** Where the PSP notifies Pix payments and devoluções; its last segment is a secret (docs/rails.md). */
export const pixWebhookUrl = () => `${env.publicBaseUrl}/api/rails/pix/${pixWebhookSecret()}`;

/** The card rail: the built-in sandbox acquirer (the acquirer API provider comes with the card rail). */
export function cardRail(): CardRail {
  return (g.__colmeiaCardRail ??= createSandboxCardRail());
}

/** The boleto rail: the built-in sandbox bank (CNAB 240 comes with the boleto rail). */
export function boletoRail(): BoletoRail {
  return (g.__colmeiaBoletoRail ??= createSandboxBoletoRail());
}

/** The payout rail transfers leave through: the built-in sandbox bank (a bank's payout API comes later). */
export function payoutRail(): PayoutRail {
  return (g.__colmeiaPayoutRail ??= createSandboxPayoutRail());
}

/** Replaces the payout rail of this process (tests: a provider that is down); `null` goes back. */
export function usePayoutRail(rail: PayoutRail | null): void {
  g.__colmeiaPayoutRail = rail;
}

/** The Pix rail this instance charges through: PIX_PROVIDER, the built-in sandbox PSP by default. */
export function pixRail(): PixRail {
  return (g.__colmeiaPixRail ??= createPixRail());
}

/**
 * Replaces the Pix rail of this process (tests, the seed and the benchmark serve the built-in PSP
 * on their own port); `null` goes back to the configured one.
 */
export function usePixRail(rail: PixRail | null): void {
  g.__colmeiaPixRail?.close?.();
  g.__colmeiaPixRail = rail;
}

function createPixRail(): PixRail & { close(): void } {
  const pix = env.pix;
  const onAnswer = ({ status }: { status: number }) => recordRailAnswer("pix", status);
  if (env.pixProvider === "api-pix") {
    const missing = (["apiUrl", "oauthUrl", "clientId", "clientSecret", "key"] as const).filter((k) => !pix[k]);
    if (missing.length)
      throw new Error(
        `PIX_PROVIDER=api-pix needs ${missing.map((k) => `PIX_${k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`).join(", ")}`,
      );
    return createApiPixRail({
      provider: "api-pix",
      isReal: true,
      apiUrl: pix.apiUrl!,
      oauthUrl: pix.oauthUrl!,
      clientId: pix.clientId!,
      clientSecret: pix.clientSecret!,
      pixKey: pix.key!,
      tls: { certFile: pix.certFile, keyFile: pix.keyFile, caFile: pix.caFile },
      timeoutMs: pix.timeoutMs,
      onAnswer,
    });
  }
  // the built-in PSP, served by this same app under /sandbox/psp (docs/rails.md), reached over
  // loopback so the sandbox takes the production code path
  return sandboxPixRail(`http://127.0.0.1:${env.port}`, { timeoutMs: pix.timeoutMs, onAnswer });
}

/**
 * The sandbox Pix rail: the api-pix connector pointed at a built-in PSP served at `origin`, plus
 * the PSP's simulator of the payer's bank. `overrides` reach the connector (tests: retries, TLS).
 */
export function sandboxPixRail(
  origin: string,
  overrides: Partial<ApiPixConfig> = {},
  basePath = "/sandbox/psp",
): PixRail & { close(): void } {
  const credentials = sandboxPspCredentials();
  const apiUrl = `${origin}${basePath}/v2`;
  const rail = createApiPixRail({
    provider: "sandbox",
    isReal: false,
    apiUrl,
    oauthUrl: `${origin}${basePath}/oauth/token`,
    ...credentials,
    ...overrides,
  });
  return Object.assign(rail, { simulator: createSandboxSimulator({ apiUrl, ...credentials }) });
}
