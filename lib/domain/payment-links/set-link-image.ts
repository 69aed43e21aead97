import "server-only";

import { createHash } from "node:crypto";

import sharp, { type OutputInfo } from "sharp";

import { prisma } from "@/lib/platform/db";
import { badRequest, notFound } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";

import { linkSales } from "./link-sales";
import { NO_SALES, toPaymentLink } from "./serialize-payment-link";

export const MAX_LINK_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 1200;

// POST /v1/payment-links/{id}/image: a PNG, JPEG, WebP or GIF up to 5 MB becomes what the hosted page
// serves — turned upright (EXIF), at most 1200 px a side (never enlarged), re-encoded as WebP without
// its metadata (no camera or GPS data leaves with it) — stored once by the SHA-256 of the result and
// set on the link. Anything the decoder refuses, or a picture over 40 megapixels, is a 400.
export async function setLinkImage({
  companyId,
  paymentLinkId,
  file,
}: {
  companyId: number;
  paymentLinkId: number;
  file: FormDataEntryValue | null;
}) {
  const link = await prisma.paymentLink.findFirst({
    where: { id: paymentLinkId, companyId, status: { not: "deleted" } },
    select: { id: true },
  });
  if (!link) throw notFound("payment_link");
  if (!(file instanceof File))
    throw badRequest("Invalid image", [
      { path: "image", message: "send the image as multipart/form-data with a file field named image" },
    ]);
  if (file.size > MAX_LINK_IMAGE_BYTES)
    throw badRequest("Invalid image", [{ path: "image", message: "is larger than 5 MB" }]);
  const input = Buffer.from(await file.arrayBuffer());
  let out: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    if (!["png", "jpeg", "webp", "gif"].includes(meta.format ?? ""))
      throw new Error(`unsupported format ${meta.format}`);
    out = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest("Invalid image", [{ path: "image", message: "must be a PNG, JPEG, WebP or GIF image" }]);
  }
  const sha = createHash("sha256").update(out.data).digest("hex");
  const row = await prisma.$transaction(async (tx) => {
    // bytes as base64 decoded by the database: one spelling both drivers carry the same way
    await runSqlIn(
      tx,
      sql`INSERT INTO "PaymentLinkImage" ("sha256", "companyId", "contentType", "width", "height", "size", "data")
      VALUES (${sha}, ${companyId}, 'image/webp', ${out.info.width}, ${out.info.height}, ${out.data.byteLength},
              decode(${out.data.toString("base64")}, 'base64'))
      ON CONFLICT ("sha256") DO NOTHING`,
    );
    return tx.paymentLink.update({ where: { id: link.id }, data: { imageSha: sha } });
  });
  return toPaymentLink(row, (await linkSales([row.id])).get(row.id) ?? NO_SALES);
}
