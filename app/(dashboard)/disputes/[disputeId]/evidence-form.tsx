"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { FilePicker } from "@/components/forms/file-picker";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { controlClasses } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useSubmitEvidence } from "@/lib/client/queries/disputes";
import {
  evidenceTextSchema,
  MAX_EVIDENCE_FILE_BYTES,
  MAX_EVIDENCE_FILES,
  MAX_EVIDENCE_TEXT,
} from "@/lib/schemas/disputes";

// The API's own rules, checked before the upload starts (the server checks them again, and reads
// each file's type from its bytes).
const ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";
const ALLOWED = /\.(pdf|png|jpe?g)$/i;
const schema = z.object({
  text: evidenceTextSchema,
  files: z
    .array(z.instanceof(File))
    .max(MAX_EVIDENCE_FILES, `send at most ${MAX_EVIDENCE_FILES} files`)
    .superRefine((files, ctx) => {
      for (const file of files) {
        if (file.size > MAX_EVIDENCE_FILE_BYTES)
          ctx.addIssue({ code: "custom", message: `is larger than ${MAX_EVIDENCE_FILE_BYTES / 1_048_576} MB` });
        else if (!ALLOWED.test(file.name)) ctx.addIssue({ code: "custom", message: "must be a PDF, PNG or JPEG file" });
      }
    }),
});

export function EvidenceForm({ disputeId, isSandbox }: { disputeId: number; isSandbox: boolean }) {
  const t = useTranslations("evidenceForm");
  const { locale } = useErrorText();
  const submitEvidence = useSubmitEvidence(disputeId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { text: "", files: [] as File[] },
  });
  const { errors, isSubmitting } = formState;
  const files = watch("files");
  const text = watch("text");

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submitEvidence.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["text", "files"], locale));
    }
  });

  return (
    <Card aria-labelledby="responder">
      <CardHeader id="responder" title={t("title")} />
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("title")} className="space-y-4">
          <FormAlert message={formError} />
          <p className="text-sm text-stone-600">{t("intro")}</p>
          <FormField
            label={t("text")}
            id="evidence-text"
            error={errors.text}
            hint={t("textHint", { used: text.length, max: MAX_EVIDENCE_TEXT })}
          >
            {(p) => <textarea {...p} rows={6} className={controlClasses} {...register("text")} />}
          </FormField>
          <FormField
            label={t("files")}
            id="evidence-files"
            error={errors.files as { message?: string } | undefined}
            hint={t("filesHint", { max: MAX_EVIDENCE_FILES, mb: MAX_EVIDENCE_FILE_BYTES / 1_048_576 })}
          >
            {(p) => (
              <FilePicker
                control={p}
                accept={ACCEPT}
                multiple
                buttonLabel={t("chooseFiles")}
                status={files.length ? t("filesChosen", { count: files.length }) : t("noFilesChosen")}
                onChange={(chosen) => setValue("files", chosen, { shouldValidate: true })}
              />
            )}
          </FormField>
          {files.length > 0 && (
            <ul className="space-y-1 text-sm text-stone-700" aria-label={t("chosen")}>
              {files.map((f) => (
                <li key={`${f.name}-${f.size}`}>
                  {f.name} <span className="text-stone-600">({Math.max(1, Math.round(f.size / 1024))} KB)</span>
                </li>
              ))}
            </ul>
          )}
          {isSandbox && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {t("sandboxRule")}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("sending") : t("send")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
