import "server-only";

import { badRequest } from "@/lib/platform/errors";

/**
 * A text file sent to a route that declares `textMaxBytes` and `formMaxBytes`: the text/plain or
 * application/octet-stream body, or the multipart field `file` — one character per byte (Latin-1),
 * as CNAB files are. Neither: 400 on `file`.
 */
export async function uploadedText({ text, form }: { text?: string; form?: FormData }): Promise<string> {
  const file = form?.get("file");
  const content = text ?? (file instanceof Blob ? Buffer.from(await file.arrayBuffer()).toString("latin1") : undefined);
  if (!content)
    throw badRequest("Send the file as a text/plain or application/octet-stream body, or the multipart field file", [
      { path: "file", message: "is required" },
    ]);
  return content;
}

/** A stored text file as a download, byte for byte. */
export function textFileResponse(content: string, name: string): Response {
  return new Response(Buffer.from(content, "latin1"), {
    headers: {
      "content-type": "text/plain; charset=us-ascii",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
}
