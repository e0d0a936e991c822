import type { Font } from 'fontkit';

interface MarkRecord {
  markAnchor?: unknown;
}

type ApplyAnchor = (
  this: AnchorProcessor,
  markRecord: MarkRecord | undefined,
  baseAnchor: unknown,
  baseIndex: number,
) => void;

interface AnchorProcessor {
  applyAnchor: ApplyAnchor;
}

interface LayoutInternals {
  _layoutEngine?: { engine?: { GPOSProcessor?: object | null } };
}

const PATCHED = Symbol.for('sauda.fontkit.skipNullAnchors');

/**
 * fontkit 2.0.4 throws on a GPOS NULL anchor, which OpenType allows ("this mark class does not
 * attach here") and Noto Nastaliq Urdu uses in everyday words such as "نزد" and "اولپرز"
 * (foliojs/fontkit#367; the fix proposed in #374 is not released). Until it is, such an
 * attachment is skipped, as HarfBuzz does, instead of failing the whole receipt.
 */
export function skipNullAnchors(font: Font): void {
  const processor = (font as unknown as LayoutInternals)._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return;
  const shared = Object.getPrototypeOf(processor) as AnchorProcessor & { [PATCHED]?: boolean };
  if (shared[PATCHED] || typeof shared.applyAnchor !== 'function') return;
  const applyAnchor = shared.applyAnchor;
  shared.applyAnchor = function (markRecord, baseAnchor, baseIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseIndex);
  };
  shared[PATCHED] = true;
}
