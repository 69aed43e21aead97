"use client";

import { useRef } from "react";
import { useTranslations } from "use-intl";

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
  const input = useRef<HTMLInputElement>(null);
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
            <div className="flex flex-wrap items-center gap-3">
              <input
                {...p}
                ref={input}
                type="file"
                accept={ACCEPT}
                tabIndex={-1}
                className="sr-only"
                onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={p["aria-describedby"]}
                onClick={() => input.current?.click()}
              >
                {t("chooseImage")}
              </Button>
              <span className="text-sm text-stone-600">{chosen ? chosen.name : t("noImageChosen")}</span>
              {(chosen || (current && !removeCurrent)) && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    if (chosen) onChoose(null);
                    else onRemoveCurrent(true);
                    if (input.current) input.current.value = "";
                  }}
                >
                  {t("removeImage")}
                </Button>
              )}
            </div>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
