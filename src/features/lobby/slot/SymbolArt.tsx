import type { SlotSymbol } from '@contract/lobby';

/** Gem Palace's gems: one cut, each its own colour and a lighter crown facet. */
const GEMS: Partial<Record<SlotSymbol, [string, string]>> = {
  TOPAZ: ['#f4a521', '#ffd27a'],
  AMETHYST: ['#8e44ad', '#c89be0'],
  EMERALD: ['#1e9e5a', '#7fe0a8'],
  SAPPHIRE: ['#1f5fd1', '#8fb5ff'],
  RUBY: ['#d11f3c', '#ff8fa1'],
  DIAMOND: ['#9fe7ff', '#ffffff'],
};

/** Reel symbols drawn as small vector pictures (no emoji font needed). */
export function SymbolArt({ symbol }: { symbol: SlotSymbol }) {
  const gem = GEMS[symbol];
  if (gem) {
    return (
      <svg viewBox="0 0 40 40" aria-hidden="true">
        <path d="M12 7 h16 l8 10 -16 18 -16 -18 z" fill={gem[0]} stroke="#0b1d3a" strokeWidth="1.2" />
        <path d="M12 7 h16 l8 10 h-32 z" fill={gem[1]} opacity="0.85" />
        <path
          d="M4 17 l16 18 16 -18 M14 17 l6 18 6 -18 M12 7 l2 10 M28 7 l-2 10 M20 7 v10"
          stroke="#0b1d3a"
          strokeWidth="0.8"
          fill="none"
        />
      </svg>
    );
  }
  switch (symbol) {
    case 'CROWN':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <path d="M5 30 v-18 l8 8 7 -12 7 12 8 -8 v18 z" fill="#ffcf5a" stroke="#b07b12" strokeWidth="1.5" />
          <rect x="5" y="28" width="30" height="5" rx="1.5" fill="#d49b1d" />
          <circle cx="20" cy="21" r="3" fill="#d11f3c" />
        </svg>
      );
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
    default:
      return null;
  }
}
