-- The news centre (issue 9, spec §1): articles and videos per category, press invitations and the media
-- members' registrations for them.

-- An event media members may sign up for. title and place hold translations { "EN_US": ..., "ZH_CN": ... }
-- (one invitation, one capacity, whatever the reader's language). Times are UTC+8 wall times. Sign-up is
-- closed when status is CLOSED or the registration deadline has passed, full at capacity registrations.
CREATE TABLE press_invitations (
  id                     text      PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  title                  jsonb     NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  place                  jsonb     NOT NULL CHECK (jsonb_typeof(place) = 'object'),
  event_time             timestamp NOT NULL,
  registration_deadline  timestamp NOT NULL CHECK (registration_deadline <= event_time),
  capacity               integer   NOT NULL CHECK (capacity > 0),
  status                 text      NOT NULL CHECK (status IN ('OPEN', 'CLOSED'))
);

-- One registration per media member and invitation (the primary key); capacity is checked with the
-- invitation's row locked, so two members never take the last seat both.
CREATE TABLE press_registrations (
  invitation_id  text        NOT NULL REFERENCES press_invitations (id) ON DELETE CASCADE,
  account_id     text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  registered_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invitation_id, account_id)
);
CREATE INDEX press_registrations_account ON press_registrations (account_id);

-- An article or a video in one language (a language column, as the home page's news lists are per
-- language); the same slug in each language is the same story, so a page can switch languages. body is
-- rich text sanitised before it is stored (server/news/sanitize-body.ts). publish_time is a UTC+8 wall
-- time: a published article is listed from then on. attachments is a list of { name, url }.
CREATE TABLE news_articles (
  id                text      PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  language          text      NOT NULL CHECK (language IN ('en-US', 'zh-CN')),
  slug              text      NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  category          text      NOT NULL CHECK (category IN (
    'FAIR_NEWS', 'MEDIA_COVERAGE', 'MORNING_BROADCAST', 'NOTICE', 'PRESS_INVITATION', 'TEXT_REPORT', 'VIDEO_REPORT'
  )),
  kind              text      NOT NULL CHECK (kind IN ('ARTICLE', 'VIDEO')),
  title             text      NOT NULL CHECK (btrim(title) <> ''),
  summary           text      NOT NULL DEFAULT '',
  body              text      NOT NULL DEFAULT '',
  cover_url         text      NOT NULL,
  video_url         text,
  video_poster_url  text,
  attachments       jsonb     NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attachments) = 'array'),
  invitation_id     text      REFERENCES press_invitations (id) ON DELETE SET NULL,
  status            text      NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED')),
  publish_time      timestamp,
  updated_by        text      NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (language, slug),
  CHECK ((kind = 'VIDEO') = (video_url IS NOT NULL AND video_poster_url IS NOT NULL)),
  CHECK (status = 'DRAFT' OR publish_time IS NOT NULL)
);
-- The list: a language's published articles, optionally of one category, the latest first.
CREATE INDEX news_articles_list ON news_articles (language, status, category, publish_time DESC, slug);
CREATE INDEX news_articles_latest ON news_articles (language, status, publish_time DESC, slug);
