import { brand } from '../../theme/tokens';
import { IllustrationFrame } from './illustration-frame';

/** A shop front with its shutter half up: "opening soon". Decorative. */
export function ComingSoonIllustration({ size = 180 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="146" rx="84" ry="8" fill={brand.divider} />
      <rect
        x="30"
        y="46"
        width="140"
        height="98"
        rx="8"
        fill="#FFFFFF"
        stroke={brand.primary}
        strokeWidth="4"
      />
      <path d="M22 46 34 18h132l12 28z" fill={brand.primary} />
      {[22, 61, 100, 139].map((x, index) => (
        <path
          key={x}
          d={`M${x} 46a19.5 19.5 0 0 0 39 0z`}
          fill={index % 2 === 0 ? brand.primaryDark : brand.accent}
        />
      ))}
      <rect x="48" y="84" width="104" height="60" rx="3" fill={brand.primaryLight} />
      {[92, 102, 112].map((y) => (
        <rect key={y} x="48" y={y} width="104" height="4" rx="2" fill="#FFFFFF" />
      ))}
      <rect x="48" y="80" width="104" height="10" rx="3" fill={brand.primary} opacity="0.85" />
      <rect x="64" y="120" width="72" height="22" rx="11" fill={brand.accent} />
      <circle cx="77" cy="131" r="4" fill="#FFFFFF" />
      <rect x="86" y="128" width="38" height="6" rx="3" fill="#FFFFFF" />
      <circle
        cx="166"
        cy="24"
        r="14"
        fill={brand.accentLight}
        stroke={brand.accent}
        strokeWidth="3"
      />
      <path
        d="M166 16v8l5 4"
        stroke={brand.text}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </IllustrationFrame>
  );
}
