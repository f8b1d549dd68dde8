/**
 * Draws the app's PNG icons (web manifest, Apple touch icon) from the favicon's design with the
 * system Chromium, so no image library is needed. Run it after changing the design, then commit
 * the PNGs: `node frontend/scripts/draw-icons.mjs`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public/icons');
const BACKGROUND = '#17130f'; // the theme's dark[8], the page background
const BRASS = '#d9a556';

/** The favicon's scissors, on a 32-unit grid; `inset` leaves the maskable icon's safe zone free. */
function iconSvg({ size, rounded, inset }) {
  const scale = 1 - 2 * inset;
  const offset = 32 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BACKGROUND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${BRASS}" stroke-width="2.4" stroke-linecap="round">
    <circle cx="10" cy="23" r="3.5"/><circle cx="22" cy="23" r="3.5"/><path d="M12.5 20.5 24 6M19.5 20.5 8 6"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0.06 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0.06 },
  // Maskable: full-bleed background, the drawing inside the central 80% circle the platforms keep.
  { file: 'icon-maskable-192.png', size: 192, rounded: false, inset: 0.2 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.2 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.12 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<body style="margin:0;background:transparent">${iconSvg(icon)}</body>`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(path.join(PUBLIC_DIR, icon.file), png);
    console.log(`${icon.file}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
