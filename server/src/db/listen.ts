/**
 * Listens to a PostgreSQL notification channel on a connection of its own (a pooled one cannot
 * hold LISTEN), opened again when it is cut. Each notification's payload goes to `onPayload`;
 * notifications sent while the connection was down are lost, so a listener that must not miss a
 * change also reads what is stored now and then. Answers how to stop listening.
 */
export async function listenTo(databaseUrl: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | null = null;
  let closing = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (note) => {
      if (note.channel === channel && note.payload) onPayload(note.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!closing) setTimeout(() => void connect().catch(() => undefined), 500);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    closing = true;
    await client?.end().catch(() => undefined);
  };
}
