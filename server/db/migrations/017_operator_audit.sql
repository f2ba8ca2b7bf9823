-- What operators did to the content they own (issue 27): every save and publish of a page configuration, an
-- announcement or a news article, by whom and when. A draft overwrites itself and a rollback only moves the live
-- pointer, so neither leaves a trace elsewhere. Rows are only ever added.
CREATE TABLE operator_audit (
  id        bigserial   PRIMARY KEY,
  -- What was changed: 'pageConfig' (subject '{page}/{language}'), 'announcement' or 'news' (subject its id).
  area      text        NOT NULL CHECK (area IN ('pageConfig', 'announcement', 'news')),
  subject   text        NOT NULL CHECK (char_length(subject) <= 100),
  action    text        NOT NULL CHECK (action ~ '^[a-z][a-zA-Z]{0,31}$'),
  -- An account id (the API) or what the command line was told (--by), as page_config_versions.created_by.
  actor     text        NOT NULL,
  at        timestamptz NOT NULL DEFAULT now(),
  -- The version published or rolled back to, the draft and its revision, … as the action has them.
  detail    jsonb       NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(detail) = 'object')
);

CREATE INDEX operator_audit_subject ON operator_audit (area, subject, id DESC);
