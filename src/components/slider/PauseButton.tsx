import { Icon } from '../ui/icons';

/**
 * Stops a carousel that moves by itself and starts it again: anything that moves for more than
 * five seconds can be stopped (WCAG 2.2.2). Its name says what a tap does next.
 */
export function PauseButton({
  paused,
  onToggle,
  labels,
  className,
  iconSize,
}: {
  paused: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  className: string;
  iconSize: number;
}) {
  return (
    <button type="button" className={className} aria-label={paused ? labels.play : labels.pause} onClick={onToggle}>
      <Icon name={paused ? 'play' : 'pause'} size={iconSize} />
    </button>
  );
}
