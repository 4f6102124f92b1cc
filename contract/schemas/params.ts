import * as z from 'zod/mini';
import { GAME_TYPES } from '../domain';

/*
 * Values the client's routes read from addresses (search parameters) as well as calls: apart
 * from the domain's other schemas so that the route table, which every page loads, carries
 * these and no more.
 */

export const gameTypeSchema = z.enum(GAME_TYPES);
/** Node ids are the catalogue's numeric keys, carried as strings. */
export const nodeIdSchema = z.string().check(z.trim(), z.regex(/^[0-9]{1,18}$/));
/** A launch token names one launch of one game by one member. */
export const launchTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));
