// Draws the installed app's icons (shell/public/icons/*.png) from the moon mark, with Chromium, so they
// stay the favicon's drawing. Run by hand after changing the mark: node shell/scripts/make-app-icons.mjs
// "any" icons are the rounded tile; the maskable one fills the square, with the moon inside the central
// 80% safe zone that launchers may crop to a circle.
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = path.resolve(import.meta.dirname, '../public/icons');
const moon =
  '<path d="M40 14a18 18 0 1 0 10 31A20 20 0 0 1 40 14z" fill="#f7c96b"/><circle cx="47" cy="18" r="2.5" fill="#fff3d1"/><circle cx="52" cy="29" r="1.6" fill="#fff3d1"/>';
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1b1740"/>${moon}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1b1740"/><g transform="translate(9.6 9.6) scale(0.7)">${moon}</g></svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [name, svg, size] of [
    ['icon-192.png', tile, 192],
    ['icon-512.png', tile, 512],
    ['maskable-512.png', maskable, 512],
    ['apple-touch-icon.png', maskable, 180],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(OUT, name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
