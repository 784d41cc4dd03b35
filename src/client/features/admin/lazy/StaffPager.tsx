// The pager under a staff list: a step back and a step on, each disabled at its end; none for one page.
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
  previousText = 'Previous page',
  nextText = 'Next page',
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
