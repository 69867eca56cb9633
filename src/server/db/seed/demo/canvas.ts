import { encodeRgbPng } from './images';

export type Rgb = readonly [number, number, number];

/**
 * A small RGB raster for the demo pictures: shapes are painted one over another, each touching
 * only the pixels of its bounding box, so a picture of many shapes stays cheap to draw.
 */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  private set(x: number, y: number, c: Rgb): void {
    const at = (y * this.width + x) * 3;
    this.pixels[at] = c[0];
    this.pixels[at + 1] = c[1];
    this.pixels[at + 2] = c[2];
  }

  /** Calls inside(x, y) for every pixel of the box and paints the ones it accepts. */
  private paint(x0: number, y0: number, x1: number, y1: number, c: Rgb, inside: (x: number, y: number) => boolean): void {
    const xa = Math.max(0, Math.floor(x0));
    const ya = Math.max(0, Math.floor(y0));
    const xb = Math.min(this.width - 1, Math.ceil(x1));
    const yb = Math.min(this.height - 1, Math.ceil(y1));
    for (let y = ya; y <= yb; y++) for (let x = xa; x <= xb; x++) if (inside(x + 0.5, y + 0.5)) this.set(x, y, c);
  }

  /** Every row in one colour from the colour function. */
  fillRows(colour: (y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const c = colour(y);
      for (let x = 0; x < this.width; x++) this.set(x, y, c);
    }
  }

  /** Paints the pixels of row y whose centres lie between x0 and x1. */
  private span(y: number, x0: number, x1: number, c: Rgb): void {
    if (y < 0 || y >= this.height) return;
    const xa = Math.max(0, Math.ceil(x0 - 0.5));
    const xb = Math.min(this.width - 1, Math.floor(x1 - 0.5));
    for (let x = xa; x <= xb; x++) this.set(x, y, c);
  }

  rect(x: number, y: number, w: number, h: number, c: Rgb, radius = 0): void {
    const r = Math.min(radius, w / 2, h / 2);
    for (let row = Math.max(0, Math.floor(y)); row <= Math.min(this.height - 1, Math.ceil(y + h)); row++) {
      const py = row + 0.5;
      if (py < y || py > y + h) continue;
      const dy = Math.max(y + r - py, 0, py - (y + h - r));
      const inset = r - Math.sqrt(Math.max(0, r * r - dy * dy));
      this.span(row, x + inset, x + w - inset, c);
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb): void {
    for (let row = Math.max(0, Math.floor(cy - ry)); row <= Math.min(this.height - 1, Math.ceil(cy + ry)); row++) {
      const t = (row + 0.5 - cy) / ry;
      if (t * t > 1) continue;
      const half = rx * Math.sqrt(1 - t * t);
      this.span(row, cx - half, cx + half, c);
    }
  }

  circle(cx: number, cy: number, r: number, c: Rgb): void {
    this.ellipse(cx, cy, r, r, c);
  }

  ring(cx: number, cy: number, r: number, thickness: number, c: Rgb): void {
    this.paint(cx - r, cy - r, cx + r, cy + r, c, (px, py) => {
      const d = Math.hypot(px - cx, py - cy);
      return d <= r && d >= r - thickness;
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, c: Rgb): void {
    const half = width / 2;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length2 = dx * dx + dy * dy || 1;
    this.paint(Math.min(x1, x2) - half, Math.min(y1, y2) - half, Math.max(x1, x2) + half, Math.max(y1, y2) + half, c, (px, py) => {
      const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length2));
      return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy)) <= half;
    });
  }

  polygon(points: readonly (readonly [number, number])[], c: Rgb): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.paint(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), c, (px, py) => {
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i]!;
        const [xj, yj] = points[j]!;
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    });
  }

  toPng(): Buffer {
    // Flat colours compress well even at a fast level; hundreds of pictures are drawn at once.
    return encodeRgbPng(this.width, this.height, this.pixels, 2);
  }
}
