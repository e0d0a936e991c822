/**
 * For a section that may start below the fold: the browser skips its layout and paint until it
 * nears the viewport, which shortens a long page's first render on slow phones. `auto` keeps the
 * size it last had, so the scrollbar stays steady once the section has been seen.
 */
export const renderWhenVisible = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 640px',
} as const;
