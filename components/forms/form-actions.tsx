"use client";

import { Button } from "@/components/ui/button";

type Props = {
  isSubmitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
};

/** The buttons under a form: submit (disabled, saying so, while the request runs) and cancel. */
export function FormActions({ isSubmitting, submitLabel, submittingLabel, cancelLabel, onCancel }: Props) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
