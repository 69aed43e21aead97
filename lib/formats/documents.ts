import { z } from "zod";

// Brazilian documents, CEPs and phones are validated and masked only here.

export function onlyDigits(s: string): string {
  return s.replace(/\D/g, "");
}

// Digits plus the usual mask characters; anything else means it is not a document.
const MASKED_DIGITS = /^[\d.\-/\s]*$/;

/** Mod-11 check digit with weights cycling 2..`maxWeight` from the right. */
function checkDigit(digits: string, maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += (digits.charCodeAt(i) - 48) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

// "111.111.111-11" and friends satisfy the arithmetic but were never issued.
function isRepeated(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

export function isValidCpf(input: string): boolean {
  if (!MASKED_DIGITS.test(input)) return false;
  const d = onlyDigits(input);
  if (d.length !== 11 || isRepeated(d)) return false;
  const first = checkDigit(d.slice(0, 9), 11);
  const second = checkDigit(d.slice(0, 9) + first, 11);
  return d.endsWith(`${first}${second}`);
}

export function isValidCnpj(input: string): boolean {
  if (!MASKED_DIGITS.test(input)) return false;
  const d = onlyDigits(input);
  if (d.length !== 14 || isRepeated(d)) return false;
  const first = checkDigit(d.slice(0, 12), 9);
  const second = checkDigit(d.slice(0, 12) + first, 9);
  return d.endsWith(`${first}${second}`);
}

/** Kind of document by digit count (11 = CPF, 14 = CNPJ); does not check digits. */
export function documentType(digits: string): "cpf" | "cnpj" | null {
  const d = onlyDigits(digits);
  if (d.length === 11) return "cpf";
  if (d.length === 14) return "cnpj";
  return null;
}

export function formatCpf(cpf: string): string {
  const d = onlyDigits(cpf);
  if (d.length !== 11) return cpf;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

export function formatCnpj(cnpj: string): string {
  const d = onlyDigits(cnpj);
  if (d.length !== 14) return cnpj;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** Masks a CPF or CNPJ by length; anything else is returned untouched. */
export function formatDocument(document: string): string {
  switch (documentType(document)) {
    case "cpf":
      return formatCpf(document);
    case "cnpj":
      return formatCnpj(document);
    case null:
      return document;
  }
}

export function isValidCep(cep: string): boolean {
  return /^\d{2}\.?\d{3}-?\d{3}$/.test(cep.trim());
}

export function formatCep(cep: string): string {
  const d = onlyDigits(cep);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : cep;
}

/** "(11) 98765-4321" for mobiles, "(11) 3456-7890" for landlines; a +55 prefix is dropped. */
export function formatPhoneBR(phone: string): string {
  let d = onlyDigits(phone);
  if ((d.length === 12 || d.length === 13) && d.startsWith("55")) d = d.slice(2);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return phone;
}

// overwrite (not transform) keeps this a ZodString, so it still maps to OpenAPI.
export const cpfOrCnpjSchema = z
  .string()
  .overwrite(onlyDigits)
  .refine((d) => isValidCpf(d) || isValidCnpj(d), { message: "invalid CPF/CNPJ check digits" });

// Masks applied while a field is typed: as many mask characters as the digits typed so far.
function applyMask(digits: string, pattern: string): string {
  let out = "";
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    out += ch === "#" ? digits[i++] : ch;
  }
  return out;
}

/** CPF mask up to 11 digits, CNPJ mask from the 12th: "123.456.789-0", "12.345.678/0001-9". */
export function maskDocumentInput(input: string): string {
  const d = onlyDigits(input).slice(0, 14);
  return d.length <= 11 ? applyMask(d, "###.###.###-##") : applyMask(d, "##.###.###/####-##");
}

/** "(11) 3456-7890" up to 10 digits, "(11) 98765-4321" with 11. */
export function maskPhoneInput(input: string): string {
  const d = onlyDigits(input).slice(0, 11);
  return d.length <= 10 ? applyMask(d, "(##) ####-####") : applyMask(d, "(##) #####-####");
}

/** "01001-000". */
export function maskCepInput(input: string): string {
  return applyMask(onlyDigits(input).slice(0, 8), "#####-###");
}
