// Inactive, deleted or never existed: the payer gets the same plain answer (HTTP 404).
export default function PaymentLinkUnavailable() {
  return (
    <div className="mx-auto max-w-md rounded-lg bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <h1 className="text-xl font-semibold text-stone-900">Este link de pagamento não está disponível</h1>
      <p className="mt-3 text-sm text-stone-600">
        Ele pode ter sido desativado pelo vendedor ou o endereço está incorreto. Nenhuma cobrança foi feita. Se
        precisar, peça um novo link a quem o enviou.
      </p>
    </div>
  );
}
