import { brand } from '../../theme/tokens';

/** A folded map with a lost pin and a question mark, for the 404 page. */
export function NotFoundIllustration({ size = 240, label }: { size?: number; label: string }) {
  return (
    <svg
      viewBox="0 0 240 180"
      width={size}
      height={(size * 180) / 240}
      role="img"
      aria-label={label}
    >
      <ellipse cx="120" cy="166" rx="96" ry="9" fill={brand.divider} />
      <path
        d="M28 52 88 34l64 18 60-18v112l-60 18-64-18-60 18z"
        fill="#FFFFFF"
        stroke={brand.primary}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M88 34v112M152 52v112" stroke={brand.primary} strokeWidth="4" />
      <path d="M28 52 88 34v112l-60 18z" fill={brand.primaryLight} />
      <path d="M152 52l60-18v112l-60 18z" fill={brand.primaryLight} />
      <path
        d="M44 128c14-8 22-30 40-30s26 20 44 20 24-26 44-34"
        stroke={brand.accent}
        strokeWidth="4"
        strokeDasharray="2 9"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M176 20c-17 0-30 13-30 29 0 22 30 51 30 51s30-29 30-51c0-16-13-29-30-29z"
        fill={brand.primary}
      />
      <circle cx="176" cy="49" r="16" fill="#FFFFFF" />
      <path
        d="M170 44a6 6 0 1 1 8.6 5.4c-1.7.8-2.6 2-2.6 3.8v1"
        stroke={brand.primary}
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="176" cy="59.5" r="2.2" fill={brand.primary} />
      <circle cx="44" cy="128" r="6" fill={brand.accent} />
    </svg>
  );
}
