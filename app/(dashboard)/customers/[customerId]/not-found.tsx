import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

// An unknown id, or one that belongs to another company: the same answer for both.
export default function CustomerNotFound() {
  return (
    <div className="rounded-lg bg-white px-6 py-16 text-center shadow-sm ring-1 ring-stone-200">
      <h1 className="text-xl font-semibold text-stone-900">Cliente não encontrado</h1>
      <p className="mt-2 text-sm text-stone-600">Ele não existe ou não pertence à sua empresa.</p>
      <Link href="/customers" className={buttonClasses({ variant: "secondary", className: "mt-6" })}>
        Voltar para clientes
      </Link>
    </div>
  );
}
