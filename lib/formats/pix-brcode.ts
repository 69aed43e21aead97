// EMV® QR Code "BR Code" for Pix, per the BCB Manual de Padrões para Iniciação do Pix.

const PIX_GUI = "br.gov.bcb.pix";

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 uppercase hex chars. */
export function crc16ccitt(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

function tlv(id: string, value: string): string {
  // EMV lengths are two decimal digits, so a field can never exceed 99 chars.
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

// Wallets differ in how they render non-ASCII bytes, and EMV lengths count
// characters, so names and cities are reduced to plain ASCII.
function toAscii(value: string, maxLength: number): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}

function formatAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError("amountCents must be a positive integer");
  }
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, "0")}`;
}

type BuildPixBrCodeOptions = {
  /** static code: the receiver's key; or `url` instead, for a dynamic code */
  key?: string;
  /** dynamic code (a PSP's cob): the payload location, host and path without a scheme */
  url?: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  txid: string;
};

/** The Pix "copia e cola" string a wallet reads from the QR code. */
export function buildPixBrCode(opts: BuildPixBrCodeOptions): string {
  // The txid is restricted to [A-Za-z0-9]{1,25}; "***" means "no txid" — always so in a dynamic
  // code, whose txid travels in the payload behind its location.
  const txid = opts.url ? "***" : opts.txid.replace(/[^A-Za-z0-9]/g, "").slice(0, 25) || "***";
  const account = opts.url ? tlv("25", opts.url) : tlv("01", (opts.key ?? "").trim());
  const payload =
    tlv("00", "01") +
    // 12 = single-use: each transaction gets its own code.
    tlv("01", "12") +
    tlv("26", tlv("00", PIX_GUI) + account) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("54", formatAmount(opts.amountCents)) +
    tlv("58", "BR") +
    tlv("59", toAscii(opts.merchantName, 25) || "NA") +
    tlv("60", toAscii(opts.merchantCity, 15) || "NA") +
    tlv("62", tlv("05", txid)) +
    "6304";
  return payload + crc16ccitt(payload);
}

function parseTlv(s: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let i = 0;
  while (i < s.length) {
    const header = s.slice(i, i + 4);
    if (!/^\d{4}$/.test(header)) throw new Error(`malformed TLV at position ${i}`);
    const length = Number(header.slice(2));
    const value = s.slice(i + 4, i + 4 + length);
    if (value.length !== length) throw new Error(`truncated TLV field ${header.slice(0, 2)}`);
    fields[header.slice(0, 2)] = value;
    i += 4 + length;
  }
  return fields;
}

/** Top-level TLV fields of a BR Code, keyed by their 2-digit id. Throws if malformed. */
export function parseBrCode(s: string): Record<string, string> {
  return parseTlv(s);
}

/** Format indicator, CRC (which must close the payload) and the Pix GUI. */
export function isValidBrCode(s: string): boolean {
  if (!s.startsWith("000201")) return false;
  let fields: Record<string, string>;
  try {
    fields = parseTlv(s);
  } catch {
    return false;
  }
  if (!/^[0-9A-Fa-f]{4}$/.test(fields["63"] ?? "") || !s.slice(-8).startsWith("6304")) return false;
  if (crc16ccitt(s.slice(0, -4)) !== s.slice(-4).toUpperCase()) return false;

  // Merchant account templates may use any id from 26 to 51.
  for (let id = 26; id <= 51; id++) {
    const template = fields[String(id)];
    if (template === undefined) continue;
    try {
      if (parseTlv(template)["00"]?.toLowerCase() === PIX_GUI) return true;
    } catch {
      continue;
    }
  }
  return false;
}
