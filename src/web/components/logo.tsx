/** The Hello Kitchen mark: a steaming pot. Decorative; the text beside it names the link. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="var(--color-primary)" />
      <path
        d="M18 9c-2 2.5 2 4 0 6.5M24 8c-2 2.5 2 4 0 6.5M30 9c-2 2.5 2 4 0 6.5"
        fill="none"
        stroke="#f6d9a8"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="10" y="19" width="28" height="3.5" rx="1.75" fill="#fbf8f3" />
      <path d="M12 23.5h24v7a8 8 0 0 1-8 8h-8a8 8 0 0 1-8-8z" fill="#fbf8f3" />
      <path d="M12 26H8.5M36 26h3.5" stroke="#fbf8f3" strokeWidth="3" strokeLinecap="round" />
      <path d="M17 29h14" stroke="var(--color-accent)" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
