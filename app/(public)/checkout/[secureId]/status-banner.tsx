import { cn } from "@/components/ui/cn";
import { refusalMessage } from "@/lib/client/payer-messages";
import type { PaymentMethod, TransactionStatus } from "@/lib/schemas/transactions";

type Tone = "green" | "red" | "amber" | "stone";
type Banner = { tone: Tone; title: string; text: string };

const TONES: Record<Tone, string> = {
  green: "bg-green-50 text-green-900 ring-green-200",
  red: "bg-red-50 text-red-900 ring-red-200",
  amber: "bg-amber-50 text-amber-950 ring-amber-200",
  stone: "bg-stone-100 text-stone-800 ring-stone-200",
};

// A waiting charge past its deadline, not yet canceled by the expiry sweep. A boleto paid on its due
// date may still settle in the next working days, so its text does not promise that nothing was charged.
function expiredBanner(method: PaymentMethod): Banner {
  return method === "boleto"
    ? {
        tone: "stone",
        title: "Boleto vencido",
        text: "O prazo para pagar este boleto terminou. Se você já o pagou, a confirmação chega em até 3 dias úteis.",
      }
    : {
        tone: "stone",
        title: "Pagamento expirado",
        text: "O prazo para pagar este Pix terminou. Se você pagou nos últimos instantes, esta página mostra a confirmação assim que ela chegar.",
      };
}

function banner(
  method: PaymentMethod,
  status: TransactionStatus,
  refusedReason: string | null,
  isExpired: boolean,
): Banner {
  if (status === "waiting_payment" && isExpired) return expiredBanner(method);
  switch (status) {
    case "paid":
    case "authorized":
      return method === "credit_card"
        ? {
            tone: "green",
            title: "Pagamento aprovado",
            text: "Tudo certo! O vendedor já foi avisado do seu pagamento.",
          }
        : {
            tone: "green",
            title: "Pagamento confirmado",
            text: "Recebemos o seu pagamento. O vendedor já foi avisado.",
          };
    case "refused":
      return { tone: "red", title: "Pagamento recusado", text: refusalMessage(refusedReason) };
    case "waiting_payment":
      return method === "pix"
        ? {
            tone: "amber",
            title: "Aguardando pagamento",
            text: "Assim que o Pix for pago, esta página mostra a confirmação.",
          }
        : {
            tone: "amber",
            title: "Boleto gerado",
            text: "O pagamento é confirmado em até 3 dias úteis depois de pago.",
          };
    case "processing":
      return {
        tone: "amber",
        title: "Processando pagamento",
        text: "Estamos confirmando o seu pagamento. Não é preciso pagar de novo.",
      };
    case "canceled":
      return { tone: "stone", title: "Pagamento expirado", text: "O prazo para pagar terminou e nada foi cobrado." };
    case "partially_paid":
      return {
        tone: "amber",
        title: "Pagamento parcial",
        text: "O valor pago foi menor que o do boleto. Fale com o vendedor.",
      };
    case "refunded":
      return { tone: "stone", title: "Pagamento estornado", text: "O valor foi devolvido pelo vendedor." };
    case "pending_refund":
      return {
        tone: "stone",
        title: "Estorno em andamento",
        text: "O vendedor pediu a devolução do valor; ela está sendo processada.",
      };
    case "chargedback":
      return {
        tone: "stone",
        title: "Pagamento contestado",
        text: "Este pagamento foi contestado junto ao banco emissor.",
      };
    // an open dispute: a card chargeback, a Pix MED or a contested boleto, under review by the bank
    case "in_protest":
      return {
        tone: "amber",
        title: "Pagamento em contestação",
        text: "Há uma contestação aberta sobre este pagamento, em análise pelo banco. Não é preciso pagar de novo; em caso de dúvida, fale com o vendedor.",
      };
  }
}

/** The one line a payer looks for: did it work, and what now. */
export function StatusBanner({
  method,
  status,
  refusedReason,
  isExpired = false,
}: {
  method: PaymentMethod;
  status: TransactionStatus;
  refusedReason: string | null;
  isExpired?: boolean;
}) {
  const b = banner(method, status, refusedReason, isExpired);
  return (
    <div
      role="status"
      aria-live="polite"
      data-status={status}
      data-expired={isExpired || undefined}
      className={cn("rounded-lg px-4 py-4 ring-1 ring-inset", TONES[b.tone])}
    >
      <h2 className="text-lg font-semibold">{b.title}</h2>
      <p className="mt-1 text-sm">{b.text}</p>
    </div>
  );
}
