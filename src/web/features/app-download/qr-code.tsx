import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The dark modules of a QR code as one SVG path, one 1x1 square per module. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}

/** A QR code drawn as inline SVG (no image request, same markup on the server and in the browser). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  // Four modules of quiet zone around the symbol, as the standard asks, so phones read it.
  const box = size + 8;
  return (
    <svg className="qr-code" viewBox={`-4 -4 ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges" data-qr-text={text}>
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
