-- Cookie consent choices (issue 29, spec §7: "cookie consent reported as allow or deny"), kept as one count
-- per UTC+8 day and choice: the operator's numbers say how many visitors allowed and denied, and nothing
-- about who they were is stored (no address, no session, no identifier).

CREATE TABLE cookie_consent_daily_counts (
  day     date   NOT NULL,
  choice  text   NOT NULL CHECK (choice IN ('allow', 'deny')),
  count   bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, choice)
);
