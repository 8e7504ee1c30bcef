import { describe, expect, it } from 'vitest';
import { FolderUpload, FolderUploadBody } from './drive.js';
import { ImageUpload } from './reports.js';
import { encodeUploadMetadata, parseUploadMetadata, UploadMetadata } from './uploads.js';

const UUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('resumable upload names', () => {
  it('[FIELD-3] Upload-Metadata round-trips tus pairs, UTF-8 included, and refuses what is not tus format', () => {
    const header = encodeUploadMetadata({
      purpose: 'image',
      jobID: 42,
      filetype: 'image/jpeg',
      filename: 'Grabe ü.jpg',
      none: undefined,
    });
    expect(header).toBe('purpose aW1hZ2U=,jobID NDI=,filetype aW1hZ2UvanBlZw==,filename R3JhYmUgw7wuanBn');
    expect(parseUploadMetadata(header)).toEqual({
      purpose: 'image',
      jobID: '42',
      filetype: 'image/jpeg',
      filename: 'Grabe ü.jpg',
    });
    expect(UploadMetadata.parse(parseUploadMetadata(header))).toMatchObject({ purpose: 'image', jobID: 42 });
    expect(parseUploadMetadata('')).toEqual({});
    expect(parseUploadMetadata(`filename ${btoa('a\u0000b')}`)).toBeNull();
    expect(parseUploadMetadata('flag')).toEqual({ flag: '' });
    for (const bad of ['purpose !!!', 'a YQ== extra', 'a YQ==,a YQ==', ',key YQ==', 'ke:y YQ==', 'x /w=='])
      expect(parseUploadMetadata(bad), bad).toBeNull();
    expect(UploadMetadata.safeParse({ purpose: 'folder', filetype: 'text/plain' }).success).toBe(false);
    expect(UploadMetadata.safeParse({ purpose: 'video', filetype: 'video/mp4' }).success).toBe(false);
  });

  it('[FIELD-3] the final calls take base64 or a finished upload id, exactly one; old base64 bodies are unchanged', () => {
    const image = { referenceCode: 'img-1', jobID: 1, locationNumber: '1' };
    expect(ImageUpload.safeParse({ ...image, base64: 'QUFB' }).success).toBe(true);
    expect(ImageUpload.safeParse({ ...image, upload: UUID }).success).toBe(true);
    expect(ImageUpload.safeParse({ ...image }).success).toBe(false);
    expect(ImageUpload.safeParse({ ...image, base64: 'QUFB', upload: UUID }).success).toBe(false);
    expect(ImageUpload.safeParse({ ...image, upload: 'not-a-uuid' }).success).toBe(false);

    const file = { name: 'Daily log.pdf', mimeType: 'application/pdf' };
    expect(FolderUploadBody.safeParse({ ...file, base64: 'JVBERg==' }).success).toBe(true);
    expect(FolderUploadBody.safeParse({ ...file, upload: UUID }).success).toBe(true);
    expect(FolderUploadBody.safeParse(file).success).toBe(false);
    expect(FolderUploadBody.safeParse({ ...file, base64: 'JVBERg==', upload: UUID }).success).toBe(false);
    // What a queued folder task stores: the body without its bytes (the app omits base64).
    expect(FolderUpload.omit({ base64: true }).safeParse({ ...file, upload: UUID }).success).toBe(true);
  });
});
