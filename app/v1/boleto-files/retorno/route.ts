import { importRetorno, MAX_RETORNO_BYTES } from "@/lib/domain/boletos/boleto-files";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { uploadedText } from "@/lib/http/uploaded-text";
import { withAuth } from "@/lib/http/with-auth";

// POST /v1/boleto-files/retorno – a bank's retorno: the file as a text/plain or
// application/octet-stream body, or the multipart field `file`; imported once and whole
export const POST = withAuth(
  { role: "admin", textMaxBytes: MAX_RETORNO_BYTES, formMaxBytes: MAX_RETORNO_BYTES + 64 * 1024 },
  async ({ companyId, text, form }) => {
    const content = await uploadedText({ text, form });
    const { imported, file: meta } = await importRetorno({ companyId, content });
    return respond({ ...meta, imported });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
