// A report's photos: upload, the stored image in a format and width, delete, and a job's list.
import { z } from 'zod';
import {
  BinaryAnswer,
  IMAGE_FORMATS,
  IMAGE_MAX_WIDTH,
  IMAGE_MIN_WIDTH,
  ImageMeta,
  ImageUpload,
  ReferenceCode,
} from '../reports.js';
import { type CallDefinition, id } from './definition.js';

const imageRefQuery = z.object({
  referenceCode: ReferenceCode,
  JobID: id,
  locationNumber: z.string().min(1),
  reportCode: ReferenceCode.optional(),
});

export const imageCalls = {
  uploadImage: {
    method: 'POST',
    path: '/api/Image',
    body: ImageUpload,
    answer: ImageMeta,
    auth: true,
  },
  /** REPORT-6: the stored image, re-encoded in `format` (jpeg by default) and at most `width` wide. */
  image: {
    method: 'GET',
    path: '/api/Image/:ref',
    params: z.object({ ref: ReferenceCode }),
    query: z.object({
      format: z.enum(IMAGE_FORMATS).optional(),
      width: z.coerce.number().int().min(IMAGE_MIN_WIDTH).max(IMAGE_MAX_WIDTH).optional(),
    }),
    answer: BinaryAnswer,
    answerMediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    auth: true,
  },
  /** Deleting an image that is not there (any more) is a success: `deleted` says which. */
  deleteImage: {
    method: 'DELETE',
    path: '/api/image',
    query: imageRefQuery,
    answer: z.object({ ok: z.literal(true), deleted: z.boolean() }),
    auth: true,
  },
  /** The images of a reachable job, newest first; narrowed by location or report when given. */
  imagesByRef: {
    method: 'GET',
    path: '/api/images/byref',
    query: z.object({
      jobID: id,
      locationNumber: z.string().min(1).max(20).optional(),
      reportCode: ReferenceCode.optional(),
    }),
    answer: z.array(ImageMeta),
    auth: true,
  },
} as const satisfies Record<string, CallDefinition>;
