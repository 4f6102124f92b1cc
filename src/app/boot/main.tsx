import '../styles.css';
import { preloadBootStages } from './boot-stages';

const root = document.getElementById('root')!;

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
    void import('./start-up').then(({ startApp }) => startApp(root));
  }, 0),
);
