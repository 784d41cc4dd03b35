import type { ReactNode } from 'react';
import { PackageSearch } from '@/client/lib/icons';
import { Icon } from './Icon';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /**
   * Said (to assistive technology) while it is not known yet whether the grid is empty: the box
   * is laid out as usual, so nothing moves when the answer comes, but its content is invisible.
   */
  pendingLabel?: string;
}

/** A clear message where a grid would be empty (no search match, nothing marked). */
export function EmptyState({ title, children, pendingLabel }: EmptyStateProps) {
  const pending = pendingLabel !== undefined;
  // One tree whether pending or not: the message's elements stay when the answer comes.
  return (
    <div className={pending ? 'empty-state empty-state--pending' : 'empty-state'} aria-busy={pending || undefined}>
      {pending && <span className="visually-hidden">{pendingLabel}</span>}
      <div className="empty-state__content" aria-hidden={pending || undefined} inert={pending || undefined}>
        <Icon icon={PackageSearch} size={40} className="empty-state__icon" />
        <p className="empty-state__title">{title}</p>
        {children}
      </div>
    </div>
  );
}
