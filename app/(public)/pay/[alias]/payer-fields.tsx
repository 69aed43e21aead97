"use client";

import type { UseFormReturn } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { Select } from "@/components/ui/select";
import { BRAZIL_STATES, type CheckoutFormValues, maskCep, maskDocument, maskPhone } from "@/lib/schemas/checkout-form";

import { TextField } from "./text-field";

type Props = { form: UseFormReturn<CheckoutFormValues>; requestPhone: boolean; requestAddress: boolean };

// Name, e-mail and CPF/CNPJ always (a Colmeia payer always has a document); phone and address
// when the link asks for them. Everything is checked here in the browser: no lookups.
export function PayerFields({ form, requestPhone, requestAddress }: Props) {
  const stateError = form.formState.errors.state?.message;
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-stone-900">Seus dados</legend>
      <TextField form={form} name="name" label="Nome completo" autoComplete="name" />
      <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" inputMode="email" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="document"
          label="CPF ou CNPJ"
          inputMode="numeric"
          mask={maskDocument}
          placeholder="000.000.000-00"
        />
        {requestPhone && (
          <TextField
            form={form}
            name="phone"
            label="Celular"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            mask={maskPhone}
            placeholder="(11) 98765-4321"
          />
        )}
      </div>
      {requestAddress && (
        <div className="grid grid-cols-6 gap-4">
          <TextField
            form={form}
            name="zipCode"
            label="CEP"
            inputMode="numeric"
            autoComplete="postal-code"
            mask={maskCep}
            placeholder="00000-000"
            className="col-span-6 sm:col-span-2"
          />
          <TextField
            form={form}
            name="street"
            label="Endereço"
            autoComplete="address-line1"
            className="col-span-6 sm:col-span-4"
          />
          <TextField
            form={form}
            name="streetNumber"
            label="Número"
            autoComplete="address-line2"
            className="col-span-2"
          />
          <TextField form={form} name="complement" label="Complemento (opcional)" className="col-span-4" />
          <TextField form={form} name="neighborhood" label="Bairro" className="col-span-6 sm:col-span-2" />
          <TextField
            form={form}
            name="city"
            label="Cidade"
            autoComplete="address-level2"
            className="col-span-4 sm:col-span-2"
          />
          <FormField label="UF" id="f-state" error={stateError} className="col-span-2">
            <Select
              id="f-state"
              autoComplete="address-level1"
              {...form.register("state")}
              aria-invalid={stateError ? true : undefined}
              aria-describedby={stateError ? "f-state-error" : undefined}
            >
              <option value="">—</option>
              {BRAZIL_STATES.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
