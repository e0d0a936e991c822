import sharp from 'sharp';

/** A real PNG of the given size: a red-to-blue picture sharp can decode. */
export function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

/**
 * A real JPEG stored sideways: `width × height` pixels with EXIF orientation 6 (turn 90°
 * clockwise) and a camera make in its metadata, as phones write them.
 */
export function makeSidewaysJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'SaudaCam' } })
    .toBuffer();
}
