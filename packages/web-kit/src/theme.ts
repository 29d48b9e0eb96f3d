import type { ThemeConfig } from 'antd';

/** Night-sky indigo with warm starlight accents; every text colour here meets WCAG AA on its background. */
export const palette = {
  night: '#1b1740',
  nightDeep: '#120f2e',
  indigo: '#4f46e5',
  indigoDark: '#3f37c9',
  lavender: '#f4f2ff',
  starlight: '#f7c96b',
  starlightSoft: '#fff3d1',
  ink: '#221e3f',
  inkMuted: '#4f4a6e',
} as const;

export const shellTheme: ThemeConfig = {
  cssVar: { key: 'bedtime' },
  hashed: false,
  token: {
    colorPrimary: palette.indigo,
    colorInfo: palette.indigo,
    colorLink: palette.indigoDark,
    colorText: palette.ink,
    colorTextSecondary: palette.inkMuted,
    colorTextDescription: palette.inkMuted,
    colorBgLayout: palette.lavender,
    borderRadius: 12,
    borderRadiusLG: 18,
    fontFamily: "'Nunito Variable', 'Nunito', ui-rounded, system-ui, -apple-system, 'Segoe UI', sans-serif",
    fontSize: 16,
    controlHeight: 40,
    controlHeightLG: 48,
  },
  components: {
    Button: { fontWeight: 700, primaryShadow: '0 6px 16px rgba(79, 70, 229, 0.25)' },
    Card: { borderRadiusLG: 20 },
    Tabs: { titleFontSize: 16 },
    Modal: { borderRadiusLG: 24 },
  },
};
