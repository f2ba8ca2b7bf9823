-- Page configurations are versioned: every publish adds a row to page_config_versions and the live
-- pointer in page_configs names the version visitors get, so a rollback is moving the pointer back.
CREATE TABLE page_config_versions (
  page        text        NOT NULL CHECK (page ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  language    text        NOT NULL CHECK (language IN ('en-US', 'zh-CN')),
  version     integer     NOT NULL CHECK (version >= 1),
  document    jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  created_by  text        NOT NULL,
  PRIMARY KEY (page, language, version)
);

CREATE TABLE page_configs (
  page          text    NOT NULL,
  language      text    NOT NULL,
  live_version  integer NOT NULL,
  PRIMARY KEY (page, language),
  FOREIGN KEY (page, language, live_version) REFERENCES page_config_versions (page, language, version)
);
