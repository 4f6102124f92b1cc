import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a page the operator names by its whole path and search (customer service):
 * a real link for long-press and screen readers that navigates without a reload.
 */
export function OperatorLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ href: path });
  };
  return (
    <a href={path} className={className} onClick={open}>
      {children}
    </a>
  );
}
