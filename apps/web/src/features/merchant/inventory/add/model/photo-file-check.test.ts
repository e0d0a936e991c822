import { FORM_FILE_MAX_BYTES, FORM_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../testing/render-add-product';
import { photoTypeOf } from '../../../../../shared/files/photo-type';
import { photoFileProblem } from './photo-file-check';

const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'shoe.jpg', {
  type: 'image/jpeg',
});

describe('photoFileProblem', () => {
  it('keeps a JPEG or PNG up to 5 MB, whatever it is called', async () => {
    expect(await photoFileProblem(jpeg)).toBeNull();
    expect(await photoFileProblem(pngFile('kurta.png', FORM_FILE_MAX_BYTES))).toBeNull();
    const renamedJpeg = new File([await jpeg.arrayBuffer()], 'odd.png');
    expect((await photoTypeOf(renamedJpeg))?.mime).toBe('image/jpeg');
  });

  it('refuses text renamed .png, and an empty file, by their content', async () => {
    const renamed = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    expect(await photoFileProblem(renamed)).toBe(FORM_MESSAGES.imageTypeNotValid);
    expect(await photoFileProblem(new File([], 'empty.jpg', { type: 'image/jpeg' }))).toBe(
      FORM_MESSAGES.imageTypeNotValid,
    );
  });

  it('refuses a photo over 5 MB', async () => {
    expect(await photoFileProblem(pngFile('huge.png', FORM_FILE_MAX_BYTES + 1))).toBe(
      FORM_MESSAGES.fileTooLarge,
    );
  });
});
