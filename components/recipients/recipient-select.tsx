"use client";

import { Select } from "@/components/ui/select";
import { useRecipients } from "@/lib/client/queries/recipients";

/**
 * Which recipient a money page shows: "" is the company's own (the API's default), then the
 * others by name. The statement and the receivables share it.
 */
export function RecipientSelect({
  id,
  value,
  onChange,
  ownLabel,
}: {
  id: string;
  value: string;
  onChange: (recipientId: string) => void;
  ownLabel: string;
}) {
  const recipients = useRecipients({ limit: "100" });
  return (
    <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{ownLabel}</option>
      {(recipients.data?.data ?? [])
        .filter((r) => !r.isDefault)
        .map((r) => (
          <option key={r.id} value={r.id}>
            {r.legalName}
          </option>
        ))}
    </Select>
  );
}
