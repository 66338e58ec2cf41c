#!/usr/bin/env node
// Renders public/favicon.svg into the PNG and ICO icons the manifest and index.html name.
// Run by hand after changing the mark (`node scripts/make-icons.mjs`); the outputs are committed
// and the build never runs this. Uses Debian's Chromium, as the e2e tests do.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const brand = '#1a4480';

const svg = await readFile(`${publicDir}favicon.svg`, 'utf8');
// White shield with brand-coloured marks, for icons drawn on a brand-coloured square.
const inverted = svg.replaceAll('#fff"', '#TMP"').replaceAll(`${brand}"`, '#fff"').replaceAll('#TMP"', `${brand}"`);

/** name, pixel size, background (null: transparent), mark's share of the square, mark */
const icons = [
  ['pwa-192x192.png', 192, null, 1, svg],
  ['pwa-512x512.png', 512, null, 1, svg],
  // Maskable icons may be cropped to a circle of 80% diameter: keep the mark well inside it.
  ['maskable-512x512.png', 512, brand, 0.6, inverted],
  // iOS fills transparency with black and rounds the corners itself.
  ['apple-touch-icon.png', 180, '#ffffff', 0.8, svg],
];
const icoSizes = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function render(size, background, share, mark) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const src = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
  const markSize = Math.round(size * share);
  await page.setContent(
    `<body style="margin:0;background:${background ?? 'transparent'}">` +
      `<div style="width:${size}px;height:${size}px;display:grid;place-items:center">` +
      `<img src="${src}" width="${markSize}" height="${markSize}" alt=""></div></body>`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  const png = await page.screenshot({
    clip: { x: 0, y: 0, width: size, height: size },
    omitBackground: background === null,
  });
  await page.close();
  return png;
}

/** An ICO holding PNG images, which every current browser reads. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

try {
  for (const [name, size, background, share, mark] of icons) {
    await writeFile(`${publicDir}${name}`, await render(size, background, share, mark));
    console.log(`public/${name}`);
  }
  const small = [];
  for (const size of icoSizes) small.push({ size, png: await render(size, null, 1, svg) });
  await writeFile(`${publicDir}favicon.ico`, ico(small));
  console.log('public/favicon.ico');
} finally {
  await browser.close();
}
