import Link from "next/link";

/** What a viewer sees instead of a form: the role can read, not change. */
export function ReadOnlyNotice({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <div className="rounded-lg bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200">
      <p className="font-medium text-stone-900">Seu usuário tem acesso somente leitura.</p>
      <p className="mt-1 text-sm text-stone-600">Peça a um administrador ou proprietário da conta para fazer esta alteração.</p>
      <Link href={backHref} className="mt-4 inline-block text-sm font-medium text-brand-800 underline underline-offset-2">
        {backLabel}
      </Link>
    </div>
  );
}
