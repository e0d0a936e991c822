export interface AddressPreviewMapProps {
  /** The point to show; null shows the default centre without a pin. */
  point: { lat: number; long: number } | null;
  height?: number | string;
}
