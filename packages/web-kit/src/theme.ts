import type { ThemeConfig } from 'antd';

/**
 * The product's palette, in one place: night-sky indigo with warm starlight accents; every text colour
 * here meets WCAG AA on its background. antd's theme takes the values (it derives hover and active shades
 * from real colours); CSS reads them as variables (`--night`, `--ink-muted`…) that `BedtimeProviders`
 * puts on the document, so the shell and every remote style themselves from the same values.
 */
export const palette = {
  night: '#1b1740',
  nightDeep: '#120f2e',
  indigo: '#4f46e5',
  indigoDark: '#3f37c9',
  lavender: '#f4f2ff',
  lilac: '#ece9ff',
  line: '#e4e0fb',
  starlight: '#f7c96b',
  starlightSoft: '#fff3d1',
  amberText: '#8a5a00',
  ink: '#221e3f',
  inkMuted: '#4f4a6e',
} as const;

/** `:root { --night: #1b1740; … }`: the palette as CSS custom properties (camelCase names in kebab-case). */
export const paletteCss = `:root{${Object.entries(palette)
  .map(([name, value]) => `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
  .join(';')}}`;

export const bedtimeTheme: ThemeConfig = {
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
