import { describe, expect, it } from 'vitest';
import Koa from 'koa';
import request from 'supertest';
import { captureLogger } from '@bedtime/service-kit/testing';
import { publicUrlMismatch, publicUrlWatch } from '../src/http/public-url-check';

describe('PUBLIC_URL at start-up', () => {
  it('warns when a gateway listening on this machine only is given another port or another machine', () => {
    expect(publicUrlMismatch('http://localhost:3000', { host: '127.0.0.1', port: 3000 })).toBeNull();
    expect(publicUrlMismatch('http://127.0.0.1:3000/', { host: 'localhost', port: 3000 })).toBeNull();
    expect(publicUrlMismatch('http://localhost:3000', { host: '127.0.0.1', port: 3005 })).toMatch(
      /PUBLIC_URL is http:\/\/localhost:3000, but the gateway listens on 127\.0\.0\.1:3005/,
    );
    expect(publicUrlMismatch('https://stories.example', { host: '127.0.0.1', port: 3000 })).toMatch(/links in emails will not reach it/);
  });

  it('says nothing when the gateway is reachable from elsewhere (a proxy or another machine may be in front)', () => {
    expect(publicUrlMismatch('https://stories.example', { host: '0.0.0.0', port: 3000 })).toBeNull();
  });
});

describe('PUBLIC_URL while serving', () => {
  const app = (publicUrl: string) => {
    const log = captureLogger();
    const koa = new Koa();
    koa.use(publicUrlWatch({ publicUrl, logger: log.logger }));
    koa.use((ctx) => {
      ctx.body = 'page';
    });
    return { server: koa.callback(), log };
  };
  const warnings = (log: ReturnType<typeof captureLogger>) => log.lines.filter((line) => line.level === 40);

  it('warns once per other address the product is opened at, naming both', async () => {
    const { server, log } = app('http://localhost:3000');
    await request(server).get('/stories').set('Host', 'localhost:3000').expect(200);
    expect(warnings(log)).toEqual([]);
    await request(server).get('/stories').set('Host', '192.168.1.5:3000').expect(200);
    await request(server).get('/subscribe').set('Host', '192.168.1.5:3000').expect(200);
    expect(warnings(log)).toHaveLength(1);
    expect(warnings(log)[0]).toMatchObject({ servedAt: '192.168.1.5:3000', publicUrl: 'http://localhost:3000' });
    expect(warnings(log)[0]!.msg).toMatch(/links in emails .* point to PUBLIC_URL/);
  });

  it('remembers a bounded number of addresses, so made-up Host headers cannot flood the log', async () => {
    const { server, log } = app('https://stories.example');
    for (let index = 0; index < 40; index++) await request(server).get('/').set('Host', `made-up-${index}.example`).expect(200);
    expect(warnings(log)).toHaveLength(20);
  });
});
