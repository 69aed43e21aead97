"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useResetPassword } from "@/lib/client/queries/settings";
import type { User } from "@/lib/schemas/users";

/** An owner resets a member's password without e-mail: confirm, then the temporary password, shown once. */
export function ResetPasswordAction({ user }: { user: User }) {
  const t = useTranslations("users");
  const { describeApiError } = useErrorText();
  const reset = useResetPassword();
  const [isAsking, setAsking] = useState(false);
  const [temporary, setTemporary] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t("resetPasswordLabel", { name: user.name })}
        onClick={() => setAsking(true)}
      >
        {t("resetPassword")}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t("resetTitle")}
        confirmLabel={t("resetConfirm")}
        isBusy={reset.isPending}
        error={reset.error ? describeApiError(reset.error) : null}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          void reset.mutateAsync(user.id).then(
            (answer) => {
              setAsking(false);
              setTemporary(answer.temporaryPassword);
            },
            () => undefined, // the dialog shows reset.error
          )
        }
      >
        <p>
          {t.rich("resetBody", { name: user.name, email: user.email, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      </ConfirmDialog>
      {temporary && (
        <div className="mt-2">
          <OneTimeSecret
            message={t("resetDone", { name: user.name })}
            secret={temporary}
            secretLabel={t("temporaryPassword")}
            copyLabel={t("copyPassword")}
            dismissLabel={t("resetDismiss")}
            testId="temporary-password"
            onDismiss={() => setTemporary(null)}
          />
        </div>
      )}
    </>
  );
}
