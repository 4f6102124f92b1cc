/** The in-house numbers draw's rules and error code (apart from the lobby's, which Home's first visit carries). */

/**
 * Tala 3D, the in-house numbers draw: a line picks three digits in order (000 to 999) with a
 * stake; a draw every `everyMinutes` draws three digits, and a line matching them exactly
 * pays `payout` times its stake (return to player 90%). Tickets close `cutoffSeconds` before
 * the draw; until then each line can be cancelled for its stake back.
 */
export const DRAW_RULES = { everyMinutes: 5, cutoffSeconds: 60, payout: 900, maxLines: 5, upcomingDraws: 3 } as const;
export const DRAW_STAKES: readonly number[] = [1, 2, 5, 10, 20, 50];
/** A draw's number: its time in Asia/Manila, YYYYMMDD-HHMM. */
export const DRAW_NO_PATTERN = /^\d{8}-\d{4}$/;
export const DRAW_PICK_PATTERN = /^\d{3}$/;
/** A ticket for a draw that is not open for tickets (past its cut-off, settled, or not among the next draws). */
export const DRAW_ERROR_CODES = { drawClosed: 'draw.closed' } as const;
