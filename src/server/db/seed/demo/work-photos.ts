import { createHash } from 'node:crypto';
import { Canvas, type Rgb } from './canvas';
import { genreColour } from './images';

/**
 * The demo pros' work photos: a drawn picture per category and variant, of the thing the work
 * is about (an aircon unit for aircon cleaning, a moving truck for moving, a camera for
 * photography...), in colours of the category's own, so no two categories show one picture.
 */

export const WORK_PHOTO_WIDTH = 400;
export const WORK_PHOTO_HEIGHT = 300;

interface Palette {
  main: Rgb;
  dark: Rgb;
  light: Rgb;
  accent: Rgb;
  white: Rgb;
}

/** Draws a motif in a square box: x, y of its top-left corner, s its side; p the palette. */
type Motif = (c: Canvas, x: number, y: number, s: number, p: Palette) => void;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [30, 34, 44];

const MOTIFS: Record<string, Motif> = {
  aircon: (c, x, y, s, p) => {
    c.rect(x, y + s * 0.2, s, s * 0.38, p.white, s * 0.06);
    c.rect(x + s * 0.06, y + s * 0.46, s * 0.88, s * 0.05, p.dark, s * 0.02);
    c.circle(x + s * 0.86, y + s * 0.3, s * 0.025, p.accent);
    for (let i = 0; i < 4; i++) c.line(x + s * (0.15 + i * 0.22), y + s * 0.66, x + s * (0.1 + i * 0.22), y + s * 0.9, s * 0.025, p.light);
  },
  wrench: (c, x, y, s, p) => {
    c.line(x + s * 0.25, y + s * 0.75, x + s * 0.68, y + s * 0.32, s * 0.12, p.dark);
    c.circle(x + s * 0.72, y + s * 0.28, s * 0.16, p.dark);
    c.circle(x + s * 0.79, y + s * 0.21, s * 0.08, p.light);
    c.circle(x + s * 0.22, y + s * 0.78, s * 0.09, p.dark);
    c.rect(x + s * 0.05, y + s * 0.05, s * 0.28, s * 0.2, p.accent, s * 0.04);
  },
  faucet: (c, x, y, s, p) => {
    c.rect(x + s * 0.1, y + s * 0.2, s * 0.55, s * 0.14, p.dark, s * 0.05);
    c.rect(x + s * 0.52, y + s * 0.2, s * 0.14, s * 0.3, p.dark, s * 0.05);
    c.rect(x + s * 0.22, y + s * 0.08, s * 0.2, s * 0.08, p.accent, s * 0.03);
    c.circle(x + s * 0.59, y + s * 0.72, s * 0.1, p.light);
    c.polygon([[x + s * 0.59, y + s * 0.52], [x + s * 0.5, y + s * 0.7], [x + s * 0.68, y + s * 0.7]], p.light);
  },
  heater: (c, x, y, s, p) => {
    c.rect(x + s * 0.25, y + s * 0.05, s * 0.5, s * 0.8, p.white, s * 0.08);
    c.circle(x + s * 0.5, y + s * 0.35, s * 0.13, p.dark);
    c.circle(x + s * 0.5, y + s * 0.35, s * 0.08, p.accent);
    c.line(x + s * 0.35, y + s * 0.85, x + s * 0.35, y + s * 0.98, s * 0.05, p.dark);
    c.line(x + s * 0.65, y + s * 0.85, x + s * 0.65, y + s * 0.98, s * 0.05, p.dark);
  },
  fridge: (c, x, y, s, p) => {
    c.rect(x + s * 0.22, y, s * 0.56, s, p.white, s * 0.06);
    c.rect(x + s * 0.22, y + s * 0.36, s * 0.56, s * 0.025, p.dark);
    c.rect(x + s * 0.68, y + s * 0.12, s * 0.04, s * 0.16, p.dark, s * 0.02);
    c.rect(x + s * 0.68, y + s * 0.46, s * 0.04, s * 0.24, p.dark, s * 0.02);
    c.circle(x + s * 0.38, y + s * 0.2, s * 0.05, p.accent);
  },
  washer: (c, x, y, s, p) => {
    c.rect(x + s * 0.1, y + s * 0.05, s * 0.8, s * 0.9, p.white, s * 0.06);
    c.rect(x + s * 0.1, y + s * 0.05, s * 0.8, s * 0.16, p.light, s * 0.06);
    c.circle(x + s * 0.5, y + s * 0.56, s * 0.28, p.dark);
    c.circle(x + s * 0.5, y + s * 0.56, s * 0.21, p.light);
    c.circle(x + s * 0.22, y + s * 0.13, s * 0.04, p.accent);
  },
  lock: (c, x, y, s, p) => {
    c.ring(x + s * 0.5, y + s * 0.38, s * 0.24, s * 0.08, p.dark);
    c.rect(x + s * 0.2, y + s * 0.4, s * 0.6, s * 0.5, p.accent, s * 0.06);
    c.circle(x + s * 0.5, y + s * 0.58, s * 0.06, INK);
    c.rect(x + s * 0.47, y + s * 0.6, s * 0.06, s * 0.16, INK);
  },
  bucket: (c, x, y, s, p) => {
    c.polygon([[x + s * 0.2, y + s * 0.4], [x + s * 0.8, y + s * 0.4], [x + s * 0.7, y + s * 0.95], [x + s * 0.3, y + s * 0.95]], p.accent);
    c.ring(x + s * 0.5, y + s * 0.42, s * 0.3, s * 0.04, p.dark);
    c.rect(x + s * 0.18, y + s * 0.38, s * 0.64, s * 0.06, p.dark, s * 0.03);
    for (const [dx, dy, r] of [[0.15, 0.15, 0.06], [0.8, 0.1, 0.08], [0.6, 0.25, 0.04]] as const) {
      c.polygon([[x + s * dx, y + s * (dy - r)], [x + s * (dx + r / 3), y + s * dy], [x + s * dx, y + s * (dy + r)], [x + s * (dx - r / 3), y + s * dy]], p.white);
      c.polygon([[x + s * (dx - r), y + s * dy], [x + s * dx, y + s * (dy - r / 3)], [x + s * (dx + r), y + s * dy], [x + s * dx, y + s * (dy + r / 3)]], p.white);
    }
  },
  window: (c, x, y, s, p) => {
    c.rect(x + s * 0.1, y + s * 0.05, s * 0.8, s * 0.85, p.dark, s * 0.03);
    c.rect(x + s * 0.15, y + s * 0.1, s * 0.33, s * 0.36, p.light);
    c.rect(x + s * 0.52, y + s * 0.1, s * 0.33, s * 0.36, p.light);
    c.rect(x + s * 0.15, y + s * 0.5, s * 0.33, s * 0.35, p.light);
    c.rect(x + s * 0.52, y + s * 0.5, s * 0.33, s * 0.35, p.light);
    c.line(x + s * 0.2, y + s * 0.4, x + s * 0.4, y + s * 0.18, s * 0.03, p.white);
  },
  sofa: (c, x, y, s, p) => {
    c.rect(x + s * 0.12, y + s * 0.3, s * 0.76, s * 0.35, p.main, s * 0.08);
    c.rect(x, y + s * 0.48, s, s * 0.26, p.dark, s * 0.08);
    c.rect(x + s * 0.2, y + s * 0.5, s * 0.6, s * 0.12, p.light, s * 0.04);
    c.rect(x + s * 0.08, y + s * 0.74, s * 0.06, s * 0.1, INK);
    c.rect(x + s * 0.86, y + s * 0.74, s * 0.06, s * 0.1, INK);
  },
  tank: (c, x, y, s, p) => {
    c.rect(x + s * 0.2, y + s * 0.2, s * 0.6, s * 0.6, p.accent);
    c.ellipse(x + s * 0.5, y + s * 0.2, s * 0.3, s * 0.08, p.light);
    c.ellipse(x + s * 0.5, y + s * 0.8, s * 0.3, s * 0.08, p.accent);
    c.rect(x + s * 0.2, y + s * 0.45, s * 0.6, s * 0.04, p.dark);
    c.line(x + s * 0.3, y + s * 0.88, x + s * 0.3, y + s, s * 0.04, p.dark);
    c.line(x + s * 0.7, y + s * 0.88, x + s * 0.7, y + s, s * 0.04, p.dark);
  },
  bug: (c, x, y, s, p) => {
    for (let i = 0; i < 3; i++) {
      c.line(x + s * 0.5, y + s * (0.4 + i * 0.15), x + s * 0.15, y + s * (0.3 + i * 0.2), s * 0.03, INK);
      c.line(x + s * 0.5, y + s * (0.4 + i * 0.15), x + s * 0.85, y + s * (0.3 + i * 0.2), s * 0.03, INK);
    }
    c.ellipse(x + s * 0.5, y + s * 0.58, s * 0.18, s * 0.28, p.dark);
    c.circle(x + s * 0.5, y + s * 0.26, s * 0.1, p.dark);
    c.ring(x + s * 0.5, y + s * 0.5, s * 0.48, s * 0.05, p.accent);
    c.line(x + s * 0.16, y + s * 0.84, x + s * 0.84, y + s * 0.16, s * 0.05, p.accent);
  },
  truck: (c, x, y, s, p) => {
    c.rect(x, y + s * 0.2, s * 0.62, s * 0.5, p.white, s * 0.03);
    c.rect(x + s * 0.64, y + s * 0.36, s * 0.3, s * 0.34, p.main, s * 0.05);
    c.rect(x + s * 0.7, y + s * 0.4, s * 0.16, s * 0.12, p.light, s * 0.02);
    c.rect(x + s * 0.05, y + s * 0.35, s * 0.5, s * 0.08, p.accent);
    c.circle(x + s * 0.18, y + s * 0.74, s * 0.1, INK);
    c.circle(x + s * 0.78, y + s * 0.74, s * 0.1, INK);
    c.circle(x + s * 0.18, y + s * 0.74, s * 0.04, p.white);
    c.circle(x + s * 0.78, y + s * 0.74, s * 0.04, p.white);
  },
  boxes: (c, x, y, s, p) => {
    const box = (bx: number, by: number, w: number) => {
      c.rect(x + s * bx, y + s * by, s * w, s * w * 0.8, [196, 150, 98], s * 0.02);
      c.rect(x + s * (bx + w * 0.42), y + s * by, s * w * 0.16, s * w * 0.8, [226, 200, 150]);
    };
    box(0.05, 0.55, 0.45);
    box(0.5, 0.55, 0.45);
    box(0.25, 0.2, 0.45);
    c.rect(x + s * 0.02, y + s * 0.91, s * 0.96, s * 0.05, p.dark);
  },
  piano: (c, x, y, s, p) => {
    c.rect(x, y + s * 0.1, s, s * 0.55, INK, s * 0.04);
    c.rect(x + s * 0.05, y + s * 0.45, s * 0.9, s * 0.22, p.white);
    for (let i = 1; i < 12; i++) c.rect(x + s * (0.05 + i * 0.075), y + s * 0.45, s * 0.008, s * 0.22, INK);
    for (const i of [1, 2, 4, 5, 6, 8, 9, 11]) c.rect(x + s * (0.03 + i * 0.075), y + s * 0.45, s * 0.04, s * 0.13, INK);
    c.rect(x + s * 0.05, y + s * 0.67, s * 0.06, s * 0.3, INK);
    c.rect(x + s * 0.89, y + s * 0.67, s * 0.06, s * 0.3, INK);
  },
  house: (c, x, y, s, p) => {
    c.polygon([[x, y + s * 0.45], [x + s * 0.5, y + s * 0.05], [x + s, y + s * 0.45]], p.dark);
    c.rect(x + s * 0.12, y + s * 0.44, s * 0.76, s * 0.52, p.white);
    c.rect(x + s * 0.42, y + s * 0.64, s * 0.16, s * 0.32, p.accent);
    c.rect(x + s * 0.2, y + s * 0.54, s * 0.15, s * 0.15, p.light);
    c.rect(x + s * 0.65, y + s * 0.54, s * 0.15, s * 0.15, p.light);
  },
  roller: (c, x, y, s, p) => {
    c.rect(x + s * 0.1, y + s * 0.1, s * 0.7, s * 0.22, p.accent, s * 0.06);
    c.line(x + s * 0.8, y + s * 0.21, x + s * 0.92, y + s * 0.21, s * 0.04, p.dark);
    c.line(x + s * 0.92, y + s * 0.21, x + s * 0.92, y + s * 0.42, s * 0.04, p.dark);
    c.line(x + s * 0.92, y + s * 0.42, x + s * 0.5, y + s * 0.46, s * 0.04, p.dark);
    c.line(x + s * 0.5, y + s * 0.46, x + s * 0.5, y + s * 0.95, s * 0.08, INK);
    c.rect(x + s * 0.05, y + s * 0.5, s * 0.3, s * 0.45, p.accent, s * 0.02);
  },
  curtain: (c, x, y, s, p) => {
    c.rect(x, y + s * 0.05, s, s * 0.05, p.dark, s * 0.02);
    c.rect(x + s * 0.2, y + s * 0.1, s * 0.6, s * 0.8, p.light);
    c.polygon([[x + s * 0.02, y + s * 0.1], [x + s * 0.35, y + s * 0.1], [x + s * 0.2, y + s * 0.55], [x + s * 0.3, y + s * 0.95], [x + s * 0.02, y + s * 0.95]], p.accent);
    c.polygon([[x + s * 0.65, y + s * 0.1], [x + s * 0.98, y + s * 0.1], [x + s * 0.98, y + s * 0.95], [x + s * 0.7, y + s * 0.95], [x + s * 0.8, y + s * 0.55]], p.accent);
  },
  camera: (c, x, y, s, p) => {
    c.rect(x + s * 0.3, y + s * 0.18, s * 0.22, s * 0.12, INK, s * 0.03);
    c.rect(x, y + s * 0.26, s, s * 0.6, INK, s * 0.08);
    c.circle(x + s * 0.5, y + s * 0.56, s * 0.24, p.white);
    c.circle(x + s * 0.5, y + s * 0.56, s * 0.18, p.dark);
    c.circle(x + s * 0.5, y + s * 0.56, s * 0.1, p.light);
    c.circle(x + s * 0.86, y + s * 0.36, s * 0.04, p.accent);
  },
  rings: (c, x, y, s, p) => {
    c.ring(x + s * 0.38, y + s * 0.58, s * 0.26, s * 0.06, [232, 190, 80]);
    c.ring(x + s * 0.62, y + s * 0.58, s * 0.26, s * 0.06, [220, 220, 228]);
    c.polygon([[x + s * 0.5, y + s * 0.3], [x + s * 0.36, y + s * 0.16], [x + s * 0.42, y + s * 0.06], [x + s * 0.5, y + s * 0.12], [x + s * 0.58, y + s * 0.06], [x + s * 0.64, y + s * 0.16]], p.accent);
  },
  dress: (c, x, y, s, p) => {
    c.rect(x + s * 0.4, y + s * 0.08, s * 0.2, s * 0.28, p.white, s * 0.05);
    c.polygon([[x + s * 0.4, y + s * 0.34], [x + s * 0.6, y + s * 0.34], [x + s * 0.9, y + s * 0.98], [x + s * 0.1, y + s * 0.98]], p.white);
    c.rect(x + s * 0.38, y + s * 0.32, s * 0.24, s * 0.05, p.accent);
    c.line(x + s * 0.5, y + s * 0.02, x + s * 0.5, y + s * 0.08, s * 0.02, p.dark);
  },
  note: (c, x, y, s, p) => {
    c.ellipse(x + s * 0.28, y + s * 0.78, s * 0.13, s * 0.1, p.dark);
    c.ellipse(x + s * 0.72, y + s * 0.68, s * 0.13, s * 0.1, p.dark);
    c.line(x + s * 0.39, y + s * 0.78, x + s * 0.39, y + s * 0.2, s * 0.05, p.dark);
    c.line(x + s * 0.83, y + s * 0.68, x + s * 0.83, y + s * 0.1, s * 0.05, p.dark);
    c.polygon([[x + s * 0.365, y + s * 0.18], [x + s * 0.855, y + s * 0.06], [x + s * 0.855, y + s * 0.18], [x + s * 0.365, y + s * 0.3]], p.accent);
  },
  guitar: (c, x, y, s, p) => {
    c.line(x + s * 0.45, y + s * 0.55, x + s * 0.88, y + s * 0.12, s * 0.07, p.dark);
    c.rect(x + s * 0.82, y + s * 0.02, s * 0.12, s * 0.14, p.dark, s * 0.03);
    c.circle(x + s * 0.3, y + s * 0.72, s * 0.2, p.accent);
    c.circle(x + s * 0.45, y + s * 0.55, s * 0.14, p.accent);
    c.circle(x + s * 0.36, y + s * 0.64, s * 0.06, INK);
  },
  mic: (c, x, y, s, p) => {
    c.circle(x + s * 0.5, y + s * 0.25, s * 0.18, p.light);
    c.rect(x + s * 0.43, y + s * 0.4, s * 0.14, s * 0.45, INK, s * 0.04);
    c.ring(x + s * 0.5, y + s * 0.25, s * 0.18, s * 0.03, p.dark);
    c.line(x + s * 0.2, y + s * 0.1, x + s * 0.1, y + s * 0.02, s * 0.03, p.accent);
    c.line(x + s * 0.8, y + s * 0.1, x + s * 0.9, y + s * 0.02, s * 0.03, p.accent);
  },
  book: (c, x, y, s, p) => {
    c.polygon([[x + s * 0.05, y + s * 0.2], [x + s * 0.5, y + s * 0.3], [x + s * 0.5, y + s * 0.9], [x + s * 0.05, y + s * 0.8]], p.white);
    c.polygon([[x + s * 0.95, y + s * 0.2], [x + s * 0.5, y + s * 0.3], [x + s * 0.5, y + s * 0.9], [x + s * 0.95, y + s * 0.8]], p.light);
    for (let i = 0; i < 4; i++) c.line(x + s * 0.12, y + s * (0.35 + i * 0.1), x + s * 0.42, y + s * (0.41 + i * 0.1), s * 0.015, p.dark);
    c.line(x + s * 0.7, y + s * 0.05, x + s * 0.92, y + s * 0.05, s * 0.05, p.accent);
  },
  abc: (c, x, y, s, p) => {
    c.rect(x + s * 0.05, y + s * 0.1, s * 0.9, s * 0.6, p.dark, s * 0.04);
    c.polygon([[x + s * 0.3, y + s * 0.72], [x + s * 0.5, y + s * 0.72], [x + s * 0.4, y + s * 0.95]], p.dark);
    c.rect(x + s * 0.15, y + s * 0.25, s * 0.2, s * 0.3, p.white, s * 0.04);
    c.circle(x + s * 0.55, y + s * 0.4, s * 0.1, p.accent);
    c.rect(x + s * 0.72, y + s * 0.25, s * 0.14, s * 0.3, p.light, s * 0.02);
  },
  dumbbell: (c, x, y, s, p) => {
    c.line(x + s * 0.15, y + s * 0.5, x + s * 0.85, y + s * 0.5, s * 0.06, INK);
    c.rect(x + s * 0.1, y + s * 0.25, s * 0.12, s * 0.5, p.dark, s * 0.03);
    c.rect(x + s * 0.78, y + s * 0.25, s * 0.12, s * 0.5, p.dark, s * 0.03);
    c.rect(x + s * 0.02, y + s * 0.32, s * 0.08, s * 0.36, p.accent, s * 0.02);
    c.rect(x + s * 0.9, y + s * 0.32, s * 0.08, s * 0.36, p.accent, s * 0.02);
  },
  wave: (c, x, y, s, p) => {
    for (let i = 0; i < 3; i++) {
      for (let k = 0; k < 4; k++) c.ring(x + s * (0.125 + k * 0.25), y + s * (0.6 + i * 0.14), s * 0.125, s * 0.04, i === 0 ? p.white : p.light);
    }
    c.circle(x + s * 0.5, y + s * 0.3, s * 0.1, p.accent);
    c.line(x + s * 0.2, y + s * 0.45, x + s * 0.8, y + s * 0.4, s * 0.06, p.accent);
  },
  palette: (c, x, y, s, p) => {
    c.ellipse(x + s * 0.5, y + s * 0.55, s * 0.45, s * 0.36, [236, 220, 190]);
    c.circle(x + s * 0.62, y + s * 0.72, s * 0.08, p.light);
    for (const [dx, dy, col] of [[0.25, 0.45, p.accent], [0.42, 0.32, p.dark], [0.62, 0.36, [250, 204, 21] as Rgb], [0.76, 0.52, p.main]] as const) c.circle(x + s * dx, y + s * dy, s * 0.07, col);
    c.line(x + s * 0.7, y + s * 0.95, x + s * 0.98, y + s * 0.2, s * 0.04, INK);
  },
  pot: (c, x, y, s, p) => {
    c.rect(x + s * 0.15, y + s * 0.45, s * 0.7, s * 0.4, p.dark, s * 0.08);
    c.rect(x + s * 0.1, y + s * 0.4, s * 0.8, s * 0.08, INK, s * 0.03);
    c.line(x + s * 0.02, y + s * 0.52, x + s * 0.15, y + s * 0.52, s * 0.05, INK);
    c.line(x + s * 0.85, y + s * 0.52, x + s * 0.98, y + s * 0.52, s * 0.05, INK);
    for (let i = 0; i < 3; i++) c.line(x + s * (0.32 + i * 0.18), y + s * 0.32, x + s * (0.36 + i * 0.18), y + s * 0.08, s * 0.03, p.white);
  },
  plate: (c, x, y, s, p) => {
    c.circle(x + s * 0.5, y + s * 0.5, s * 0.36, p.white);
    c.circle(x + s * 0.5, y + s * 0.5, s * 0.26, p.light);
    c.circle(x + s * 0.45, y + s * 0.46, s * 0.08, p.accent);
    c.circle(x + s * 0.58, y + s * 0.56, s * 0.07, [74, 160, 80]);
    c.line(x + s * 0.04, y + s * 0.15, x + s * 0.04, y + s * 0.85, s * 0.04, INK);
    c.line(x + s * 0.96, y + s * 0.15, x + s * 0.96, y + s * 0.85, s * 0.04, INK);
  },
  bottle: (c, x, y, s, p) => {
    c.rect(x + s * 0.15, y + s * 0.4, s * 0.3, s * 0.5, p.accent, s * 0.06);
    c.rect(x + s * 0.22, y + s * 0.15, s * 0.16, s * 0.26, INK, s * 0.03);
    c.rect(x + s * 0.55, y + s * 0.3, s * 0.3, s * 0.6, p.light, s * 0.06);
    c.rect(x + s * 0.62, y + s * 0.12, s * 0.16, s * 0.2, p.dark, s * 0.03);
  },
  eye: (c, x, y, s, p) => {
    c.ellipse(x + s * 0.5, y + s * 0.5, s * 0.45, s * 0.25, p.white);
    c.circle(x + s * 0.5, y + s * 0.5, s * 0.16, p.dark);
    c.circle(x + s * 0.5, y + s * 0.5, s * 0.07, INK);
    for (let i = 0; i < 7; i++) c.line(x + s * (0.14 + i * 0.12), y + s * 0.3, x + s * (0.1 + i * 0.13), y + s * 0.12, s * 0.025, INK);
  },
  hands: (c, x, y, s, p) => {
    c.ellipse(x + s * 0.3, y + s * 0.6, s * 0.22, s * 0.3, p.light);
    c.ellipse(x + s * 0.7, y + s * 0.6, s * 0.22, s * 0.3, p.light);
    c.circle(x + s * 0.4, y + s * 0.25, s * 0.12, p.accent);
    c.circle(x + s * 0.6, y + s * 0.25, s * 0.12, p.accent);
    c.polygon([[x + s * 0.29, y + s * 0.29], [x + s * 0.71, y + s * 0.29], [x + s * 0.5, y + s * 0.52]], p.accent);
  },
  scissors: (c, x, y, s, p) => {
    c.line(x + s * 0.3, y + s * 0.65, x + s * 0.85, y + s * 0.1, s * 0.05, p.dark);
    c.line(x + s * 0.7, y + s * 0.65, x + s * 0.15, y + s * 0.1, s * 0.05, p.dark);
    c.ring(x + s * 0.25, y + s * 0.78, s * 0.14, s * 0.05, p.accent);
    c.ring(x + s * 0.75, y + s * 0.78, s * 0.14, s * 0.05, p.accent);
  },
  cross: (c, x, y, s, p) => {
    c.circle(x + s * 0.5, y + s * 0.5, s * 0.45, p.white);
    c.rect(x + s * 0.4, y + s * 0.18, s * 0.2, s * 0.64, p.accent, s * 0.03);
    c.rect(x + s * 0.18, y + s * 0.4, s * 0.64, s * 0.2, p.accent, s * 0.03);
  },
  balloons: (c, x, y, s, p) => {
    for (const [dx, dy, col] of [[0.3, 0.3, p.accent], [0.55, 0.22, p.light], [0.72, 0.36, p.dark]] as const) {
      c.line(x + s * dx, y + s * (dy + 0.18), x + s * 0.5, y + s * 0.95, s * 0.012, INK);
      c.ellipse(x + s * dx, y + s * dy, s * 0.15, s * 0.19, col);
    }
  },
  star: (c, x, y, s, p) => {
    const points: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? 0.45 : 0.2;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push([x + s * (0.5 + r * Math.cos(a)), y + s * (0.5 + r * Math.sin(a))]);
    }
    c.polygon(points, p.accent);
    c.rect(x + s * 0.05, y + s * 0.85, s * 0.9, s * 0.08, p.dark, s * 0.03);
  },
  speaker: (c, x, y, s, p) => {
    c.rect(x + s * 0.25, y + s * 0.05, s * 0.5, s * 0.9, INK, s * 0.05);
    c.circle(x + s * 0.5, y + s * 0.3, s * 0.12, p.light);
    c.circle(x + s * 0.5, y + s * 0.66, s * 0.18, p.light);
    c.circle(x + s * 0.5, y + s * 0.66, s * 0.07, p.dark);
    c.polygon([[x + s * 0.02, y], [x + s * 0.2, y], [x + s * 0.12, y + s * 0.3]], p.accent);
  },
  paw: (c, x, y, s, p) => {
    c.ellipse(x + s * 0.5, y + s * 0.66, s * 0.24, s * 0.2, p.dark);
    for (const [dx, dy] of [[0.22, 0.42], [0.38, 0.25], [0.62, 0.25], [0.78, 0.42]] as const) c.ellipse(x + s * dx, y + s * dy, s * 0.09, s * 0.11, p.dark);
    c.circle(x + s * 0.88, y + s * 0.1, s * 0.07, p.accent);
  },
  car: (c, x, y, s, p) => {
    c.polygon([[x + s * 0.2, y + s * 0.4], [x + s * 0.32, y + s * 0.22], [x + s * 0.68, y + s * 0.22], [x + s * 0.82, y + s * 0.4]], p.main);
    c.rect(x, y + s * 0.38, s, s * 0.3, p.main, s * 0.08);
    c.polygon([[x + s * 0.28, y + s * 0.39], [x + s * 0.36, y + s * 0.27], [x + s * 0.48, y + s * 0.27], [x + s * 0.48, y + s * 0.39]], p.light);
    c.polygon([[x + s * 0.52, y + s * 0.39], [x + s * 0.52, y + s * 0.27], [x + s * 0.65, y + s * 0.27], [x + s * 0.74, y + s * 0.39]], p.light);
    c.circle(x + s * 0.22, y + s * 0.7, s * 0.11, INK);
    c.circle(x + s * 0.78, y + s * 0.7, s * 0.11, INK);
    c.circle(x + s * 0.92, y + s * 0.46, s * 0.035, p.accent);
  },
  scooter: (c, x, y, s, p) => {
    c.circle(x + s * 0.2, y + s * 0.75, s * 0.13, INK);
    c.circle(x + s * 0.8, y + s * 0.75, s * 0.13, INK);
    c.polygon([[x + s * 0.2, y + s * 0.62], [x + s * 0.62, y + s * 0.62], [x + s * 0.7, y + s * 0.45], [x + s * 0.3, y + s * 0.45]], p.main);
    c.line(x + s * 0.75, y + s * 0.7, x + s * 0.68, y + s * 0.2, s * 0.05, p.dark);
    c.line(x + s * 0.6, y + s * 0.2, x + s * 0.78, y + s * 0.2, s * 0.05, INK);
    c.rect(x + s * 0.28, y + s * 0.38, s * 0.3, s * 0.08, INK, s * 0.03);
  },
  plane: (c, x, y, s, p) => {
    c.polygon([[x + s * 0.05, y + s * 0.5], [x + s * 0.85, y + s * 0.42], [x + s * 0.98, y + s * 0.5], [x + s * 0.85, y + s * 0.58]], p.white);
    c.polygon([[x + s * 0.4, y + s * 0.47], [x + s * 0.62, y + s * 0.47], [x + s * 0.42, y + s * 0.12], [x + s * 0.34, y + s * 0.12]], p.dark);
    c.polygon([[x + s * 0.4, y + s * 0.53], [x + s * 0.62, y + s * 0.53], [x + s * 0.42, y + s * 0.88], [x + s * 0.34, y + s * 0.88]], p.dark);
    c.polygon([[x + s * 0.05, y + s * 0.5], [x + s * 0.14, y + s * 0.5], [x + s * 0.08, y + s * 0.3], [x + s * 0.02, y + s * 0.3]], p.accent);
  },
  laptop: (c, x, y, s, p) => {
    c.rect(x + s * 0.12, y + s * 0.12, s * 0.76, s * 0.5, INK, s * 0.04);
    c.rect(x + s * 0.16, y + s * 0.16, s * 0.68, s * 0.42, p.light);
    c.polygon([[x + s * 0.08, y + s * 0.64], [x + s * 0.92, y + s * 0.64], [x + s, y + s * 0.76], [x, y + s * 0.76]], p.dark);
    for (let i = 0; i < 3; i++) c.rect(x + s * 0.22, y + s * (0.23 + i * 0.1), s * (0.3 + i * 0.1), s * 0.04, p.accent, s * 0.02);
  },
  phone: (c, x, y, s, p) => {
    c.rect(x + s * 0.3, y + s * 0.02, s * 0.4, s * 0.92, INK, s * 0.07);
    c.rect(x + s * 0.33, y + s * 0.1, s * 0.34, s * 0.72, p.light, s * 0.02);
    c.circle(x + s * 0.5, y + s * 0.88, s * 0.025, p.white);
    c.line(x + s * 0.36, y + s * 0.2, x + s * 0.64, y + s * 0.7, s * 0.02, p.white);
    c.rect(x + s * 0.75, y + s * 0.5, s * 0.2, s * 0.06, p.accent, s * 0.03);
  },
  wifi: (c, x, y, s, p) => {
    c.rect(x + s * 0.15, y + s * 0.7, s * 0.7, s * 0.2, INK, s * 0.05);
    for (let i = 0; i < 3; i++) c.circle(x + s * (0.3 + i * 0.1), y + s * 0.8, s * 0.025, p.accent);
    c.line(x + s * 0.75, y + s * 0.7, x + s * 0.75, y + s * 0.45, s * 0.03, INK);
    c.ring(x + s * 0.5, y + s * 0.45, s * 0.4, s * 0.05, p.dark);
    c.ring(x + s * 0.5, y + s * 0.45, s * 0.26, s * 0.05, p.dark);
    c.rect(x, y + s * 0.45, s, s * 0.25, p.light);
    c.rect(x + s * 0.15, y + s * 0.7, s * 0.7, s * 0.2, INK, s * 0.05);
  },
  cctv: (c, x, y, s, p) => {
    c.rect(x + s * 0.02, y + s * 0.05, s * 0.1, s * 0.4, INK);
    c.line(x + s * 0.12, y + s * 0.2, x + s * 0.3, y + s * 0.3, s * 0.05, INK);
    c.polygon([[x + s * 0.25, y + s * 0.2], [x + s * 0.9, y + s * 0.4], [x + s * 0.85, y + s * 0.6], [x + s * 0.2, y + s * 0.42]], p.white);
    c.circle(x + s * 0.85, y + s * 0.5, s * 0.06, p.dark);
    c.circle(x + s * 0.4, y + s * 0.32, s * 0.03, p.accent);
  },
  chart: (c, x, y, s, p) => {
    c.rect(x + s * 0.1, y + s * 0.05, s * 0.8, s * 0.9, p.white, s * 0.03);
    for (let i = 0; i < 4; i++) {
      const h = [0.25, 0.4, 0.32, 0.55][i]!;
      c.rect(x + s * (0.2 + i * 0.16), y + s * (0.85 - h), s * 0.1, s * h, i === 3 ? p.accent : p.dark);
    }
    c.line(x + s * 0.18, y + s * 0.15, x + s * 0.6, y + s * 0.15, s * 0.03, p.light);
  },
  scale: (c, x, y, s, p) => {
    c.line(x + s * 0.5, y + s * 0.1, x + s * 0.5, y + s * 0.85, s * 0.05, p.dark);
    c.line(x + s * 0.15, y + s * 0.2, x + s * 0.85, y + s * 0.2, s * 0.04, p.dark);
    c.polygon([[x + s * 0.02, y + s * 0.5], [x + s * 0.28, y + s * 0.5], [x + s * 0.15, y + s * 0.6]], p.accent);
    c.polygon([[x + s * 0.72, y + s * 0.5], [x + s * 0.98, y + s * 0.5], [x + s * 0.85, y + s * 0.6]], p.accent);
    c.line(x + s * 0.15, y + s * 0.2, x + s * 0.15, y + s * 0.5, s * 0.015, INK);
    c.line(x + s * 0.85, y + s * 0.2, x + s * 0.85, y + s * 0.5, s * 0.015, INK);
    c.rect(x + s * 0.3, y + s * 0.85, s * 0.4, s * 0.08, p.dark, s * 0.03);
  },
  speech: (c, x, y, s, p) => {
    c.rect(x, y + s * 0.1, s * 0.6, s * 0.4, p.white, s * 0.1);
    c.polygon([[x + s * 0.1, y + s * 0.48], [x + s * 0.25, y + s * 0.48], [x + s * 0.08, y + s * 0.62]], p.white);
    c.rect(x + s * 0.4, y + s * 0.45, s * 0.6, s * 0.4, p.accent, s * 0.1);
    c.polygon([[x + s * 0.75, y + s * 0.83], [x + s * 0.9, y + s * 0.83], [x + s * 0.92, y + s * 0.98]], p.accent);
    c.rect(x + s * 0.1, y + s * 0.22, s * 0.4, s * 0.05, p.dark, s * 0.02);
    c.rect(x + s * 0.1, y + s * 0.33, s * 0.28, s * 0.05, p.dark, s * 0.02);
  },
  pen: (c, x, y, s, p) => {
    c.circle(x + s * 0.5, y + s * 0.45, s * 0.36, p.white);
    c.polygon([[x + s * 0.5, y + s * 0.14], [x + s * 0.8, y + s * 0.6], [x + s * 0.5, y + s * 0.76], [x + s * 0.2, y + s * 0.6]], p.accent);
    c.circle(x + s * 0.5, y + s * 0.5, s * 0.06, p.white);
    c.rect(x + s * 0.42, y + s * 0.78, s * 0.16, s * 0.18, p.dark, s * 0.03);
  },
  candle: (c, x, y, s, p) => {
    c.rect(x + s * 0.38, y + s * 0.35, s * 0.24, s * 0.55, p.white, s * 0.03);
    c.ellipse(x + s * 0.5, y + s * 0.22, s * 0.07, s * 0.13, [250, 190, 60]);
    c.ellipse(x + s * 0.5, y + s * 0.25, s * 0.03, s * 0.07, p.white);
    c.polygon([[x + s * 0.2, y + s * 0.9], [x + s * 0.8, y + s * 0.9], [x + s * 0.7, y + s * 0.98], [x + s * 0.3, y + s * 0.98]], p.dark);
    c.ellipse(x + s * 0.2, y + s * 0.7, s * 0.12, s * 0.06, p.accent);
    c.ellipse(x + s * 0.8, y + s * 0.7, s * 0.12, s * 0.06, p.accent);
  },
  drop: (c, x, y, s, p) => {
    c.circle(x + s * 0.5, y + s * 0.62, s * 0.3, p.light);
    c.polygon([[x + s * 0.5, y + s * 0.05], [x + s * 0.24, y + s * 0.5], [x + s * 0.76, y + s * 0.5]], p.light);
    c.circle(x + s * 0.4, y + s * 0.62, s * 0.07, p.white);
    c.rect(x + s * 0.05, y + s * 0.9, s * 0.9, s * 0.05, p.dark, s * 0.02);
  },
};

/** The motif of each category; a category left out shows its genre's. */
const CATEGORY_MOTIF: Record<string, string> = {
  'aircon-installation': 'aircon', 'aircon-repair': 'aircon', 'central-aircon': 'aircon', 'aircon-cleaning': 'aircon',
  'plumbing-electrical': 'faucet', 'leak-repair': 'drop', 'water-heater': 'heater', 'fridge-repair': 'fridge',
  'washer-repair': 'washer', 'door-lock': 'lock', 'home-cleaning': 'bucket', 'deep-cleaning': 'bucket',
  'post-renovation-cleaning': 'bucket', 'window-cleaning': 'window', 'range-hood-cleaning': 'pot', 'sofa-cleaning': 'sofa',
  'washing-machine-cleaning': 'washer', 'water-tank-cleaning': 'tank', 'pest-control': 'bug', 'house-moving': 'truck',
  'small-moving': 'boxes', 'office-moving': 'truck', 'piano-moving': 'piano', 'furniture-moving': 'sofa', 'junk-removal': 'boxes',
  'interior-design': 'house', 'old-house-renovation': 'house', 'wall-painting': 'roller', 'kitchen-renovation': 'pot',
  'bathroom-renovation': 'drop', flooring: 'roller', 'system-furniture': 'fridge', curtains: 'curtain',
  'wedding-photography': 'camera', 'wedding-videography': 'camera', 'pre-wedding-photo': 'rings', 'bridal-makeup': 'bottle',
  'wedding-dress': 'dress', 'wedding-host': 'mic', 'wedding-band': 'note', 'wedding-decoration': 'candle',
  'portrait-photo': 'camera', 'family-photo': 'camera', 'newborn-photo': 'hands', 'product-photo': 'camera', 'food-photo': 'plate',
  'space-photo': 'house', 'event-photo': 'camera', 'video-production': 'camera', 'elementary-tutor': 'abc',
  'junior-high-tutor': 'book', 'high-school-tutor': 'book', 'math-tutor': 'chart', 'science-tutor': 'abc', 'essay-tutor': 'pen',
  'english-tutor': 'speech', 'japanese-tutor': 'speech', 'piano-lesson': 'piano', 'guitar-lesson': 'guitar', 'vocal-lesson': 'mic',
  'personal-trainer': 'dumbbell', 'yoga-instructor': 'hands', 'swimming-lesson': 'wave', 'drawing-lesson': 'palette',
  'cooking-class': 'pot', 'nail-art': 'bottle', 'eyelash-extension': 'eye', 'facial-care': 'bottle', 'home-massage': 'hands',
  'makeup-artist': 'eye', 'home-haircut': 'scissors', 'elder-care': 'cross', 'postpartum-care': 'cross', 'event-host': 'mic',
  magician: 'star', catering: 'plate', 'balloon-decoration': 'balloons', 'sound-lighting': 'speaker', 'event-planning': 'star',
  'kids-party': 'balloons', 'pet-grooming': 'paw', 'pet-sitter': 'paw', 'pet-boarding': 'house', 'dog-walking': 'paw',
  'dog-training': 'paw', 'cat-behavior': 'paw', 'pet-funeral': 'candle', bookkeeping: 'chart', 'legal-consulting': 'scale',
  translation: 'speech', interpretation: 'mic', 'logo-design': 'pen', 'social-media': 'phone', 'office-cleaning': 'bucket',
  'website-building': 'laptop', 'app-development': 'phone', seo: 'chart', 'computer-repair': 'laptop', 'phone-repair': 'phone',
  'network-setup': 'wifi', 'cctv-installation': 'cctv', 'car-detailing': 'car', 'car-coating': 'car', 'car-maintenance': 'wrench',
  'scooter-repair': 'scooter', 'airport-transfer': 'plane', chauffeur: 'car',
};

const GENRE_MOTIF: Record<string, string> = {
  'home-repair': 'wrench', cleaning: 'bucket', moving: 'truck', 'design-renovation': 'house', wedding: 'rings',
  photography: 'camera', tutoring: 'book', lessons: 'note', 'health-beauty': 'bottle', events: 'balloons', pets: 'paw',
  business: 'chart', it: 'laptop', vehicles: 'car',
};

/** The name of the motif a category's photos show. */
export function motifOf(categorySlug: string, genreSlug: string): string {
  const name = CATEGORY_MOTIF[categorySlug] ?? GENRE_MOTIF[genreSlug] ?? 'star';
  return MOTIFS[name] ? name : 'star';
}

/** Bytes from the category's slug: its own hue shift and layout. */
function seedBytes(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

function rotateHue([r, g, b]: Rgb, turn: number): Rgb {
  // Rotation about the grey axis, enough to tell siblings apart while keeping the genre's tone.
  const angle = turn * Math.PI * 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const k = 1 / 3;
  const sq = Math.sqrt(k);
  const m = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return [
    m(r * (cos + (1 - cos) * k) + g * (k * (1 - cos) - sq * sin) + b * (k * (1 - cos) + sq * sin)),
    m(r * (k * (1 - cos) + sq * sin) + g * (cos + k * (1 - cos)) + b * (k * (1 - cos) - sq * sin)),
    m(r * (k * (1 - cos) - sq * sin) + g * (k * (1 - cos) + sq * sin) + b * (cos + k * (1 - cos))),
  ];
}

function paletteOf(categorySlug: string, genreSlug: string): Palette {
  const bytes = seedBytes(`palette:${categorySlug}`);
  const main = rotateHue(genreColour(genreSlug), ((bytes[0]! / 255) - 0.5) * 0.25);
  return {
    main,
    dark: mix(main, INK, 0.45),
    light: mix(main, WHITE, 0.6),
    accent: rotateHue(main, 0.33 + (bytes[1]! / 255) * 0.34),
    white: [250, 250, 247],
  };
}

/**
 * A work photo of the category (PNG, 400x300, 4:3 as the pages show it): a room-like background in the category's colours,
 * the category's motif, placed and sized by `variant`, with a few background details of its own.
 */
export function demoWorkPhoto(categorySlug: string, genreSlug: string, variant: number): Buffer {
  const p = paletteOf(categorySlug, genreSlug);
  const bytes = seedBytes(`photo:${categorySlug}:${variant}`);
  const c = new Canvas(WORK_PHOTO_WIDTH, WORK_PHOTO_HEIGHT);
  const floorY = Math.round(WORK_PHOTO_HEIGHT * (0.68 + (bytes[0]! / 255) * 0.1));
  const wallTop = mix(p.main, WHITE, 0.78);
  const wallBottom = mix(p.main, WHITE, 0.62);
  const floor = mix(p.main, INK, 0.25 + (variant % 3) * 0.08);
  c.fillRows((y) => (y >= floorY ? floor : mix(wallTop, wallBottom, y / floorY)));
  // A window or a picture on the wall, and a shelf: where depends on the variant.
  const frameX = 16 + (bytes[1]! % 250);
  c.rect(frameX, 24 + (bytes[2]! % 34), 100, 66, mix(p.light, WHITE, 0.3), 5);
  c.rect(frameX + 7, 31 + (bytes[2]! % 34), 86, 52, mix(p.accent, WHITE, 0.55), 3);
  c.rect(16 + (bytes[3]! % 300), floorY - 125 + (bytes[4]! % 34), 84, 7, mix(p.main, INK, 0.4), 3);
  // The motif: centred, to the left or to the right, larger or smaller.
  const size = [175, 150, 200][variant % 3]! - (bytes[5]! % 25);
  const x = [(WORK_PHOTO_WIDTH - size) / 2, 34, WORK_PHOTO_WIDTH - size - 34][variant % 3]! + ((bytes[6]! % 24) - 12);
  const y = floorY - size * 0.92;
  c.ellipse(x + size / 2, floorY + 5, size * 0.5, 10, mix(floor, INK, 0.35));
  MOTIFS[motifOf(categorySlug, genreSlug)]!(c, x, y, size, p);
  return c.toPng();
}
