import type { ReactElement } from 'react';

export type PictogramKind =
  | 'mango'
  | 'biryani'
  | 'chai'
  | 'milk'
  | 'bread'
  | 'burger'
  | 'kabab'
  | 'mithai'
  | 'medicine'
  | 'basket';

/** Flat shapes on a 64×64 canvas, in the brand palette plus a few food colours. */
const SHAPES: Record<PictogramKind, ReactElement> = {
  mango: (
    <>
      <path
        d="M32 14c12 0 20 10 18 24-2 12-12 18-22 16S12 42 14 30c2-10 9-16 18-16z"
        fill="#F4A300"
      />
      <path
        d="M30 16c-6 4-10 12-8 22"
        stroke="#FFD36B"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M33 14c2-5 6-7 11-7-1 5-5 8-11 7z" fill="#0B6E4F" />
    </>
  ),
  biryani: (
    <>
      <ellipse cx="32" cy="30" rx="22" ry="8" fill="#F7D58A" />
      <circle cx="24" cy="27" r="3" fill="#C0561E" />
      <circle cx="37" cy="26" r="3" fill="#C0561E" />
      <circle cx="31" cy="31" r="2" fill="#0B6E4F" />
      <path d="M10 32h44l-4 16a6 6 0 0 1-6 5H20a6 6 0 0 1-6-5z" fill="#8A4B14" />
      <path d="M8 32h48" stroke="#5C300B" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  chai: (
    <>
      <path
        d="M14 24h30v14a12 12 0 0 1-12 12h-6a12 12 0 0 1-12-12z"
        fill="#FFFFFF"
        stroke="#0B6E4F"
        strokeWidth="3"
      />
      <path d="M44 28h4a6 6 0 0 1 0 12h-5" stroke="#0B6E4F" strokeWidth="3" fill="none" />
      <path d="M17 27h24v5H17z" fill="#B86B2B" />
      <path
        d="M24 10c-2 3 2 5 0 8M32 10c-2 3 2 5 0 8"
        stroke="#5F6664"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  milk: (
    <>
      <path
        d="M22 8h20v8l6 10v28a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4V26l6-10z"
        fill="#FFFFFF"
        stroke="#0B6E4F"
        strokeWidth="3"
      />
      <path d="M16 34h32v12H16z" fill="#0B6E4F" />
      <path d="M22 8h20" stroke="#F4A300" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  bread: (
    <>
      <path
        d="M10 28c0-9 10-14 22-14s22 5 22 14c0 3-2 5-4 5v17a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4V33c-2 0-4-2-4-5z"
        fill="#E0A35A"
      />
      <path
        d="M22 24l4 8M32 22l2 9M42 24l-2 8"
        stroke="#A5621F"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  burger: (
    <>
      <path d="M12 30c0-10 9-16 20-16s20 6 20 16z" fill="#E0A35A" />
      <path d="M10 34h44" stroke="#0B6E4F" strokeWidth="5" strokeLinecap="round" />
      <rect x="12" y="37" width="40" height="6" rx="3" fill="#7A3B12" />
      <path d="M12 46h40a0 0 0 0 1 0 0 6 6 0 0 1-6 6H18a6 6 0 0 1-6-6z" fill="#E0A35A" />
      <circle cx="24" cy="22" r="1.5" fill="#FFF4DB" />
      <circle cx="34" cy="20" r="1.5" fill="#FFF4DB" />
    </>
  ),
  kabab: (
    <>
      <path d="M8 50L56 14" stroke="#5F6664" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="22" cy="39.5" rx="9" ry="6" transform="rotate(-37 22 39.5)" fill="#8A3B12" />
      <ellipse cx="36" cy="29" rx="9" ry="6" transform="rotate(-37 36 29)" fill="#A54B1A" />
      <circle cx="46" cy="21.5" r="4" fill="#0B6E4F" />
    </>
  ),
  mithai: (
    <>
      <rect x="10" y="30" width="44" height="20" rx="4" fill="#F4A300" />
      <circle cx="22" cy="28" r="8" fill="#FFD36B" />
      <circle cx="42" cy="28" r="8" fill="#FFD36B" />
      <circle cx="32" cy="22" r="8" fill="#F7B733" />
      <path d="M10 38h44" stroke="#C98600" strokeWidth="2" />
    </>
  ),
  medicine: (
    <>
      <rect
        x="12"
        y="12"
        width="40"
        height="40"
        rx="10"
        fill="#FFFFFF"
        stroke="#0B6E4F"
        strokeWidth="3"
      />
      <path d="M32 22v20M22 32h20" stroke="#C62828" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  basket: (
    <>
      <circle cx="24" cy="22" r="7" fill="#C62828" />
      <circle cx="38" cy="20" r="8" fill="#F4A300" />
      <path d="M8 28h48l-6 22a4 4 0 0 1-4 3H18a4 4 0 0 1-4-3z" fill="#0B6E4F" />
      <path
        d="M22 34v12M32 34v12M42 34v12"
        stroke="#E3F1EC"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
};

interface PictogramProps {
  kind: PictogramKind;
  size?: number | string;
}

/** A decorative drawing of a product kind; the text beside it names the thing. */
export function Pictogram({ kind, size = 64 }: PictogramProps) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      {SHAPES[kind]}
    </svg>
  );
}
