import type { ReactNode } from "react";

import { getCompany } from "@/lib/domain/companies/get-company";
import type { SessionUser } from "@/lib/http/auth/session";

import { DashboardShell } from "./dashboard-shell";

/** The dashboard's frame for a signed-in user: their company's name, the sandbox mark and the navigation. */
export async function DashboardFrame({ user, children }: { user: SessionUser; children: ReactNode }) {
  const company = await getCompany({ companyId: user.companyId });
  return (
    <DashboardShell
      companyName={company.tradeName}
      isSandbox={company.sandbox}
      user={{ name: user.name, email: user.email, role: user.role }}
    >
      {children}
    </DashboardShell>
  );
}
