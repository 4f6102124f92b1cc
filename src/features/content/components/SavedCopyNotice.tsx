import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icons';

/**
 * Says that what the page shows is the copy kept from an earlier visit (offline, or its refresh is
 * late or failed). Pages put it last: it floats at the bottom of the screen (content.css), so its
 * coming and going moves nothing the player is reading.
 */
export function SavedCopyNotice({ shown }: { shown: boolean }) {
  const { t } = useTranslation('content');
  if (!shown) return null;
  return (
    <p className="content-saved" role="status">
      <Icon name="wifiOff" size={18} />
      {t('savedCopy')}
    </p>
  );
}
