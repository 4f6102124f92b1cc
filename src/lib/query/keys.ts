/** Names one read: the call first, then everything its answer depends on (language, filters, owner). */
export type QueryKey = readonly (string | number | boolean | null | undefined)[];

export const hashKey = (key: QueryKey): string => JSON.stringify(key);

/** Whether `key` starts with `prefix`: `['games', 'list']` names every game list, `['games']` every games read. */
export const keyStartsWith = (key: QueryKey, prefix: QueryKey): boolean =>
  prefix.length <= key.length && prefix.every((part, index) => part === key[index]);
