#!/usr/bin/env node
/**
 * Splits the labelled parent-input corpus ONCE into dev (70%, for tuning the reader) and held-out (30%,
 * only for the figures reported by test/understand-corpus.test.ts and bench/understand.ts). The split
 * is a hash of each line's text, so it never depends on order. It refuses to run again once the two
 * files exist: re-splitting would leak held-out lines into tuning.
 * Run: node packages/story-writer/scripts/split-corpus.mjs
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../corpus');
const source = path.join(dir, 'parent-inputs.jsonl');
const dev = path.join(dir, 'dev.jsonl');
const heldout = path.join(dir, 'heldout.jsonl');

if (fs.existsSync(dev) || fs.existsSync(heldout)) {
  console.error('corpus/dev.jsonl or corpus/heldout.jsonl exists: the corpus is split once and never again.');
  process.exit(1);
}
const lines = fs
  .readFileSync(source, 'utf8')
  .split('\n')
  .filter((line) => line.trim());
const out = { dev: [], heldout: [] };
for (const line of lines) {
  const { text } = JSON.parse(line);
  const bucket = crypto.createHash('sha256').update(text.trim().toLowerCase()).digest().readUInt32BE(0) % 100;
  out[bucket < 70 ? 'dev' : 'heldout'].push(line);
}
fs.writeFileSync(dev, `${out.dev.join('\n')}\n`);
fs.writeFileSync(heldout, `${out.heldout.join('\n')}\n`);
console.log(`dev: ${out.dev.length} lines, held-out: ${out.heldout.length} lines`);
