// Reads and writes the live home page configuration of the PostgreSQL portal, as an operator's change would.

import { STAMP_CHECK_INTERVAL_MS } from '../../server/page-configs/home-page/rendered-page-cache';
import { withPostgres } from './postgres-schema';
import { postgresSchema } from './portals';

export type PageConfigDocument = Record<string, unknown> & {
  orderingSlots: Array<{ status: string; udfs: { module: string } }>;
  switches: Array<{ udfs: { name: string; state: string; startTime?: string; closeTime?: string } }>;
  flagMask: number;
  sections: Record<string, unknown>;
};

const LIVE_DOCUMENT = `
  FROM page_config_versions v JOIN page_configs c
    ON c.page = v.page AND c.language = v.language AND c.live_version = v.version
  WHERE v.page = 'mobile-home' AND v.language = 'en-US'`;

export async function readLiveDocument(): Promise<PageConfigDocument> {
  return withPostgres(async (client) => (await client.query(`SELECT v.document ${LIVE_DOCUMENT}`)).rows[0].document, postgresSchema);
}

export async function storeLiveDocument(document: unknown): Promise<void> {
  await withPostgres(async (client) => {
    const result = await client.query(
      `UPDATE page_config_versions SET document = $1
        WHERE (page, language, version) IN (SELECT v.page, v.language, v.version ${LIVE_DOCUMENT})`,
      [JSON.stringify(document)],
    );
    if (result.rowCount !== 1) throw new Error(`expected one live document, updated ${result.rowCount}`);
  }, postgresSchema);
  // A change straight in the database reports itself to no one: the portal's kept home page finds it when it next
  // asks for the live stamp, within a second (issue 30), as it would a change by `npm run config`.
  await new Promise((resolve) => setTimeout(resolve, STAMP_CHECK_INTERVAL_MS + 100));
}
