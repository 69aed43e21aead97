"use client";

import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useCompany } from "@/lib/client/queries/settings";
import { useSimulateTransfer } from "@/lib/client/queries/transfers";

/** Sandbox only (GET /v1/company → sandbox): play the bank's answer to a processing transfer. */
export function SandboxActions({ transferId }: { transferId: number }) {
  const t = useTranslations("transferDetail");
  const { describeApiError } = useErrorText();
  const company = useCompany();
  const simulate = useSimulateTransfer(transferId);
  if (!company.data?.sandbox) return null;

  return (
    <section aria-labelledby="sandbox-transferencia" className="rounded-lg bg-brand-50 p-4 ring-1 ring-brand-200">
      <h2 id="sandbox-transferencia" className="text-sm font-semibold text-brand-900">
        {t("sandboxTitle")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t("sandboxText")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={simulate.isPending} onClick={() => simulate.mutate("settle")}>
          {t("settle")}
        </Button>
        <Button size="sm" variant="danger" disabled={simulate.isPending} onClick={() => simulate.mutate("fail")}>
          {t("fail")}
        </Button>
      </div>
      {simulate.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {describeApiError(simulate.error)}
        </p>
      )}
    </section>
  );
}
