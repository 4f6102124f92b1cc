/**
 * Builds one parameterised game query: filters add WHERE clauses with numbered
 * parameters; a member list (favourites, recent games) adds its own JOIN, filter and
 * order. Every value travels as a parameter, never inside the SQL text.
 */
export class GameQuery {
  private readonly params: unknown[] = [];
  private readonly joins: string[] = [];
  private readonly conditions: string[] = [];
  private order: string[] = ['g.sort_order', 'g.node_id'];

  /** Adds a value and answers its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  where(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  join(clause: string): this {
    this.joins.push(clause);
    return this;
  }

  /** Replaces the order; sort order and node id always break ties so pages never overlap. */
  orderBy(...keys: string[]): this {
    this.order = [...keys, 'g.sort_order', 'g.node_id'];
    return this;
  }

  /** The page's rows, each carrying the total count of matches in `total`. */
  page(columns: string, limit: number, offset: number): { sql: string; params: unknown[] } {
    // Limit and offset are placed after the filters without recording them, so count() can reuse the filters.
    const limitAt = `$${this.params.length + 1}`;
    const offsetAt = `$${this.params.length + 2}`;
    return {
      sql: `SELECT ${columns}, count(*) OVER ()::int AS total
              FROM games g JOIN vendors v ON v.code = g.vendor ${this.joins.join(' ')}
             ${this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : ''}
             ORDER BY ${this.order.join(', ')} LIMIT ${limitAt} OFFSET ${offsetAt}`,
      params: [...this.params, limit, offset],
    };
  }

  /** The number of matches alone (a page past the end has no rows to carry it). */
  count(): { sql: string; params: unknown[] } {
    return {
      sql: `SELECT count(*)::int AS total FROM games g JOIN vendors v ON v.code = g.vendor ${this.joins.join(' ')}
            ${this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : ''}`,
      params: [...this.params],
    };
  }
}

/** Escapes LIKE wildcards so a searched name matches literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
