import type { ReactNode } from "react";

import { requireSession } from "@/lib/http/auth/session";

import { DashboardFrame } from "./dashboard-frame";

// Every dashboard page needs a signed-in user; the frame shows their company and the navigation.
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardFrame user={await requireSession()}>{children}</DashboardFrame>;
}
