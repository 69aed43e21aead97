// An unknown secureId: nothing to show, and nothing that tells whether it ever existed (HTTP 404).
export default function CheckoutNotFound() {
  return (
    <div className="mx-auto max-w-md rounded-lg bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <h1 className="text-xl font-semibold text-stone-900">Pagamento não encontrado</h1>
      <p className="mt-3 text-sm text-stone-600">
        Confira se o endereço está completo, exatamente como você o recebeu.
      </p>
    </div>
  );
}
