-- The operators' media library (issue 27): each picture an operator uploaded, by the SHA-256 of its bytes. The
-- bytes are a file named after that hash in the media folder (server/media-library/media-store.ts); the row says
-- what they are, as sniffed from them, and who brought them when. The same picture uploaded twice is one row.
CREATE TABLE media_files (
  hash          text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  byte_size     integer NOT NULL CHECK (byte_size > 0),
  width         integer NOT NULL CHECK (width > 0),
  height        integer NOT NULL CHECK (height > 0),
  original_name text NOT NULL CHECK (char_length(original_name) <= 200),
  uploaded_by   text NOT NULL,
  uploaded_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX media_files_newest ON media_files (uploaded_at DESC);
