-- A group's companies (issue 28): a company may belong to a group (a site trader whose is_group is Y). The group's
-- accounts act in the exhibitor's workbench for the group's own company and for each of its companies.
ALTER TABLE site_traders ADD COLUMN group_id text REFERENCES site_traders (id) ON DELETE SET NULL CHECK (group_id <> id);
CREATE INDEX site_traders_group ON site_traders (group_id) WHERE group_id IS NOT NULL;
