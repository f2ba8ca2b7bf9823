-- Analytics (issue 7, spec §7): the events pages send in batches, kept as counts per UTC+8 day, page,
-- section, item and event, so a busy page adds a few rows a day, not one per view. An absent page,
-- section or item is stored as '' (a key column cannot be null); the stats reply turns '' into null.

CREATE TABLE analytics_daily_counts (
  day      date   NOT NULL,
  page     text   NOT NULL CHECK (char_length(page) <= 64),
  section  text   NOT NULL CHECK (char_length(section) <= 64),
  item     text   NOT NULL CHECK (char_length(item) <= 128),
  event    text   NOT NULL CHECK (char_length(event) BETWEEN 1 AND 64),
  count    bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (page, day, section, item, event)
);
