import * as z from 'zod/mini';
import { GAME_TYPES, LAUNCH_TOKEN_PATTERN, NODE_ID_PATTERN } from '../domain';

/* Values calls carry that the app's addresses carry too (its routes check them with the same patterns, without zod). */

export const gameTypeSchema = z.enum(GAME_TYPES);
export const nodeIdSchema = z.string().check(z.trim(), z.regex(NODE_ID_PATTERN));
export const launchTokenSchema = z.string().check(z.regex(LAUNCH_TOKEN_PATTERN));
