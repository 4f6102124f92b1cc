import type { Language } from '../../../../contract/domain';
import type { Database } from '../../db/database';

export function createHelpService(db: Database) {
  return {
    async list(language: Language) {
      const { rows } = await db.query<{ id: number; title: string; content: string; tag: string }>(
        'SELECT id, title, content, tag FROM help_items WHERE language = $1 AND published ORDER BY sort_order, id',
        [language],
      );
      return { list: rows.map((row) => ({ id: Number(row.id), title: row.title, content: row.content, tag: row.tag })) };
    },
  };
}
