import { describe, expect, it } from "vitest";

import { maskCepInput, maskDocumentInput, maskPhoneInput } from "./documents";

describe("input masks", () => {
  it("masks a CPF as it is typed and switches to CNPJ past 11 digits", () => {
    expect(maskDocumentInput("")).toBe("");
    expect(maskDocumentInput("123")).toBe("123");
    expect(maskDocumentInput("1234")).toBe("123.4");
    expect(maskDocumentInput("52998224725")).toBe("529.982.247-25");
    expect(maskDocumentInput("112223330001")).toBe("11.222.333/0001");
    expect(maskDocumentInput("11.222.333/0001-81")).toBe("11.222.333/0001-81");
    expect(maskDocumentInput("112223330001819")).toBe("11.222.333/0001-81");
  });

  it("masks landlines and mobiles", () => {
    expect(maskPhoneInput("11")).toBe("(11");
    expect(maskPhoneInput("1134567890")).toBe("(11) 3456-7890");
    expect(maskPhoneInput("11987654321")).toBe("(11) 98765-4321");
  });

  it("masks a CEP", () => {
    expect(maskCepInput("01001")).toBe("01001");
    expect(maskCepInput("01001000")).toBe("01001-000");
    expect(maskCepInput("01001-0009")).toBe("01001-000");
  });
});
