import { z } from "zod";

import { isValidCnpj, isValidCpf, onlyDigits } from "@/lib/formats/documents";
import { isDay } from "@/lib/formats/time";

export { cpfOrCnpjSchema as cpfOrCnpj } from "@/lib/formats/documents";

// Shared building blocks of the API schemas. Isomorphic: used by route handlers, OpenAPI and forms.

export const MAX_AMOUNT = 1_000_000_000; // R$ 10 million in cents, well inside int32

export const cents = z
  .number({ error: "must be an integer amount in cents" })
  .int("must be an integer amount in cents");
export const positiveCents = cents.min(1, "must be at least 1 cent").max(MAX_AMOUNT, "is above the maximum amount");

const digitsOf = onlyDigits;

export const documentTypes = ["cpf", "cnpj", "passport"] as const;

// cpf and cnpj are checked by their check digits; passport (foreign payers) is 5–20 letters/digits.
export const documentSchema = z
  .object({
    number: z.string().trim().min(1, "is required").max(20),
    type: z.enum(documentTypes).default("cpf"),
  })
  .transform((d) => ({ ...d, number: d.type === "passport" ? d.number.toUpperCase() : digitsOf(d.number) }))
  .superRefine((d, ctx) => {
    const ok =
      d.type === "cpf"
        ? isValidCpf(d.number)
        : d.type === "cnpj"
          ? isValidCnpj(d.number)
          : /^[A-Z0-9]{5,20}$/.test(d.number);
    if (!ok) ctx.addIssue({ code: "custom", path: ["number"], message: `is not a valid ${d.type.toUpperCase()}` });
  });

// The address fields one by one; addressSchema adds the country-dependent postcode rule. A partial
// update (PATCH /v1/company) checks its fields with this and the merged address with addressSchema.
export const addressFieldsSchema = z.object({
  street: z.string().trim().max(255).optional(),
  streetNumber: z.string().trim().max(20).optional(),
  complement: z.string().trim().max(255).optional(),
  neighborhood: z.string().trim().max(255).optional(),
  city: z.string().trim().max(255).optional(),
  state: z.string().trim().max(50).optional(),
  zipCode: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 .-]{1,14}$/,
      "must be a postal code of 2 to 15 letters, digits, spaces, dots or hyphens",
    )
    .optional(),
  country: z.string().trim().max(60).optional(),
});

export const addressSchema = addressFieldsSchema
  // The spec types both as plain strings. A Brazilian address (no country, or BR under any common
  // spelling) must have a valid CEP, stored as its 8 digits; a foreign one keeps its postcode as
  // sent. Checked even when another field failed (`when`), so every bad field is reported at once.
  .superRefine(
    (a, ctx) => {
      if (a.zipCode === undefined) return;
      if (isBrazil(a.country) && digitsOf(a.zipCode).length !== 8)
        ctx.addIssue({ code: "custom", path: ["zipCode"], message: "must be an 8-digit CEP" });
    },
    {
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !payload.issues.some((i) => i.path?.[0] === "zipCode" || i.path?.[0] === "country"),
    },
  )
  .transform(({ zipCode, country, ...rest }) => {
    const code = country && isBrazil(country) ? "BR" : country?.length === 2 ? country.toUpperCase() : country;
    return {
      ...rest,
      ...(zipCode !== undefined && { zipCode: isBrazil(country) ? digitsOf(zipCode) : zipCode.toUpperCase() }),
      ...(code !== undefined && { country: code }),
    };
  });

const BRAZIL_NAMES = new Set(["br", "bra", "brasil", "brazil"]);
const isBrazil = (country: string | undefined) => !country || BRAZIL_NAMES.has(country.toLowerCase());

// Cards print the year as YY; card data is kept and answered with four digits (26 → 2026), whichever
// way it came in (raw card fields, a card hash, the hosted form's MM/AA).
export const fullCardYear = (year: number) => (year < 100 ? 2000 + year : year);
export const cardYearSchema = z.coerce.number().int().min(0).max(2100).transform(fullCardYear);

// A date or timestamp in a filter: what Date parses, within the years PostgreSQL and ISO 8601 share
// (year 0 and years past 9999 parse in JavaScript and fail in the database).
export const queryDate = z.coerce
  .date()
  .refine((d) => d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999, "must be a date between the years 1 and 9999");

export const isoDate = z
  .string()
  // one issue per field: a malformed or impossible day is not also judged by later rules
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date YYYY-MM-DD", abort: true })
  .refine(isDay, { message: "is not a real date", abort: true });

export const phoneSchema = z
  .string()
  .trim()
  .transform(digitsOf)
  .refine((p) => p.length >= 10 && p.length <= 13, "must have 10 to 13 digits (DDD + number)");

export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048);

// Query helpers: comma lists ("paid,refused"), booleans ("true"/"false"), paging.
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).min(1),
  );

export const queryBoolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const pagingQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
};

export function pageWindow(q: { limit: number; offset: number; page?: number }) {
  return { take: q.limit, skip: q.page ? (q.page - 1) * q.limit : q.offset };
}

export const idParam = z.coerce.number().int().min(1).max(2147483647);

// Response building blocks (what the API answers, not what it accepts).
export const timestamp = z.iso.datetime().meta({ description: "ISO 8601, UTC", example: "2026-03-14T13:45:00.000Z" });

// `X | null` for a schema named with .meta({ id }): zod-to-openapi turns `.nullable()` of such a
// schema into a nullable component (null accepted everywhere it is used); a union keeps it exact.
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

export const AddressSchema = z
  .object({
    street: z.string().optional(),
    streetNumber: z.string().optional(),
    complement: z.string().optional(),
    neighborhood: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zipCode: z
      .string()
      .optional()
      .meta({ description: "CEP, 8 digits, for a Brazilian address; a foreign postal code as sent" }),
    country: z.string().optional().meta({ description: "ISO 3166-1 alpha-2 (BR when Brazil is written out)" }),
  })
  .meta({ id: "Address" });
