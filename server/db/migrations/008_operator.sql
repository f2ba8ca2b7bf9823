-- The operator's drafts of page configurations (issue 7). A draft holds any JSON object, valid or not, so
-- nothing an operator typed is lost; it is checked when published, becoming a new row of
-- page_config_versions. base_version is the live version it was started from: publishing a draft based on
-- another version than the live one is refused (another publish or a rollback came in between).
-- revision counts its saves, so a save based on an older revision is refused instead of overwriting.
CREATE TABLE page_config_drafts (
  id            text        PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  page          text        NOT NULL CHECK (page ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  language      text        NOT NULL CHECK (language IN ('en-US', 'zh-CN')),
  base_version  integer     NOT NULL CHECK (base_version >= 0),
  revision      integer     NOT NULL DEFAULT 1 CHECK (revision >= 1),
  document      jsonb       NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  -- An account id (the API), or what the command line was told (--by) or 'cli'.
  updated_by    text        NOT NULL
);
-- A page's drafts in one language, the latest saved first.
CREATE INDEX page_config_drafts_page ON page_config_drafts (page, language, updated_at DESC);
