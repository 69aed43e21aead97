import type { PaymentMethod } from "@/lib/schemas/transactions";

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: "Cartão de crédito",
  pix: "Pix",
  boleto: "Boleto",
};

export function methodLabel(method: string): string {
  return method in METHOD_LABELS ? METHOD_LABELS[method as PaymentMethod] : method;
}

/** The payment method in pt-BR, with the installments for cards ("Cartão de crédito · 3x"). */
export function MethodLabel({ method, installments }: { method: string; installments?: number }) {
  return (
    <span className="whitespace-nowrap">
      {methodLabel(method)}
      {method === "credit_card" && installments && installments > 1 ? <span className="text-stone-600"> · {installments}x</span> : null}
    </span>
  );
}
