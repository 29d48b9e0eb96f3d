import { describe, expect, it } from 'vitest';
import { createTestDatabase, silentLogger } from '@bedtime/service-kit/testing';
import { createMailQueue } from '../src/jobs/mail-queue';
import { createWeeklyReportJob } from '../src/jobs/weekly-report-job';

// Gateway replicas started together (a deploy, or the replicas journey) all set up the same pg-boss queues
// on a fresh database at the same moment. PostgreSQL fails one of two such set-ups as a deadlock; a
// replica must take that in its stride instead of exiting at start.
describe('gateways starting together on a fresh database', () => {
  it('all start their mail queue and weekly report, every time', async () => {
    for (let round = 0; round < 4; round++) {
      const databaseUrl = await createTestDatabase(`queues_together_${round}`);
      const gateways = [0, 1, 2].map(() => ({
        mail: createMailQueue({ databaseUrl, transport: { send: () => Promise.resolve() }, logger: silentLogger }),
        reports: createWeeklyReportJob({
          databaseUrl,
          cron: '0 8 * * 1',
          timezone: 'UTC',
          reports: { generate: () => Promise.reject(new Error('not asked in this test')) },
          logger: silentLogger,
        }),
      }));
      try {
        const started = await Promise.allSettled(gateways.flatMap((gateway) => [gateway.mail.start(), gateway.reports.start()]));
        expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
        expect((await gateways[0]!.reports.boss.getSchedules()).length).toBe(1);
      } finally {
        await Promise.all(gateways.flatMap((gateway) => [gateway.mail.stop(), gateway.reports.stop()]));
      }
    }
  }, 120_000);
});
