import { listBoletoFiles } from "@/lib/domain/boletos/boleto-files";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/boleto-files – the company's CNAB 240 files (remessas and retornos), newest first
export const GET = withAuth({ role: "viewer" }, async ({ companyId }) => {
  const files = await listBoletoFiles({ companyId });
  return respondList({ data: files, total: files.length });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
