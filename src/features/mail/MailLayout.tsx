/**
 * The frame and the parts every mail is made of: the branded header with the logo, headings,
 * paragraphs, a table of facts, a button, the sign-off and the footer. The logo is an inline
 * attachment (`cid:`), so no mail loads anything from the network; stories show it from a data URL.
 */
// Each React Email component from its own package: the @react-email/components barrel would also load
// Tailwind in every server process (about half a second and its memory), which no template uses.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment, type ReactNode } from "react";
import type { Lang } from "../../i18n/languages.ts";
import { translator } from "../../i18n/messages/index.ts";
import { mailCss, mailStyles } from "./mail-styles.ts";
import { companyFacts } from "../../lib/company.ts";

/** Content-ID of the logo attached to every HTML mail. */
export const LOGO_CID = "logo@arcpetair";

export interface MailFrame {
  lang: Lang;
  /** Where the logo comes from: the attachment in a sent mail, a data URL in a preview. */
  logoSrc?: string;
}

export function MailLayout({ lang, logoSrc = `cid:${LOGO_CID}`, preview, heading, children, footer }: MailFrame & { preview: string; heading: string; children: ReactNode; footer?: ReactNode }) {
  const t = translator(lang);
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{mailCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="arc-body" style={mailStyles.body}>
        <Container className="arc-card" style={mailStyles.card}>
          <Section style={mailStyles.header} data-skip-in-text="true">
            <table role="presentation" cellPadding={0} cellSpacing={0}>
              <tbody>
                <tr>
                  <td style={{ paddingRight: "12px" }}>
                    <Img src={logoSrc} width="44" height="44" alt={t("mail.logoAlt")} style={{ display: "block" }} />
                  </td>
                  <td>
                    <p style={mailStyles.brand}>{t("site.name")}</p>
                    <p style={mailStyles.tagline}>{t("site.tagline")}</p>
                  </td>
                </tr>
              </tbody>
            </table>
          </Section>
          <Section className="arc-content" style={mailStyles.content}>
            <Heading as="h1" style={mailStyles.h1}>{heading}</Heading>
            {children}
          </Section>
          {footer ? <Section className="arc-footer" style={mailStyles.footer}>{footer}</Section> : null}
        </Container>
      </Body>
    </Html>
  );
}

export const H2 = ({ children }: { children: ReactNode }) => <Heading as="h2" style={mailStyles.h2}>{children}</Heading>;
export const H3 = ({ children }: { children: ReactNode }) => <Heading as="h3" style={mailStyles.h3}>{children}</Heading>;
export const P = ({ children }: { children: ReactNode }) => <Text style={mailStyles.text}>{children}</Text>;
export const Small = ({ children }: { children: ReactNode }) => <Text className="arc-muted" style={mailStyles.small}>{children}</Text>;

/** Text as typed, its line breaks kept (and nothing else of it interpreted). */
export function Lines({ text }: { text: string }) {
  return (
    <Text style={mailStyles.text}>
      {text.split(/\r\n|\r|\n/).map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

export type Fact = [label: string, value: ReactNode];

/** Label and value pairs: a table with row headers (two aligned columns in the text part, stacked below 480 px). */
export function Facts({ rows }: { rows: Fact[] }) {
  return (
    <table className="arc-facts" style={mailStyles.facts} data-text-format="dataTable" cellPadding={0} cellSpacing={0}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={mailStyles.factLabel}>{label}</th>
            <td style={mailStyles.factValue}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <Button href={href} className="arc-button" style={mailStyles.button}>{children}</Button>
    </Section>
  );
}

export function SignOff({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <Text style={mailStyles.text}>
      {t("mail.signOff")}
      <br />
      {t("mail.team")}
    </Text>
  );
}

/** How to reach the office, and why the mail came: the footer of every mail to a customer. */
export function CustomerFooter({ lang }: { lang: Lang }) {
  const t = translator(lang);
  // The facts published when the mail is sent (the worker renders it then).
  const company = companyFacts();
  return (
    <>
      <Heading as="h2" style={{ ...mailStyles.h2, marginTop: 0 }}>{t("mail.reachUs")}</Heading>
      <Facts
        rows={[
          ...(company.email ? [[t("contact.emailLabel"), company.email] as Fact] : []),
          ...(company.phone ? [[t("contact.phoneLabel"), company.phone] as Fact] : []),
          [t("contact.hoursLabel"), t("contact.hours")],
          ...(company.phone ? [[t("mail.emergencyLine"), company.phone] as Fact] : []),
        ]}
      />
      <Small>{t("mail.why")}</Small>
    </>
  );
}
