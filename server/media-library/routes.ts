// The media library (issue 27 item 3). POST /work/api/media (employees) and POST /seller/api/media (sellers, for their
// products' pictures, issue 28) take a picture's bytes as the request body (at most MEDIA_MAX_BYTES), sniff what it is
// from them, check its size in pixels, and store it under its hash; GET /work/api/media lists the library, GET
// /seller/api/media the seller's own uploads. GET /media/uploads/{hash}.{ext} serves a picture to anyone, cached for a
// year: its URL changes whenever its bytes do.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MediaFile as MediaFileReply, MediaFileList } from '../../common/generated/types.js';
import { employeeOf, employeeOnly } from '../auth/employee-only.js';
import { messageFor, viewerOf } from '../auth/viewer.js';
import type { Queryable } from '../db/connection.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import { sellerOnly } from '../seller/require-seller.js';
import { createMediaStore, mediaUrlOf, type MediaFile, type MediaStore } from './media-store.js';
import { sniffImage } from './sniff-image.js';

/** The largest picture the library takes: a page's banner needs far less. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** The widest and tallest, in pixels: a phone's page never shows more. */
export const MEDIA_MAX_PIXELS = 4096;
const LISTED = 200;
const REFUSAL = 'operator.media.error.notEmployee';
/** What a browser sends a file as; the body is read as bytes whatever it says, and sniffed. */
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'application/octet-stream'];

const toReply = (file: MediaFile): MediaFileReply => ({ ...file, url: mediaUrlOf(file) });

interface UploadRequest {
  Body: Buffer;
  Querystring: { name?: string };
}

export function mediaLibraryRoutes(db: Queryable, folder: string): FastifyPluginAsync {
  const store = createMediaStore(db, folder);
  return async (app) => {
    await app.register(async (operators) => {
      operators.addHook('preValidation', employeeOnly(REFUSAL));
      registerUploads(operators, store, {
        path: '/work/api/media',
        uploader: (request) => employeeOf(request, REFUSAL).accountId,
        // The library is every operator's: each sees all its pictures.
        list: () => store.list(LISTED),
      });
    });
    await app.register(async (sellers) => {
      sellers.addHook('preValidation', sellerOnly('seller.products.error.notSeller'));
      registerUploads(sellers, store, {
        path: '/seller/api/media',
        uploader: (request) => viewerOf(request).accountId,
        // An exhibitor picks among the pictures they uploaded themselves.
        list: (request) => store.list(LISTED, viewerOf(request).accountId),
      });
    });

    app.get<{ Params: { hash: string; extension: string } }>(
      '/media/uploads/:hash.:extension',
      {
        schema: {
          params: {
            type: 'object',
            properties: { hash: { type: 'string', pattern: '^[0-9a-f]{64}$' }, extension: { enum: ['png', 'jpg', 'gif', 'webp'] } },
            required: ['hash', 'extension'],
          },
        },
      },
      async (request, reply) => {
        const file = await store.find(request.params.hash);
        const bytes = file && mediaUrlOf(file) === request.url.split('?')[0] ? await store.read(file) : undefined;
        if (!file || !bytes) throw new ApiError(404, ErrorCode.notFound, messageFor(request, 'operator.media.error.notFound'));
        return reply
          .type(file.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(bytes);
      },
    );
  };
}

interface UploadOptions {
  path: string;
  /** The account the picture is recorded as uploaded by (the scope's hook has let only its accounts in). */
  uploader: (request: FastifyRequest) => string;
  list: (request: FastifyRequest) => Promise<MediaFile[]>;
}

/**
 * POST `path` takes a picture's bytes as the request body (at most MEDIA_MAX_BYTES), sniffs what it is from them,
 * checks its size in pixels and stores it under its hash; GET `path` lists what `list` gives, the newest first.
 */
function registerUploads(scope: FastifyInstance, store: MediaStore, { path, uploader, list }: UploadOptions): void {
  // Only here is a body bytes: the rest of the API reads JSON.
  scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_request, body, done) => done(null, body));

  scope.post<UploadRequest>(
    path,
    {
      bodyLimit: MEDIA_MAX_BYTES,
      schema: {
        querystring: { type: 'object', properties: { name: { type: 'string', maxLength: 200 } }, additionalProperties: false },
        response: replying('operator/media-file.schema.json#', 201),
      },
    },
    async (request, reply) => {
      const accountId = uploader(request);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new ApiError(400, ErrorCode.mediaType, messageFor(request, 'operator.media.error.type'));
      const picture = sniffImage(bytes);
      if ('refused' in picture) {
        throw picture.refused === 'type'
          ? new ApiError(400, ErrorCode.mediaType, messageFor(request, 'operator.media.error.type'))
          : new ApiError(400, ErrorCode.mediaPixels, messageFor(request, 'operator.media.error.unreadable'));
      }
      if (picture.width > MEDIA_MAX_PIXELS || picture.height > MEDIA_MAX_PIXELS) {
        throw new ApiError(400, ErrorCode.mediaPixels, messageFor(request, 'operator.media.error.pixels', { max: MEDIA_MAX_PIXELS }));
      }
      const name = (request.query.name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
      reply.code(201);
      return toReply(await store.save(bytes, picture, name, accountId));
    },
  );

  scope.get(path, { schema: { response: replying('operator/media-list.schema.json#') } }, async (request): Promise<MediaFileList> => ({
    files: (await list(request)).map(toReply),
  }));
}
