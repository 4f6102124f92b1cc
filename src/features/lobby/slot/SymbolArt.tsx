import type { SlotSymbol } from '@contract/lobby';

/** Gem Palace's gems: each its own cut as well as its own colour, so none is told apart by colour alone. */
const GEMS: Partial<Record<SlotSymbol, { fill: string; light: string; cut: string }>> = {
  TOPAZ: { fill: '#f4a521', light: '#ffd27a', cut: 'M20 4 l16 16 -16 16 -16 -16 z' },
  AMETHYST: { fill: '#8e44ad', light: '#c89be0', cut: 'M20 4 a11 16 0 1 0 0.01 0 z' },
  EMERALD: { fill: '#1e9e5a', light: '#7fe0a8', cut: 'M11 7 h18 l5 5 v16 l-5 5 h-18 l-5 -5 v-16 z' },
  SAPPHIRE: { fill: '#1f5fd1', light: '#8fb5ff', cut: 'M20 5 a15 15 0 1 0 0.01 0 z' },
  RUBY: { fill: '#d11f3c', light: '#ff8fa1', cut: 'M20 4 l14 8 v16 l-14 8 -14 -8 v-16 z' },
  DIAMOND: { fill: '#9fe7ff', light: '#ffffff', cut: 'M12 7 h16 l8 10 -16 18 -16 -18 z' },
};

export function SymbolArt({ symbol }: { symbol: SlotSymbol }) {
  const gem = GEMS[symbol];
  if (gem) {
    return (
      <svg viewBox="0 0 40 40" aria-hidden="true">
        <path d={gem.cut} fill={gem.fill} stroke="#0b1d3a" strokeWidth="1.2" />
        <path d={gem.cut} fill={gem.light} opacity="0.7" transform="translate(20 14) scale(0.45) translate(-20 -14)" />
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
