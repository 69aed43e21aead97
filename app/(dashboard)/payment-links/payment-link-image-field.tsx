"use client";

import { useTranslations } from "use-intl";

import { FilePicker } from "@/components/forms/file-picker";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

type Props = {
  /** the image the link has now (its public URL), or null */
  current: string | null;
  /** the file chosen, sent after the link is saved */
  chosen: File | null;
  onChoose: (file: File | null) => void;
  removeCurrent: boolean;
  onRemoveCurrent: (remove: boolean) => void;
  error: string | null;
};

/** The link's image: chosen here, uploaded when the form is saved (the server resizes it). */
export function PaymentLinkImageField({ current, chosen, onChoose, removeCurrent, onRemoveCurrent, error }: Props) {
  const t = useTranslations("paymentLinkSelling");
  const tooBig = chosen && chosen.size > MAX_BYTES ? t("imageTooBig") : null;
  const shown = chosen ? null : removeCurrent ? null : current;
  return (
    <Card aria-labelledby="link-imagem">
      <CardHeader id="link-imagem" title={t("imageCard")} />
      <CardContent className="space-y-3">
        {shown && (
          // eslint-disable-next-line @next/next/no-img-element -- our own resized, cached image
          <img
            src={new URL(shown).pathname}
            alt={t("imageAlt")}
            className="max-h-48 rounded-md ring-1 ring-stone-200"
          />
        )}
        <FormField label={t("image")} id="link-image" error={tooBig ?? error} hint={t("imageHint")}>
          {(p) => (
            <FilePicker
              control={p}
              accept={ACCEPT}
              buttonLabel={t("chooseImage")}
              status={chosen ? chosen.name : t("noImageChosen")}
              onChange={(files) => onChoose(files[0] ?? null)}
            >
              {(chosen || (current && !removeCurrent)) && (
                <Button variant="ghost" size="sm" onClick={() => (chosen ? onChoose(null) : onRemoveCurrent(true))}>
                  {t("removeImage")}
                </Button>
              )}
            </FilePicker>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
