import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createImageEngine } from '../../src/providers/images/create-image-engine';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import { ImageGenerationFailed, OpenAiImageEngine } from '../../src/providers/images/openai-image-engine';
import { characterSheet } from '../../src/providers/images/character-sheet';
import { chooseScenes } from '../../src/providers/images/text/choose-scenes';
import { decodePng, pixelAt, readPngInfo, tinyPng } from './helpers/png';
import { owlStory } from './fixtures';

interface Received {
  path: string;
  auth: string;
  body: Record<string, unknown>;
}

let server: Server;
let baseURL: string;
const received: Received[] = [];
let answer: (body: Record<string, unknown>) => unknown;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      received.push({ path: `${req.method} ${req.url}`, auth: req.headers.authorization ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  answer = () => ({ created: 1, data: [{ b64_json: tinyPng().toString('base64') }] });
});

describe('OpenAI image engine', () => {
  it('asks for one picture per scene, every prompt carrying the same character sheet', async () => {
    const engine = new OpenAiImageEngine({ apiKey: 'sk-test', baseURL });
    const scenes = chooseScenes(owlStory);
    const art = await engine.illustrate(owlStory, scenes);

    expect(received).toHaveLength(scenes.length);
    const sheet = characterSheet(owlStory);
    expect(sheet.map((e) => e.name)).toEqual(['Mia', 'Luna the owl']);
    for (const request of received) {
      expect(request.path).toBe('POST /v1/images/generations');
      expect(request.auth).toBe('Bearer sk-test');
      expect(request.body).toMatchObject({ model: 'gpt-image-1', size: '1536x1024', n: 1 });
      expect(request.body.response_format).toBeUndefined();
      for (const entry of sheet) expect(request.body.prompt).toContain(entry.description);
    }
    const sheets = received.map((r) => String(r.body.prompt).split('Character sheet')[1]);
    expect(new Set(sheets).size).toBe(1);
    expect(art.map((a) => a.scene)).toEqual(scenes);
    expect(art.every((a, i) => a.prompt === received[i]!.body.prompt && a.png.equals(tinyPng()) && a.svg === undefined)).toBe(true);
  });

  it('describes each character concretely enough to be drawn the same way twice', () => {
    const [mia, luna] = characterSheet(owlStory);
    expect(mia!.description).toMatch(/^Mia: a 6-year-old girl \(a real human child, never an animal or a toy\) with .+ skin and .+ hair .*wearing .+ shoes/);
    expect(luna!.description).toMatch(/^Luna the owl: a friendly silver(?:-grey)? owl, an owl with big round eyes and ear tufts/);
  });

  it('asks DALL·E for base64 answers in its own landscape size', async () => {
    const engine = new OpenAiImageEngine({ apiKey: 'sk-test', baseURL, model: 'dall-e-3' });
    await engine.illustrate(owlStory, chooseScenes(owlStory).slice(0, 1));
    expect(received[0]!.body).toMatchObject({ model: 'dall-e-3', size: '1792x1024', response_format: 'b64_json' });
  });

  it('makes a sticker on a transparent background and gives it a die-cut border at 512x512', async () => {
    const engine = new OpenAiImageEngine({ apiKey: 'sk-test', baseURL });
    const sticker = await engine.sticker(owlStory, 'Luna the owl');
    expect(received[0]!.body).toMatchObject({ background: 'transparent', size: '1024x1024' });
    expect(received[0]!.body.prompt).toContain(characterSheet(owlStory)[1]!.description);
    const png = decodePng(sticker.png);
    expect([png.width, png.height]).toEqual([512, 512]);
    expect(pixelAt(png, 0, 0)[3]).toBe(0);
    expect(pixelAt(png, 256, 256)[3]).toBeGreaterThan(200);
    let border = 0;
    for (let i = 0; i < png.pixels.length; i += 4) {
      if (png.pixels[i + 3] === 255 && png.pixels[i]! > 250 && png.pixels[i + 1]! > 250 && png.pixels[i + 2]! > 250) border += 1;
    }
    expect(border).toBeGreaterThan(3000);
  });

  it('fails with a clear error when the service answers without a picture', async () => {
    answer = () => ({ created: 1, data: [{ url: 'https://example.invalid/picture.png' }] });
    const engine = new OpenAiImageEngine({ apiKey: 'sk-test', baseURL });
    await expect(engine.illustrate(owlStory, chooseScenes(owlStory).slice(0, 1))).rejects.toBeInstanceOf(ImageGenerationFailed);
  });

  it('asks for a colouring page of a picture with the same characters', async () => {
    const engine = new OpenAiImageEngine({ apiKey: 'sk-test', baseURL });
    const [art] = await engine.illustrate(owlStory, chooseScenes(owlStory).slice(-1));
    received.length = 0;
    const page = await engine.lineArt(owlStory, art!);
    expect(readPngInfo(page).width).toBe(2);
    expect(received[0]!.body.prompt).toContain('colouring-book page');
    expect(received[0]!.body.prompt).toContain(characterSheet(owlStory)[0]!.description);
  });
});

describe('createImageEngine', () => {
  it('uses OpenAI when a key is configured and the embedded painter otherwise', () => {
    expect(createImageEngine({ openai: { apiKey: 'sk-test', baseURL } }).name).toBe('openai');
    expect(createImageEngine({})).toBeInstanceOf(EmbeddedImageEngine);
  });
});
