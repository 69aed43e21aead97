import { ApiError } from "@/lib/platform/errors";
import { pixRail } from "@/lib/rails";
import { pixTxid } from "@/lib/rails/pix/pix-txid";
import { isRailError, type PixPayer } from "@/lib/rails/pix/port";
import { canUseRail } from "@/lib/rails/require-real-rail";

type Options = {
  transactionId: number;
  secureId: string;
  amount: number;
  expiresInSeconds: number;
  payer: PixPayer;
  description?: string;
  now: Date;
};

// The Pix charge of a new transaction, made at the Pix rail's provider (PUT /cob/{txid}) before the
// transaction is stored, and outside any database transaction (on PGlite the one connection would
// wait on the PSP). The txid comes from the transaction, so the connector's retries never make a
// second charge; a charge left behind by a request that then failed expires unpaid at the PSP.
export async function issuePixCharge({
  transactionId,
  secureId,
  amount,
  expiresInSeconds,
  payer,
  description,
  now,
}: Options) {
  // the domain asks whether the rail moves real money, never which provider it is
  if (!canUseRail(pixRail()))
    throw new ApiError(
      "rail_not_configured",
      "Pix is not configured on this instance: set PIX_PROVIDER=api-pix and the PSP's credentials (docs/rails.md)",
      { rail: "pix" },
    );
  const txid = pixTxid({ transactionId, secureId });
  try {
    const charge = await pixRail().createCharge({ txid, amount, expiresInSeconds, payer, description });
    // the deadline the domain keeps is its own clock's (the seed and tests date transactions), a few
    // milliseconds ahead of the PSP's, which counts from its own creation time
    return {
      qrcode: charge.qrcode,
      expirationDate: new Date(now.getTime() + expiresInSeconds * 1000).toISOString(),
      txid,
      location: charge.location,
    };
  } catch (e) {
    if (isRailError(e))
      throw new ApiError(
        "rail_unavailable",
        `The Pix provider could not issue the charge: ${e.message}. Nothing was charged; retry.`,
        { rail: "pix" },
      );
    throw e;
  }
}
