import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterInteractive } from '@/lib/idle';

/** On a page that holds no deferred work a slider starts after this long, when the browser is idle. */
const START_FALLBACK_MS = 500;

/**
 * keen-slider, loaded and started once the page is up and the browser idle. Started while
 * the page is still being built, it measures the slides and forces the browser to lay out
 * the whole page on the spot, and its code would compete with the first screen's. Until it
 * starts the slides sit in a row with the first one showing, exactly where the slider keeps
 * it (autoplay begins its count then). Options and plugins are read once, when it starts.
 */
export function useDeferredKeenSlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[] = [],
): [(element: T | null) => void, { readonly current: KeenSliderInstance | null }] {
  const [element, setElement] = useState<T | null>(null);
  const instance = useRef<KeenSliderInstance | null>(null);
  const setup = useRef({ options, plugins });
  useEffect(() => {
    if (!element) return;
    let stopped = false;
    const cancel = afterInteractive(() => {
      void import('keen-slider').then(({ default: KeenSlider }) => {
        if (!stopped) instance.current = new KeenSlider(element, setup.current.options, setup.current.plugins);
      });
    }, START_FALLBACK_MS);
    return () => {
      stopped = true;
      cancel();
      instance.current?.destroy();
      instance.current = null;
    };
  }, [element]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, instance];
}
