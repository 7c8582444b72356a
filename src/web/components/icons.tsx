import type { ReactNode } from 'react';

interface IconProps {
  children: ReactNode;
  size?: number;
  className?: string;
  strokeWidth?: string;
  filled?: boolean;
}

/** Small decorative line icons, drawn inline so they show on every system without an emoji font. */
function Icon({ children, size = 24, className, strokeWidth = '1.8', filled = false }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The smaller, bolder icons (class `icon`) of recipe cards, the recipe page and the shopping list. */
function SmallIcon({ size = 18, ...props }: Omit<IconProps, 'className' | 'strokeWidth'>) {
  return <Icon className="icon" size={size} strokeWidth="2" {...props} />;
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

export const ClockIcon = () => (
  <SmallIcon size={15}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </SmallIcon>
);

export const ServingsIcon = () => (
  <SmallIcon size={15}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
    <path d="M16 5.2a3.2 3.2 0 0 1 0 5.6M18 14.2a5.5 5.5 0 0 1 2.5 4.8" />
  </SmallIcon>
);

export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <SmallIcon filled={filled}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </SmallIcon>
);

export const ThumbDownIcon = ({ filled = false }: { filled?: boolean }) => (
  <SmallIcon filled={filled}>
    <path d="M7 4h9.5a2 2 0 0 1 2 1.6l1.3 6.5a2 2 0 0 1-2 2.4H13l.8 3.8a1.9 1.9 0 0 1-3.4 1.4L7 14V4z" />
    <path d="M3 4h4v10H3z" />
  </SmallIcon>
);

export const CartPlusIcon = () => (
  <SmallIcon>
    <path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.2a1.5 1.5 0 0 0 1.5-1.1L20 8H6.1" />
    <circle cx="10" cy="20" r="1.2" />
    <circle cx="17" cy="20" r="1.2" />
  </SmallIcon>
);

export const ExternalIcon = () => (
  <SmallIcon size={16}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </SmallIcon>
);

export const PinIcon = () => (
  <SmallIcon>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.4" />
  </SmallIcon>
);

export const BoxIcon = () => (
  <SmallIcon>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
  </SmallIcon>
);
