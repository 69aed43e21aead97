import Link from "next/link";

import { buttonClasses } from "./button";

type Props = { title: string; body: string; backHref: string; backLabel: string };

/** The body of a detail page's not-found.tsx: what was not found and the way back to its list. */
export function NotFoundPanel({ title, body, backHref, backLabel }: Props) {
  return (
    <div className="rounded-lg bg-white px-6 py-16 text-center shadow-sm ring-1 ring-stone-200">
      <h1 className="text-xl font-semibold text-stone-900">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">{body}</p>
      <Link href={backHref} className={buttonClasses({ variant: "secondary", className: "mt-6" })}>
        {backLabel}
      </Link>
    </div>
  );
}
