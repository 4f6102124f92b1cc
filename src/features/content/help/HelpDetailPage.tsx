import '../content.css';
import { Link } from '@tanstack/react-router';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { RichContent } from '@/components/ui/RichContent';
import { useContentLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useHelp } from '../api/reads';
import { SavedCopyNotice } from '../components/SavedCopyNotice';
import type { HelpSearch } from './HelpPage';
import { chooseTab, helpTabs } from './help-tabs';

/**
 * /m/helpDetail: one help entry on its own page (a link support can send), chosen like the help
 * centre's (`tag` or tab `i`, entry `c`), with the other questions of its topic and the way back.
 */
export function HelpDetailPage({ search }: { search: HelpSearch }) {
  const { t } = useTranslation('content');
  const language = useContentLanguage();
  const help = useHelp(language);
  if (!help.data) return help.status === 'error' ? <LoadFailed failure={help.failure} onRetry={help.retry} /> : <PageLoading />;

  const topics = helpTabs(help.data.list);
  const { tab, entry } = chooseTab(
    topics.map((topic) => topic.tag),
    search,
    (index) => topics[index]?.items.length ?? 1,
  );
  const topic = topics[tab];
  const item = topic?.items[entry];
  if (!topic || !item) {
    return (
      <div className="content-page">
        <p>{t('help.none')}</p>
        <Link to="/m/help" className="btn btn--outline btn--block">
          {t('help.all')}
        </Link>
      </div>
    );
  }
  return (
    <div className="content-page help">
      <article className="help__panel" aria-labelledby="help-entry">
        <h2 id="help-entry" className="help__title">
          {item.title}
        </h2>
        <RichContent html={item.content} />
      </article>
      {topic.items.length > 1 && (
        <nav aria-labelledby="help-related">
          <h2 id="help-related" className="help__title">
            {t('help.related')}
          </h2>
          <ul className="official__list">
            {topic.items.map((other, index) =>
              index === entry ? null : (
                <li key={other.id}>
                  <Link to="/m/helpDetail" search={{ i: tab, c: index }} className="official__link">
                    {other.title}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
      <Link to="/m/help" search={{ i: tab, c: entry }} className="btn btn--outline btn--block">
        {t('help.all')}
      </Link>
      <SavedCopyNotice shown={help.saved} />
    </div>
  );
}
