import type { ReactNode } from 'react';

/** Small decorative line icons for recipes and the list, inline so they show without an emoji font. */
function Svg({ children, size = 18, filled = false }: { children: ReactNode; size?: number; filled?: boolean }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ClockIcon = () => (
  <Svg size={15}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const ServingsIcon = () => (
  <Svg size={15}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
    <path d="M16 5.2a3.2 3.2 0 0 1 0 5.6M18 14.2a5.5 5.5 0 0 1 2.5 4.8" />
  </Svg>
);

export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <Svg filled={filled}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </Svg>
);

export const ThumbDownIcon = ({ filled = false }: { filled?: boolean }) => (
  <Svg filled={filled}>
    <path d="M7 4h9.5a2 2 0 0 1 2 1.6l1.3 6.5a2 2 0 0 1-2 2.4H13l.8 3.8a1.9 1.9 0 0 1-3.4 1.4L7 14V4z" />
    <path d="M3 4h4v10H3z" />
  </Svg>
);

export const CartPlusIcon = () => (
  <Svg>
    <path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.2a1.5 1.5 0 0 0 1.5-1.1L20 8H6.1" />
    <circle cx="10" cy="20" r="1.2" />
    <circle cx="17" cy="20" r="1.2" />
  </Svg>
);

export const ExternalIcon = () => (
  <Svg size={16}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

export const PinIcon = () => (
  <Svg>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.4" />
  </Svg>
);

export const BoxIcon = () => (
  <Svg>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
  </Svg>
);

export const CheckIcon = () => (
  <Svg>
    <path d="M5 12.5 10 17l9-10" />
  </Svg>
);
