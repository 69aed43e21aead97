import { bankFilesMetadata, BankFilesPage } from "@/components/bank-files/bank-files-page";
import { requireSession } from "@/lib/http/auth/session";

import { PayoutFilesView } from "./payout-files-view";

export const generateMetadata = () => bankFilesMetadata("payoutFiles");

// /payout-files – the payout rail's daily cycle (docs/rails.md, Payout rail): generate the CNAB 240
// payment remessa of the waiting transfers, download it for the bank, import the bank's retorno that
// settles or fails them (GET/POST /v1/payout-files). Viewers only read and download.
export default async function PayoutFilesPage() {
  const user = await requireSession();
  return (
    <BankFilesPage namespace="payoutFiles">
      <PayoutFilesView canEdit={user.role !== "viewer"} />
    </BankFilesPage>
  );
}
