import type { ReactNode } from "react";

import { cn } from "./cn";

export type BadgeTone = "green" | "red" | "amber" | "gray" | "blue" | "sky" | "rose" | "orange" | "lime" | "violet";

// Pale background with dark text of the same hue: readable (WCAG AA) on any tone.
const TONES: Record<BadgeTone, string> = {
  green: "bg-green-100 text-green-800 ring-green-600/20",
  red: "bg-red-100 text-red-800 ring-red-600/20",
  amber: "bg-amber-100 text-amber-900 ring-amber-600/30",
  gray: "bg-stone-100 text-stone-700 ring-stone-500/20",
  blue: "bg-blue-100 text-blue-800 ring-blue-600/20",
  sky: "bg-sky-100 text-sky-800 ring-sky-600/20",
  rose: "bg-rose-100 text-rose-800 ring-rose-600/20",
  orange: "bg-orange-100 text-orange-800 ring-orange-600/20",
  lime: "bg-lime-100 text-lime-800 ring-lime-600/20",
  violet: "bg-violet-100 text-violet-800 ring-violet-600/20",
};

export function Badge({
  tone = "gray",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
