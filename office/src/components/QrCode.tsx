import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules: scanners need a light margin to find the corners. */
const MARGIN = 2;

/** A QR code of `text`, drawn as one SVG path, dark on white so a phone camera reads it. Sized by its `className`. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const code = useMemo(() => {
    const matrix = generate(text);
    return { size: matrix.size, path: toSvgPath(matrix) };
  }, [text]);
  const side = code.size + MARGIN * 2;
  return (
    <svg className={className} viewBox={`${-MARGIN} ${-MARGIN} ${side} ${side}`} role="img" aria-label={label}>
      <rect x={-MARGIN} y={-MARGIN} width={side} height={side} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
