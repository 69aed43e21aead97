import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getDispute } from "@/lib/domain/disputes/get-dispute";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";

import { DisputeDetail } from "./dispute-detail";

type Props = { params: Promise<{ disputeId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("disputeDetail");
  return { title: t("title", { id: (await params).disputeId }) };
}

// /disputes/{id} – one dispute, its evidence, and the form to answer it; another company's id is a 404
export default async function DisputePage({ params }: Props) {
  const user = await requireSession();
  const rawId = (await params).disputeId;
  const disputeId = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || disputeId < 1 || disputeId > 2147483647) notFound();
  const dispute = await getDispute({ companyId: user.companyId, disputeId }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  });
  if (!dispute) notFound();
  return <DisputeDetail dispute={dispute} canEdit={user.role !== "viewer"} isSandbox={env.isSandbox} />;
}
