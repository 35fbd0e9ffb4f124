import type { ReactNode } from "react";
import type { SocialNetwork } from "../../lib/schemas/company.ts";

/** Simple outline brand glyphs, drawn for this site (the Twitter bird follows Lucide's former icon, ISC licence). */
const paths: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <>
      <circle cx="12" cy="12" r="9.25" />
      <path d="M13.4 20.5v-7h2.3l.35-2.6H13.4V9.3c0-.75.25-1.3 1.35-1.3h1.4V5.7a18 18 0 0 0-2.05-.1c-2.05 0-3.45 1.25-3.45 3.55v1.75H8.4v2.6h2.25v7" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M7.5 10.5v6M7.5 7.5v.01M11 16.5v-6M11 13c0-1.5 1-2.5 2.4-2.5S16 11.5 16 13v3.5" />
    </>
  ),
  twitter: (
    <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
  ),
};

export type { SocialNetwork };

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {paths[network]}
    </svg>
  );
}
