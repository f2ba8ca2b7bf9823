// Writes public/media/sounds/new-message.wav: the new-message reminder sound (spec §4, §8), a short two-note
// chime made here rather than downloaded. 8-bit mono PCM at 11 025 Hz keeps it near 3 KB.
// Run: npx tsx scripts/generate-new-message-sound.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SAMPLE_RATE = 11_025;
const NOTES = [
  { hz: 880, seconds: 0.12 },
  { hz: 1_318.5, seconds: 0.18 },
];

function samples(): Uint8Array {
  const parts = NOTES.map(({ hz, seconds }) => {
    const count = Math.round(SAMPLE_RATE * seconds);
    const part = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      // A quick attack and an exponential decay, so the note neither clicks nor drones.
      const envelope = Math.min(1, i / 40) * Math.exp((-4 * i) / count);
      part[i] = Math.round(128 + 100 * envelope * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE));
    }
    return part;
  });
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

function wav(data: Uint8Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second: one byte per sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, Buffer.from(data)]);
}

const out = join(import.meta.dirname, '..', 'public', 'media', 'sounds', 'new-message.wav');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, wav(samples()));
console.log(`wrote ${out}`);
