import { brand } from '../theme/tokens';

interface LogoMarkProps {
  height: number;
  /** Letter colour: brand green on light surfaces, white on the dark footer. */
  color?: string;
}

/**
 * The "sauda" wordmark drawn as strokes so it needs no font; the bowl of the last
 * "a" is a shopping bag in saffron (BRAND.md).
 */
export function LogoMark({ height, color = brand.primary }: LogoMarkProps) {
  return (
    <svg
      viewBox="0 0 126 44"
      height={height}
      width={(height * 126) / 44}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-testid="logo-mark"
    >
      <g stroke={color} strokeWidth="6">
        <path d="M17 21.2C15.6 19.6 13.4 18.8 10.6 18.8 6.8 18.8 4.2 20.4 4.2 23.1 4.2 26 7.2 26.9 10.6 27.7 14.2 28.5 17.2 29.5 17.2 32.6 17.2 35.4 14.6 37.1 10.6 37.1 7.4 37.1 4.8 36 3.4 34" />
        <circle cx="33" cy="28" r="9" />
        <path d="M42 19V37" />
        <path d="M51 19V28.5A8.5 8.5 0 0 0 68 28.5M68 19V37" />
        <circle cx="84" cy="28" r="9" />
        <path d="M93 4.5V37" />
      </g>
      <path
        d="M101.5 22h17.5v12.5a3.5 3.5 0 0 1-3.5 3.5h-11a3.5 3.5 0 0 1-3.5-3.5z"
        fill={brand.accent}
        stroke={brand.accent}
        strokeWidth="3"
      />
      <path d="M105.5 22v-2.5a4.9 4.9 0 0 1 9.8 0v2.5" stroke={color} strokeWidth="3" />
      {/* The stem goes over the bag so the letter still reads as an "a". */}
      <path d="M120 19V37" stroke={color} strokeWidth="6" />
    </svg>
  );
}
