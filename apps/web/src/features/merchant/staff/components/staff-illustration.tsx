import { brand } from '../../../../theme/tokens';
import { IllustrationFrame } from '../../../../ui/illustrations/illustration-frame';

/** Two people behind a shop counter, a clipboard between them. Decorative. */
export function StaffIllustration({ size = 160 }: { size?: number }) {
  return (
    <IllustrationFrame size={size}>
      <ellipse cx="100" cy="150" rx="80" ry="8" fill={brand.divider} />
      <circle cx="66" cy="52" r="18" fill={brand.primaryDark} />
      <path d="M36 112c0-22 13-36 30-36s30 14 30 36z" fill={brand.primary} />
      <circle cx="134" cy="56" r="16" fill={brand.accent} />
      <path d="M108 112c0-20 12-32 26-32s26 12 26 32z" fill={brand.primaryLight} />
      <rect x="24" y="108" width="152" height="36" rx="8" fill={brand.surface} />
      <rect
        x="24"
        y="108"
        width="152"
        height="36"
        rx="8"
        fill="none"
        stroke={brand.primaryDark}
        strokeWidth="4"
      />
      <rect x="86" y="96" width="30" height="38" rx="4" fill={brand.accent} />
      <rect x="92" y="106" width="18" height="4" rx="2" fill={brand.surface} />
      <rect x="92" y="116" width="12" height="4" rx="2" fill={brand.surface} />
    </IllustrationFrame>
  );
}
