import "server-only";

/** A generated PDF, shown in the browser rather than saved (inline), never cached on the way. */
export function pdfResponse(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename=${filename}`,
      "content-length": String(pdf.length),
      "cache-control": "no-store",
      vary: "Accept",
    },
  });
}
