import type { RebateDue } from '@contract/member-centre';
import { useTranslation } from '@/lib/use-translation';
import { useMoney } from '../money';

/** Valid bets and rebate per game category. */
export function CategoryTable({ categories }: { categories: RebateDue['categories'] }) {
  const { t } = useTranslation(['member', 'shell']);
  const money = useMoney();
  return (
    <table className="member-table">
      <caption className="visually-hidden">{t('rebate.byCategory')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rebate.category')}</th>
          <th scope="col">{t('rebate.validBets')}</th>
          <th scope="col">{t('rebate.rebate')}</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <tr key={category.gameType}>
            <th scope="row">{category.gameType === 'OTHER' ? t('rebate.otherGames') : t(`shell:categories.${category.gameType}`)}</th>
            <td>{money(category.validBets)}</td>
            <td>{money(category.rebate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
