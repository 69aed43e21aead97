import "server-only";

import type { z } from "zod";

import { ApiError } from "@/lib/platform/errors";
import { readBodyText } from "@/lib/platform/read-body";

// Answers of the built-in PSP: JSON, and RFC 7807 problems with the API Pix error types.

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function problem(
  status: number,
  tipo: string,
  title: string,
  detail?: string,
  violacoes?: { razao: string; propriedade: string }[],
) {
  const body = {
    type: `https://pix.bcb.gov.br/api/v2/error/${tipo}`,
    title,
    status,
    ...(detail && { detail }),
    ...(violacoes?.length && { violacoes }),
  };
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json" } });
}

/** Parses a JSON body with a request schema of the standard; a problem Response when it fails. */
export async function readBody<T>(req: Request, schema: z.ZodType<T>, tipo: string): Promise<T | Response> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readBodyText(req));
  } catch (error) {
    if (error instanceof ApiError) return problem(413, tipo, "Requisição muito grande.", error.message);
    return problem(400, tipo, "Requisição inválida.", "The body is not JSON.");
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  return problem(
    400,
    tipo,
    "Requisição inválida.",
    "The body does not follow the schema.",
    parsed.error.issues.map((i) => ({ razao: i.message, propriedade: i.path.join(".") || "(body)" })),
  );
}

/** A timestamp column read back (UTC without a zone) as an RFC 3339 instant. */
export const iso = (value: string | Date | null | undefined) =>
  value == null
    ? undefined
    : (value instanceof Date
        ? value
        : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`)
      ).toISOString();
