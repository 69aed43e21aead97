import type { z } from "zod";

import {
  addressUpdateSchema,
  companyDetailsUpdateSchema,
  companyFieldsSchema,
  invoiceDescriptorSchema,
} from "@/lib/schemas/company";

// The company form: the API's own rules for what it edits. The document is read-only
// (update-company.ts); an address or details field left empty is sent as null, which removes it.
export const companyFormSchema = companyFieldsSchema.pick({ legalName: true, tradeName: true }).extend({
  address: addressUpdateSchema,
  invoiceDescriptor: invoiceDescriptorSchema.nullable(),
  details: companyDetailsUpdateSchema,
});

export type CompanyFormInput = z.input<typeof companyFormSchema>;

export const DETAIL_MONEY_FIELDS = ["averageRevenue", "averageTicket"] as const;
export const DETAIL_YES_NO_FIELDS = ["physicalProducts", "intentionToSell", "intentionToUseReferral"] as const;
