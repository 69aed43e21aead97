"use client";

import { useTranslations } from "use-intl";

import { CheckboxField } from "@/components/forms/form-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useCompany, useUpdateCompany } from "@/lib/client/queries/settings";

/** An owner requires two-step sign-in of every user of the company (docs/security.md, "Accounts"). */
export function RequireTwoFactorCard() {
  const t = useTranslations("account");
  const { describeApiError } = useErrorText();
  const { data: company } = useCompany();
  const update = useUpdateCompany();
  if (!company) return null;
  return (
    <Card aria-labelledby="seguranca">
      <CardHeader id="seguranca" title={t("securityTitle")} />
      <CardContent className="space-y-2">
        <CheckboxField
          id="require-two-factor"
          label={t("requireTwoFactor")}
          hint={t("requireTwoFactorHint")}
          checked={company.requireTwoFactor}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ requireTwoFactor: e.target.checked })}
        />
        {update.error && (
          <p role="alert" className="text-sm text-red-800">
            {describeApiError(update.error)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
