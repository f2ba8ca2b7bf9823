// The machine and date every bench prints beside its figures (the README quotes them with the figures).
import { cpus, totalmem } from 'node:os';

export function machineLine(now: Date = new Date()): string {
  const processors = cpus();
  const model = processors[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `machine    ${processors.length} × ${model}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.versions.node}; ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
