import { afterAll, beforeAll, describe } from 'vitest';

/** Zones far from the server's UTC+8, and UTC: what reads wall times must not depend on the machine's zone. */
const FAR_ZONES = ['America/New_York', 'Pacific/Kiritimati', 'UTC'];

/** Runs `tests` once per far zone, with the process's time zone set to it. */
export function inFarMachineZones(title: string, tests: () => void): void {
  const machineZone = process.env.TZ;
  for (const zone of FAR_ZONES) {
    describe(`${title} on a machine in ${zone}`, () => {
      beforeAll(() => {
        process.env.TZ = zone;
      });
      afterAll(() => {
        // Assigning undefined would set the text 'undefined'.
        if (machineZone === undefined) delete process.env.TZ;
        else process.env.TZ = machineZone;
      });
      tests();
    });
  }
}
