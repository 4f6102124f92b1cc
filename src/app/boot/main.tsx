import '../styles.css';
import { preloadBootStages } from './boot-stages';
import { keepEarlyTaps } from './early-taps';

const root = document.getElementById('root')!;
// A tap on the server's page before the app has taken it over is made again once it has.
const earlyTaps = keepEarlyTaps(root);

// The light theme, when chosen in the settings (src/lib/theme.ts), applies before the first frame.
try {
  if (localStorage.getItem('tala.theme') === 'light') document.documentElement.dataset.theme = 'light';
} catch {
  // Storage unavailable: the default dark theme.
}

// The app's scripts are fetched and evaluated once the first frame, the page the server painted,
// is on screen: before it, they competed with the banner for a phone's bandwidth and main thread.
requestAnimationFrame(() =>
  setTimeout(() => {
    preloadBootStages();
    void import('./start-up').then(({ startApp }) => startApp(root, earlyTaps));
  }, 0),
);
