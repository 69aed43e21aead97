import type { ReactNode } from "react";

import { requireSession } from "@/lib/auth/session";
import { getCompany } from "@/lib/companies/get-company";

import { DashboardShell } from "./dashboard-shell";

// Every dashboard page needs a signed-in user; the shell shows their company and the navigation.
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireSession();
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
