import { z } from "zod";

import { isValidCnpj, isValidCpf, onlyDigits } from "@/lib/formats/documents";

import { pagingQuery, timestamp } from "./common";

export const pixKeyTypes = ["cpf", "cnpj", "email", "phone", "evp"] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = z.email();

/**
 * A Pix key's type and its normal form, or why it is not one. The type is read from the shape,
 * in this order (the Banco Central's formats cannot be confused): a random key (EVP, a UUID); an
 * e-mail (has "@"); a phone ("+55", then a two-digit area code and 8 or 9 digits); a CPF (11
 * digits, check digits valid) or CNPJ (14 digits, check digits valid), dots, dashes and slashes
 * allowed. A phone is always written with +55, so 11 bare digits are a CPF.
 */
export function parsePixKey(raw: string, expected?: PixKeyType): { type: PixKeyType; key: string } | { error: string } {
  const value = raw.trim();
  const found = ((): { type: PixKeyType; key: string } | { error: string } => {
    if (EVP.test(value)) return { type: "evp", key: value.toLowerCase() };
    if (value.includes("@"))
      return value.length <= 77 && EMAIL.safeParse(value).success
        ? { type: "email", key: value.toLowerCase() }
        : { error: "is not a valid e-mail Pix key" };
    if (value.startsWith("+"))
      return /^\+55[1-9][0-9]9?[0-9]{8}$/.test(value)
        ? { type: "phone", key: value }
        : { error: "is not a valid phone Pix key: +55, the area code and the number (e.g. +5511987654321)" };
    if (/^[0-9./-]+$/.test(value)) {
      const digits = onlyDigits(value);
      if (digits.length === 11)
        return isValidCpf(digits)
          ? { type: "cpf", key: digits }
          : { error: "is not a valid CPF Pix key: check digits do not match" };
      if (digits.length === 14)
        return isValidCnpj(digits)
          ? { type: "cnpj", key: digits }
          : { error: "is not a valid CNPJ Pix key: check digits do not match" };
    }
    return { error: "is not a Pix key: a CPF, CNPJ, e-mail, +55 phone or random key (EVP)" };
  })();
  if ("type" in found && expected && found.type !== expected)
    return { error: `is a Pix key of type ${found.type}, not ${expected}` };
  return found;
}

// overwrite (not transform) keeps these plain strings, so they still map to OpenAPI.
const normalisedKey = (raw: string) => {
  const parsed = parsePixKey(raw);
  return "key" in parsed ? parsed.key : raw;
};

/** A Pix key field: checked and normalised (the stored, compared form). */
export const pixKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(77, "must have at most 77 characters")
  .overwrite(normalisedKey)
  .superRefine((key, ctx) => {
    const parsed = parsePixKey(key);
    if ("error" in parsed) ctx.addIssue({ code: "custom", message: parsed.error });
  });

// POST /v1/recipients/{id}/pix-keys: the key, and its type when the client wants it checked
export const createPixKeySchema = z
  .object({ key: pixKeySchema, type: z.enum(pixKeyTypes).optional() })
  .superRefine((input, ctx) => {
    const parsed = parsePixKey(input.key, input.type);
    if ("error" in parsed && input.type) ctx.addIssue({ code: "custom", path: ["type"], message: parsed.error });
  });

export const PixKeySchema = z
  .object({
    id: z.number().int(),
    recipientId: z.number().int(),
    type: z.enum(pixKeyTypes),
    key: z.string(),
    usableAfter: timestamp,
    // nobody vouched for its holder (the payout rail could not look the key up, no owner confirmed it)
    requiresConfirmation: z.boolean(),
    confirmedAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({
    id: "PixKey",
    description:
      "A Pix key a recipient's transfers can go to, whose holder is the recipient: usable from `usableAfter`, or once an owner confirmed it. `requiresConfirmation`: an e-mail, phone or random key whose holder the payout provider could not look up, which receives transfers only once an owner confirms it",
  });

export const listPixKeysQuerySchema = z.object({ ...pagingQuery });
