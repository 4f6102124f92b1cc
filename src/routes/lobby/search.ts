import * as z from 'zod/mini';
import { gameTypeSchema, launchTokenSchema, nodeIdSchema } from '@contract/schemas/params';
import { lazySearch } from '@/lib/lazy-search';

const vendorCode = () => z.string().check(z.regex(/^[A-Z0-9_]{1,20}$/));
/** The router reads query values as JSON where they parse (`nodeId=100001` arrives as a number): take them back as text. */
const asText = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value: string | number) => String(value)),
  );

/** /m/games?category=&vassalage=&dataType= : the lobby with the side menu (HOT by default). */
export const homeContentSearch = lazySearch(() =>
  z.object({
    category: z._default(z.catch(z.union([z.enum(['HOME', 'HOT']), gameTypeSchema]), 'HOT'), 'HOT'),
    vassalage: z.catch(z.optional(vendorCode()), undefined),
    dataType: z._default(z.catch(z.enum(['ALL', 'FAV', 'RECENT']), 'ALL'), 'ALL'),
  }),
);

/** /m/fav-games?gameType=&dataType= : favourites (default) or recent games. */
export const favGamesSearch = lazySearch(() =>
  z.object({
    gameType: z.catch(z.optional(gameTypeSchema), undefined),
    dataType: z._default(z.catch(z.enum(['FAV', 'RECENT']), 'FAV'), 'FAV'),
  }),
);

/** /m/game?nodeId=&launch=&name=&art= : the launch the game page plays under, with the game's name and art for the first paint. */
export const gamePageSearch = lazySearch(() =>
  z.object({
    nodeId: z.catch(z.pipe(asText(), nodeIdSchema), ''),
    launch: z.catch(z.pipe(asText(), launchTokenSchema), ''),
    name: z.catch(z.optional(z.pipe(asText(), z.string().check(z.maxLength(120)))), undefined),
    art: z.catch(
      z.optional(
        z.pipe(
          asText(),
          z.string().check(
            z.maxLength(300),
            z.refine((v) => v.startsWith('/') && !v.startsWith('//')),
          ),
        ),
      ),
      undefined,
    ),
  }),
);
