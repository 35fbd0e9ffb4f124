/** The ARC Pet Air mark: a flight arc over a paw. Drawn for this site (the mails attach it as a PNG: src/server/mail/logo.server.ts). */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="#0b2545" />
      <path d="M7 24c4-11 21-15 27-6" fill="none" stroke="#d9a441" strokeWidth="2.4" strokeLinecap="round" />
      <path d="m31.5 14.5 3.3 3.8-5 .6z" fill="#d9a441" />
      <g fill="#f7f3ea">
        <ellipse cx="20" cy="27.5" rx="4.2" ry="3.4" />
        <circle cx="14.6" cy="22.6" r="1.7" />
        <circle cx="18" cy="20.2" r="1.7" />
        <circle cx="22" cy="20.2" r="1.7" />
        <circle cx="25.4" cy="22.6" r="1.7" />
      </g>
    </svg>
  );
}
