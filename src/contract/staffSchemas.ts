// The staff API (issue 38): GET /api/admin/me tells the staff area who is signed in as staff.
import { Type, type Static } from '@sinclair/typebox';

export const StaffMeSchema = Type.Object(
  {
    /** The staff member's verified email, as the staff list keeps it (trimmed, lower case). */
    email: Type.String({ description: 'The verified email, as the staff list keeps it (trimmed, lower case).' }),
  },
  { $id: 'StaffMe', description: 'The signed-in staff member.' },
);
/** The answer of GET /api/admin/me. */
export type StaffMe = Static<typeof StaffMeSchema>;
