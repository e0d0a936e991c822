import { brand } from '../../../theme/tokens';

/** A phone showing an order on its way, for the app download block. */
export function PhoneIllustration({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 260 300"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <circle cx="130" cy="170" r="120" fill="#FFFFFF" opacity="0.08" />
      <rect x="62" y="16" width="136" height="272" rx="24" fill={brand.text} />
      <rect x="70" y="26" width="120" height="252" rx="18" fill="#FFFFFF" />
      <rect x="110" y="32" width="40" height="8" rx="4" fill={brand.text} />
      <rect x="80" y="52" width="100" height="86" rx="10" fill={brand.primaryLight} />
      <path
        d="M88 122c16-4 22-30 40-30s20 18 44-10"
        stroke={brand.primary}
        strokeWidth="4"
        strokeDasharray="2 7"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="88" cy="122" r="6" fill={brand.accent} />
      <path
        d="M172 66c-8 0-14 6-14 13 0 10 14 23 14 23s14-13 14-23c0-7-6-13-14-13z"
        fill={brand.primary}
      />
      <circle cx="172" cy="79" r="5" fill="#FFFFFF" />
      <rect x="80" y="150" width="62" height="9" rx="4.5" fill={brand.text} />
      <rect x="80" y="166" width="88" height="7" rx="3.5" fill="#CBD2CF" />
      {[0, 1, 2].map((step) => (
        <circle
          key={step}
          cx={86 + step * 22}
          cy="192"
          r="6"
          fill={step < 2 ? brand.primary : '#CBD2CF'}
        />
      ))}
      <rect x="86" y="190" width="44" height="4" rx="2" fill={brand.primary} />
      <rect x="80" y="214" width="100" height="50" rx="10" fill={brand.accentLight} />
      <rect x="90" y="226" width="30" height="26" rx="6" fill={brand.accent} />
      <rect x="128" y="228" width="42" height="7" rx="3.5" fill={brand.text} />
      <rect x="128" y="242" width="28" height="7" rx="3.5" fill="#8A5A00" />
    </svg>
  );
}
