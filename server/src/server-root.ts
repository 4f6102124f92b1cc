import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's own folder (`server/`). Its sources (`server/src`) and the single file `npm start`
 * runs (`server/build`, scripts/build-server.mjs) both sit one level below it, so files read at
 * run time (migrations, the support console's page) are found the same way from either.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
