import "server-only";

import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";

/** The public key from the x-public-key header, or `publicKey` in the JSON body. */
export function publicKeyFrom(headers: Headers, body: unknown): string | undefined {
  const header = headers.get("x-public-key")?.trim();
  if (header) return header;
  const fromBody = (body as { publicKey?: unknown } | undefined)?.publicKey;
  return typeof fromBody === "string" && fromBody.trim() ? fromBody.trim() : undefined;
}

/** The company whose public key this is, or null (unknown, or not a public key at all). */
export async function findCompanyByPublicKey(key: string | undefined): Promise<{ id: number } | null> {
  if (!key || !key.startsWith("pk_") || key.length > 200) return null;
  return prisma.company.findUnique({ where: { publicKey: key }, select: { id: true } });
}

// A secret key here means it is sitting in a browser: say so, and still refuse it.
export function publicKeyError(key: string | undefined): ApiError {
  if (!key)
    return new ApiError("unauthorized", "Missing public key: send the company's pk_… key in x-public-key or publicKey");
  if (key.startsWith("sk_"))
    return new ApiError(
      "unauthorized",
      "This endpoint takes the company's public key (pk_…); never put the secret key in a browser — rotate it if it was exposed",
    );
  return new ApiError("unauthorized", "Invalid public key");
}
