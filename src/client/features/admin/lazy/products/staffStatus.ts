// A status a staff screen leaves for the next one (after a delete, the table says what was deleted;
// after an add, the new product's screen says it was added): carried in the history entry's state,
// not in the address, so a link or a bookmark never shows it.
import { useLocation } from 'react-router-dom';

interface StaffStatusState {
  staffStatus: string;
}

export const staffStatusState = (status: string): StaffStatusState => ({ staffStatus: status });

/** The status the screen before left, or ''. */
export function useStaffStatus(): string {
  const state = useLocation().state as Partial<StaffStatusState> | null;
  return typeof state?.staffStatus === 'string' ? state.staffStatus : '';
}
