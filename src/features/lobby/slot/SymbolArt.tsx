import type { SlotSymbol } from '@contract/lobby';

/** Reel symbols drawn as small vector pictures (no emoji font needed). */
export function SymbolArt({ symbol }: { symbol: SlotSymbol }) {
  switch (symbol) {
    case 'CHERRY':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <path d="M14 26 C16 16 22 10 30 6 M26 26 C26 18 27 12 30 6" stroke="#3b8a2e" strokeWidth="2.5" fill="none" />
          <circle cx="13" cy="29" r="7" fill="#d7263d" />
          <circle cx="27" cy="29" r="7" fill="#b3122b" />
        </svg>
      );
    case 'LEMON':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <ellipse cx="20" cy="21" rx="14" ry="10" fill="#f6e23b" transform="rotate(-20 20 21)" />
        </svg>
      );
    case 'ORANGE':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="22" r="13" fill="#f7931e" />
          <path d="M20 9 q4 -5 9 -3" stroke="#3b8a2e" strokeWidth="2.5" fill="none" />
        </svg>
      );
    case 'PLUM':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="22" r="12" fill="#7b3fa0" />
          <path d="M20 10 v-4" stroke="#3b8a2e" strokeWidth="2.5" />
        </svg>
      );
    case 'BELL':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <path d="M10 29 h20 l-3 -4 v-8 a7 7 0 0 0 -14 0 v8 z" fill="#ffcf5a" />
          <circle cx="20" cy="32" r="3" fill="#d49b1d" />
        </svg>
      );
    case 'BAR':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <rect x="4" y="13" width="32" height="14" rx="3" fill="#1c1c1c" stroke="#ffcf5a" strokeWidth="2" />
          <text x="20" y="24.5" textAnchor="middle" fontSize="10" fontWeight="800" fill="#ffcf5a" fontFamily="system-ui, sans-serif">
            BAR
          </text>
        </svg>
      );
    case 'SEVEN':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <text
            x="20"
            y="32"
            textAnchor="middle"
            fontSize="30"
            fontWeight="900"
            fill="#e3262e"
            stroke="#ffcf5a"
            strokeWidth="1.2"
            fontFamily="system-ui, sans-serif"
          >
            7
          </text>
        </svg>
      );
  }
}
