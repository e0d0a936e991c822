import { brand } from '../../../../theme/tokens';
import { IllustrationFrame } from '../../../../ui/illustrations/illustration-frame';

/** A shop front with an empty chart card rising beside it, and a saffron spark. Decorative. */
export function DashboardIllustration({ size = 180 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="148" rx="84" ry="8" fill={brand.divider} />
      <rect x="26" y="62" width="84" height="80" rx="8" fill={brand.surface} />
      <rect
        x="26"
        y="62"
        width="84"
        height="80"
        rx="8"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="4"
      />
      <path d="M20 62l10-24h76l10 24z" fill={brand.primary} />
      {[34, 56, 78].map((x) => (
        <path key={x} d={`M${x} 62a11 11 0 0 0 22 0`} fill={brand.accent} />
      ))}
      <rect x="54" y="104" width="28" height="38" rx="4" fill={brand.primaryLight} />
      <rect x="120" y="30" width="60" height="72" rx="10" fill={brand.surface} />
      <rect
        x="120"
        y="30"
        width="60"
        height="72"
        rx="10"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="4"
      />
      {[
        { x: 131, height: 14 },
        { x: 145, height: 26 },
        { x: 159, height: 38 },
      ].map(({ x, height }) => (
        <rect
          key={x}
          x={x}
          y={88 - height}
          width="10"
          height={height}
          rx="3"
          fill={x === 159 ? brand.accent : brand.primary}
        />
      ))}
      <circle cx="178" cy="124" r="12" fill={brand.accentLight} />
      <path
        d="M178 116v16M170 124h16"
        stroke={brand.accent}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </IllustrationFrame>
  );
}
