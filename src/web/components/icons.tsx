import type { ReactNode } from 'react';

/** Small line icons (decorative), drawn inline so they show on every system. */
function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const BookIcon = () => (
  <Icon>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 21H20M8 7h8M8 11h6" />
  </Icon>
);

export const CartIcon = () => (
  <Icon>
    <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </Icon>
);

export const ChefHatIcon = () => (
  <Icon>
    <path d="M7 14.5V20h10v-5.5" />
    <path d="M7 14.5A4 4 0 0 1 6 6.6a4.5 4.5 0 0 1 6-2.6 4.5 4.5 0 0 1 6 2.6 4 4 0 0 1-1 7.9z" />
    <path d="M7 17h10" />
  </Icon>
);

export const LeafIcon = () => (
  <Icon>
    <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
    <path d="M5 19 13 11" />
  </Icon>
);
