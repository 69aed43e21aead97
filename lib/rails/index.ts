import "server-only";

import { env, pixWebhookSecret } from "@/lib/platform/env";
import { logInfo } from "@/lib/platform/log";
import { observeRailCall } from "@/lib/platform/metrics";

// an end-to-end id of the sandbox's shape, for a Pix issued before the Pix rail existed and paid in
// the database alone (lib/domain/transactions/pay-transaction.ts)
export { sandboxEnd2EndId } from "@/lib/rails/sandbox-rules";

import { createCnab240BoletoRail } from "./boleto/cnab240-rail";
import type { BoletoRail } from "./boleto/port";
import { createSandboxBoletoRail } from "./boleto/sandbox-bank";
import { type CieloConfig, createCieloRail } from "./card/cielo/create-cielo-rail";
import { cieloSandboxCredentials } from "./card/cielo-sandbox/cielo-sandbox-credentials";
import type { CardRail } from "./card/port";
import { createCnab240PayoutRail } from "./payout/cnab240-rail";
import type { PayoutRail } from "./payout/port";
import { createSandboxPayoutRail } from "./payout/sandbox-bank";
import { type ApiPixConfig, createApiPixRail } from "./pix/api-pix/create-api-pix-rail";
import type { PixRail } from "./pix/port";
import { createSandboxSimulator } from "./pix/sandbox-psp/create-sandbox-simulator";
import { sandboxPspCredentials } from "./pix/sandbox-psp/sandbox-psp-credentials";
import { railHealth, recordRailAnswer } from "./rail-health";

// The composition root of the rails (docs/rails.md): the one place that knows the providers. The
// domain asks for a rail by method and gets the port; one instance per process, so the provider's
// keep-alive connections and OAuth token are shared by every request. Pix and cards speak a real
// protocol in the sandbox too (API Pix, Cielo's API 3.0, to built-in servers); boletos and payouts
// go through CNAB 240 files (BOLETO_PROVIDER / PAYOUT_PROVIDER=cnab240), answered in the sandbox by
// the built-in bank.

const g = globalThis as unknown as {
  __colmeiaPixRail?: (PixRail & { close?(): void }) | null;
  __colmeiaCardRail?: (CardRail & { close?(): void }) | null;
  __colmeiaBoletoRail?: BoletoRail;
  __colmeiaPayoutRail?: PayoutRail | null;
};

export type RailProvider = {
  provider: "sandbox" | "api-pix" | "cielo" | "cnab240";
  real: boolean;
  /** the rails that call a provider over the network (Pix, card): when it last answered, and last failed */
  lastSuccessAt?: string | null;
  lastFailureAt?: string | null;
};

/**
 * Which provider each rail of this instance uses and whether it moves real money (GET /api/health,
 * the Rails settings page): Pix `api-pix`, card `cielo`, boleto and payout `cnab240` are real, each
 * rail's `sandbox` is not. Pix and card call their provider over the network (the built-in servers
 * too, over loopback), so they also say when it last answered and last failed (rail-health.ts).
 */
export function railProviders(): Record<"pix" | "card" | "boleto" | "payout", RailProvider> {
  const pix = env.pixProvider;
  return {
    pix: { provider: pix, real: pix === "api-pix", ...answered("pix") },
    card: { provider: env.cardProvider, real: env.cardProvider === "cielo", ...answered("card") },
    boleto: { provider: boletoRail().provider, real: boletoRail().isReal },
    payout: { provider: payoutRail().provider, real: payoutRail().isReal },
  };
}

const answered = (rail: "pix" | "card") => {
  const { lastSuccessAt, lastFailureAt } = railHealth(rail);
  return { lastSuccessAt, lastFailureAt };
};

/** Where the PSP notifies Pix payments and devoluções; its last segment is a secret (docs/rails.md). */
export const pixWebhookUrl = () => `${env.publicBaseUrl}/api/rails/pix/${pixWebhookSecret()}`;

/**
 * The card rail this instance charges through: CARD_PROVIDER, the built-in Cielo server by default
 * (served by this app under /sandbox/cielo and reached over loopback through the same connector as
 * Cielo, so the sandbox takes the production code path).
 */
export function cardRail(): CardRail {
  return (g.__colmeiaCardRail ??= createCardRail());
}

/**
 * Replaces the card rail of this process (tests and the benchmark serve the built-in Cielo server
 * on their own port); `null` goes back to the configured one.
 */
export function useCardRail(rail: (CardRail & { close?(): void }) | null): void {
  g.__colmeiaCardRail?.close?.();
  g.__colmeiaCardRail = rail;
}

// one log line per call to a provider (LOG_LEVEL=info): which rail and provider, the outcome and
// its time; never the path (it holds the provider's ids of a payment) nor anything of the body
function logRailCall(rail: string, provider: string, method: string, status: number, ms: number) {
  logInfo("rail", status ? `answered ${status}` : "no answer", { rail, provider, method, status, ms: Math.round(ms) });
}

function createCardRail(): CardRail & { close(): void } {
  const cielo = env.cielo;
  const provider = env.cardProvider;
  const onAnswer = ({ method, status, ms }: { method: string; status: number; ms: number }) => {
    recordRailAnswer("card", status);
    observeRailCall("card", provider, status, ms);
    logRailCall("card", provider, method, status, ms);
  };
  if (env.cardProvider === "cielo") {
    // env refuses to start without them (lib/platform/env.ts); checked again for a caller that skipped it
    if (!cielo.merchantId || !cielo.merchantKey)
      throw new Error("CARD_PROVIDER=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY");
    return createCieloRail({
      provider: "cielo",
      isReal: true,
      apiUrl: cielo.apiUrl,
      queryUrl: cielo.queryUrl,
      merchantId: cielo.merchantId,
      merchantKey: cielo.merchantKey,
      timeoutMs: cielo.timeoutMs,
      onAnswer,
    });
  }
  return sandboxCardRail(`http://127.0.0.1:${env.port}`, { timeoutMs: cielo.timeoutMs, onAnswer });
}

/**
 * The sandbox card rail: the Cielo connector pointed at a built-in Cielo server served at `origin`
 * (both of Cielo's hosts are that one server). `overrides` reach the connector (tests: timeout, TLS).
 */
export function sandboxCardRail(
  origin: string,
  overrides: Partial<CieloConfig> = {},
  basePath = "/sandbox/cielo",
): CardRail & { close(): void } {
  return createCieloRail({
    provider: "sandbox",
    isReal: false,
    apiUrl: `${origin}${basePath}`,
    queryUrl: `${origin}${basePath}`,
    ...cieloSandboxCredentials(),
    ...overrides,
  });
}

/** The boleto rail: the configured CNAB 240 agreement, or the built-in bank's (BOLETO_PROVIDER). */
export function boletoRail(): BoletoRail {
  const agreement = env.boletoAgreement;
  return (g.__colmeiaBoletoRail ??= agreement ? createCnab240BoletoRail(agreement) : createSandboxBoletoRail());
}

/** Replaces the boleto rail of this process (tests); `null` goes back to the configured one. */
export function useBoletoRail(rail: BoletoRail | null): void {
  g.__colmeiaBoletoRail = rail ?? undefined;
}

/** The payout rail transfers leave through: CNAB 240 payment files of PAYOUT_BANK, or the built-in sandbox bank. */
export function payoutRail(): PayoutRail {
  const account = env.payoutAccount;
  return (g.__colmeiaPayoutRail ??= account ? createCnab240PayoutRail(account) : createSandboxPayoutRail());
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
  const provider = env.pixProvider;
  const onAnswer = ({ method, status, ms }: { method: string; status: number; ms: number }) => {
    recordRailAnswer("pix", status);
    observeRailCall("pix", provider, status, ms);
    logRailCall("pix", provider, method, status, ms);
  };
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
