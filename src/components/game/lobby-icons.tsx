/** Lobby glyphs not in the shell's icon set, drawn on the same 24-unit grid in the text colour. */
const paths = {
  search: 'M10.5 18a7.5 7.5 0 100-15 7.5 7.5 0 000 15zM16 16l5 5',
  history: 'M3 12a9 9 0 103-6.7M3 4v5h5M12 7v5l3 2',
} as const;

export type LobbyIconName = keyof typeof paths;

export function LobbyIcon({ name, size = 20 }: { name: LobbyIconName; size?: number }) {
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
    >
      <path d={paths[name]} />
    </svg>
  );
}
