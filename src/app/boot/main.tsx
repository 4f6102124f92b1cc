import '../styles.css';
import { preloadBootStages } from './boot-stages';

const root = document.getElementById('root')!;

// The app's scripts are fetched and evaluated once the first frame, the page the server painted,
// is on screen: before it, they competed with the banner for a phone's bandwidth and main thread.
requestAnimationFrame(() =>
  setTimeout(() => {
    preloadBootStages();
    void import('./start-up').then(({ startApp }) => startApp(root));
  }, 0),
);
