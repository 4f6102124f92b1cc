/*
 * The add-to-home prompt is offered once ever, from a device's second visit on (a first visit is
 * for looking around). Start-up only counts visits and reads whether it was offered; the rest
 * (which browser, which page) loads with the prompt's own code, on a later visit.
 */
const OFFERED_KEY = 'tala.addToHomeOffered';
const VISITS_KEY = 'tala.visits';
const VISIT_COUNTED_KEY = 'tala.visitCounted';

/** Counts this visit (a browser session) once; answers how many visits the device has made. */
export function countVisit(): number {
  try {
    const visits = Number(localStorage.getItem(VISITS_KEY)) || 0;
    if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return visits;
    sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    localStorage.setItem(VISITS_KEY, String(visits + 1));
    return visits + 1;
  } catch {
    // Storage unavailable (or rendering on the server): the visit is not counted, and nothing is offered.
    return 0;
  }
}

/** Whether this device may still be offered the prompt: from its second visit, until it was shown once. */
export function mayOfferAddToHome(visits: number): boolean {
  try {
    return visits >= 2 && !localStorage.getItem(OFFERED_KEY);
  } catch {
    return false;
  }
}

/** Shown once: a reload or the next visit does not bring it back. */
export function markAddToHomeOffered(): void {
  try {
    localStorage.setItem(OFFERED_KEY, '1');
  } catch {
    // Storage unavailable: nothing to remember it in.
  }
}
