-- Press invitations are written by operators too (issue 27): their changes join the audit list.
ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_area_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_area_check CHECK (area IN ('pageConfig', 'announcement', 'news', 'pressInvitation'));
