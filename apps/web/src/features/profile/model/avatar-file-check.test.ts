import { FORM_FILE_MAX_BYTES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file-check';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const blob = (head: number[], size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new Blob([bytes]);
};

describe('avatarFileProblem', () => {
  it('lets a JPEG or a PNG go, by its bytes', async () => {
    expect(await avatarFileProblem(blob(JPEG))).toBeNull();
    expect(await avatarFileProblem(blob(PNG))).toBeNull();
  });

  it('refuses other content in the API’s words, whatever the file claims to be', async () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'me.png', {
      type: 'image/png',
    });
    expect(await avatarFileProblem(gif)).toBe('Only JPEG and PNG photos can be uploaded');
  });

  it('refuses an empty file and one over the upload limit', async () => {
    expect(await avatarFileProblem(new Blob([]))).toBe('Please choose a photo to upload.');
    expect(await avatarFileProblem(blob(PNG, FORM_FILE_MAX_BYTES + 1))).toBe(
      'Please upload a file of 5 MB or less.',
    );
  });
});
