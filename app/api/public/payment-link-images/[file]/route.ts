import { z } from "zod";

import { getLinkImage } from "@/lib/domain/payment-links/get-link-image";
import { withPublic } from "@/lib/http/with-public";
import { notFound } from "@/lib/platform/errors";

// GET /api/public/payment-link-images/{sha256}.webp – a payment link's image, public while a live
// link shows it. Content-addressed (the same URL always means the same bytes), but cached for five
// minutes only, then revalidated by ETag, so a removed image stops being served soon everywhere.
export const GET = withPublic(
  { route: "/api/public/payment-link-images/[file]", params: { file: z.string() }, cacheable: true },
  async ({ params, rateLimit, req }) => {
    await rateLimit("images", { count: 600, windowMs: 60_000 });
    const sha = params.file.replace(/\.webp$/, "");
    const image = await getLinkImage(sha);
    if (!image) throw notFound("image");
    const etag = `"${sha}"`;
    const headers = {
      "content-type": image.contentType,
      "cache-control": "public, max-age=300",
      etag,
      "x-content-type-options": "nosniff",
    };
    if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(image.data), {
      headers: { ...headers, "content-length": String(image.data.byteLength) },
    });
  },
);
