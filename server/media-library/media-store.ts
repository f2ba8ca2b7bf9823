// The media library's store: a picture's bytes are a file named after their SHA-256 in the media folder, its
// description a media_files row. The embedded default keeps the folder in the data folder (PORTAL_DATA_DIR/media);
// with DATABASE_URL it is MEDIA_DIR, else ./data/media on the instance's disk. Instances behind one database share
// their pictures by sharing that folder (a network volume mounted at MEDIA_DIR on each): the row says a picture
// exists, the folder must hold its bytes wherever the request lands.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/connection.js';
import type { Picture, PictureType } from './sniff-image.js';

export interface MediaFile {
  hash: string;
  contentType: PictureType;
  byteSize: number;
  width: number;
  height: number;
  originalName: string;
  uploadedBy: string;
  /** UTC+8 wall time. */
  uploadedAt: string;
}

const EXTENSIONS: Record<PictureType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** Where a picture is served: its hash in the name, so its URL changes whenever its bytes do. */
export function mediaUrlOf(file: Pick<MediaFile, 'hash' | 'contentType'>): string {
  return `/media/uploads/${file.hash}.${EXTENSIONS[file.contentType]}`;
}

const COLUMNS = `hash, content_type AS "contentType", byte_size AS "byteSize", width, height, original_name AS "originalName",
  uploaded_by AS "uploadedBy", to_char(uploaded_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "uploadedAt"`;

export interface MediaStore {
  /** Stores the picture (once: the same bytes again keep their first row); its row. */
  save(bytes: Buffer, picture: Picture, originalName: string, uploadedBy: string): Promise<MediaFile>;
  find(hash: string): Promise<MediaFile | undefined>;
  /** The picture's bytes; undefined when its file is missing from this instance's folder. */
  read(file: MediaFile): Promise<Buffer | undefined>;
  /** The newest first; only those `uploadedBy` uploaded when given. */
  list(limit: number, uploadedBy?: string): Promise<MediaFile[]>;
}

export function createMediaStore(db: Queryable, folder: string): MediaStore {
  const pathOf = (file: Pick<MediaFile, 'hash' | 'contentType'>) => join(folder, `${file.hash}.${EXTENSIONS[file.contentType]}`);
  const find = async (hash: string) => (await db.query<MediaFile>(`SELECT ${COLUMNS} FROM media_files WHERE hash = $1`, [hash]))[0];
  return {
    async save(bytes, picture, originalName, uploadedBy) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const path = pathOf({ hash, contentType: picture.contentType });
      await mkdir(folder, { recursive: true });
      // Written whole, then renamed: a reader never gets half a picture.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
      await db.query(
        `INSERT INTO media_files (hash, content_type, byte_size, width, height, original_name, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (hash) DO NOTHING`,
        [hash, picture.contentType, bytes.length, picture.width, picture.height, originalName, uploadedBy],
      );
      const stored = await find(hash);
      if (!stored) throw new Error(`the media row ${hash} was not stored`);
      return stored;
    },
    find,
    async read(file) {
      try {
        return await readFile(pathOf(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    list: (limit, uploadedBy) =>
      db.query<MediaFile>(`SELECT ${COLUMNS} FROM media_files WHERE $2::text IS NULL OR uploaded_by = $2 ORDER BY uploaded_at DESC, hash LIMIT $1`, [
        limit,
        uploadedBy ?? null,
      ]),
  };
}
