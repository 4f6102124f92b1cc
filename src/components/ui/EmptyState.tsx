import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export function EmptyState({ icon = 'grid', message, action }: { icon?: IconName; message: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <Icon name={icon} size={36} />
      <p>{message}</p>
      {action}
    </div>
  );
}
