import { Body, Container, Head, Heading, Hr, Html, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";

import type { EmailT } from "../email-translator";

const page = { backgroundColor: "#f6f7f9", fontFamily: "Helvetica, Arial, sans-serif", color: "#1f2937" };
const box = { backgroundColor: "#ffffff", padding: "24px", maxWidth: "560px", borderRadius: "8px" };
export const muted = { color: "#6b7280", fontSize: "13px" };
export const code = { fontFamily: "monospace", fontSize: "13px", wordBreak: "break-all" as const };
export const button = {
  backgroundColor: "#b45309",
  color: "#ffffff",
  padding: "10px 16px",
  borderRadius: "6px",
  textDecoration: "none",
};

/** Every e-mail's frame: the company's name in the heading's place of honour and the footer. */
export function EmailLayout({
  t,
  lang,
  company,
  title,
  children,
}: {
  t: EmailT;
  lang: string;
  company: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{title}</Preview>
      <Body style={page}>
        <Container style={box}>
          <Text style={muted}>{company}</Text>
          <Heading as="h1">{title}</Heading>
          {children}
          <Hr />
          <Text style={muted}>{t("footer", { company })}</Text>
        </Container>
      </Body>
    </Html>
  );
}
