import type { KeenSliderPlugin } from 'keen-slider';

/** Moves to the next slide every `intervalMs` while nobody is dragging and the page is visible. */
export function autoplay(intervalMs: number): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let holding = false;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (holding) return;
      timer = setTimeout(() => {
        if (document.visibilityState === 'visible') slider.next();
        else schedule();
      }, intervalMs);
    };
    slider.on('created', schedule);
    slider.on('dragStarted', () => {
      holding = true;
      stop();
    });
    slider.on('dragEnded', () => {
      holding = false;
      schedule();
    });
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', stop);
  };
}
