// The shop's staff: the emails the owner listed with `npm run staff` (staffCli.ts), in the shop's
// database. An email is kept as normaliseEmail gives it, so ' Ana@Shop.example ' and the ID token's
// 'ana@shop.example' are one member; the look-up of every staff request reads the primary key.
import type { ShopDb } from '../db/connection';
import { utcTime } from '../db/utcTime';
import { guarded } from '../db/unavailableOnError';
import type { Words } from '../i18n/serverI18n';

/** The longest address SMTP carries (RFC 5321's 256-octet path less its angle brackets). */
const MAX_EMAIL_LENGTH = 254;

/** One @, something before it, a dotted domain after it, no spaces: a typo's check, not RFC 5322's. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed and in lower case, as Firebase Auth keeps an account's email. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The normalised email, or undefined for something that is not one. */
export function validEmail(email: string): string | undefined {
  const normalised = normaliseEmail(email);
  return normalised.length <= MAX_EMAIL_LENGTH && EMAIL.test(normalised) ? normalised : undefined;
}

interface StaffMember {
  email: string;
  addedAt: Date;
}

export interface StaffList {
  /** 'added', or 'present' when the email was listed already (its date stays). */
  add(email: string): Promise<'added' | 'present'>;
  /** False when the email was not listed. */
  remove(email: string): Promise<boolean>;
  /** Everyone, by email. */
  list(): Promise<StaffMember[]>;
  /** One read by primary key; a database failure is a 503 for the client. */
  includes(email: string): Promise<boolean>;
}

const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.staff.list.unavailable',
    message: 'The staff list cannot be read right now. Please try again in a few seconds.',
  });

/** Takes emails as validEmail gives them. */
export function createStaffList(db: ShopDb): StaffList {
  return {
    async add(email) {
      const result = await db
        .insertInto('staff')
        .values({ email })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'added' : 'present';
    },

    async remove(email) {
      const result = await db.deleteFrom('staff').where('email', '=', email).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async list() {
      const rows = await db.selectFrom('staff').select(['email', 'added_at']).orderBy('email').execute();
      return rows.map((row) => ({ email: row.email, addedAt: utcTime(row.added_at) ?? new Date(0) }));
    },

    includes: (email) =>
      guarded(async () => {
        const row = await db
          .selectFrom('staff')
          .select('email')
          .where('email', '=', normaliseEmail(email))
          .executeTakeFirst();
        return row !== undefined;
      }, UNAVAILABLE),
  };
}
