import type { ReactNode } from 'react';

const WIDTH = 200;
const HEIGHT = 160;

interface IllustrationFrameProps {
  size: number;
  children: ReactNode;
}

/** The 200×160 canvas the empty-state pictures draw on, `size` wide; hidden from screen readers. */
export function IllustrationFrame({ size, children }: IllustrationFrameProps) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={size}
      height={(size * HEIGHT) / WIDTH}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
