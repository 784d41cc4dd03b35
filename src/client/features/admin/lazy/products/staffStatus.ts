// A status a staff screen leaves for the next (a delete, an add), in the history entry's state, so a
// link or a bookmark never shows it.
import { useLocation } from 'react-router-dom';

interface StaffStatusState {
  staffStatus: string;
}

export const staffStatusState = (status: string): StaffStatusState => ({ staffStatus: status });

export function useStaffStatus(): string {
  const state = useLocation().state as Partial<StaffStatusState> | null;
  return typeof state?.staffStatus === 'string' ? state.staffStatus : '';
}
