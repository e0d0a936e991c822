import { brand } from '../../../theme/tokens';

const ink = brand.text;

/** Bread, greens, a tomato and a milk carton peeking out of the Sauda bag. */
export function HeroBag() {
  return (
    <g>
      <rect
        x="276"
        y="98"
        width="44"
        height="86"
        rx="4"
        fill="#FFFFFF"
        stroke={ink}
        strokeWidth="3"
      />
      <path
        d="M276 112l10-22h24l10 22z"
        fill={brand.primary}
        stroke={ink}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="284" y="128" width="28" height="22" rx="3" fill={brand.primaryLight} />
      <rect
        x="226"
        y="72"
        width="24"
        height="124"
        rx="12"
        transform="rotate(-18 238 134)"
        fill="#E8B36B"
        stroke={ink}
        strokeWidth="3"
      />
      <path
        d="M231 98l12-6M236 116l12-6M241 134l12-6"
        stroke="#B97F35"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <ellipse
        cx="206"
        cy="150"
        rx="16"
        ry="34"
        transform="rotate(-35 206 150)"
        fill="#3FA66B"
        stroke={ink}
        strokeWidth="3"
      />
      <ellipse
        cx="226"
        cy="142"
        rx="14"
        ry="30"
        transform="rotate(-8 226 142)"
        fill="#2E8C57"
        stroke={ink}
        strokeWidth="3"
      />
      <circle cx="262" cy="166" r="20" fill="#E4572E" stroke={ink} strokeWidth="3" />
      <path
        d="M262 146c2-8 8-11 14-10"
        stroke={ink}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M184 172h156l-12 160a12 12 0 0 1-12 11H208a12 12 0 0 1-12-11z"
        fill={brand.accent}
        stroke={ink}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M184 172h156l-2 22H186z" fill="#E09600" />
      <path
        d="M222 186v-22a40 40 0 0 1 80 0v22"
        stroke={brand.primaryDark}
        strokeWidth="8"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="262" cy="262" r="30" fill="#FFFFFF" />
      <path d="M248 276c0-18 10-30 30-32 0 20-10 32-30 32z" fill={brand.primary} />
      <path
        d="M248 276c6-10 12-16 22-22"
        stroke="#FFFFFF"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </g>
  );
}

/** A Sauda rider on a motorbike with the delivery box, speeding towards the drop-off. */
export function HeroRider() {
  return (
    <g>
      <ellipse cx="116" cy="368" rx="96" ry="8" fill={ink} opacity="0.08" />
      <path
        d="M8 300h24M0 318h28M14 336h16"
        stroke={brand.primary}
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.5"
      />
      <rect
        x="34"
        y="256"
        width="58"
        height="50"
        rx="8"
        fill={brand.accent}
        stroke={ink}
        strokeWidth="3"
      />
      <path d="M46 274h34M46 287h22" stroke="#FFFFFF" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M40 338c0-20 15-32 36-32h42l12 32z"
        fill={brand.primary}
        stroke={ink}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M112 330h42" stroke={ink} strokeWidth="7" strokeLinecap="round" />
      <path
        d="M150 336l8-50h12l-4 50z"
        fill={brand.primary}
        stroke={ink}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M162 282l-16-8" stroke={ink} strokeWidth="5" strokeLinecap="round" />
      <circle cx="171" cy="300" r="5" fill={brand.accent} stroke={ink} strokeWidth="2" />
      <circle cx="66" cy="344" r="21" fill={ink} />
      <circle cx="66" cy="344" r="8" fill="#CBD2CF" />
      <circle cx="170" cy="344" r="21" fill={ink} />
      <circle cx="170" cy="344" r="8" fill="#CBD2CF" />
      <path
        d="M96 300l30 4 4 22"
        stroke={brand.primaryDark}
        strokeWidth="13"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path d="M126 327h12" stroke={ink} strokeWidth="7" strokeLinecap="round" />
      <path d="M98 298l14-36" stroke={brand.primary} strokeWidth="18" strokeLinecap="round" />
      <path d="M112 268l32 10" stroke={brand.primary} strokeWidth="9" strokeLinecap="round" />
      <circle cx="146" cy="278" r="5" fill="#C68B59" />
      <circle cx="118" cy="240" r="14" fill="#C68B59" />
      <path
        d="M102 242a16 16 0 0 1 32-4h-6a4 4 0 0 0-4 4z"
        fill={brand.primaryDark}
        stroke={ink}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M124 236h10" stroke={brand.accent} strokeWidth="4" strokeLinecap="round" />
    </g>
  );
}
