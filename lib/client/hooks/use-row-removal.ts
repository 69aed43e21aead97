"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";

import { useErrorText } from "@/lib/client/hooks/use-error-text";

/**
 * Removing a row only after a ConfirmDialog: the row waiting for an answer (`target`), `ask` for
 * the row's button and the dialog's props. The dialog stays open on failure, with the API's error.
 */
export function useRowRemoval<T extends { id: number }>(mutation: UseMutationResult<unknown, Error, number>) {
  const { describeApiError } = useErrorText();
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask(row: T) {
      // a new question does not carry the error of the last one
      mutation.reset();
      setTarget(row);
    },
    dialog: {
      isOpen: target !== null,
      isBusy: mutation.isPending,
      error: mutation.isError ? describeApiError(mutation.error) : null,
      onCancel: () => setTarget(null),
      onConfirm: () => target && mutation.mutate(target.id, { onSuccess: () => setTarget(null) }),
    },
  };
}
