import { z } from "zod";

import { withPublic } from "@/lib/api/with-public";
import { notFound } from "@/lib/errors";
import { getLinkImage } from "@/lib/payment-links/get-link-image";

// GET /api/public/payment-link-images/{sha256}.webp – a payment link's image, public and
// content-addressed: the same URL always means the same bytes, so browsers and CDNs keep it for good
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
      "cache-control": "public, max-age=31536000, immutable",
      etag,
      "x-content-type-options": "nosniff",
    };
    if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(image.data), {
      headers: { ...headers, "content-length": String(image.data.byteLength) },
    });
  },
);
