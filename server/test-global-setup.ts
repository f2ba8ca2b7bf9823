// Global setup of the server tests: the run's seeded template databases (server/db/testing/seeded-templates.ts).
import type { TestProject } from 'vitest/node';
import { provideSeededTemplates } from './db/testing/seeded-templates.js';

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return provideSeededTemplates(project);
}
