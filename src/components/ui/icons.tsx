import type { SVGProps } from 'react';

/** Line icons drawn on a 24-unit grid; they take the text colour. */
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  chevronRight: 'M9 5l7 7-7 7',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronDown: 'M5 9l7 7 7-7',
  more: 'M12 5.5v.01M12 12v.01M12 18.5v.01',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A9.8 9.8 0 0112 6c6.4 0 10 6 10 6a17 17 0 01-3.2 3.9M6.6 6.6C3.8 8.3 2 12 2 12s3.6 7 10 7c1.8 0 3.4-.5 4.8-1.2M9.9 9.9a3 3 0 004.2 4.2',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  deposit: 'M3 7h18v12H3zM3 11h18M16 15h2M12 3v6m-3-3l3 3 3-3',
  withdraw: 'M3 7h18v12H3zM3 11h18M16 15h2M12 9V3m-3 3l3-3 3 3',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  gift: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9S10.5 4 8 4a2.5 2.5 0 000 5h4zm0 0s1.5-5 4-5a2.5 2.5 0 010 5h-4z',
  invite: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  user: 'M12 12a4.5 4.5 0 100-9 4.5 4.5 0 000 9zM3.5 21c0-4.5 3.8-7 8.5-7s8.5 2.5 8.5 7',
  chat: 'M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5',
  megaphone: 'M3 10v4h3l7 4V6L6 10zM16 9a4 4 0 010 6M19 6.5a8 8 0 010 11',
  trophy: 'M7 4h10v5a5 5 0 01-10 0zM7 6H4v1a3 3 0 003 3M17 6h3v1a3 3 0 01-3 3M12 14v4M8 21h8M9 18h6',
  download: 'M12 3v12m-5-5l5 5 5-5M4 19h16',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  send: 'M21 3L3 10.5l7 2.5 2.5 7zM10 13l5-5',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  flame: 'M12 21c4 0 7-2.7 7-6.5 0-3.5-2.5-5.5-3.5-8.5-1.5 2-2 3-3.5 3.5C12 6 10 4 9 3c0 4-4 6-4 11.5C5 18.3 8 21 12 21z',
  fish: 'M3 12s3.5-5 9-5 9 5 9 5-3.5 5-9 5-9-5-9-5zM21 12l2-3v6zM8 11.5h.01',
  ball: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7l4 3-1.5 4.5h-5L8 10z',
  card: 'M6 3h12v18H6zM10 8l2-2 2 2-2 2zM9 16h6',
  slot: 'M4 5h16v14H4zM8 9v6M12 9v6M16 9v6M20 9h2v4',
  lottery: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 8v8M8 12h8',
  live: 'M3 7h13v10H3zM16 10l5-3v10l-5-3z',
  bingo: 'M4 4h16v16H4zM9 4v16M15 4v16M4 9h16M4 15h16',
  heart: 'M12 20s-7.5-4.6-9.3-9.1C1.3 7.3 3.6 4 7 4c2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.4 0 5.7 3.3 4.3 6.9C19.5 15.4 12 20 12 20z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  feedback: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  wifiOff:
    'M3 3l18 18M8.5 16.5a5 5 0 017 0M5 13a10 10 0 015.3-2.8M12 20h.01M16.7 11.3A10 10 0 0119 13M2 9.5a15 15 0 014.5-2.8M10.7 6.1A15 15 0 0122 9.5',
  tools: 'M14.5 5.5a4 4 0 005 5L12 18l-3 3-3-3 3-3 7.5-7.5zM4 4l5 5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  pause: 'M9 5v14M15 5v14',
  play: 'M8 5l11 7-11 7z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** The star (tala) the brand is named after. */
export function StarMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="tala-star" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#f0a21b" />
        </linearGradient>
      </defs>
      <path fill="url(#tala-star)" d="M32 4l7.6 18.6L60 24l-15.6 13 4.9 19.7L32 46l-17.3 10.7L19.6 37 4 24l20.4-1.4z" />
    </svg>
  );
}
