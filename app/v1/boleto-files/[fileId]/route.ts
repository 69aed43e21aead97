import { getBoletoFile } from "@/lib/domain/boletos/boleto-files";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { textFileResponse } from "@/lib/http/uploaded-text";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/boleto-files/{fileId} – the file, byte for byte as generated or received (text/plain)
export const GET = withAuth(
  { role: "viewer", params: { fileId: pathId("boleto_file") } },
  async ({ companyId, params }) => {
    const { content, name } = await getBoletoFile({ companyId, fileId: params.fileId });
    return textFileResponse(content, name);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
