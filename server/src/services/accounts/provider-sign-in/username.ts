import type { FieldRule } from '../../../../../contract/site';
import { randomDigits } from '../secrets';

/**
 * The account name a provider sign-up gets, from the name the provider gave or its e-mail's local part: letters
 * and digits starting with a letter, within the operator's username lengths; digits are added when it is taken.
 */
export async function generatedUsername(
  source: { name?: string | undefined; email?: string | undefined },
  rule: Pick<FieldRule, 'minLength' | 'maxLength'>,
  taken: (username: string) => Promise<boolean>,
): Promise<string> {
  const fromEmail = source.email?.split('@')[0];
  const letters = (text: string | undefined) =>
    (text ?? '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
  let base = letters(fromEmail) || letters(source.name);
  if (!/^[a-z]/.test(base)) base = `p${base}`;
  const max = rule.maxLength;
  const min = Math.min(Math.max(rule.minLength, 1), max);
  const suffix = 4;
  base = base.slice(0, Math.max(1, max - suffix));
  const first = base.length >= min ? base : `${base}${randomDigits(min - base.length)}`;
  if (first.length <= max && !(await taken(first))) return first;
  for (let attempt = 0; attempt < 20; attempt++) {
    const width = Math.max(suffix, min - base.length);
    const candidate = `${base}${randomDigits(width)}`.slice(0, max);
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error('no free username found');
}
