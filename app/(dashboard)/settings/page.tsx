import type { Metadata } from "next";
import { requireSession } from "@/lib/auth/session";
import { CompanyProfile } from "./company-profile";

export const metadata: Metadata = { title: "Configurações da empresa" };

// /settings – the company profile: GET and PATCH /v1/company
export default async function CompanySettingsPage() {
  const user = await requireSession();
  return <CompanyProfile canEdit={user.role !== "viewer"} />;
}
