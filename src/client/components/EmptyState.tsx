import type { ReactNode } from 'react';
import { PackageSearch } from '@/client/lib/icons/firstLoadShapes';
import { Icon } from './Icon';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Laid out but invisible until it is known whether the grid is empty: nothing moves then. */
  pendingLabel?: string;
}

/** A clear message where a grid would be empty (no search match, nothing marked). */
export function EmptyState({ title, children, pendingLabel }: EmptyStateProps) {
  const pending = pendingLabel !== undefined;
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
