import type { ReactNode } from 'react';
import { PackageSearch } from 'lucide-react';
import { Icon } from '../../components/Icon';

/** A clear message where a grid would be empty (no search match, nothing marked). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <Icon icon={PackageSearch} size={40} className="empty-state__icon" />
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
