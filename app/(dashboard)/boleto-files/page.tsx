import { bankFilesMetadata, BankFilesPage } from "@/components/bank-files/bank-files-page";
import { requireSession } from "@/lib/http/auth/session";

import { BoletoFilesView } from "./boleto-files-view";

export const generateMetadata = () => bankFilesMetadata("boletoFiles");

// /boleto-files – the boleto rail's daily cycle (docs/rails.md): generate the CNAB 240 remessa, download
// it for the bank, import the bank's retorno (GET/POST /v1/boleto-files). Viewers only read and download.
export default async function BoletoFilesPage() {
  const user = await requireSession();
  return (
    <BankFilesPage namespace="boletoFiles">
      <BoletoFilesView canEdit={user.role !== "viewer"} />
    </BankFilesPage>
  );
}
