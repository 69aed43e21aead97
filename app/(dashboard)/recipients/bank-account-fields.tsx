"use client";

import { useState } from "react";
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useWatch,
} from "react-hook-form";
import { useTranslations } from "use-intl";

import { CheckboxField, FormField } from "@/components/forms/form-field";
import { emptyAsUndefined, withMask } from "@/components/forms/with-mask";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { BANKS, findBank } from "@/lib/formats/banks";
import { maskDocumentInput } from "@/lib/formats/documents";
import { recipientAccountTypes } from "@/lib/schemas/bank-accounts";

// Every field of the embedded bank account; the server maps its errors back by these paths.
export const BANK_ACCOUNT_FIELDS = [
  "bankCode",
  "agencyNumber",
  "agencyDigit",
  "accountNumber",
  "accountDigit",
  "type",
  "legalName",
  "documentNumber",
].map((f) => `bankAccount.${f}`);

type Props<T extends FieldValues> = {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
  idPrefix: string;
};
type AccountErrors = Partial<Record<string, { message?: string }>>;

/** The bank account of a recipient (`bankAccount.*` in the form), with a bank picker by code or name. */
export function BankAccountFields<T extends FieldValues>({ register, control, errors, idPrefix }: Props<T>) {
  const t = useTranslations("bankAccountForm");
  const name = (field: string) => `bankAccount.${field}` as Path<T>;
  const accountErrors = ((errors as { bankAccount?: AccountErrors }).bankAccount ?? {}) as AccountErrors;
  const bankCode = String(useWatch({ control, name: name("bankCode") }) ?? "");
  const bank = findBank(bankCode);
  const [hasOtherHolder, setOtherHolder] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label={t("bank")}
          id={id("bankCode")}
          error={accountErrors.bankCode}
          hint={bank ? `${bank.code} · ${bank.name}` : bankCode.length === 3 ? t("bankOutsideList") : t("bankHint")}
        >
          {(p) => (
            <Input
              {...p}
              list={id("banks")}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              {...register(name("bankCode"))}
            />
          )}
        </FormField>
        <datalist id={id("banks")}>
          {BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </datalist>
        <FormField label={t("accountType")} id={id("type")} error={accountErrors.type}>
          {(p) => (
            <Select {...p} {...register(name("type"))}>
              {recipientAccountTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`accountTypes.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <FormField
          label={t("agency")}
          id={id("agencyNumber")}
          error={accountErrors.agencyNumber}
          hint={t("withoutDigit")}
        >
          {(p) => (
            <Input {...p} inputMode="numeric" autoComplete="off" maxLength={5} {...register(name("agencyNumber"))} />
          )}
        </FormField>
        <FormField label={t("agencyDigit")} id={id("agencyDigit")} error={accountErrors.agencyDigit} hint={t("ifAny")}>
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              maxLength={1}
              {...register(name("agencyDigit"), { setValueAs: emptyAsUndefined })}
            />
          )}
        </FormField>
        <FormField
          label={t("account")}
          id={id("accountNumber")}
          error={accountErrors.accountNumber}
          hint={t("withoutDigit")}
        >
          {(p) => (
            <Input {...p} inputMode="numeric" autoComplete="off" maxLength={13} {...register(name("accountNumber"))} />
          )}
        </FormField>
        <FormField label={t("accountDigit")} id={id("accountDigit")} error={accountErrors.accountDigit}>
          {(p) => <Input {...p} autoComplete="off" maxLength={2} {...register(name("accountDigit"))} />}
        </FormField>
      </div>
      <CheckboxField
        id={id("other-holder")}
        label={t("otherHolder")}
        hint={t("otherHolderHint")}
        checked={hasOtherHolder}
        onChange={(e) => setOtherHolder(e.target.checked)}
      />
      {hasOtherHolder && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t("holderName")} id={id("legalName")} error={accountErrors.legalName}>
            {(p) => (
              <Input
                {...p}
                autoComplete="off"
                {...register(name("legalName"), { shouldUnregister: true, setValueAs: emptyAsUndefined })}
              />
            )}
          </FormField>
          <FormField label={t("holderDocument")} id={id("documentNumber")} error={accountErrors.documentNumber}>
            {(p) => (
              <Input
                {...p}
                inputMode="numeric"
                autoComplete="off"
                {...withMask(
                  register(name("documentNumber"), { shouldUnregister: true, setValueAs: emptyAsUndefined }),
                  maskDocumentInput,
                )}
              />
            )}
          </FormField>
        </div>
      )}
    </div>
  );
}
