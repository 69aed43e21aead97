// A code Colmeia did not sign, or whose payment or transfer no longer exists (HTTP 404).
export default function ReceiptNotFound() {
  return (
    <div className="mx-auto max-w-md rounded-lg bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <h1 className="text-xl font-semibold text-stone-900">Comprovante não confirmado</h1>
      <p className="mt-3 text-sm text-stone-600">
        Este código não corresponde a nenhum comprovante emitido pela Colmeia. Confira se o endereço está completo,
        exatamente como aparece no comprovante.
      </p>
    </div>
  );
}
