import type { ReactNode } from "react";

import { cn } from "@/components/ui/cn";
import { Label } from "@/components/ui/label";
import { useErrorText } from "@/lib/client/hooks/use-error-text";

export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type Props = {
  label: string;
  id: string;
  /** a form library's error (its message translated here), or a message already in the page's words */
  error?: { message?: string } | string | false | null;
  hint?: ReactNode;
  className?: string;
  /** the control, given its id and aria attributes; or controls that set them themselves */
  children: ReactNode | ((control: ControlProps) => ReactNode);
};

/**
 * The one field wrapper: a label, the control, its hint and its error, wired through
 * aria-describedby (`<id>-hint`, `<id>-error`).
 */
export function FormField({ label, id, error, hint, className, children }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { translateMessage } = useErrorText();
  const message =
    typeof error === "string" ? error : error && error.message ? translateMessage(error.message) : undefined;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === "function"
        ? children({ id, "aria-invalid": message ? true : undefined, "aria-describedby": describedBy })
        : children}
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

/** The form's own message (what could not be placed on a field), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200">
      {message}
    </p>
  );
}

/** A checkbox with its label on the right, and an optional line of help below. */
export function CheckboxField({
  label,
  hint,
  id,
  ...props
}: { label: string; hint?: string; id: string } & Omit<React.ComponentProps<"input">, "type" | "id">) {
  return (
    <div className="flex items-start gap-2">
      <input
        type="checkbox"
        id={id}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
