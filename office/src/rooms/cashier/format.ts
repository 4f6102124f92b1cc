import { formatWhen } from '../../app/format';
import type { OfficeLanguage } from '../../app/language';

/** A time the platform answers (ISO), as the staff member reads it, in Philippine time. */
export const timeOf = (at: string, language: OfficeLanguage) => formatWhen(at, language, { timeZone: 'Asia/Manila' });
