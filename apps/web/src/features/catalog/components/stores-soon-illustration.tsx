import { brand } from '../../../theme/tokens';

/** A row of little shop fronts on a street: where the store list will be. Decorative. */
export function StoresSoonIllustration() {
  const shops = [
    { x: 14, awning: brand.primary, h: 70 },
    { x: 96, awning: brand.accent, h: 86 },
    { x: 178, awning: brand.primaryDark, h: 70 },
  ];
  return (
    <svg viewBox="0 0 260 130" width="220" height="110" aria-hidden="true" focusable="false">
      <rect x="0" y="118" width="260" height="6" rx="3" fill={brand.divider} />
      {shops.map(({ x, awning, h }) => (
        <g key={x}>
          <rect
            x={x}
            y={118 - h}
            width="68"
            height={h}
            rx="6"
            fill="#FFFFFF"
            stroke={brand.text}
            strokeWidth="2.5"
          />
          <path
            d={`M${x - 4} ${118 - h + 4}h76l-6 18H${x + 2}z`}
            fill={awning}
            stroke={brand.text}
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <rect
            x={x + 10}
            y={118 - h + 32}
            width="22"
            height={h - 32}
            rx="3"
            fill={brand.primaryLight}
            stroke={brand.text}
            strokeWidth="2"
          />
          <rect
            x={x + 38}
            y={118 - h + 32}
            width="20"
            height="16"
            rx="3"
            fill={brand.accentLight}
            stroke={brand.text}
            strokeWidth="2"
          />
        </g>
      ))}
      <circle cx="236" cy="24" r="12" fill={brand.accent} opacity="0.5" />
    </svg>
  );
}
