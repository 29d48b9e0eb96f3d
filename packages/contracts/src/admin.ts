import { z } from 'zod';

/**
 * The admin area's server side: the dashboard's stats, users and health, and the weekly reports
 * (docs/product-rules.md, Admin; docs/admin.md). The gateway composes every answer from the services'
 * internal figures; a service that does not answer in time leaves its figures `null` and names itself in
 * `unavailable`, so the dashboard shows what it has instead of failing whole.
 */

export const ADMIN_STATS_RANGES = ['1d', '7d', '30d', '90d'] as const;
export type AdminStatsRange = (typeof ADMIN_STATS_RANGES)[number];
export const DEFAULT_ADMIN_STATS_RANGE: AdminStatsRange = '7d';
export const ADMIN_RANGE_DAYS: Record<AdminStatsRange, number> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 };
export const ADMIN_USERS_DEFAULT_LIMIT = 10;
export const ADMIN_USERS_MAX_LIMIT = 100;
/** The dashboard refetches health this often (product rules). */
export const ADMIN_HEALTH_REFRESH_MS = 30_000;

/** Which part of the system a figure comes from; `unavailable` lists those that did not answer. */
export const ADMIN_SOURCES = ['gateway', 'story', 'billing', 'community'] as const;
export type AdminSource = (typeof ADMIN_SOURCES)[number];
const unavailable = z.array(z.enum(ADMIN_SOURCES));

export const adminStatsQuerySchema = z
  .object({
    range: z.enum(ADMIN_STATS_RANGES, { error: 'range must be one of 1d, 7d, 30d, 90d' }).default(DEFAULT_ADMIN_STATS_RANGE),
  })
  .strict();
export type AdminStatsQuery = z.infer<typeof adminStatsQuerySchema>;

/** One point of a per-day series: `date` is YYYY-MM-DD (UTC), `value` a count or cents. */
export const dailyPointSchema = z.object({ date: z.string(), value: z.number() });
export type DailyPoint = z.infer<typeof dailyPointSchema>;

export const adminStatsResponseSchema = z.object({
  range: z.enum(ADMIN_STATS_RANGES),
  totalUsers: z.number().int().nullable(),
  userGrowth: z.object({
    /** New accounts per day over the range (average, rounded to one decimal). */
    daily: z.number().nullable(),
    /** New accounts per day, one point per day of the range. */
    series: z.array(dailyPointSchema),
  }),
  activeSubscriptions: z.number().int().nullable(),
  revenue: z.object({
    /** Cents taken over the last 30 days. */
    monthly: z.number().int().nullable(),
    /** Cents taken ever. */
    total: z.number().int().nullable(),
    currency: z.string(),
    /** Cents per day over the range. */
    series: z.array(dailyPointSchema),
  }),
  totalStories: z.number().int().nullable(),
  /** Services that did not answer: their figures above are null (or empty series). */
  unavailable,
  generatedAt: z.string(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;

export const countedNameSchema = z.object({ name: z.string(), count: z.number().int() });
export type CountedName = z.infer<typeof countedNameSchema>;
export const adminStoryAnalyticsResponseSchema = z.object({
  range: z.enum(ADMIN_STATS_RANGES),
  storiesPerDay: z.array(dailyPointSchema),
  totalInRange: z.number().int().nullable(),
  topInterests: z.array(countedNameSchema),
  topStyles: z.array(countedNameSchema),
  narration: z.object({ stories: z.number().int(), share: z.number() }).nullable(),
  illustration: z.object({ stories: z.number().int(), share: z.number() }).nullable(),
  unavailable,
});
export type AdminStoryAnalyticsResponse = z.infer<typeof adminStoryAnalyticsResponseSchema>;

export const adminUsersQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(ADMIN_USERS_MAX_LIMIT, `limit must be at most ${ADMIN_USERS_MAX_LIMIT}`)
      .default(ADMIN_USERS_DEFAULT_LIMIT),
  })
  .strict();
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  /** lifetime, active, trial or expired; null when billing did not answer. */
  subscriptionStatus: z.string().nullable(),
  /** null when the story service did not answer. */
  storiesCount: z.number().int().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), unavailable });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const HEALTH_STATUSES = ['ok', 'degraded', 'down'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
export const componentHealthSchema = z.object({
  name: z.string(),
  status: z.enum(HEALTH_STATUSES),
  latencyMs: z.number().nullable(),
  /** Resident memory of the process, bytes (null for databases or when down). */
  memoryBytes: z.number().nullable(),
  uptimeSeconds: z.number().nullable(),
  message: z.string().optional(),
});
export type ComponentHealth = z.infer<typeof componentHealthSchema>;
export const adminHealthResponseSchema = z.object({
  /** The fields of the dashboard's summary. */
  api: z.object({ status: z.enum(HEALTH_STATUSES) }),
  database: z.object({ status: z.enum(HEALTH_STATUSES) }),
  memory: z.object({ usage: z.number(), heapUsed: z.number(), heapTotal: z.number() }),
  uptime: z.number(),
  services: z.array(componentHealthSchema),
  databases: z.array(componentHealthSchema),
  checkedAt: z.string(),
});
export type AdminHealthResponse = z.infer<typeof adminHealthResponseSchema>;

/** Weekly report. Money is integer cents. */
export const reportRevenueSchema = z.object({
  subscriptions: z.number().int(),
  giftCards: z.number().int(),
  merchandise: z.number().int(),
  print: z.number().int(),
  total: z.number().int(),
});
export const reportCostsSchema = z.object({
  aiApi: z.number().int(),
  /** AI provider calls by kind (text, image, speech...) counted in the week. */
  aiCalls: z.array(z.object({ kind: z.string(), calls: z.number().int(), cents: z.number().int() })),
  storage: z.number().int(),
  storageBytes: z.number(),
  server: z.number().int(),
  total: z.number().int(),
});
export const reportMetricsSchema = z.object({
  activeSubscriptions: z.number().int(),
  newUsers: z.number().int(),
  totalUsers: z.number().int(),
  storiesCreated: z.number().int(),
  /** Average revenue per paying user in the week, cents. */
  arpu: z.number().int(),
  /** Share (0..1) of subscriptions active at the week's start that ended within it. */
  churnRate: z.number(),
  /** Share (0..1) of trials that ended in the week and became paid. */
  conversionRate: z.number(),
  profit: z.number().int(),
});
export const reportProjectionSchema = z.object({
  /** Weeks the fit used. */
  weeksUsed: z.number().int(),
  /** Least-squares line over weekly revenue: cents gained per week. */
  revenueSlopePerWeek: z.number(),
  userSlopePerWeek: z.number(),
  nextWeeks: z.array(z.object({ weekStart: z.string(), revenue: z.number().int(), users: z.number().int() })),
});
export const weeklyReportSchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  currency: z.string(),
  revenue: reportRevenueSchema,
  costs: reportCostsSchema,
  metrics: reportMetricsSchema,
  insights: z.array(z.string()),
  projection: reportProjectionSchema,
  recipients: z.array(z.string()),
  /** Figures that could not be gathered (a service did not answer). */
  unavailable,
  createdAt: z.string(),
});
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;

export const weeklyReportSummarySchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  revenueTotal: z.number().int(),
  costsTotal: z.number().int(),
  recipients: z.array(z.string()),
  createdAt: z.string(),
});
export type WeeklyReportSummary = z.infer<typeof weeklyReportSummarySchema>;
export const weeklyReportListResponseSchema = z.object({
  reports: z.array(weeklyReportSummarySchema),
  /** Where reports are emailed (configured; three by default). */
  recipients: z.array(z.string()),
  /** When the next scheduled run is due, and the schedule in words. */
  schedule: z.object({ cron: z.string(), timezone: z.string(), description: z.string() }),
});
export type WeeklyReportListResponse = z.infer<typeof weeklyReportListResponseSchema>;
export const weeklyReportResponseSchema = z.object({ report: weeklyReportSchema });
export type WeeklyReportResponse = z.infer<typeof weeklyReportResponseSchema>;
/** `GET /api/admin/reports/{id}`: a report id, or `latest`. */
export const reportIdParamSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^([0-9a-f-]{36}|latest)$/, 'Invalid report id');

export const REPORT_STARTED_MESSAGE = 'Weekly reports will be sent to the configured email addresses.';
export const generateWeeklyReportResponseSchema = z.object({
  message: z.string(),
  jobId: z.string().nullable(),
  recipients: z.array(z.string()),
});
export type GenerateWeeklyReportResponse = z.infer<typeof generateWeeklyReportResponseSchema>;

/** Email verification (admin rights need a verified address). */
export const verifyEmailRequestSchema = z
  .object({ token: z.string({ error: 'Verification token is required' }).min(1, 'Verification token is required').max(200, 'Verification token is invalid') })
  .strict();
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = z.object({ message: z.string(), verified: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
export const resendVerificationRequestSchema = z.object({}).strict();

/* ---- Internal figures the gateway asks each service for (never exposed through /api) ---- */

export const internalDaysQuerySchema = z.object({
  days: z.coerce.number().int().min(1, 'days must be between 1 and 90').max(90, 'days must be between 1 and 90').default(7),
});
export const internalWindowQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }),
});

/** Story service: GET /internal/admin/stories?days= */
export const storyAdminStatsSchema = z.object({
  totalStories: z.number().int(),
  inRange: z.number().int(),
  storiesPerDay: z.array(dailyPointSchema),
  topInterests: z.array(countedNameSchema),
  topStyles: z.array(countedNameSchema),
  /** Narrations made in the range (one per distinct story text and voice). */
  narrations: z.number().int(),
  /** Stories of the range that have at least one illustration. */
  illustratedStories: z.number().int(),
});
export type StoryAdminStats = z.infer<typeof storyAdminStatsSchema>;

/** Story service: POST /internal/admin/story-counts { userIds } -> stories per user. */
export const storyCountsRequestSchema = z.object({ userIds: z.array(z.string().min(1).max(64)).max(ADMIN_USERS_MAX_LIMIT) }).strict();
export const storyCountsResponseSchema = z.object({ counts: z.record(z.string(), z.number().int()) });

/** AI provider calls, counted as they happen (story service). */
export const AI_CALL_KINDS = ['story-text', 'moderation', 'image', 'speech', 'merchandise-copy'] as const;
export type AiCallKind = (typeof AI_CALL_KINDS)[number];
/** Story service: GET /internal/admin/usage?from&to */
export const storyUsageSchema = z.object({
  aiCalls: z.array(z.object({ kind: z.string(), engine: z.string(), calls: z.number().int() })),
  storageBytes: z.number(),
  storiesCreated: z.number().int(),
});
export type StoryUsage = z.infer<typeof storyUsageSchema>;

/** Billing: POST /internal/admin/report { from, to, trialEndedUserIds, weeks } (the revenue ledger). */
export const billingReportRequestSchema = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    /** Accounts whose trial ended in the window: billing says how many of them pay. */
    trialEndedUserIds: z.array(z.string().min(1).max(64)).max(100_000),
    /** How many whole weeks before `to` to total, for the projection. */
    weeks: z.number().int().min(1).max(52),
  })
  .strict();
export type BillingReportRequest = z.infer<typeof billingReportRequestSchema>;
export const billingReportFiguresSchema = z.object({
  currency: z.string(),
  revenue: z.object({ subscriptions: z.number().int(), giftCards: z.number().int(), merchandise: z.number().int(), print: z.number().int() }),
  /** Total revenue per week, oldest first, the last ending at `to`. */
  revenueByWeek: z.array(z.object({ weekStart: z.string(), cents: z.number().int() })),
  payingUsers: z.number().int(),
  activeAtStart: z.number().int(),
  endedInWindow: z.number().int(),
  activeNow: z.number().int(),
  convertedTrials: z.number().int(),
});
export type BillingReportFigures = z.infer<typeof billingReportFiguresSchema>;
