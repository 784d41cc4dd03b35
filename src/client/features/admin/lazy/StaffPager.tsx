// The pager under a staff list: a step back and a step on, each disabled at its end; none for one page.
import * as i18n from '@/client/i18n/i18n';

interface StaffPagerProps {
  /** 'Pages of the order list'. */
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  previousText?: string;
  nextText?: string;
}

export function StaffPager({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  previousText = i18n._({ id: 'staff.pager.previous', message: 'Previous page' }),
  nextText = i18n._({ id: 'staff.pager.next', message: 'Next page' }),
}: StaffPagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={label} className="staff-pager">
      <button type="button" className="button button--secondary" disabled={!hasPrevious} onClick={onPrevious}>
        {previousText}
      </button>
      <button type="button" className="button button--secondary" disabled={!hasNext} onClick={onNext}>
        {nextText}
      </button>
    </nav>
  );
}
